// Issue 19 item 3: Arabic, the first language written right to left (in progress: English fills
// the gaps). The page runs right to left (dir="rtl", mdBook's layout: the sidebar on the right);
// the board does not: it is the same board as in English (South at the bottom, A1 at his left),
// the replay controls run like a tape, and moves read left to right (A6< stays A6<), each an
// isolate of its own, so that the bidi algorithm neither moves nor mirrors its < and >.
// Screenshots go to tests/screenshots/ (gitignored), to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir, serve, launch, assertClean, openMounted, lang, screenshotDir } from './lib/site.mjs';
import { control, press, pit, narration, solveWithHints } from './lib/widget.mjs';

const OUT = screenshotDir();
const AR = lang('ar');
const CHAPTER = 'course/kujifunza/02-sowing.html';
let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

/** Where the pits are drawn, relative to the board's box: { A1: [x, y], ... }. */
async function pitPlaces(widget, names) {
  const board = await widget.locator('.bao-app svg.bao-board').boundingBox();
  const out = {};
  for (const name of names) {
    const b = await pit(widget, name).boundingBox();
    out[name] = [Math.round(b.x + b.width / 2 - board.x), Math.round(b.y + b.height / 2 - board.y)];
  }
  return out;
}

/** The x of each character of an element's text as drawn, left to right on the screen. */
function glyphOrder(el) {
  const text = el.firstChild && el.firstChild.nodeType === 3 ? el.firstChild : el;
  const node = text.nodeType === 3 ? text : [...el.childNodes].find((n) => n.nodeType === 3);
  const chars = [];
  for (let i = 0; i < node.data.length; i++) {
    const r = document.createRange();
    r.setStart(node, i);
    r.setEnd(node, i + 1);
    const box = r.getBoundingClientRect();
    if (box.width > 0) chars.push([node.data[i], box.left]);
  }
  return chars.sort((a, b) => a[1] - b[1]).map((c) => c[0]).join('');
}

/** The move's characters appear on the screen in the order they are written. */
async function assertReadsLeftToRight(locator, what) {
  const text = (await locator.innerText()).trim();
  assert.equal(await locator.evaluate(glyphOrder), text.replace(/\s/g, ''), `${what}: "${text}" drawn left to right`);
}

