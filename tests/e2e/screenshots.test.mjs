// Brief test 9 / issue 5 item 6: screenshots of one chapter per language, the dark theme and a
// 360 px phone, written to tests/screenshots/ (gitignored) to be looked at. Each also asserts
// that the board fits the viewport (no horizontal scrolling of the page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, LANGS, screenshotDir } from './lib/site.mjs';
import { press } from './lib/widget.mjs';

const OUT = screenshotDir();
let server, browser;
before(async () => {
  server = await serve(siteDir());
  browser = await launch();
});
after(async () => { await browser?.close(); await server?.close(); });

const LESSON = 'course/kiswahili/16-namua-capture.html';

/** Opens the lesson, steps the demonstration to its capture, scrolls it into view. */
async function shoot(file, { dir = '', viewport, theme } = {}) {
  const page = await newPage(browser.context, { viewport });
  await page.goto(server.url + dir + LESSON);
  await page.evaluate((t) => { t ? localStorage.setItem('mdbook-theme', t) : localStorage.removeItem('mdbook-theme'); }, theme ?? null);
  await page.reload();
  await widgetsMounted(page);
  const w = page.locator('div.bao-widget[data-mode="step"]').first();
  await press(w, 'nextMove');
  await press(w, 'nextSeed');
  await w.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.waitForTimeout(150); // let the last highlight transition settle
  await page.screenshot({ path: path.join(OUT, file) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 1, `${file}: no horizontal overflow (${overflow}px)`);
  const box = await w.locator('.bao-app svg.bao-board').boundingBox();
  const vw = page.viewportSize().width;
  assert.ok(box.x >= 0 && box.x + box.width <= vw + 1, `${file}: the board fits (${box.x}+${box.width} of ${vw})`);
  assertClean(assert, page);
  await page.close();
}

for (const lang of LANGS) {
  test(`screenshot ${lang.code}`, () => shoot(`lesson-08-${lang.code}.png`, { dir: lang.dir }));
}
test('screenshot navy theme', () => shoot('lesson-08-en-navy.png', { theme: 'navy' }));
test('screenshot ayu theme, Chinese', () => shoot('lesson-08-zh-Hant-ayu.png', { dir: 'zh-Hant/', theme: 'ayu' }));
test('screenshot 360 px phone', () => shoot('lesson-08-en-360px.png', { viewport: { width: 360, height: 740 } }));
test('screenshot 360 px phone, Kiswahili, coal', () => shoot('lesson-08-sw-360px-coal.png', { dir: 'sw/', viewport: { width: 360, height: 740 }, theme: 'coal' }));
