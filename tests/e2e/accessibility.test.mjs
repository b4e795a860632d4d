// Issue 9 item 10: axe-core (the npm package, pinned in tests/package.json) on a page of every
// widget mode (view, step, play, edit, exercise, record, drill, map, review, score), the
// editor's recorder, the embed page and the share page play.html, in English and
// in Chinese, with the widgets mounted and in a few states (a step taken, an exercise solved, a
// move list, an error); then the colour rules again in every other mdBook theme (rust, coal,
// navy, ayu: a projector needs contrast too). Any serious or critical violation fails, printed
// with its rule, its elements and axe's advice. Also: boards and notation say translate="no",
// so a browser's page translation leaves them alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, LANGS, lang, repoRoot } from './lib/site.mjs';
import { control, solveWithHints, withoutBidiMarks } from './lib/widget.mjs';

const AXE = fs.readFileSync(path.join(repoRoot, 'tests/node_modules/axe-core/axe.min.js'), 'utf8');
const THEMES = ['rust', 'coal', 'navy', 'ayu'];
const FAILING = new Set(['serious', 'critical']);
const LANGUAGES = [lang('en'), lang('zh-Hant')];

let server, browser;
// axe-core is injected as an inline script, which every page's Content-Security-Policy refuses
// (tests/e2e/hostile.test.mjs checks the policy itself).
before(async () => { server = await serve(siteDir()); browser = await launch({ bypassCSP: true }); });
after(async () => { await browser?.close(); await server?.close(); });

/** The first chapter (in path order) of the English book with a widget of `mode`. */
function chapterWith(mode) {
  const root = siteDir();
  const skip = new Set(LANGS.filter((l) => l.dir).map((l) => l.dir.slice(0, -1)).concat(['widgets']));
  const found = [];
  const walk = (dir, rel) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!(rel === '' && skip.has(e.name))) walk(path.join(dir, e.name), rel + e.name + '/');
      } else if (e.name.endsWith('.html') && !['print.html', 'play.html', 'index.html'].includes(e.name)) {
        if (fs.readFileSync(path.join(dir, e.name), 'utf8').includes(`data-mode="${mode}"`)) found.push(rel + e.name);
      }
    }
  };
  walk(root, '');
  if (!found.length) throw new Error(`no chapter has a ${mode} widget`);
  return found.sort()[0];
}

/** Puts the first widget of `mode` into a state worth checking. */
const DRIVE = {
  async step(page) {
    const w = page.locator('div.bao-widget[data-mode="step"]').first();
    await control(w, 'nextMove').click();
  },
  async exercise(page) {
    await solveWithHints(page.locator('div.bao-widget[data-mode="exercise"]').first());
  },
  // A drill answered (wrongly: the answer is shown, the feedback in the warning colour).
  async drill(page) {
    const w = page.locator('div.bao-widget[data-mode="drill"]').first();
    const check = w.locator('.bao-check');
    if (await check.count()) await check.click();
    else await w.locator('.bao-actions > button').first().click();
    await w.locator('.bao-feedback:not([hidden])').waitFor();
  },
  async map(page) {
    await page.locator('.bao-map-total').waitFor();
  },
  // "My mistakes" switched on (it may be on already: the browser profile is shared).
  async review(page) {
    await page.locator('.bao-review-on, .bao-review-off').first().waitFor();
    const on = page.locator('.bao-review-on');
    if (await on.count()) await on.click();
    await page.locator('.bao-review-count').waitFor();
  },
  async score(page) {
    await page.waitForFunction(() => /\d/.test(document.querySelector('.bao-score-line')?.textContent || ''));
  },
  async record(page) {
    // A variation chosen: the current move marked in the list.
    await page.locator('div.bao-widget[data-mode="record"] .bao-record-moves button.bao-move').last().click();
  },
};

