// Issue 12: offline and discoverable. After a first visit to a language, its service worker
// has the whole book: the browser goes offline and three chapters open with working boards.
// Every page has its description, its alternates in every language and x-default, and Open
// Graph tags; the site has a sitemap; each language a web manifest.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, LANGS } from './lib/site.mjs';
import { pit } from './lib/widget.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch({ serviceWorkers: 'allow' }); });
after(async () => { await browser?.close(); await server?.close(); });

test('after a first visit the Kiswahili book works offline: three chapters with working boards', async () => {
  const lang = LANGS.find((l) => l.code === 'sw');
  const page = await newPage(browser.context);
  await page.goto(`${server.url}${lang.dir}course/kujifunza/02-sowing.html`);
  await widgetsMounted(page);
  // The worker is active once it has kept every file of the book.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(scope, `${server.url}${lang.dir}`);
  await browser.context.setOffline(true);
  try {
    for (const chapter of ['course/kujifunza/05-capture.html', 'reference/moves.html', 'replay/zanzibar-1994.html']) {
      const offline = await newPage(browser.context);
      await offline.goto(`${server.url}${lang.dir}${chapter}`);
      await widgetsMounted(offline);
      assert.equal(await offline.locator('html').getAttribute('lang'), 'sw');
      const w = offline.locator('div.bao-widget').first();
      assert.ok(await w.locator('.bao-app svg.bao-board').isVisible(), `${chapter}: a live board`);
      const label = await pit(w, 'A5').getAttribute('aria-label');
      assert.ok(label && label.length > 3, `${chapter}: the board speaks (${label})`);
      assertClean(assert, offline);
      await offline.close();
    }
    // The board of the replay chapter steps offline, in Kiswahili.
    const replay = await newPage(browser.context);
    await replay.goto(`${server.url}${lang.dir}replay/zanzibar-1994.html`);
    await widgetsMounted(replay);
    const r = replay.locator('div.bao-widget[data-mode="record"]');
    await r.locator('.bao-record-moves button.bao-move').first().click();
    assert.ok((await r.locator('.bao-narration').innerText()).length > 5);
    assertClean(assert, replay);
    await replay.close();
  } finally {
    await browser.context.setOffline(false);
  }
  assertClean(assert, page);
  await page.close();
});

const site = () => siteDir();
const read = (rel) => fs.readFileSync(path.join(site(), rel), 'utf8');
const attr = (html, re) => (html.match(re) || [])[1];

test('every page: its own description, alternates for every language and x-default, Open Graph', () => {
  const chapters = ['index.html', 'course/kujifunza/02-sowing.html', 'teachers/embedding.html'];
  const english = {};
  for (const lang of LANGS) {
    for (const rel of chapters) {
      const html = read(`${lang.dir}${rel}`);
      const desc = attr(html, /<meta name="description" content="([^"]*)">/);
      assert.ok(desc && desc.length > 30, `${lang.code}/${rel}: a description (${desc})`);
      const book = read(`${lang.dir}index.html`);
      if (rel !== 'index.html') {
        assert.notEqual(desc, attr(book, /<meta name="description" content="([^"]*)">/), `${lang.code}/${rel}: its own`);
      }
      if (lang.code === 'en') english[rel] = desc;
      else if (lang.status === 'shipped' && rel === 'index.html') assert.notEqual(desc, english[rel], `${lang.code}: in its language`);
      const depth = rel.split('/').length - 1;
      for (const other of LANGS) {
        const href = attr(html, new RegExp(`<link rel="alternate" hreflang="${other.code}" href="([^"]+)">`));
        assert.ok(href, `${lang.code}/${rel}: alternate ${other.code}`);
        const target = path.normalize(path.join(path.dirname(path.join(lang.dir, rel)), href));
        assert.equal(target, path.normalize(path.join(other.dir, rel)), `${lang.code}/${rel} -> ${other.code}`);
        assert.ok(fs.existsSync(path.join(site(), target)), `${target} exists`);
      }
      assert.equal(attr(html, /hreflang="x-default" href="([^"]+)"/), '../'.repeat(depth) + (lang.dir ? '../' : '') + rel);
      assert.ok(attr(html, /<meta property="og:title" content="([^"]+)">/), 'og:title');
      assert.equal(attr(html, /<meta property="og:description" content="([^"]*)">/), desc);
      assert.ok(html.includes('<link rel="manifest" href="' + '../'.repeat(depth) + 'manifest.webmanifest">'));
    }
  }
});

test('the sitemap lists every chapter in every language; each book has a manifest with its icons', async () => {
  const xml = read('sitemap.xml');
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'));
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const lang of LANGS) {
    for (const rel of ['course/kujifunza/02-sowing.html', 'reference/notation.html', 'teachers/embedding.html']) {
      assert.ok(locs.includes(`/${lang.dir}${rel}`), `${lang.code}/${rel} in the sitemap`);
    }
    assert.ok(!locs.includes(`/${lang.dir}print.html`) && !locs.includes(`/${lang.dir}embed.html`));
    const manifest = JSON.parse(read(`${lang.dir}manifest.webmanifest`));
    assert.equal(manifest.lang, lang.code);
    assert.equal(manifest.start_url, './');
    for (const icon of manifest.icons) {
      const file = path.join(site(), lang.dir, icon.src);
      assert.ok(fs.existsSync(file) && read(path.relative(site(), file)).includes('<svg'), icon.src);
    }
  }
  // Served as they are read: the sitemap answers over HTTP.
  const res = await fetch(server.url + 'sitemap.xml');
  assert.equal(res.status, 200);
});
