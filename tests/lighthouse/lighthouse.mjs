// The performance budget (issue 18): Lighthouse 12.2.3 in simulated mobile mode (a slow 4G
// network, a CPU slowed 4x) on the built site, in Debian's headless Chromium, and a table of
// performance, accessibility, best practices, SEO, total blocking time, LCP and CLS per page.
// A benchmark, not a test: `tests/run.sh` does not run it. Run it with
//
//     bash book/measure.sh lighthouse [--plain] [--runs N] [page.html ...]
//
// (which installs this folder's packages when missing), or `node tests/lighthouse/lighthouse.mjs
// <site> [...]`. The site is served on 127.0.0.1 with gzip, as a production host serves it;
// `--plain` serves it without compression. With `--runs N` each page is measured N times and
// the run with the median performance score is shown (the machine is shared: check `uptime`).
// With `--second` each page is measured as a reader's second page of the book: Lighthouse first
// opens another chapter with boards in the same browser (the first stage, or the second when the
// first is measured) and then the page, without clearing the caches in between, so the bundles,
// the styles and V8's compiled wasm (Chrome's code cache) come from the first visit; the figures
// of that first page are not shown.
// With `--tasks` each run also prints the long tasks Lighthouse saw (start, simulated length,
// the script they ran) and when it counted the page interactive: what made its TBT.
// Exit status 1 when a page misses a target (printed under the table).
import path from 'node:path';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../e2e/lib/server.mjs';

/** The targets: [column, test, text]. */
const TARGETS = [
  ['performance', (v) => v >= 90, '>= 90'],
  ['tbt', (v) => v <= 200, '<= 200 ms'],
  ['cls', (v) => v <= 0.02, '<= 0.02'],
  ['accessibility', (v) => v === 100, '100'],
  ['bestPractices', (v) => v >= 95, '>= 95'],
];

function args(argv) {
  const a = { site: null, gzip: true, runs: 1, second: false, tasks: false, pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const x = argv[i];
    if (x === '--plain') a.gzip = false;
    else if (x === '--second') a.second = true;
    else if (x === '--tasks') a.tasks = true;
    else if (x === '--runs') a.runs = Math.max(1, Number(argv[++i]) || 1);
    else if (!a.site) a.site = path.resolve(x);
    else a.pages.push(x.replace(/^\/+/, ''));
  }
  if (!a.site || !fs.existsSync(path.join(a.site, 'index.html'))) {
    console.error('usage: node tests/lighthouse/lighthouse.mjs <built site> [--plain] [--second] [--tasks] [--runs N] [page.html ...]');
    process.exit(2);
  }
  return a;
}

/** The course stage with the most boards (in the English book). */
function heaviestStage(site) {
  let best = null;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        const n = (fs.readFileSync(p, 'utf8').match(/<div class="bao-widget"/g) || []).length;
        if (!best || n > best.n) best = { n, page: path.relative(site, p) };
      }
    }
  };
  const course = path.join(site, 'course');
  if (fs.existsSync(course)) walk(course);
  return best && best.page;
}

/** The five kinds of page of the budget, and the stages the issue measured. */
function defaultPages(site) {
  const pages = [
    'index.html',
    'course/kujifunza/05-capture.html',
    heaviestStage(site),
    'reference/moves.html',
    'computer.html',
    'zh-Hant/course/kiswahili/22-safari.html',
  ];
  return [...new Set(pages.filter((p) => p && fs.existsSync(path.join(site, p))))];
}

/** The chapters opened first with `--second`: the first two stages of the course. */
const FIRST_PAGES = ['course/kujifunza/01-ring.html', 'course/kujifunza/02-sowing.html'];

async function measure(url, port, keepCaches = false) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepCaches,
  });
  const { categories: c, audits: a } = result.lhr;
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  const failing = (k) => (c[k]?.auditRefs || [])
    .filter((r) => r.weight > 0 && a[r.id] && a[r.id].score !== null && a[r.id].score < 1)
    .map((r) => r.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: Math.round(a['total-blocking-time'].numericValue),
    lcp: a['largest-contentful-paint'].numericValue / 1000,
    cls: a['cumulative-layout-shift'].numericValue,
    notes: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    // The tasks over 50 ms (simulated), each with its start, length and the script it ran.
    tasks: (a['long-tasks'].details?.items || []).map((t) => ({
      start: Math.round(t.startTime),
      ms: Math.round(t.duration),
      what: String(t.url || '').replace(/^.*\//, '') || '(page)',
    })),
    tti: Math.round(a.interactive?.numericValue ?? 0),
  };
}

const a = args(process.argv.slice(2));
const pages = a.pages.length ? a.pages : defaultPages(a.site);
const server = await serve(a.site, { gzip: a.gzip });
/** Debian's Chromium, headless, for Lighthouse. */
const launchChrome = () => chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
// One browser for every first-visit run; `--second` gives each run a browser of its own.
const chrome = a.second ? null : await launchChrome();
const rows = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < a.runs; i++) {
      if (a.second) {
        // A browser of its own for each run, so the page itself was never loaded in it.
        const own = await launchChrome();
        try {
          const first = FIRST_PAGES.find((p) => p !== page);
          await measure(server.url + first, own.port, true);
          runs.push(await measure(server.url + page, own.port, true));
        } finally {
          await own.kill();
        }
      } else {
        runs.push(await measure(server.url + page, chrome.port));
      }
      if (a.tasks) {
        const r = runs[runs.length - 1];
        const list = r.tasks.map((t) => `${t.ms} ms at ${t.start} (${t.what})`).join(', ');
        console.error(`  ${page} run ${i + 1}: TBT ${r.tbt} ms, interactive at ${r.tti} ms; long tasks: ${list || 'none'}`);
      }
    }
    runs.sort((x, y) => x.performance - y.performance);
    const row = { page, ...runs[Math.floor((runs.length - 1) / 2)] };
    if (runs.length > 1) row.range = `${runs[0].performance}-${runs[runs.length - 1].performance}`;
    rows.push(row);
    console.error(`measured ${page}: performance ${row.performance}, TBT ${row.tbt} ms`);
  }
} finally {
  await chrome?.kill();
  await server.close();
}

const visit = a.second ? ', each page as the second page of a visit' : ', first visit (caches cleared)';
console.log(`Lighthouse 12.2.3, simulated mobile, ${a.gzip ? 'gzip' : 'no compression'}${visit}, ${a.runs} run(s) a page (median)`);
console.log('');
console.log('| page | performance | accessibility | best practices | SEO | TBT | LCP | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const perf = r.range ? `${r.performance} (${r.range})` : `${r.performance}`;
  console.log(`| \`${r.page}\` | ${perf} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt.toLocaleString('en')} ms | ${r.lcp.toFixed(1)} s | ${r.cls.toFixed(3)} |`);
}
let missed = 0;
for (const r of rows) {
  for (const [k, ok, text] of TARGETS) {
    if (!ok(r[k])) {
      missed++;
      console.log(`missed: ${r.page}: ${k} ${r[k]} (target ${text})`);
    }
  }
  if (r.notes.length) console.log(`audits not passed on ${r.page}: ${r.notes.join(', ')}`);
}
process.exit(missed ? 1 : 0);
