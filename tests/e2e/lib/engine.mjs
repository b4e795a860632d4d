// The native rules engine for the browser tests: the `bao` command (rules-core/cli) answers what
// the widgets must show (legal moves, the board after a move, a move's trace), and readers of its
// trace. Built on first use when it is missing.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './site.mjs';

const target = path.resolve(repoRoot, process.env.CARGO_TARGET_DIR || 'target');
// The test build's `bao` (tests/run.sh has just built it with `cargo test`; the rules engine is
// optimised in test builds too), so the browser tests compile nothing more.
const BAO = process.env.BAO_BIN || path.join(target, 'debug', 'bao');

/** Brings the `bao` command up to date (a no-op after `cargo test`), unless BAO_BIN names one. */
let built = false;
export function ensureBao() {
  if (built || process.env.BAO_BIN) return;
  execFileSync('cargo', ['build', '--quiet', '-p', 'bao-cli', '--bin', 'bao'], { cwd: repoRoot, stdio: 'inherit' });
  built = true;
}

/** Runs `bao <args>` and returns what it prints. */
export const bao = (...args) => {
  ensureBao();
  return execFileSync(BAO, args, { encoding: 'utf8' });
};
/** The position after `moves` (the first line of `bao play`). */
export const after = (pos, ...moves) => bao('play', pos, ...moves).split('\n')[0];
/** Who is to move in a position: its third field. */
export const toMove = (pos) => pos.split(':')[2];
/** The legal moves of a position, in the engine's order. */
export const legalMoves = (pos) => bao('moves', pos).trim().split('\n').filter(Boolean);
/** The trace of a move: one line per event (`K7 drop A5 (5)`, `K11 capture 1 from a7 ...`). */
export const trace = (pos, mv) => bao('trace', pos, mv).trim().split('\n');

/** Where the last seed of the first sown lap falls: the last drop after the first lift. */
export function lastSeed(lines) {
  const i = lines.findIndex((l) => /\blift \d+ from /.test(l));
  let last = null;
  for (const l of lines.slice(i + 1)) {
    if (/\b(relay:|safari:|nyumba stop|capture \d|takasia stop|move ends|reserves|game over)/.test(l)) break;
    const m = l.match(/\bdrop (\S+) /);
    if (m) last = m[1];
  }
  return last;
}

/** Whether a trace captures. */
export const captures = (lines) => lines.some((l) => /\bcapture \d+ from /.test(l));
