// Issue 18: widgets are built when they are needed. A long chapter on a phone shows every
// board at once (the static diagram, named) and builds only the widgets near the screen; scrolling
// builds the rest; a link to a place in the chapter builds the widget there first; a keyboard
// reader who focuses a static board gets the live one in its place; a page loads the bundle of
// its modes only (bao_schema::Bundle); going back to a chapter (the back/forward cache) keeps
// the reader's boards as they were.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, widgetBuilt } from './lib/site.mjs';
import { press, progress } from './lib/widget.mjs';

const PHONE = { width: 412, height: 823 };
const LONG = 'course/kiswahili/test.html';

let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

/** Records, in the page, the order in which widgets are built (their index among all). */
async function recordBuilds(page) {
  await page.addInitScript(() => {
    window.baoBuilt = [];
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.attributeName === 'data-bao-mounted' && r.target.matches('div.bao-widget')) {
          window.baoBuilt.push([...document.querySelectorAll('div.bao-widget')].indexOf(r.target));
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-bao-mounted'] });
  });
}

/** Waits until nothing was built for `quiet` ms (the idle queue is empty). */
async function settled(page, quiet = 1200) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const n = await page.evaluate(() => window.baoBuilt.length);
    if (n === last) return n;
    last = n;
    await page.waitForTimeout(quiet);
  }
  return last;
}

const built = (page) => page.evaluate(() => [...document.querySelectorAll('div.bao-widget')].map((w) => w.classList.contains('bao-mounted')));

test('a long chapter builds only the widgets near the screen; scrolling builds the rest', async () => {
  const page = await newPage(browser.context, { viewport: PHONE });
  await recordBuilds(page);
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url().split('/').pop()); });
  await page.goto(server.url + LONG);
  await widgetBuilt(page.locator('div.bao-widget').first());
  await settled(page);
  const state = await built(page);
  assert.ok(state.length >= 10, `a long chapter: ${state.length} boards`);
  assert.ok(state[0], 'the first board, on the screen, is live');
  assert.ok(state.filter(Boolean).length <= 4, `only the boards near the screen are built: ${state}`);
  assert.equal(state[state.length - 1], false, 'the last board waits');
  // Every board is shown, live or static, and the static ones are named (screen readers).
  const last = page.locator('div.bao-widget:has(> svg.bao-diagram)').last();
  assert.ok(await last.locator('svg.bao-diagram').getAttribute('aria-label'), 'a static board has a name');
  // Built in page order, each once.
  const order = await page.evaluate(() => window.baoBuilt);
  assert.deepEqual(order, [...order].sort((a, b) => a - b));
  // Scrolling down builds the rest, each in its place.
  const count = state.length;
  for (let i = 0; i < count; i++) await widgetBuilt(page.locator('div.bao-widget').nth(i));
  assert.ok((await built(page)).every(Boolean));
  assert.equal(new Set(await page.evaluate(() => window.baoBuilt)).size, count, 'each built once');
  // The bundles of the page's modes (the builder's table), each once, and no other.
  const expected = await page.evaluate(() => [...new Set([...document.querySelectorAll('div.bao-widget')]
    .map((w) => `${window.BAO_BUNDLES.modes[w.getAttribute('data-mode')]}_bg.wasm`))].sort());
  assert.deepEqual([...wasm].sort(), expected);
  assert.ok(!wasm.includes('bao_app_play_bg.wasm'), 'no play board here: no play bundle');
  assertClean(assert, page);
});

/**
 * Stage 6 on a phone with the loader's slices run by hand, one step each (no time left after a
 * step), and its first exercise near the screen: the page, that widget, and `step()`, which runs
 * the next slice.
 */
async function steppedExercise() {
  const page = await newPage(browser.context, { viewport: PHONE });
  await page.addInitScript(() => {
    window.baoIdle = [];
    // The loader's slices are background tasks (idle callbacks where there are none).
    const later = (f) => { window.baoIdle.push(f); return Promise.resolve(); };
    if (window.scheduler) window.scheduler.postTask = later;
    window.requestIdleCallback = later;
  });
  await page.goto(server.url + 'course/kujifunza/06-kichwa.html');
  const w = page.locator('div.bao-widget[data-mode="exercise"]').first();
  await w.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const step = async () => {
    await page.evaluate(() => { const f = window.baoIdle.shift(); if (f) f({ didTimeout: false, timeRemaining: () => 0 }); });
    await page.waitForTimeout(20);
  };
  return { page, w, step };
}

test('a widget is built in parts, and shown only once whole', async () => {
  const { page, w, step } = await steppedExercise();
  // After each slice: what the widget's app holds, whether it is shown, and whether the reader
  // sees it (drawn under the static board until then: transparent, clipped, out of the
  // accessibility tree) or the static board.
  const look = () => w.evaluate((el) => {
    const app = el.querySelector('.bao-app');
    if (!app) return null;
    const seen = [app.querySelector('svg.bao-board g[data-pit]') ? 'board' : '',
      app.querySelector('.bao-toggles') ? 'toggles' : '', app.querySelector('.bao-actions') ? 'actions' : '']
      .filter(Boolean).join('+');
    const diagram = el.querySelector('svg.bao-diagram');
    const css = getComputedStyle(app);
    return {
      seen,
      shown: el.classList.contains('bao-mounted'),
      visible: app.checkVisibility({ opacityProperty: true }) && css.clipPath === 'none' && !app.hasAttribute('aria-hidden'),
      diagram: diagram.checkVisibility(),
      // What a tap on the middle of the live board's place reaches.
      tap: (() => {
        const live = app.querySelector('svg.bao-board');
        if (!live) return null;
        const r = live.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit?.closest('.bao-app') ? 'widget' : hit?.closest('svg.bao-diagram') ? 'static board' : 'other';
      })(),
    };
  });
  const states = [];
  for (let i = 0; i < 100; i++) {
    await step();
    const now = await look();
    if (now && JSON.stringify(now) !== JSON.stringify(states[states.length - 1])) states.push(now);
    if (now && now.shown) break;
  }
  // The board first, hidden (the static board in its place: a tap reaches it, which builds the
  // widget at once), then the rest, still hidden; then it is shown whole in a slice of its own
  // and the static board is hidden.
  assert.deepEqual(states, [
    { seen: 'board', shown: false, visible: false, diagram: true, tap: 'static board' },
    { seen: 'board+toggles+actions', shown: false, visible: false, diagram: true, tap: 'static board' },
    { seen: 'board+toggles+actions', shown: true, visible: true, diagram: false, tap: 'widget' },
  ]);
  assertClean(assert, page);
});

