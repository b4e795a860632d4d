#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The plural rules and number symbols that `build.rs` generated from CLDR (`fluent::plural`,
//! `fluent::Numbers`) against ICU4X's own plural rules and number formatter at run time, for
//! every language of `locales/languages.json`.

use bao_app::fluent::{hundredths, integer, plural, CLDR_LOCALES};
use bao_app::i18n::LANGS;
use icu_decimal::input::{Decimal, SignDisplay};
use icu_decimal::DecimalFormatter;
use icu_locale_core::Locale;
use icu_plurals::{PluralCategory, PluralRules};
use std::str::FromStr;

fn locale(code: &str) -> Locale {
    let (_, cldr) = CLDR_LOCALES.iter().find(|(c, _)| *c == code).expect("every language has a CLDR locale");
    cldr.parse().expect("a locale")
}

fn name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        _ => "other",
    }
}

/// Whole numbers worth trying: 0 to 2,000, the millions (Italian, Spanish, French and
/// Portuguese say "di", "de" after them) and a few large ones.
fn samples() -> Vec<u64> {
    let mut ns: Vec<u64> = (0..=2000).collect();
    for m in [1_000_000u64, 2_000_000, 10_000_000, 1_000_000_000] {
        ns.extend([m - 1, m, m + 1, m + 100]);
    }
    ns.extend([u64::from(u32::MAX), 1_234_567_890_123]);
    ns
}

#[test]
fn every_language_has_cldr_data() {
    for code in LANGS {
        assert!(CLDR_LOCALES.iter().any(|(c, _)| c == code), "{code}");
    }
}

#[test]
fn plural_categories_are_icus() {
    for code in LANGS {
        let rules = PluralRules::try_new_cardinal((&locale(code)).into()).expect("CLDR plural rules");
        for n in samples() {
            assert_eq!(plural(code, n as i64), name(rules.category_for(n)), "{code}: {n}");
            assert_eq!(plural(code, -(n as i64)), plural(code, n as i64), "{code}: -{n}");
        }
    }
}

#[test]
fn whole_numbers_and_scores_are_written_as_icu_writes_them() {
    for code in LANGS {
        let f = DecimalFormatter::try_new((&locale(code)).into(), Default::default()).expect("CLDR symbols");
        for n in samples().into_iter().filter(|&n| n < i64::MAX as u64) {
            for n in [n as i64, -(n as i64)] {
                assert_eq!(integer(code, n), f.format(&Decimal::from(n)).to_string(), "{code}: {n}");
            }
        }
        for h in [-123456i64, -1000, -250, -100, -7, 0, 5, 50, 125, 99999, 1234567] {
            let a = h.unsigned_abs();
            let text = format!("{}{}.{:02}", if h < 0 { "-" } else { "" }, a / 100, a % 100);
            let d = Decimal::from_str(&text).unwrap().with_sign_display(SignDisplay::ExceptZero);
            assert_eq!(hundredths(code, h), f.format(&d).to_string(), "{code}: {text}");
        }
    }
}
