//! A cheap fingerprint of files (paths, sizes, modification times) to skip unchanged work.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

pub(crate) fn of(paths: &[PathBuf], skip: &[&str]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for p in paths {
        walk(p, skip, &mut h);
    }
    format!("{:016x}", h.finish())
}

fn walk(p: &Path, skip: &[&str], h: &mut impl Hasher) {
    let s = p.to_string_lossy();
    if skip.iter().any(|k| s.ends_with(k)) || s.ends_with("/target") {
        return;
    }
    let Ok(meta) = std::fs::metadata(p) else { return };
    if meta.is_dir() {
        let Ok(rd) = std::fs::read_dir(p) else { return };
        let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for e in entries {
            walk(&e, skip, h);
        }
    } else {
        s.hash(h);
        meta.len().hash(h);
        if let Ok(m) = meta.modified() {
            m.hash(h);
        }
    }
}
