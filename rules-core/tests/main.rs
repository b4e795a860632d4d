//! The rules core's tests, one binary: each module says what it holds.
mod common;

mod citations;
mod kimasai;
mod kingulu;
mod notation_chapter;
mod notation_props;
mod properties_bao;
mod records;
mod rule_numbers;
mod rules_bao;
mod search;
mod verified;
