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
    ui: Ui,
    play_url: String,
    lesson: Callback<(), Lesson>,
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