test('an Arabic chapter: the page right to left; the board, the step controls and the moves left to right', async () => {
  const ar = await openMounted(browser.context, server.url + AR.dir + CHAPTER);
  const en = await openMounted(browser.context, server.url + CHAPTER);
  assert.equal(await ar.getAttribute('html', 'dir'), 'rtl');
  assert.equal(await ar.getAttribute('html', 'lang'), 'ar');
  assert.equal(await en.getAttribute('html', 'dir'), 'ltr');
  // mdBook's right-to-left layout: the sidebar on the right.
  const sidebar = await ar.locator('#mdbook-sidebar, nav.sidebar').first().boundingBox();
  assert.ok(sidebar.x > 600, `the sidebar is on the right (x = ${sidebar.x})`);

  // The same board: every pit where the English page draws it.
  const stepAr = ar.locator('div.bao-widget[data-mode="step"]').first();
  const stepEn = en.locator('div.bao-widget[data-mode="step"]').first();
  assert.equal(await stepAr.locator('svg.bao-board').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  const names = ['A1', 'A8', 'B1', 'B8', 'a1', 'a8', 'b1', 'b8'];
  const placesAr = await pitPlaces(stepAr, names);
  assert.deepEqual(placesAr, await pitPlaces(stepEn, names), 'the Arabic board is the English board, not mirrored');
  assert.ok(placesAr.A1[0] < placesAr.A8[0] && placesAr.A1[1] > placesAr.a1[1], 'South at the bottom, A1 at his left');

  // The replay controls run like a tape: Start on the left, End on the right; and they work.
  assert.equal(await stepAr.locator('.bao-controls').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  const start = await control(stepAr, 'start').boundingBox();
  const end = await control(stepAr, 'end').boundingBox();
  assert.ok(start.x < end.x, 'Start is left of End');
  assert.ok((await press(stepAr, 'nextMove')) > 0, 'the step board steps');
  assert.match(await narration(stepAr), /[ABab]\d/, 'the narration names a pit');

  // The moves of the move list: left to right, each an isolate.
  const move = stepAr.locator('.bao-move').first();
  if (await move.count()) {
    const style = await move.evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).unicodeBidi]);
    assert.deepEqual(style, ['ltr', 'isolate']);
    await assertReadsLeftToRight(move, 'the move list');
  }

  // Inline code in the text, also inside Arabic words: A3> stays A3>, not >A3 or <A3.
  const code = ar.locator('main p code', { hasText: /^[ABab]\d[<>]$/ }).first();
  assert.deepEqual(await code.evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).unicodeBidi]), ['ltr', 'isolate']);
  await assertReadsLeftToRight(code, 'a move in the text');
  await ar.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'bidi-probe';
    p.innerHTML = 'يلعب الجنوب <code>A6&lt;</code> ثم يرد الشمال <code>a5&gt;+</code> فيأكل.';
    document.querySelector('main').prepend(p);
  });
  for (const c of await ar.locator('#bidi-probe code').all()) await assertReadsLeftToRight(c, 'a move among Arabic words');
  // ... and the first move comes first in the Arabic sentence: to the right of the second.
  const [first, second] = await ar.locator('#bidi-probe code').all();
  assert.ok((await first.boundingBox()).x > (await second.boundingBox()).x, 'the sentence runs right to left around the moves');
  await ar.locator('#bidi-probe').evaluate((e) => e.remove());

  // An exercise is solved as in any language.
  const exercise = ar.locator('div.bao-widget[data-mode="exercise"]').first();
  const solved = await solveWithHints(exercise);
  assert.ok(solved.feedback.length > 0);

  await stepAr.scrollIntoViewIfNeeded();
  await ar.evaluate(() => window.scrollBy(0, -160));
  await ar.screenshot({ path: path.join(OUT, 'rtl-ar-step.png') });
  await exercise.scrollIntoViewIfNeeded();
  await ar.screenshot({ path: path.join(OUT, 'rtl-ar-exercise.png') });
  assertClean(assert, ar);
  assertClean(assert, en);
  await ar.close();
  await en.close();
});

test('the Arabic editor: its board and the position it writes read left to right', async () => {
  const page = await openMounted(browser.context, server.url + AR.dir + 'teachers/editor.html');
  const editor = page.locator('div.bao-widget[data-mode="edit"]').first();
  assert.equal(await editor.locator('svg.bao-board').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  const before = await editor.getAttribute('data-current');
  await pit(editor, 'A1').click({ button: 'right' });
  await pit(editor, 'b8').click();
  await page.waitForFunction(([el, b]) => el.getAttribute('data-current') !== b, [await editor.elementHandle(), before]);
  const position = editor.locator('input.bao-link').first();
  assert.deepEqual(
    await position.evaluate((e) => [getComputedStyle(e).direction, getComputedStyle(e).unicodeBidi]), ['ltr', 'isolate']);
  const value = await position.inputValue();
  assert.equal(value, await editor.getAttribute('data-current'), 'the field shows the edited position');
  assert.match(value, /^kiswahili:/, 'the notation, from its start at the left');
  // The field's text starts at its left edge, as in English.
  const box = await position.boundingBox();
  const firstChar = await position.evaluate((e) => {
    const s = getComputedStyle(e);
    return [s.textAlign, s.direction];
  });
  assert.deepEqual(firstChar, ['start', 'ltr']);
  assert.ok(box.width > 100);
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(OUT, 'rtl-ar-editor.png') });
  assertClean(assert, page);
  await page.close();
});

test('the Arabic embed page runs right to left around a left-to-right board', async () => {
  const page = await openMounted(browser.context, `${server.url}${AR.dir}embed.html#mode=step&moves=A7%3C%20a5%3E`);
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  const w = page.locator('div.bao-widget').first();
  assert.equal(await w.locator('svg.bao-board').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  assert.equal(await w.locator('.bao-controls').evaluate((e) => getComputedStyle(e).direction), 'ltr');
  const places = await pitPlaces(w, ['A1', 'A8', 'a1']);
  assert.ok(places.A1[0] < places.A8[0] && places.A1[1] > places.a1[1], 'South at the bottom, A1 at his left');
  assertClean(assert, page);
  await page.close();
});
