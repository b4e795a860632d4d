#!/usr/bin/env node
// Measures the widget targets of issue 4 in Debian's headless Chromium (a measurement, not a
// test: it prints a table and never fails on a number):
//   - time from navigation start to the first interactive widget (median of 5, cold cache);
//   - a page with 20 widgets against a page with 1 (test pages made in a temp copy of the site);
//   - a step animation of a long relay: long tasks and the worst main-thread delay while it
//     plays, and the time of a jump to its end;
//   - the bundle size (wasm + JS glue + loader), gzipped.
// Usage: node tests/measure-widgets.mjs [site folder]   (default $BAO_SITE or site/)
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { siteDir, serve, launch } from './e2e/lib/site.mjs';

const RUNS = 5;
// A mtaji position (North's front row empty, so South never captures) in which South's A4>
// relays 329 times (330 laps) before it ends (found with `bao trace`; see tests/README.md).
const LONG = {
  position: process.env.BAO_LONG_POSITION || 'kiswahili:1,2,0,1,0,0,0,2/0,0,0,0,0,0,0,0/5,2,3,4,0,1,4,6/6,1,2,5,4,5,6,4:S:0,0:-:-',
  move: process.env.BAO_LONG_MOVE || 'A4>',
};

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
const fmt = (ms) => `${ms.toFixed(0)} ms`;

/** Copies the site and adds course/bench-1.html and course/bench-20.html from the lesson page. */
async function makeBenchSite(src) {
  const dst = await fsp.mkdtemp(path.join(os.tmpdir(), 'bao-measure-site-'));
  await fsp.cp(src, dst, { recursive: true });
  const lesson = path.join(dst, 'course', '08-namua-capture.html');
  const html = await fsp.readFile(lesson, 'utf8');
  const widgets = html.match(/<div class="bao-widget"[\s\S]*?<\/svg>\s*<\/div>/g) || [];
  if (widgets.length < 3) throw new Error('no widgets found in the lesson page');
  const main = html.match(/<main>[\s\S]*<\/main>/);
  if (!main) throw new Error('no <main> in the lesson page');
  const page = (n) => {
    const body = Array.from({ length: n }, (_, i) => `<h2>Board ${i + 1}</h2>\n${widgets[i % widgets.length]}`).join('\n');
    return html.replace(main[0], `<main>\n${body}\n</main>`);
  };
  await fsp.writeFile(path.join(dst, 'course', 'bench-1.html'), page(1));
  await fsp.writeFile(path.join(dst, 'course', 'bench-20.html'), page(20));
  const long = `<div class="bao-widget" data-mode="step" data-position="${LONG.position}" data-moves="${LONG.move}" data-flip="false" data-labels="false" data-goal="" data-id="bench#long"></div>`;
  await fsp.writeFile(path.join(dst, 'course', 'bench-long.html'), html.replace(main[0], `<main>\n${long}\n</main>`));
  return dst;
}

