//! ALSA's playback, loaded at run time from `libasound.so.2`: the binary does not link it, so
//! it starts (silent) on a machine without the library, and builds with no `-dev` package.
//! Only the handful of calls that play 16-bit mono are used.

use libloading::{Library, Symbol};
use std::ffi::{CStr, CString, c_char, c_int, c_long, c_uint, c_ulong, c_void};

type Pcm = *mut c_void;
/// ALSA's error handler is variadic; a handler that reads none of the variadic arguments is
/// called the same way on the platforms Towers builds for (their C conventions pass them in
/// registers or on the stack that the callee never touches).
type ErrorHandler = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

const STREAM_PLAYBACK: c_int = 0;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;

/// ALSA's own complaints (it prints them to stderr) are silenced: the app says in one line of
/// its log why there is no sound.
unsafe extern "C" fn quiet(_file: *const c_char, _line: c_int, _function: *const c_char, _err: c_int, _fmt: *const c_char) {}

/// An open playback device.
pub struct Output {
    pcm: Pcm,
    writei: unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long,
    recover: unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int,
    drain: unsafe extern "C" fn(Pcm) -> c_int,
    close: unsafe extern "C" fn(Pcm) -> c_int,
    /// Kept loaded while the functions above are in use.
    _library: Library,
}

// The handle is used by one thread at a time (the player's).
unsafe impl Send for Output {}

/// Why there is no sound, in a few words.
fn why(library: &Library, code: c_int) -> String {
    let text = unsafe { library.get::<unsafe extern "C" fn(c_int) -> *const c_char>(b"snd_strerror\0") };
    match text {
        Ok(f) => unsafe { CStr::from_ptr(f(code)) }.to_string_lossy().into_owned(),
        Err(_) => crate::t!("sound-alsa-error", code = code),
    }
}

impl Output {
    /// Opens `device` ("default" unless `TOWERS_AUDIO_DEVICE` names another) for 16-bit mono
    /// at `rate`, with about `latency_ms` of buffer; Err says why not.
    pub fn open(device: &str, rate: u32, latency_ms: u32) -> Result<Output, String> {
        let library = unsafe { Library::new("libasound.so.2") }.map_err(|_| crate::t!("sound-alsa-libasound-so-2-alsa"))?;
        let name = CString::new(device).map_err(|_| crate::t!("sound-alsa-the-device-name-holds"))?;
        unsafe {
            if let Ok(set) = library.get::<unsafe extern "C" fn(Option<ErrorHandler>) -> c_int>(b"snd_lib_error_set_handler\0") {
                set(Some(quiet));
            }
            let open: Symbol<unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int> = symbol(&library, b"snd_pcm_open\0")?;
            let set_params: Symbol<unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int> =
                symbol(&library, b"snd_pcm_set_params\0")?;
            let close: Symbol<unsafe extern "C" fn(Pcm) -> c_int> = symbol(&library, b"snd_pcm_close\0")?;
            let mut pcm: Pcm = std::ptr::null_mut();
            let code = open(&mut pcm, name.as_ptr(), STREAM_PLAYBACK, 0);
            if code < 0 {
                return Err(crate::t!("sound-alsa-no-audio-device", device = device, value = why(&library, code)));
            }
            let code = set_params(pcm, FORMAT_S16_LE, ACCESS_RW_INTERLEAVED, 1, rate, 1, latency_ms * 1000);
            if code < 0 {
                close(pcm);
                return Err(crate::t!("sound-alsa-the-audio-device-cannot", device = device, rate = rate, value = why(&library, code)));
            }
            Ok(Output {
                pcm,
                writei: *symbol(&library, b"snd_pcm_writei\0")?,
                recover: *symbol(&library, b"snd_pcm_recover\0")?,
                drain: *symbol(&library, b"snd_pcm_drain\0")?,
                close: *close,
                _library: library,
            })
        }
    }

    /// Plays `samples`, waiting while the device's buffer is full; an underrun is recovered
    /// from. Err: the device failed for good.
    pub fn write(&mut self, mut samples: &[i16]) -> Result<(), String> {
        while !samples.is_empty() {
            let written = unsafe { (self.writei)(self.pcm, samples.as_ptr().cast(), samples.len() as c_ulong) };
            if written < 0 {
                let code = unsafe { (self.recover)(self.pcm, written as c_int, 1) };
                if code < 0 {
                    return Err(crate::t!("sound-alsa-the-audio-device-failed", code = code));
                }
                continue;
            }
            samples = &samples[(written as usize).min(samples.len())..];
        }
        Ok(())
    }

    /// Lets what was written play out.
    pub fn drain(&mut self) {
        unsafe { (self.drain)(self.pcm) };
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        unsafe { (self.close)(self.pcm) };
    }
}

/// A function of the library, or why it is missing.
unsafe fn symbol<'l, T>(library: &'l Library, name: &[u8]) -> Result<Symbol<'l, T>, String> {
    unsafe { library.get(name) }.map_err(|_| crate::t!("sound-alsa-libasound-so-2-lacks", value = String::from_utf8_lossy(&name[..name.len() - 1])))
}
