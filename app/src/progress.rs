//! The reader's progress, kept in the browser (`localStorage`, behind [`Store`]): the best
//! stars of each exercise, the first try of each test question, "my mistakes" (opt-in), the
//! best streak of each drill; what the course map, the test scores and the review page make of
//! it with the course index; and the progress file (JSON) saved and loaded by the reader.
//!
//! Keys (`bao-kitabu:` then):
//! - `exercise:<id>`: best stars, 1-3;
//! - `first:<id>`: a test question's first try: the stars of a solve at the first try, 0 when
//!   the first answer was wrong;
//! - `review`: `on` when the reader collects his mistakes; `mistakes`: their ids, one a line;
//! - `drill:<kind>:<game>`: the best streak.

use bao_schema::course::{Course, Stage};
use bao_schema::Drill;
use bao_text::json::Value;
use rules_core::Variant;
use std::collections::BTreeMap;

/// What every key of ours in `localStorage` starts with (other sites' pages may share it).
pub const PREFIX: &str = "bao-kitabu:";
/// The progress file's format marker and version.
pub const FILE_MARK: &str = "bao-kitabu-progress";
/// The progress file's version: a file of a later one is refused.
pub const FILE_VERSION: i64 = 1;

/// Where progress is kept. Writing may fail (private mode, storage full): `set` says so.
pub trait Store {
    /// The value kept under `key`, if any.
    fn get(&self, key: &str) -> Option<String>;
    /// False when the value could not be kept.
    fn set(&mut self, key: &str, value: &str) -> bool;
    /// Forgets `key` (nothing happens if it is not kept).
    fn remove(&mut self, key: &str);
    /// Every key (of any application).
    fn keys(&self) -> Vec<String>;
}

/// A store in memory (tests, and a page whose browser cannot store).
#[derive(Clone, Debug, Default)]
pub struct MemoryStore(pub BTreeMap<String, String>);

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> bool {
        self.0.insert(key.to_string(), value.to_string());
        true
    }
    fn remove(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys().cloned().collect()
    }
}

/// The key of an exercise's best stars.
#[must_use]
pub fn exercise_key(id: &str) -> String {
    format!("{PREFIX}exercise:{id}")
}

/// The key of a test question's first try.
#[must_use]
pub fn first_key(id: &str) -> String {
    format!("{PREFIX}first:{id}")
}

/// The key of a drill's best streak in one game.
#[must_use]
pub fn drill_key(drill: Drill, game: Variant) -> String {
    format!("{PREFIX}drill:{}:{}", drill.name(), game.name())
}

const REVIEW: &str = "bao-kitabu:review";
const MISTAKES: &str = "bao-kitabu:mistakes";

/// Numbers by name (exercise ids, drill names), sorted by name: a small map, so that the widget
/// bundle carries no tree map for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts(Vec<(String, u32)>);

impl Counts {
    fn find(&self, k: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(a, _)| a.as_str().cmp(k))
    }

    /// The number of `k`, if it has one.
    #[must_use]
    pub fn get(&self, k: &str) -> Option<u32> {
        self.find(k).ok().map(|i| self.0[i].1)
    }

    /// Whether `k` has a number.
    #[must_use]
    pub fn contains(&self, k: &str) -> bool {
        self.find(k).is_ok()
    }

    /// Gives `k` the number `v` (replacing the one it had).
    pub fn insert(&mut self, k: &str, v: u32) {
        match self.find(k) {
            Ok(i) => self.0[i].1 = v,
            Err(i) => self.0.insert(i, (k.to_string(), v)),
        }
    }

    /// Every name with its number, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, u32)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v))
    }

    /// How many names have a number.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether no name has a number.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Everything kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Exercise id -> best stars (1-3).
    pub stars: Counts,
    /// Test question id -> its first try (0-3).
    pub first: Counts,
    /// The reader chose to collect his mistakes ("my mistakes").
    pub review: bool,
    /// In the order they were first answered wrongly.
    pub mistakes: Vec<String>,
    /// `<kind>:<game>` -> best streak.
    pub drills: Counts,
}

