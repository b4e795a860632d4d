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

fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() && i + 2 < bytes.len() {
            if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
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
    }
}
