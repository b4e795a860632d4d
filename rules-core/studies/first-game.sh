#!/usr/bin/env bash
# The first game of Bao la Kujifunza (book/src/course/kujifunza/first-game.md): how often simple
# players beat the computer's levels 1 and 2, from the start position, as South and as North.
# Writes rules-core/studies/first-game.txt (the summary lines of each match; every game replays
# from its seed: run a line below without the grep to see them). About two minutes on one core.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -q -p bao-cli
out=rules-core/studies/first-game.txt
games=4000
{
  echo "# bao match <player> <level> --game kujifunza --games $games --seed 1 --opening 0 --threads 1"
  echo "# ($games games: the player is South in the odd-numbered games, North in the even ones)"
  for level in 1 2; do
    for player in random careful careful-greedy greedy; do
      echo
      echo "## $player against level $level"
      ./target/release/bao match "$player" "$level" --game kujifunza --games "$games" --seed 1 --opening 0 --threads 1 \
        >/tmp/first-game-$$.txt
      grep -v '^game ' /tmp/first-game-$$.txt
      # The length of the games the player lost as South, in plies (a ply: one move of one side).
      grep 'plays South: B wins after' /tmp/first-game-$$.txt | sed 's/.* after \([0-9]*\) plies/\1/' | sort -n | awk '
        { p[NR] = $1; if ($1 <= 14) short++ }
        END { if (NR) printf "games lost as South: median length %d plies, %d of %d lost within 14 plies\n", p[int((NR + 1) / 2)], short, NR }'
    done
  done
} >"$out"
rm -f /tmp/first-game-$$.txt
cat "$out"
