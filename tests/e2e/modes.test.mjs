// Issue 4 (the browser test) / brief test 7: each widget mode clicked through like a reader,
// asserting on what the page shows: view (names, keyboard), step (play/pause, steps, speed),
// play (moves, a choice, an illegal click with its rule, undo/redo, move list), edit (counts,
// validation, share link), exercise (wrong answer by rule, staged hints, solve, saved, reset).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, assertClean, widgetsMounted, openMounted } from './lib/site.mjs';
import { control, press, progress, pit, narration, feedback, newFeedback } from './lib/widget.mjs';

let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
});
after(async () => { await browser?.close(); await server?.close(); });

const RULE = /\b[KJMG]\d+(\.\d+)?\b/;

const open = (path, opts) => openMounted(browser.context, server.url + path, opts);

const seedsIn = async (widget, name) => {
  const label = await pit(widget, name).getAttribute('aria-label');
  const m = label.replace(new RegExp(`\\b${name}\\b`), '').match(/\d+/);
  return m ? Number(m[0]) : 0;
};

test('view: pit names on demand, keyboard focus moves between labelled pits', async () => {
  const page = await open('play.html#mode=view&position=start');
  const w = page.locator('div.bao-widget').first();
  assert.equal(await w.locator('text.bao-pit-name').count(), 0, 'no names by default');
  const labelsBtn = w.locator('.bao-toggles > button').nth(1);
  await labelsBtn.click();
  assert.equal(await labelsBtn.getAttribute('aria-pressed'), 'true');
  assert.equal(await w.locator('text.bao-pit-name').count(), 32, 'every pit named');
  assert.ok((await w.locator('text.bao-pit-name').allTextContents()).includes('A5'));
  // Flip: North's view puts North's pits at the bottom.
  const yOf = (name) => pit(w, name).locator('.bao-hole').evaluate((e) => e.getBBox().y);
  const before = await yOf('A1');
  await w.locator('.bao-toggles > button').nth(0).click();
  assert.ok((await yOf('A1')) < before, 'flipped: South is on top');
  await w.locator('.bao-toggles > button').nth(0).click();
  // Keyboard: the board is one tab stop (after the buttons above it); arrows move; labels say
  // name, kind and seeds.
  await w.locator('.bao-toggles > button').last().focus();
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-pit'));
  const first = await focused();
  assert.ok(first, 'Tab reaches a pit');
  const label = await pit(w, first).getAttribute('aria-label');
  assert.match(label, new RegExp(`\\b${first}\\b`));
  await page.keyboard.press('ArrowRight');
  const second = await focused();
  assert.ok(second && second !== first, `ArrowRight moves focus (${first} -> ${second})`);
  const a5 = await pit(w, 'A5').getAttribute('aria-label');
  assert.match(a5, /nyumba/i);
  assert.match(a5, /\b6\b/, 'A5 holds 6 seeds at the start');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement.querySelector('.bao-ring')).stroke);
  assert.notEqual(outline, 'transparent', 'focus is visible');
  assert.notEqual(outline, 'rgba(0, 0, 0, 0)', 'focus is visible');
  assertClean(assert, page);
  await page.close();
});