const PAGES = [
  ...['view', 'step', 'play', 'edit', 'exercise', 'record', 'drill', 'map', 'review', 'score']
    .map((mode) => ({ name: mode, path: chapterWith(mode), drive: DRIVE[mode] })),
  // The editor recording a demonstration (the recorder's own bundle), and the embed page.
  { name: 'recorder', path: 'play.html#mode=edit&position=start', drive: async (page) => {
    await page.locator('button.bao-record').click();
    await page.locator('.bao-recorder').waitFor({ timeout: 20000 });
  } },
  // The embed page has no theme menu: its two themes, light and dark, from its address.
  ...['light', 'dark'].map((theme) => ({
    name: `embed page (${theme})`,
    path: `embed.html#mode=record&record=start%0A1.%20A7%3C%20a5%3E%20(1...%20a5%3C%20%7Bthe%20other%20kichwa%7D)&theme=${theme}`,
    themes: [],
  })),
  // The share page: a game with its move list, and a broken link (an error beside the board).
  { name: 'share page', path: 'play.html#mode=play&position=start&moves=A7%3C%20a5%3E' },
  { name: 'share page, broken link', path: 'play.html#mode=edit&position=kiswahili:garbage' },
];

async function axe(page, options) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ content: AXE });
  return page.evaluate((opts) => window.axe.run(document, opts), { resultTypes: ['violations'], ...options });
}

function describe(violations, where) {
  return violations.map((v) => [
    `${where}: [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.slice(0, 8).map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary.replace(/\n/g, '\n      ')}`),
    ...(v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : []),
  ].join('\n'));
}

async function setTheme(page, theme) {
  // mdBook's own theme menu (book.js), as a reader would choose it. A theme may enable a code
  // stylesheet that has not loaded yet: wait for every enabled one.
  await page.evaluate((t) => document.getElementById(`mdbook-theme-${t}`).click(), theme);
  await page.waitForFunction((t) => document.documentElement.classList.contains(t)
    && [...document.querySelectorAll('link[rel="stylesheet"]')].every((l) => l.disabled || l.sheet), theme);
}

for (const l of LANGUAGES) {
  for (const p of PAGES) {
    test(`${l.code}: ${p.name} (${p.path}) has no serious or critical axe violation, in any theme`, async () => {
      const page = await newPage(browser.context);
      // Every page starts in the light theme, whatever an earlier test chose.
      await page.addInitScript(() => localStorage.setItem('mdbook-theme', 'light'));
      await page.goto(server.url + l.dir + p.path);
      await widgetsMounted(page);
      // Colours are read mid-transition otherwise.
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
      if (p.drive) await p.drive(page);
      const found = [];
      const all = await axe(page);
      found.push(...describe(all.violations.filter((v) => FAILING.has(v.impact)), `${l.dir}${p.path} (light)`));
      for (const theme of p.themes || THEMES) {
        await setTheme(page, theme);
        const colours = await axe(page, { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } });
        found.push(...describe(colours.violations.filter((v) => FAILING.has(v.impact)), `${l.dir}${p.path} (${theme})`));
      }
      if (found.length) console.log(found.join('\n'));
      assert.equal(found.length, 0, `axe violations:\n${found.join('\n')}`);
      assertClean(assert, page);
      await page.close();
    });
  }
}

// Issue 20 item 7: a pit's accessible name holds its visible count as a word of its own
// ("A6， 13 顆種子", not "A6，13 顆種子", which axe's label-content-name-mismatch refuses), in every
// language: a course stage whose board has a pit of 13 seeds or more, every axe rule.
const MANY_SEEDS = 'course/kujifunza/02-sowing.html';
for (const l of LANGS) {
  test(`${l.code}: a course stage with a 13+ seed pit (${MANY_SEEDS}) has no serious or critical axe violation`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + l.dir + MANY_SEEDS);
    await widgetsMounted(page);
    const counts = await page.evaluate(() => [...document.querySelectorAll('g[data-pit][role="button"]')]
      .map((g) => ({ text: [...g.querySelectorAll('text:not(.bao-pit-name)')].map((t) => t.textContent.trim()).join(''), name: g.getAttribute('aria-label') || '' }))
      .filter((p) => /^\d+$/.test(p.text) && Number(p.text) >= 13));
    assert.ok(counts.length > 0, 'the page shows a pit of 13 seeds or more');
    for (const p of counts) {
      // (Without the invisible bidi isolates that right-to-left messages put round each value.)
      const words = withoutBidiMarks(p.name).split(/[\s,，、،:：]+/);
      assert.ok(words.includes(p.text), `the count ${p.text} is a word of "${p.name}"`);
    }
    const all = await axe(page);
    const found = describe(all.violations.filter((v) => FAILING.has(v.impact)), l.dir + MANY_SEEDS);
    assert.equal(found.length, 0, `axe violations:\n${found.join('\n')}`);
    assertClean(assert, page);
    await page.close();
  });
}

