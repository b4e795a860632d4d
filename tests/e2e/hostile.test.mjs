// Issue 22: nothing lost, nothing frozen. The reproductions of the hostile-input probe: an
// embed's id the progress file could not hold, a progress file too big, a record with many
// variations, an embed writing the book's progress, the course map in a host's frame, and the
// Content-Security-Policy of every page (no violation while widgets, search and the service
// worker run), the theme script and a 1 MB unknown key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted } from './lib/site.mjs';
import { pit } from './lib/widget.mjs';

let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The page's storage keys of the book (`bao-kitabu:`) and of embeds. */
async function keys(page) {
  return page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bao-kitabu')).sort());
}

/** Records CSP violations in `window.__csp` from the first script on. */
async function watchCsp(page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

test('item 1 and 5: an embed keeps no id a progress file could not hold, and never the book\'s progress', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'embed.html#mode=exercise&goal=capture%20A4&moves=A6%3C&id=homework%0A1');
  const w = page.locator('div.bao-widget');
  await w.locator('.bao-error').waitFor({ timeout: 20000 });
  assert.match(await w.locator('.bao-error').innerText(), /one line of at most 300 bytes/);
  // A valid id: solved in the frame, kept apart from the book's progress.
  // A fresh load (a new fragment on the same page makes the embed reload itself).
  await page.goto('about:blank');
  await page.goto(server.url + 'embed.html#mode=exercise&goal=capture%20A4&moves=A6%3C&id=course/kujifunza/01-ring%233');
  await w.locator('.bao-app svg.bao-board').waitFor({ timeout: 20000 });
  // After A6< North captures A4 from a5, the pit that faces it (either kichwa).
  await pit(w, 'a5').click();
  const choice = w.locator('.bao-choice').first();
  if (await choice.count()) await choice.click();
  await w.locator('.bao-feedback.bao-solved').waitFor({ timeout: 20000 });
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('bao-kitabu-embed:exercise:')), null, { timeout: 20000 });
  assert.deepEqual((await keys(page)).filter((k) => k.startsWith('bao-kitabu:')), []);
  assertClean(assert, page);
  await page.close();
});

test('item 3: a 5 MB record loaded in the recorder is refused with its limit, and the editor keeps its position', async () => {
  // A position set up in the editor (South's A1 holds 4 seeds, B8 none), then "Record a demonstration".
  const setup = 'kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/4,2,2,2,2,2,2,2/2,2,2,2,2,2,2,0:S';
  const page = await newPage(browser.context);
  await page.goto(server.url + 'play.html#mode=edit&position=' + encodeURIComponent(setup));
  const editor = page.locator('div.bao-widget').first();
  await editor.locator('button.bao-record').click();
  const w = page.locator('.bao-recorder');
  await w.waitFor({ timeout: 20000 });
  // The probe's record: `start`, one move and 403,298 variations (5 MB).
  const huge = 'start\n1. A7<' + ' (1. A6< {c})'.repeat(403298);
  assert.ok(huge.length > 5_000_000);
  await w.locator('.bao-record-load textarea').evaluate((t, text) => {
    t.value = text;
    t.dispatchEvent(new Event('input', { bubbles: true }));
  }, huge);
  await w.locator('button.bao-load').click();
  const error = w.locator('.bao-error[role="alert"]');
  await error.waitFor({ timeout: 20000 });
  assert.match(await error.innerText(), /at most [\d,]+ KB/);
  // Under the size limit but over the moves limit: 110,000 variations (1.4 MB).
  const many = 'start\n1. A7<' + ' (1. A6< {c})'.repeat(110000);
  await w.locator('.bao-record-load textarea').evaluate((t, text) => {
    t.value = text;
    t.dispatchEvent(new Event('input', { bubbles: true }));
  }, many);
  await w.locator('button.bao-load').click();
  await page.waitForFunction(() => /at most [\d,]+ moves/.test(document.querySelector('.bao-recorder .bao-error[role="alert"]')?.textContent || ''), null, { timeout: 30000 });
  // Nothing broke: the recorder still answers, and back in the editor the position is there.
  await w.locator('button.bao-record-stop').click();
  await editor.locator('.bao-editing').waitFor({ state: 'visible', timeout: 10000 });
  assert.equal(await page.locator('.bao-recorder').count(), 0);
  const a1 = await editor.locator('g.bao-pit[data-pit="A1"]').getAttribute('aria-label');
  assert.match(a1 || '', /\b4 seeds\b/, 'A1 still holds 4 seeds');
  assertClean(assert, page);
  await page.close();
});

