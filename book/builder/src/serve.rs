//! A small static file server for the built site, on 127.0.0.1 only. Like any production
//! host, it compresses text and WebAssembly (gzip) for a browser that asks for it
//! (`Accept-Encoding`), so what it measures is what a reader downloads.

use anyhow::{Context, Result};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

pub(crate) fn serve(site: &Path, port: u16) -> Result<()> {
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
    // The headers: only Accept-Encoding matters here.
    let mut gzip_ok = false;
    let mut h = String::new();
    while reader.read_line(&mut h)? > 2 {
        if let Some((name, value)) = h.split_once(':') {
            if name.trim().eq_ignore_ascii_case("accept-encoding") {
                gzip_ok = accepts_gzip(value);
            }
        }
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
    let (body, encoding) =
        if gzip_ok && compressible(ctype) { (gzip(&body)?, "Content-Encoding: gzip\r\n") } else { (body, "") };
    // `no-cache` (revalidate), not `no-store`, which would keep pages out of the back/forward cache.
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\n{encoding}Vary: Accept-Encoding\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    Ok(())
}

/// Whether an `Accept-Encoding` value allows gzip: listed (or `*`) and not refused with `q=0`.
fn accepts_gzip(value: &str) -> bool {
    value.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let coding = parts.next().unwrap_or("");
        let refused =
            parts.any(|p| p.strip_prefix("q=").is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q <= 0.0)));
        (coding.eq_ignore_ascii_case("gzip") || coding == "*") && !refused
    })
}

/// Whether a response of this type is worth compressing: text and WebAssembly (pictures and
/// fonts are compressed already).
fn compressible(ctype: &str) -> bool {
    ctype.starts_with("text/")
        || ["application/wasm", "application/json", "application/xml", "application/manifest+json", "image/svg+xml"]
            .contains(&ctype)
}

fn gzip(body: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut enc = flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 3), flate2::Compression::new(6));
    enc.write_all(body)?;
    enc.finish()
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
    #![allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
    use super::*;

    /// One request to `handle` over a real socket; the raw response.
    fn get(site: &Path, request: &str) -> Vec<u8> {
        use std::io::Read;
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let addr = listener.local_addr().unwrap();
        let site = site.to_path_buf();
        let server = std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            handle(stream, &site).unwrap();
        });
        let mut client = TcpStream::connect(addr).unwrap();
        client.write_all(request.as_bytes()).unwrap();
        let mut out = Vec::new();
        client.read_to_end(&mut out).unwrap();
        server.join().unwrap();
        out
    }

    #[test]
    fn serves_gzip_only_to_a_browser_that_asks() {
        use std::io::Read;
        let site = std::env::temp_dir().join(format!("bao-serve-gzip-{}", std::process::id()));
        std::fs::create_dir_all(&site).unwrap();
        let page = "<!DOCTYPE html><p>Bao</p>\n".repeat(200);
        std::fs::write(site.join("index.html"), &page).unwrap();
        std::fs::write(site.join("a.png"), [0x89u8, b'P', b'N', b'G']).unwrap();
        let split = |raw: &[u8]| {
            let end = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
            (String::from_utf8_lossy(&raw[..end]).to_string(), raw[end + 4..].to_vec())
        };
        let (head, body) =
            split(&get(&site, "GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n"));
        assert!(head.contains("Content-Encoding: gzip") && head.contains("Vary: Accept-Encoding"), "{head}");
        assert!(head.contains(&format!("Content-Length: {}", body.len())), "{head}");
        let mut text = String::new();
        flate2::read::GzDecoder::new(&body[..]).read_to_string(&mut text).unwrap();
        assert_eq!(text, page);
        let (head, body) = split(&get(&site, "GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n"));
        assert!(!head.contains("Content-Encoding"), "{head}");
        assert_eq!(body, page.as_bytes());
        let (head, _) = split(&get(&site, "GET /a.png HTTP/1.1\r\nAccept-Encoding: gzip\r\n\r\n"));
        assert!(!head.contains("Content-Encoding"), "a picture is sent as it is: {head}");
        let (head, body) = split(&get(&site, "HEAD / HTTP/1.1\r\nAccept-Encoding: gzip\r\n\r\n"));
        assert!(head.contains("Content-Encoding: gzip") && body.is_empty(), "{head}");
        let _ = std::fs::remove_dir_all(&site);
    }

    #[test]
    fn gzip_when_the_browser_asks() {
        assert!(accepts_gzip(" gzip, deflate, br, zstd"));
        assert!(accepts_gzip("br;q=1.0, GZIP;q=0.5"));
        assert!(accepts_gzip("*"));
        assert!(!accepts_gzip("gzip;q=0, br"));
        assert!(!accepts_gzip("identity"));
        assert!(!accepts_gzip(""));
        for t in [
            "text/html; charset=utf-8",
            "text/javascript; charset=utf-8",
            "text/css; charset=utf-8",
            "application/wasm",
        ] {
            assert!(compressible(t), "{t}");
        }
        assert!(!compressible("image/png") && !compressible("font/woff2"));
    }

    #[test]
    fn a_gzipped_body_reads_back() {
        use std::io::Read;
        let text = "<p>Bao la Kiswahili</p>".repeat(100);
        let packed = gzip(text.as_bytes()).unwrap();
        assert!(packed.len() < text.len() / 10, "{} bytes", packed.len());
        let mut back = String::new();
        flate2::read::GzDecoder::new(&packed[..]).read_to_string(&mut back).unwrap();
        assert_eq!(back, text);
    }

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
