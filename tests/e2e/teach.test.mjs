// Issue 12 (the teachers' kit): record mode (a variation clicked, stepping), recording a
// demonstration in the editor (play, branch, comment, copy the record, paste it back, a bad
// record), downloads (the SVG's content, a PNG of the right size), presentation keys, and the
// copy-embed-code button. Embeds and their messages: embed.test.mjs; offline: offline.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { siteDir, serve, launch, assertClean, openMounted } from './lib/site.mjs';
import { control, press, progress, pit, narration } from './lib/widget.mjs';

let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
});
after(async () => { await browser?.close(); await server?.close(); });

const open = (path) => openMounted(browser.context, server.url + path);

const seedsIn = async (widget, name) => {
  const label = await pit(widget, name).getAttribute('aria-label');
  const m = label.replace(new RegExp(`\\b${name}\\b`), '').match(/\d+/);
  return m ? Number(m[0]) : 0;
};

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

/** The move list's buttons, as shown. */
const moves = (w) => w.locator('.bao-record-moves button.bao-move').allInnerTexts();

test('record mode: the replay chapter\'s record, a variation clicked, stepping along its line', async () => {
  const page = await open('replay/zanzibar-1994.html');
  const w = page.locator('div.bao-widget[data-mode="record"]').first();
  assert.deepEqual(await moves(w), ['1. A7<*', 'a5>', '1... a5<']);
  assert.equal(await w.locator('.bao-record-row.bao-variation').count(), 1, 'the variation has its own row');
  assert.deepEqual(await progress(w).then((p) => p[0]), 0, 'it opens at the start');
  // The variation: North's other kichwa, a1 (the main line's a5> enters at a8).
  const variation = w.locator('.bao-record-moves button.bao-move', { hasText: '1... a5<' });
  await variation.click();
  assert.equal(await variation.getAttribute('aria-current'), 'step');
  assert.equal(await seedsIn(w, 'a1'), 1);
  assert.equal(await seedsIn(w, 'a8'), 0);
  const [at, count] = await progress(w);
  assert.equal(at, count, 'at the end of the variation');
  // Step back a move, then seed by seed along the variation's line.
  await press(w, 'backMove');
  const first = w.locator('.bao-record-moves button.bao-move', { hasText: '1. A7<*' });
  assert.equal(await first.getAttribute('aria-current'), 'step', 'the move shown is marked');
  const k = (await progress(w))[0];
  assert.equal(await press(w, 'nextSeed'), k + 1);
  assert.match(await narration(w), /^1\.\.\. a5</, 'the narration numbers the move as the record does');
  await press(w, 'end');
  assert.equal(await seedsIn(w, 'a1'), 1, 'stepping follows the variation, not the main line');
  // Keyboard: Tab to the main line's a5> and Enter.
  const main = w.locator('.bao-record-moves button.bao-move', { hasText: /^a5>$/ });
  await main.focus();
  await page.keyboard.press('Enter');
  assert.equal(await main.getAttribute('aria-current'), 'step');
  assert.equal(await seedsIn(w, 'a8'), 1);
  assert.equal(await seedsIn(w, 'a1'), 0);
  assertClean(assert, page);
  await page.close();
});

test('record mode from a link: comments shown with their move; a broken record says where', async () => {
  const record = 'start\n{Zanzibar, 1994}\n1. A7< {a takasa} a5>';
  const page = await open(`play.html#mode=record&record=${encodeURIComponent(record)}`);
  const w = page.locator('div.bao-widget').first();
  assert.equal(await w.locator('.bao-error').count(), 0);
  assert.equal((await w.locator('p.bao-comment').innerText()).trim(), 'Zanzibar, 1994', 'the start shows the first comment');
  await w.locator('.bao-record-moves button.bao-move').first().click();
  assert.equal((await w.locator('p.bao-comment').innerText()).trim(), 'a takasa');
  assert.deepEqual(await w.locator('.bao-record-comment').allInnerTexts(), ['Zanzibar, 1994', 'a takasa']);
  await page.close();
  const bad = await open(`play.html#mode=record&record=${encodeURIComponent('start\n1. A7< a6<')}`);
  const text = await bad.locator('.bao-error').innerText();
  assert.match(text, /line 2, column 8/);
  assert.match(text, /K10/);
  assertClean(assert, bad);
  await bad.close();
});

