// What a first-time learner hit working through Part 1 of the course in the browser (issue 17,
// item 9, the widgets' side), each checked on the page: the capture narration names the kichwa
// by its side (not by the direction of sowing); an exercise click selects the pit and the reader
// always chooses the direction (by mouse and by keyboard), a forbidden one explained with its
// rule; pit names on exercise boards; the line under a `move` question; "You solved this
// exercise before" only on a later try; the Hint disabled after its last step (exercises and
// play), its last step shown again after a wrong answer and Try again; a refused move said in
// the feedback line under the board.
// Run: BAO_SITE=<built site> node --test tests/e2e/learner.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, assertClean, openMounted, lang } from './lib/site.mjs';
import { control, pit, narration, feedback, newFeedback, progress, solveWithHints } from './lib/widget.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const open = (p) => openMounted(browser.context, server.url + p);
const link = (fragment) => `play.html#${fragment}`;
const stars = async (w) => [...await w.locator('.bao-stars').innerText()].filter((c) => c === '★').length;

/** Every narration line of a step widget, one step at a time from the start. */
async function narrations(w) {
  await control(w, 'start').click();
  const [, count] = await progress(w);
  const out = [];
  for (let k = 0; k < count; k++) {
    await control(w, 'nextSeed').click();
    out.push(await narration(w));
  }
  return out;
}

