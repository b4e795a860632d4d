//! What the reader did to a pit; each mode decides what it means.

/// A click, a key or the wheel on a pit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitAction {
    /// Click, Enter or Space.
    Activate,
    /// `+`, wheel up.
    Inc,
    /// Shift+click, right click, `-`, wheel down.
    Dec,
    /// A digit typed on the pit.
    Digit(u8),
}
