// Browser test of the computer player's worker (app/worker.js and the bao-worker bundle in
// <site>/widgets/): it answers best, analyse and explain requests by id in headless Chromium,
// reports progress, keeps the page responsive while it searches, and a terminated worker is
// replaced by a new one (how the page cancels a search).
// Run: BAO_SITE=<built site> node --test tests/e2e/search-worker.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean } from './lib/site.mjs';

let server, browser, page;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
  page = await newPage(browser.context);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  // Any page of the site's origin: the book's first page (a browser asks a bare script URL for a
  // favicon the test site need not have).
  await page.goto(server.url + 'index.html');
  await page.evaluate(() => {
    window.makeWorker = () => new Worker(new URL('widgets/bao-worker.js', location.href), { type: 'module' });
    window.ask = (worker, request, progress = false) => new Promise((resolve) => {
      const id = Math.random();
      const lines = [];
      const listen = (e) => {
        if (e.data.id !== id) return;
        if (e.data.progress) lines.push(e.data.progress);
        if (e.data.reply !== undefined) {
          worker.removeEventListener('message', listen);
          resolve({ reply: e.data.reply, progress: lines });
        }
      };
      worker.addEventListener('message', listen);
      worker.postMessage({ id, request, progress });
    });
  });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('best, analyse and explain answer in the worker', async () => {
  const out = await page.evaluate(async () => {
    const w = makeWorker();
    const best = await ask(w, 'best start depth 5', true);
    const level = await ask(w, 'best start:kingulu level 2 seed 4');
    const analyse = await ask(w, 'analyse start depth 3');
    const explain = await ask(w, 'explain kiswahili:0,0,0,0,0,0,0,0/1,2,2,7,0,0,0,0/0,0,0,0,7,3,0,0/0,0,0,0,0,0,0,0:S:21,21:SN:- A6<');
    const bad = await ask(w, 'best kiswahili:1,2');
    w.terminate();
    return { best, level, analyse, explain, bad };
  });
  assert.match(out.best.reply, /^move A[1-8][<>]\nscore -?\d+\npv A[1-8][<>]( \S+)*\nproven [01]\ndepth 5\nnodes \d+\n$/);
  assert.equal(out.best.progress.length, 5);
  assert.match(out.best.progress[4], /^progress depth 5 nodes \d+ move \S+ score/);
  assert.match(out.level.reply, /^move A[1-6]\n/);
  assert.equal(out.analyse.reply.split('\n').filter((l) => l.startsWith('move ')).length, 4);
  assert.match(out.explain.reply, /^move A6<\nmover S\ncaptures \n/);
  assert.match(out.explain.reply, /\ntakasa 1\n/);
  assert.match(out.bad.reply, /^error position /);
  assertClean(assert, page);
});

test('the page stays responsive during a search, and terminate cancels it', async () => {
  const out = await page.evaluate(async () => {
    const w = makeWorker();
    await ask(w, 'best start depth 2'); // loaded
    // A long search: the page's own timer keeps ticking while it runs.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const long = ask(w, 'analyse start:kujifunza nodes 100000000');
    await new Promise((r) => setTimeout(r, 400));
    clearInterval(timer);
    // Cancel: terminate the worker; a new one answers at once.
    w.terminate();
    const fresh = makeWorker();
    const t = performance.now();
    const reply = await ask(fresh, 'best start:kimasai level 1');
    fresh.terminate();
    void long;
    return { ticks, reply: reply.reply, ms: performance.now() - t };
  });
  assert.ok(out.ticks >= 20, `the page's timer ran ${out.ticks} times in 400 ms`);
  assert.match(out.reply, /^move A2\n/);
  assertClean(assert, page);
});
