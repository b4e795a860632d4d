//! Edit mode, for teachers: set every pit, the stores, nyumba, side to move, takasia, captured
//! seeds and reserved holes, and the game; the position is checked as it changes; copy it or a
//! share link, or open it in play or step mode.

use super::board::{Board, PitAction, Ui};
use super::dom;
use super::widget::{Status, Toggles};
use crate::config::{self, Config, Mode};
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use crate::view::{BoardView, SLOTS};
use leptos::prelude::*;
use rules_core::board_pits;
use rules_core::{Pit, Position, Side, Variant};

#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    variant: Variant,
    counts: [u8; SLOTS],
    to_move: Side,
    stores: [u8; 2],
    nyumba: [bool; 2],
    takasia: String,
    captured: [u8; 2],
    reserved: String,
}

impl Draft {
    fn of(pos: &Position) -> Draft {
        let v = BoardView::of(pos);
        let reserved: Vec<String> = v.reserved.iter().map(|(p, s)| format!("{p}={}", s.letter())).collect();
        Draft {
            variant: v.variant,
            counts: v.counts,
            to_move: v.to_move,
            stores: v.stores,
            nyumba: v.nyumba,
            takasia: v.takasia.map_or("-".into(), |p| p.to_string()),
            captured: v.captured,
            reserved: if reserved.is_empty() { "-".into() } else { reserved.join(",") },
        }
    }

    fn view(&self) -> BoardView {
        let mut v = BoardView::empty(self.variant);
        v.counts = self.counts;
        v.to_move = self.to_move;
        v.stores = self.stores;
        v.nyumba = self.nyumba;
        v.takasia = Pit::parse(self.takasia.trim());
        v.captured = self.captured;
        v.namua = self.stores[self.to_move.index()] > 0;
        v.reserved = self
            .reserved
            .split(',')
            .filter_map(|e| {
                let (p, s) = e.trim().split_once('=')?;
                Some((Pit::parse(p)?, Side::from_letter(s.chars().next()?)?))
            })
            .collect();
        v
    }

    /// The draft in the notation (checked by `Position::parse`).
    fn notation(&self) -> String {
        let v = self.view();
        let n = usize::from(self.variant.row_len());
        let pits = board_pits(self.variant);
        let rows: Vec<String> = pits
            .chunks(n.max(1))
            .map(|row| row.iter().map(|p| v.count(*p).to_string()).collect::<Vec<_>>().join(","))
            .collect();
        let rows = rows.join("/");
        let tm = self.to_move.letter();
        let game = self.variant.name();
        match self.variant {
            Variant::Kiswahili => {
                let ny = rules_core::nyumba_field(self.nyumba);
                let tk = if self.takasia.trim().is_empty() { "-" } else { self.takasia.trim() };
                format!("{game}:{rows}:{tm}:{},{}:{ny}:{tk}", self.stores[0], self.stores[1])
            }
            Variant::Kingulu => {
                let r = if self.reserved.trim().is_empty() { "-" } else { self.reserved.trim() };
                format!("{game}:{rows}:{tm}:{},{}:{r}", self.captured[0], self.captured[1])
            }
            Variant::Kujifunza | Variant::Kimasai => format!("{game}:{rows}:{tm}"),
        }
    }
}

fn expected_total(v: Variant) -> u32 {
    match v {
        Variant::Kiswahili | Variant::Kujifunza => 64,
        Variant::Kimasai => 46,
        Variant::Kingulu => 48,
    }
}

fn num(ev: &leptos::ev::Event) -> u8 {
    event_target_value(ev).trim().parse::<u32>().map_or(0, |n| n.min(255) as u8)
}

