// Driving one widget like a reader: the step controls (by position in the toolbar, so the same
// code works in every language), pits by name, the progress counter, exercise solving with hints.

/** The step toolbar's buttons, in order (app/src/ui/player.rs). */
export const CONTROL = {
  start: 0, backMove: 1, backLap: 2, backSeed: 3, play: 4, nextSeed: 5, nextLap: 6, nextMove: 7, end: 8,
};

export function control(widget, name) {
  return widget.locator('.bao-controls > button').nth(CONTROL[name]);
}

/** [step, count] from the progress counter ("3 / 17" in any wording: the first two numbers). */
export async function progress(widget) {
  const text = await widget.locator('.bao-progress').innerText();
  const n = (text.match(/\d+/g) || []).map(Number);
  if (n.length < 2) throw new Error(`unreadable step counter: ${text}`);
  return [n[0], n[1]];
}

/** Clicks a step control and waits until the counter shows another step (or stays, for no-ops). */
export async function press(widget, name) {
  const before = (await progress(widget))[0];
  await control(widget, name).click();
  await widget.page().waitForFunction(
    ([el, b]) => {
      const t = el.querySelector('.bao-progress')?.textContent || '';
      const k = Number((t.match(/\d+/) || [NaN])[0]);
      return k !== b;
    },
    [await widget.elementHandle(), before],
    { timeout: 2000 },
  ).catch(() => {});
  return (await progress(widget))[0];
}

/** A text without the invisible bidi isolates and marks that a right-to-left language puts round
 * notation and values (U+2066-U+2069, U+200E, U+200F). */
export const withoutBidiMarks = (text) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

export function pit(widget, name) {
  return widget.locator(`.bao-app svg.bao-board g.bao-pit[data-pit="${name}"]`);
}

export async function narration(widget) {
  return (await widget.locator('.bao-narration').first().innerText()).trim();
}

export async function feedback(widget) {
  return (await widget.locator('.bao-feedback').innerText()).trim();
}

/** Waits until the widget's feedback line is non-empty and differs from `old`. */
export async function newFeedback(widget, old = '') {
  const h = await widget.elementHandle();
  await widget.page().waitForFunction(
    ([el, o]) => { const t = (el.querySelector('.bao-feedback')?.textContent || '').trim(); return t && t !== o; },
    [h, old], { timeout: 10000 });
  return feedback(widget);
}

const PIT_RE = /\b[ABab](?:1[0-2]|[1-9])\b/g;
const MOVE_RE = /\b([ABab](?:1[0-2]|[1-9]))([<>])?(\+)?(?![\w])/g;

/** The exercise's buttons in order: [Check (legal only),] Hint, Retry[, Reset]. */
function actionButtons(widget) {
  return widget.locator('.bao-actions > button');
}

/**
 * Solves an exercise widget as a reader would with the hints, which come in three steps: the
 * idea (no pit named), the pit (marked on the board), the full move (with its direction); then
 * plays it: clicks the pit and, when the widget asks, picks the choice that matches the hinted
 * move. A win in two takes two rounds (the widget answers the first move with the defence),
 * `captures <n>` and `guard <n>` take n rounds (North replies to each right move).
 * For `legal` exercises: the idea, then a hint per pit, marking the pit it names, until no
 * hint is left, then Check. Returns { goal, move, feedback }.
 */