test('the capture narration names the kichwa by its side, seen from the mover\'s seat, and the sowing by its direction', async () => {
  // Stage 5's demonstration, Bao la Kujifunza's first move A2>: the two seeds of a5 enter at
  // South's LEFT kichwa A1 and are sown to the right (the page said "the right kichwa A1").
  const expected = [
    ['', /they enter at South's left kichwa A1 and are sown to the right \(the move keeps its direction, K11\.2\)\./],
    [lang('sw').dir, /zinaingia kwenye kichwa cha kushoto cha Kusini A1 na kusambazwa kwenda kulia/],
  ];
  for (const [dir, re] of expected) {
    const page = await open(`${dir}course/kujifunza/05-capture.html`);
    const w = page.locator('div.bao-widget[data-mode="step"]').first();
    assert.equal(await w.getAttribute('data-moves'), 'A2>');
    const capture = (await narrations(w)).filter((t) => /\bA1\b/.test(t) && /\ba5\b/.test(t));
    assert.equal(capture.length, 1, `one capture line: ${capture}`);
    assert.match(capture[0], re);
    assertClean(assert, page);
    await page.close();
  }
  // North's a6> answers by capturing A1 from a8 (right end zone): his RIGHT kichwa a8, seen
  // from his seat, sown to his left.
  const page = await open(link('mode=step&position=start:kujifunza&moves=A2>%20a6>'));
  const lines = (await narrations(page.locator('div.bao-widget').first())).filter((t) => /^\d+\. \S+: Capture/.test(t));
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.match(lines[1], /^2\. a6>: Capture \(K11\): a8 takes 3 seeds from A1; they enter at North's right kichwa a8 and are sown to the left \(right end zone, K11\.1\)\.$/);
  assertClean(assert, page);
  await page.close();
});

// Bao la Kujifunza's start: captures are compulsory (K10), so only A2> starts at A2.
const CAPTURE_A5 = link('mode=exercise&position=start:kujifunza&goal=capture%20a5');

test('an exercise click selects the pit; the reader always chooses the direction, a forbidden one is explained and costs a star', async () => {
  const page = await open(CAPTURE_A5);
  const w = page.locator('div.bao-widget').first();
  assert.equal(await stars(w), 3);
  await pit(w, 'A2').click();
  assert.deepEqual(await w.locator('.bao-choice').allInnerTexts(), ['Sow to the left (A2<)', 'Sow to the right (A2>)'],
    'both directions, though the rules allow one: a click does not give the answer away');
  assert.equal(await feedback(w), 'A2: choose how to play');
  assert.equal(await w.locator('g.bao-pit.bao-marked').getAttribute('data-pit'), 'A2');
  assert.equal(await stars(w), 3, 'selecting a pit is free');
  assert.equal(await w.getAttribute('data-current'), 'kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:S', 'nothing played');
  // A second look: another pit, then Cancel.
  await pit(w, 'A3').click();
  assert.deepEqual(await w.locator('.bao-choice').allInnerTexts(), ['Sow to the left (A3<)', 'Sow to the right (A3>)']);
  await w.locator('.bao-cancel').click();
  assert.equal(await w.locator('.bao-choice').count(), 0);
  assert.equal(await w.locator('g.bao-pit.bao-marked').count(), 0);
  // The forbidden direction: explained with its rule, a wrong try (a star).
  await pit(w, 'A2').click();
  await w.locator('.bao-choice', { hasText: '(A2<)' }).click();
  assert.equal(await newFeedback(w, 'A2: choose how to play'), 'A2< is not legal: a capture is available, so you must capture (K10).');
  assert.equal(await stars(w), 2);
  // The opponent's pit or an empty one is a slip: said at once, no choice, free.
  await pit(w, 'a3').click();
  assert.equal(await feedback(w), 'No move starts at a3: a3 is not your pit (K3).');
  assert.equal(await w.locator('.bao-choice').count(), 0);
  assert.equal(await stars(w), 2);
  await pit(w, 'A2').click();
  await w.locator('.bao-choice', { hasText: '(A2>)' }).click();
  await w.locator('.bao-feedback.bao-solved').waitFor();
  assert.equal(await feedback(w), 'Well done! A2> solves it: 2 stars.');
  assertClean(assert, page);
  await page.close();
});

test('keyboard users get the same choice: Enter on a pit, then Tab to the directions', async () => {
  const page = await open(CAPTURE_A5);
  const w = page.locator('div.bao-widget').first();
  await pit(w, 'A2').focus();
  await page.keyboard.press('Enter');
  assert.equal(await w.locator('.bao-choice').count(), 2, 'Enter selects the pit and asks');
  assert.equal(await feedback(w), 'A2: choose how to play');
  const focused = () => page.evaluate(() => document.activeElement?.textContent.trim());
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Sow to the left (A2<)', 'the choice comes next in the tab order');
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'Sow to the right (A2>)');
  await page.keyboard.press('Enter');
  await w.locator('.bao-feedback.bao-solved').waitFor();
  assert.equal(await feedback(w), 'Well done! A2> solves it: 3 stars.');
  assertClean(assert, page);
  await page.close();
});

test('exercise boards show the pit names unless the author turns them off; a move goal says what is true', async () => {
  const page = await open('course/kujifunza/06-kichwa.html');
  const exercises = page.locator('div.bao-widget[data-mode="exercise"]');
  const n = await exercises.count();
  assert.ok(n >= 4, `${n} exercises`);
  for (let i = 0; i < n; i++) {
    const x = exercises.nth(i);
    assert.equal(await x.locator('.bao-app text.bao-pit-name').count(), 32, `exercise ${i + 1}: every pit named`);
    assert.equal(await x.locator('.bao-toggles > button').nth(1).getAttribute('aria-pressed'), 'true');
  }
  // Stage 6's "move" questions: the line under the board no longer says "Find the best move".
  const move = page.locator('div.bao-widget[data-mode="exercise"][data-goal^="move"]').first();
  assert.equal(await move.locator('.bao-goal').innerText(), 'Play the move the question asks for.');
  assertClean(assert, page);
  await page.close();
  const off = await open(link('mode=exercise&position=start:kujifunza&labels=false&goal=capture%20a5'));
  assert.equal(await off.locator('.bao-app text.bao-pit-name').count(), 0, 'labels=false');
  const view = await open(link('mode=view&position=start:kujifunza'));
  assert.equal(await view.locator('.bao-app text.bao-pit-name').count(), 0, 'other boards as before');
  for (const p of [off, view]) {
    assertClean(assert, p);
    await p.close();
  }
});

test('"You solved this exercise before" appears on a later try or visit, not for the try just solved', async () => {
  const page = await open('course/kujifunza/05-capture.html');
  const w = page.locator('div.bao-widget[data-mode="exercise"]').first();
  const id = await w.getAttribute('data-id');
  assert.equal(await w.locator('.bao-saved').count(), 0);
  await solveWithHints(w);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), `bao-kitabu:exercise:${id}`), '1', 'kept');
  assert.equal(await w.locator('.bao-saved').count(), 0, 'not "before": it was just solved');
  // Try again: now it was solved before.
  await w.locator('.bao-actions > button').nth(1).click();
  assert.match(await w.locator('.bao-saved').innerText(), /^You solved this exercise before\. ★$/);
  await page.reload();
  await page.locator('div.bao-widget[data-mode="exercise"] .bao-app').first().waitFor();
  assert.match(await page.locator('div.bao-widget[data-mode="exercise"]').first().locator('.bao-saved').innerText(), /before/);
  assertClean(assert, page);
  await page.close();
});

