//! Small text formats the widgets and the builder share, with no dependency of their own:
//! - [`json`]: a small JSON reader and writer, for the course index (`course.json`) and the
//!   progress file (`serde_json`, tens of KB in WebAssembly, would not fit the widget bundle);
//! - [`html`]: the one HTML escaper, for text and attribute values.

pub mod html;
pub mod json;