/** Milliseconds from navigation start until `n` widgets have their live board with pits. */
async function timeToInteractive(context, url, n) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript((want) => {
    const check = () => {
      const ready = document.querySelectorAll('div.bao-widget .bao-app svg.bao-board g.bao-pit').length;
      const apps = document.querySelectorAll('div.bao-widget .bao-app').length;
      // Widgets are built when they come near the screen (app/loader.js): the ones within the
      // first screen and a half are the ones a reader can reach at once.
      const near = [...document.querySelectorAll('div.bao-widget')]
        .filter((w) => w.getBoundingClientRect().top < window.innerHeight * 1.5).length;
      if (apps >= Math.min(want, near) && ready > 0 && window.__baoReady === undefined) {
        // Interactive: every such widget's board has pits with their handlers attached.
        window.__baoReady = performance.now();
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, n);
  await page.goto(url);
  await page.waitForFunction(() => window.__baoReady !== undefined, null, { timeout: 30000 });
  const t = await page.evaluate(() => window.__baoReady);
  await page.close();
  if (errors.length) throw new Error(errors.join('; '));
  return t;
}

/** Plays the long relay at 4x (and jumps to its end); reports long tasks and event-loop lag. */
async function longRelay(context, url) {
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url);
  await page.waitForSelector('.bao-app .bao-controls');
  const info = await page.evaluate(async () => {
    const app = document.querySelector('.bao-app');
    const count = () => (app.querySelector('.bao-progress').textContent.match(/\d+/g) || []).map(Number);
    const buttons = app.querySelectorAll('.bao-controls > button');
    const speed = app.querySelector('.bao-speed select');
    speed.value = '4'; speed.dispatchEvent(new Event('change', { bubbles: true }));
    window.__long = [];
    // Probe the main thread every 10 ms while the animation plays for 4 s.
    let worst = 0, last = performance.now();
    const probe = setInterval(() => { const t = performance.now(); worst = Math.max(worst, t - last - 10); last = t; }, 10);
    buttons[4].click();
    await new Promise((r) => setTimeout(r, 4000));
    buttons[4].click();
    clearInterval(probe);
    const played = count()[0];
    const playLong = [...window.__long];
    // Jumps: to the end, back to the start, lap by lap forward 50 times.
    const t0 = performance.now(); buttons[8].click(); await new Promise(requestAnimationFrame); const endMs = performance.now() - t0;
    const t1 = performance.now(); buttons[0].click(); await new Promise(requestAnimationFrame); const startMs = performance.now() - t1;
    const t2 = performance.now();
    for (let i = 0; i < 50; i++) { buttons[6].click(); await new Promise(requestAnimationFrame); }
    const lapMs = (performance.now() - t2) / 50;
    return { events: count()[1], played, worst, playLong, endMs, startMs, lapMs, allLong: [...window.__long] };
  });
  await page.close();
  return info;
}

async function bundleSize(site) {
  const dir = path.join(site, 'widgets');
  const rows = [];
  // The book's bundle, which most chapters load (the others: app/size.sh).
  for (const f of fs.readdirSync(dir)) {
    if (!/^bao_app(_bg)?\.(wasm|js)$/.test(f)) continue;
    const buf = fs.readFileSync(path.join(dir, f));
    rows.push([f, buf.length, zlib.gzipSync(buf, { level: 9 }).length]);
  }
  return rows;
}

const src = path.resolve(process.argv[2] || siteDir());
const bench = await makeBenchSite(src);
const server = await serve(bench);
const browser = await launch();
try {
  const ctx = browser.context;
  const first = [], one = [], twenty = [];
  for (let i = 0; i < RUNS; i++) {
    first.push(await timeToInteractive(ctx, server.url + 'course/kiswahili/16-namua-capture.html', 1));
    one.push(await timeToInteractive(ctx, server.url + 'course/bench-1.html', 1));
    twenty.push(await timeToInteractive(ctx, server.url + 'course/bench-20.html', 20));
  }
  const relay = await longRelay(ctx, server.url + 'course/bench-long.html');
  const sizes = await bundleSize(src);
  const gz = sizes.reduce((a, r) => a + r[2], 0);
  const raw = sizes.reduce((a, r) => a + r[1], 0);
  const rows = [
    ['first widget interactive (lesson 8, cold, median of 5)', fmt(median(first)), '< 1000 ms'],
    ['page with 1 widget (median of 5)', fmt(median(one)), ''],
    ['page with 20 widgets (median of 5)', fmt(median(twenty)), ''],
    ['20 widgets / 1 widget', (median(twenty) / median(one)).toFixed(2) + 'x', '<= 3x'],
    [`long relay ${LONG.move}: events in the timeline`, String(relay.events), 'hundreds of laps'],
    ['  playing 4 s at 4x: steps shown', String(relay.played), ''],
    ['  long tasks (>50 ms) while playing', `${relay.playLong.length}${relay.playLong.length ? ' (max ' + fmt(Math.max(...relay.playLong)) + ')' : ''}`, '0'],
    ['  worst main-thread delay while playing', fmt(relay.worst), '< 50 ms'],
    ['  jump to end / to start', `${fmt(relay.endMs)} / ${fmt(relay.startMs)}`, ''],
    ['  next lap (mean of 50)', fmt(relay.lapMs), ''],
    ['bundle gzipped (' + sizes.map((r) => r[0]).join(' + ') + ')', `${gz} bytes (raw ${(raw / 1024).toFixed(0)} KB)`, '<= 200,000 bytes'],
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log(`${'measure'.padEnd(w0)}  ${'value'.padEnd(w1)}  target`);
  for (const [a, b, c] of rows) console.log(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
  console.log(`runs (ms): first ${first.map((x) => x.toFixed(0)).join(' ')} | 1 widget ${one.map((x) => x.toFixed(0)).join(' ')} | 20 widgets ${twenty.map((x) => x.toFixed(0)).join(' ')}`);
} finally {
  await browser.close();
  await server.close();
  await fsp.rm(bench, { recursive: true, force: true });
}
