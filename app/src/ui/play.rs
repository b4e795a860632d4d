//! Play mode: both sides by hand or against the computer (`ui/computer.rs`, feature
//! `computer`), legal moves only, choices asked on the board, undo and redo, the move list, the
//! result with "Play again", and a share link. The game is a [`PlayModel`]; this module draws
//! it and animates each move from its trace.

use super::board::{choice_buttons, Board, PitAction, Ui};
use super::dom;
use super::embed::EmbedButton;
use super::parts::{Later, Narration, Status, Toggles};
use super::player::{Controls, Player};
use super::present::Present;
use crate::i18n::{t, tr, Msg};
use crate::play::{Click, PlayModel};
use crate::timeline::Timeline;
use bao_schema::{Computer, Ply};
use leptos::prelude::*;
use rules_core::{Move, Pit, Position};

/// What the play board's parts share (their context): the game, the board's player, the
/// message under the board, and the computer opponent (feature `computer`).
#[derive(Clone, Copy)]
struct Game {
    ui: Ui,
    model: RwSignal<PlayModel>,
    player: Player,
    message: RwSignal<Option<Msg>>,
    #[cfg(feature = "computer")]
    opp: super::computer::Opponent,
}

impl Game {
    /// The board at rest on the current position.
    fn show_current(self) {
        let (pos, n) = self.model.with_untracked(|m| (m.current().clone(), m.next_number()));
        self.player.load(Timeline::new(pos, Vec::new()), 0, n);
    }

    /// A move just played: animate it (a computer's reply briskly: the reader is waiting).
    fn animate(self, ply: Ply, reply: bool) {
        dom::post_move(&ply);
        let number = self.model.with_untracked(|m| m.next_number()) - 1;
        self.player.load(Timeline::new(ply.before.clone(), vec![ply]), 0, number);
        if reply {
            self.player.play_reply();
        } else {
            self.player.play();
        }
    }

    fn play_move(self, mv: Move) {
        match self.model.try_update(|m| m.play(mv)) {
            Some(Ok(ply)) => {
                self.message.set(None);
                self.animate(ply, false);
            }
            Some(Err(m)) => self.message.set(Some(m)),
            None => {}
        }
    }

    fn click(self, pit: Pit) {
        #[cfg(feature = "computer")]
        if self.model.with_untracked(|m| self.opp.moves_in(m.current())) {
            self.message.set(Some(Msg::new("computer-wait")));
            return;
        }
        match self.model.try_update(|m| m.click(pit)) {
            Some(Click::Played(ply)) => {
                self.message.set(None);
                self.animate(ply, false);
            }
            Some(Click::Choose(m) | Click::Refused(m)) => self.message.set(Some(m)),
            None => {}
        }
    }

    /// Whether the computer plays the side to move (undo and redo then go back to, or on to,
    /// the reader's turn).
    fn computer_moves(self) -> bool {
        #[cfg(feature = "computer")]
        return self.model.with_untracked(|m| {
            self.opp.level.get_untracked() > 0 && m.current().to_move() == self.opp.side.get_untracked()
        });
        #[cfg(not(feature = "computer"))]
        false
    }

    /// Stops the computer's search, if any.
    fn cancel(self) {
        #[cfg(feature = "computer")]
        self.opp.cancel();
    }

    fn undo(self) {
        self.message.set(None);
        self.cancel();
        if self.model.try_update(|m| m.undo()).unwrap_or(false) {
            if self.computer_moves() && self.model.with_untracked(PlayModel::can_undo) {
                self.model.update(|m| {
                    m.undo();
                });
            }
            self.show_current();
        }
    }

    fn redo(self) {
        self.cancel();
        let mut redone = Vec::new();
        while let Some(p) = self.model.try_update(|m| m.redo()).flatten() {
            redone.push(p);
            if !self.computer_moves() {
                break;
            }
        }
        if let Some(first) = redone.first() {
            let number = self.model.with_untracked(|m| m.next_number()) - redone.len();
            self.player.load(Timeline::new(first.before.clone(), redone), 0, number);
            self.player.seek_with(|tl, _| tl.len());
        }
    }

