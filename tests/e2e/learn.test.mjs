// Course v2's training features in the browser (issue 11): drills (10 positions of each kind in
// two languages, every answer checked against the native `bao` command), wrong-answer
// feedback (the move played out, the rule, the punishing reply, a star lost), three-step hints,
// the course map (stars, next stage, reset), saving and loading the progress file (a bad file
// too), a browser that cannot store, "my mistakes" (opt-in, solved there, removed) and a mixed
// test's score. The pages are made here, on the built site's widgets; the map reads the site's
// own course index, the score and the review a small index of their own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDir, launch, newPage, assertClean, widgetsMounted } from './lib/site.mjs';
import { solveWithHints, pit, feedback, newFeedback } from './lib/widget.mjs';
import { ensureBao, bao, legalMoves, trace, lastSeed } from './lib/engine.mjs';

// ---- the native rules engine: ./lib/engine.mjs -------------------------------------------

/** The drill's answer, from the engine: what to click. */
function answerOf(kind, pos, mv) {
  switch (kind) {
    case 'legal-moves': {
      const dirs = new Map();
      for (const m of legalMoves(pos)) {
        const [, p, d] = m.match(/^([ABab]\d+)([<>]?)/);
        dirs.set(p, new Set([...(dirs.get(p) || []), d]));
      }
      // Clicks per pit: 1 both directions (or the pit), 2 `<` only, 3 `>` only.
      return [...dirs].map(([p, ds]) => [p, ds.size === 2 || ds.has('') ? 1 : ds.has('<') ? 2 : 3]);
    }
    case 'last-seed': return lastSeed(trace(pos, mv));
    case 'capture-or-takasa': return trace(pos, mv).some((l) => /\bcapture \d+ from /.test(l));
    case 'kichwa': return trace(pos, mv).map((l) => l.match(/\bcapture \d+ from \S+ by \S+, enter at (\S+)/)).find(Boolean)[1];
  }
  throw new Error(kind);
}