test('the Hint button is disabled after its last step, in exercises and in play mode', async () => {
  const page = await open(CAPTURE_A5);
  const w = page.locator('div.bao-widget').first();
  const hint = w.locator('.bao-actions > button').first();
  let last = '';
  for (let i = 0; i < 3; i++) {
    assert.equal(await hint.isDisabled(), false, `step ${i + 1} to come`);
    await hint.click();
    last = await newFeedback(w, last);
  }
  assert.equal(last, 'Hint: play A2>, sowing to the right.');
  assert.equal(await hint.isDisabled(), true, 'the last step was given');
  // A wrong answer, then Try again: the hint already given (paid for) is in view again, free.
  await pit(w, 'A2').click();
  await w.locator('.bao-choice', { hasText: '(A2<)' }).click();
  const wrong = await newFeedback(w, 'A2: choose how to play');
  const left = await stars(w);
  await w.locator('.bao-actions > button').nth(1).click();
  assert.equal(await newFeedback(w, wrong), last, 'the last hint again');
  assert.equal(await stars(w), left, 'free');
  assertClean(assert, page);
  await page.close();
  // A legal-moves exercise: the idea, then one pit at a time until every pit is marked.
  const legal = await open(link('mode=exercise&position=start&goal=legal'));
  const l = legal.locator('div.bao-widget').first();
  const lhint = l.locator('.bao-actions > button').nth(1);
  await lhint.click();
  await newFeedback(l);
  for (const p of ['A6', 'A7']) {
    assert.equal(await lhint.isDisabled(), false);
    await pit(l, p).click();
  }
  assert.equal(await lhint.isDisabled(), true, 'every pit marked: nothing more to hint');
  assertClean(assert, legal);
  await legal.close();
  // Play mode: one step, the best move and why; given for this position, it is not asked again.
  const play = await open(link('mode=play&position=start:kujifunza'));
  const p = play.locator('div.bao-widget').first();
  const phint = p.locator('.bao-hint');
  await phint.click();
  await play.waitForFunction((el) => /^Play \S+: /.test(el.querySelector('.bao-feedback')?.textContent || ''), await p.elementHandle(), { timeout: 20000 });
  assert.equal(await phint.isDisabled(), true, 'given for this position');
  const move = (await feedback(p)).match(/^Play (\S+):/)[1];
  await pit(p, move.replace(/[<>+]/g, '')).click();
  const choice = p.locator('.bao-choice', { hasText: `(${move})` });
  if (await choice.count()) await choice.click();
  await play.waitForFunction((el) => /:N$/.test(el.getAttribute('data-current')), await p.elementHandle());
  assert.equal(await phint.isDisabled(), false, 'a new position: the Hint again');
  assertClean(assert, play);
  await play.close();
});

test('in an exercise of several moves the second round is numbered on: the reader\'s move 3, not 1 again', async () => {
  // Stage 6's last exercise: capture in each of your next two moves.
  const page = await open('course/kujifunza/06-kichwa.html');
  const w = page.locator('div.bao-widget[data-goal="captures 2"]').first();
  const { feedback: said } = await solveWithHints(w);
  assert.match(said, /^Well done!/);
  // The last move played out: the reader's second capture is move 3 of the exercise.
  await page.waitForFunction((el) => /^\d+\. /.test(el.querySelector('.bao-narration')?.textContent || ''), await w.elementHandle());
  const line = await w.locator('.bao-narration').innerText();
  assert.match(line, /^[34]\. /, `round 2's moves are 3 and 4, not 1 and 2 again: ${line}`);
  assertClean(assert, page);
  await page.close();
});

test('a refused move in play mode is said in the feedback line under the board; the narration goes on narrating', async () => {
  const page = await open(link('mode=play&position=start:kujifunza&computer=1&computer-side=N'));
  const w = page.locator('div.bao-widget').first();
  const line = w.locator('.bao-feedback');
  assert.equal(await line.getAttribute('aria-live'), 'polite', 'a live region');
  await pit(w, 'a3').click();
  assert.equal(await feedback(w), 'No move starts at a3: a3 is not your pit (K3).');
  assert.equal(await narration(w), 'Start position. South to move.');
  // Right under the board and its status line, above the narration and the step controls.
  const [board, status, said, narr] = await Promise.all(['svg.bao-board', '.bao-status', '.bao-feedback', '.bao-narration']
    .map((s) => w.locator(s).first().boundingBox()));
  assert.ok(board.y + board.height <= status.y && status.y < said.y && said.y < narr.y, JSON.stringify({ board, status, said, narr }));
  // A choice to make is said there too; a move played clears the line.
  await pit(w, 'A3').click();
  assert.equal(await feedback(w), 'A3: choose how to play', 'a choice to make: the same line');
  await w.locator('.bao-choice', { hasText: '(A3>)' }).click();
  await page.waitForFunction((el) => el.getAttribute('data-current')?.endsWith(':S') && !/A3/.test(el.querySelector('.bao-feedback')?.textContent || ''), await w.elementHandle(), { timeout: 30000 });
  assertClean(assert, page);
  await page.close();
});
