#!/usr/bin/env bash
# The strength tables of docs/ai-strength.md: every level against the one below it, in every
# game and variant, by the clock with every level's thinking time scaled by FACTOR
# (`towers match --time-factor FACTOR`, one thread a side), seed 11.
#
#   scripts/strength-tables.sh [--fixed] FACTOR GAMES [SPEC...]
#
# SPEC is a game id with its arguments, e.g. "storm --variant korean"; without one, all six.
# At FACTOR 0.01 the levels think Easy 1 ms, Medium 5 ms, Hard 20 ms, Expert 80 ms a move.
# --fixed plays the deterministic mode instead: each level's node bound (Easy 1,000, Medium
# 3,000, Hard 12,000, Expert 48,000) times FACTOR, which repeats exactly on any machine.
# Runs one match at a time under `nice`; JOBS=2 runs two specs side by side (a 2-core machine
# then gives each search about a core, as the clock assumes).
set -euo pipefail
fixed=false
if [ "${1:-}" = --fixed ]; then fixed=true; shift; fi
factor=${1:?FACTOR}
games=${2:?GAMES}
shift 2
towers=${TOWERS:-target/release/towers}
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
    specs=("storm" "storm --variant korean" "litrof" "tribesmen" "tribesmen --variant four-player" "three-elephant")
fi
nodes() { awk -v n="$1" -v f="$factor" 'BEGIN { v = int(n * f); if (v < 1) v = 1; print v }'; }
one_spec() {
    local spec=$1
    if $fixed; then
        local e h m z
        e=$(nodes 48000) h=$(nodes 12000) m=$(nodes 3000) z=$(nodes 1000)
        pairs=("expert@$e hard@$h" "hard@$h medium@$m" "medium@$m easy@$z" "easy@$z random")
        clock=(--fixed)
    else
        pairs=("expert hard" "hard medium" "medium easy" "easy random")
        clock=(--time-factor "$factor" --threads 1)
    fi
    for pair in "${pairs[@]}"; do
        set -- $pair
        # shellcheck disable=SC2086
        nice -n "${NICE:-10}" "$towers" match --game $spec --a "$1" --b "$2" --games "$games" --seed 11 "${clock[@]}"
        echo
    done
}
jobs=${JOBS:-1}
running=0
for spec in "${specs[@]}"; do
    if [ "$jobs" -gt 1 ]; then
        one_spec "$spec" > "${TABLES_DIR:-.}/table-${spec// /_}.txt" &
        running=$((running + 1))
        if [ "$running" -ge "$jobs" ]; then wait -n; running=$((running - 1)); fi
    else
        one_spec "$spec"
    fi
done
wait
