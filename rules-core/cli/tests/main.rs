//! The `bao` command's tests, one binary: each module says what it holds.
mod chapter;
mod cli;
