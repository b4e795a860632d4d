// Issue 5 item 6 / brief test 1: in every language the namua-capture lesson's step widget
// mounts over its static diagram, steps through the capture, and narrates it in the page's
// language, naming the rule (K11 or K12).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir, serve, launch, newPage, assertClean, widgetsMounted, SHIPPED } from './lib/site.mjs';
import { control, press, progress, narration } from './lib/widget.mjs';

let server, browser;
before(async () => { server = await serve(siteDir()); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const LESSON = 'course/kiswahili/16-namua-capture.html';
const english = {}; // step -> narration, filled by the English run (which runs first)

/** Steps seed by seed through the lesson's step widget and returns every narration line. */
async function walk(page) {
  const widget = page.locator('div.bao-widget[data-mode="step"]').first();
  const lines = [(await narration(widget))];
  const [, count] = await progress(widget);
  assert.ok(count > 2, `the step widget has events (${count})`);
  for (let k = 1; k <= count; k++) {
    const at = await press(widget, 'nextSeed');
    assert.equal(at, k, 'one step per click');
    lines.push(await narration(widget));
  }
  return { widget, lines, count };
}

// The shipped languages: an in-progress one may still narrate in English.
for (const lang of SHIPPED) {
  test(`${lang.code}: namua capture lesson steps and narrates in ${lang.code}`, async () => {
    const page = await newPage(browser.context);
    await page.goto(server.url + lang.dir + LESSON);
    assert.equal(await page.getAttribute('html', 'lang'), lang.code);
    await widgetsMounted(page);
    const widget = page.locator('div.bao-widget[data-mode="step"]').first();
    // Mounted: the live board is drawn and the static diagram is hidden.
    await assert.doesNotReject(widget.locator('.bao-app svg.bao-board').waitFor({ state: 'visible' }));
    assert.equal(await widget.locator('svg.bao-diagram').isVisible(), false, 'static diagram hidden once mounted');
    assert.equal(await widget.locator('.bao-app').getAttribute('lang'), lang.code, "widget speaks the page's language");
    assert.equal(await widget.locator('.bao-app g.bao-pit').count(), 32, '4x8 board');

    const { lines, count } = await walk(page);
    const capture = lines.findIndex((l) => /K1[12]\b/.test(l));
    assert.ok(capture > 0, `a narration line names K11 or K12: ${JSON.stringify(lines)}`);
    // The capture: North's a5 takes South's A4; the board shows it (A4 empty at the end).
    const a4 = await widget.locator('.bao-app g.bao-pit[data-pit="A4"]').getAttribute('aria-label');
    assert.match(a4, /\bA4\b/);
    assert.equal(await widget.locator('.bao-app g.bao-pit[data-pit="A4"] .bao-seed').count(), 0, 'A4 was captured');

    if (lang.code === 'en') {
      lines.forEach((l, i) => { english[i] = l; });
    } else if (Object.keys(english).length) {
      assert.notEqual(lines[capture], english[capture], `the ${lang.code} narration is not English: "${lines[capture]}"`);
      const same = lines.filter((l, i) => l === english[i]).length;
      assert.ok(same <= 1, `${same} of ${lines.length} narration lines are still English in ${lang.code}`);
    }
    // Back to the start and to the end with the jump buttons.
    await control(widget, 'start').click();
    assert.equal((await progress(widget))[0], 0);
    await control(widget, 'end').click();
    assert.equal((await progress(widget))[0], count);
    assertClean(assert, page);
    await page.close();
  });
}
