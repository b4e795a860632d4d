//! The `bao` preprocessor: every ```bao fenced block of every chapter becomes the widget
//! placeholder with its static SVG. It runs after gettext, so every language's blocks are
//! validated; any bad block fails the build with file, line and reason (all of them at once).
//! It also gathers the course index (every chapter with exercises, in the summary's order:
//! `bao_schema::course`), which the site writes as `course.json`, and checks that every
//! `mode: score` block counts a test some exercise belongs to.
//!
//! One numbering: a course page whose file is named `NN-...` (`course/kujifunza/05-capture.md`)
//! is stage NN. Its title in the sidebar and in the course index starts with that number
//! ("5. Capture"), the number the text uses ("stage 5"); mdBook's own section numbers are not
//! shown (`no-section-label` in book.toml). Every other page, such as a test or a practice page
//! (`first-game.md`), has no number and is not counted as a stage.

use crate::block;
use anyhow::{bail, Result};
use bao_schema::course::{Course, Exercise, Stage};
use bao_schema::{Lesson, Mode};
use mdbook_markdown::pulldown_cmark::{CodeBlockKind, Event, Tag, TagEnd};
use mdbook_markdown::{new_cmark_parser, MarkdownOptions};
use mdbook_preprocessor::book::{Book, BookItem};
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

/// The info string of the blocks this preprocessor reads.
const INFO: [&str; 1] = ["bao"];

pub(crate) struct BaoPreprocessor {
    /// Shown in errors for translated books ("sw"); empty for the source language.
    pub lang: String,
    /// In-progress languages: a bad block is replaced by the English chapter's block at the
    /// same place (with a warning) instead of failing the build.
    pub english_fallback: bool,
    /// Where the course index of the book is left for the site to write.
    pub course: Arc<Mutex<Course>>,
    /// The pages a worksheet is printed from (exercises or drills), left for the site, which
    /// writes their worksheets (`worksheet.rs`); each gets its "Print worksheet" links.
    pub printable: Arc<Mutex<Vec<Printable>>>,
    /// The links' words in the book's language: "Print worksheet", then with a count of
    /// questions, then the board-after sheet with a count (`{count}`).
    pub print_words: [String; 3],
    /// The book's address (`https://example.org/bao/sw/`), or empty when unknown: each board
    /// prints its page's address under it (paper readers find the live version).
    pub address_base: String,
}

/// Under every board with a diagram, its page's address, shown only in print (`bao.css`).
pub(crate) fn add_print_addresses(content: &str, address: &str) -> String {
    let mut out = String::with_capacity(content.len() + 256);
    for line in content.split_inclusive('\n') {
        out.push_str(line);
        if line.starts_with("<div class=\"bao-widget\"") && line.contains("<svg") {
            out.push_str(&format!(
                "\n<p class=\"bao-print-address\" translate=\"no\">{}</p>\n\n",
                bao_text::html::escape(address)
            ));
        }
    }
    out
}

/// A chapter with exercises or drills: what its worksheets are made of.
#[derive(Clone, Debug)]
pub(crate) struct Printable {
    /// The chapter's path without `.md` (`course/kujifunza/05-capture`).
    pub chapter: String,
    /// Its page, from the book's root (`course/kujifunza/05-capture.html`).
    pub page: String,
    /// Its title in the book's language.
    pub title: String,
    /// Its lessons, in the order of the page, numbered as their ids.
    pub lessons: Vec<Lesson>,
    /// The words of its exercises for its worksheet ([`questions`]).
    pub questions: Questions,
}

/// A chapter's words around its exercises, as plain text, for its worksheet.
#[derive(Clone, Debug, Default)]
pub(crate) struct Questions {
    /// The paragraph just before each block, by lesson id, without its bold lead
    /// (`**Exercise 2.**`): the question of an exercise whose goal is the answer (`move A6<`).
    pub by_lesson: HashMap<String, String>,
    /// The paragraph that opens the chapter's exercises section (the heading `{#exercises}`),
    /// when it is not an exercise's own: what every exercise of the stage asks.
    pub intro: Option<String>,
}