test('item 6: the course map is not offered in an embed', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'embed.html#mode=map');
  const w = page.locator('div.bao-widget');
  await w.locator('.bao-error').waitFor({ timeout: 20000 });
  assert.match(await w.innerText(), /cannot be embedded/);
  assert.equal(await w.locator('[data-action="reset"], input[type="file"]').count(), 0);
  assertClean(assert, page);
  await page.close();
});

test('item 2: a progress file too big is refused whole and storage is byte-identical', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'course/map.html');
  await widgetsMounted(page);
  await page.evaluate(() => localStorage.setItem('bao-kitabu:exercise:course/one#1', '2'));
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const stars = {};
  for (let i = 0; i < 18000; i++) stars[`course/${'x'.repeat(250)}/${i}#1`] = 3;
  const file = path.join(os.tmpdir(), `bao-progress-big-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ 'bao-kitabu-progress': 1, stars }));
  await page.locator('.bao-map input[type="file"]').setInputFiles(file);
  await page.waitForFunction(() => /Nothing was changed/.test(document.querySelector('.bao-map-note')?.textContent || ''), null, { timeout: 20000 });
  assert.match(await page.locator('.bao-map-note').innerText(), /too big .*at most 3 MB/);
  assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), before);
  fs.rmSync(file);
  assertClean(assert, page);
  await page.close();
});

test('item 4: a record of 60,000 variations in a link steps at once', async () => {
  const page = await newPage(browser.context);
  const record = 'start\n1. A7<' + ' (1. A6< {c})'.repeat(60000);
  await page.goto(server.url + 'play.html#mode=record&record=' + encodeURIComponent(record));
  await page.locator('.bao-record-moves .bao-move').last().waitFor({ timeout: 60000 });
  const t = Date.now();
  await page.locator('.bao-record-moves .bao-move').last().click();
  await page.waitForFunction(() => document.querySelector('.bao-record-moves .bao-move:last-of-type.bao-current, .bao-record-moves .bao-move.bao-current')?.getAttribute('data-node') === '60000', null, { timeout: 20000 });
  assert.ok(Date.now() - t < 10000, `${Date.now() - t} ms`);
  assert.equal(await page.locator('.bao-move.bao-current').count(), 1);
  assertClean(assert, page);
  await page.close();
});

test('item 7: a 1 MB unknown key is not echoed whole; a malformed stored theme is ignored', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'play.html#mode=view&' + 'k'.repeat(1000000) + '=1');
  const err = page.locator('div.bao-widget .bao-error');
  await err.waitFor({ timeout: 20000 });
  assert.ok((await err.innerText()).length < 300);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) < 3000);
  await page.evaluate(() => localStorage.setItem('mdbook-theme', 'navy coal[x'));
  await page.goto(server.url + 'index.html');
  await widgetsMounted(page);
  assert.ok(await page.evaluate(() => ['light', 'navy', 'coal', 'rust', 'ayu'].some((t) => document.documentElement.classList.contains(t))));
  await page.evaluate(() => localStorage.removeItem('mdbook-theme'));
  assertClean(assert, page);
  await page.close();
});

test('item 7: every page has a CSP without unsafe-inline scripts; widgets, search and the worker run without a violation', async () => {
  const pages = [];
  const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (e.name.endsWith('.html')) pages.push(p); } };
  walk(siteDir());
  for (const p of pages) {
    const html = fs.readFileSync(p, 'utf8');
    const m = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
    assert.ok(m, `no CSP in ${p}`);
    const scripts = m[1].split(';').find((d) => d.trim().startsWith('script-src'));
    assert.ok(!/unsafe-inline/.test(scripts) && /wasm-unsafe-eval/.test(scripts), p);
  }
  const page = await newPage(browser.context);
  await watchCsp(page);
  for (const url of ['index.html', 'course/map.html', 'play.html#mode=play', 'embed.html#mode=view']) {
    await page.goto(server.url + url);
    await widgetsMounted(page);
    assert.deepEqual(await page.evaluate(() => window.__csp), [], url);
  }
  // Search (mdBook's index and searcher).
  await page.goto(server.url + 'index.html');
  const bar = page.locator('#mdbook-searchbar, #searchbar').first();
  if (!(await bar.isVisible())) await page.locator('#mdbook-search-toggle, #search-toggle').first().click();
  await bar.waitFor({ state: 'visible' });
  // mdBook searches on keyup: type like a reader.
  await bar.pressSequentially('kichwa', { delay: 30 });
  await bar.press('End');
  await page.locator('#mdbook-searchresults li, #searchresults li').first().waitFor({ timeout: 20000 });
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assertClean(assert, page);
  await page.close();
});
