//! The course's progress pages as HTML, from the course index and the reader's progress: the
//! course map (every stage with its stars, the total, the next stage, a reset button each), a
//! mixed test's score and "my mistakes" (the placeholders of the exercises to solve again,
//! mounted as exercise widgets). Pure: the view sets it as the widget's content and handles
//! its buttons by their `data-action`; the text is the page language's, escaped.

use crate::i18n::{t, tr, Lang, Msg};
use crate::progress::{self, Progress};
use bao_schema::course::Course;
use bao_schema::Lesson;
use bao_text::html::escape;
use std::fmt::Write as _;

/// The course map. `root`: the book's root URL (stages' pages are below it); `confirm`: the
/// stage whose reset waits for a second click.
#[must_use]
pub fn map(lang: Lang, course: &Course, p: &Progress, root: &str, confirm: Option<usize>) -> String {
    let mut h = String::new();
    let (earned, possible) = progress::total_stars(course, p);
    // The stages counted are the numbered ones (the tests and practice pages are listed, not
    // counted), so that the count is the one the start page gives; a course without numbers
    // counts every page.
    let numbered = course.stages.iter().any(|s| s.number.is_some());
    let counted: Vec<_> = course.stages.iter().filter(|s| !numbered || s.number.is_some()).collect();
    let done = counted.iter().filter(|s| progress::stage_stars(s, p).2).count();
    let total = Msg::new("map-total")
        .arg("earned", earned)
        .arg("possible", possible)
        .arg("done", done)
        .arg("stages", counted.len());
    let _ = write!(h, r#"<p class="bao-map-total">{}</p>"#, escape(&t(lang, &total)));
    let next = progress::next_stage(course, p);
    match next.and_then(|i| course.stages.get(i)) {
        Some(s) => {
            let _ = write!(
                h,
                r#"<p class="bao-map-next">{} <a href="{}">{}</a></p>"#,
                escape(&tr(lang, "map-next")),
                escape(&format!("{root}{}", s.path)),
                escape(&s.title)
            );
        }
        None => {
            let _ = write!(h, r#"<p class="bao-map-next">{}</p>"#, escape(&tr(lang, "map-complete")));
        }
    }
    let mut section: Option<&str> = None;
    for (i, s) in course.stages.iter().enumerate() {
        if section != Some(s.section.as_str()) {
            if section.is_some() {
                h.push_str("</ul>");
            }
            if !s.section.is_empty() {
                let _ = write!(h, r#"<h4 class="bao-map-section">{}</h4>"#, escape(&s.section));
            }
            h.push_str(r#"<ul class="bao-map-stages">"#);
            section = Some(&s.section);
        }
        let (e, m, ok) = progress::stage_stars(s, p);
        let mut class = String::from("bao-stage");
        if ok {
            class.push_str(" bao-done");
        }
        if next == Some(i) {
            class.push_str(" bao-next");
        }
        let label = escape(&t(lang, &Msg::new("map-stage-stars").arg("earned", e).arg("possible", m)));
        let _ = write!(
            h,
            r#"<li class="{class}" data-path="{path}"><a href="{href}">{title}</a> <span class="bao-stage-stars" role="img" aria-label="{label}" title="{label}">★ {e} / {m}</span>"#,
            path = escape(&s.path),
            href = escape(&format!("{root}{}", s.path)),
            title = escape(&s.title),
        );
        let touched = s.exercises.iter().any(|x| p.stars.contains(&x.id) || p.first.contains(&x.id));
        if touched {
            let (extra, word) =
                if confirm == Some(i) { (" bao-confirm", "map-reset-confirm") } else { ("", "map-reset") };
            let _ = write!(
                h,
                r#" <button type="button" class="bao-btn bao-stage-reset{extra}" data-action="reset" data-stage="{i}">{}</button>"#,
                escape(&tr(lang, word))
            );
        }
        h.push_str("</li>");
    }
    if section.is_some() {
        h.push_str("</ul>");
    }
    let _ = write!(
        h,
        r#"<div class="bao-actions bao-progress-file"><button type="button" class="bao-btn bao-export" data-action="export">{}</button><label class="bao-btn bao-import">{}<input type="file" class="bao-sr" accept=".json,application/json"></label></div>"#,
        escape(&tr(lang, "btn-progress-save")),
        escape(&tr(lang, "btn-progress-load"))
    );
    h
}

/// A test's score line.
#[must_use]
pub fn score(lang: Lang, course: &Course, p: &Progress, test: &str) -> String {
    let s = progress::test_score(course, test, p);
    let line = Msg::new("score-line").arg("right", s.right).arg("total", s.total).arg("tried", s.tried);
    format!(
        r#"<p class="bao-score-line">{}</p><div class="bao-actions"><button type="button" class="bao-btn bao-score-reset" data-action="test-again">{}</button></div>"#,
        escape(&t(lang, &line)),
        escape(&tr(lang, "btn-test-again"))
    )
}

/// The review's count line.
#[must_use]
pub fn review_count(lang: Lang, n: usize) -> String {
    t(lang, &Msg::new("review-count").arg("count", n))
}

/// "My mistakes": off, an explanation and the switch; on, the count, the switch and each
/// exercise of `ids` (those the index knows) as a placeholder to mount, with its stage.
#[must_use]
pub fn review(lang: Lang, course: &Course, on: bool, ids: &[String], root: &str) -> String {
    let mut h = String::new();
    if !on {
        let _ = write!(
            h,
            r#"<p class="bao-review-explain">{}</p><div class="bao-actions"><button type="button" class="bao-btn bao-review-on" data-action="review-on">{}</button></div>"#,
            escape(&tr(lang, "review-off")),
            escape(&tr(lang, "review-switch-on"))
        );
        return h;
    }
    let mut items = String::new();
    let mut n = 0;
    for id in ids {
        let Some((stage, ex)) = course.find(id) else { continue };
        let Ok(lesson) = Lesson::from_fragment(&ex.lesson) else { continue };
        // The exercise as the book placed it, without its test (a review does not count).
        let lesson = Lesson { id: id.clone(), test: None, ..lesson };
        n += 1;
        let _ = write!(
            items,
            r#"<div class="bao-review-item" data-id="{id}"><p class="bao-review-from"><a href="{href}">{title}</a><span class="bao-review-done"> · {done}</span></p><div class="bao-widget bao-review-exercise"{attrs}></div></div>"#,
            id = escape(id),
            href = escape(&format!("{root}{}", stage.path)),
            title = escape(&stage.title),
            done = escape(&tr(lang, "review-removed")),
            attrs = lesson.to_attributes(),
        );
    }
    let _ = write!(
        h,
        r#"<p class="bao-review-count" aria-live="polite">{}</p><div class="bao-actions"><button type="button" class="bao-btn bao-review-off" data-action="review-off">{}</button></div>"#,
        escape(&review_count(lang, n)),
        escape(&tr(lang, "review-switch-off"))
    );
    h.push_str(&items);
    if n == 0 {
        let _ = write!(h, r#"<p class="bao-review-empty">{}</p>"#, escape(&tr(lang, "review-empty")));
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{record_stars, MemoryStore};
    use bao_schema::course::{Exercise, Stage};

    fn course() -> Course {
        let ex = |id: &str, goal: &str| Exercise {
            id: id.into(),
            lesson: format!("mode=exercise&position=start&goal={goal}"),
            test: None,
        };
        Course {
            stages: vec![
                Stage {
                    title: "Sowing <one> lap".into(),
                    path: "course/a.html".into(),
                    section: "Part 1".into(),
                    number: Some(1),
                    exercises: vec![ex("a#1", "move%20A7<"), ex("a#2", "legal")],
                },
                Stage {
                    title: "Relay".into(),
                    path: "course/b.html".into(),
                    section: "Part 1".into(),
                    number: Some(2),
                    exercises: vec![ex("b#1", "legal")],
                },
                Stage {
                    title: "Tactics".into(),
                    path: "t.html".into(),
                    section: "Training".into(),
                    number: None,
                    exercises: vec![ex("t#1", "legal")],
                },
            ],
        }
    }

    #[test]
    fn the_map_shows_stars_the_next_stage_and_resets() {
        let mut s = MemoryStore::default();
        record_stars(&mut s, "a#1", 3);
        record_stars(&mut s, "a#2", 1);
        let h = map(Lang::EN, &course(), &Progress::load(&s), "/book/", Some(0));
        assert!(h.starts_with(r#"<p class="bao-map-total">Your stars: 4 of 12 · stages done: 1 of 2</p>"#), "{h}");
        assert!(h.contains(r#"<p class="bao-map-next">Next stage: <a href="/book/course/b.html">Relay</a></p>"#));
        assert!(h.contains(r#"<li class="bao-stage bao-done" data-path="course/a.html"><a href="/book/course/a.html">Sowing &lt;one&gt; lap</a>"#));
        assert!(
            h.contains(r#"data-action="reset" data-stage="0">Reset this stage?</button>"#),
            "asks before it resets"
        );
        assert!(!h.contains(r#"data-stage="1""#), "nothing to reset in an untouched stage");
        assert!(h.contains(r#"<li class="bao-stage bao-next" data-path="course/b.html">"#));
        assert_eq!(h.matches("<ul").count(), 2, "two sections");
        assert_eq!(h.matches("<ul").count(), h.matches("</ul>").count());
        assert!(h.contains(r#"<h4 class="bao-map-section">Training</h4>"#));
        // The unnumbered page is listed with its stars but not counted as a stage.
        assert!(h.contains(r#"data-path="t.html""#));
        let mut all = course();
        for st in &mut all.stages {
            st.number = None;
        }
        let h = map(Lang::EN, &all, &Progress::load(&s), "/book/", None);
        assert!(h.contains("stages done: 1 of 3"), "a course without numbers counts every page: {h}");
    }

    #[test]
    fn the_review_lists_the_known_mistakes_as_exercise_placeholders() {
        let c = course();
        assert!(review(Lang::EN, &c, false, &[], "/").contains(r#"data-action="review-on""#));
        let h = review(Lang::EN, &c, true, &["b#1".into(), "gone#9".into()], "/");
        assert!(h.contains(">1 exercise to review.<"), "only the exercises the course has: {h}");
        assert!(h.contains(r#"<div class="bao-review-item" data-id="b#1">"#));
        assert!(h.contains(r#"<div class="bao-widget bao-review-exercise" data-mode="exercise" data-position="start" data-goal="legal" data-id="b#1"></div>"#), "{h}");
        assert!(!h.contains("gone#9"), "an exercise the course no longer has is left out");
        let empty = review(Lang::EN, &c, true, &[], "/");
        assert!(empty.contains("No mistakes to review yet."));
    }

    #[test]
    fn a_score_line() {
        let h = score(Lang::EN, &course(), &Progress::default(), "x");
        assert!(
            h.starts_with(r#"<p class="bao-score-line">Your score: 0 of 0 at the first try (0 of 0 tried).</p>"#),
            "{h}"
        );
        assert_eq!(escape(r#"<a href="x">'&'</a>"#), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    }
}
