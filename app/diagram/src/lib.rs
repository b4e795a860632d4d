//! PLACEHOLDER: board geometry and static SVG (issue 5).
