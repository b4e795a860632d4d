//! Play mode's computer opponent and Hint (feature `computer`): the picker (level and side),
//! the search asked in the widget's worker whenever it is the computer's turn (its move is
//! played, animated and narrated like the reader's), the Hint (the best move and one sentence
//! why), and the verdict at the end. `ui/play.rs` owns the game; this module only asks the
//! worker and hands moves back through `play`.

use super::board::Ui;
use super::player::Player;
use super::worker::Client;
use crate::computer::{self, Best};
use crate::i18n::{t, tr, Lang, Msg};
use crate::play::PlayModel;
use bao_schema::Computer;
use leptos::prelude::*;
use rules_core::{Move, Pit, Position, Side};

/// A Hint: the pit its move starts from and its sentences, or why there is none.
type Hint = Result<(Pit, Vec<Msg>), Msg>;

/// The opponent of one play board.
#[derive(Clone, Copy)]
pub(super) struct Opponent {
    /// 0: nobody (two players at one board); 1-4: the computer's level.
    pub level: RwSignal<u8>,
    pub side: RwSignal<Side>,
    /// A search for the computer's move is running.
    pub thinking: RwSignal<bool>,
    /// The computer's move, found at that game generation, waiting for the board to finish
    /// animating the reader's move.
    ready: RwSignal<Option<(u64, Move)>>,
    /// The Hint for the game at that generation (or why there is none), while it is asked:
    /// `None` inside.
    pub hint: RwSignal<Option<(u64, Option<Hint>)>>,
    client: StoredValue<Client, LocalStorage>,
}

fn seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

impl Opponent {
    pub(super) fn new(ui: Ui, computer: Option<Computer>, start: &Position) -> Opponent {
        let side = computer.and_then(|c| c.side).unwrap_or_else(|| computer::default_side(start));
        if computer.is_some() {
            // The reader plays from the bottom of the board.
            ui.flip.set(side == Side::South);
        }
        Opponent {
            level: RwSignal::new(computer.map_or(0, |c| c.level)),
            side: RwSignal::new(side),
            thinking: RwSignal::new(false),
            ready: RwSignal::new(None),
            hint: RwSignal::new(None),
            client: StoredValue::new_local(Client::new()),
        }
    }

    /// Whether the computer moves in `pos` (tracked).
    pub(super) fn moves_in(&self, pos: &Position) -> bool {
        self.level.get() > 0 && pos.to_move() == self.side.get()
    }

    /// Stops a search and forgets its answer (undo, a new game, another opponent).
    pub(super) fn cancel(&self) {
        self.client.with_value(Client::cancel);
        self.thinking.set(false);
        self.ready.set(None);
        self.hint.set(None);
    }

    /// Asks for the computer's move whenever it is its turn, and plays it (through `play`, with
    /// the game's generation) once the board is at rest; errors go to `message`.
    pub(super) fn drive(
        self,
        model: RwSignal<PlayModel>,
        player: Player,
        play: Callback<(u64, Move)>,
        message: RwSignal<Option<Msg>>,
    ) {
        Effect::new(move |_| {
            let (generation, pos, over, history) = model.with(|m| {
                (m.generation(), m.current().clone(), m.outcome().is_some(), computer::earlier(m.start(), m.history()))
            });
            let level = self.level.get();
            if over || !self.moves_in(&pos) || self.thinking.get_untracked() {
                return;
            }
            if self.ready.get_untracked().is_some_and(|(g, _)| g == generation) {
                return;
            }
            self.thinking.set(true);
            let request = computer::best_request(&pos, &history, level, seed());
            let me = self;
            self.client.with_value(|c| {
                c.ask(&request, move |reply| {
                    me.thinking.set(false);
                    match computer::parse_best(&reply, &pos) {
                        Ok(best) => me.ready.set(Some((generation, best.mv))),
                        Err(m) => message.set(Some(m)),
                    }
                })
            });
        });
        // The move found, played when the reader's move has finished moving on the board.
        Effect::new(move |_| {
            if player.playing.get() {
                return;
            }
            if let Some((generation, mv)) = self.ready.get() {
                self.ready.set(None);
                play.run((generation, mv));
            }
        });
    }

    /// Asks for the Hint in the game as it is now.
    pub(super) fn ask_hint(&self, model: RwSignal<PlayModel>) {
        let (generation, pos, history) =
            model.with_untracked(|m| (m.generation(), m.current().clone(), computer::earlier(m.start(), m.history())));
        self.hint.set(Some((generation, None)));
        let me = *self;
        let client = self.client.get_value();
        let again = client.clone();
        let settle = move |r: Hint| me.hint.set(Some((generation, Some(r))));
        client.ask(&computer::hint_request(&pos, &history), move |reply| match computer::parse_best(&reply, &pos) {
            Err(m) => settle(Err(m)),
            Ok(best) => {
                let request = computer::explain_request(&pos, &best.mv);
                again.ask(&request, move |reply| settle(explained(&pos, &best, &reply)));
            }
        });
    }
}

