//! Worksheets and boards to print (issue 21): for a classroom without screens.
//!
//! A worksheet is one HTML page printed by the browser: a title, the pupil's name and date
//! lines, each question as a diagram (pit names on, every count a large number: readable
//! photocopied in black and white), its question in words and an answer line (or a blank board
//! to fill in for "the board after the move"); then the answer key, from a new page: the
//! accepted moves, the pits, or the board after. Questions come from the book's exercises (a
//! stage, a test, a tactics page: [`from_lessons`]) or from a drill's seeded positions
//! ([`from_drill`], the widget's own generator, so a class gets the same sheet and the key
//! matches). The answers are the engine's: `bao_schema::Goal::solutions`, `legal_pits`, the
//! drill's answer, `Position::apply`.
//!
//! A board to print ([`board`]): the start position of Bao la Kiswahili, Kimasai or Kingulu at
//! full size, pits for real seeds or beans, on two A4 sheets to tape together or on one A3.
//!
//! Why HTML and not PDF: the browser prints HTML to paper or PDF in every language with the
//! fonts of the machine (Chinese, Arabic), which a Rust PDF writer would have to embed; and
//! the pages are the book's own, so they work offline and need no new dependency.
//!
//! The words are the book's interface words (`locales/<code>/book-ui.json`, [`Words`]) and, for
//! the exercises' goals, the widgets' own Fluent messages (the same question the live board asks).

use crate::langs::Lang;
use crate::preprocess::{drill_sheet_path, sheet_path, Printable};
use anyhow::Result;
use bao_app::drill::{Answer as DrillAnswer, DrillModel};
use bao_app::exercise::ExerciseModel;
use bao_app::i18n::{t, Lang as UiLang, Msg};
use bao_app::idea::side_name;
use bao_diagram::{render_setup, render_svg, Geometry, Options};
use bao_schema::{legal_pits, position_text, Drill, Goal, Lesson, Mode};
use bao_text::html::escape;
use rules_core::{Move, Pit, Position, Setup, Side, Variant};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

/// The worksheet's style sheet: linked by the site's worksheets, inlined by the command.
pub(crate) const CSS: &str = include_str!("../../theme/worksheet.css");
/// Where the site's worksheets live, below each language's book.
pub(crate) const DIR: &str = "worksheets";
/// The question counts a drill page offers (the command takes any).
pub(crate) const DRILL_COUNTS: [u32; 3] = [6, 10, 16];
/// The seed of the site's drill worksheets (the command takes any).
pub(crate) const DRILL_SEED: u64 = 1;

/// The paper a sheet is laid out for. `Any` sets no size (the printer's own); the layout fits
/// both A4 and US Letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Paper {
    Any,
    A4,
    Letter,
}

impl Paper {
    pub(crate) fn parse(s: &str) -> Option<Paper> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            "any" => Some(Paper::Any),
            _ => None,
        }
    }

    fn css(self) -> &'static str {
        match self {
            Paper::Any => "",
            Paper::A4 => "@page { size: A4; }",
            Paper::Letter => "@page { size: letter; }",
        }
    }
}

/// The book's interface words in one language (book-ui.json), English where one is missing.
#[derive(Clone, Debug, Default)]
pub(crate) struct Words {
    pairs: Vec<(String, String)>,
    /// The widgets' language, for their Fluent messages.
    pub ui: Option<UiLang>,
}

impl Words {
    pub(crate) fn new(pairs: Vec<(String, String)>, code: &str) -> Words {
        Words { pairs, ui: Some(UiLang::from_tag(code)) }
    }

    /// The word for the English text `en`, its `{name}` holes filled from `args`.
    pub(crate) fn get(&self, en: &str, args: &[(&str, &str)]) -> String {
        let mut s = self.pairs.iter().find(|(k, _)| k == en).map_or(en, |(_, v)| v.as_str()).to_string();
        for (name, value) in args {
            s = s.replace(&format!("{{{name}}}"), value);
        }
        s
    }

    fn msg(&self, m: &Msg) -> String {
        t(self.ui.unwrap_or(UiLang::EN), m)
    }
}

/// What a question asks, and its answer (the engine's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// One move that reaches the goal; these are all the accepted ones.
    OneOf(Vec<Move>),
    /// Every legal move.
    AllMoves(Vec<Move>),
    /// Every pit a legal move starts from.
    Pits(Vec<Pit>),
    /// One pit (where the last seed falls, the kichwa).
    Pit(Pit),
    /// Capture (true) or takasa.
    Captures(bool),
    /// The board after the move: the pupil writes the counts on a blank board.
    After { mv: Move, after: Position },
}

