//! The lesson schema's tests, one binary: each module says what it holds.
mod roundtrip;
