#!/usr/bin/env node
// Measures how long a computer's long reply takes to play on the board in play mode, at the
// default speed (1x), with and without reduced motion (a measurement, not a test: it prints
// the times and never fails on a number). The position: North's only legal move, a2>, has 52
// steps (found with `bao moves` and `bao trace`); the board's computer plays North, so it moves
// as soon as the page is open.
// Usage: node tests/measure-reply.mjs [site folder]   (default $BAO_SITE or site/)
import { siteDir, serve, launch, newPage, widgetsMounted } from './e2e/lib/site.mjs';

const POSITION = process.env.BAO_REPLY_POSITION || 'kujifunza:2,2,2,2,2,2,0,3/0,0,0,1,1,0,2,0/2,2,1,11,10,0,3,0/2,4,0,1,4,4,1,0:N';
const RUNS = 3;

const server = await serve(process.argv[2] || siteDir());
const browser = await launch();
try {
  for (const motion of ['no-preference', 'reduce']) {
    const times = [];
    let steps = 0;
    for (let i = 0; i < RUNS; i++) {
      const page = await newPage(browser.context);
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto(`${server.url}play.html#mode=play&position=${encodeURIComponent(POSITION)}&computer=1&computer-side=N`);
      await widgetsMounted(page);
      const w = page.locator('div.bao-widget').first();
      // The reply is in the game (data-current) as soon as it is played; then it is animated.
      await page.waitForFunction((p) => document.querySelector('div.bao-widget')?.getAttribute('data-current') !== p, POSITION, { timeout: 30000 });
      const t0 = await page.evaluate(() => performance.now());
      await page.waitForFunction(() => {
        const b = document.querySelector('.bao-controls .bao-play');
        const n = (document.querySelector('.bao-progress')?.textContent.match(/\d+/g) || []).map(Number);
        return b?.getAttribute('aria-pressed') === 'false' && n.length === 2 && n[1] > 0 && n[0] === n[1];
      }, null, { timeout: 120000, polling: 20 });
      const t1 = await page.evaluate(() => performance.now());
      steps = Number(((await w.locator('.bao-progress').innerText()).match(/\d+/g) || [])[1]);
      times.push(t1 - t0);
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`reduced motion ${motion.padEnd(13)}: ${steps} steps played in ${sorted.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')} (median ${(sorted[1] / 1000).toFixed(1)} s)`);
  }
} finally {
  await browser.close();
  await server.close();
}
