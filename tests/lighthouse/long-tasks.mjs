// What holds the main thread while a page loads (issue 18): loads each page in Debian's headless
// Chromium with the CPU slowed 4x (as Lighthouse's mobile mode assumes), records a trace for
// 7 seconds and prints every task over 50 ms with what it spent its time in (layout, style,
// parsing, a widget's idle slice, wasm.CompileLazy: V8 compiling wasm functions on first call).
// A benchmark: run it on a quiet machine (`uptime`).
//
//     node tests/lighthouse/long-tasks.mjs <built site> [page.html ...]
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch } from '../e2e/lib/site.mjs';
import { traceLoad } from './trace.mjs';

const [site, ...pages] = process.argv.slice(2);
if (!site || !fs.existsSync(path.join(site, 'index.html'))) {
  console.error('usage: node tests/lighthouse/long-tasks.mjs <built site> [page.html ...]');
  process.exit(2);
}
const server = await serve(path.resolve(site));
const browser = await launch();
for (const page of pages.length ? pages : ['index.html', 'course/kujifunza/05-capture.html']) {
  const events = await traceLoad(browser.context, server.url + page, {
    ms: 7000,
    categories: 'devtools.timeline,v8,v8.wasm,disabled-by-default-devtools.timeline,blink,loading',
  });
  // The page's main thread: the renderer main thread with the most complete events.
  const counts = new Map();
  for (const e of events) if (e.ph === 'X' && e.pid === e.tid) counts.set(e.pid, (counts.get(e.pid) || 0) + 1);
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.pid));
  const pid = [...mains].sort((a, b) => (counts.get(b) || 0) - (counts.get(a) || 0))[0];
  const mt = events.filter((e) => e.pid === pid && e.tid === pid && e.ph === 'X');
  const tasks = mt.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  console.log(`${page}: ${tasks.length} tasks over 50 ms`);
  for (const t of tasks) {
    blocking += t.dur / 1000 - 50;
    const agg = new Map();
    for (const k of mt) {
      if (k !== t && k.ts >= t.ts && k.ts + (k.dur || 0) <= t.ts + t.dur) agg.set(k.name, (agg.get(k.name) || 0) + (k.dur || 0));
    }
    const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`);
    console.log(`  ${(t.dur / 1000).toFixed(0).padStart(5)} ms  ${top.join(', ')}`);
  }
  console.log(`  blocking (sum of each task's time over 50 ms): ${blocking.toFixed(0)} ms`);
}
await browser.close();
await server.close();