/// Why a progress file cannot be loaded (nothing is changed then).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Not JSON: where it broke.
    NotJson {
        /// The byte the JSON reader stopped at.
        offset: usize,
    },
    /// JSON, but not a progress file of this book.
    NotProgress,
    /// A progress file of a later version.
    Version {
        /// The file's version.
        version: i64,
    },
    /// A progress file with a bad entry: which part.
    Bad {
        /// The member that is wrong (`stars`, `first`, `drills`, `review`, `mistakes`), or
        /// `name` for a member a progress file does not have.
        part: &'static str,
    },
    /// A file larger than [`MAX_FILE`] bytes (not read).
    TooBig {
        /// The limit in bytes ([`MAX_FILE`]; the message says it in megabytes).
        limit: usize,
    },
    /// More than [`MAX_ENTRIES`] entries, in the file or with what this browser keeps.
    TooMany {
        /// The limit ([`MAX_ENTRIES`]).
        limit: usize,
    },
    /// The browser refused to keep it (storage full or refused): everything was put back.
    NotKept,
}

impl ImportError {
    /// The localized message (each says that nothing was changed).
    #[must_use]
    pub fn msg(&self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        match self {
            ImportError::NotJson { offset } => Msg::new("import-not-json").arg("offset", *offset),
            ImportError::NotProgress => Msg::new("import-not-progress"),
            ImportError::Version { version } => Msg::new("import-version").arg("version", version.to_string()),
            ImportError::Bad { part } => Msg::new("import-bad").arg("part", *part),
            ImportError::TooBig { limit } => Msg::new("import-too-big").arg("limit", *limit / 1_000_000),
            ImportError::TooMany { limit } => Msg::new("import-too-many").arg("limit", *limit),
            ImportError::NotKept => Msg::new("import-not-kept"),
        }
    }
}

/// The longest exercise id kept, in bytes (the book's are far shorter).
pub const MAX_ID: usize = 300;
/// The most entries kept (stars, first tries, mistakes and drills together): far more than the
/// course has, few enough that the progress file stays under [`MAX_FILE`].
pub const MAX_ENTRIES: usize = 4000;
/// The largest progress file read, in bytes: refused before it is parsed.
pub const MAX_FILE: usize = 3_000_000;
/// The best streak a drill can keep.
const MAX_STREAK: u32 = 1_000_000;

/// A valid exercise id: not empty, at most [`MAX_ID`] bytes, no control character (so one
/// line). The one check for every id written, read, exported and imported.
pub fn id_ok(id: &str) -> bool {
    !id.is_empty() && id.len() <= MAX_ID && !id.chars().any(char::is_control)
}

fn drill_name_ok(name: &str) -> bool {
    name.split_once(':').is_some_and(|(k, g)| Drill::from_name(k).is_some() && Variant::from_name(g).is_some())
}

impl Progress {
    /// Reads what the store keeps (values that do not read are left out).
    pub fn load(store: &dyn Store) -> Progress {
        let mut p = Progress::default();
        for key in store.keys() {
            let Some(rest) = key.strip_prefix(PREFIX) else { continue };
            let value = store.get(&key).unwrap_or_default();
            let n = value.trim().parse::<u32>().ok();
            if let Some(id) = rest.strip_prefix("exercise:") {
                if let Some(s) = n.filter(|s| (1..=3).contains(s) && id_ok(id)) {
                    p.stars.insert(id, s);
                }
            } else if let Some(id) = rest.strip_prefix("first:") {
                if let Some(s) = n.filter(|s| *s <= 3 && id_ok(id)) {
                    p.first.insert(id, s);
                }
            } else if let Some(name) = rest.strip_prefix("drill:") {
                if let Some(s) = n.filter(|s| *s <= MAX_STREAK && drill_name_ok(name)) {
                    p.drills.insert(name, s);
                }
            }
        }
        p.review = store.get(REVIEW).as_deref() == Some("on");
        p.mistakes = mistakes(store);
        // What a file holds at most (a store filled by hand beyond it keeps its first entries).
        p.truncate(MAX_ENTRIES);
        p
    }

    /// Entries kept: stars, first tries, mistakes and drills.
    #[must_use]
    pub fn entries(&self) -> usize {
        self.stars.len() + self.first.len() + self.mistakes.len() + self.drills.len()
    }

