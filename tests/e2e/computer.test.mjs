// Browser test of the computer opponent, the Hint and the editor's analysis panel (issue 10):
// whole games against the computer in the page (Bao la Kujifunza and Bao Kingulu), the human's
// moves chosen among the legal ones by the native `bao` command and played by clicking pits,
// data-current checked after every move with `bao play`; the picker; undo cancelling a search;
// the Hint's sentence in two languages; the analysis panel listing every legal move; no main
// thread task over 50 ms while the computer thinks; a worker that cannot start.
// Run: BAO_SITE=<built site> node --test tests/e2e/computer.test.mjs
import { test, before, after as afterAll } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, openMounted } from './lib/site.mjs';
import { control, pit } from './lib/widget.mjs';
import { bao, legalMoves, after, toMove } from './lib/engine.mjs';

// ---- the native rules engine: lib/engine.mjs ---------------------------------------------
const pitOf = (mv) => mv.replace(/[<>+]/g, '');

let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
});
afterAll(async () => { await browser?.close(); await server?.close(); });

const open = (p) => openMounted(browser.context, server.url + p);

const current = (w) => w.getAttribute('data-current');
const status = async (w) => (await w.locator('.bao-feedback').innerText()).trim();

/** Waits (a little: effects run after the click) until data-current is `value`; asserts it. */
async function expectCurrent(w, value, what = 'data-current') {
  await w.page().waitForFunction(([el, v]) => el.getAttribute('data-current') === v, [await w.elementHandle(), value], { timeout: 5000 }).catch(() => {});
  assert.equal(await current(w), value, what);
}

/** Waits until the widget's data-current is not `old` (the computer moved, or a move was made). */
async function changed(w, old, timeout = 20000) {
  await w.page().waitForFunction(([el, o]) => el.getAttribute('data-current') !== o, [await w.elementHandle(), old], { timeout });
  return current(w);
}

/**
 * Plays a whole game as `human` against the board's computer: each turn a legal move (one of
 * the pit's only move when there is one: a click plays it), the animation skipped with "End";
 * every position checked against `bao play`. Returns the result line and the number of moves.
 */
async function playGame(w, human, seed) {
  let rnd = seed;
  const random = (n) => { rnd = (rnd * 1103515245 + 12345) % 2147483648; return rnd % n; };
  let plies = 0;
  for (let turn = 0; turn < 300; turn++) {
    if (await w.locator('.bao-result').count()) break;
    const pos = await current(w);
    if (toMove(pos) !== human) {
      // The computer's turn: it moves once the board is at rest.
      await control(w, 'end').click();
      const next = await changed(w, pos);
      assert.ok(legalMoves(pos).some((mv) => after(pos, mv) === next), `the computer played a legal move from ${pos}`);
      plies++;
      continue;
    }
    const moves = legalMoves(pos);
    const single = moves.filter((mv) => moves.filter((m) => pitOf(m) === pitOf(mv)).length === 1);
    const pool = single.length ? single : moves;
    const mv = pool[random(pool.length)];
    await pit(w, pitOf(mv)).click();
    if (!single.length) await w.locator('.bao-choice').first().click();
    const next = await changed(w, pos);
    if (single.length) assert.equal(next, after(pos, mv), `data-current after ${mv}`);
    else assert.ok(moves.some((m) => after(pos, m) === next), 'a legal choice was played');
    plies++;
  }
  const result = (await w.locator('.bao-result').innerText()).trim();
  return { result, plies };
}

test('a whole game of Bao la Kujifunza against the computer, in the chapter', async () => {
  const page = await open('computer.html');
  const w = page.locator('div.bao-widget').first();
  assert.equal(await current(w), 'kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:S');
  assert.equal(await w.locator('select.bao-computer-level').inputValue(), '1');
  assert.equal(await w.locator('select.bao-computer-side').inputValue(), 'N');
  // A click on the computer's pits while it is the reader's turn is refused with its rule; a
  // click while the computer is to move is refused too (tested in the Kingulu game below).
  const { result, plies } = await playGame(w, 'S', 7);
  assert.ok(plies >= 2, `${plies} moves`);
  assert.match(result, /^(You win!|The computer wins\.|A draw\.) (South|North) wins|^A draw/);
  // Play again: a new game from the start.
  await w.locator('.bao-play-again').click();
  await expectCurrent(w, 'kujifunza:2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2:S');
  assert.equal(await w.locator('.bao-moves li').count(), 0);
  assertClean(assert, page);
});

