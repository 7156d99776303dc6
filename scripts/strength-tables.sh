#!/usr/bin/env bash
# The strength tables of docs/ai-strength.md: every level against the one below it, in every
# game and variant, at the levels' node bounds (the deterministic mode) scaled by FACTOR.
#
#   scripts/strength-tables.sh FACTOR GAMES [SPEC...]
#
# SPEC is a game id with its arguments, e.g. "storm --variant korean"; without one, all six.
# Each level's nodes: Easy 1000, Medium 3000, Hard 12000 (times the game's hard_scale in
# src/ai/levels.rs, given here by HARD_SCALE_<game> if not 1), Expert 48000; times FACTOR.
# Runs one match at a time under `nice`, so the machine stays usable.
set -euo pipefail
factor=${1:?FACTOR}
games=${2:?GAMES}
shift 2
towers=${TOWERS:-target/release/towers}
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
    specs=("storm" "storm --variant korean" "litrof" "tribesmen" "tribesmen --variant four-player" "three-elephant")
fi
nodes() { awk -v n="$1" -v f="$factor" -v s="${2:-1}" 'BEGIN { v = int(n * f * s); if (v < 1) v = 1; print v }'; }
for spec in "${specs[@]}"; do
    id=${spec%% *}
    var="HARD_SCALE_${id//-/_}"
    hs=${!var:-1}
    e=$(nodes 48000) h=$(nodes 12000 "$hs") m=$(nodes 3000) z=$(nodes 1000)
    for pair in "expert@$e hard@$h" "hard@$h medium@$m" "medium@$m easy@$z" "easy@$z random"; do
        set -- $pair
        # shellcheck disable=SC2086
        nice -n 10 "$towers" match --game $spec --a "$1" --b "$2" --games "$games" --seed 11
        echo
    done
done