test('a board touched while its later parts wait is finished at once', async () => {
  const { page, w, step } = await steppedExercise();
  const state = () => w.evaluate((el) => [el.hasAttribute('data-bao-mounted'), el.classList.contains('bao-mounted')]);
  for (let i = 0; i < 100 && !(await state())[0]; i++) {
    await step();
  }
  assert.deepEqual(await state(), [true, false], 'its first part is built, the others wait');
  assert.ok(await w.locator('svg.bao-diagram').isVisible(), 'the static board is still shown');
  await w.locator('svg.bao-diagram').dispatchEvent('pointerdown');
  await page.waitForFunction((el) => el.classList.contains('bao-mounted'), await w.elementHandle(), { timeout: 2000 });
  assert.ok(await w.locator('.bao-app .bao-actions').isVisible(), 'shown whole, without another slice');
  assertClean(assert, page);
});

test('a link to a place in the chapter builds the widget there first', async () => {
  const page = await newPage(browser.context, { viewport: PHONE });
  await recordBuilds(page);
  // The last board of the chapter, and the heading just above it (if any) or the board's
  // own position in the page: the link points at the heading before the last exercise.
  const probe = await newPage(browser.context, { viewport: PHONE });
  await probe.goto(server.url + LONG);
  const target = await probe.evaluate(() => {
    const all = [...document.querySelectorAll('div.bao-widget')];
    const heads = [...document.querySelectorAll('main h2[id], main h3[id]')];
    // The last heading with a board after it.
    for (const h of heads.reverse()) {
      const i = all.findIndex((w) => h.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (i > 2) return { id: h.id, index: i };
    }
    return null;
  });
  await probe.close();
  assert.ok(target, 'the chapter has a heading above a board far down');
  await page.goto(`${server.url}${LONG}#${target.id}`);
  await widgetBuilt(page.locator('div.bao-widget').nth(target.index));
  const order = await page.evaluate(() => window.baoBuilt);
  assert.equal(order[0], target.index, `built first: ${order}`);
  assert.equal((await built(page))[0], false, 'the top of the chapter, off the screen, waits');
  assertClean(assert, page);
});

test('a keyboard reader focusing a static board gets the live widget in its place', async () => {
  const page = await newPage(browser.context, { viewport: PHONE });
  await page.goto(server.url + LONG);
  await widgetBuilt(page.locator('div.bao-widget').first());
  const last = page.locator('div.bao-widget:has(> svg.bao-diagram)').last();
  assert.equal(await last.evaluate((w) => w.classList.contains('bao-mounted')), false);
  const board = last.locator('svg.bao-diagram');
  assert.equal(await board.getAttribute('tabindex'), '0', 'the static board takes focus');
  await board.focus();
  await page.waitForFunction((w) => w.classList.contains('bao-mounted'), await last.elementHandle(), { timeout: 10000 });
  assert.ok(await last.evaluate((w) => w.querySelector('.bao-app').contains(document.activeElement)), 'focus moved into the widget');
  assert.equal(await board.isVisible(), false, 'the static board is replaced');
  assertClean(assert, page);
});

test('play widgets load their own bundle, only where there is one', async () => {
  const page = await newPage(browser.context, { viewport: PHONE });
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url().split('/').pop()); });
  await page.goto(server.url + 'computer.html');
  const w = await widgetBuilt(page.locator('div.bao-widget[data-mode="play"]').first());
  assert.ok(await w.locator('.bao-app svg.bao-board').isVisible());
  assert.ok(wasm.includes('bao_app_play_bg.wasm'), `${wasm}`);
  assertClean(assert, page);
});

test('going back to a chapter keeps its boards as the reader left them (back/forward cache)', async () => {
  const own = await launch({ backForwardCache: true });
  const page = await newPage(own.context, { viewport: PHONE });
  await page.goto(server.url + 'course/kujifunza/05-capture.html');
  const w = await widgetBuilt(page.locator('div.bao-widget[data-mode="step"]').first());
  const step = await press(w, 'nextMove');
  assert.ok(step > 0);
  await page.evaluate(() => window.scrollTo(0, 333));
  await page.evaluate(() => { window.baoStillHere = true; });
  await page.goto(server.url + 'index.html');
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('div.bao-widget'));
  assert.equal(await page.evaluate(() => window.baoStillHere === true), true, 'the page came back from the cache, not reloaded');
  assert.deepEqual(await progress(page.locator('div.bao-widget[data-mode="step"]').first()), [step, (await progress(w))[1]]);
  assert.equal(await page.evaluate(() => window.scrollY), 333, 'the reader\'s place');
  assertClean(assert, page);
  await own.close();
});