test('a whole game of Bao Kingulu against the computer, which plays first', async () => {
  const page = await open('play.html#mode=play&position=start:kingulu&computer=2&computer-side=S');
  const w = page.locator('div.bao-widget').first();
  // The computer (South) moves at once; the board is drawn from North's side.
  const first = await changed(w, 'kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-');
  assert.equal(toMove(first), 'N');
  assert.equal(await w.locator('.bao-toggles > button').nth(0).getAttribute('aria-pressed'), 'true');
  const { result } = await playGame(w, 'N', 3);
  assert.match(result, /(You win!|The computer wins\.|A draw\.)/);
  assertClean(assert, page);
});

test('the picker: choosing a level and a side starts the computer; undo cancels its search', async () => {
  const page = await open('play.html#mode=play&position=start');
  const w = page.locator('div.bao-widget').first();
  const start = await current(w);
  assert.equal(await w.locator('select.bao-computer-level').inputValue(), '0', 'two players by default');
  assert.ok(await w.locator('select.bao-computer-side').isDisabled());
  // The computer takes South, the side to move: it moves at once.
  await w.locator('select.bao-computer-level').selectOption('1');
  await w.locator('select.bao-computer-side').selectOption('S');
  const moved = await changed(w, start);
  assert.ok(legalMoves(start).some((mv) => after(start, mv) === moved));
  // Back to level 4, North: the reader plays, the master thinks; undo at once cancels it.
  await w.locator('select.bao-computer-level').selectOption('0');
  await w.locator('.bao-actions button').nth(2).click(); // Restart
  await w.locator('select.bao-computer-level').selectOption('4');
  await w.locator('select.bao-computer-side').selectOption('N');
  await expectCurrent(w, start);
  await pit(w, 'A7').click();
  await w.locator('.bao-choice').first().click(); // A7<
  await expectCurrent(w, after(start, 'A7<'));
  await page.waitForFunction((el) => /thinking/.test(el.querySelector('.bao-feedback')?.textContent || ''), await w.elementHandle());
  await w.locator('.bao-actions button').nth(0).click(); // Undo
  await expectCurrent(w, start);
  assert.equal(await status(w), '');
  // Nothing arrives later from the cancelled search.
  await page.waitForTimeout(3500);
  assert.equal(await current(w), start);
  assert.equal(await w.locator('.bao-moves li').count(), 0);
  assertClean(assert, page);
});

test('no main-thread task over 50 ms while the computer thinks at level 4', async () => {
  const page = await open('play.html#mode=play&position=start&computer=4&computer-side=N');
  const w = page.locator('div.bao-widget').first();
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask' });
  });
  const start = await current(w);
  await pit(w, 'A7').click();
  await w.locator('.bao-choice').first().click(); // A7<
  await expectCurrent(w, after(start, 'A7<'));
  // From the moment the reader's move is on the board: the computer thinks from then on. (The
  // click itself is the page's first use of the move code, which V8 compiles on its first call:
  // up to about 90 ms on this machine, a cost of the reader's input, not of the thinking.)
  const t0 = await page.evaluate(() => performance.now());
  await control(w, 'end').click();
  await changed(w, after(start, 'A7<'), 30000);
  const t1 = await page.evaluate(() => performance.now());
  const tasks = await page.evaluate(() => window.longTasks);
  const during = tasks.filter((t) => t.start >= t0 && t.start <= t1);
  console.log(`level 4 thought ${Math.round(t1 - t0)} ms; long tasks meanwhile: ${JSON.stringify(during)}`);
  assert.deepEqual(during, [], 'no long task while the computer thinks');
  assertClean(assert, page);
});

