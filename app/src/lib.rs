//! PLACEHOLDER: the Leptos widgets (issue 4).
