//! Plays a [`Timeline`] with timers: one event per tick (one lap per tick when the reader asked
//! for reduced motion), never a synchronous loop over the DOM, so a relay of hundreds of laps
//! leaves the page responsive. Also the step controls and the narration line.

use super::board::Ui;
use super::dom;
use crate::i18n::{t, tr, Msg};
use crate::narrate;
use crate::timeline::{self, Timeline};
use crate::view::BoardView;
use leptos::prelude::*;
use std::time::Duration;

/// Milliseconds per event at 1x.
const BASE_DELAY: f64 = 450.0;
/// A computer's reply lasts at most this long (a relay of 73 seeds took 33 s at 1x)...
const REPLY_BUDGET: f64 = 5000.0;
/// ...at no more than this many milliseconds per step (the reader can replay it step by step).
const REPLY_FLOOR: f64 = 60.0;
/// The speeds offered, as shown and as factors (shown as text: no float formatting in the
/// bundle).
pub(super) const SPEEDS: [(&str, f64); 5] = [("0.25", 0.25), ("0.5", 0.5), ("1", 1.0), ("2", 2.0), ("4", 4.0)];

#[derive(Clone, Copy)]
pub(super) struct Player {
    tl: StoredValue<Timeline>,
    pub at: RwSignal<usize>,
    pub len: RwSignal<usize>,
    pub view: RwSignal<BoardView>,
    pub playing: RwSignal<bool>,
    pub speed: RwSignal<f64>,
    /// The number of the timeline's first move in the game (for the narration).
    pub first_number: RwSignal<usize>,
    timer: StoredValue<Option<TimeoutHandle>>,
    /// The pace of the animation playing now, when it is a computer's reply (ms per tick).
    brisk: StoredValue<Option<f64>>,
    reduced: bool,
}

impl Player {
    pub(super) fn new(tl: Timeline) -> Player {
        let view = tl.view(0);
        Player {
            len: RwSignal::new(tl.len()),
            tl: StoredValue::new(tl),
            at: RwSignal::new(0),
            view: RwSignal::new(view),
            playing: RwSignal::new(false),
            speed: RwSignal::new(1.0),
            first_number: RwSignal::new(1),
            timer: StoredValue::new(None),
            brisk: StoredValue::new(None),
            reduced: dom::reduced_motion(),
        }
    }

    /// Replaces the timeline and shows step `at`.
    pub(super) fn load(&self, tl: Timeline, at: usize, first_number: usize) {
        self.pause();
        self.len.set(tl.len());
        self.view.set(tl.view(at));
        self.at.set(at.min(tl.len()));
        self.first_number.set(first_number);
        self.tl.set_value(tl);
    }

    fn show(&self, k: usize) {
        let at = self.at.get_untracked();
        let v = self.tl.with_value(|tl| {
            let k = k.min(tl.len());
            if k == at + 1 {
                self.view.with_untracked(|v| tl.step_from(v, at))
            } else {
                tl.view(k)
            }
        });
        self.view.set(v);
        self.at.set(k.min(self.len.get_untracked()));
    }

    /// Jumps to step `k` (pauses).
    pub(super) fn seek(&self, k: usize) {
        self.pause();
        self.show(k);
    }

    pub(super) fn seek_with(&self, f: impl Fn(&Timeline, usize) -> usize) {
        let k = self.tl.with_value(|tl| f(tl, self.at.get_untracked()));
        self.seek(k);
    }

    pub(super) fn play(&self) {
        if self.at.get_untracked() >= self.len.get_untracked() {
            self.show(0);
        }
        self.playing.set(true);
        self.schedule();
    }

    /// Plays a computer's reply: as `play`, but a long one faster, so that it lasts at most
    /// [`REPLY_BUDGET`] (every step still shown and narrated; the controls replay it).
    pub(super) fn play_reply(&self) {
        if self.at.get_untracked() >= self.len.get_untracked() {
            self.show(0);
        }
        let ticks = self.tl.with_value(|tl| tl.ticks_from(self.at.get_untracked(), self.reduced));
        let normal = BASE_DELAY / self.speed.get_untracked().clamp(0.25, 4.0);
        self.brisk.set_value(Some(timeline::pace(normal, ticks, REPLY_BUDGET, REPLY_FLOOR)));
        self.play();
    }

    pub(super) fn pause(&self) {
        self.brisk.set_value(None);
        self.playing.set(false);
        if let Some(Some(h)) = self.timer.try_get_value() {
            h.clear();
        }
        self.timer.set_value(None);
    }