impl Answer {
    /// The key's answer as data (for tests and tools): moves and pits in notation, or
    /// `capture`/`takasa`, or the position after.
    fn data(&self) -> String {
        let join = |v: Vec<String>| v.join(" ");
        match self {
            Answer::OneOf(ms) | Answer::AllMoves(ms) => join(ms.iter().map(Move::to_string).collect()),
            Answer::Pits(ps) => join(ps.iter().map(Pit::to_string).collect()),
            Answer::Pit(p) => p.to_string(),
            Answer::Captures(c) => (if *c { "capture" } else { "takasa" }).to_string(),
            Answer::After { after, .. } => position_text(after),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Answer::OneOf(_) => "one-of",
            Answer::AllMoves(_) => "all-moves",
            Answer::Pits(_) => "pits",
            Answer::Pit(_) => "pit",
            Answer::Captures(_) => "captures",
            Answer::After { .. } => "after",
        }
    }
}

/// One question of a sheet.
#[derive(Clone, Debug)]
pub(crate) struct Item {
    pub pos: Position,
    pub flip: bool,
    /// The question in words.
    pub text: String,
    pub answer: Answer,
    /// What is asked, as data for tests and tools: the goal as written (`capture a4`), or the
    /// drill's name (`last-seed`).
    pub ask: String,
}

/// A worksheet: its title, where the live version is, its questions.
#[derive(Clone, Debug)]
pub(crate) struct Sheet {
    pub title: String,
    /// The page's address (absolute when the site's address is known, else from the book's
    /// root), printed at the foot so a reader can find the live version.
    pub address: String,
    /// What every question asks, printed above them (a stage's exercises section opens with
    /// it), if any.
    pub intro: Option<String>,
    pub items: Vec<Item>,
}

/// The questions of a page's exercises, in the book's order; lessons of other modes are
/// skipped. `asked`: the book's paragraph before each block, by lesson id
/// ([`crate::preprocess::questions`]), the question of an exercise whose goal is its answer.
pub(crate) fn from_lessons(lessons: &[Lesson], asked: &HashMap<String, String>, words: &Words) -> Vec<Item> {
    lessons.iter().filter(|l| l.mode == Mode::Exercise).filter_map(|l| exercise(l, asked, words)).collect()
}

fn exercise(l: &Lesson, asked: &HashMap<String, String>, words: &Words) -> Option<Item> {
    let goal = l.goal.clone()?;
    let pos = l.after().clone();
    let (text, answer) = match &goal {
        Goal::Legal => {
            (words.get("Write every pit from which a legal move starts.", &[]), Answer::Pits(legal_pits(&pos)))
        }
        // The question of a `move` goal is the book's paragraph before the board; the key gives
        // the moves it accepts.
        Goal::Moves(_) => (
            asked.get(&l.id).cloned().unwrap_or_else(|| {
                words.get("The question of this exercise is in the book: open its page to answer it.", &[])
            }),
            Answer::OneOf(goal.solutions(&pos)),
        ),
        g => {
            let model = ExerciseModel::new(pos.clone(), g.clone());
            (words.msg(&model.goal_msg()), Answer::OneOf(g.solutions(&pos)))
        }
    };
    Some(Item { pos, flip: l.flip, text, answer, ask: goal.to_string() })
}

/// What a drill worksheet asks: a drill's question, or the board after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DrillSheet {
    Drill(Drill),
    /// A move of the last-seed drill's positions: write the board after it.
    After,
}

impl DrillSheet {
    pub(crate) fn parse(s: &str) -> Option<DrillSheet> {
        if s == "after" {
            return Some(DrillSheet::After);
        }
        Drill::from_name(s).map(DrillSheet::Drill)
    }

    pub(crate) fn name(self) -> &'static str {
        match self {
            DrillSheet::Drill(d) => d.name(),
            DrillSheet::After => "after",
        }
    }
}