test('step: steps by seed, lap and move, back, start/end, play/pause, speed', async () => {
  const page = await open('play.html#mode=step&position=start&moves=A6<%20a5<%20A3<%20a7>', {});
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const w = page.locator('div.bao-widget').first();
  const [k0, n] = await progress(w);
  assert.equal(k0, 0);
  assert.ok(n > 8, `${n} events`);
  const start = await narration(w);
  assert.equal(await press(w, 'nextSeed'), 1);
  assert.notEqual(await narration(w), start, 'the narration follows');
  assert.equal(await press(w, 'backSeed'), 0);
  const mv = await press(w, 'nextMove');
  assert.ok(mv > 1, `next move (${mv})`);
  assert.equal(await press(w, 'start'), 0);
  const lap = await press(w, 'nextLap');
  assert.ok(lap >= 1 && lap <= mv, `next lap (${lap}) within the first move`);
  await press(w, 'start');
  assert.equal(await press(w, 'nextMove'), mv);
  assert.match(await w.locator('.bao-moves button.bao-current').innerText(), /^A6<$/);
  const mv2 = await press(w, 'nextMove');
  assert.ok(mv2 > mv);
  assert.match(await w.locator('.bao-moves button.bao-current').innerText(), /^a5<$/);
  assert.equal(await press(w, 'backMove'), mv);
  assert.ok((await press(w, 'backLap')) < mv);
  assert.equal(await press(w, 'end'), n);
  assert.equal(await press(w, 'start'), 0);
  // Clicking a move in the list jumps to its end.
  await w.locator('.bao-moves button').nth(2).click();
  assert.match(await w.locator('.bao-moves button.bao-current').innerText(), /^A3<$/);
  await press(w, 'start');
  // Play at 4x, pause, resume to the end.
  await w.locator('.bao-speed select').selectOption('4');
  const play = control(w, 'play');
  await play.click();
  assert.equal(await play.getAttribute('aria-pressed'), 'true');
  await page.waitForFunction((el) => Number(el.querySelector('.bao-progress').textContent.match(/\d+/)[0]) >= 3, await w.elementHandle());
  await play.click();
  assert.equal(await play.getAttribute('aria-pressed'), 'false');
  const paused = (await progress(w))[0];
  await page.waitForTimeout(400); // a few ticks at 4x: nothing must move while paused
  assert.equal((await progress(w))[0], paused, 'paused stays put');
  const t0 = Date.now();
  await play.click();
  await page.waitForFunction(([el, n]) => Number(el.querySelector('.bao-progress').textContent.match(/\d+/)[0]) === n, [await w.elementHandle(), n], { timeout: 20000 });
  const ms = Date.now() - t0;
  assert.ok(ms < (n - paused) * 450, `4x is faster than 1x (${ms} ms for ${n - paused} steps)`);
  await page.waitForFunction((el) => el.querySelector('.bao-play').getAttribute('aria-pressed') === 'false', await w.elementHandle());
  assertClean(assert, page);
  await page.close();
});

