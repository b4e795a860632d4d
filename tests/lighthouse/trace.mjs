// One page load traced in Debian's headless Chromium with the CPU slowed 4x (as Lighthouse's
// mobile mode assumes), at a phone's size: the benchmarks' shared recorder (long-tasks.mjs,
// slices.mjs).
import { newPage } from '../e2e/lib/site.mjs';

/**
 * Loads `url` in a new page of `context`, records a trace of `categories` for `ms` after the
 * navigation and returns its events.
 */
export async function traceLoad(context, url, { ms, categories }) {
  const p = await newPage(context, { viewport: { width: 412, height: 823 } });
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Tracing.start', { categories, transferMode: 'ReturnAsStream' });
  await p.goto(url);
  await p.waitForTimeout(ms);
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let data = '';
  for (;;) {
    const c = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    data += c.base64Encoded ? Buffer.from(c.data, 'base64').toString() : c.data;
    if (c.eof) break;
  }
  await p.close();
  const trace = JSON.parse(data);
  return Array.isArray(trace) ? trace : trace.traceEvents;
}