/// `count` questions of a drill from `from`, drawn with `seed` by the widget's own generator
/// (the same seed gives the same sheet and key). Fewer when the drill finds no position.
pub(crate) fn from_drill(kind: DrillSheet, from: &Position, count: u32, seed: u64, words: &Words) -> Vec<Item> {
    let drill = match kind {
        DrillSheet::Drill(d) => d,
        DrillSheet::After => Drill::LastSeed,
    };
    let mut model = DrillModel::new(drill, from.clone(), seed, 0);
    let mut items = Vec::new();
    for _ in 0..count {
        let Some(q) = model.question().cloned() else { break };
        model.next();
        let side = words.msg(&side_name(q.pos.to_move()));
        let mv = q.ply.as_ref().map(|p| p.mv.to_string()).unwrap_or_default();
        let args = [("side", side.as_str()), ("move", mv.as_str())];
        let (text, answer) = match (kind, &q.answer, &q.ply) {
            (DrillSheet::After, _, Some(p)) => (
                words.get("{side} plays {move}. Write the number of seeds in every pit after the move.", &args),
                Answer::After { mv: p.mv, after: p.after.clone() },
            ),
            (_, DrillAnswer::Moves(ms), _) => {
                (words.get("Write every legal move of {side}.", &args), Answer::AllMoves(ms.clone()))
            }
            (DrillSheet::Drill(Drill::Kichwa), DrillAnswer::Pit(p), _) => (
                words.get("{side} plays {move}, a capture. At which kichwa do the captured seeds enter?", &args),
                Answer::Pit(*p),
            ),
            (_, DrillAnswer::Pit(p), _) => (
                words.get("{side} plays {move}. In which pit does the last seed of its first lap fall?", &args),
                Answer::Pit(*p),
            ),
            (_, DrillAnswer::Captures(c), _) => (
                words.get("{side} plays {move}. Does the move capture, or is it a takasa? Circle one.", &args),
                Answer::Captures(*c),
            ),
        };
        items.push(Item { pos: q.pos.clone(), flip: false, text, answer, ask: kind.name().to_string() });
    }
    items
}

/// The diagram of a question or answer: pit names, large counts.
fn diagram(setup: &Setup, flip: bool, title: &str) -> String {
    render_setup(setup, &Options { flip, labels: true, large_counts: true, title: Some(title), ..Options::default() })
}

/// The page's head; `css`: the style sheet's address, or None to inline it.
fn head(s: &mut String, lang: &str, rtl: bool, title: &str, css: Option<&str>, page: &str) {
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<link rel=\"icon\" href=\"data:,\">\n<title>{t}</title>\n",
        lang = escape(lang),
        dir = if rtl { "rtl" } else { "ltr" },
        t = escape(title)
    );
    match css {
        Some(href) => {
            let _ = writeln!(s, "<link rel=\"stylesheet\" href=\"{}\">", escape(href));
        }
        None => {
            let _ = writeln!(s, "<style>\n{CSS}</style>");
        }
    }
    if !page.is_empty() {
        let _ = writeln!(s, "<style>{page}</style>");
    }
    s.push_str("</head>\n");
}

/// Where a page's head puts its style: the site links `css`, the command inlines it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Page<'a> {
    pub lang: &'a str,
    pub rtl: bool,
    /// The style sheet's address, or None to inline it.
    pub css: Option<&'a str>,
    pub paper: Paper,
    /// A link back to the live page (screen only), if any.
    pub back: Option<&'a str>,
    /// From this page to the worksheets folder, for links to the boards (screen only).
    pub boards: Option<&'a str>,
}

/// The worksheet and its answer key as one HTML page.
pub(crate) fn render(sheet: &Sheet, words: &Words, page: &Page<'_>) -> String {
    let mut s = String::with_capacity(64 * 1024 + sheet.items.len() * 24 * 1024);
    let title = format!("{}: {}", words.get("Worksheet", &[]), sheet.title);
    head(&mut s, page.lang, page.rtl, &title, page.css, page.paper.css());
    s.push_str("<body class=\"ws\">\n");
    screen_note(&mut s, words, page);
    // The pupil's sheet.
    s.push_str("<main class=\"ws-sheet\">\n<header class=\"ws-head\">\n");
    let _ = writeln!(s, "<h1>{}</h1>", escape(&sheet.title));
    let _ = writeln!(
        s,
        "<p class=\"ws-names\"><span class=\"ws-field\">{}:</span><span class=\"ws-blank ws-wide\"></span><span class=\"ws-field\">{}:</span><span class=\"ws-blank\"></span></p>",
        escape(&words.get("Name", &[])),
        escape(&words.get("Date", &[]))
    );
    s.push_str("</header>\n");
    if let Some(intro) = &sheet.intro {
        let _ = writeln!(s, "<p class=\"ws-intro\">{}</p>", escape(intro));
    }
    s.push_str("<ol class=\"ws-questions\">\n");
    for (n, item) in sheet.items.iter().enumerate() {
        question(&mut s, n + 1, item, words);
    }
    s.push_str("</ol>\n");
    address(&mut s, &sheet.address);
    s.push_str("</main>\n");
    // The key, from a new page.
    s.push_str("<section class=\"ws-key\">\n");
    let _ = writeln!(s, "<h1>{}: {}</h1>", escape(&words.get("Answer key", &[])), escape(&sheet.title));
    s.push_str("<ol class=\"ws-answers\">\n");
    for (n, item) in sheet.items.iter().enumerate() {
        key(&mut s, n + 1, item, words);
    }
    s.push_str("</ol>\n");
    address(&mut s, &sheet.address);
    s.push_str("</section>\n</body>\n</html>\n");
    s
}