// ---- pages ----------------------------------------------------------------------------------
const site = siteDir();
const index = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
const LOADER = '/' + (index.match(/src="([^"]*loader[^"]*\.js)"/) || [null, 'gen/loader.js'])[1];
// The builder's settings for the loader (the table of which bundle draws each mode).
const CONFIG = '/' + (index.match(/src="([^"]*bao-config[^"]*\.js)"/) || [null, 'gen/bao-config.js'])[1];
const CSS = [...index.matchAll(/href="([^"]*(?:widgets|learn)[^"]*\.css)"/g)].map((m) => '/' + m[1]);
const W = (attrs) => `<div class="bao-widget" ${attrs}></div>`;
/** A page of widgets; `root`: the book root it pretends to be at (its course.json is there). */
const PAGE = (body, { lang = 'en', root = '/learn/' } = {}) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">
${CSS.map((c) => `<link rel="stylesheet" href="${c}">`).join('')}
<script>var path_to_root = ${JSON.stringify(root)}; window.BAO_WIDGETS = "widgets/";</script></head><body><main>
${body}</main><script src="${CONFIG}"></script><script src="${LOADER}"></script></body></html>`;

// A small course index of our own for the review and the score (the format: bao_schema::course).
const FIXTURE = {
  version: 1,
  stages: [{
    title: 'E2E stage', path: 'e2e.html', section: 'Tests',
    exercises: [
      { id: 'e2e/review#1', lesson: 'mode=exercise&position=start&goal=move%20A7<' },
      { id: 'e2e/test#1', lesson: 'mode=exercise&position=start&goal=move%20A7<&test=e2e', test: 'e2e' },
      { id: 'e2e/test#2', lesson: 'mode=exercise&position=start&goal=move%20A6>&test=e2e', test: 'e2e' },
    ],
  }],
};

const pages = new Map();
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.ftl': 'text/plain; charset=utf-8' };
let server, base, browser;
before(async () => {
  ensureBao();
  server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (pages.has(url.pathname)) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
      return res.end(pages.get(url.pathname));
    }
    if (url.pathname === '/favicon.ico') { res.writeHead(204); return res.end(); }
    if (url.pathname === '/learn/course.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'] });
      return res.end(JSON.stringify(FIXTURE));
    }
    const rel = decodeURIComponent(url.pathname).replace(/^\/learn\//, '/');
    const file = path.join(site, path.normalize(rel));
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});
after(async () => { await browser?.close(); server?.close(); });

let pageNo = 0;
/** Opens a page made of `body` with an empty localStorage; waits for its widgets. */
async function open(body, opts = {}, setup) {
  const name = `/learn/p${pageNo++}.html`;
  pages.set(name, PAGE(body, opts));
  const p = await newPage(browser.context);
  await p.goto(base + '/learn/course.json');
  await p.evaluate(() => localStorage.clear());
  if (setup) await setup(p);
  await p.goto(base + name);
  await widgetsMounted(p);
  return p;
}

const numbers = (s) => (s.match(/\d+/g) || []).map(Number);
const storage = (p) => p.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

// ---- drills ---------------------------------------------------------------------------------
const KINDS = ['legal-moves', 'last-seed', 'capture-or-takasa', 'kichwa'];
for (const [lang, game] of [['en', 'kujifunza'], ['sw', 'kiswahili']]) {
  test(`${lang}: each drill kind, 10 positions answered as the engine says, then a miss`, async () => {
    const body = KINDS.map((k, i) => W(`data-mode="drill" data-drill="${k}" data-position="start:${game}" data-seed="${11 + i}"`)).join('\n');
    const p = await open(body, { lang });
    for (const [i, kind] of KINDS.entries()) {
      const w = p.locator('div.bao-widget').nth(i);
      await w.scrollIntoViewIfNeeded();
      const seen = new Set();
      for (let n = 0; n < 10; n++) {
        const pos = await w.getAttribute('data-current');
        const mv = await w.getAttribute('data-current-move');
        assert.ok(pos, `${kind}: data-current`);
        seen.add(pos);
        assert.ok(legalMoves(pos).length > 0, `${kind}: ${pos} has legal moves`);
        if (kind !== 'legal-moves') assert.ok(legalMoves(pos).includes(mv), `${kind}: ${mv} is legal in ${pos}`);
        const answer = answerOf(kind, pos, mv);
        if (kind === 'legal-moves') {
          for (const [p0, clicks] of answer) for (let c = 0; c < clicks; c++) await pit(w, p0).click();
          await w.locator('.bao-check').click();
        } else if (kind === 'capture-or-takasa') {
          await w.locator(answer ? '.bao-answer-capture' : '.bao-answer-takasa').click();
        } else {
          await pit(w, answer).click();
        }
        await w.locator('.bao-feedback.bao-solved').waitFor({ timeout: 5000 }).catch(async () => {
          throw new Error(`${kind} ${pos} ${mv}: answered ${JSON.stringify(answer)}, widget says "${await feedback(w)}"`);
        });
        assert.match(await feedback(w), /\((K|J|G)\d/, `${kind}: the rule is cited`);
        assert.equal(numbers(await w.locator('.bao-streak').innerText())[0], n + 1, 'the streak counts');
        await w.locator('.bao-next').click();
        await w.locator('.bao-feedback').waitFor({ state: 'hidden', timeout: 5000 });
      }
      assert.ok(seen.size >= 8, `${kind}: fresh positions (${seen.size} different)`);
      // A miss: the streak goes back to 0, the best stays, the answer is shown.
      const pos = await w.getAttribute('data-current');
      const mv = await w.getAttribute('data-current-move');
      const answer = answerOf(kind, pos, mv);
      if (kind === 'legal-moves') await w.locator('.bao-check').click();
      else if (kind === 'capture-or-takasa') await w.locator(answer ? '.bao-answer-takasa' : '.bao-answer-capture').click();
      else {
        const side = /:N(:|$)/.test(pos) ? 'a' : 'A';
        await pit(w, answer === `${side}1` ? `${side}8` : `${side}1`).click();
      }
      await w.locator('.bao-feedback.bao-missed').waitFor({ timeout: 5000 });
      assert.ok(await w.locator('.bao-drill-answer').isVisible(), 'the right answer is shown');
      assert.deepEqual(numbers(await w.locator('.bao-streak').innerText()), [0, 10]);
      assert.equal((await storage(p))[`bao-kitabu:drill:${kind}:${game}`], '10', 'the best streak is kept');
    }
    assertClean(assert, p);
    await p.close();
  });
}

// ---- exercises: feedback and hints ------------------------------------------------------------
const SAFE = 'kujifunza:3,10,4,6,1,5,3,9/2,5,0,3,2,0,4,0/0,0,0,0,0,0,1,0/2,1,0,1,0,0,2,0:S';

test('a wrong answer is played out with its rule and the punishing reply, and costs a star', async () => {
  // A losing move, by the engine: after it, North has a reply that wins.
  const losing = legalMoves(SAFE).find((m) => {
    const after = bao('play', SAFE, m).trim().split('\n')[0];
    return legalMoves(after).some((r) => /North wins/.test(bao('play', after, r)));
  });
  assert.ok(losing, 'the position has a losing move');
  const p = await open(W(`data-mode="exercise" data-position="${SAFE}" data-goal="safe" data-id="e2e/safe#1"`));
  const w = p.locator('div.bao-widget');
  assert.equal(await w.locator('.bao-stars').innerText(), '★★★');
  const from = losing.match(/^[ABab]\d+/)[0];
  await pit(w, from).click();
  const choice = w.locator('.bao-choice', { hasText: `(${losing})` });
  // Every text the feedback line shows, in order.
  await w.evaluate((el) => {
    const line = el.querySelector('.bao-feedback');
    el.baoSaid = [];
    new MutationObserver(() => el.baoSaid.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
  });
  if (await choice.count()) await choice.click();
  await newFeedback(w);
  // Once the move and the reply have been played out on the board, the reply is said.
  await p.waitForFunction((el) => /Then North replies/.test(el.querySelector('.bao-feedback')?.textContent || ''), await w.elementHandle(), { timeout: 10000 });
  const text = await feedback(w);
  const said = await w.evaluate((el) => el.baoSaid.filter((t) => t.trim()));
  assert.doesNotMatch(said[0], /Then North replies/, `his reply is not said before the board has played it: ${said}`);
  assert.match(text, new RegExp(`^${losing.replace(/[<>]/g, '\\$&')} .*\\((K\\d+[.\\d]*)\\)`), 'what the move did, with its rule');
  assert.match(text, /Then North replies \S+ and wins \(K(29|30)\)\./, 'the punishing reply');
  assert.equal(await w.locator('.bao-stars').innerText(), '★★☆', 'a star lost');
  // The move and the reply are played out on the board: North wins there.
  await p.waitForFunction((el) => /North has won|North wins/.test(el.querySelector('.bao-status')?.textContent || ''), await w.elementHandle(), { timeout: 10000 });
  assert.match(await w.locator('.bao-narration').innerText(), /^2\. /, 'the narration follows the reply');
  // A click brings the question back, without the wrong answer's words (no hint was given).
  await pit(w, 'A1').click();
  assert.match(await w.locator('.bao-status').innerText(), /^South to move/);
  assert.equal((await w.locator('.bao-feedback').innerText()).trim(), '', 'the words went with the board');
  assertClean(assert, p);
  await p.close();
});

test('hints come in three steps: the idea, the pit, the move; each costs a star', async () => {
  const p = await open(W('data-mode="exercise" data-position="start:kujifunza" data-goal="capture a5" data-id="e2e/hint#1"'));
  const w = p.locator('div.bao-widget');
  const hint = w.locator('.bao-actions > button').first();
  await hint.click();
  assert.equal(await newFeedback(w), 'Count: one of your pits with 2 seeds reaches A4, which faces a5.');
  assert.equal(await w.locator('g.bao-pit.bao-marked').count(), 0, 'the idea marks no pit');
  assert.equal(await w.locator('.bao-stars').innerText(), '★★☆');
  await hint.click();
  assert.equal(await newFeedback(w, 'Count: one of your pits with 2 seeds reaches A4, which faces a5.'), 'Hint: start from A2.');
  assert.equal(await w.locator('g.bao-pit.bao-marked').getAttribute('data-pit'), 'A2');
  assert.equal(await w.locator('.bao-stars').innerText(), '★☆☆');
  await hint.click();
  assert.equal(await newFeedback(w, 'Hint: start from A2.'), 'Hint: play A2>, sowing to the right.');
  await pit(w, 'A2').click();
  const choice = w.locator('.bao-choice', { hasText: '(A2>)' });
  if (await choice.count()) await choice.click();
  await w.locator('.bao-feedback.bao-solved').waitFor();
  assert.equal(await feedback(w), 'Well done! A2> solves it: 1 star.');
  assert.equal((await storage(p))['bao-kitabu:exercise:e2e/hint#1'], '1');
  assertClean(assert, p);
  await p.close();
});

// ---- the course map, the progress file, a browser that cannot store -------------------------------
const course = JSON.parse(fs.readFileSync(path.join(site, 'course.json'), 'utf8'));

test('the course map: stars, the next stage, reset a stage', async () => {
  assert.ok(course.stages.length >= 2 && course.stages.every((s) => s.exercises.length > 0), 'the site has a course index');
  const [s0, s1] = course.stages;
  const p = await open(W('data-mode="map"'), { root: '/' }, async (pg) => {
    await pg.addInitScript(([a, b]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const e of a.exercises) localStorage.setItem(`bao-kitabu:exercise:${e.id}`, '3');
      localStorage.setItem(`bao-kitabu:exercise:${b.exercises[0].id}`, '2');
    }, [s0, s1]);
  });
  const w = p.locator('div.bao-widget');
  await w.locator('.bao-stage').first().waitFor();
  assert.equal(await w.locator('.bao-stage').count(), course.stages.length);
  const possible = 3 * course.stages.reduce((n, s) => n + s.exercises.length, 0);
  // Only the numbered stages are counted (the tests are listed, not counted), as on the start page.
  const numbered = course.stages.filter((s) => s.number);
  assert.ok(numbered.length > 0 && s0.number, 'the course has numbered stages, the first of them first');
  assert.deepEqual(numbers(await w.locator('.bao-map-total').innerText()), [3 * s0.exercises.length + 2, possible, 1, numbered.length]);
  const first = w.locator('.bao-stage').first();
  assert.ok(await first.evaluate((e) => e.classList.contains('bao-done')), 'the first stage is done');
  assert.equal(await w.locator('.bao-map-next a').innerText(), s1.title);
  assert.equal(await w.locator('.bao-stage.bao-next a').innerText(), s1.title);
  assert.ok((await w.locator('.bao-map-next a').getAttribute('href')).endsWith('/' + s1.path));
  // Reset the first stage: two clicks.
  await first.locator('.bao-stage-reset').click();
  assert.ok(await first.locator('.bao-stage-reset.bao-confirm').isVisible(), 'asks before it resets');
  assert.ok(`bao-kitabu:exercise:${s0.exercises[0].id}` in await storage(p));
  await first.locator('.bao-stage-reset').click();
  await p.waitForFunction((t) => document.querySelector('.bao-map-next a')?.textContent === t, s0.title);
  const kept = await storage(p);
  assert.ok(s0.exercises.every((e) => !(`bao-kitabu:exercise:${e.id}` in kept)), 'the stage is forgotten');
  assert.equal(kept[`bao-kitabu:exercise:${s1.exercises[0].id}`], '2', 'the other stages are kept');
  assert.match(await w.locator('.bao-map-note').innerText(), new RegExp(`^Stage reset: ${s0.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assertClean(assert, p);
  await p.close();
});

