// Issue 21: worksheets, their answer keys and the boards to print, printed to PDF by headless
// Chromium (`page.pdf`). Page counts: the key starts on a page of its own (the sheet alone plus
// the key alone is the whole), a question is never cut (no more pages than questions), the
// Kiswahili board is two A4 sheets or one A3. Every answer of every key is checked against the
// native engine (`bao moves`, `bao play`, `bao trace`). Each page's "Print worksheet" link
// leads to its sheet. PDF pages are left in tests/screenshots/ (gitignored) to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, lang as langOf, screenshotDir } from './lib/site.mjs';
import { ensureBao, bao, legalMoves, trace, lastSeed, captures } from './lib/engine.mjs';

const capturedPits = (lines) => lines.map((l) => l.match(/\bcapture \d+ from (\S+)/) || l.match(/\bremove (\S+)/)).filter(Boolean).map((m) => m[1]);
const moveEnd = (lines) => [...lines].reverse().map((l) => l.match(/\b(?:move ends in|nyumba stop at|takasia stop at) ([A-Za-z]+\d+)/)).find(Boolean)?.[1];

/** The engine's answer to one key entry; null when only legality can be checked. */
function engineAnswer(k) {
  const legal = legalMoves(k.position);
  switch (k.kind) {
    case 'all-moves': return legal.join(' ');
    case 'pits': return [...new Set(legal.map((m) => m.match(/^[A-Za-z]+\d+/)[0]))].join(' ');
    case 'after': return bao('play', k.position, k.move).trim().split('\n')[0];
    case 'captures': return captures(trace(k.position, k.move)) ? 'capture' : 'takasa';
    case 'pit': {
      const lines = trace(k.position, k.move);
      if (k.ask === 'kichwa') return lines.map((l) => l.match(/\bcapture \d+ from \S+ by \S+, enter at (\S+)/)).find(Boolean)[1];
      return lastSeed(lines);
    }
    case 'one-of': {
      const [word, arg] = k.ask.split(' ');
      if (word === 'capture') return legal.filter((m) => capturedPits(trace(k.position, m)).includes(arg)).join(' ');
      if (word === 'end') return legal.filter((m) => moveEnd(trace(k.position, m)) === arg).join(' ');
      if (word === 'takasia') return legal.filter((m) => trace(k.position, m).some((l) => /takasia on /.test(l))).join(' ');
      // The answer is the goal: the moves it names, where legal.
      if (word === 'move') return k.ask.split(' ').slice(1).filter((m) => legal.includes(m)).join(' ');
      if (word === 'win' && !arg) {
        const mover = k.position.split(':')[2] === 'S' ? 'South' : 'North';
        return legal.filter((m) => (bao('play', k.position, m).split('\n')[1] || '').includes(`${mover} wins`)).join(' ');
      }
      return null;
    }
  }
  return null;
}

/** The drill's move, for the key entries that need it: the question says it. */
async function keyEntries(page) {
  return page.locator('li.ws-k').evaluateAll((ls) => ls.map((l) => ({
    n: Number(l.getAttribute('value')), position: l.dataset.position, kind: l.dataset.kind,
    ask: l.dataset.ask, key: l.dataset.key, move: l.dataset.move || null,
  })));
}

/** Pages of a PDF (Chromium writes one `/Type /Page` object per page). */
const pages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) || []).length;

let server, browser;
before(async () => {
  ensureBao();
  server = await serve(siteDir());
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

/** Prints `page` to PDF: whole, the sheet alone, the key alone. */
async function printParts(page, format) {
  const pdf = await page.pdf({ format, printBackground: true });
  const hide = async (sel) => page.addStyleTag({ content: `${sel} { display: none !important; }` });
  const style = await hide('.ws-key');
  const sheet = await page.pdf({ format });
  await style.evaluate((s) => s.remove());
  const style2 = await hide('.ws-sheet');
  const key = await page.pdf({ format });
  await style2.evaluate((s) => s.remove());
  return { pdf, all: pages(pdf), sheet: pages(sheet), key: pages(key) };
}

function save(name, pdf) {
  const dir = screenshotDir();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), pdf);
}

async function checkKey(page, label) {
  const keys = await keyEntries(page);
  const questions = await page.locator('li.ws-q').evaluateAll((qs) => qs.map((q) => q.dataset.position));
  assert.ok(keys.length > 0, `${label}: a key`);
  assert.deepEqual(keys.map((k) => k.position), questions, `${label}: one key entry per question, in order`);
  let checked = 0;
  for (const k of keys) {
    // Drill questions name their move in the text; the key says it for board questions.
    if (['pit', 'captures'].includes(k.kind)) {
      const text = await page.locator('li.ws-q').nth(k.n - 1).locator('.ws-text').innerText();
      k.move = legalMoves(k.position).find((m) => text.includes(` ${m}`));
      assert.ok(k.move, `${label} ${k.n}: the question names a legal move: ${text}`);
    }
    const want = engineAnswer(k);
    if (want === null) {
      for (const m of k.key.split(' ')) assert.ok(legalMoves(k.position).includes(m), `${label} ${k.n}: ${m} is legal`);
    } else {
      assert.equal(k.key, want, `${label} ${k.n} (${k.ask}, ${k.position}): the key is the engine's`);
    }
    checked++;
  }
  return checked;
}

