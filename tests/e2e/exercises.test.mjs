// Issue 6 ("every exercise has been solved in the browser once") / brief test 8: every
// exercise of the book is solved like a reader would, with the hints (the idea, the pit, then the
// direction), and the success feedback is read: each chapter in one of the languages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, openMounted, assertClean, LANGS } from './lib/site.mjs';
import { solveWithHints } from './lib/widget.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The English chapters holding exercises (print.html and the share page excluded). */
function exercisePages() {
  const root = siteDir();
  const out = [];
  const skip = new Set(LANGS.filter((l) => l.dir).map((l) => l.dir.slice(0, -1)).concat(['widgets']));
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!(rel === '' && skip.has(e.name))) walk(path.join(dir, e.name), rel + e.name + '/');
      } else if (e.name.endsWith('.html') && e.name !== 'print.html') {
        const html = fs.readFileSync(path.join(dir, e.name), 'utf8');
        const n = (html.match(/data-mode="exercise"/g) || []).length;
        if (n) out.push({ page: rel + e.name, n });
      }
    }
  };
  walk(root, '');
  return out.sort((a, b) => a.page.localeCompare(b.page));
}

/** Solves every exercise of a chapter in a language (`dir`: '' for English, or `sw/` ...). */
async function solvePage(dir, page) {
  const url = server.url + dir + page;
  let p = await openMounted(browser.context, url);
  const n = await p.locator('div.bao-widget[data-mode="exercise"]').count();
  const results = [];
  const solve = async (i) => {
    const w = p.locator('div.bao-widget[data-mode="exercise"]').nth(i);
    await w.scrollIntoViewIfNeeded();
    const id = await w.getAttribute('data-id');
    try {
      const r = await solveWithHints(w);
      assert.ok(r.feedback.length > 5, 'success feedback shown');
      const kept = await p.evaluate((k) => localStorage.getItem(k), `bao-kitabu:exercise:${id}`);
      assert.match(kept || '', /^[123]$/, 'saved as solved');
      return { id, ok: true, ...r };
    } catch (e) {
      return { id, ok: false, error: String(e.message || e).split('\n')[0] };
    }
  };
  for (let i = 0; i < n; i++) {
    let r = await solve(i);
    // A wait that timed out on a loaded machine (two tabs, replies played out) is tried once
    // more on a fresh page, and said; any other failure, or a second timeout, fails.
    if (!r.ok && /Timeout/.test(r.error)) {
      console.log(`# ${dir}${page} ${r.id}: ${r.error}; tried again on a fresh page`);
      assertClean(assert, p);
      await p.close();
      p = await openMounted(browser.context, url);
      r = await solve(i);
    }
    results.push(r);
  }
  assertClean(assert, p);
  await p.close();
  return { n, results };
}

const pages = exercisePages();

/** Runs `fn` on every item, `n` at a time (pages in parallel tabs), results in order. */
async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}
// Two tabs at a time.
const TABS = 2;

// Every exercise of the book is solved once, in one of the languages: the chapters with
// exercises are dealt out in turn (the n-th chapter to the (n mod 10)-th language, English
// first), and each language solves every exercise of its chapters. So each language is tried on
// whole chapters of every part, every exercise is solved in the browser, and the test command
// pays for each exercise once, not once in English and again in a translation (a page load with
// its bundle and messages costs as much as solving several exercises).
const solvedIds = new Set();
for (const [li, lang] of LANGS.entries()) {
  test(`${lang.code}: every exercise of its chapters is solved with the hints`, async () => {
    const mine = pages.filter((_, k) => k % LANGS.length === li);
    const done = await pool(mine, TABS, async ({ page, n }) => ({ page, expected: n, ...(await solvePage(lang.dir, page)) }));
    const all = [];
    for (const { page, expected, n, results } of done) {
      assert.equal(n, expected, `${lang.code} ${page}: as many exercises as the English chapter, each a widget`);
      all.push(...results.map((r) => ({ page, ...r })));
    }
    const solved = all.filter((r) => r.ok);
    for (const r of solved) solvedIds.add(r.id);
    console.log(`# ${lang.code}: ${solved.length} of ${all.length} exercises solved (${mine.length} chapters)`);
    assert.ok(all.length >= 5, 'a real share');
    assert.deepEqual(all.filter((r) => !r.ok), []);
  });
}

test('every exercise of the book was solved in the browser, in one language or another', () => {
  assert.ok(pages.length >= 10, `chapters with exercises: ${pages.length}`);
  const total = pages.reduce((t, p) => t + p.n, 0);
  console.log(`# exercises solved in the browser: ${solvedIds.size} of ${total} (${pages.length} chapters, ${LANGS.length} languages)`);
  assert.equal(solvedIds.size, total);
});