fn screen_note(s: &mut String, words: &Words, page: &Page<'_>) {
    s.push_str("<nav class=\"ws-screen\">");
    let _ = write!(s, "<p>{}</p>", escape(&words.get("Print this page: the answer key starts on a new page.", &[])));
    if let Some(href) = page.back {
        let _ = write!(s, "<p><a href=\"{}\">{}</a></p>", escape(href), escape(&words.get("Back to the book", &[])));
    }
    if let Some(dir) = page.boards {
        let _ = write!(s, "<p>{}:", escape(&words.get("Boards to print", &[])));
        for (i, b) in BoardSheet::ALL.iter().enumerate() {
            let size = if b.a3 {
                "A3"
            } else if b.variant == Variant::Kingulu {
                "A4"
            } else {
                "2 × A4"
            };
            let _ = write!(
                s,
                "{} <a href=\"{}{}\">{} ({size})</a>",
                if i == 0 { "" } else { " ·" },
                escape(dir),
                b.file(),
                game_name(b.variant)
            );
        }
        s.push_str("</p>");
    }
    s.push_str("</nav>\n");
}

fn address(s: &mut String, address: &str) {
    if !address.is_empty() {
        let _ = writeln!(s, "<p class=\"ws-address\" translate=\"no\">{}</p>", escape(address));
    }
}

fn question(s: &mut String, n: usize, item: &Item, words: &Words) {
    let _ = writeln!(
        s,
        "<li class=\"ws-q\" value=\"{n}\" data-position=\"{}\" data-kind=\"{}\">",
        escape(&position_text(&item.pos)),
        item.answer.kind()
    );
    let _ = writeln!(s, "<p class=\"ws-text\">{}</p>", escape(&item.text));
    let board = words.get("Board", &[]);
    let _ = writeln!(
        s,
        "<div class=\"ws-board\" translate=\"no\">{}</div>",
        diagram(&Setup::from_position(&item.pos), item.flip, &board)
    );
    match &item.answer {
        Answer::After { after, .. } => {
            // A blank board of the same game: the pupil writes every count in it.
            let mut blank = Setup::from_position(after);
            for p in rules_core::board_pits(after.variant()) {
                blank.set(p, 0);
            }
            blank.stores = [0, 0];
            blank.captured = [0, 0];
            let _ = writeln!(
                s,
                "<div class=\"ws-board ws-blank-board\" translate=\"no\">{}</div>",
                diagram(&blank, item.flip, &words.get("Board after the move", &[]))
            );
        }
        Answer::Captures(_) => {
            let _ = writeln!(
                s,
                "<p class=\"ws-choice\"><span>{}</span><span>{}</span></p>",
                escape(&words.msg(&Msg::new("btn-capture"))),
                escape(&words.msg(&Msg::new("btn-takasa")))
            );
        }
        _ => {
            let _ = writeln!(
                s,
                "<p class=\"ws-answer\"><span class=\"ws-field\">{}:</span><span class=\"ws-blank ws-wide\"></span></p>",
                escape(&words.get("Answer", &[]))
            );
        }
    }
    s.push_str("</li>\n");
}