test('one numbering: the stage numbers of the text are those of the sidebar, the map and the start page', () => {
  const numbered = course.stages.filter((s) => s.number);
  assert.deepEqual(numbered.map((s) => s.number), numbered.map((_, i) => i + 1), 'stages 1 to N, in the order of the book');
  // mdBook's sidebar: toc.html (no script) and toc-<hash>.js.
  const toc = fs.readdirSync(site).filter((f) => /^toc.*\.(js|html)$/.test(f)).map((f) => fs.readFileSync(path.join(site, f), 'utf8')).join('');
  assert.ok(toc.includes('chapter-item'), 'the sidebar is found');
  assert.ok(!toc.includes('<strong aria-hidden="true">'), "mdBook's own section numbers (3.1 ...) are not shown");
  for (const s of numbered) {
    assert.ok(s.title.startsWith(`${s.number}. `), `the map's title ${s.title}`);
    assert.ok(toc.includes(`>${s.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')}<`) || toc.includes(`>${s.title}<`), `the sidebar shows ${s.title}`);
    const html = fs.readFileSync(path.join(site, s.path), 'utf8');
    const h1 = html.match(/<h1 id="[^"]*">(?:<a[^>]*>)?([^<]*)/);
    assert.ok(h1 && h1[1].startsWith(`${s.number}. `), `the page's heading says stage ${s.number}: ${h1 && h1[1]}`);
  }
  const start = fs.readFileSync(path.join(site, 'course', 'index.html'), 'utf8');
  assert.match(start, new RegExp(`The course has ${numbered.length} stages`), 'the start page counts the same stages as the map');
});