/// The paragraph just before each `bao` block of a chapter (after the block before it, if
/// any), by the block's lesson id (`<chapter>#<n>`), and the exercises section's opening
/// paragraph, as plain text: inline code as written (isolated left to right), emphasis and
/// links as their words, and a bold lead that opens the paragraph (the exercise's number, in
/// the chapter's language) left out.
pub(crate) fn questions(text: &str, chapter: &str) -> Questions {
    let mut out = Questions::default();
    let mut last: Option<String> = None;
    let mut para: Option<String> = None;
    let mut strong_lead = false;
    let mut had_lead = false;
    // After the exercises' heading, until its first paragraph.
    let mut in_intro = false;
    let mut blocks = 0;
    for event in new_cmark_parser(text, &MarkdownOptions::default()) {
        match event {
            Event::Start(Tag::Heading { id, .. }) => in_intro = id.as_deref() == Some("exercises"),
            Event::Start(Tag::Paragraph) => {
                para = Some(String::new());
                had_lead = false;
            }
            Event::End(TagEnd::Paragraph) => {
                last =
                    para.take().map(|t| t.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|t| !t.is_empty());
                if std::mem::take(&mut in_intro) && !had_lead {
                    out.intro.clone_from(&last);
                }
            }
            Event::Start(Tag::Strong) if para.as_deref() == Some("") => {
                strong_lead = true;
                had_lead = true;
            }
            Event::End(TagEnd::Strong) if strong_lead => strong_lead = false,
            Event::Text(t) if !strong_lead => {
                if let Some(p) = para.as_mut() {
                    p.push_str(&t);
                }
            }
            // A move or a pit, isolated left to right (`A6<` stays so in Arabic), as the
            // widgets' messages write them.
            Event::Code(t) if !strong_lead => {
                if let Some(p) = para.as_mut() {
                    p.push('\u{2066}');
                    p.push_str(&t);
                    p.push('\u{2069}');
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                if let Some(p) = para.as_mut() {
                    p.push(' ');
                }
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if is_bao_fence(&info) => {
                blocks += 1;
                in_intro = false;
                if let Some(q) = last.take() {
                    out.by_lesson.insert(format!("{chapter}#{blocks}"), q);
                }
            }
            _ => {}
        }
    }
    out
}

/// The worksheet of a chapter's exercises, from the book's root.
pub(crate) fn sheet_path(chapter: &str) -> String {
    format!("{}/{chapter}.html", crate::worksheet::DIR)
}

/// A drill worksheet: block `n` of the chapter, `count` questions, the drill's own questions
/// or (`after`) the board after a move.
pub(crate) fn drill_sheet_path(chapter: &str, n: usize, after: bool, count: u32) -> String {
    format!("{}/{chapter}-{n}{}-{count}.html", crate::worksheet::DIR, if after { "-after" } else { "" })
}

/// Adds the "Print worksheet" links to a chapter: under its title for its exercises, under
/// each drill board for the drill's sheets. Links are relative to the chapter's page.
pub(crate) fn add_print_links(content: &str, p: &Printable, words: &[String; 3]) -> String {
    let up = "../".repeat(p.chapter.matches('/').count());
    let link = |href: &str, text: &str| {
        format!(r#"<a href="{up}{}">{}</a>"#, bao_text::html::escape(href), bao_text::html::escape(text))
    };
    let exercises = p.lessons.iter().any(|l| l.mode == Mode::Exercise);
    let mut out = String::with_capacity(content.len() + 512);
    let mut lines = content.split_inclusive('\n').peekable();
    if exercises {
        // After the chapter's title (its first line when it is a heading).
        if let Some(first) = lines.next_if(|l| l.starts_with('#')) {
            out.push_str(first);
        }
        out.push_str(&format!("\n<p class=\"bao-print-sheet\">{}</p>\n\n", link(&sheet_path(&p.chapter), &words[0])));
    }
    for line in lines {
        out.push_str(line);
        if !line.starts_with("<div class=\"bao-widget\" data-mode=\"drill\"") {
            continue;
        }
        let Some(n) = p
            .lessons
            .iter()
            .find(|l| l.mode == Mode::Drill && line.contains(&format!("data-id=\"{}\"", bao_text::html::escape(&l.id))))
            .and_then(|l| l.id.rsplit('#').next())
            .and_then(|n| n.parse::<usize>().ok())
        else {
            continue;
        };
        let mut links: Vec<String> = crate::worksheet::DRILL_COUNTS
            .iter()
            .map(|c| link(&drill_sheet_path(&p.chapter, n, false, *c), &words[1].replace("{count}", &c.to_string())))
            .collect();
        let last_seed =
            p.lessons.iter().any(|l| l.id.ends_with(&format!("#{n}")) && l.drill == Some(bao_schema::Drill::LastSeed));
        if last_seed {
            let c = crate::worksheet::DRILL_COUNTS[0];
            links.push(link(&drill_sheet_path(&p.chapter, n, true, c), &words[2].replace("{count}", &c.to_string())));
        }
        out.push_str(&format!("\n<p class=\"bao-print-sheet\">{}</p>\n\n", links.join(" · ")));
    }
    out
}

/// One block found in a chapter: byte range of the whole fence, 1-based line of the opening
/// fence, body text.
pub(crate) struct Found {
    pub start: usize,
    pub end: usize,
    pub line: usize,
    pub body: String,
}

/// Whether a fenced code block's info string opens a `bao` block (```` ```bao ```` or
/// ```` ```bao,ignore ````).
fn is_bao_fence(info: &str) -> bool {
    info.split([' ', ',']).next().is_some_and(|i| INFO.contains(&i))
}

/// Finds the ```bao blocks of a markdown text.
pub(crate) fn find_blocks(text: &str) -> Vec<Found> {
    let mut out = Vec::new();
    let mut current: Option<Found> = None;
    for (event, range) in new_cmark_parser(text, &MarkdownOptions::default()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if is_bao_fence(&info) => {
                let line = text[..range.start].matches('\n').count() + 1;
                current = Some(Found { start: range.start, end: range.end, line, body: String::new() });
            }
            Event::Text(t) => {
                if let Some(f) = current.as_mut() {
                    f.body.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some(f) = current.take() {
                    out.push(f);
                }
            }
            _ => {}
        }
    }
    out
}

/// Replaces the blocks of one chapter; `chapter` is its path without `.md` (for `data-id`).
#[cfg(test)]
pub(crate) fn expand(text: &str, chapter: &str, file: &str, errors: &mut Vec<String>) -> String {
    let names = block::BoardNames::default();
    expand_or_fall_back(text, None, chapter, file, &names, errors, &mut Vec::new(), &mut Vec::new())
}

/// `expand`, and where `english` (the source chapter) is given, a bad block is replaced by
/// the English block at the same place, reported in `warnings` instead of `errors` (a block
/// with no English counterpart is left out). Every lesson placed, with its id, goes to `lessons`.
/// `names`: the static boards' accessible names in the book's language.
#[allow(clippy::too_many_arguments)]
pub(crate) fn expand_or_fall_back(
    text: &str,
    english: Option<&str>,
    chapter: &str,
    file: &str,
    names: &block::BoardNames,
    errors: &mut Vec<String>,
    warnings: &mut Vec<String>,
    lessons: &mut Vec<Lesson>,
) -> String {
    let found = find_blocks(text);
    if found.is_empty() {
        return text.to_string();
    }
    let source = english.map(find_blocks);
    let mut out = String::with_capacity(text.len() + found.len() * 6000);
    let mut at = 0;
    for (n, f) in found.iter().enumerate() {
        out.push_str(&text[at..f.start]);
        let id = format!("{chapter}#{}", n + 1);
        match block::parse(&f.body) {
            Ok(b) => {
                // A blank line after the HTML keeps the following markdown out of the HTML block.
                out.push_str(&block::placeholder(&b, &id, names));
                out.push_str("\n\n");
                lessons.push(Lesson { id: id.clone(), ..b });
            }
            Err(e) => {
                let column = e.column.map(|c| format!(":{c}")).unwrap_or_default();
                let problem = format!("{file}:{}{column}: bao block: {}", f.line + 1 + e.line, e.error);
                let Some(source) = &source else {
                    errors.push(problem);
                    at = f.end;
                    continue;
                };
                match source.get(n).map(|s| block::parse(&s.body)) {
                    Some(Ok(b)) => {
                        warnings.push(format!("{problem} (the English block is shown)"));
                        out.push_str(&block::placeholder(&b, &id, names));
                        out.push_str("\n\n");
                        lessons.push(Lesson { id: id.clone(), ..b });
                    }
                    _ => warnings.push(format!("{problem} (left out: no English block {})", n + 1)),
                }
            }
        }
        at = f.end;
    }
    out.push_str(&text[at..]);
    out
}

impl Preprocessor for BaoPreprocessor {
    fn name(&self) -> &str {
        "bao"
    }

    fn run(&self, ctx: &PreprocessorContext, mut book: Book) -> Result<Book> {
        let src = ctx.root.join(&ctx.config.book.src);
        let (mut errors, mut warnings) = (Vec::new(), Vec::new());
        // Each chapter's lessons, by chapter path, for the course index.
        let mut lessons: HashMap<String, (String, Vec<Lesson>)> = HashMap::new();
        let lang = if self.lang.is_empty() { "en" } else { self.lang.as_str() };
        let names = block::BoardNames::load(ctx.root.parent().unwrap_or(&ctx.root), lang);
        let mut exercises = Vec::new();
        let mut printable = Vec::new();
        book.for_each_mut(|item| {
            if let BookItem::Chapter(ch) = item {
                let Some(path) = ch.source_path.clone() else { return };
                let chapter = path.with_extension("").to_string_lossy().replace('\\', "/");
                let mut file = src.join(&path).display().to_string();
                let english = if self.english_fallback { std::fs::read_to_string(&file).ok() } else { None };
                if !self.lang.is_empty() {
                    file = format!("{file} ({} translation)", self.lang);
                }
                let mut found: Vec<Lesson> = Vec::new();
                let asked = questions(&ch.content, &chapter);
                exercises.extend(crate::exercises::of_chapter(&chapter, &file, &ch.content));
                ch.content = expand_or_fall_back(
                    &ch.content,
                    english.as_deref(),
                    &chapter,
                    &file,
                    &names,
                    &mut errors,
                    &mut warnings,
                    &mut found,
                );
                let page = path.with_extension("html").to_string_lossy().replace('\\', "/");
                ch.content = add_print_addresses(&ch.content, &format!("{}{page}", self.address_base));
                if found.iter().any(|l| matches!(l.mode, Mode::Exercise | Mode::Drill)) {
                    let p = Printable {
                        chapter: chapter.clone(),
                        page,
                        title: ch.name.clone(),
                        lessons: found.clone(),
                        questions: asked,
                    };
                    ch.content = add_print_links(&ch.content, &p, &self.print_words);
                    printable.push(p);
                }
                lessons.insert(chapter, (file, found));
            }
        });
        number_stages(&mut book);
        let course = course_index(&book, &lessons);
        let scores = score_problems(&course, &lessons).into_iter().map(|(file, p)| format!("{file}: bao block: {p}"));
        // The course's exercises: at least 3 legal moves (or `legal: few`), no position twice.
        for p in scores.chain(crate::exercises::problems(&exercises)) {
            if self.english_fallback {
                warnings.push(p);
            } else {
                errors.push(p);
            }
        }
        for w in &warnings {
            eprintln!("bao-book: warning: {w}");
        }
        if !errors.is_empty() {
            bail!("{} bad bao block(s):\n  {}", errors.len(), errors.join("\n  "));
        }
        if let Ok(mut c) = self.course.lock() {
            *c = course;
        }
        if let Ok(mut p) = self.printable.lock() {
            *p = printable;
        }
        Ok(book)
    }

    fn supports_renderer(&self, renderer: &str) -> Result<bool> {
        Ok(renderer == "html")
    }
}

/// The stage number of a chapter from its source path: a file `NN-*.md` below `course/`.
pub(crate) fn stage_number(source: &std::path::Path) -> Option<u32> {
    let path = source.to_string_lossy().replace('\\', "/");
    if !path.starts_with("course/") {
        return None;
    }
    let name = path.rsplit('/').next()?;
    let (digits, rest) = name.split_at_checked(2)?;
    if digits.bytes().all(|b| b.is_ascii_digit()) && rest.starts_with('-') {
        digits.parse().ok()
    } else {
        None
    }
}

/// Writes each stage's number before its title ("5. Capture"): the sidebar and the course index
/// show the numbers the text uses.
fn number_stages(book: &mut Book) {
    book.for_each_mut(|item| {
        if let BookItem::Chapter(ch) = item {
            if let Some(n) = ch.source_path.as_deref().and_then(stage_number) {
                ch.name = format!("{n}. {}", ch.name);
            }
        }
    });
}

/// The course index: every chapter with exercises, in the order of the summary, its section
/// the title of its parent chapter, else of its part.
pub(crate) fn course_index(book: &Book, lessons: &HashMap<String, (String, Vec<Lesson>)>) -> Course {
    let mut part = String::new();
    let mut stages = Vec::new();
    for item in book.iter() {
        match item {
            BookItem::PartTitle(title) => part = title.clone(),
            BookItem::Chapter(ch) => {
                let (Some(source), Some(path)) = (&ch.source_path, &ch.path) else { continue };
                let chapter = source.with_extension("").to_string_lossy().replace('\\', "/");
                let exercises: Vec<Exercise> = lessons
                    .get(&chapter)
                    .map(|(_, ls)| ls.iter().filter_map(Exercise::of).collect())
                    .unwrap_or_default();
                if exercises.is_empty() {
                    continue;
                }
                stages.push(Stage {
                    number: stage_number(source),
                    title: ch.name.clone(),
                    path: path.with_extension("html").to_string_lossy().replace('\\', "/"),
                    section: ch.parent_names.last().cloned().unwrap_or_else(|| part.clone()),
                    exercises,
                });
            }
            BookItem::Separator => {}
        }
    }
    Course { stages }
}

/// Every `mode: score` block whose test no exercise of the book counts in: (file, problem).
fn score_problems(course: &Course, lessons: &HashMap<String, (String, Vec<Lesson>)>) -> Vec<(String, String)> {
    let tests: BTreeSet<&str> = course.exercises().filter_map(|(_, e)| e.test.as_deref()).collect();
    let mut out = Vec::new();
    for (file, ls) in lessons.values() {
        for l in ls.iter().filter(|l| l.mode == Mode::Score) {
            let name = l.test.as_deref().unwrap_or("");
            if !tests.contains(name) {
                let known: Vec<&str> = tests.iter().copied().collect();
                out.push((
                    file.clone(),
                    format!("the score of test `{name}` counts no exercise (tests: {})", known.join(", ")),
                ));
            }
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_of_a_block_is_the_paragraph_before_it_without_its_bold_lead() {
        let md = "# 6. Stage\n\nIntro text.\n\n```bao\nmode: view\n```\n\n**Exercise 1.** Capture the seeds in `a6`.\nWhere do *they* enter?\n\n```bao\nmode: exercise\n```\n\n```bao\nmode: exercise\n```\n\n**Zoezi 3:** Cheza `A2>` [hapa](x.md).\n\n```bao,ignore\nmode: exercise\n```\n";
        let all = questions(md, "course/x");
        let q = &all.by_lesson;
        assert_eq!(q.get("course/x#1").map(String::as_str), Some("Intro text."));
        assert_eq!(
            q.get("course/x#2").map(String::as_str),
            Some("Capture the seeds in \u{2066}a6\u{2069}. Where do they enter?")
        );
        assert_eq!(q.get("course/x#3"), None, "no paragraph between two blocks: none");
        assert_eq!(q.get("course/x#4").map(String::as_str), Some("Cheza \u{2066}A2>\u{2069} hapa."));
        assert_eq!(all.intro, None, "no exercises heading");
        let stage = "## Exercises {#exercises}\n\nIn each exercise, find the move that leaves him *fewest* moves.\n\n**Exercise 1.** Three legal moves.\n\n```bao\nmode: exercise\n```\n";
        let all = questions(stage, "course/y");
        assert_eq!(all.intro.as_deref(), Some("In each exercise, find the move that leaves him fewest moves."));
        assert_eq!(all.by_lesson.get("course/y#1").map(String::as_str), Some("Three legal moves."));
        let no_intro =
            questions("## Exercises {#exercises}\n\n**Exercise 1.** Play.\n\n```bao\nmode: exercise\n```\n", "c");
        assert_eq!(no_intro.intro, None, "the first paragraph is an exercise's own");
    }

    #[test]
    fn expands_blocks_and_numbers_them() {
        let md = "# T\n\nText.\n\n```bao\nmode: view\n```\n\nMiddle.\n\n```rust\nfn x() {}\n```\n\n```bao\nmode: step\nmoves: A7<\n```\nEnd.\n";
        let mut errors = Vec::new();
        let out = expand(md, "course/x", "x.md", &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert!(out.contains(r#"data-id="course/x#1""#) && out.contains(r#"data-id="course/x#2""#));
        for id in ["course/x#1", "course/x#2"] {
            assert!(
                out.contains(&format!(r#"data-id="{id}" translate="no"><svg"#)),
                "no machine translation of boards"
            );
        }
        assert_eq!(out.matches(r#"<svg class="bao-diagram bao-kiswahili""#).count(), 2);
        assert_eq!(out.matches(r#"role="img" translate="no""#).count(), 2, "nor of the static diagrams");
        assert!(out.contains("```rust"), "other code blocks stay");
        assert!(out.contains("Middle.") && out.contains("End."));
        assert!(!out.contains("```bao"));
    }

    #[test]
    fn errors_carry_file_and_line() {
        let md = "Intro\n\n```bao\nmode: view\nmoves: B3<\n```\n\n```bao\nsize: 3\n```\n";
        let mut errors = Vec::new();
        expand(md, "c", "book/src/c.md", &mut errors);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors[0].starts_with("book/src/c.md:5: bao block: move 1 `B3<` is illegal (rule K12)"),
            "{}",
            errors[0]
        );
        assert!(errors[1].starts_with("book/src/c.md:9: bao block: unknown field `size`"), "{}", errors[1]);
    }

    #[test]
    fn a_record_error_carries_line_and_column() {
        let md = "# R\n\n```bao\nmode: record\nrecord:\nstart\n1. A7< a5>\n(1... a6< {K10})\n```\n";
        let mut errors = Vec::new();
        expand(md, "c", "book/src/c.md", &mut errors);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].starts_with("book/src/c.md:8:7: bao block: game record: move 1... a6<: K10"),
            "{}",
            errors[0]
        );
        let good = "```bao\nmode: record\nrecord:\nstart\n1. A7< a5>\n```\n";
        let out = expand(good, "r", "r.md", &mut errors);
        assert!(out.contains(r#"data-mode="record" data-record="start&#10;1. A7&lt;* a5&gt;" data-id="r#1""#), "{out}");
    }

    #[test]
    fn an_in_progress_translation_falls_back_to_the_english_block() {
        let english = "# T\n\n```bao\nmode: step\nmoves: A7<\n```\n";
        let broken = "# T (sw)\n\n```bao\nmode: step\nmoves: B3<\n```\n\n```bao\nmode: nonsense\n```\n";
        let (mut errors, mut warnings) = (Vec::new(), Vec::new());
        let mut lessons = Vec::new();
        let out = expand_or_fall_back(
            broken,
            Some(english),
            "c",
            "c.md",
            &Default::default(),
            &mut errors,
            &mut warnings,
            &mut lessons,
        );
        assert_eq!(lessons.iter().map(|l| l.id.as_str()).collect::<Vec<_>>(), ["c#1"]);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("(rule K12)") && warnings[0].ends_with("(the English block is shown)"));
        assert!(warnings[1].contains("left out"), "{}", warnings[1]);
        assert!(out.contains(r#"data-moves="A7&lt;""#), "the English block");
        assert_eq!(out.matches("class=\"bao-widget\"").count(), 1);
        assert!(out.starts_with("# T (sw)"), "the translated text stays");
    }

    #[test]
    fn stages_are_numbered_by_their_file_and_other_pages_are_not() {
        use mdbook_preprocessor::book::Chapter;
        use std::path::Path;
        assert_eq!(stage_number(Path::new("course/kujifunza/05-capture.md")), Some(5));
        assert_eq!(stage_number(Path::new("course/kiswahili/27-takasia-what.md")), Some(27));
        for other in [
            "course/kujifunza/first-game.md",
            "course/kujifunza/test.md",
            "course/kujifunza/10b-practice.md",
            "course/index.md",
            "reference/12-x.md",
            "course/1-x.md",
        ] {
            assert_eq!(stage_number(Path::new(other)), None, "{other}");
        }
        let stage = Chapter::new("Capture", "# 5. Capture\n".into(), "course/kujifunza/05-capture.md", vec![]);
        let page = Chapter::new("Play a first game", "# P\n".into(), "course/kujifunza/first-game.md", vec![]);
        let mut book = Book::new_with_items(vec![BookItem::Chapter(stage), BookItem::Chapter(page)]);
        number_stages(&mut book);
        let names: Vec<String> = book
            .iter()
            .filter_map(|i| if let BookItem::Chapter(c) = i { Some(c.name.clone()) } else { None })
            .collect();
        assert_eq!(names, ["5. Capture", "Play a first game"]);
    }

    #[test]
    fn next_blocks_are_read_and_the_course_is_indexed_in_summary_order() {
        use mdbook_preprocessor::book::Chapter;
        let ex = |goal: &str, test: &str| format!("```bao\nmode: exercise\ngoal: {goal}\n{test}```\n\n");
        let one = format!("# One\n\n```bao\nmode: view\n```\n\n{}{}", ex("legal", "test: t\n"), ex("move A6<", ""));
        let score = "```bao\nmode: score\ntest: t\n```\n";
        let mut nested =
            Chapter::new("Two", format!("{}{score}", ex("end A4", "")), "part/two.md", vec!["Part".into()]);
        nested.sub_items.clear();
        let mut part = Chapter::new("Part", "# Part\n".into(), "part/index.md", vec![]);
        part.sub_items.push(BookItem::Chapter(nested));
        let book = Book::new_with_items(vec![
            BookItem::Chapter(Chapter::new("Welcome", "No blocks.".into(), "welcome.md", vec![])),
            BookItem::PartTitle("The course".into()),
            BookItem::Chapter(Chapter::new("One", one, "one.md", vec![])),
            BookItem::Chapter(part),
        ]);
        let mut lessons = HashMap::new();
        let (mut errors, mut warnings) = (Vec::new(), Vec::new());
        for ch in book.chapters() {
            let chapter = ch.path.as_ref().unwrap().with_extension("").to_string_lossy().to_string();
            let mut found = Vec::new();
            let out = expand_or_fall_back(
                &ch.content,
                None,
                &chapter,
                "f.md",
                &Default::default(),
                &mut errors,
                &mut warnings,
                &mut found,
            );
            assert!(!out.contains("```bao"), "{out}");
            lessons.insert(chapter, ("f.md".to_string(), found));
        }
        assert_eq!((errors.len(), warnings.len()), (0, 0), "{errors:?}");
        let course = course_index(&book, &lessons);
        let stages: Vec<(&str, &str, &str, usize)> = course
            .stages
            .iter()
            .map(|s| (s.title.as_str(), s.path.as_str(), s.section.as_str(), s.exercises.len()))
            .collect();
        assert_eq!(stages, [("One", "one.html", "The course", 2), ("Two", "part/two.html", "Part", 1)]);
        assert_eq!(course.stages[0].exercises[0].id, "one#2", "ids count every block of the chapter");
        assert_eq!(course.test("t").len(), 1);
        assert_eq!(score_problems(&course, &lessons), []);
        let mut bad = lessons.clone();
        bad.insert("x".into(), ("x.md".into(), vec![Lesson::parse_block("mode: score\ntest: nope").unwrap()]));
        assert_eq!(
            score_problems(&course, &bad),
            [("x.md".to_string(), "the score of test `nope` counts no exercise (tests: t)".to_string())]
        );
    }
}
