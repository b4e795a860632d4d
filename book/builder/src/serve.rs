//! A small static file server for the built site, on 127.0.0.1 only.

use anyhow::{Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

pub fn serve(site: &Path, port: u16) -> Result<()> {
    let listener = TcpListener::bind(("127.0.0.1", port)).with_context(|| format!("port {port} is busy"))?;
    println!("Serving Bao Kitabu at http://127.0.0.1:{}/ (Ctrl-C to stop)", listener.local_addr()?.port());
    let _ = std::io::stdout().flush();
    for stream in listener.incoming().flatten() {
        let site = site.to_path_buf();
        std::thread::spawn(move || {
            let _ = handle(stream, &site);
        });
    }
    Ok(())
}

fn handle(mut stream: TcpStream, site: &Path) -> Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    // Drain the headers.
    let mut h = String::new();
    while reader.read_line(&mut h)? > 2 {
        h.clear();
    }
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let path = decode(target.split(['?', '#']).next().unwrap_or("/"));
    let (status, ctype, body) = match resolve(site, &path) {
        Some(file) => match std::fs::read(&file) {
            Ok(b) => ("200 OK", mime(&file), b),
            Err(_) => ("404 Not Found", "text/plain", b"not found".to_vec()),
        },
        None => {
            let page = std::fs::read(site.join("404.html")).unwrap_or_else(|_| b"not found".to_vec());
            ("404 Not Found", "text/html; charset=utf-8", page)
        }
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    Ok(())
}

/// The file for a URL path, never outside `site`.
fn resolve(site: &Path, path: &str) -> Option<PathBuf> {
    let rel = Path::new(path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let p = site.join(rel);
    if p.is_dir() {
        let i = p.join("index.html");
        return i.is_file().then_some(i);
    }
    p.is_file().then_some(p)
}

/// %-decodes a URL path, byte by byte: `%` and two hex digits give that byte; anything else
/// (a `%` not followed by two hex digits, at the end, or before a multibyte character) is kept
/// as it is. Bytes that are not UTF-8 become U+FFFD (such a path names no file).
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            if let (Some(hi), Some(lo)) = (bytes.get(i + 1).and_then(hex), bytes.get(i + 2).and_then(hex)) {
                out.push(hi << 4 | lo);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(b: &u8) -> Option<u8> {
    (*b as char).to_digit(16).and_then(|d| u8::try_from(d).ok())
}

fn mime(p: &Path) -> &'static str {
    match p.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "xml" => "application/xml",
        "woff2" => "font/woff2",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_leaves_the_site() {
        let site = std::env::temp_dir();
        assert_eq!(resolve(&site, "/../etc/passwd"), None);
        assert_eq!(decode("/zh-Hant/%E6%92%AD"), "/zh-Hant/播");
        assert_eq!(resolve(&site, &decode("/%2e%2e/etc/passwd")), None, "an encoded .. is still refused");
    }

    #[test]
    fn percent_before_a_multibyte_character_is_kept() {
        // These used to slice the str inside a character and panic.
        assert_eq!(decode("/%播"), "/%播");
        assert_eq!(decode("/%E播"), "/%E播");
        assert_eq!(decode("/a%é"), "/a%é");
        assert_eq!(decode("%€%"), "%€%");
        assert_eq!(decode("/%e6%92%ad%"), "/播%");
    }

    #[test]
    fn bad_escapes_and_a_trailing_percent_are_kept() {
        assert_eq!(decode("/100%"), "/100%");
        assert_eq!(decode("/%"), "/%");
        assert_eq!(decode("/%4"), "/%4");
        assert_eq!(decode("/%zz/%4g"), "/%zz/%4g");
        assert_eq!(decode("/%%41"), "/%A");
        assert_eq!(decode("/a%20b%2Fc"), "/a b/c");
        // A byte sequence that is not UTF-8 becomes U+FFFD, never a panic.
        assert_eq!(decode("/%FF%E6"), "/\u{FFFD}\u{FFFD}");
    }

    #[test]
    fn any_input_decodes_without_panicking() {
        let pieces = ["%", "%4", "%41", "%e6%92", "播", "é", "a", "/", "%FF", "%%"];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..20_000 {
            let mut s = String::new();
            for _ in 0..6 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                s.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            let d = decode(&s);
            assert!(d.len() <= s.len(), "decoding never grows a path: {s:?} -> {d:?}");
        }
    }
}
