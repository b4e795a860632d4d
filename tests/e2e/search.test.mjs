// Issue 5 items 1 and 6 / brief test 6: each book has its own search index; the sw book finds a
// Swahili word of its own text and the zh-Hant book finds 播種 (Chinese is indexed although it
// has no spaces), typing in mdBook's search box like a reader. Issue 19: the Japanese book is
// indexed character by character too (its pages are English until translated; the welcome page
// names 中文 (繁體), and one character of a word is found only with that index), and its search
// box splits a query of kanji and kana the same way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, LANGS } from './lib/site.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** Opens the search box, types `term`, returns the result entries' [text, href]. */
async function search(page, term) {
  const bar = page.locator('#mdbook-searchbar, #searchbar').first();
  if (!(await bar.isVisible())) {
    await page.locator('#mdbook-search-toggle, #search-toggle').first().click();
  }
  await bar.waitFor({ state: 'visible' });
  await bar.fill('');
  await bar.pressSequentially(term, { delay: 30 });
  // mdBook searches on keyup. Characters off the keyboard (CJK) arrive without key events, as
  // from an input method, whose commit key then fires a keyup; press a key that types nothing.
  await bar.press('End');
  const items = page.locator('#mdbook-searchresults li, #searchresults li');
  await items.first().waitFor({ state: 'visible', timeout: 8000 }).catch(() => {});
  return items.evaluateAll((lis) => lis.map((li) => [li.textContent.trim(), li.querySelector('a')?.href || '']));
}

const cases = [
  // [book folder, term, what a hit must contain, or (CJK inside a longer word, which mdBook's
  // teaser does not show) where it must lead]
  ['sw/', 'mchezo', /mchezo/i],
  ['sw/', 'kete', /kete/i],
  ['zh-Hant/', '播種', /播種/],
  ['zh-Hant/', '捕獲', /捕獲/],
  ['', 'nyumba', /nyumba/i],
  ['ja/', '體', /welcome\.html\?highlight=%E9%AB%94#how-to-use-this-book$/],
];

for (const [dir, term, want] of cases) {
  test(`search in the ${dir || 'en/'} book finds "${term}"`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + dir + 'course/kujifunza/01-ring.html');
    const results = await search(page, term);
    assert.ok(results.length > 0, `results for ${term}`);
    assert.ok(results.some(([t, href]) => want.test(t) || want.test(href)), `a result shows ${term}: ${JSON.stringify(results.slice(0, 3))}`);
    for (const [, href] of results) {
      const p = new URL(href).pathname;
      assert.ok(dir ? p.startsWith('/' + dir) : !LANGS.some((l) => l.dir && p.startsWith('/' + l.dir)), `results stay in the book: ${p}`);
    }
    // Following the first result opens a page of the same language.
    await page.locator('#mdbook-searchresults li a, #searchresults li a').first().click();
    await page.waitForLoadState('load');
    assert.equal(await page.getAttribute('html', 'lang'), dir ? dir.slice(0, -1) : 'en');
    assertClean(assert, page);
    await page.close();
  });
}

test('the Japanese book splits a query as its index: every kanji and kana a word, notation whole', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'ja/course/kujifunza/01-ring.html');
  const words = await page.evaluate(() => window.elasticlunr.tokenizer('種をまく「A6<」、ナユンバ'));
  assert.deepEqual(words, ['種', 'を', 'ま', 'く', 'a6<', 'ナ', 'ユ', 'ン', 'バ']);
  // The English book has no word 體 (only 繁體): the Japanese index has the character.
  const en = await newPage(browser.context);
  await en.goto(server.url + 'course/kujifunza/01-ring.html');
  assert.equal((await search(en, '體')).length, 0, 'the English index does not split 繁體');
  assertClean(assert, page);
  assertClean(assert, en);
  await page.close();
  await en.close();
});
