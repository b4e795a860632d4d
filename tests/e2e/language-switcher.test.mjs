// Issue 5 item 2 / brief test 2: the language switcher keeps the reader on the same chapter and
// anchor, from a chapter two levels deep and from print.html, into and out of the root book.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, LANGS } from './lib/site.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const dirOf = (code) => LANGS.find((l) => l.code === code).dir;

async function switchTo(page, code) {
  const select = page.locator('label.bao-lang select');
  await select.waitFor({ state: 'visible' });
  const old = page.url();
  await select.selectOption(code);
  await page.waitForURL((u) => u.href !== old);
  await page.waitForLoadState('load');
}

test('the switcher lists every language in its own name', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'course/08-namua-capture.html');
  const options = await page.locator('label.bao-lang select option').evaluateAll((os) => os.map((o) => [o.value, o.textContent.trim()]));
  assert.deepEqual(options.map((o) => o[0]), LANGS.map((l) => l.code));
  const names = Object.fromEntries(options);
  assert.equal(names.en, 'English');
  assert.equal(names.sw, 'Kiswahili');
  assert.equal(names.it, 'Italiano');
  assert.equal(names.es, 'Español');
  assert.match(names['zh-Hant'], /中文/);
  assert.equal(names.ro, 'Română');
  assertClean(assert, page);
  await page.close();
});

// en -> sw -> zh-Hant -> ro -> en, keeping the chapter and the anchor each time.
const chain = ['en', 'sw', 'zh-Hant', 'ro', 'it', 'es', 'en'];
test('from a chapter at depth 2 to every language and back, same chapter and anchor', async () => {
  const page = await newPage(browser.context);
  const chapter = 'course/08-namua-capture.html';
  await page.goto(server.url + chapter + '#namua-capture');
  for (let i = 1; i < chain.length; i++) {
    const code = chain[i];
    await switchTo(page, code);
    const u = new URL(page.url());
    assert.equal(u.pathname, '/' + dirOf(code) + chapter, `${chain[i - 1]} -> ${code}`);
    assert.equal(u.hash, '#namua-capture', `anchor kept (${code})`);
    assert.equal(await page.getAttribute('html', 'lang'), code);
    assert.equal(await page.locator('[id="namua-capture"]').count(), 1, `the anchor exists in the ${code} chapter`);
    assert.equal(await page.locator('label.bao-lang select').inputValue(), code, 'the switcher shows the current language');
  }
  assertClean(assert, page);
  await page.close();
});

test('from print.html to another language lands on its print.html', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'print.html');
  await switchTo(page, 'it');
  assert.equal(new URL(page.url()).pathname, '/it/print.html');
  assert.equal(await page.getAttribute('html', 'lang'), 'it');
  await switchTo(page, 'en');
  assert.equal(new URL(page.url()).pathname, '/print.html');
  assertClean(assert, page);
  await page.close();
});

test('from the root page of a translation to the English root', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'zh-Hant/');
  await switchTo(page, 'en');
  const p = new URL(page.url()).pathname;
  assert.ok(p === '/' || p === '/index.html', `landed on ${p}`);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assertClean(assert, page);
  await page.close();
});