test('progress saved to a file and loaded back; a bad file changes nothing', async () => {
  const ids = course.stages.flatMap((s) => s.exercises.map((e) => e.id));
  const p = await open(W('data-mode="map"'), { root: '/' });
  const w = p.locator('div.bao-widget');
  await w.locator('.bao-stage').first().waitFor();
  await p.evaluate(([a, b]) => {
    localStorage.clear();
    localStorage.setItem(`bao-kitabu:exercise:${a}`, '3');
    localStorage.setItem(`bao-kitabu:exercise:${b}`, '1');
    localStorage.setItem('bao-kitabu:drill:kichwa:kujifunza', '12');
  }, [ids[0], ids[1]]);
  const [download] = await Promise.all([p.waitForEvent('download'), w.locator('.bao-export').click()]);
  assert.match(download.suggestedFilename(), /^bao-kitabu-progress-\d{4}-\d\d-\d\d\.json$/);
  const file = path.join(os.tmpdir(), `bao-progress-${process.pid}.json`);
  await download.saveAs(file);
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.deepEqual(saved.stars, { [ids[0]]: 3, [ids[1]]: 1 });
  assert.deepEqual(saved.drills, { 'kichwa:kujifunza': 12 });
  // Another browser: empty, then the file loaded.
  await p.evaluate(() => localStorage.clear());
  const input = w.locator('input[type="file"]');
  await input.setInputFiles(file);
  await p.waitForFunction(() => /^Progress loaded/.test(document.querySelector('.bao-map-note')?.textContent || ''));
  let kept = await storage(p);
  assert.equal(kept[`bao-kitabu:exercise:${ids[0]}`], '3');
  assert.equal(kept['bao-kitabu:drill:kichwa:kujifunza'], '12');
  assert.equal(numbers(await w.locator('.bao-map-total').innerText())[0], 4, 'the map shows the loaded stars');
  // Bad files: a clear error, nothing lost, nothing changed.
  for (const [text, says] of [
    ['{"stars": {', /not JSON/],
    ['{"stars": {"x": 3}}', /not a Bao Kitabu progress file/],
    ['{"bao-kitabu-progress": 1, "stars": {"x": 7}}', /damaged \(stars\)/],
    ['{"bao-kitabu-progress": 9}', /newer version/],
  ]) {
    await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await p.waitForFunction((re) => new RegExp(re).test(document.querySelector('.bao-map-note')?.textContent || ''), says.source);
    assert.match(await w.locator('.bao-map-note').innerText(), /Nothing was changed\.$/);
    assert.deepEqual(await storage(p), kept);
  }
  fs.rmSync(file, { force: true });
  assertClean(assert, p);
  await p.close();
});