test('the sidebar toggle is a button: click and keyboard hide and show the contents', async () => {
  const page = await newPage(browser.context);
  await page.goto(server.url + chapterWith('view'));
  const toggle = page.locator('#mdbook-sidebar-toggle');
  const sidebar = page.locator('#mdbook-sidebar');
  assert.equal(await toggle.evaluate((e) => e.tagName), 'BUTTON');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'open on a wide screen');
  await toggle.click();
  await page.waitForFunction(() => !document.documentElement.classList.contains('sidebar-visible'));
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await sidebar.getAttribute('aria-hidden'), 'true');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.classList.contains('sidebar-visible'));
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await sidebar.locator('a').first().waitFor({ state: 'visible' });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => !document.documentElement.classList.contains('sidebar-visible'));
  // The choice is kept, as mdBook does.
  await page.reload();
  assert.equal(await page.locator('#mdbook-sidebar-toggle').getAttribute('aria-expanded'), 'false');
  assertClean(assert, page);
  await page.close();
});

test('boards and notation say translate="no" (a page translation leaves them alone)', async () => {
  const page = await newPage(browser.context);
  const cases = [
    chapterWith('step'), chapterWith('exercise'), chapterWith('edit'), 'authoring.html',
    'play.html#mode=play&position=start&moves=A7%3C%20a5%3E', `${lang('zh-Hant').dir}${chapterWith('view')}`,
  ];
  for (const where of cases) {
    await page.goto(server.url + where);
    if (await page.locator('div.bao-widget').count()) await widgetsMounted(page);
    const r = await page.evaluate(() => {
      const translated = (els) => [...els].filter((e) => e.closest('[translate]')?.getAttribute('translate') !== 'no')
        .map((e) => e.outerHTML.slice(0, 80));
      return {
        widgets: document.querySelectorAll('div.bao-widget').length,
        widgetRoots: translated(document.querySelectorAll('div.bao-widget, .bao-app')),
        diagrams: translated(document.querySelectorAll('svg.bao-diagram, svg.bao-board')),
        unmarkedDiagrams: [...document.querySelectorAll('svg.bao-diagram')].filter((s) => s.getAttribute('translate') !== 'no').length,
        code: document.querySelectorAll('main code').length,
        codeTranslated: translated(document.querySelectorAll('main code')),
        notation: translated(document.querySelectorAll('.bao-moves, .bao-move, .bao-link, .bao-position, .bao-app input, .bao-app text')),
        // The print-only address under a board is a URL, not prose.
        prose: [...document.querySelectorAll('main p')].filter((p) => !p.closest('.bao-widget') && !p.classList.contains('bao-print-address')).every((p) => p.translate),
      };
    });
    assert.deepEqual(r.widgetRoots, [], `${where}: widgets`);
    assert.deepEqual(r.diagrams, [], `${where}: boards`);
    assert.equal(r.unmarkedDiagrams, 0, `${where}: every static diagram carries translate="no" itself`);
    assert.deepEqual(r.codeTranslated, [], `${where}: code`);
    assert.deepEqual(r.notation, [], `${where}: move lists and notation fields`);
    assert.ok(r.prose, `${where}: the book's prose stays translatable`);
    assert.ok(r.widgets > 0 || r.code > 0, `${where}: something to check`);
  }
  assertClean(assert, page);
  await page.close();
});