for (const code of ['en', 'sw']) {
  const lang = langOf(code);
  test(`${code}: a stage's worksheet from its "Print worksheet" link, printed on A4 and Letter, its key the engine's`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + lang.dir + 'course/kujifunza/05-capture.html');
    const link = page.locator('p.bao-print-sheet a').first();
    await link.click();
    await page.waitForURL(/worksheets\/course\/kujifunza\/05-capture\.html$/);
    assert.equal(await page.locator('html').getAttribute('lang'), code);
    const n = await page.locator('li.ws-q').count();
    assert.ok(n >= 3, `${n} questions`);
    assert.equal(await page.locator('li.ws-q svg .bao-large').count() > 0, true, 'large counts');
    assert.equal(await page.locator('script').count(), 0, 'no script');
    const checked = await checkKey(page, `${code} stage`);
    assert.ok(checked >= 3, `${checked} answers checked`);
    for (const format of ['A4', 'Letter']) {
      const p = await printParts(page, format);
      assert.ok(p.sheet >= 1 && p.key >= 1, `${format}: ${JSON.stringify(p)}`);
      assert.equal(p.all, p.sheet + p.key, `${format}: the key starts on a new page`);
      assert.ok(p.sheet <= n, `${format}: no more sheet pages than questions (${p.sheet} for ${n})`);
      if (format === 'A4') save(`worksheet-stage-${code}.pdf`, p.pdf);
    }
    // Printed, the screen's note is gone, and the page's address is at the foot.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.ws-screen').isVisible(), false);
    assert.match(await page.locator('.ws-sheet .ws-address').innerText(), /course\/kujifunza\/05-capture\.html$/);
    // To look at: the printed sheet at A4's width (210 mm at 96 px an inch).
    await page.setViewportSize({ width: 794, height: 1123 });
    fs.mkdirSync(screenshotDir(), { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir(), `worksheet-stage-${code}.png`), fullPage: true });
    assertClean(assert, page);
    await page.close();
  });

  test(`${code}: drill worksheets (the seed gives the same sheet) and the board after a move`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + lang.dir + 'drills/last-seed.html');
    const links = page.locator('p.bao-print-sheet a');
    assert.equal(await links.count(), 2 * 4, 'two boards: three counts and the board-after sheet each');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.href));
    for (const href of hrefs.slice(0, 4)) {
      await page.goto(href);
      const want = Number((href.match(/-(\d+)\.html$/) || [])[1]);
      assert.equal(await page.locator('li.ws-q').count(), want, href);
      await checkKey(page, href);
      const { all, sheet, key } = await printParts(page, 'A4');
      assert.equal(all, sheet + key, `${href}: the key on its own pages`);
      if (href.includes('-after-')) {
        assert.equal(await page.locator('.ws-blank-board svg').count(), want, 'a blank board to fill in per question');
        save(`worksheet-after-${code}.pdf`, (await printParts(page, 'A4')).pdf);
      }
    }
    for (const kind of ['legal-moves', 'capture-or-takasa', 'kichwa']) {
      await page.goto(server.url + lang.dir + `drills/${kind}.html`);
      const first = await page.locator('p.bao-print-sheet a').first().getAttribute('href');
      await page.goto(new URL(first, page.url()).href);
      assert.ok(await checkKey(page, kind) >= 6, kind);
    }
    assertClean(assert, page);
    await page.close();
  });

  test(`${code}: the boards to print: two A4 sheets or one A3, Kimasai and Kingulu`, async () => {
    const page = await newPage(browser.context);
    const want = { 'board-kiswahili.html': 2, 'board-kiswahili-a3.html': 1, 'board-kimasai.html': 2, 'board-kimasai-a3.html': 1, 'board-kingulu.html': 1 };
    for (const [file, n] of Object.entries(want)) {
      await page.goto(server.url + lang.dir + 'worksheets/' + file);
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      assert.equal(pages(pdf), n, `${file}: ${n} sheet(s)`);
      if (file === 'board-kiswahili.html') {
        save(`board-kiswahili-${code}.pdf`, pdf);
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: path.join(screenshotDir(), `board-kiswahili-${code}.png`), fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      }
      // The start position as dots: Bao la Kiswahili 6+2+2 seeds a side on the board.
      const dots = await page.locator('section.ws-board-sheet').first().locator('svg .bao-seed').count();
      assert.ok(dots > 0, `${file}: seeds as dots`);
      // The pits are big enough for beans: a pit at least 18 mm across (96 px an inch).
      const pit = await page.locator('svg .bao-hole').first().boundingBox();
      assert.ok(pit.width / 96 * 25.4 >= 18, `${file}: a pit is ${(pit.width / 96 * 25.4).toFixed(1)} mm`);
      assert.ok(await page.locator('svg .bao-row-name').count() >= 4, 'the rows named');
    }
    assertClean(assert, page);
    await page.close();
  });
}

test('a stage whose exercises ask for the best move: the book\'s questions on paper, the moves in the key', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'worksheets/course/play-well/33-few-moves.html');
  const intro = await page.locator('p.ws-intro').innerText();
  assert.match(intro, /leaves North the fewest legal moves/, 'what every exercise asks, from the book');
  const texts = await page.locator('li.ws-q .ws-text').allInnerTexts();
  assert.ok(texts.length >= 6, `${texts.length} questions`);
  assert.match(texts[0], /^South to move: three legal moves\.$/u, 'exercise 1, from the book, without its number');
  for (const t of texts) assert.doesNotMatch(t, /open its page/, `asked on paper: ${t}`);
  assert.ok((await checkKey(page, '33')) >= 6, 'every key entry checked');
  assertClean(assert, page);
  await page.close();
});

test('printing a chapter hides the print links and shows the page address', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'course/kujifunza/05-capture.html');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('p.bao-print-sheet').first().isVisible(), false, 'no print link on paper');
  assertClean(assert, page);
  await page.close();
});