/** Plays the move `move` (e.g. `A7<`) by clicking its pit and, when asked, the choice. */
async function playMove(w, move) {
  const name = move.replace(/[<>+]/g, '');
  const before = await moves(w);
  await pit(w, name).click();
  await w.page().waitForFunction(
    ([el, n]) => el.querySelector('.bao-choice') || el.querySelectorAll('.bao-record-moves button.bao-move').length !== n,
    [await w.elementHandle(), before.length], { timeout: 5000 });
  const choices = w.locator('.bao-choice');
  if (await choices.count()) {
    const labels = await choices.allInnerTexts();
    const i = labels.findIndex((l) => l.includes(`(${move})`));
    assert.ok(i >= 0, `a choice for ${move}: ${JSON.stringify(labels)}`);
    await choices.nth(i).click();
  }
  await w.page().waitForFunction(
    ([el, n]) => el.querySelectorAll('.bao-record-moves button.bao-move').length > n,
    [await w.elementHandle(), before.length], { timeout: 5000 });
}

test('recording a demonstration: play, branch, comment, copy the record, paste it back', async () => {
  const page = await open('play.html#mode=edit&position=start');
  const editor = page.locator('div.bao-widget').first();
  await editor.locator('button.bao-record').click();
  // The recorder's own bundle loads and mounts it in its place.
  const w = page.locator('div.bao-recorder-place');
  await w.locator('.bao-recorder').waitFor({ timeout: 20000 });
  assert.ok(!(await editor.locator('.bao-editing').isVisible()), 'the editor steps aside');
  await playMove(w, 'A7<');
  await playMove(w, 'a5>');
  await w.locator('.bao-comment-box textarea').fill('the masters chose the right kichwa');
  // Branch: back to South's move, and the other kichwa.
  await w.locator('.bao-record-moves button.bao-move', { hasText: '1. A7<*' }).click();
  await playMove(w, 'a5<');
  await w.locator('.bao-comment-box textarea').fill('the other kichwa');
  assert.deepEqual(await moves(w), ['1. A7<*', 'a5>', '1... a5<']);
  await w.locator('button.bao-copy-record').click();
  const record = await clipboard(page);
  assert.equal(record, 'start\n1. A7<* a5> {the masters chose the right kichwa}\n(1... a5< {the other kichwa})\n');
  // As a block for a chapter, and as a link that opens in record mode.
  await w.locator('button.bao-copy-block').click();
  assert.equal(await clipboard(page), '```bao\nmode: record\nrecord:\n' + record + '```\n');
  await w.locator('button.bao-copy-link').click();
  const link = await clipboard(page);
  assert.match(link, /play\.html#mode=record&record=start%0A1\./);
  // A bad record pasted in: the error says where; the text stays; the recording is kept.
  const box = w.locator('.bao-record-load textarea');
  await box.fill('start\n1. A7< a6<');
  await w.locator('button.bao-load').click();
  const error = await w.locator('.bao-error[role="alert"]').innerText();
  assert.match(error, /line 2, column 8/);
  assert.equal(await box.inputValue(), 'start\n1. A7< a6<');
  assert.deepEqual(await moves(w), ['1. A7<*', 'a5>', '1... a5<']);
  // The copied record pasted back, with one more move: it loads.
  await box.fill(record + '2. A6<');
  await w.locator('button.bao-load').click();
  await w.page().waitForFunction((el) => el.querySelectorAll('.bao-record-moves button.bao-move').length === 4, await w.elementHandle());
  assert.equal(await w.locator('.bao-error').count(), 0);
  // Back to the editor.
  await w.locator('button.bao-record-stop').click();
  await editor.locator('.bao-editing').waitFor({ state: 'visible' });
  assert.equal(await page.locator('.bao-recorder').count(), 0);
  const opened = await open(link.replace(/^https?:\/\/[^/]+\//, ''));
  assert.deepEqual(await moves(opened.locator('div.bao-widget').first()), ['1. A7<*', 'a5>', '1... a5<']);
  assertClean(assert, opened);
  await opened.close();
  assertClean(assert, page);
  await page.close();
});

test('a record file dropped on the editor starts a recording with it', async () => {
  const page = await open('play.html#mode=edit&position=start');
  const editor = page.locator('div.bao-widget').first();
  const drop = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['start\n1. A6< {dropped}'], 'lesson.txt', { type: 'text/plain' }));
    return dt;
  });
  await editor.locator('.bao-editing').dispatchEvent('drop', { dataTransfer: drop });
  const w = page.locator('.bao-recorder');
  await w.waitFor({ timeout: 20000 });
  await page.waitForFunction(() => document.querySelectorAll('.bao-recorder .bao-record-moves button.bao-move').length === 1);
  assert.deepEqual(await moves(w), ['1. A6<*']);
  assert.deepEqual(await w.locator('.bao-record-comment').allInnerTexts(), ['dropped']);
  // A bad file dropped on the recorder: where and why; its text kept to be fixed; nothing lost.
  const bad = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['start\n1. A7< a6<'], 'bad.txt', { type: 'text/plain' }));
    return dt;
  });
  await w.dispatchEvent('drop', { dataTransfer: bad });
  const error = w.locator('.bao-error[role="alert"]');
  await error.waitFor();
  assert.match(await error.innerText(), /line 2, column 8: move 1\.\.\. a6< cannot be played: .*\(K10\)/);
  assert.equal(await w.locator('.bao-record-load textarea').inputValue(), 'start\n1. A7< a6<');
  assert.deepEqual(await moves(w), ['1. A6<*'], 'the recording stays');
  assertClean(assert, page);
  await page.close();
});