test('play: legal moves by clicking, a choice, an illegal click explained, undo/redo, move list', async () => {
  const page = await open('play.html#mode=play&position=start');
  const w = page.locator('div.bao-widget').first();
  assert.equal(await w.locator('ol.bao-moves li').count(), 0);
  const undo = w.locator('.bao-actions > button').nth(0);
  const redo = w.locator('.bao-actions > button').nth(1);
  assert.ok(await undo.isDisabled());
  // An empty pit: no move starts there, and the widget says why with the rule (in the feedback
  // line under the board).
  await pit(w, 'A1').click();
  const why = await feedback(w);
  assert.match(why, /A1/);
  assert.match(why, RULE, `the explanation names a rule: "${why}"`);
  // A North pit while South is to move.
  await pit(w, 'a6').click();
  assert.match(await feedback(w), RULE);
  // A6 offers two directions: the widget asks on the board.
  await pit(w, 'A6').click();
  const choices = w.locator('.bao-choice');
  await choices.first().waitFor();
  const labels = await choices.allInnerTexts();
  assert.equal(labels.length, 2, `two choices: ${labels}`);
  assert.ok(labels.some((l) => l.includes('(A6<)')) && labels.some((l) => l.includes('(A6>)')), JSON.stringify(labels));
  assert.ok(await pit(w, 'A6').evaluate((g) => g.classList.contains('bao-marked')), 'the pit is marked while choosing');
  await choices.filter({ hasText: '(A6<)' }).click();
  await w.locator('ol.bao-moves li').first().waitFor();
  assert.deepEqual(await w.locator('ol.bao-moves li').allInnerTexts(), ['A6<']);
  // North's namua capture from a5 asks for the kichwa.
  await pit(w, 'a5').click();
  await choices.first().waitFor();
  const k = await choices.allInnerTexts();
  assert.ok(k.some((l) => /\ba1\b/.test(l)) && k.some((l) => /\ba8\b/.test(l)), `kichwa choice: ${k}`);
  await choices.filter({ hasText: /\ba1\b/ }).click();
  await page.waitForFunction((el) => el.querySelectorAll('ol.bao-moves li').length === 2, await w.elementHandle());
  assert.deepEqual(await w.locator('ol.bao-moves li').allInnerTexts(), ['A6<', 'a5<']);
  // The animation plays the move; at the end A4 is empty (captured).
  await page.waitForFunction((el) => el.querySelector('.bao-play').getAttribute('aria-pressed') === 'false', await w.elementHandle(), { timeout: 15000 });
  assert.equal(await seedsIn(w, 'A4'), 0);
  assert.match(await w.locator('.bao-status').innerText(), /South|S\b/);
  // Undo, redo.
  await undo.click();
  assert.deepEqual(await w.locator('ol.bao-moves li').allInnerTexts(), ['A6<']);
  assert.equal(await seedsIn(w, 'A4'), 1, 'undo restores A4');
  assert.ok(!(await redo.isDisabled()));
  await redo.click();
  assert.deepEqual(await w.locator('ol.bao-moves li').allInnerTexts(), ['A6<', 'a5<']);
  assert.equal(await seedsIn(w, 'A4'), 0);
  assert.ok(await redo.isDisabled());
  // Share link of the game so far.
  await w.locator('.bao-actions > button').nth(3).click();
  const link = await w.locator('input.bao-link').inputValue();
  assert.match(link, /play\.html#.*mode=play/);
  assert.match(decodeURIComponent(link), /moves=A6< a5</);
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(clip, link, 'the link is on the clipboard');
  const other = await open(link.replace(/^https?:\/\/[^/]+\//, ''));
  assert.deepEqual(await other.locator('ol.bao-moves li').allInnerTexts(), ['A6<', 'a5<'], 'the link reopens the game');
  assertClean(assert, other);
  await other.close();
  assertClean(assert, page);
  await page.close();
});

test('edit: change counts, validation as you go, copy the position and the share link', async () => {
  const page = await open('play.html#mode=edit&position=start');
  const w = page.locator('div.bao-widget').first();
  await w.locator('.bao-valid').waitFor();
  const total = () => w.locator('.bao-total').innerText();
  assert.match(await total(), /64/);
  await pit(w, 'A1').click();
  assert.equal(await seedsIn(w, 'A1'), 1, 'a click adds a seed');
  assert.match(await total(), /65/);
  const err = w.locator('p.bao-error');
  await err.waitFor();
  assert.ok((await err.innerText()).length > 10, 'the position is invalid: a message says why');
  await pit(w, 'A1').click({ modifiers: ['Shift'] });
  assert.equal(await seedsIn(w, 'A1'), 0, 'Shift+click takes it back');
  await w.locator('.bao-valid').waitFor();
  // Keyboard: type a count on a pit, move the seeds from A5 to A1 (6 -> 0, 0 -> 6).
  await pit(w, 'A5').focus();
  await page.keyboard.press('0');
  await pit(w, 'A1').focus();
  await page.keyboard.press('6');
  assert.equal(await seedsIn(w, 'A1'), 6);
  assert.equal(await seedsIn(w, 'A5'), 0);
  await w.locator('.bao-valid').waitFor();
  const notation = await w.locator('label.bao-position input').inputValue();
  assert.match(notation, /^kiswahili:/);
  // Copy the position and the share link.
  await w.locator('.bao-actions > button').nth(0).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), notation);
  await w.locator('.bao-actions > button').nth(1).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /play\.html#/);
  assert.ok((await narration(w)).length > 0, 'the widget confirms the copy');
  const hrefPlay = await w.locator('.bao-actions > a').nth(0).getAttribute('href');
  assert.equal(hrefPlay, link, '"Open in play mode" is the share link');
  // Paste a broken position: a message, the board keeps the last good one.
  const input = w.locator('label.bao-position input');
  await input.fill('kiswahili:nonsense');
  await input.press('Enter');
  await input.blur();
  await w.locator('p.bao-error[role="alert"]').first().waitFor();
  const other = await open(link.replace(/^https?:\/\/[^/]+\//, ''));
  const ow = other.locator('div.bao-widget').first();
  assert.equal(await ow.locator('.bao-error').count(), 0);
  assert.equal(await seedsIn(ow, 'A1'), 6, 'the link opens the edited position');
  assertClean(assert, other);
  await other.close();
  assertClean(assert, page);
  await page.close();
});

test('edit: copying without clipboard permission fails politely', async () => {
  const page = await open('play.html#mode=edit&position=start');
  await browser.context.clearPermissions();
  const w = page.locator('div.bao-widget').first();
  await w.locator('.bao-actions > button').nth(0).click();
  await page.waitForTimeout(300); // let a rejected clipboard promise surface
  assertClean(assert, page);
  await page.close();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
});

test('exercise: wrong answers by rule, hints in stages, solve, progress kept, reset', async () => {
  const page = await open('course/kiswahili/16-namua-capture.html');
  // Exercise 1 of stage 16: South captures a7 (goal in the block).
  const w = page.locator('div.bao-widget[data-mode="exercise"][data-goal="capture a7"]').first();
  await w.scrollIntoViewIfNeeded();
  const id = await w.getAttribute('data-id');
  assert.ok(id, 'the exercise has an id');
  assert.match(await w.locator('.bao-goal').innerText(), /a7/);
  const [hint, retry] = [w.locator('.bao-actions > button').nth(0), w.locator('.bao-actions > button').nth(1)];
  // An empty pit: no move, explained by rule.
  await pit(w, 'A1').click();
  const f1 = await newFeedback(w);
  assert.match(f1, RULE, `wrong answer names a rule: "${f1}"`);
  // Another front pit: illegal (captures are compulsory) or another capture; either way the
  // feedback says what is wrong. (If it happens to solve the exercise, retry with the next.)
  let f2 = f1;
  let early = false; // solved by one of these clicks (no hint: the stars still to win then)
  let left = 3;
  for (const p of ['A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']) {
    left = [...await w.locator('.bao-stars').innerText()].filter((c) => c === '★').length;
    await pit(w, p).click();
    f2 = await newFeedback(w, f2).catch(() => f2);
    if (await w.locator('.bao-choice').count()) {
      await w.locator('.bao-choice').first().click();
      f2 = await newFeedback(w, f2).catch(() => f2);
    }
    if (await w.locator('.bao-feedback.bao-solved').count()) { early = true; await retry.click(); continue; }
    if (f2 !== f1) break;
  }
  assert.ok(f2 !== f1, 'a second wrong answer gets its own feedback');
  assert.ok(RULE.test(f2) || /\b[ABab]\d\b/.test(f2), `the feedback explains: "${f2}"`);
  await retry.click();
  // Hints in three steps: the idea (no pit marked), the pit (marked), the move with its direction.
  await hint.click();
  const idea = await newFeedback(w);
  assert.equal(await w.locator('.bao-app g.bao-pit.bao-marked').count(), 0, `the idea marks no pit: "${idea}"`);
  await hint.click();
  const h1 = await newFeedback(w, idea);
  const marked = await w.locator('.bao-app g.bao-pit.bao-marked').getAttribute('data-pit');
  assert.ok(h1.includes(marked), `hint 2 names the marked pit ${marked}: "${h1}"`);
  assert.doesNotMatch(h1, /[<>]/, 'hint 2 does not give the direction yet');
  await hint.click();
  const h2 = await newFeedback(w, h1);
  const mv = h2.match(new RegExp(`${marked}[<>]\\+?`));
  assert.ok(mv, `hint 3 gives the move: "${h2}"`);
  await pit(w, marked).click();
  if (await w.locator('.bao-choice').count()) {
    await w.locator('.bao-choice').filter({ hasText: `(${mv[0]})` }).click();
  }
  await w.locator('.bao-feedback.bao-solved').waitFor();
  const solvedText = await feedback(w);
  assert.match(solvedText, /★|star|1/i);
  // Kept, but "solved before" only on a later try or visit (issue 17): here when one of the
  // wrong-answer clicks above solved it and the test tried again.
  assert.equal(await w.locator('.bao-saved').count(), early ? 1 : 0, 'solved before: only from an earlier try');
  // Stars: 3, a star less per hint and per wrong try, at least 1; the best result is kept.
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `bao-kitabu:exercise:${id}`), early ? String(left) : '1', 'best stars saved');
  // Progress survives a reload.
  await page.reload();
  await widgetsMounted(page);
  const w2 = page.locator('div.bao-widget[data-mode="exercise"][data-goal="capture a7"]').first();
  await w2.locator('.bao-saved').waitFor();
  // Reset forgets it.
  await w2.locator('.bao-actions > button').nth(2).click();
  assert.equal(await w2.locator('.bao-saved').count(), 0);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `bao-kitabu:exercise:${id}`), null);
  await page.reload();
  await widgetsMounted(page);
  assert.equal(await page.locator('div.bao-widget[data-goal="capture a7"] .bao-saved').count(), 0);
  assertClean(assert, page);
  await page.close();
});

test('exercise: mark the legal pits, check', async () => {
  const page = await open('play.html#mode=exercise&position=start&goal=legal');
  const w = page.locator('div.bao-widget').first();
  const check = w.locator('.bao-actions > button').nth(0);
  // Only A7: incomplete (A5, A6 are legal too at the start? the widget says which are missing).
  await pit(w, 'A1').click();
  await check.click();
  const f = await newFeedback(w);
  assert.match(f, /A1/);
  assert.match(f, RULE, `an extra pit is explained by rule: "${f}"`);
  await pit(w, 'A1').click(); // unmark
  await pit(w, 'A6').click();
  await check.click();
  const f2 = await newFeedback(w, f);
  assert.match(f2, /A7|A5/, `missing pits named: "${f2}"`);
  assertClean(assert, page);
  await page.close();
});
