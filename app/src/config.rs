//! What a widget is asked to show: read from the element's `data-*` attributes or from a share
//! link's URL fragment, and written back as a share link. Pure: no DOM here.

use crate::i18n::Msg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    View,
    Step,
    Play,
    Edit,
    Exercise,
}

impl Mode {
    pub const ALL: [Mode; 5] = [Mode::View, Mode::Step, Mode::Play, Mode::Edit, Mode::Exercise];
    pub fn name(self) -> &'static str {
        match self {
            Mode::View => "view",
            Mode::Step => "step",
            Mode::Play => "play",
            Mode::Edit => "edit",
            Mode::Exercise => "exercise",
        }
    }
    pub fn from_name(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// A widget's settings, as written (the position and moves are checked by [`crate::setup`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    pub mode: Mode,
    /// Notation, `start` or `start:<game>`.
    pub position: String,
    /// Moves separated by white space.
    pub moves: String,
    pub flip: bool,
    pub labels: bool,
    pub goal: String,
    /// `data-id`: the exercise's key for its saved progress.
    pub id: String,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            mode: Mode::View,
            position: "start".into(),
            moves: String::new(),
            flip: false,
            labels: false,
            goal: String::new(),
            id: String::new(),
        }
    }
}

/// Reads the attributes; `get` returns an attribute's value (`data-mode` -> `get("mode")`).
/// A bad value gives the default for that attribute and an error message to show.
pub fn from_attributes(get: impl Fn(&str) -> Option<String>) -> (Config, Vec<Msg>) {
    let mut cfg = Config::default();
    let mut errors = Vec::new();
    if let Some(m) = get("mode") {
        let m = m.trim().to_string();
        match Mode::from_name(&m) {
            Some(mode) => cfg.mode = mode,
            None if m.is_empty() => {}
            None => errors.push(Msg::new("error-mode").arg("mode", m)),
        }
    }
    if let Some(p) = get("position") {
        let p = p.trim();
        if !p.is_empty() {
            cfg.position = p.to_string();
        }
    }
    cfg.moves = get("moves").unwrap_or_default().trim().to_string();
    cfg.flip = get("flip").is_some_and(|v| is_true(&v));
    cfg.labels = get("labels").is_some_and(|v| is_true(&v));
    cfg.goal = get("goal").unwrap_or_default().trim().to_string();
    cfg.id = get("id").unwrap_or_default();
    (cfg, errors)
}

fn is_true(v: &str) -> bool {
    matches!(v.trim(), "true" | "1" | "yes" | "")
}

/// Why a share link's fragment cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FragmentError {
    BadEncoding,
    UnknownKey(String),
    BadValue { key: String, value: String },
}

impl FragmentError {
    pub fn msg(&self) -> Msg {
        match self {
            FragmentError::BadEncoding => Msg::new("fragment-bad-encoding"),
            FragmentError::UnknownKey(k) => Msg::new("fragment-unknown-key").arg("key", k.clone()),
            FragmentError::BadValue { key, value } => {
                Msg::new("fragment-bad-value").arg("key", key.clone()).arg("value", value.clone())
            }
        }
    }
}

/// Reads a share link's fragment (with or without the leading `#`):
/// `mode=play&position=<notation>&moves=<moves>&flip=true&labels=true&goal=<goal>`, each value
/// %-encoded. An empty fragment is free play from the start.
pub fn from_fragment(fragment: &str) -> Result<Config, FragmentError> {
    let body = fragment.strip_prefix('#').unwrap_or(fragment);
    let mut cfg = Config { mode: Mode::Play, ..Config::default() };
    for part in body.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = part.split_once('=').unwrap_or((part, ""));
        let key = percent_decode(key).ok_or(FragmentError::BadEncoding)?;
        let value = percent_decode(raw).ok_or(FragmentError::BadEncoding)?;
        let bad = || FragmentError::BadValue { key: key.clone(), value: value.clone() };
        match key.as_str() {
            "mode" => cfg.mode = Mode::from_name(value.trim()).ok_or_else(bad)?,
            "position" => cfg.position = value.trim().to_string(),
            "moves" => cfg.moves = value.trim().to_string(),
            "goal" => cfg.goal = value.trim().to_string(),
            "flip" | "labels" => {
                let v = match value.trim() {
                    "true" | "1" => true,
                    "false" | "0" => false,
                    _ => return Err(bad()),
                };
                if key == "flip" {
                    cfg.flip = v
                } else {
                    cfg.labels = v
                }
            }
            _ => return Err(FragmentError::UnknownKey(key)),
        }
    }
    if cfg.position.is_empty() {
        cfg.position = "start".into();
    }
    Ok(cfg)
}

/// Writes the fragment (without `#`) that [`from_fragment`] reads back.
pub fn to_fragment(cfg: &Config) -> String {
    let mut out = format!("mode={}&position={}", cfg.mode.name(), percent_encode(&cfg.position));
    if !cfg.moves.is_empty() {
        out.push_str("&moves=");
        out.push_str(&percent_encode(&cfg.moves));
    }
    if cfg.flip {
        out.push_str("&flip=true");
    }
    if cfg.labels {
        out.push_str("&labels=true");
    }
    if !cfg.goal.is_empty() {
        out.push_str("&goal=");
        out.push_str(&percent_encode(&cfg.goal));
    }
    out
}

/// %-encodes everything but the characters a position needs and a URL fragment allows as they
/// are, so links stay readable (`kiswahili:0,2,.../...:S:22,22:SN:-`). `+` is always encoded:
/// it is the safari mark, never a space.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b":,/-_.~<>".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes %XX escapes; None on a broken escape or invalid UTF-8. `+` stays `+`.
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragment_round_trips() {
        let cfg = Config {
            mode: Mode::Step,
            position: "kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:a3=S".into(),
            moves: "A7< a5>+".into(),
            flip: true,
            labels: true,
            goal: "capture a4".into(),
            id: String::new(),
        };
        let frag = to_fragment(&cfg);
        assert!(frag.contains("%2B"), "{frag}");
        assert_eq!(from_fragment(&format!("#{frag}")), Ok(cfg));
    }

    #[test]
    fn fragment_errors() {
        assert_eq!(
            from_fragment("#mode=fly"),
            Err(FragmentError::BadValue { key: "mode".into(), value: "fly".into() })
        );
        assert_eq!(from_fragment("#colour=red"), Err(FragmentError::UnknownKey("colour".into())));
        assert_eq!(from_fragment("#position=%E"), Err(FragmentError::BadEncoding));
        assert_eq!(from_fragment("").map(|c| c.mode), Ok(Mode::Play));
    }

    #[test]
    fn attributes() {
        let (cfg, errs) = from_attributes(|k| match k {
            "mode" => Some("exercise".into()),
            "flip" => Some("true".into()),
            "goal" => Some(" capture a4 ".into()),
            _ => None,
        });
        assert!(errs.is_empty());
        assert_eq!(
            (cfg.mode, cfg.flip, cfg.labels, cfg.goal.as_str(), cfg.position.as_str()),
            (Mode::Exercise, true, false, "capture a4", "start")
        );
        let (cfg, errs) = from_attributes(|k| (k == "mode").then(|| "bogus".into()));
        assert_eq!((cfg.mode, errs.len()), (Mode::View, 1));
    }
}
