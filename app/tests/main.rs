//! The widgets' pure code, tested natively, one binary: each module says what it holds.
mod cldr;
mod locales;
mod robust;