test('a browser that cannot store: the page says so, and everything still works', async () => {
  for (const [what, script] of [
    ['no localStorage', () => Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } })],
    ['storage full', () => { Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; }],
  ]) {
    const p = await open(
      W('data-mode="exercise" data-position="start:kujifunza" data-goal="capture a5" data-id="e2e/nostore#1"') + W('data-mode="map"'),
      { root: '/' }, (pg) => pg.addInitScript(script));
    const warning = p.locator('.bao-storage-warning');
    await warning.waitFor({ timeout: 5000 });
    assert.equal(await warning.count(), 1, `${what}: said once`);
    assert.match(await warning.innerText(), /cannot keep your progress/);
    const x = p.locator('div.bao-widget').first();
    await solveWithHints(x);
    assert.ok(await x.locator('.bao-feedback.bao-solved').isVisible(), `${what}: the exercise works`);
    await p.locator('.bao-map-total').waitFor();
    assertClean(assert, p);
    await p.close();
  }
});

// ---- my mistakes and a test's score (the page's own course index) ------------------------------
test('my mistakes: off until the reader opts in; solved there, an exercise leaves the list', async () => {
  const exercise = W('data-mode="exercise" data-position="start" data-goal="move A7&lt;" data-id="e2e/review#1"');
  const p = await open(exercise + W('data-mode="review"'));
  const [x, r] = [p.locator('div.bao-widget').nth(0), p.locator('div.bao-widget').nth(1)];
  const wrong = async () => {
    await pit(x, 'A6').click();
    await x.locator('.bao-choice', { hasText: '(A6<)' }).click();
    await p.waitForFunction((el) => /^A6< /.test(el.querySelector('.bao-feedback')?.textContent || ''), await x.elementHandle());
    await pit(x, 'A1').click(); // back to the question
  };
  await wrong();
  assert.equal((await storage(p))['bao-kitabu:mistakes'], undefined, 'nothing collected before opting in');
  await r.locator('.bao-review-on').click();
  await r.locator('.bao-review-off').waitFor();
  await wrong();
  assert.equal((await storage(p))['bao-kitabu:mistakes'], 'e2e/review#1');
  await p.reload();
  const item = p.locator('.bao-review-item[data-id="e2e/review#1"]');
  await item.locator('div.bao-widget .bao-app').waitFor();
  assert.equal(await item.locator('.bao-review-from a').innerText(), 'E2E stage');
  assert.ok((await item.locator('.bao-review-from a').getAttribute('href')).endsWith('/learn/e2e.html'));
  assert.match(await p.locator('.bao-review-count').innerText(), /^1 exercise to review/);
  assert.equal(await item.locator('.bao-review-done').isVisible(), false);
  await solveWithHints(item.locator('div.bao-widget'));
  await item.locator('.bao-review-done').waitFor();
  assert.equal((await storage(p))['bao-kitabu:mistakes'], '', 'removed from the list');
  assert.match(await p.locator('.bao-review-count').innerText(), /^No exercise to review/);
  // Switching off clears the list.
  await p.locator('.bao-review-off').click();
  await p.locator('.bao-review-on').waitFor();
  assert.equal((await storage(p))['bao-kitabu:review'], undefined);
  assertClean(assert, p);
  await p.close();
});

