// The native rules engine for the browser tests: the `bao` command (rules-core/cli) answers what
// the widgets must show (legal moves, the board after a move, a move's trace), and readers of its
// trace. Built on first use when it is missing.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from './site.mjs';

const target = path.resolve(repoRoot, process.env.CARGO_TARGET_DIR || 'target');
const BAO = process.env.BAO_BIN || path.join(target, 'release', 'bao');

/** Builds the `bao` command if it is not there yet (the site build does not make it). */
export function ensureBao() {
  if (!fs.existsSync(BAO)) {
    execFileSync('cargo', ['build', '--release', '--quiet', '-p', 'bao-cli', '--bin', 'bao'], { cwd: repoRoot, stdio: 'inherit' });
  }
}

/** Runs `bao <args>` and returns what it prints. */
export const bao = (...args) => execFileSync(BAO, args, { encoding: 'utf8' });
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
