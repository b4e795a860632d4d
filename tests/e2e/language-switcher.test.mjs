// Issue 5 item 2 / brief test 2: the language switcher keeps the reader on the same chapter and
// anchor, from a chapter two levels deep and from print.html, into and out of the root book.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, LANGS, lang, repoRoot } from './lib/site.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const dirOf = (code) => lang(code).dir;
/** The page language's word for "(in progress)" (locales/<code>/book-ui.json), English's if none. */
const inProgressWord = (code) => {
  const read = (c) => { try { return JSON.parse(fs.readFileSync(path.join(repoRoot, 'locales', c, 'book-ui.json'), 'utf8'))['(in progress)']; } catch { return undefined; } };
  return read(code) || read('en');
};

async function switchTo(page, code) {
  const select = page.locator('label.bao-lang select');
  await select.waitFor({ state: 'visible' });
  const old = page.url();
  await select.selectOption(code);
  await page.waitForURL((u) => u.href !== old);
  await page.waitForLoadState('load');
}

test('the switcher lists every language of locales/languages.json in its own name', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + 'course/kiswahili/16-namua-capture.html');
  const options = await page.locator('label.bao-lang select option').evaluateAll((os) =>
    os.map((o) => ({ code: o.value, text: o.textContent.trim(), lang: o.lang, status: o.getAttribute('data-status') })));
  assert.deepEqual(options.map((o) => o.code), LANGS.map((l) => l.code));
  for (const [i, o] of options.entries()) {
    const l = LANGS[i];
    const want = l.status === 'shipped' ? l.name : `${l.name} ${inProgressWord('en')}`;
    assert.equal(o.text, want, `${l.code}: its name in itself`);
    assert.equal(o.lang, l.code);
    assert.equal(o.status, l.status === 'shipped' ? null : 'in-progress');
  }
  assertClean(assert, page);
  await page.close();
});

test('a language in progress is marked as incomplete, in the words of the page', async () => {
  // A list with one more language, in progress, as bao-book writes it into gen/bao-config.js
  // (qaa: a tag reserved for local use, so never one of the list).
  const page = await newPage(browser.context);
  await page.route('**/gen/bao-config*.js', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()) + '\nwindow.BAO_LANGS.push(["qaa", "qaa/", "Qaa", "in-progress"]);\n';
    await route.fulfill({ response: res, body });
  });
  for (const code of ['en', 'zh-Hant']) {
    await page.goto(server.url + dirOf(code) + 'course/kiswahili/16-namua-capture.html');
    const added = page.locator('label.bao-lang select option[value="qaa"]');
    assert.equal((await added.textContent()).trim(), `Qaa ${inProgressWord(code)}`, code);
    assert.equal(await added.getAttribute('data-status'), 'in-progress');
    assert.equal(await page.locator('label.bao-lang select option[data-status]').count(), 1 + LANGS.filter((l) => l.status !== 'shipped').length);
  }
  assert.notEqual(inProgressWord('zh-Hant'), inProgressWord('en'), 'the word is translated');
  assertClean(assert, page);
  await page.close();
});

// English -> every other language in turn -> English, keeping the chapter and the anchor.
const chain = [...LANGS.map((l) => l.code), 'en'];
test('from a chapter at depth 3 to every language and back, same chapter and anchor', async () => {
  const page = await newPage(browser.context);
  const chapter = 'course/kiswahili/16-namua-capture.html';
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
  const other = LANGS[1];
  await switchTo(page, other.code);
  assert.equal(new URL(page.url()).pathname, `/${other.dir}print.html`);
  assert.equal(await page.getAttribute('html', 'lang'), other.code);
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
