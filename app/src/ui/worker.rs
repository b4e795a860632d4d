//! The client of the computer player's Web Worker (`<site>/widgets/bao-worker.js`, which loads
//! the search bundle): one worker per widget, started when the computer is first asked, one
//! request at a time, answered by id. A new request or [`Client::cancel`] ends the one pending:
//! a running search cannot be interrupted, so the worker is terminated and a new one started
//! for the next request. A worker that cannot start or fails answers `error worker ...`, which
//! the widget words in its language (`computer::failure`). Nothing here panics.

use crate::computer::Request;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Done = Box<dyn FnOnce(String)>;
type OnProgress = Box<dyn FnMut(String)>;

#[derive(Default)]
struct Inner {
    worker: Option<web_sys::Worker>,
    next: u32,
    pending: Option<(u32, Done)>,
    /// The pending request's progress callback, if it asked for progress.
    progress: Option<OnProgress>,
}

/// A widget's link to its worker (cheap to clone: one shared state).
#[derive(Clone, Default)]
pub(super) struct Client(Rc<RefCell<Inner>>);

/// The worker script: next to the widget bundles (`window.BAO_WIDGETS_URL`, set by loader.js).
fn script_url() -> String {
    let base = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("BAO_WIDGETS_URL")).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_else(|| "widgets/".to_string());
    format!("{base}bao-worker.js")
}

/// Sends a progress line of request `id` to its callback, if it is the pending one.
fn progressed(inner: &Weak<RefCell<Inner>>, id: u32, line: String) {
    let Some(inner) = inner.upgrade() else { return };
    // Taken out while it runs: the callback may touch the client (e.g. cancel the search).
    let callback = {
        let Ok(mut i) = inner.try_borrow_mut() else { return };
        if i.pending.as_ref().is_none_or(|(pid, _)| *pid != id) {
            return;
        }
        i.progress.take()
    };
    if let Some(mut callback) = callback {
        callback(line);
        if let Ok(mut i) = inner.try_borrow_mut() {
            if i.pending.as_ref().is_some_and(|(pid, _)| *pid == id) && i.progress.is_none() {
                i.progress = Some(callback);
            }
        }
    }
}

/// Takes the pending request's callback if `id` is its id (any id for `None`).
fn take(inner: &Weak<RefCell<Inner>>, id: Option<u32>) -> Option<Done> {
    let inner = inner.upgrade()?;
    let mut i = inner.try_borrow_mut().ok()?;
    match i.pending.take() {
        Some((pid, done)) if id.is_none_or(|id| id == pid) => {
            i.progress = None;
            Some(done)
        }
        other => {
            i.pending = other;
            None
        }
    }
}

fn spawn(inner: &Rc<RefCell<Inner>>) -> Option<web_sys::Worker> {
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(&script_url(), &opts).ok()?;
    let weak = Rc::downgrade(inner);
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let data = e.data();
        let get = |k: &str| js_sys::Reflect::get(&data, &JsValue::from_str(k)).ok();
        let Some(id) = get("id").and_then(|v| v.as_f64()) else { return };
        // Progress lines carry no reply: only the answer settles a request.
        if let Some(line) = get("progress").and_then(|p| p.as_string()) {
            progressed(&weak, id as u32, line);
            return;
        }
        let Some(reply) = get("reply").and_then(|r| r.as_string()) else { return };
        if let Some(done) = take(&weak, Some(id as u32)) {
            done(reply);
        }
    });
    let weak = Rc::downgrade(inner);
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        // The script or the search bundle could not load, or the worker crashed: a new one
        // is started for the next request.
        if let Some(inner) = weak.upgrade() {
            if let Ok(mut i) = inner.try_borrow_mut() {
                if let Some(w) = i.worker.take() {
                    w.terminate();
                }
            }
        }
        if let Some(done) = take(&weak, None) {
            done("error worker failed\n".to_string());
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The listeners live as long as the worker; they hold the client weakly. (Dropping them
    // here could free one while it runs, when a callback cancels its own worker.)
    on_message.forget();
    on_error.forget();
    Some(worker)
}

impl Client {
    pub(super) fn new() -> Client {
        Client::default()
    }

    /// Sends `request` (`bao-protocol`); `done` gets the reply text, or an `error ...` line. A
    /// request still pending is cancelled first (its `done` is dropped).
    pub(super) fn ask(&self, request: &Request, done: impl FnOnce(String) + 'static) {
        self.send(request, None, Box::new(done));
    }

    /// As [`Client::ask`], and `progress` gets each progress line of the search (one per
    /// completed iteration) until the reply comes or the request is cancelled.
    pub(super) fn ask_with_progress(
        &self,
        request: &Request,
        progress: impl FnMut(String) + 'static,
        done: impl FnOnce(String) + 'static,
    ) {
        self.send(request, Some(Box::new(progress)), Box::new(done));
    }

    fn send(&self, request: &Request, progress: Option<OnProgress>, done: Done) {
        self.cancel();
        let posted = {
            let Ok(mut i) = self.0.try_borrow_mut() else { return };
            if i.worker.is_none() {
                i.worker = spawn(&self.0);
            }
            i.next = i.next.wrapping_add(1);
            let id = i.next;
            let msg = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str("id"), &JsValue::from_f64(f64::from(id)));
            let _ = js_sys::Reflect::set(&msg, &JsValue::from_str("request"), &JsValue::from_str(&request.to_string()));
            if progress.is_some() {
                let _ = js_sys::Reflect::set(&msg, &JsValue::from_str("progress"), &JsValue::TRUE);
            }
            let posted = i.worker.as_ref().is_some_and(|w| w.post_message(&msg).is_ok());
            if posted {
                i.pending = Some((id, done));
                i.progress = progress;
                None
            } else {
                Some(done)
            }
        };
        if let Some(done) = posted {
            done("error worker not started\n".to_string());
        }
    }

    /// Forgets the pending request, if any, stopping its search (the worker is terminated; the
    /// next request starts a new one).
    pub(super) fn cancel(&self) {
        let Ok(mut i) = self.0.try_borrow_mut() else { return };
        i.progress = None;
        if i.pending.take().is_some() {
            if let Some(w) = i.worker.take() {
                w.terminate();
            }
        }
    }
}