fn key(s: &mut String, n: usize, item: &Item, words: &Words) {
    let _ = write!(
        s,
        "<li class=\"ws-k\" value=\"{n}\" data-position=\"{}\" data-kind=\"{}\" data-ask=\"{}\" data-key=\"{}\"",
        escape(&position_text(&item.pos)),
        item.answer.kind(),
        escape(&item.ask),
        escape(&item.answer.data())
    );
    if let Answer::After { mv, .. } = &item.answer {
        let _ = write!(s, " data-move=\"{}\"", escape(&mv.to_string()));
    }
    s.push('>');
    let text = match &item.answer {
        Answer::OneOf(ms) | Answer::AllMoves(ms) => ms.iter().map(Move::to_string).collect::<Vec<_>>().join(", "),
        Answer::Pits(ps) => ps.iter().map(Pit::to_string).collect::<Vec<_>>().join(", "),
        Answer::Pit(p) => p.to_string(),
        Answer::Captures(c) => words.msg(&Msg::new(if *c { "btn-capture" } else { "btn-takasa" })),
        Answer::After { mv, .. } => words.get("The board after {move}:", &[("move", mv.to_string().as_str())]),
    };
    let notation = matches!(item.answer, Answer::OneOf(_) | Answer::AllMoves(_) | Answer::Pits(_) | Answer::Pit(_));
    let _ = write!(
        s,
        "<span class=\"ws-key-text\"{}>{}</span>",
        if notation { " translate=\"no\"" } else { "" },
        escape(&text)
    );
    if let Answer::After { after, .. } = &item.answer {
        let _ = write!(
            s,
            "<div class=\"ws-board ws-small\" translate=\"no\">{}</div>",
            diagram(&Setup::from_position(after), item.flip, &words.get("Board after the move", &[]))
        );
    }
    s.push_str("</li>\n");
}

/// The boards to print: the game, and whether on one A3 sheet (else on A4 sheets to tape
/// together; Bao Kingulu's small board fits one A4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BoardSheet {
    pub variant: Variant,
    pub a3: bool,
}

impl BoardSheet {
    /// Every board the site offers.
    pub(crate) const ALL: [BoardSheet; 5] = [
        BoardSheet { variant: Variant::Kiswahili, a3: false },
        BoardSheet { variant: Variant::Kiswahili, a3: true },
        BoardSheet { variant: Variant::Kimasai, a3: false },
        BoardSheet { variant: Variant::Kimasai, a3: true },
        BoardSheet { variant: Variant::Kingulu, a3: false },
    ];

    /// The file name in the site's worksheets folder.
    pub(crate) fn file(self) -> String {
        format!("board-{}{}.html", self.variant.name(), if self.a3 { "-a3" } else { "" })
    }

    /// The sheets: (paper CSS, the drawing's x range in its units), and the millimetres per unit.
    fn pieces(self) -> (&'static str, Vec<(f32, f32)>, f32) {
        let g = Geometry::new(self.variant, false, true);
        let (bx, bw) = g.board_x();
        let cols = self.variant.row_len() as f32;
        let split = bx + bw * (cols / 2.0).floor() / cols;
        let left = -ROW_NAMES_W;
        match (self.variant, self.a3) {
            // Two rows of six: one landscape A4.
            (Variant::Kingulu, _) => {
                ("@page { size: A4 landscape; margin: 8mm; }", vec![(left, g.width)], 270.0 / (g.width - left))
            }
            (_, true) => {
                ("@page { size: A3 landscape; margin: 8mm; }", vec![(left, g.width)], 395.0 / (g.width - left))
            }
            // Left half and right half, each on a portrait A4, taped side by side.
            _ => {
                let widest = (split - left).max(g.width - split);
                ("@page { size: A4 portrait; margin: 8mm; }", vec![(left, split), (split, g.width)], 188.0 / widest)
            }
        }
    }
}

/// Room on the left of the board for the rows' names, in drawing units.
const ROW_NAMES_W: f32 = 78.0;

/// A board to print, at full size, with the start position as small dots and the rows named.
pub(crate) fn board(b: BoardSheet, words: &Words, page: &Page<'_>, game: &str, at: &str) -> String {
    let v = b.variant;
    let (paper, pieces, mm) = b.pieces();
    let mut s = String::with_capacity(64 * 1024);
    let title = words.get("A board to print: {game}", &[("game", game)]);
    head(&mut s, page.lang, page.rtl, &title, page.css, paper);
    s.push_str("<body class=\"ws ws-board-page\">\n");
    screen_note(&mut s, words, page);
    let start = Position::start(v);
    let g = Geometry::new(v, false, true);
    let svg = render_svg(&start, &Options { labels: true, title: Some(&title), ..Options::default() });
    let names = row_names(v, &g, words);
    let total = pieces.len();
    for (i, (x0, x1)) in pieces.iter().enumerate() {
        let svg = crop(&svg, *x0, *x1, g.height, mm, if i == 0 { names.as_str() } else { "" });
        let edge = match (total, i) {
            (1, _) => "",
            (_, 0) => " ws-tape-right",
            _ => " ws-tape-left",
        };
        let _ = writeln!(s, "<section class=\"ws-board-sheet{edge}\">");
        let _ = write!(s, "<h1>{}</h1>", escape(&title));
        if total > 1 {
            let n = (i + 1).to_string();
            let _ = write!(
                s,
                "<p class=\"ws-note\">{}</p>",
                escape(&words.get(
                    "Sheet {n} of {total}: cut along the dashed line, then tape the two sheets together so that the board is whole.",
                    &[("n", n.as_str()), ("total", total.to_string().as_str())]
                ))
            );
        }
        let _ = write!(s, "<div class=\"ws-print-board\" translate=\"no\">{svg}</div>");
        let legend = if v == Variant::Kiswahili {
            words.get("Square pit: nyumba. Long mark: kichwa. Short mark: kimbi. Each dot is a seed of the starting position; the number beside the board: the seeds in the store.", &[])
        } else {
            words.get("Each dot is a seed of the starting position.", &[])
        };
        let _ = write!(s, "<p class=\"ws-note\">{}</p>", escape(&legend));
        address(&mut s, at);
        s.push_str("</section>\n");
    }
    s.push_str("</body>\n</html>\n");
    s
}

