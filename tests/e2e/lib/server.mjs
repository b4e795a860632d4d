// A static server for the built site on 127.0.0.1 (no browser here: the Lighthouse budget
// script, tests/lighthouse, uses it too). `{ gzip: true }` compresses text and wasm for a
// browser that asks, as a production host (and `bao-book serve`) does.
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(wasm|json|xml|manifest\+json)|image\/svg)/;

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json', '.eot': 'application/vnd.ms-fontobject',
};

/** Serves `dir` on 127.0.0.1 at a free port. Resolves to { url, close() }. */
export async function serve(dir, opts = {}) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    try {
      let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = path.resolve(root, '.' + p);
      if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
      let st = await fsp.stat(file).catch(() => null);
      if (st && st.isDirectory()) { file = path.join(file, 'index.html'); st = await fsp.stat(file).catch(() => null); }
      if (!st) { res.writeHead(404, { 'content-type': 'text/plain' }); return res.end('not found'); }
      const type = TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
      const headers = { 'content-type': type, 'cache-control': 'no-cache' };
      const gzip = opts.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '') && COMPRESSIBLE.test(type);
      if (gzip) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      res.writeHead(200, headers);
      const stream = fs.createReadStream(file);
      (gzip ? stream.pipe(zlib.createGzip({ level: 6 })) : stream).pipe(res);
    } catch (e) {
      res.writeHead(500); res.end(String(e));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}