    fn restart(self) {
        self.cancel();
        self.model.update(|m| m.restart());
        self.message.set(None);
        self.show_current();
    }

    fn copied(self, ok: bool) {
        self.message.set(Some(Msg::new(if ok { "copied" } else { "copy-failed" })));
    }

    /// The game as a lesson (for links and embed code), with the board's flip and names.
    fn lesson(self) -> bao_schema::Lesson {
        self.model.with_untracked(|m| m.lesson(self.ui.flip.get_untracked(), self.ui.labels.get_untracked()))
    }
}

pub(super) fn play_mode(
    ui: Ui,
    start: Position,
    plies: Vec<Ply>,
    computer: Option<Computer>,
    play_url: String,
) -> impl IntoView {
    #[cfg(not(feature = "computer"))]
    let _ = computer;
    let model = RwSignal::new(PlayModel::new(start.clone(), plies));
    super::parts::track_current(move || model.with(PlayModel::position_text));
    let player = Player::new(Timeline::new(model.with_untracked(|m| m.current().clone()), Vec::new()));
    let game = Game {
        ui,
        model,
        player,
        message: RwSignal::new(None),
        #[cfg(feature = "computer")]
        opp: super::computer::Opponent::new(ui, computer, &start),
    };
    provide_context(game);
    let on_action = Callback::new(move |(pit, action): (Pit, PitAction)| {
        if action == PitAction::Activate {
            game.click(pit);
        }
    });
    // The computer's move, if the game is still the one it was asked about.
    #[cfg(feature = "computer")]
    game.opp.drive(
        model,
        player,
        Callback::new(move |(generation, mv)| match model.try_update(|m| m.play_if_current(generation, mv)) {
            Some(Some(Ok(ply))) => {
                game.message.set(None);
                game.animate(ply, true);
            }
            Some(Some(Err(m))) => game.message.set(Some(m)),
            _ => {}
        }),
        game.message,
    );
    let marks = Signal::derive(move || {
        #[cfg_attr(not(feature = "computer"), allow(unused_mut))]
        let mut marks = model.with(|m| m.pending().map(|(pit, _)| vec![*pit]).unwrap_or_default());
        #[cfg(feature = "computer")]
        marks.extend(super::computer::hinted(game.opp, model));
        marks
    });
    let text = Signal::derive(move || t(ui.lang, &player.narration()));
    view! {
        <Later><Toggles ui><Present ui player=player/></Toggles></Later>
        {
            #[cfg(feature = "computer")]
            let picker = Some(view! { <super::computer::Picker ui opp=game.opp model message=game.message/> });
            #[cfg(not(feature = "computer"))]
            let picker = ();
            picker
        }
        <Board ui view=player.view marks=marks on_action=on_action/>
        <Later>
            <Choices/>
            <Status ui view=player.view/>
            <Feedback/>
            <Outcome/>
            <Narration text/>
        </Later>
        <Later>
            <Controls ui player/>
            <Actions play_url=play_url.clone()/>
            <Moves/>
        </Later>
    }
}

fn game() -> Option<Game> {
    use_context::<Game>()
}

/// The moves to choose from after a click that starts several.
#[component]
fn Choices() -> impl IntoView {
    let game = game()?;
    let (model, lang) = (game.model, game.ui.lang);
    Some(move || {
        model.with(|m| m.pending().cloned()).map(|(_, ms)| {
            let pos = model.with_untracked(|m| m.current().clone());
            let buttons = choice_buttons(lang, &pos, &ms, move |mv| game.play_move(mv));
            view! {
                <div class="bao-choices" role="group">
                    {buttons}
                    <button type="button" class="bao-btn" on:click=move |_| { model.update(|m| m.cancel()); game.message.set(None); }>{tr(lang, "btn-cancel")}</button>
                </div>
            }
        })
    })
}

