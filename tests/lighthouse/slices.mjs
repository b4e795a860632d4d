// The widgets' slices (issue 18): loads a page several times in Debian's headless Chromium
// with the CPU slowed 4x (as Lighthouse's mobile mode assumes), records a trace of each load and
// prints the length of every task in which the widget loader ran (its slices: warm-up, each
// widget's lesson, its first part, its later parts, its showing: app/README.md; and its start),
// then the longest per load and their median. A slice over 50 ms is a long task on a slow phone. A benchmark: run it on a quiet
// machine (`uptime`).
//
//     node tests/lighthouse/slices.mjs <built site> [page.html] [loads]
import fs from 'node:fs';
import path from 'node:path';
import { serve, launch } from '../e2e/lib/site.mjs';
import { traceLoad } from './trace.mjs';

const [site, page = 'course/kujifunza/05-capture.html', loads = '5'] = process.argv.slice(2);
if (!site || !fs.existsSync(path.join(site, 'index.html'))) {
  console.error('usage: node tests/lighthouse/slices.mjs <built site> [page.html] [loads]');
  process.exit(2);
}
const server = await serve(path.resolve(site));
const browser = await launch();
const longest = [];
for (let i = 0; i < Math.max(1, Number(loads) || 5); i++) {
  const events = await traceLoad(browser.context, server.url + page, {
    ms: 5000,
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
  });
  // A slice: a task of the page's main thread in which the loader's code ran (its slices are
  // background tasks, or idle callbacks where there are none).
  const calls = events.filter((e) => e.name === 'FunctionCall' && e.ph === 'X' && /\/gen\/loader-[^/]*\.js$/.test(e.args?.data?.url || ''));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && calls.some((c) => c.pid === e.pid && c.tid === e.tid && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur));
  const idle = tasks.sort((a, b) => a.ts - b.ts).map((e) => Math.round(e.dur / 1000));
  longest.push(idle.length ? Math.max(...idle) : 0);
  console.log(`${page} load ${i + 1}: slices ${idle.join(', ')} ms`);
}
longest.sort((a, b) => a - b);
console.log(`longest slice per load: ${longest.join(', ')} ms; median ${longest[Math.floor((longest.length - 1) / 2)]} ms`);
await browser.close();
await server.close();