fn explained(pos: &Position, best: &Best, reply: &str) -> Hint {
    let e = computer::parse_explain(reply, pos)?;
    Ok((best.mv.pit, computer::hint(pos.variant(), best, &e)))
}

/// The opponent picker and the Hint button (`message`, the board's feedback, is cleared when
/// the Hint is asked: its answer is said there).
#[component]
pub(super) fn Picker(
    /// The widget's language and toggles.
    ui: Ui,
    /// The computer opponent: its level and side, as chosen.
    opp: Opponent,
    /// The game it plays in.
    model: RwSignal<PlayModel>,
    /// The board's feedback line.
    message: RwSignal<Option<Msg>>,
) -> impl IntoView {
    let lang = ui.lang;
    let levels = (0..=4u8)
        .map(|n| {
            view! { <option value=n.to_string() selected=move || opp.level.get() == n>{t(lang, &computer::level_label(n))}</option> }
        })
        .collect_view();
    let sides = [Side::South, Side::North]
        .into_iter()
        .map(|s| {
            view! { <option value=s.letter().to_string() selected=move || opp.side.get() == s>{t(lang, &computer::side_label(s))}</option> }
        })
        .collect_view();
    let hint_off = move || {
        let (pos, over, busy, generation) =
            model.with(|m| (m.current().clone(), m.outcome().is_some(), m.pending().is_some(), m.generation()));
        // Asked, or given for this position: the Hint has no second step.
        let asked = opp.hint.with(|h| match h {
            Some((_, None)) => true,
            Some((g, Some(Ok(_)))) => *g == generation,
            _ => false,
        });
        over || busy || opp.moves_in(&pos) || asked
    };
    view! {
        <div class="bao-computer">
            <label>{tr(lang, "computer-label")}
                <select class="bao-computer-level" on:change=move |ev| {
                    opp.cancel();
                    opp.level.set(event_target_value(&ev).parse().unwrap_or(0));
                }>{levels}</select>
            </label>
            <label>{tr(lang, "computer-side-label")}
                <select class="bao-computer-side" disabled=move || opp.level.get() == 0 on:change=move |ev| {
                    opp.cancel();
                    let side = if event_target_value(&ev) == "S" { Side::South } else { Side::North };
                    ui.flip.set(side == Side::South);
                    opp.side.set(side);
                }>{sides}</select>
            </label>
            <button type="button" class="bao-btn bao-hint" title=tr(lang, "btn-computer-hint.title") disabled=hint_off
                on:click=move |_| {
                    message.set(None);
                    opp.ask_hint(model);
                }>{tr(lang, "btn-computer-hint")}</button>
        </div>
    }
}

/// What the computer has to say about the game as it is (tracked): thinking, the Hint asked
/// or given, or why there is none. Said in the board's feedback line.
pub(super) fn status(lang: Lang, opp: Opponent, model: RwSignal<PlayModel>) -> Option<String> {
    if opp.thinking.get() {
        return Some(tr(lang, "computer-thinking"));
    }
    let generation = model.with(PlayModel::generation);
    opp.hint.with(|h| match h {
        Some((g, None)) if *g == generation => Some(tr(lang, "hint-thinking")),
        Some((g, Some(Ok((_, msgs))))) if *g == generation => {
            Some(msgs.iter().map(|m| t(lang, m)).collect::<Vec<_>>().join(" "))
        }
        Some((g, Some(Err(m)))) if *g == generation => Some(t(lang, m)),
        _ => None,
    })
}

/// The hinted pit, while the hint is for the game as it is (marked on the board).
pub(super) fn hinted(opp: Opponent, model: RwSignal<PlayModel>) -> Option<Pit> {
    let generation = model.with(PlayModel::generation);
    opp.hint.with(|h| match h {
        Some((g, Some(Ok((pit, _))))) if *g == generation => Some(*pit),
        _ => None,
    })
}

/// The verdict of a finished game against the computer (none in a two-player game).
pub(super) fn verdict(opp: Opponent, winner: Option<Option<Side>>) -> Option<Msg> {
    let level = opp.level.get();
    (level > 0).then(|| winner.map(|w| computer::verdict(w, opp.side.get()))).flatten()
}
