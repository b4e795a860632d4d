// Browser test of the widgets on a page of their own: clicks through each mode in headless Chromium and asserts on what
// the page shows. Run: BAO_SITE=<built site> node --test tests/e2e/
// (needs playwright-core and /usr/bin/chromium). The page is generated here, so it does not
// depend on the book's content.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { widgetsMounted } from './lib/site.mjs';

const site = path.resolve(process.env.BAO_SITE || 'site');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
// The book fingerprints its scripts and styles (gen/loader-<hash>.js): take the names from a page.
const index = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
const LOADER = '/' + (index.match(/src="([^"]*loader[^"]*\.js)"/) || [null, 'loader.js'])[1];
// The builder's settings for the loader (the table of which bundle draws each mode).
const CONFIG = '/' + (index.match(/src="([^"]*bao-config[^"]*\.js)"/) || [null, 'gen/bao-config.js'])[1];
const CSS = '/' + (index.match(/href="([^"]*widgets[^"]*\.css)"/) || [null, 'widgets.css'])[1];
const W = (attrs) => `<div class="bao-widget" ${attrs}><svg class="bao-diagram"></svg></div>`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="${CSS}">
<script>var path_to_root = "/"; window.BAO_WIDGETS = "widgets/";</script></head><body>
${W('data-mode="view" data-labels="true"')}
${W('data-mode="step" data-moves="A7&lt; a5&gt;"')}
${W('data-mode="play"')}
${W('data-mode="edit"')}
${W('data-mode="exercise" data-moves="A7&lt;" data-goal="capture A4" data-id="e2e#1"')}
${W('data-mode="exercise" data-goal="legal" data-id="e2e#2"')}
${W('data-mode="step" data-position="kiswahili:1,2"')}
${W('data-mode="play" data-lang="sw"')}
<script src="${CONFIG}"></script><script src="${LOADER}"></script></body></html>`;
const PLAY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<script>var path_to_root = "/"; window.BAO_WIDGETS = "widgets/";</script></head><body>
<div class="bao-widget" data-fragment="true"></div><script src="${CONFIG}"></script><script src="${LOADER}"></script></body></html>`;

let server, base, browser, page;
const errors = [];
before(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/index.html') { res.writeHead(200, { 'content-type': 'text/html' }); return res.end(PAGE); }
    if (url.pathname === '/play.html') { res.writeHead(200, { 'content-type': 'text/html' }); return res.end(PLAY); }
    const file = path.join(site, path.normalize(url.pathname));
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }); res.end(data);
    });
  });
  await new Promise(r => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  page = await browser.newPage({ viewport: { width: 800, height: 900 } });
  page.on('pageerror', e => errors.push(e.message));
  page.on('console', m => { if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text()); });
  await page.goto(`${base}/index.html`);
  await widgetsMounted(page);
  assert.equal(await page.locator('.bao-app').count(), 8);
});
after(async () => { await browser?.close(); server?.close(); });
const w = i => page.locator('.bao-widget').nth(i);

test('every widget mounts and hides its static diagram', async () => {
  assert.equal(await page.locator('svg.bao-diagram:visible').count(), 0);
  assert.equal(await w(0).locator('.bao-pit').count(), 32);
  assert.equal(await w(0).locator('[data-pit="A5"]').getAttribute('aria-label'), 'A5, nyumba, 6 seeds');
  assert.match(await w(0).locator('.bao-status').innerText(), /South to move · Namua stage · South's store: 22/);
});

test('step mode narrates each event by rule', async () => {
  const s = w(1);
  await s.getByRole('button', { name: 'Seed ▶' }).click();
  assert.equal(await s.locator('.bao-narration').innerText(), '1. A7<: A seed from the store goes into A7 (K12).');
  await s.getByRole('button', { name: 'Move ▶|' }).click();
  await s.getByRole('button', { name: 'Lap ▶▶' }).click();
  assert.match(await s.locator('.bao-narration').innerText(), /^2\. a5>: Capture \(K11\): a5 takes 1 seed from A4/);
  await s.getByRole('button', { name: 'End' }).click();
  assert.equal(await s.locator('[data-pit="a8"]').getAttribute('aria-label'), 'a8, kichwa, 1 seed, last seed');
  await s.getByRole('button', { name: 'Start' }).click();
  assert.equal(await s.locator('.bao-narration').innerText(), 'Start position. South to move.');
});

test('play mode: illegal clicks explained, choices, undo, share link', async () => {
  const p = w(2);
  await p.locator('[data-pit="b1"]').click();
  assert.equal(await p.locator('.bao-feedback').innerText(), 'No move starts at b1: b1 is not your pit (K3).');
  await p.locator('[data-pit="A6"]').click();
  assert.deepEqual(await p.locator('.bao-choice').allInnerTexts(), ['Sow to the left (A6<)', 'Sow to the right (A6>)']);
  await p.locator('.bao-choice').first().click();
  await p.getByRole('button', { name: 'End' }).click();
  assert.deepEqual(await p.locator('.bao-moves li').allInnerTexts(), ['A6<']);
  assert.match(await p.locator('.bao-status').innerText(), /^North to move/);
  await p.getByRole('button', { name: 'Copy share link' }).click();
  assert.match(await p.locator('input.bao-link').inputValue(), /play\.html#mode=play&position=start&moves=A6</);
  await p.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await p.locator('.bao-moves li').count(), 0);
  await p.getByRole('button', { name: 'Redo' }).click();
  assert.deepEqual(await p.locator('.bao-moves li').allInnerTexts(), ['A6<']);
});

test('keyboard: arrows move between pits, Enter plays', async () => {
  const p = w(2);
  await p.locator('[data-pit="a1"]').focus();
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), /^a2, kimbi/);
  await page.keyboard.press('Enter');
  assert.match(await p.locator('.bao-feedback').innerText(), /^No move starts at a2/);
});