    /// Keeps at most `max` entries (stars first, then first tries, drills, mistakes).
    fn truncate(&mut self, max: usize) {
        let mut room = max;
        for c in [&mut self.stars, &mut self.first, &mut self.drills] {
            c.0.truncate(room);
            room -= c.len();
        }
        self.mistakes.truncate(room);
    }

    /// Writes everything into the store; false when something could not be kept.
    pub fn save(&self, store: &mut dyn Store) -> bool {
        let mut ok = true;
        for (id, s) in self.stars.iter() {
            ok &= store.set(&exercise_key(id), &s.to_string());
        }
        for (id, s) in self.first.iter() {
            ok &= store.set(&first_key(id), &s.to_string());
        }
        for (name, s) in self.drills.iter() {
            ok &= store.set(&format!("{PREFIX}drill:{name}"), &s.to_string());
        }
        if self.review {
            ok &= store.set(REVIEW, "on");
        } else {
            store.remove(REVIEW);
        }
        if self.mistakes.is_empty() {
            store.remove(MISTAKES);
        } else {
            ok &= store.set(MISTAKES, &self.mistakes.join("\n"));
        }
        ok
    }

    /// Adds what `other` has: the best stars and streaks, first tries not known yet, the
    /// mistakes not listed yet; reviewing when either reviews.
    pub fn merge(&mut self, other: &Progress) {
        for (id, s) in other.stars.iter() {
            self.stars.insert(id, self.stars.get(id).map_or(s, |old| old.max(s)));
        }
        for (id, s) in other.first.iter() {
            if !self.first.contains(id) {
                self.first.insert(id, s);
            }
        }
        for (name, s) in other.drills.iter() {
            self.drills.insert(name, self.drills.get(name).map_or(s, |old| old.max(s)));
        }
        for id in &other.mistakes {
            if !self.mistakes.contains(id) {
                self.mistakes.push(id.clone());
            }
        }
        self.review |= other.review;
    }

    /// The progress file.
    #[must_use]
    pub fn to_json(&self) -> String {
        let map = |m: &Counts| Value::Obj(m.iter().map(|(k, v)| (k.to_string(), Value::Int(i64::from(v)))).collect());
        let v = Value::Obj(vec![
            (FILE_MARK.to_string(), Value::Int(FILE_VERSION)),
            ("stars".to_string(), map(&self.stars)),
            ("first".to_string(), map(&self.first)),
            ("review".to_string(), Value::Bool(self.review)),
            ("mistakes".to_string(), Value::Arr(self.mistakes.iter().map(|m| Value::Str(m.clone())).collect())),
            ("drills".to_string(), map(&self.drills)),
        ]);
        let mut text = v.to_string();
        text.push('\n');
        text
    }

    /// Reads a progress file, checking every entry.
    pub fn from_json(text: &str) -> Result<Progress, ImportError> {
        if text.len() > MAX_FILE {
            return Err(ImportError::TooBig { limit: MAX_FILE });
        }
        let v =
            Value::parse(text.trim_start_matches('\u{feff}')).map_err(|e| ImportError::NotJson { offset: e.offset })?;
        let version = v.get(FILE_MARK).and_then(Value::as_int).ok_or(ImportError::NotProgress)?;
        if version != FILE_VERSION {
            return Err(ImportError::Version { version });
        }
        let members = v.as_object().ok_or(ImportError::NotProgress)?;
        let mut p = Progress::default();
        for (name, value) in members {
            let bad = |part| ImportError::Bad { part };
            let numbers = |part: &'static str, min: i64, max: i64, key_ok: &dyn Fn(&str) -> bool| {
                let mut out = Counts::default();
                for (k, n) in value.as_object().ok_or(bad(part))? {
                    let n = n.as_int().filter(|n| (min..=max).contains(n)).ok_or(bad(part))?;
                    if !key_ok(k) {
                        return Err(bad(part));
                    }
                    out.insert(k, u32::try_from(n).map_err(|_| bad(part))?);
                }
                Ok(out)
            };
            match name.as_str() {
                FILE_MARK => {}
                "stars" => p.stars = numbers("stars", 1, 3, &id_ok)?,
                "first" => p.first = numbers("first", 0, 3, &id_ok)?,
                "drills" => p.drills = numbers("drills", 0, i64::from(MAX_STREAK), &drill_name_ok)?,
                "review" => p.review = value.as_bool().ok_or(bad("review"))?,
                "mistakes" => {
                    for m in value.as_array().ok_or(bad("mistakes"))? {
                        let id = m.as_str().filter(|id| id_ok(id)).ok_or(bad("mistakes"))?;
                        if !p.mistakes.iter().any(|x| x == id) {
                            p.mistakes.push(id.to_string());
                        }
                    }
                }
                _ => return Err(bad("name")),
            }
        }
        if p.entries() > MAX_ENTRIES {
            return Err(ImportError::TooMany { limit: MAX_ENTRIES });
        }
        Ok(p)
    }
}