pub fn edit_mode(ui: Ui, start: Position, play_url: String) -> impl IntoView {
    let lang = ui.lang;
    let draft = RwSignal::new(Draft::of(&start));
    let typed = RwSignal::new(None::<Pit>);
    let pasted_error = RwSignal::new(None::<Msg>);
    let note = RwSignal::new(None::<Msg>);
    let notation = Memo::new(move |_| draft.with(Draft::notation));
    let parsed = Memo::new(move |_| Position::parse(&notation.get()));
    let view = Signal::derive(move || draft.with(Draft::view));
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        draft.update(|d| {
            let mut v = d.view();
            let c = v.count(pit);
            let n = match action {
                PitAction::Activate | PitAction::Inc => c.saturating_add(1),
                PitAction::Dec => c.saturating_sub(1),
                PitAction::Digit(x) if typed.get_untracked() == Some(pit) => {
                    c.saturating_mul(10).saturating_add(x).min(99)
                }
                PitAction::Digit(x) => x,
            };
            v.set(pit, n);
            d.counts = v.counts;
        });
        typed.set(matches!(action, PitAction::Digit(_)).then_some(pit));
        note.set(None);
    });
    let validity = move || match parsed.get() {
        Ok(_) => view! { <p class="bao-valid">{tr(lang, "edit-valid")}</p> }.into_any(),
        Err(e) => view! { <p class="bao-error" role="alert">{t(lang, &narrate::parse_error(&e))}</p> }.into_any(),
    };
    let total = move || {
        let d = draft.get();
        t(lang, &Msg::new("edit-seed-total").arg("total", d.view().total()).arg("expected", expected_total(d.variant)))
    };
    let url = StoredValue::new(play_url);
    let link = move |mode: Mode| {
        let cfg = Config { mode, position: notation.get(), flip: ui.flip.get(), ..Config::default() };
        format!("{}#{}", url.get_value(), config::to_fragment(&cfg))
    };
    let copy = move |text: String| {
        note.set(Some(Msg::new(if dom::copy(&text) { "copied" } else { "copy-failed" })));
    };
    let games = Variant::ALL
        .iter()
        .map(|v| {
            let v = *v;
            view! { <option value=v.name() selected=move || draft.with(|d| d.variant == v)>{tr(lang, &format!("game-{}", v.name()))}</option> }
        })
        .collect_view();
    let kiswahili = move || {
        (draft.with(|d| d.variant) == Variant::Kiswahili).then(|| {
            view! {
                <label>{tr(lang, "edit-stores")}
                    {num_input(draft, 64, |d| d.stores[0], |d, n| d.stores[0] = n)}
                    {num_input(draft, 64, |d| d.stores[1], |d, n| d.stores[1] = n)}
                </label>
                {check(draft, tr(lang, "edit-nyumba-south"), |d| d.nyumba[0], |d, b| d.nyumba[0] = b)}
                {check(draft, tr(lang, "edit-nyumba-north"), |d| d.nyumba[1], |d, b| d.nyumba[1] = b)}
                <label>{tr(lang, "edit-takasia")}
                    {text_input(draft, 4, |d| d.takasia.clone(), |d, t| d.takasia = t)}
                </label>
            }
        })
    };
    let kingulu = move || {
        (draft.with(|d| d.variant) == Variant::Kingulu).then(|| {
            view! {
                <label>{tr(lang, "edit-captured")}
                    {num_input(draft, 48, |d| d.captured[0], |d, n| d.captured[0] = n)}
                    {num_input(draft, 48, |d| d.captured[1], |d, n| d.captured[1] = n)}
                </label>
                <label>{tr(lang, "edit-reserved")}
                    {text_input(draft, 10, |d| d.reserved.clone(), |d, t| d.reserved = t)}
                </label>
            }
        })
    };
    view! {
        <Toggles ui/>
        <Board ui view=view marks=Signal::derive(Vec::new) on_action=on_action editable=true/>
        <Status ui view=view/>
        <p class="bao-help">{tr(lang, "edit-help")}</p>
        <div class="bao-form">
            <label>{tr(lang, "edit-game")}
                <select on:change=move |ev| {
                    if let Some(v) = Variant::from_name(&event_target_value(&ev)) {
                        draft.set(Draft::of(&Position::start(v)));
                    }
                }>{games}</select>
            </label>
            <label>{tr(lang, "edit-to-move")}
                <select on:change=move |ev| {
                    let s = if event_target_value(&ev) == "N" { Side::North } else { Side::South };
                    draft.update(|d| d.to_move = s);
                }>
                    <option value="S" selected=move || draft.with(|d| d.to_move == Side::South)>
                        {t(lang, &Msg::new("side-name").arg("side", "south"))}</option>
                    <option value="N" selected=move || draft.with(|d| d.to_move == Side::North)>
                        {t(lang, &Msg::new("side-name").arg("side", "north"))}</option>
                </select>
            </label>
            {kiswahili}
            {kingulu}
        </div>
        <p class="bao-total">{total}</p>
        {validity}
        <label class="bao-position">{tr(lang, "edit-position")}
            <input type="text" class="bao-link" prop:value=move || notation.get()
                on:change=move |ev| {
                    match Position::parse(event_target_value(&ev).trim()) {
                        Ok(p) => { draft.set(Draft::of(&p)); pasted_error.set(None); }
                        Err(e) => pasted_error.set(Some(Msg::new("error-position").msg("text", narrate::parse_error(&e)))),
                    }
                }/>
        </label>
        {move || pasted_error.get().map(|m| view! { <p class="bao-error" role="alert">{t(lang, &m)}</p> })}
        <div class="bao-actions">
            <button type="button" class="bao-btn" on:click=move |_| copy(notation.get_untracked())>{tr(lang, "btn-copy-position")}</button>
            <button type="button" class="bao-btn" on:click=move |_| copy(link(Mode::Play))>{tr(lang, "btn-share")}</button>
            <a class="bao-btn" href=move || link(Mode::Play) target="_blank">{tr(lang, "btn-open-play")}</a>
            <a class="bao-btn" href=move || link(Mode::Step) target="_blank">{tr(lang, "btn-open-step")}</a>
        </div>
        <p class="bao-narration" aria-live="polite">{move || note.get().map(|m| t(lang, &m))}</p>
    }
}

// One function per kind of field (fn pointers, not closures): one copy of the code in the bundle.
fn num_input(draft: RwSignal<Draft>, max: u8, get: fn(&Draft) -> u8, set: fn(&mut Draft, u8)) -> impl IntoView {
    view! {
        <input type="number" min="0" max=max.to_string() prop:value=move || draft.with(|d| get(d).to_string())
            on:input=move |ev| draft.update(|d| set(d, num(&ev)))/>
    }
}

fn check(draft: RwSignal<Draft>, label: String, get: fn(&Draft) -> bool, set: fn(&mut Draft, bool)) -> impl IntoView {
    view! {
        <label><input type="checkbox" prop:checked=move || draft.with(get)
            on:change=move |ev| draft.update(|d| set(d, event_target_checked(&ev)))/>{label}</label>
    }
}

fn text_input(
    draft: RwSignal<Draft>,
    size: u8,
    get: fn(&Draft) -> String,
    set: fn(&mut Draft, String),
) -> impl IntoView {
    view! {
        <input type="text" size=size.to_string() prop:value=move || draft.with(get)
            on:input=move |ev| draft.update(|d| set(d, event_target_value(&ev)))/>
    }
}
