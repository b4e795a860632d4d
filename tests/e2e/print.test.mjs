// Issue 5 item 6 / brief test 4: print.html shows the static diagrams (what paper, feeds and
// readers without JavaScript get), in the print media too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, lang as langOf } from './lib/site.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const lang of [langOf('en'), langOf('zh-Hant')]) {
  test(`${lang.code}: print.html shows a static diagram for every block`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + lang.dir + 'print.html');
    await page.emulateMedia({ media: 'print' });
    // Every block of the book with a board (the share page's fragment widget has no position of
    // its own; the course map, a test's score and "my mistakes" have no board).
    const blocks = page.locator('div.bao-widget:not([data-fragment="true"]):not([data-mode="map"]):not([data-mode="score"]):not([data-mode="review"])');
    const n = await blocks.count();
    assert.ok(n >= 50, `print.html holds every block (${n})`);
    const diagrams = page.locator('div.bao-widget > svg.bao-diagram');
    assert.equal(await diagrams.count(), n, 'one static diagram per block');
    // Every diagram is displayed with a real size when printing (widgets may have mounted).
    const shown = await diagrams.evaluateAll((ds) => ds.filter((d) => {
      const r = d.getBoundingClientRect();
      return getComputedStyle(d).display !== 'none' && r.width > 100 && r.height > 40;
    }).length);
    assert.equal(shown, n, 'every diagram is visible in print');
    // A diagram draws pits and seeds.
    const first = diagrams.first();
    assert.ok(await first.locator('circle, rect').count() > 30, 'the diagram draws the pits');
    assert.equal(await page.locator('div.bao-widget [id]').count(), 0, 'no element ids inside the blocks (they would collide here)');
    assertClean(assert, page);
    await page.close();
  });
}

test('with JavaScript off a chapter still shows its diagrams', async () => {
  // The persistent context cannot turn JavaScript off per page: block every script instead.
  const page = await newPage(browser.context);
  await page.route(/\.(js|mjs|wasm)(\?.*)?$/, (r) => r.abort());
  await page.goto(server.url + 'course/kiswahili/16-namua-capture.html');
  const diagrams = page.locator('div.bao-widget > svg.bao-diagram');
  assert.ok(await diagrams.count() >= 5);
  assert.equal(await diagrams.evaluateAll((ds) => ds.filter((d) => d.getBoundingClientRect().width > 100).length), await diagrams.count());
  await page.close();
});