test("a mixed test's score: questions solved at the first try", async () => {
  const q = (n, goal) => W(`data-mode="exercise" data-position="start" data-goal="${goal}" data-test="e2e" data-id="e2e/test#${n}"`);
  const p = await open(q(1, 'move A7&lt;') + q(2, 'move A6&gt;') + W('data-mode="score" data-test="e2e"'));
  const [q1, q2, score] = [0, 1, 2].map((i) => p.locator('div.bao-widget').nth(i));
  const line = () => score.locator('.bao-score-line').innerText();
  await p.waitForFunction(() => /\d/.test(document.querySelector('.bao-score-line')?.textContent || ''));
  assert.deepEqual(numbers(await line()), [0, 2, 0, 2]);
  const play = async (w, from, move) => {
    await pit(w, from).click();
    await w.locator('.bao-choice', { hasText: `(${move})` }).click();
  };
  await play(q1, 'A7', 'A7<');
  await q1.locator('.bao-feedback.bao-solved').waitFor();
  await p.waitForFunction(() => /^Your score: 1 /.test(document.querySelector('.bao-score-line')?.textContent || ''));
  await play(q2, 'A7', 'A7<'); // wrong first
  await pit(q2, 'A1').click();
  await play(q2, 'A6', 'A6>');
  await q2.locator('.bao-feedback.bao-solved').waitFor();
  await p.waitForFunction(() => /\(2 of 2 tried\)/.test(document.querySelector('.bao-score-line')?.textContent || ''));
  assert.deepEqual(numbers(await line()), [1, 2, 2, 2], 'a question answered wrongly first does not count');
  await score.locator('.bao-score-reset').click();
  await p.waitForFunction(() => /\(0 of 2 tried\)/.test(document.querySelector('.bao-score-line')?.textContent || ''));
  assert.equal((await storage(p))['bao-kitabu:exercise:e2e/test#1'], '3', 'the stars stay');
  assertClean(assert, p);
  await p.close();
});

// ---- which bundle a page loads -------------------------------------------------------------------
test('training pages load the training bundle alone; a page with other boards too loads both', async () => {
  const wasm = (p) => p.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => e.name.match(/(bao_app\w*)_bg\.wasm/)).filter(Boolean).map((m) => m[1]).sort());
  const drills = await open(W('data-mode="drill" data-drill="kichwa" data-seed="1"') + W('data-mode="map"'));
  assert.deepEqual(await wasm(drills), ['bao_app_train']);
  assertClean(assert, drills);
  await drills.close();
  // An exercise is the book bundle's (bao_schema::Bundle: one bundle per mode).
  const both = await open(W('data-mode="drill" data-drill="kichwa" data-seed="1"') + W('data-mode="exercise" data-goal="legal" data-id="e2e/b#1"'));
  assert.deepEqual(await wasm(both), ['bao_app', 'bao_app_train']);
  assertClean(assert, both);
  await both.close();
  const mixed = await open(W('data-mode="step" data-moves="A7&lt;"') + W('data-mode="map"'));
  await mixed.locator('.bao-map-total, .bao-error').first().waitFor();
  assert.deepEqual(await wasm(mixed), ['bao_app', 'bao_app_train']);
  assert.equal(await mixed.locator('.bao-controls').count(), 1, 'the step board is the book bundle\'s');
  assertClean(assert, mixed);
  await mixed.close();
});