/// One live region under the board for what the widget says to the reader: a move refused
/// and why, a choice to make, the computer thinking, the Hint, a link copied, an error.
#[component]
fn Feedback() -> impl IntoView {
    let game = game()?;
    let lang = game.ui.lang;
    let feedback = move || match game.message.get() {
        Some(m) => Some(t(lang, &m)),
        #[cfg(feature = "computer")]
        None => super::computer::status(lang, game.opp, game.model),
        #[cfg(not(feature = "computer"))]
        None => None,
    };
    Some(view! { <p class="bao-feedback" aria-live="polite">{feedback}</p> })
}

/// A finished game: who won (against the computer: the reader or the computer) and by which
/// rule, and "Play again".
#[component]
fn Outcome() -> impl IntoView {
    let game = game()?;
    let (model, lang) = (game.model, game.ui.lang);
    let outcome = Memo::new(move |_| model.with(PlayModel::result));
    #[cfg(feature = "computer")]
    let winner = Memo::new(move |_| model.with(|m| m.outcome().map(|o| o.winner())));
    Some(move || {
        outcome.get().map(|m| {
            #[cfg(feature = "computer")]
            let verdict = super::computer::verdict(game.opp, winner.get()).map(|v| format!("{} ", t(lang, &v)));
            #[cfg(not(feature = "computer"))]
            let verdict = None::<String>;
            view! {
                <p class="bao-result" role="status">{verdict}{t(lang, &m)}</p>
                <button type="button" class="bao-btn bao-play-again" on:click=move |_| game.restart()>{tr(lang, "btn-play-again")}</button>
            }
        })
    })
}

/// Undo, redo, a new game, the share link (copied, and shown) and embed code.
#[component]
fn Actions(
    /// The address of the book's play page, for the share link.
    play_url: String,
) -> impl IntoView {
    let game = game()?;
    let (ui, model, lang) = (game.ui, game.model, game.ui.lang);
    let link = RwSignal::new(String::new());
    let url = StoredValue::new(play_url.clone());
    let share = move |_| {
        let l = format!("{}#{}", url.get_value(), game.lesson().to_fragment());
        let ok = dom::copy(&l);
        link.set(l);
        game.copied(ok);
    };
    Some(view! {
        <div class="bao-actions">
            <button type="button" class="bao-btn" disabled=move || !model.with(|m| m.can_undo()) on:click=move |_| game.undo()>{tr(lang, "btn-undo")}</button>
            <button type="button" class="bao-btn" disabled=move || !model.with(|m| m.can_redo()) on:click=move |_| game.redo()>{tr(lang, "btn-redo")}</button>
            <button type="button" class="bao-btn" on:click=move |_| game.restart()>{tr(lang, "btn-new-game")}</button>
            <button type="button" class="bao-btn" on:click=share>{tr(lang, "btn-share")}</button>
            <EmbedButton ui play_url=play_url lesson=Callback::new(move |()| game.lesson())
                done=Callback::new(move |ok: bool| game.copied(ok))/>
        </div>
        {move || (!link.get().is_empty()).then(|| view! { <input class="bao-link" readonly value=link.get()/> })}
    })
}

/// The game's moves so far.
#[component]
fn Moves() -> impl IntoView {
    let game = game()?;
    let (model, lang) = (game.model, game.ui.lang);
    let list = move || {
        model.with(|m| {
            if m.history().is_empty() {
                return view! { <p class="bao-moves-none">{tr(lang, "moves-none")}</p> }.into_any();
            }
            let items = m.history().iter().map(|p| view! { <li>{p.mv.to_string()}</li> }).collect_view();
            view! { <ol class="bao-moves">{items}</ol> }.into_any()
        })
    };
    Some(view! {
        <p class="bao-moves-title">{tr(lang, "moves-title")}</p>
        {list}
    })
}
