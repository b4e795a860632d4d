// Issue 5 item 6 / brief test 3: switching mdBook's theme to a dark one through its theme menu
// recolours the live board (the widgets use mdBook's CSS variables).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted } from './lib/site.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

/** The computed colours of the first live board. */
function boardColors(page) {
  return page.locator('div.bao-widget .bao-app svg.bao-board').first().evaluate((svg) => {
    const c = (sel, prop) => getComputedStyle(svg.querySelector(sel))[prop];
    return {
      board: c('.bao-board-bg', 'fill'),
      hole: c('.bao-hole', 'fill'),
      seed: c('.bao-seed', 'fill'),
      edge: c('.bao-board-bg', 'stroke'),
      page: (() => {
        // The theme's --bg, resolved to a colour by a probe element.
        const probe = document.createElement('span');
        probe.style.color = 'var(--bg)';
        document.body.appendChild(probe);
        const c = getComputedStyle(probe).color;
        probe.remove();
        return c;
      })(),
    };
  });
}

/** Relative luminance (0 black .. 1 white) of an rgb()/color() string. */
function luminance(css) {
  const n = (css.match(/[\d.]+/g) || []).map(Number);
  const [r, g, b] = css.startsWith('color(') ? n.slice(0, 3).map((x) => x * 255) : n.slice(0, 3);
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

async function chooseTheme(page, theme) {
  await page.locator('#mdbook-theme-toggle, #theme-toggle').first().click();
  const item = page.locator(`#mdbook-theme-${theme}, #theme-list #${theme}, button.theme#${theme}`).first();
  await item.waitFor({ state: 'visible' });
  await item.click();
  await page.waitForFunction((t) => document.documentElement.classList.contains(t), theme);
}

for (const theme of ['navy', 'coal', 'ayu']) {
  test(`the board follows the ${theme} theme`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + 'course/kiswahili/16-namua-capture.html');
    await page.evaluate(() => { try { localStorage.removeItem('mdbook-theme'); } catch {} });
    await page.reload();
    await widgetsMounted(page);
    const light = await boardColors(page);
    assert.ok(luminance(light.hole) > 0.5, `light theme: light holes (${light.hole})`);
    await chooseTheme(page, theme);
    // Transitions, if any, are short; wait until the hole colour has settled.
    await page.waitForFunction((old) => {
      const h = document.querySelector('div.bao-widget .bao-app svg.bao-board .bao-hole');
      return getComputedStyle(h).fill !== old;
    }, light.hole, { timeout: 3000 }).catch(() => {});
    const dark = await boardColors(page);
    assert.notEqual(dark.hole, light.hole, 'hole colour changes');
    assert.notEqual(dark.seed, light.seed, 'seed colour changes');
    assert.ok(luminance(dark.hole) < 0.2, `${theme}: dark holes (${dark.hole})`);
    assert.ok(luminance(dark.seed) > luminance(dark.hole) + 0.2, `${theme}: seeds stand out (${dark.seed} on ${dark.hole})`);
    assert.ok(luminance(dark.board) < 0.3, `${theme}: the board is dark too (${dark.board})`);
    assert.equal(dark.hole, dark.page, 'holes use the page background');
    // The choice survives a reload (mdBook keeps it) and the board is drawn dark again.
    await page.reload();
    await widgetsMounted(page);
    assert.deepEqual(await boardColors(page), dark);
    await chooseTheme(page, 'light');
    assertClean(assert, page);
    await page.close();
  });
}