export async function solveWithHints(widget) {
  const goalAttr = ((await widget.getAttribute('data-goal')) || '').trim();
  const legal = goalAttr === 'legal';
  const buttons = actionButtons(widget);
  // The Check button comes first in legal exercises; then Hint, Retry.
  const hintBtn = buttons.nth(legal ? 1 : 0);
  const checkBtn = buttons.nth(0);
  if (legal) {
    await hintBtn.click();
    let last = await newFeedback(widget);
    if (last.match(PIT_RE)) throw new Error(`the idea "${last}" names a pit`);
    for (let i = 0; i < 40; i++) {
      // Disabled once every pit a move starts from is marked: nothing more to hint.
      if (await hintBtn.isDisabled()) break;
      await hintBtn.click();
      const text = await newFeedbackOrSame(widget, last);
      last = text;
      const pits = text.match(PIT_RE);
      if (!pits) break; // "no more hints"
      await pit(widget, pits[0]).click();
      await widget.page().waitForFunction(
        ([el, p]) => el.querySelector(`.bao-app g.bao-pit[data-pit="${p}"]`)?.classList.contains('bao-marked'),
        [await widget.elementHandle(), pits[0]], { timeout: 3000 });
    }
    await checkBtn.click();
    await widget.locator('.bao-feedback.bao-solved').waitFor({ timeout: 10000 });
    return { goal: goalAttr, move: 'legal', feedback: await feedback(widget) };
  }
  const moves = [];
  const series = goalAttr.match(/^(captures|guard|endgame) (\d)$/);
  const rounds = goalAttr === 'win 2' ? 2 : series ? Number(series[2]) : 1;
  for (let round = 0; round < rounds; round++) {
    const before = await feedback(widget);
    const goalText = await widget.locator('.bao-goal').innerText();
    await hintBtn.click();
    const idea = await newFeedback(widget, before);
    const marked = widget.locator('.bao-app g.bao-pit.bao-marked');
    await hintBtn.click();
    const hint1 = await newFeedback(widget, idea);
    await marked.first().waitFor({ timeout: 3000 });
    const start = await marked.first().getAttribute('data-pit');
    if (!hint1.includes(start)) throw new Error(`second hint "${hint1}" does not name the marked pit ${start}`);
    await hintBtn.click();
    const hint2 = await newFeedback(widget, hint1);
    const move = [...hint2.matchAll(MOVE_RE)].find((m) => m[1] === start);
    if (!move) throw new Error(`third hint "${hint2}" names no move from ${start}`);
    const [full, , dir] = move;
    moves.push(full);
    await pit(widget, start).click();
    const choices = widget.locator('.bao-choice');
    // Either the move is played at once (feedback changes) or the widget asks for a choice.
    await widget.page().waitForFunction(
      ([el, o]) => el.querySelector('.bao-choice') || (el.querySelector('.bao-feedback')?.textContent || '').trim() !== o,
      [await widget.elementHandle(), hint2], { timeout: 10000 });
    if (await choices.count()) {
      const labels = (await choices.allInnerTexts()).map(withoutBidiMarks);
      let idx = labels.findIndex((l) => l.includes(`(${full})`));
      if (idx < 0 && dir) {
        // A namua capture from the centre asks for the kichwa: `<` the mover's left kichwa (X1),
        // `>` his right (X8) (book/src/reference/notation.md#moves).
        const kichwa = (start[0] === start[0].toUpperCase() ? 'A' : 'a') + (dir === '<' ? '1' : '8');
        idx = labels.findIndex((l) => new RegExp(`\\b${kichwa}\\b`).test(l));
      }
      if (idx < 0) throw new Error(`no choice matches ${full}: ${JSON.stringify(labels)}`);
      await choices.nth(idx).click();
    }
    // Solved, or (several moves) the goal says what is left after the opponent's reply.
    await widget.page().waitForFunction(
      ([el, g]) => el.querySelector('.bao-feedback.bao-solved') || el.querySelector('.bao-goal')?.innerText !== g,
      [await widget.elementHandle(), goalText], { timeout: 5000 }).catch(() => {});
    if (await widget.locator('.bao-feedback.bao-solved').count()) {
      return { goal: goalAttr, move: moves.join(' '), feedback: await feedback(widget) };
    }
  }
  throw new Error(`not solved by ${moves.join(' ')}: feedback "${await feedback(widget)}"`);
}

async function newFeedbackOrSame(widget, old) {
  try {
    return await newFeedback(widget, old);
  } catch {
    return feedback(widget);
  }
}