/// The ids on the review list.
pub fn mistakes(store: &dyn Store) -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    for l in store.get(MISTAKES).unwrap_or_default().lines().filter(|l| id_ok(l)) {
        if !list.iter().any(|m| m == l) {
            list.push(l.to_string());
        }
    }
    list
}

/// Whether the reader collects his mistakes.
pub fn reviewing(store: &dyn Store) -> bool {
    store.get(REVIEW).as_deref() == Some("on")
}

/// Switches "my mistakes" on or off (off empties the list). False when not kept.
pub fn set_reviewing(store: &mut dyn Store, on: bool) -> bool {
    if on {
        store.set(REVIEW, "on")
    } else {
        store.remove(REVIEW);
        store.remove(MISTAKES);
        true
    }
}

/// An exercise answered wrongly: listed for review when the reader collects his mistakes.
pub fn add_mistake(store: &mut dyn Store, id: &str) -> bool {
    if !reviewing(store) {
        return true;
    }
    if !id_ok(id) {
        return false;
    }
    let mut list = mistakes(store);
    if list.iter().any(|m| m == id) {
        return true;
    }
    if !room(store) {
        return false;
    }
    list.push(id.to_string());
    store.set(MISTAKES, &list.join("\n"))
}

/// An exercise solved on the review page leaves the list.
pub fn remove_mistake(store: &mut dyn Store, id: &str) -> bool {
    let list: Vec<String> = mistakes(store).into_iter().filter(|m| m != id).collect();
    store.set(MISTAKES, &list.join("\n"))
}

/// The best stars kept for an exercise.
pub fn stars_of(store: &dyn Store, id: &str) -> Option<u8> {
    if !id_ok(id) {
        return None;
    }
    store.get(&exercise_key(id)).and_then(|s| s.trim().parse::<u8>().ok()).filter(|s| (1..=3).contains(s))
}

/// Whether one more entry fits under [`MAX_ENTRIES`].
fn room(store: &dyn Store) -> bool {
    Progress::load(store).entries() < MAX_ENTRIES
}

/// Keeps the best stars of an exercise (1-3, a valid id, within the quota); returns the best
/// and whether it was kept.
pub fn record_stars(store: &mut dyn Store, id: &str, stars: u8) -> (u8, bool) {
    let old = stars_of(store, id);
    let best = old.map_or(stars, |o| o.max(stars));
    if !id_ok(id) || !(1..=3).contains(&best) || (old.is_none() && !room(store)) {
        return (best, false);
    }
    (best, store.set(&exercise_key(id), &best.to_string()))
}

/// A test question's first try, kept only if none is kept yet: `stars` of a solve, 0 for a
/// wrong answer.
pub fn record_first(store: &mut dyn Store, id: &str, stars: u8) -> bool {
    if !id_ok(id) || stars > 3 {
        return false;
    }
    let key = first_key(id);
    store.get(&key).is_some() || (room(store) && store.set(&key, &stars.to_string()))
}

/// The best streak kept for a drill on a game.
pub fn best_streak(store: &dyn Store, drill: Drill, game: Variant) -> u32 {
    store.get(&drill_key(drill, game)).and_then(|s| s.trim().parse().ok()).unwrap_or(0)
}

/// Stars of a stage: (earned, possible, every exercise solved).
#[must_use]
pub fn stage_stars(stage: &Stage, p: &Progress) -> (u32, u32, bool) {
    let earned = stage.exercises.iter().map(|e| p.stars.get(&e.id).unwrap_or(0)).sum();
    let done = stage.exercises.iter().all(|e| p.stars.contains(&e.id));
    (earned, 3 * stage.exercises.len() as u32, done)
}