test('the Hint says the best move and why, in English and in Italian', async () => {
  for (const [prefix, re] of [['', /^Play (\S+): it /], ['it/', /^Gioca (\S+): /]]) {
    const page = await open(`${prefix}play.html#mode=play&position=start:kujifunza`);
    const w = page.locator('div.bao-widget').first();
    await w.locator('.bao-hint').click();
    await page.waitForFunction((el) => /[<>]/.test(el.querySelector('.bao-feedback')?.textContent || ''), await w.elementHandle(), { timeout: 20000 });
    const text = await status(w);
    const m = text.match(re);
    assert.ok(m, `hint: ${text}`);
    assert.ok(legalMoves(await current(w)).includes(m[1]), `${m[1]} is legal`);
    // The hinted pit is marked; a move played makes the hint go.
    assert.equal(await pit(w, pitOf(m[1])).getAttribute('class').then((c) => /bao-marked|mark/.test(c)), true);
    await pit(w, pitOf(m[1])).click();
    if (await w.locator('.bao-choice').count()) await w.locator('.bao-choice').first().click();
    assert.equal(await status(w), '');
    assertClean(assert, page);
  }
});

test('the editor analyses every legal move, and a main line steps on the board', async () => {
  const page = await open('teachers/editor.html');
  const editor = page.locator('div.bao-widget').first();
  await editor.locator('.bao-form select').first().selectOption('kujifunza');
  const pos = await current(editor);
  assert.match(pos, /^kujifunza:/);
  await editor.locator('.bao-analyse').click();
  const panel = page.locator('div.bao-analysis-place');
  await panel.locator('table.bao-analysis-table').waitFor({ timeout: 30000 });
  const moves = await panel.locator('.bao-analysis-move').allInnerTexts();
  assert.deepEqual([...moves].sort(), legalMoves(pos).sort(), 'every legal move, once');
  const scores = await panel.locator('.bao-analysis-score').allInnerTexts();
  assert.ok(scores.every((s) => /^([+-]?\d+\.\d\d|win in \d+ moves?|loss in \d+ moves?)$/.test(s)), scores.join(' | '));
  // The second move of the best line: the board shows the position after both moves.
  const line = panel.locator('tr').nth(1).locator('.bao-analysis-line button');
  const names = await line.allInnerTexts();
  assert.ok(names.length >= 1 && names[0] === moves[0]);
  const k = Math.min(2, names.length);
  await line.nth(k - 1).click();
  await expectCurrent(panel, after(pos, ...names.slice(0, k)), 'the panel\'s board');
  await panel.locator('.bao-analysis-close').click();
  assert.equal(await page.locator('div.bao-analysis-place').count(), 0);
  assertClean(assert, page);
});

test('data-current follows step and view modes too', async () => {
  const page = await open('play.html#mode=step&position=start&moves=A7%3C%20a5%3E');
  const w = page.locator('div.bao-widget').first();
  const start = bao('start', 'kiswahili').trim();
  assert.equal(await current(w), start);
  await control(w, 'end').click();
  await expectCurrent(w, after(start, 'A7<', 'a5>'));
  const view = await open('play.html#mode=view&position=start:kingulu');
  assert.equal(await current(view.locator('div.bao-widget').first()), 'kingulu:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0:-');
  assertClean(assert, page);
});

test('a worker that cannot start is said in the widget, and the board stays', async () => {
  const page = await newPage(browser.context);
  await page.route('**/bao-worker.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken");' }));
  await page.goto(server.url + 'play.html#mode=play&position=start:kingulu&computer=1&computer-side=S');
  await widgetsMounted(page);
  const w = page.locator('div.bao-widget').first();
  await page.waitForFunction((el) => /could not start/.test(el.querySelector('.bao-feedback')?.textContent || ''), await w.elementHandle(), { timeout: 10000 });
  assert.equal(await w.locator('g.bao-pit').count(), 12, 'the board is still there');
  // The page's own error for the broken worker script is the test's doing.
  page.problems = page.problems.filter((p) => !/broken/.test(p));
  assertClean(assert, page);
});
