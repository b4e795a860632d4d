// Shared helpers for the end-to-end tests: a static server for the built site, one headless
// Debian Chromium per test file, and pages that record every page error and console error so
// each test can assert there were none.
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** The built site: $BAO_SITE, else `site/` at the repository root. */
export function siteDir() {
  const dir = path.resolve(repoRoot, process.env.BAO_SITE || 'site');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no built site in ${dir}: build it first (cargo run --release -p bao-book -- build --out ${dir}) or set BAO_SITE`);
  }
  return dir;
}

/**
 * The languages, from `locales/languages.json` (the one list, also read by the book builder and
 * the widgets' build): { code, dir (folder below the site root, '' for English), name (in
 * itself), status ('shipped' | 'in-progress') }. English comes first.
 */
export const LANGS = JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales/languages.json'), 'utf8'))
  .languages.map((l, i) => ({ code: l.code, dir: i === 0 ? '' : `${l.code}/`, name: l.name, status: l.status }));

/** The shipped languages (complete translations; English first). */
export const SHIPPED = LANGS.filter((l) => l.status === 'shipped');

/** A language of the list by code (throws on an unknown code, so a test cannot go stale). */
export function lang(code) {
  const l = LANGS.find((x) => x.code === code);
  if (!l) throw new Error(`${code} is not in locales/languages.json`);
  return l;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json', '.eot': 'application/vnd.ms-fontobject',
};

/** Serves `dir` on 127.0.0.1 at a free port. Resolves to { url, close() }. */
export async function serve(dir) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    try {
      let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      let file = path.resolve(root, '.' + p);
      if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
      let st = await fsp.stat(file).catch(() => null);
      if (st && st.isDirectory()) { file = path.join(file, 'index.html'); st = await fsp.stat(file).catch(() => null); }
      if (!st) { res.writeHead(404, { 'content-type': 'text/plain' }); return res.end('not found'); }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream', 'cache-control': 'no-cache' });
      fs.createReadStream(file).pipe(res);
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

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Debian's Chromium with a fresh profile (never a downloaded browser). The book's service
 * workers are blocked unless `{ serviceWorkers: 'allow' }` (offline.test.mjs): a worker would
 * serve the pages from its copy, around `page.route` and the server.
 */
export async function launch(opts = {}) {
  const profile = await fsp.mkdtemp(path.join(os.tmpdir(), 'bao-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.BAO_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1200, height: 900 },
    reducedMotion: 'reduce',
    serviceWorkers: opts.serviceWorkers || 'block',
  });
  return {
    context,
    async close() {
      await context.close();
      await fsp.rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new page that records page errors, console errors and failed requests in `page.problems`.
 * Widget panics are logged by the bundle as console errors ("bao-app panic"), so they count too.
 */
export async function newPage(context, opts = {}) {
  const page = await context.newPage();
  if (opts.viewport) await page.setViewportSize(opts.viewport);
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console.error: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return page;
}

/** A new page (as `newPage`) at `url`, once every widget on it is mounted. */
export async function openMounted(context, url, opts = {}) {
  const page = await newPage(context, opts);
  await page.goto(url);
  await widgetsMounted(page);
  return page;
}

/** Fails when the page recorded any error (call at the end of every test). */
export function assertClean(assert, page) {
  assert.deepEqual(page.problems, [], `page errors on ${page.url()}`);
}

/** Waits until every div.bao-widget on the page has been mounted (its board drawn). */
export async function widgetsMounted(page, timeout = 20000) {
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('div.bao-widget')];
    return all.length > 0 && all.every((w) => w.classList.contains('bao-mounted') && w.querySelector('.bao-app'));
  }, null, { timeout });
}
