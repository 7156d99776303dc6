//! How colours look to people with colour-vision deficiencies, and how far apart two colours
//! look: Machado, Oliveira and Fernandes's (2009) simulation of protanopia, deuteranopia and
//! tritanopia (severity 1, on linear RGB), and the CIEDE2000 colour difference (Sharma, Wu and
//! Dalal's formulation) on CIELAB under D65.

/// A colour vision: normal, or one of the three dichromacies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    pub fn name(self) -> &'static str {
        match self {
            Vision::Normal => "normal vision",
            Vision::Protanopia => "protanopia",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Tritanopia => "tritanopia",
        }
    }

    /// Machado et al.'s matrix for severity 1.0, applied to linear RGB.
    pub fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
            Vision::Deuteranopia => [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
            Vision::Tritanopia => [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
        }
    }

    /// `srgb` (0 to 1) as this vision sees it, in sRGB.
    pub fn see(self, srgb: [f32; 3]) -> [f32; 3] {
        let lin = srgb.map(|c| to_linear(c as f64));
        let m = self.matrix();
        let out: [f64; 3] = std::array::from_fn(|i| (m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]).clamp(0.0, 1.0));
        out.map(|c| to_srgb(c) as f32)
    }
}

fn to_linear(c: f64) -> f64 {
    if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

fn to_srgb(c: f64) -> f64 {
    if c <= 0.0031308 { c * 12.92 } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 }
}

/// CIELAB (D65) of an sRGB colour.
pub fn lab(srgb: [f32; 3]) -> [f64; 3] {
    let [r, g, b] = srgb.map(|c| to_linear(c as f64));
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
    let f = |t: f64| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1).
pub fn ciede2000(lab1: [f64; 3], lab2: [f64; 3]) -> f64 {
    let [l1, a1, b1] = lab1;
    let [l2, a2, b2] = lab2;
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| if a == 0.0 && b == 0.0 { 0.0 } else { b.atan2(a).to_degrees().rem_euclid(360.0) };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let d_big_h = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_mean = (l1 + l2) / 2.0;
    let cp_mean = (c1p + c2p) / 2.0;
    let hp_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (hp_mean - 30.0).to_radians().cos()
        + 0.24 * (2.0 * hp_mean).to_radians().cos()
        + 0.32 * (3.0 * hp_mean + 6.0).to_radians().cos()
        - 0.20 * (4.0 * hp_mean - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((hp_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (cp_mean.powi(7) / (cp_mean.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * cp_mean;
    let s_h = 1.0 + 0.015 * cp_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (tl, tc, th) = (dl / s_l, dc / s_c, d_big_h / s_h);
    (tl * tl + tc * tc + th * th + r_t * tc * th).sqrt()
}

/// How far apart two sRGB colours look to `vision` (CIEDE2000).
pub fn distance(vision: Vision, a: [f32; 3], b: [f32; 3]) -> f64 {
    ciede2000(lab(vision.see(a)), lab(vision.see(b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ciede2000_matches_sharmas_published_pairs() {
        // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17, 25 and two more.
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
            ([50.0, 2.5, 0.0], [50.0, 0.0, -2.5], 4.3065),
            ([22.7233, 20.0904, -46.6940], [23.0331, 14.9730, -42.5619], 2.0373),
        ];
        for (a, b, want) in pairs {
            let got = ciede2000(a, b);
            assert!((got - want).abs() < 1e-4, "{a:?} {b:?}: {got} against {want}");
            assert!((ciede2000(b, a) - want).abs() < 1e-4, "symmetric");
        }
    }

    #[test]
    fn lab_of_white_black_and_red_is_as_published() {
        let near = |x: [f64; 3], y: [f64; 3]| x.iter().zip(y).all(|(p, q)| (p - q).abs() < 0.05);
        assert!(near(lab([1.0, 1.0, 1.0]), [100.0, 0.0, 0.0]), "{:?}", lab([1.0; 3]));
        assert!(near(lab([0.0, 0.0, 0.0]), [0.0, 0.0, 0.0]));
        assert!(near(lab([1.0, 0.0, 0.0]), [53.24, 80.09, 67.20]), "{:?}", lab([1.0, 0.0, 0.0]));
    }

    #[test]
    fn dichromats_lose_the_axis_they_lack() {
        // Red and green come close for both red-green deficiencies and stay apart for
        // tritanopes; blue and green the other way round.
        let (red, green, blue) = ([0.80, 0.35, 0.25], [0.45, 0.55, 0.25], [0.25, 0.50, 0.70]);
        let ratio = |v: Vision, a, b| distance(v, a, b) / distance(Vision::Normal, a, b);
        for v in [Vision::Protanopia, Vision::Deuteranopia] {
            assert!(ratio(v, red, green) < 0.5, "{}: {}", v.name(), ratio(v, red, green));
            assert!(ratio(v, green, blue) > 0.6, "{}: {}", v.name(), ratio(v, green, blue));
        }
        assert!(ratio(Vision::Tritanopia, red, green) > 0.6, "{}", ratio(Vision::Tritanopia, red, green));
        assert!(ratio(Vision::Tritanopia, green, blue) < 0.5, "{}", ratio(Vision::Tritanopia, green, blue));
        // Greys are seen as they are.
        for v in Vision::ALL {
            let g = v.see([0.5, 0.5, 0.5]);
            assert!(g.iter().all(|c| (c - 0.5).abs() < 0.01), "{}: {g:?}", v.name());
        }
    }
}
