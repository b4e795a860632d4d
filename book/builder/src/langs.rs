//! The book's languages. English is the source and lives at the site root; every translation
//! lives under `/<code>/`. Chinese uses the BCP 47 tag `zh-Hant` (Traditional script) for its
//! folder, its PO file and `<html lang>`.

pub struct Lang {
    /// BCP 47 tag: `<html lang>`, `book/po/<code>.po`.
    pub code: &'static str,
    /// The language's name in itself, for the switcher.
    pub name: &'static str,
}

pub const SOURCE: &str = "en";

pub const LANGS: [Lang; 6] = [
    Lang { code: "en", name: "English" },
    Lang { code: "sw", name: "Kiswahili" },
    Lang { code: "it", name: "Italiano" },
    Lang { code: "es", name: "Español" },
    Lang { code: "zh-Hant", name: "中文（繁體）" },
    Lang { code: "ro", name: "Română" },
];

impl Lang {
    pub fn is_source(&self) -> bool {
        self.code == SOURCE
    }
    /// Folder under the site root, with a trailing slash ("" for English).
    pub fn dir(&self) -> String {
        if self.is_source() {
            String::new()
        } else {
            format!("{}/", self.code)
        }
    }
    /// From this book's root to the site root.
    pub fn to_site_root(&self) -> &'static str {
        if self.is_source() {
            ""
        } else {
            "../"
        }
    }
    /// Does this language need CJK search indexing?
    pub fn cjk(&self) -> bool {
        self.code.starts_with("zh")
    }
}
