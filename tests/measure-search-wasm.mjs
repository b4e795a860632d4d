#!/usr/bin/env node
// Measures the computer player's speed in Debian's headless Chromium against the native build
// (a measurement, not a test: it prints a table and never fails on a number):
//   - nodes per second of `best start:<game> nodes N` in the worker (app/worker.js, the
//     bao-worker bundle the book builder writes to <site>/widgets/), median of RUNS searches
//     after one warm-up, timed in the worker's page;
//   - the same position and budget natively: `cargo bench -p rules-core --bench search`
//     (same table size, 16 MB; nodes counted the same way, see rules-core/benches/search.rs);
//   - the worker bundle's size, gzipped.
// Usage: node tests/measure-search-wasm.mjs [site folder]   (default $BAO_SITE or site/)
//        NODES=2000000 RUNS=5 GAMES=kiswahili,kujifunza node tests/measure-search-wasm.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { repoRoot, serve, launch } from './e2e/lib/site.mjs';

const NODES = Number(process.env.NODES || 2000000);
const RUNS = Number(process.env.RUNS || 5);
const GAMES = (process.env.GAMES || 'kiswahili,kujifunza,kimasai,kingulu').split(',');
const site = path.resolve(repoRoot, process.argv[2] || process.env.BAO_SITE || 'site');
const widgets = path.join(site, 'widgets');
for (const f of ['bao-worker.js', 'bao_worker.js', 'bao_worker_bg.wasm']) {
  if (!fs.existsSync(path.join(widgets, f))) {
    throw new Error(`no ${f} in ${widgets}: build the site first (cargo run --release -p bao-book -- build --out ${site})`);
  }
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

async function wasmRates() {
  const server = await serve(site);
  const browser = await launch();
  try {
    const page = await browser.context.newPage();
    // Any page of the site's origin will do: the worker script's own URL.
    await page.goto(server.url + 'widgets/bao-worker.js');
    return await page.evaluate(async ({ games, nodes, runs }) => {
      const worker = new Worker(new URL('bao-worker.js', location.href), { type: 'module' });
      let next = 0;
      const ask = (request) => new Promise((resolve) => {
        const id = ++next;
        const listen = (e) => {
          if (e.data.id === id && e.data.reply !== undefined) {
            worker.removeEventListener('message', listen);
            resolve(e.data.reply);
          }
        };
        worker.addEventListener('message', listen);
        worker.postMessage({ id, request });
      });
      const out = {};
      for (const game of games) {
        const request = `best start:${game} nodes ${nodes}`;
        await ask(request); // warm-up (and the module's compilation)
        const rates = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          const reply = await ask(request);
          const ms = performance.now() - t;
          const n = Number((reply.match(/^nodes (\d+)$/m) || [])[1]);
          if (!n) throw new Error(reply);
          rates.push(n / (ms / 1000));
        }
        out[game] = rates;
      }
      worker.terminate();
      return out;
    }, { games: GAMES, nodes: NODES, runs: RUNS });
  } finally {
    await browser.close();
    await server.close();
  }
}

function nativeRates() {
  const out = execFileSync('cargo', ['bench', '-q', '-p', 'rules-core', '--bench', 'search', '--',
    '--nodes', String(NODES), '--seconds', '3'], { cwd: repoRoot, encoding: 'utf8' });
  const rates = {};
  for (const line of out.split('\n')) {
    const m = line.match(/^(\w+)\s+(\d+) nodes\/s/);
    if (m) rates[m[1]] = Number(m[2]);
  }
  return rates;
}

const wasm = await wasmRates();
const native = nativeRates();
console.log(`best start:<game> nodes ${NODES}, one thread (native: cargo bench --bench search; wasm: median of ${RUNS} in the worker)`);
console.log('game        native n/s     wasm n/s   wasm/native');
for (const game of GAMES) {
  const w = median(wasm[game]);
  const n = native[game];
  console.log(`${game.padEnd(10)} ${String(Math.round(n)).padStart(12)} ${String(Math.round(w)).padStart(12)} ${(100 * w / n).toFixed(0).padStart(10)}%`);
}
let raw = 0, gz = 0;
for (const f of ['bao_worker_bg.wasm', 'bao_worker.js', 'bao-worker.js']) {
  const bytes = fs.readFileSync(path.join(widgets, f));
  raw += bytes.length;
  gz += zlib.gzipSync(bytes, { level: 9 }).length;
}
console.log(`worker bundle (bao_worker_bg.wasm + bao_worker.js + bao-worker.js): ${(raw / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(0)} KB gzipped`);