    fn schedule(&self) {
        let me = *self;
        let normal = BASE_DELAY / self.speed.get_untracked().clamp(0.25, 4.0);
        let ms = self.brisk.get_value().map_or(normal, |b| b.min(normal));
        let handle = set_timeout_with_handle(move || me.tick(), Duration::from_millis(ms as u64)).ok();
        self.timer.set_value(handle);
    }

    fn tick(&self) {
        if !self.playing.get_untracked() {
            return;
        }
        let at = self.at.get_untracked();
        let next = if self.reduced { self.tl.with_value(|tl| tl.next_lap(at)) } else { at + 1 };
        self.show(next);
        if next >= self.len.get_untracked() {
            self.playing.set(false);
            self.brisk.set_value(None);
        } else {
            self.schedule();
        }
    }

    /// What the narration line says at the current step.
    pub(super) fn narration(&self) -> Msg {
        let at = self.at.get();
        let first = self.first_number.get();
        self.tl.with_value(|tl| match tl.event(at) {
            None => Msg::new("narrate-start").arg("side", narrate::side_key(tl.start().to_move())),
            Some((i, ply, e)) => Msg::new("narrate-move")
                .arg("number", first + i)
                .arg("move", ply.mv.to_string())
                .msg("text", narrate::event(e, tl.start().variant())),
        })
    }

    /// The position at rest at the current step (tracked): the widget's `data-current`.
    pub(super) fn resting(&self) -> String {
        let at = self.at.get();
        self.view.track();
        self.tl.with_value(|tl| tl.resting(at).to_string())
    }

    /// The ply whose events the current step belongs to (tracked).
    pub(super) fn current_ply(&self) -> Option<usize> {
        let at = self.at.get();
        self.tl.with_value(|tl| tl.locate(at).map(|(ply, _)| ply))
    }
}

/// Play/pause, steps by seed, lap and move, start/end, speed.
#[component]
pub(super) fn Controls(
    /// The widget's language and toggles.
    ui: Ui,
    /// The step player the buttons drive.
    player: Player,
) -> impl IntoView {
    let lang = ui.lang;
    let p = player;
    let btn = move |id: &'static str, f: Box<dyn Fn() + Send + Sync>| {
        let title = tr(lang, &format!("{id}.title"));
        view! { <button type="button" class="bao-btn" title=title on:click=move |_| f()>{tr(lang, id)}</button> }
    };
    let speeds = SPEEDS
        .iter()
        .map(|&(text, s)| view! { <option value=text selected=s == 1.0>{format!("{text}×")}</option> })
        .collect_view();
    view! {
        <div class="bao-controls" role="toolbar">
            {btn("btn-start", Box::new(move || p.seek(0)))}
            {btn("btn-back-move", Box::new(move || p.seek_with(|tl, k| tl.prev_move(k))))}
            {btn("btn-back-lap", Box::new(move || p.seek_with(|tl, k| tl.prev_lap(k))))}
            {btn("btn-back-seed", Box::new(move || p.seek_with(|_, k| k.saturating_sub(1))))}
            <button type="button" class="bao-btn bao-play" aria-pressed=move || p.playing.get().to_string()
                title=move || tr(lang, if p.playing.get() { "btn-pause.title" } else { "btn-play.title" })
                on:click=move |_| if p.playing.get_untracked() { p.pause() } else { p.play() }>
                {move || tr(lang, if p.playing.get() { "btn-pause" } else { "btn-play" })}
            </button>
            {btn("btn-next-seed", Box::new(move || p.seek_with(|tl, k| (k + 1).min(tl.len()))))}
            {btn("btn-next-lap", Box::new(move || p.seek_with(|tl, k| tl.next_lap(k))))}
            {btn("btn-next-move", Box::new(move || p.seek_with(|tl, k| tl.next_move(k))))}
            {btn("btn-end", Box::new(move || p.seek_with(|tl, _| tl.len())))}
            <label class="bao-speed">
                {tr(lang, "label-speed")}
                <select on:change=move |ev| {
                    // Matched as text: no float parsing in the bundle.
                    let v = event_target_value(&ev);
                    p.speed.set(SPEEDS.iter().find(|(text, _)| *text == v).map_or(1.0, |&(_, s)| s));
                }>{speeds}</select>
            </label>
            <span class="bao-progress">
                {move || t(lang, &Msg::new("step-position").arg("step", p.at.get()).arg("count", p.len.get()))}
            </span>
        </div>
    }
}
