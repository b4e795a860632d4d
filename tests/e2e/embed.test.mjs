// Issue 12: the embed page (only the board; the share page's keys plus theme, size and id) in
// every language, and the messages it posts to its host: the embedding chapter's own host page
// (book/src/teachers/embedding.md#messages), served from another origin as a school's page
// would be, with an exercise solved in its frame.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, repoRoot, LANGS, SHIPPED } from './lib/site.mjs';
import { pit } from './lib/widget.mjs';

let server, browser, host;
const pages = {};
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
  // The host pages, on an origin of their own.
  host = http.createServer((req, res) => {
    if (req.url === '/favicon.ico') { res.writeHead(204); return res.end(); }
    const body = pages[req.url];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body || 'not found');
  });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
});
after(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((ok) => { host?.closeAllConnections?.(); host?.close(() => ok()); });
});

/** Serves `body` at `/<name>` on the host origin (localhost, not the book's 127.0.0.1). */
function hostAt(name, body) {
  pages['/' + name] = body;
  return `http://localhost:${host.address().port}/${name}`;
}

/** The chapter's complete host page: its second `html` block, pointed at this site. */
function hostPage() {
  const chapter = fs.readFileSync(path.join(repoRoot, 'book/src/teachers/embedding.md'), 'utf8');
  const blocks = [...chapter.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
  const page = blocks.find((b) => b.startsWith('<!DOCTYPE html>'));
  assert.ok(page, 'the chapter shows a complete host page');
  return page.replaceAll('https://example.org/bao-kitabu/', server.url);
}

test('the chapter\'s host page hears every move and the solved exercise, with its id and stars', async () => {
  const page = await newPage(browser.context);
  await page.goto(hostAt('host.html', hostPage()));
  const frame = page.frameLocator('#bao');
  const w = frame.locator('div.bao-widget');
  await w.locator('.bao-app svg.bao-board').waitFor({ timeout: 20000 });
  assert.equal(await w.locator('.bao-error').count(), 0);
  assert.equal(await page.locator('#bao').getAttribute('title'), 'Bao exercise');
  // size=small: the board is at most 360 pixels wide.
  assert.equal(await w.locator('.bao-app').evaluate((e) => getComputedStyle(e).maxWidth), '360px');
  // North captures A3 from a6 (either kichwa).
  await pit(w, 'a6').click();
  const choice = w.locator('.bao-choice').first();
  await choice.waitFor({ timeout: 5000 });
  await choice.click();
  await w.locator('.bao-feedback.bao-solved').waitFor({ timeout: 5000 });
  await page.waitForFunction(() => document.querySelectorAll('#log li').length >= 2, null, { timeout: 5000 });
  const log = await page.locator('#log li').allInnerTexts();
  assert.match(log[0], /^Move a6[<>]$/);
  assert.equal(log[1], 'Solved homework-1: 3 stars');
  // The raw message: the move and the position after it, in the notation.
  const raw = await page.evaluate(() => new Promise((ok) => {
    window.addEventListener('message', (e) => ok(e.data), { once: true });
    document.getElementById('bao').contentWindow.postMessage('ping', '*');
    setTimeout(() => ok(null), 200);
  }));
  assert.equal(raw, null, 'the board posts only when something happens');
  assertClean(assert, page);
  await page.close();
});

test('a move in an embedded play board posts bao:move with the position', async () => {
  const page = await newPage(browser.context);
  const body = `<!DOCTYPE html><html><body><iframe id="f" width="600" height="700" src="${server.url}embed.html#mode=play&position=start"></iframe>
<script>window.got = []; window.addEventListener('message', (e) => window.got.push(e.data));</script></body></html>`;
  await page.goto(hostAt('host2.html', body));
  const w = page.frameLocator('#f').locator('div.bao-widget');
  await w.locator('.bao-app svg.bao-board').waitFor({ timeout: 20000 });
  await pit(w, 'A7').click();
  await w.locator('.bao-choice').first().waitFor();
  const labels = await w.locator('.bao-choice').allInnerTexts();
  await w.locator('.bao-choice').nth(labels.findIndex((l) => l.includes('(A7<)'))).click();
  await page.waitForFunction(() => window.got.length > 0);
  const got = await page.evaluate(() => window.got);
  assert.deepEqual(got, [{
    type: 'bao:move',
    move: 'A7<',
    position: 'kiswahili:0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,1,7,3,0,0/0,0,0,0,0,0,0,0:N:21,22:SN:-',
  }]);
  assertClean(assert, page);
  await page.close();
});

test('embed.html in every language: only the board, dark theme, the page\'s language; bad settings say so', async () => {
  for (const lang of LANGS) {
    const page = await newPage(browser.context);
    await page.goto(`${server.url}${lang.dir}embed.html#mode=view&position=start&theme=dark`);
    await widgetsMounted(page);
    assert.equal(await page.locator('html').getAttribute('lang'), lang.code);
    assert.equal(await page.locator('html').getAttribute('class'), 'js navy', 'the dark theme');
    assert.equal(await page.locator('nav, #mdbook-sidebar, .sidebar, #menu-bar').count(), 0, 'no sidebar, no menu');
    assert.equal(await page.locator('div.bao-widget .bao-app[data-mode="view"]').count(), 1);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(bg, 'rgb(255, 255, 255)', `${lang.code}: dark background`);
    assertClean(assert, page);
    await page.close();
  }
  const english = {};
  for (const lang of SHIPPED) {
    const page = await newPage(browser.context);
    await page.goto(`${server.url}${lang.dir}embed.html#mode=view&theme=purple`);
    await widgetsMounted(page);
    const error = (await page.locator('.bao-error').innerText()).trim();
    assert.match(error, /purple/);
    if (lang.code === 'en') english.text = error;
    else assert.notEqual(error, english.text, `${lang.code}: the error is in its language`);
    assertClean(assert, page);
    await page.close();
  }
});