/// The stars of the whole course: (earned, possible).
#[must_use]
pub fn total_stars(course: &Course, p: &Progress) -> (u32, u32) {
    course.stages.iter().map(|s| stage_stars(s, p)).fold((0, 0), |(a, b), (e, m, _)| (a + e, b + m))
}

/// The first stage not done.
#[must_use]
pub fn next_stage(course: &Course, p: &Progress) -> Option<usize> {
    course.stages.iter().position(|s| !stage_stars(s, p).2)
}

/// Forgets a stage's stars and first tries.
pub fn reset_stage(store: &mut dyn Store, stage: &Stage) {
    for e in &stage.exercises {
        store.remove(&exercise_key(&e.id));
        store.remove(&first_key(&e.id));
    }
}

/// A test's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// Questions solved at the first try without a hint.
    pub right: u32,
    /// Questions tried.
    pub tried: u32,
    /// Questions in the test.
    pub total: u32,
}

/// The score of the test `name`: its questions in the course index, their first tries in
/// the reader's progress.
#[must_use]
pub fn test_score(course: &Course, name: &str, p: &Progress) -> Score {
    let questions = course.test(name);
    let firsts: Vec<u32> = questions.iter().filter_map(|e| p.first.get(&e.id)).collect();
    Score {
        right: firsts.iter().filter(|s| **s == 3).count() as u32,
        tried: firsts.len() as u32,
        total: questions.len() as u32,
    }
}

/// Forgets a test's first tries (to take it again).
pub fn reset_test(store: &mut dyn Store, course: &Course, name: &str) {
    for e in course.test(name) {
        store.remove(&first_key(&e.id));
    }
}

/// Loads a progress file into the store, merged with what it keeps. The store is untouched when
/// the file is refused. Returns the exercises the file had stars for, and whether all was kept.
pub fn import(store: &mut dyn Store, text: &str) -> Result<usize, ImportError> {
    let file = Progress::from_json(text)?;
    let mut p = Progress::load(store);
    p.merge(&file);
    if p.entries() > MAX_ENTRIES {
        return Err(ImportError::TooMany { limit: MAX_ENTRIES });
    }
    // All or nothing: what the store keeps now, put back if any write fails.
    let before: Vec<(String, String)> = store
        .keys()
        .into_iter()
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(|k| store.get(&k).map(|v| (k, v)))
        .collect();
    if p.save(store) {
        return Ok(file.stars.len());
    }
    let had: std::collections::BTreeSet<&str> = before.iter().map(|(k, _)| k.as_str()).collect();
    for key in store.keys() {
        if key.starts_with(PREFIX) && !had.contains(key.as_str()) {
            store.remove(&key);
        }
    }
    for (k, v) in &before {
        store.set(k, v);
    }
    Err(ImportError::NotKept)
}

