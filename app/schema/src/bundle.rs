//! Which widget bundle a mode's widget lives in: the one table of it. The book builder
//! (`book/builder/src/wasm.rs`) builds each [`Bundle`] from `bao-app` with its cargo
//! [`features`](Bundle::features) and writes [`Mode::bundle`] for every mode where the widget
//! loader (`app/loader.js`) reads it; a bundle's wasm mounts the modes whose bundle it is
//! (`app/src/ui/mod.rs`), and the editor loads the teachers' tools by this name too.
//!
//! A new mode must be given a bundle here (the `match` says so). What most pages use is in
//! [`Bundle::Book`], kept small (every page with a board loads it); the rest loads when a
//! widget that needs it is first built.

use crate::Mode;

/// A widget bundle: `<name>.js` and `<name>_bg.wasm` in the site's `widgets/` folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bundle {
    /// The boards most pages have: view, step and exercise (and the board shown beside the
    /// errors of a block that cannot be read). It also reads a share link's mode.
    Book,
    /// Free play with the computer opponent and Hint, and annotated game records.
    Play,
    /// The position editor.
    Editor,
    /// The editor's teachers' tools, loaded when first used: the recorder and the analysis.
    Teach,
    /// Drills, the course map, a test's score, "my mistakes".
    Train,
}

impl Bundle {
    /// Every bundle, the one the book loads first.
    pub const ALL: [Bundle; 5] = [Bundle::Book, Bundle::Play, Bundle::Editor, Bundle::Teach, Bundle::Train];

    /// The file name, without `.js` or `_bg.wasm`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Bundle::Book => "bao_app",
            Bundle::Play => "bao_app_play",
            Bundle::Editor => "bao_app_full",
            Bundle::Teach => "bao_app_teach",
            Bundle::Train => "bao_app_train",
        }
    }

    /// The cargo features of `bao-app` it is built with.
    #[must_use]
    pub fn features(self) -> &'static [&'static str] {
        match self {
            Bundle::Book => &["book"],
            Bundle::Play => &["play", "computer"],
            Bundle::Editor => &["editor"],
            Bundle::Teach => &["recorder", "analysis"],
            Bundle::Train => &["train"],
        }
    }

    /// The bundle of a file name (as [`Bundle::name`] writes it), for the book builder's
    /// size tool (a bundle built with its function names); `None` for another file, such as
    /// the search worker's.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Bundle> {
        Bundle::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The table the widget loader reads, as a JavaScript object literal:
    /// `{"base":"bao_app","tools":"bao_app_teach","modes":{"view":"bao_app",...}}`; `base` is
    /// the bundle that reads a share or embed link's mode (the loader asks it before it loads
    /// the mode's bundle), `tools` the one of the editor's teachers' tools.
    #[must_use]
    pub fn loader_table() -> String {
        let modes: Vec<String> =
            Mode::ALL.iter().map(|m| format!("\"{}\":\"{}\"", m.name(), m.bundle().name())).collect();
        format!(
            "{{\"base\":\"{}\",\"tools\":\"{}\",\"modes\":{{{}}}}}",
            Bundle::Book.name(),
            Bundle::Teach.name(),
            modes.join(",")
        )
    }
}

impl Mode {
    /// The bundle whose wasm mounts this mode's widget.
    #[must_use]
    pub fn bundle(self) -> Bundle {
        match self {
            Mode::View | Mode::Step | Mode::Exercise => Bundle::Book,
            Mode::Play | Mode::Record => Bundle::Play,
            Mode::Edit => Bundle::Editor,
            Mode::Drill | Mode::Score | Mode::Map | Mode::Review => Bundle::Train,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_has_one_bundle_and_the_table_lists_them() {
        let table = Bundle::loader_table();
        assert!(
            table.starts_with(r#"{"base":"bao_app","tools":"bao_app_teach","modes":{"view":"bao_app","step":"bao_app","play":"bao_app_play""#),
            "{table}"
        );
        for m in Mode::ALL {
            assert!(table.contains(&format!("\"{}\":\"{}\"", m.name(), m.bundle().name())), "{m:?}");
        }
        assert_eq!(Mode::Drill.bundle(), Bundle::Train);
        assert_eq!(Mode::Edit.bundle().name(), "bao_app_full");
    }

    #[test]
    fn names_and_features_are_distinct() {
        for (i, a) in Bundle::ALL.iter().enumerate() {
            assert_eq!(Bundle::from_name(a.name()), Some(*a));
            for b in &Bundle::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
                assert!(a.features().iter().all(|f| !b.features().contains(f)), "{a:?} and {b:?} share a feature");
            }
        }
        assert_eq!(Bundle::from_name("bao_worker"), None);
    }
}