test('edit mode validates as you type and switches games', async () => {
  const e = w(3);
  await e.locator('[data-pit="A1"]').click();
  assert.equal(await e.locator('.bao-error').innerText(), 'board: 65 seeds, expected 64.');
  await e.locator('[data-pit="A1"]').click({ button: 'right' });
  assert.equal(await e.locator('.bao-valid').innerText(), 'The position is valid.');
  await e.locator('select').first().selectOption('kingulu');
  assert.equal(await e.locator('input.bao-link').inputValue(), 'kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-');
  assert.equal(await e.locator('.bao-pit').count(), 12);
});

test('exercise: feedback by rule, hints, progress saved and reset', async () => {
  const x = w(4);
  // A click selects the pit and asks the direction (both offered); the forbidden one is explained.
  await x.locator('[data-pit="a6"]').click();
  await x.locator('.bao-choice').first().click();
  assert.match(await x.locator('.bao-feedback').innerText(), /you must capture \(K10\)/);
  await x.getByRole('button', { name: 'Hint' }).click();
  assert.match(await x.locator('.bao-feedback').innerText(), /ends a lap in the pit that faces A4\.$/, 'the idea first, not the pit (issue 17 item 3)');
  await x.getByRole('button', { name: 'Hint' }).click();
  assert.equal(await x.locator('.bao-feedback').innerText(), 'Hint: start from a5.');
  await x.locator('[data-pit="a5"]').click();
  await x.locator('.bao-choice').last().click();
  assert.equal(await x.locator('.bao-feedback').innerText(), 'Well done! a5> solves it: 1 star.');
  assert.equal(await page.evaluate(() => localStorage.getItem('bao-kitabu:exercise:e2e#1')), '1');
  // Solved before: said (with Reset) once the reader tries again.
  await x.getByRole('button', { name: 'Try again' }).click();
  await x.getByRole('button', { name: 'Reset progress' }).click();
  assert.equal(await page.evaluate(() => localStorage.getItem('bao-kitabu:exercise:e2e#1')), null);
  const l = w(5);
  await l.locator('[data-pit="A6"]').click();
  await l.getByRole('button', { name: 'Check' }).click();
  assert.equal(await l.locator('.bao-feedback').innerText(), 'You missed A7: a move starts there (e.g. A7<).');
  await l.locator('[data-pit="A7"]').click();
  await l.getByRole('button', { name: 'Check' }).click();
  assert.match(await l.locator('.bao-feedback').innerText(), /^Right: these are all the pits/);
});

test('bad attributes show a localized error and the start board', async () => {
  assert.match(await w(6).locator('.bao-error').innerText(), /^This position cannot be read: board/);
  assert.equal(await w(6).locator('.bao-pit').count(), 32);
});

test('share page reads the fragment, and a bad one shows an error', async () => {
  const p2 = await browser.newPage();
  await p2.goto(`${base}/play.html#mode=step&position=start&moves=A7%3C%20a5%3E`);
  await p2.waitForSelector('.bao-app');
  assert.equal(await p2.locator('.bao-moves li').count(), 2);
  await p2.goto(`${base}/play.html#mode=play&colour=red`);
  // The loader reloads a share page when its fragment changes.
  await p2.waitForSelector('.bao-error');
  assert.match(await p2.locator('.bao-error').innerText(), /unknown part “colour”/);
  assert.equal(await p2.locator('.bao-pit').count(), 32);
  await p2.close();
});

test('no errors in the console', () => {
  assert.deepEqual(errors, []);
});