/// The rows' names, as SVG text left of the board (in the room [`crop`] makes).
fn row_names(v: Variant, g: &Geometry, words: &Words) -> String {
    let south = words.msg(&side_name(Side::South));
    let north = words.msg(&side_name(Side::North));
    let rows: Vec<(&str, String)> = if v.rows_per_side() == 1 {
        vec![("a1", north), ("A1", south)]
    } else {
        vec![
            ("b1", words.get("{side}: back row", &[("side", north.as_str())])),
            ("a1", words.get("{side}: front row", &[("side", north.as_str())])),
            ("A1", words.get("{side}: front row", &[("side", south.as_str())])),
            ("B1", words.get("{side}: back row", &[("side", south.as_str())])),
        ]
    };
    let mut s = String::new();
    for (pit, name) in rows {
        let Some(p) = Pit::parse(pit) else { continue };
        let (_, y) = g.centre(p);
        let letter = &pit[..1];
        let _ = write!(
            s,
            r#"<text class="bao-row-name" x="-4" y="{y0}" text-anchor="end" font-size="7" fill="currentColor">{name}</text><text class="bao-row-name" x="-4" y="{y1}" text-anchor="end" font-size="12" font-weight="bold" fill="currentColor">{letter}</text>"#,
            y0 = y - 3.0,
            y1 = y + 10.0,
            name = escape(&name),
        );
    }
    s
}

/// The part `x0..x1` of a diagram, `mm` millimetres a unit, with `extra` drawn in it.
fn crop(svg: &str, x0: f32, x1: f32, h: f32, mm: f32, extra: &str) -> String {
    let Some(start) = svg.find("viewBox=\"") else { return svg.to_string() };
    let Some(end) = svg.find(" width=\"100%\"").map(|e| e + " width=\"100%\"".len()) else { return svg.to_string() };
    let sized = format!(
        "viewBox=\"{x0} 0 {w} {h}\" width=\"{wm:.1}mm\" height=\"{hm:.1}mm\"",
        w = x1 - x0,
        wm = (x1 - x0) * mm,
        hm = h * mm
    );
    let mut out = format!("{}{sized}{}", &svg[..start], &svg[end..]);
    if let Some(close) = out.rfind("</svg>") {
        out.insert_str(close, extra);
    }
    out
}

/// The games' names on the boards to print (names, the same in every language).
pub(crate) fn game_name(v: Variant) -> &'static str {
    match v {
        Variant::Kiswahili => "Bao la Kiswahili",
        Variant::Kujifunza => "Bao la Kujifunza",
        Variant::Kimasai => "Bao la Kimasai",
        Variant::Kingulu => "Bao Kingulu",
    }
}

/// The page's address for the foot of a sheet: absolute when the site's address is known.
fn live_address(lang: &Lang, page: &str, site_url: Option<&str>) -> String {
    match site_url {
        Some(u) => format!("{u}{}{page}", lang.dir()),
        None => page.to_string(),
    }
}