/// A progress file's name, with the date: `bao-kitabu-progress-2024-05-01.json`.
#[must_use]
pub fn file_name(date: &str) -> String {
    format!("{FILE_MARK}-{date}.json")
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao_schema::course::Exercise;

    fn course() -> Course {
        let ex = |id: &str, test: Option<&str>| Exercise {
            id: id.into(),
            lesson: String::new(),
            test: test.map(Into::into),
        };
        let stage = |title: &str, ex: Vec<Exercise>| Stage {
            title: title.into(),
            path: format!("{title}.html"),
            section: String::new(),
            number: None,
            exercises: ex,
        };
        Course {
            stages: vec![
                stage("one", vec![ex("one#1", None), ex("one#2", None)]),
                stage("two", vec![ex("two#1", Some("t")), ex("two#2", Some("t"))]),
            ],
        }
    }

    #[test]
    fn stars_stages_and_the_next_stage() {
        let c = course();
        let mut s = MemoryStore::default();
        assert_eq!(next_stage(&c, &Progress::load(&s)), Some(0));
        assert_eq!(record_stars(&mut s, "one#1", 2), (2, true));
        assert_eq!(record_stars(&mut s, "one#1", 1), (2, true), "the best is kept");
        record_stars(&mut s, "one#2", 3);
        let p = Progress::load(&s);
        assert_eq!(stage_stars(&c.stages[0], &p), (5, 6, true));
        assert_eq!(total_stars(&c, &p), (5, 12));
        assert_eq!(next_stage(&c, &p), Some(1));
        reset_stage(&mut s, &c.stages[0]);
        assert_eq!(next_stage(&c, &Progress::load(&s)), Some(0));
        assert_eq!(s.0.len(), 0);
    }

    #[test]
    fn a_test_scores_first_tries() {
        let c = course();
        let mut s = MemoryStore::default();
        record_first(&mut s, "two#1", 0);
        record_first(&mut s, "two#1", 3);
        record_first(&mut s, "two#2", 3);
        assert_eq!(test_score(&c, "t", &Progress::load(&s)), Score { right: 1, tried: 2, total: 2 });
        reset_test(&mut s, &c, "t");
        assert_eq!(test_score(&c, "t", &Progress::load(&s)), Score { right: 0, tried: 0, total: 2 });
    }

    #[test]
    fn mistakes_are_collected_only_when_asked() {
        let mut s = MemoryStore::default();
        add_mistake(&mut s, "one#1");
        assert_eq!(mistakes(&s), Vec::<String>::new(), "off by default");
        set_reviewing(&mut s, true);
        add_mistake(&mut s, "one#1");
        add_mistake(&mut s, "two#2");
        add_mistake(&mut s, "one#1");
        assert_eq!(mistakes(&s), ["one#1", "two#2"]);
        remove_mistake(&mut s, "one#1");
        assert_eq!(mistakes(&s), ["two#2"]);
        set_reviewing(&mut s, false);
        assert_eq!((reviewing(&s), mistakes(&s).len()), (false, 0));
    }

    #[test]
    fn the_file_round_trips_and_merges() {
        let mut s = MemoryStore::default();
        record_stars(&mut s, "one#1", 2);
        record_first(&mut s, "two#1", 3);
        set_reviewing(&mut s, true);
        add_mistake(&mut s, "two#2");
        s.set(&drill_key(Drill::Kichwa, Variant::Kujifunza), "7");
        s.set("other-app:key", "x");
        let p = Progress::load(&s);
        let text = p.to_json();
        assert_eq!(
            text,
            "{\"bao-kitabu-progress\":1,\"stars\":{\"one#1\":2},\"first\":{\"two#1\":3},\"review\":true,\"mistakes\":[\"two#2\"],\"drills\":{\"kichwa:kujifunza\":7}}\n"
        );
        assert_eq!(Progress::from_json(&text), Ok(p.clone()));
        // Into another browser that has other stars: the best of both.
        let mut t = MemoryStore::default();
        record_stars(&mut t, "one#1", 3);
        record_stars(&mut t, "one#2", 1);
        assert_eq!(import(&mut t, &text), Ok(1));
        let q = Progress::load(&t);
        assert_eq!(q.stars.get("one#1"), Some(3));
        assert_eq!(q.stars.get("one#2"), Some(1));
        assert_eq!(q.mistakes, ["two#2"]);
        assert_eq!(best_streak(&t, Drill::Kichwa, Variant::Kujifunza), 7);
    }

    #[test]
    fn a_bad_file_is_refused_and_changes_nothing() {
        let mut s = MemoryStore::default();
        record_stars(&mut s, "one#1", 2);
        let before = s.0.clone();
        let e = |t: &str| Progress::from_json(t).unwrap_err();
        assert_eq!(e("{\"stars\":"), ImportError::NotJson { offset: 9 });
        assert_eq!(e("{\"stars\":{}}"), ImportError::NotProgress);
        assert_eq!(e("[1]"), ImportError::NotProgress);
        assert_eq!(e("{\"bao-kitabu-progress\":2}"), ImportError::Version { version: 2 });
        assert_eq!(e("{\"bao-kitabu-progress\":1,\"stars\":{\"a\":4}}"), ImportError::Bad { part: "stars" });
        assert_eq!(e("{\"bao-kitabu-progress\":1,\"stars\":{\"a\":0}}"), ImportError::Bad { part: "stars" });
        assert_eq!(
            e("{\"bao-kitabu-progress\":1,\"drills\":{\"fly:kujifunza\":1}}"),
            ImportError::Bad { part: "drills" }
        );
        assert_eq!(e("{\"bao-kitabu-progress\":1,\"mistakes\":[\"a\\nb\"]}"), ImportError::Bad { part: "mistakes" });
        assert_eq!(e("{\"bao-kitabu-progress\":1,\"colour\":1}"), ImportError::Bad { part: "name" });
        assert!(import(&mut s, "nonsense").is_err());
        assert_eq!(s.0, before, "nothing lost, nothing changed");
        assert_eq!(Progress::from_json("\u{feff}{\"bao-kitabu-progress\":1}"), Ok(Progress::default()));
    }

    /// A browser's storage with room for `room` bytes of keys and values: a write beyond it
    /// fails, as `localStorage.setItem` does when the quota is reached.
    #[derive(Clone, Debug, Default)]
    struct SmallStore {
        map: BTreeMap<String, String>,
        room: usize,
    }

    impl Store for SmallStore {
        fn get(&self, key: &str) -> Option<String> {
            self.map.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> bool {
            let used: usize = self.map.iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum();
            if used + key.len() + value.len() > self.room {
                return false;
            }
            self.map.insert(key.to_string(), value.to_string());
            true
        }
        fn remove(&mut self, key: &str) {
            self.map.remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.map.keys().cloned().collect()
        }
    }

    fn file_with(n: usize) -> String {
        let mut p = Progress::default();
        for i in 0..n {
            p.stars.insert(&format!("course/stage-{i:05}#1"), 3);
        }
        p.to_json()
    }

    #[test]
    fn ids_that_a_file_could_not_hold_are_never_kept() {
        // Issue 22 item 1: an embed's id with a line break, or over 300 bytes.
        let mut s = MemoryStore::default();
        for id in ["homework\n1", &"x".repeat(MAX_ID + 1), "", "tab\there"] {
            assert_eq!(record_stars(&mut s, id, 3), (3, false), "{id:?}");
            assert!(!record_first(&mut s, id, 3));
            set_reviewing(&mut s, true);
            assert!(!add_mistake(&mut s, id));
        }
        assert_eq!(s.0.keys().filter(|k| *k != REVIEW).count(), 0, "{:?}", s.0);
        // Written by hand into the storage: not read, so not exported.
        s.set(&exercise_key("bad\nid"), "3");
        s.set(&exercise_key(&"y".repeat(MAX_ID + 1)), "3");
        s.set(MISTAKES, "a\na\nb");
        s.set(&format!("{PREFIX}drill:kichwa:kujifunza"), "99999999");
        let p = Progress::load(&s);
        assert!(p.stars.is_empty() && p.drills.is_empty());
        assert_eq!(p.mistakes, ["a", "b"]);
        assert_eq!(Progress::from_json(&p.to_json()), Ok(p));
    }

    #[test]
    fn a_file_too_big_or_too_full_changes_nothing() {
        // Issue 22 item 2: 18,000 ids (a 5 MB file) and 50 MB are refused before reading.
        let mut s = MemoryStore::default();
        record_stars(&mut s, "one#1", 2);
        let before = s.0.clone();
        let big = file_with(18_000);
        assert!(big.len() < MAX_FILE, "{}", big.len());
        assert_eq!(import(&mut s, &big), Err(ImportError::TooMany { limit: MAX_ENTRIES }));
        let huge = format!("{}{}", big, " ".repeat(50_000_000));
        assert_eq!(import(&mut s, &huge), Err(ImportError::TooBig { limit: MAX_FILE }));
        assert_eq!(s.0, before);
        // Within the limit, but with what the browser keeps over it.
        for i in 0..10 {
            record_stars(&mut s, &format!("mine#{i}"), 1);
        }
        let before = s.0.clone();
        assert_eq!(import(&mut s, &file_with(MAX_ENTRIES - 5)), Err(ImportError::TooMany { limit: MAX_ENTRIES }));
        assert_eq!(s.0, before);
        // The quota holds for solves too: full, a new exercise is not kept, a known one is.
        let mut s = MemoryStore::default();
        assert_eq!(import(&mut s, &file_with(MAX_ENTRIES)), Ok(MAX_ENTRIES));
        assert_eq!(record_stars(&mut s, "new#1", 3), (3, false));
        assert_eq!(record_stars(&mut s, "course/stage-00000#1", 3), (3, true));
        assert_eq!(Progress::load(&s).entries(), MAX_ENTRIES);
    }

    #[test]
    fn a_write_refused_midway_puts_everything_back() {
        // Room for a few hundred entries: the import fails partway, and the storage is
        // byte-identical to what it was, other applications' keys included.
        let mut s = SmallStore { room: 20_000, ..SmallStore::default() };
        s.set("other-app:key", "x");
        record_stars(&mut s, "one#1", 2);
        set_reviewing(&mut s, true);
        add_mistake(&mut s, "two#2");
        let before = s.map.clone();
        assert_eq!(import(&mut s, &file_with(2000)), Err(ImportError::NotKept));
        assert_eq!(s.map, before);
        // A file that fits goes in whole.
        assert_eq!(import(&mut s, &file_with(100)), Ok(100));
        assert_eq!(Progress::load(&s).stars.len(), 101);
    }

    use proptest::prelude::*;

    #[derive(Clone, Debug)]
    enum Step {
        Solve(String, u8),
        First(String, u8),
        Wrong(String),
        Review(bool),
        Drill(u32),
        ResetStage(usize),
        Import(Vec<(String, u8)>),
        Raw(String, String),
    }

    fn an_id() -> impl Strategy<Value = String> {
        prop_oneof![
            "(one|two)#[12]",
            "[a-z#/ \"\\\\é\u{7}\n]{0,12}",
            Just("z".repeat(MAX_ID)),
            Just("z".repeat(MAX_ID + 1)),
        ]
    }

    fn a_step() -> impl Strategy<Value = Step> {
        prop_oneof![
            (an_id(), 0u8..5).prop_map(|(i, s)| Step::Solve(i, s)),
            (an_id(), 0u8..5).prop_map(|(i, s)| Step::First(i, s)),
            an_id().prop_map(Step::Wrong),
            any::<bool>().prop_map(Step::Review),
            (0u32..2_000_000).prop_map(Step::Drill),
            (0usize..2).prop_map(Step::ResetStage),
            prop::collection::vec((an_id(), 1u8..4), 0..4).prop_map(Step::Import),
            (an_id(), "[0-9a-z]{0,3}").prop_map(|(k, v)| Step::Raw(k, v)),
        ]
    }

    proptest! {
        /// "Save progress" writes only what "Load" accepts: after any solves, imports, resets
        /// and garbage in the storage, the exported file loads into an empty browser as the
        /// same progress, and loading it again into the same browser changes nothing.
        #[test]
        fn export_then_import_gives_the_same_state(steps in prop::collection::vec(a_step(), 0..24)) {
            let c = course();
            let mut s = MemoryStore::default();
            for step in steps {
                match step {
                    Step::Solve(id, n) => { record_stars(&mut s, &id, n); }
                    Step::First(id, n) => { record_first(&mut s, &id, n); }
                    Step::Wrong(id) => { add_mistake(&mut s, &id); }
                    Step::Review(on) => { set_reviewing(&mut s, on); }
                    Step::Drill(n) => { s.set(&drill_key(Drill::Kichwa, Variant::Kiswahili), &n.to_string()); }
                    Step::ResetStage(i) => reset_stage(&mut s, &c.stages[i]),
                    Step::Import(stars) => {
                        let mut p = Progress::default();
                        for (id, n) in &stars {
                            p.stars.insert(id, u32::from(*n));
                        }
                        let _ = import(&mut s, &p.to_json());
                    }
                    Step::Raw(k, v) => { s.set(&exercise_key(&k), &v); s.set(&first_key(&k), &v); }
                }
            }
            let p = Progress::load(&s);
            let text = p.to_json();
            prop_assert!(text.len() <= MAX_FILE);
            prop_assert_eq!(Progress::from_json(&text), Ok(p.clone()));
            let mut fresh = MemoryStore::default();
            prop_assert!(import(&mut fresh, &text).is_ok());
            prop_assert_eq!(Progress::load(&fresh), p.clone());
            prop_assert!(import(&mut s, &text).is_ok());
            prop_assert_eq!(Progress::load(&s), p);
        }
    }
}
