//! The Litróf sample game, HATFIELD (Orange; VSILD) v McCOY (Blue; TVDSL), Detroit 2002, as the
//! rules print it with the two misprints corrected (1…Pd7-e6; the diagram's b8 is not involved):
//! every effect in brackets. Shared by the tests that check the engine and the shipped copy.

pub const SAMPLE: [&str; 19] = [
    "ICc1-d3",
    "Pd7-e6",
    "Pa2-b3",
    "VQd8-c7",
    "DMe1-c2",
    "LMa8-b6",
    "DMc2-c6(b6=nLM, c7=nVQ)",
    "nLMb6-d5(xc6)",
    "nVQc7-d6(d6=nLQ, xd5, xe6, xe7)",
    "nLQd6-a3",
    "ICd3-b4",
    "SCb8-c6",
    "SBb1-e4",
    "SCc6-e4(xe4)",
    "Pd2-e3",
    "SCe4-d6",
    "ICb4-c6",
    "TRe8-e7",
    "ICc6-d7",
];