/// Writes one language's worksheets into its book (`dest`): one per page with exercises, one
/// per drill board and count (and the board-after sheet of a last-seed drill), and the boards.
pub(crate) fn write_site(
    dest: &Path,
    lang: &Lang,
    words: &Words,
    printable: &[Printable],
    site_url: Option<&str>,
) -> Result<()> {
    let dir = dest.join(DIR);
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("worksheet.css"), CSS)?;
    let write = |rel: &str, html: String| -> Result<()> {
        let path = dest.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, html)?;
        Ok(())
    };
    // From a file in the worksheets folder (at any depth) up to the book's root.
    let up = |rel: &str| "../".repeat(rel.matches('/').count());
    // A sheet's page at `rel`: the sheet's style, the boards to print and the way back to the
    // book's `page`, all relative to where the sheet is.
    let sheet_page = |rel: &str, page: &str, sheet: &Sheet| {
        let css = format!("{}{DIR}/worksheet.css", up(rel));
        let boards = format!("{}{DIR}/", up(rel));
        let back = format!("{}{page}", up(rel));
        let page = Page {
            lang: &lang.code,
            rtl: lang.rtl,
            css: Some(&css),
            paper: Paper::Any,
            back: Some(&back),
            boards: Some(&boards),
        };
        render(sheet, words, &page)
    };
    for p in printable {
        let items = from_lessons(&p.lessons, &p.questions.by_lesson, words);
        if !items.is_empty() {
            let rel = sheet_path(&p.chapter);
            let sheet = Sheet {
                title: p.title.clone(),
                address: live_address(lang, &p.page, site_url),
                intro: p.questions.intro.clone(),
                items,
            };
            write(&rel, sheet_page(&rel, &p.page, &sheet))?;
        }
        for l in p.lessons.iter().filter(|l| l.mode == Mode::Drill) {
            let (Some(drill), Some(n)) = (l.drill, l.id.rsplit('#').next().and_then(|n| n.parse::<usize>().ok()))
            else {
                continue;
            };
            let mut kinds = vec![(DrillSheet::Drill(drill), DRILL_COUNTS.to_vec())];
            if drill == Drill::LastSeed {
                kinds.push((DrillSheet::After, vec![DRILL_COUNTS[0]]));
            }
            for (kind, counts) in kinds {
                for count in counts {
                    let rel = drill_sheet_path(&p.chapter, n, kind == DrillSheet::After, count);
                    let items = from_drill(kind, l.after(), count, DRILL_SEED, words);
                    let title = format!("{} ({})", p.title, game_name(l.after().variant()));
                    let sheet = Sheet { title, address: live_address(lang, &p.page, site_url), intro: None, items };
                    write(&rel, sheet_page(&rel, &p.page, &sheet))?;
                }
            }
        }
    }
    for b in BoardSheet::ALL {
        let rel = format!("{DIR}/{}", b.file());
        let page = Page {
            lang: &lang.code,
            rtl: lang.rtl,
            css: Some("worksheet.css"),
            paper: Paper::Any,
            back: None,
            boards: Some(""),
        };
        let address = live_address(lang, &rel, site_url);
        write(&rel, board(b, words, &page, game_name(b.variant), &address))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Words {
        Words::new(Vec::new(), "en")
    }

    fn lesson(body: &str) -> Lesson {
        Lesson::parse_block(body).unwrap()
    }

    #[test]
    fn an_exercise_asks_its_goal_and_the_key_is_every_solution() {
        let l = lesson("mode: exercise\nposition: start:kujifunza\ngoal: end A7");
        let items = from_lessons(&[lesson("mode: view"), l.clone()], &HashMap::new(), &words());
        assert_eq!(items.len(), 1, "only exercises");
        let pos = Position::parse_or_start("start:kujifunza").unwrap();
        let want = l.goal.as_ref().unwrap().solutions(&pos);
        assert!(!want.is_empty());
        assert_eq!(items[0].answer, Answer::OneOf(want.clone()));
        assert_eq!(items[0].text, "Play a move whose last lap ends in A7.");
        let html = render(
            &Sheet { title: "Stage".into(), address: "course/x.html".into(), intro: None, items },
            &words(),
            &Page { lang: "en", rtl: false, css: Some("w.css"), paper: Paper::A4, back: None, boards: None },
        );
        let key = want.iter().map(Move::to_string).collect::<Vec<_>>().join(" ");
        assert!(html.contains(&format!("data-key=\"{}\"", escape(&key))), "{html}");
        assert!(html.contains("@page { size: A4; }"));
        assert_eq!(html.matches("class=\"ws-q\"").count(), 1);
        assert_eq!(html.matches("class=\"ws-k\"").count(), 1);
        assert!(html.contains("bao-large"), "large counts");
        assert!(!html.contains("<script"), "no script at all");
    }

    #[test]
    fn a_legal_exercise_asks_for_pits_and_a_move_goal_asks_the_books_question() {
        let mut ls = vec![
            lesson("mode: exercise\nposition: start\ngoal: legal"),
            lesson("mode: exercise\nposition: start:kujifunza\ngoal: move A6<"),
            lesson("mode: exercise\nposition: start:kujifunza\ngoal: move A6<"),
        ];
        ls[1].id = "course/x#2".into();
        ls[2].id = "course/x#3".into();
        let asked =
            HashMap::from([("course/x#2".to_string(), "Capture in a6, so that the move ends in A1.".to_string())]);
        let items = from_lessons(&ls, &asked, &words());
        assert_eq!(items[0].answer, Answer::Pits(legal_pits(&Position::start(Variant::Kiswahili))));
        let a6 = Move::parse("A6<", Variant::Kujifunza).unwrap();
        assert_eq!(items[1].text, "Capture in a6, so that the move ends in A1.");
        assert_eq!(items[1].answer, Answer::OneOf(vec![a6]), "the key gives the move");
        assert!(items[2].text.contains("in the book"), "no paragraph: the book is named");
        assert_eq!(items[2].answer, Answer::OneOf(vec![a6]));
        let html = render(
            &Sheet { title: "Stage".into(), address: "course/x.html".into(), intro: None, items },
            &words(),
            &Page { lang: "en", rtl: false, css: None, paper: Paper::A4, back: None, boards: None },
        );
        assert!(html.contains("Capture in a6, so that the move ends in A1."), "{html}");
        assert_eq!(html.matches("data-key=\"A6&lt;\"").count(), 2, "{html}");
    }

    #[test]
    fn a_drill_sheet_is_the_same_for_the_same_seed_and_its_answers_are_the_engines() {
        let from = Position::start(Variant::Kujifunza);
        for kind in ["legal-moves", "last-seed", "capture-or-takasa", "kichwa", "after"] {
            let kind = DrillSheet::parse(kind).unwrap();
            let a = from_drill(kind, &from, 5, 7, &words());
            let b = from_drill(kind, &from, 5, 7, &words());
            assert_eq!(a.len(), 5, "{kind:?}");
            assert_eq!(
                a.iter().map(|i| i.answer.data()).collect::<Vec<_>>(),
                b.iter().map(|i| i.answer.data()).collect::<Vec<_>>()
            );
            let c = from_drill(kind, &from, 5, 8, &words());
            assert_ne!(
                a.iter().map(|i| position_text(&i.pos)).collect::<Vec<_>>(),
                c.iter().map(|i| position_text(&i.pos)).collect::<Vec<_>>(),
                "another seed, another sheet"
            );
            for i in &a {
                match &i.answer {
                    Answer::AllMoves(ms) => assert_eq!(*ms, i.pos.legal_moves()),
                    Answer::After { mv, after } => assert_eq!(*after, i.pos.apply(mv).unwrap()),
                    Answer::Pit(_) | Answer::Captures(_) => assert!(i.text.contains(" plays ")),
                    other => panic!("{other:?}"),
                }
            }
        }
    }

    #[test]
    fn words_come_from_the_language_with_english_for_the_missing() {
        let w = Words::new(vec![("Name".into(), "Jina".into())], "sw");
        assert_eq!(w.get("Name", &[]), "Jina");
        assert_eq!(w.get("A board to print: {game}", &[("game", "Bao")]), "A board to print: Bao");
        assert_ne!(w.msg(&side_name(Side::South)), "South", "the widgets' Kiswahili");
    }

    #[test]
    fn a_board_is_cut_in_two_halves_that_meet() {
        let page = Page { lang: "en", rtl: false, css: None, paper: Paper::Any, back: None, boards: None };
        let html =
            board(BoardSheet { variant: Variant::Kiswahili, a3: false }, &words(), &page, "Bao la Kiswahili", "x");
        assert_eq!(html.matches("class=\"ws-board-sheet").count(), 2);
        assert!(html.contains("size: A4 portrait"));
        // The left half ends where the right one starts: 6 + 4 pits of 40.
        assert!(html.contains("viewBox=\"-78 0 244 "), "{html}");
        assert!(html.contains("viewBox=\"166 0 210 "), "{html}");
        assert!(html.contains("North: back row") && html.contains(">B</text>"));
        let a3 = board(BoardSheet { variant: Variant::Kiswahili, a3: true }, &words(), &page, "Bao", "x");
        assert_eq!(a3.matches("class=\"ws-board-sheet").count(), 1);
        let kingulu = board(BoardSheet { variant: Variant::Kingulu, a3: false }, &words(), &page, "Bao Kingulu", "x");
        assert!(kingulu.contains("size: A4 landscape") && kingulu.contains(">North</text>"));
    }
}
