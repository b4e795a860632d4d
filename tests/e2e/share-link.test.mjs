// Issue 4 (share links) / brief test 5: a malformed share link shows a clear error in the
// page's language and a start board beside it: no blank page, no page error, no panic.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, SHIPPED } from './lib/site.mjs';
import { pit } from './lib/widget.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const BAD = 'play.html#mode=play&position=kiswahili:garbage';
const english = {};

async function openShare(fragmentPage) {
  const page = await newPage(browser.context);
  await page.goto(server.url + fragmentPage);
  await widgetsMounted(page);
  return page;
}

/** The seed counts of South's front row, read from the pits' labels (A1..A8). */
async function frontRow(widget) {
  const out = [];
  // (The pit's seeds as the board holds them: its label says them in words, which in Arabic
  // are "حبتان" for two, with no digit.)
  for (let i = 1; i <= 8; i++) out.push(Number(await pit(widget, 'A' + i).getAttribute('data-count')));
  return out;
}

// The shipped languages: an in-progress one may still say it in English.
for (const lang of SHIPPED) {
  test(`${lang.code}: a malformed share link shows a localized error and a start board`, async () => {
    const page = await openShare(lang.dir + BAD);
    const widget = page.locator('div.bao-widget').first();
    const error = widget.locator('.bao-error[role="alert"]');
    await error.waitFor({ state: 'visible' });
    const text = (await error.innerText()).trim();
    assert.ok(text.length > 20, `an error is shown: "${text}"`);
    assert.ok(await widget.locator('.bao-app svg.bao-board').isVisible(), 'a board is shown beside the error');
    assert.deepEqual(await frontRow(widget), [0, 0, 0, 0, 6, 2, 2, 0], 'the board shows the start position');
    if (lang.code === 'en') {
      english.text = text;
      assert.match(text, /link|position/i);
    } else if (english.text) {
      assert.notEqual(text, english.text, `the error is in ${lang.code}, not English`);
    }
    assertClean(assert, page);
    await page.close();
  });
}

const broken = [
  'play.html#mode=play&position=start&moves=A9%3C',
  'play.html#mode=flying',
  'play.html#mode=step&moves=%E0%A4%A',
  'play.html#position=kingulu:1,2,3',
  'play.html#mode=exercise&position=start&goal=capture%20z9',
  'play.html#' + 'x'.repeat(5000),
  'play.html#mode=play&position=kiswahili:0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0:S:0,0:-:-',
];
test('other broken links: an error or a board, never a blank page or a panic', async () => {
  for (const link of broken) {
    const page = await openShare(link);
    const widget = page.locator('div.bao-widget').first();
    assert.ok(await widget.locator('.bao-app svg.bao-board').isVisible(), `${link}: a board is shown`);
    const err = await widget.locator('.bao-error').count();
    assert.ok(err > 0, `${link}: an error is shown`);
    assertClean(assert, page);
    await page.close();
  }
});

test('a good share link opens its mode and position', async () => {
  const page = await openShare('play.html#mode=step&position=start&moves=A6<%20a5<');
  const widget = page.locator('div.bao-widget').first();
  assert.equal(await widget.locator('.bao-error').count(), 0);
  assert.equal(await widget.locator('.bao-app').getAttribute('data-mode'), 'step');
  assert.equal(await widget.locator('.bao-controls').count(), 1);
  assert.deepEqual(await widget.locator('ol.bao-moves button').allInnerTexts(), ['A6<', 'a5<']);
  // Opening another link in the same tab shows it (the page reloads on a new fragment).
  await page.evaluate(() => { location.hash = 'mode=view&position=start&labels=true'; });
  await page.waitForFunction(() => document.querySelector('.bao-app')?.getAttribute('data-mode') === 'view');
  await widgetsMounted(page);
  assert.equal(await page.locator('text.bao-pit-name').count(), 32, 'labels=true shows the pit names');
  assertClean(assert, page);
  await page.close();
});