/** The PNG's width and height from its IHDR chunk. */
function pngSize(buf) {
  assert.equal(buf.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG file');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

test('downloads: the SVG as shown (flip, pit names) and a PNG twice its size', async () => {
  const page = await open('board.html');
  const w = page.locator('div.bao-widget[data-mode="view"]').first();
  // Flipped, with the pit names (whatever the block says).
  for (const i of [0, 1]) {
    const toggle = w.locator('.bao-toggles > button').nth(i);
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  }
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), w.locator('button.bao-download-svg').click()]);
  assert.match(svgDownload.suggestedFilename(), /^bao-\w+\.svg$/);
  const svg = await fs.readFile(await svgDownload.path(), 'utf8');
  assert.ok(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg class="bao-diagram'), svg.slice(0, 80));
  assert.match(svg, />A1<\/text>/, 'pit names');
  const [, w0, h0] = svg.match(/ width="(\d+)" height="(\d+)"/).map(Number);
  // Flipped: South's pit A1 is drawn above North's a1.
  const yOf = (name) => Number(svg.match(new RegExp(`y="([\\d.]+)"[^>]*>${name}</text>`))[1]);
  assert.ok(yOf('A1') < yOf('a1'), 'flipped');
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), w.locator('button.bao-download-png').click()]);
  assert.match(pngDownload.suggestedFilename(), /^bao-\w+\.png$/);
  const png = await fs.readFile(await pngDownload.path());
  assert.deepEqual(pngSize(png), [2 * w0, 2 * h0]);
  assertClean(assert, page);
  await page.close();
});

test('presentation: full screen with large controls; arrows step, space plays and pauses, Escape leaves', async () => {
  const page = await open('play.html#mode=step&position=start&moves=A7<%20a5>');
  const w = page.locator('div.bao-widget').first();
  await w.locator('button.bao-present').click();
  const app = w.locator('.bao-app');
  assert.match(await app.getAttribute('class'), /bao-presenting/);
  const box = await app.boundingBox();
  const view = page.viewportSize();
  assert.ok(box.width >= view.width - 1 && box.height >= view.height - 1, 'the whole screen');
  assert.equal((await progress(w))[0], 0);
  await page.keyboard.press('ArrowRight');
  assert.equal((await progress(w))[0], 1, '→ one step');
  await page.keyboard.press('PageDown');
  const [atMove] = await progress(w);
  assert.ok(atMove > 1, 'Page Down: to the end of the move');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await progress(w))[0], atMove - 1, '← one step back');
  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  await page.waitForFunction((el) => el.querySelector('.bao-play')?.getAttribute('aria-pressed') === 'true', await w.elementHandle());
  await page.keyboard.press(' ');
  await page.waitForFunction((el) => el.querySelector('.bao-play')?.getAttribute('aria-pressed') === 'false', await w.elementHandle());
  assert.equal(page.url().includes('play.html'), true, 'the page did not turn (mdBook\'s arrow keys)');
  await page.keyboard.press('Escape');
  await page.waitForFunction((el) => !el.querySelector('.bao-app').classList.contains('bao-presenting'), await w.elementHandle());
  assert.equal(await page.evaluate(() => document.fullscreenElement), null);
  assertClean(assert, page);
  await page.close();
});

test('copy embed code: an iframe of the board on the embed page, with a title and a size', async () => {
  const page = await open('play.html#mode=play&position=start&moves=A7<');
  const w = page.locator('div.bao-widget').first();
  await w.locator('button.bao-embed').click();
  const code = await clipboard(page);
  const m = code.match(/^<iframe src="([^"]+)" title="([^"]+)" width="(\d+)" height="(\d+)"/);
  assert.ok(m, code);
  assert.match(m[1], /\/embed\.html#mode=play&amp;position=start&amp;moves=A7/);
  assert.ok(m[2].length > 5 && Number(m[3]) > 300 && Number(m[4]) > 300, code);
  assertClean(assert, page);
  await page.close();
});
