// Measures, in headless Chromium, the time from navigation start until the first widget is
// interactive (its first pit exists), for a page with 1 widget and one with 20, and how
// responsive a page stays while a long relay (185 laps) is animated. Not a test: prints numbers.
// Usage: node app/bench/measure.mjs <site dir with widgets/, loader.js, widgets.css>
// (needs playwright-core; Chromium at /usr/bin/chromium).
import { chromium } from 'playwright-core';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const site = path.resolve(process.argv[2] || 'site');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
const RELAY = 'kiswahili:5,2,3,2,1,2,5,4/0,9,11,1,9,0,3,1/0,0,1,0,0,0,0,0/1,0,0,1,1,1,0,1:N:0,0:-:-';
const page = n => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/widgets.css">
<script>var path_to_root = "/"; window.BAO_WIDGETS = "widgets/";</script></head><body>` +
  Array.from({ length: n }, (_, i) => `<div class="bao-widget" data-mode="${['view', 'step', 'play', 'exercise'][i % 4]}"
   data-moves="${i % 4 === 1 ? 'A7&lt; a5&gt;' : ''}" data-goal="legal" data-id="m${i}"></div>`).join('\n') +
  `<script src="/loader.js"></script></body></html>`;
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname.startsWith('/page')) {
    const n = +url.searchParams.get('n');
    const body = n > 0 ? page(n) : page(0).replace('<script src', `<div class="bao-widget" data-mode="step" data-position="${RELAY}" data-moves="a4&lt;"></div><script src`);
    res.writeHead(200, { 'content-type': 'text/html' }); return res.end(body);
  }
  const file = path.join(site, path.normalize(url.pathname));
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); return res.end(); }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' }); res.end(data);
  });
});
await new Promise(r => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

async function ready(n) {
  const times = [];
  for (let run = 0; run < 5; run++) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(`${base}/page?n=${n}`);
    await p.waitForFunction(k => document.querySelectorAll('.bao-app').length === k && document.querySelector('.bao-pit'), n);
    times.push(await p.evaluate(() => performance.now()));
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  return times[2];
}
const one = await ready(1);
const twenty = await ready(20);
console.log(`1 widget interactive after ${one.toFixed(0)} ms (median of 5)`);
console.log(`20 widgets interactive after ${twenty.toFixed(0)} ms: ${(twenty / one).toFixed(2)}x`);

const p = await browser.newPage();
await p.goto(`${base}/page?n=0`);
await p.waitForSelector('.bao-pit');
await p.locator('select').selectOption('4');
await p.getByRole('button', { name: 'Play', exact: true }).click();
const lat = [];
for (let i = 0; i < 20; i++) {
  const t = Date.now();
  await p.evaluate(() => new Promise(r => requestAnimationFrame(() => r())));
  lat.push(Date.now() - t);
  await p.waitForTimeout(100);
}
console.log(`long relay playing: ${await p.locator('.bao-progress').innerText()}; frame latency max ${Math.max(...lat)} ms, median ${lat.sort((a, b) => a - b)[10]} ms`);
await browser.close();
server.close();
