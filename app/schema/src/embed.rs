//! The embed page's own settings, read from its fragment beside a share link's: `theme`
//! (`light`, `dark`), `size` (`small`, `medium`, `large`: the board's width) and `id` (the key
//! the host page gets back with `bao:solved`).

use crate::error::Error;
use crate::fields::percent_decode;

/// The colours of an embedded board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// The book's light colours (`theme=light`, the default).
    #[default]
    Light,
    /// The book's dark colours (its `navy` theme), for a host page with a dark background
    /// (`theme=dark`).
    Dark,
}

/// How wide an embedded board is drawn (at most; a narrower frame makes it narrower).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// At most 360 CSS pixels wide (`size=small`).
    Small,
    /// At most 560 CSS pixels wide (`size=medium`).
    Medium,
    /// At most 800 CSS pixels wide (`size=large`).
    Large,
}

impl Size {
    /// Every size, smallest first (the embed dialog's choices).
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// The value of `size=` in an embed link.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }

    /// The widget's greatest width in CSS pixels.
    #[must_use]
    pub fn width(self) -> u32 {
        match self {
            Size::Small => 360,
            Size::Medium => 560,
            Size::Large => 800,
        }
    }
}

impl Theme {
    /// The value of `theme=` in an embed link.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// An embed page's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Embed {
    /// The board's colours (`theme=`).
    pub theme: Theme,
    /// `None`: as wide as the frame.
    pub size: Option<Size>,
    /// The host's key for this board, sent back with `bao:solved`.
    pub id: String,
}

impl Embed {
    /// The keys the embed page reads itself; every other key is the share link's.
    pub const KEYS: [&'static str; 3] = ["theme", "size", "id"];

    /// Splits an embed page's fragment (with or without `#`) into its own settings and the
    /// share link's fragment (the other `key=value` parts, as written).
    pub fn split(fragment: &str) -> (Result<Embed, Error>, String) {
        let body = fragment.strip_prefix('#').unwrap_or(fragment);
        let mut embed = Ok(Embed::default());
        let mut rest: Vec<&str> = Vec::new();
        let mut seen = [false; 3];
        for part in body.split('&').filter(|p| !p.is_empty()) {
            let (key, raw) = part.split_once('=').unwrap_or((part, ""));
            let Some(k) = Embed::KEYS.iter().position(|name| *name == key) else {
                rest.push(part);
                continue;
            };
            let Ok(e) = embed.as_mut() else { continue };
            let Some(value) = percent_decode(raw) else {
                embed = Err(Error::BadEncoding);
                continue;
            };
            let value = value.trim().to_string();
            let bad = |value: String| Err(Error::BadEmbedValue { key: Embed::KEYS[k], value });
            if std::mem::replace(&mut seen[k], true) {
                embed = bad(value);
                continue;
            }
            match (k, value.as_str()) {
                (0, "light") => e.theme = Theme::Light,
                (0, "dark") => e.theme = Theme::Dark,
                (1, v) => match Size::ALL.into_iter().find(|s| s.name() == v) {
                    Some(s) => e.size = Some(s),
                    None => embed = bad(value),
                },
                (2, _) => e.id = value,
                _ => embed = bad(value),
            }
        }
        (embed, rest.join("&"))
    }

    /// The fragment parts of these settings (without the defaults), to put before a share
    /// link's: `theme=dark&size=small&id=...`.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut parts = Vec::new();
        if self.theme != Theme::default() {
            parts.push(format!("theme={}", self.theme.name()));
        }
        if let Some(s) = self.size {
            parts.push(format!("size={}", s.name()));
        }
        if !self.id.is_empty() {
            parts.push(format!("id={}", crate::percent_encode(&self.id)));
        }
        parts.join("&")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_keys_are_taken_out_and_the_rest_is_the_link() {
        let (e, rest) = Embed::split("#mode=exercise&theme=dark&goal=capture%20a4&size=small&id=lesson%203");
        assert_eq!(e, Ok(Embed { theme: Theme::Dark, size: Some(Size::Small), id: "lesson 3".into() }));
        assert_eq!(rest, "mode=exercise&goal=capture%20a4");
        let e = e.unwrap();
        assert_eq!(Embed::split(&e.to_fragment()), (Ok(e), String::new()));
        assert_eq!(Embed::split("mode=view"), (Ok(Embed::default()), "mode=view".into()));
        assert_eq!(Embed::default().to_fragment(), "");
    }

    #[test]
    fn bad_values_are_errors() {
        assert_eq!(Embed::split("theme=purple").0, Err(Error::BadEmbedValue { key: "theme", value: "purple".into() }));
        assert_eq!(
            Embed::split("size=huge&mode=play").0,
            Err(Error::BadEmbedValue { key: "size", value: "huge".into() })
        );
        assert_eq!(
            Embed::split("size=small&size=large").0,
            Err(Error::BadEmbedValue { key: "size", value: "large".into() })
        );
        assert_eq!(Embed::split("id=%ZZ").0, Err(Error::BadEncoding));
        assert!(Error::BadEmbedValue { key: "theme", value: "x".into() }.to_string().contains("light or dark"));
    }
}
