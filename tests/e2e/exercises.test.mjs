// Issue 6 ("every exercise has been solved in the browser once") / brief test 8: every
// exercise of the English book is solved like a reader would, with the hints (the pit, then the
// direction), and the success feedback is read; then a sample of exercises in each translation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, LANGS } from './lib/site.mjs';
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

async function solvePage(dir, page, indices) {
  const p = await newPage(browser.context);
  await p.goto(server.url + dir + page);
  await widgetsMounted(p);
  const widgets = p.locator('div.bao-widget[data-mode="exercise"]');
  const n = await widgets.count();
  const results = [];
  for (const i of indices ?? [...Array(n).keys()]) {
    if (i >= n) continue;
    const w = widgets.nth(i);
    await w.scrollIntoViewIfNeeded();
    const id = await w.getAttribute('data-id');
    try {
      const r = await solveWithHints(w);
      assert.ok(r.feedback.length > 5, 'success feedback shown');
      const kept = await p.evaluate((k) => localStorage.getItem(k), `bao-kitabu:exercise:${id}`);
      assert.match(kept || '', /^[123]$/, 'saved as solved');
      results.push({ id, ok: true, ...r });
    } catch (e) {
      results.push({ id, ok: false, error: String(e.message || e).split('\n')[0] });
    }
  }
  assertClean(assert, p);
  await p.close();
  return { n, results };
}

const pages = exercisePages();
const english = [];

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
// Two tabs at a time: the course has 150+ exercises.
const TABS = 2;

test('every English exercise is solved with the hints', async () => {
  assert.ok(pages.length >= 10, `chapters with exercises: ${pages.length}`);
  const done = await pool(pages, TABS, async ({ page, n }) => ({ page, expected: n, ...(await solvePage('', page)) }));
  let total = 0;
  for (const { page, expected, n, results } of done) {
    assert.equal(n, expected, `${page}: every exercise block is a widget`);
    total += n;
    english.push(...results.map((r) => ({ page, ...r })));
  }
  const failed = english.filter((r) => !r.ok);
  const solved = english.length - failed.length;
  console.log(`# English exercises solved in the browser: ${solved} of ${total} (${pages.length} chapters)`);
  assert.deepEqual(failed, [], 'unsolved');
  assert.equal(solved, total);
});

// A sample in each translation: whole chapters, each chapter with exercises in one translation
// (the n-th chapter in the (n mod 9)-th translation, with nine), so that the translations
// together solve every exercise once and each loads a few pages: a page load with its bundle and
// messages costs as much as solving several exercises.
const TRANSLATIONS = LANGS.length - 1;
for (const [li, lang] of LANGS.slice(1).entries()) {
  test(`${lang.code}: a sample of exercises is solved with the hints`, async () => {
    const byPage = new Map(pages.filter((_, k) => k % TRANSLATIONS === li).map(({ page, n }) => [page, [...Array(n).keys()]]));
    const all = (await pool([...byPage], TABS, async ([page, idx]) => {
      const { results } = await solvePage(lang.dir, page, idx);
      return results.map((r) => ({ page, ...r }));
    })).flat();
    const solved = all.filter((r) => r.ok).length;
    console.log(`# ${lang.code}: ${solved} of ${all.length} sampled exercises solved`);
    assert.ok(all.length >= 5, 'a real sample');
    assert.deepEqual(all.filter((r) => !r.ok), []);
  });
}
