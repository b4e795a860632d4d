#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed unwrap is a failed test
//! The small JSON reader and writer against `serde_json`: what one writes, the other reads as
//! the same value, both ways, for any value of the kinds the files use.

use bao_text::json::Value;
use proptest::prelude::*;
use serde_json::Value as Ref;

fn to_ref(v: &Value) -> Ref {
    match v {
        Value::Null => Ref::Null,
        Value::Bool(b) => Ref::Bool(*b),
        Value::Int(n) => Ref::from(*n),
        Value::Str(s) => Ref::String(s.clone()),
        Value::Arr(a) => Ref::Array(a.iter().map(to_ref).collect()),
        Value::Obj(o) => Ref::Object(o.iter().map(|(k, v)| (k.clone(), to_ref(v))).collect()),
    }
}

/// The reference's value with every negative zero (`-0`, a float there) written as the whole 0.
fn whole(r: Ref) -> Ref {
    match r {
        Ref::Number(n) if n.as_f64() == Some(0.0) => Ref::from(0),
        Ref::Array(a) => Ref::Array(a.into_iter().map(whole).collect()),
        Ref::Object(o) => Ref::Object(o.into_iter().map(|(k, v)| (k, whole(v))).collect()),
        other => other,
    }
}

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        any::<String>().prop_map(Value::Str),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Arr),
            proptest::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|m| Value::Obj(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn written_json_is_read_by_the_reference_and_back(v in value()) {
        let text = v.to_string();
        let reference: Ref = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(&reference, &to_ref(&v));
        prop_assert_eq!(Value::parse(&text), Ok(v.clone()));
        let pretty = serde_json::to_string_pretty(&reference).unwrap();
        prop_assert_eq!(Value::parse(&pretty), Ok(v));
    }

    #[test]
    fn any_text_reads_or_fails_cleanly(s in "[\\[\\]{}\",:0-9a-z\\\\ -]{0,40}") {
        if let Ok(v) = Value::parse(&s) {
            // What reads is what the reference reads (whole numbers only: the reference reads
            // `-0` as the float -0.0, the small reader as the whole number 0).
            let r: Ref = serde_json::from_str(&s).map_err(|e| TestCaseError::fail(format!("{s}: {e}")))?;
            prop_assert_eq!(whole(r), to_ref(&v));
        }
    }
}
