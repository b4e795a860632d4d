// Shared helpers for the end-to-end tests: a static server for the built site, one headless
// Debian Chromium per test file, and pages that record every page error and console error so
// each test can assert there were none.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

export { serve };

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** Where the tests write screenshots to be looked at: tests/screenshots/ (gitignored), made. */
export function screenshotDir() {
  const dir = path.join(repoRoot, 'tests', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

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

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Debian's Chromium with a fresh profile (never a downloaded browser). The book's service
 * workers are blocked unless `{ serviceWorkers: 'allow' }` (offline.test.mjs): a worker would
 * serve the pages from its copy, around `page.route` and the server. Playwright turns the
 * back/forward cache off; `{ backForwardCache: true }` leaves it on, as in a reader's browser.
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
    ignoreDefaultArgs: opts.backForwardCache ? ['--disable-back-forward-cache'] : [],
    // Only for a test that injects a tool as an inline script (axe-core): the pages' CSP refuses it.
    bypassCSP: Boolean(opts.bypassCSP),
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

/**
 * Brings every div.bao-widget of the page into being and waits until each is mounted (its board
 * drawn). Widgets are built when they come near the screen (app/loader.js), so this scrolls to
 * each one not built yet, as a reader would, then back to where the page was.
 */
export async function widgetsMounted(page, timeout = 20000) {
  const deadline = Date.now() + timeout;
  await page.waitForFunction(() => document.querySelectorAll('div.bao-widget').length > 0, null, { timeout });
  const start = await page.evaluate(() => [window.scrollX, window.scrollY]);
  const count = await page.locator('div.bao-widget').count();
  for (let i = 0; i < count; i++) {
    await widgetBuilt(page.locator('div.bao-widget').nth(i), Math.max(1000, deadline - Date.now()));
  }
  await page.evaluate(([x, y]) => window.scrollTo(x, y), start);
}

/** Scrolls one widget (a locator) near the screen and waits until it is built. */
export async function widgetBuilt(widget, timeout = 20000) {
  const built = (el) => el.classList.contains('bao-mounted') && !!el.querySelector('.bao-app');
  if (await widget.evaluate(built)) return widget;
  await widget.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await widget.page().waitForFunction(built, await widget.elementHandle(), { timeout });
  return widget;
}
