//! "Copy embed code": the `<iframe>` of a board on the book's embed page, for another web page
//! or a learning platform.

use super::board::Ui;
use super::dom;
use crate::embed::{embed_url, frame};
use crate::i18n::{t, tr, Msg};
use bao_schema::{Embed, Lesson};
use leptos::prelude::*;

/// The button: `lesson` gives the board to embed now; `done` hears whether the copy started.
#[component]
pub(super) fn EmbedButton(
    /// The widget's language and toggles.
    ui: Ui,
    /// The address of the book's play page, next to which the embed page is.
    play_url: String,
    /// The board to embed, asked for when the button is pressed.
    lesson: Callback<(), Lesson>,
    /// Hears whether the copy of the embed code started.
    done: Callback<bool>,
) -> impl IntoView {
    let lang = ui.lang;
    let url = StoredValue::new(embed_url(&play_url));
    let copy = move |_| {
        let lesson = lesson.run(());
        let title =
            t(lang, &Msg::new("embed-frame-title").msg("mode", Msg::new(format!("mode-{}", lesson.mode.name()))));
        let code = frame(&lesson, &Embed::default(), &url.get_value(), &title);
        done.run(dom::copy(&code));
    };
    view! {
        <button type="button" class="bao-btn bao-embed" title=tr(lang, "btn-embed.title") on:click=copy>{tr(lang, "btn-embed")}</button>
    }
}
