#!/usr/bin/env bash
# Runs a built Sevenfold program the way a person would first try it: `--version`, a headless
# `simulate` and `replay` of every game, then the window, started for a few seconds and closed.
# It fails when any of them fails, prints an invariant failure or a panic, or when the window
# closes by itself. CI runs it against the Linux build; the release workflow runs it on Windows,
# macOS and Linux against the program it is about to publish, before uploading it.
#
#   bash packaging/smoke.sh BINARY
#
# BINARY is the program: target/debug/sevenfold, target/release/sevenfold.exe, the one inside
# Sevenfold.app/Contents/MacOS/, or an AppImage. Everything it writes goes to a temporary data
# folder (`--data-dir`), never the person's own saved games and settings.
# SEVENFOLD_SMOKE_SECONDS sets how long the window must stay open (5 by default).
#
# Linux without a desktop session: the script runs itself again under `xvfb-run` (Debian's and
# Ubuntu's `xvfb` package), so the window opens on a virtual screen. It is written for bash 3.2
# (macOS), Git Bash (Windows) and Linux alike.
set -euo pipefail

usage() {
  echo "usage: bash packaging/smoke.sh BINARY" >&2
  exit 2
}
[ $# -eq 1 ] || usage
binary=$1
[ -f "${binary}" ] || { echo "smoke: ${binary} does not exist" >&2; exit 1; }
[ -x "${binary}" ] || { echo "smoke: ${binary} is not executable" >&2; exit 1; }
case "${binary}" in
  /*) ;;
  *) binary="${PWD}/${binary}" ;;
esac

window_seconds=${SEVENFOLD_SMOKE_SECONDS:-5}

if [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] &&
  [ -z "${SEVENFOLD_SMOKE_UNDER_XVFB:-}" ]; then
  command -v xvfb-run >/dev/null 2>&1 || {
    echo "smoke: no desktop session (DISPLAY is unset) and no xvfb-run to make one:" \
      "install Xvfb (apt-get install xvfb xauth)" >&2
    exit 1
  }
  echo "smoke: no desktop session: running under xvfb-run"
  export SEVENFOLD_SMOKE_UNDER_XVFB=1
  exec xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" bash "$0" "${binary}"
fi

# The repository's root: the scenarios and Cargo.toml's version are read from there.
cd "$(dirname "$0")/.."

work=$(mktemp -d "${TMPDIR:-/tmp}/sevenfold-smoke.XXXXXX")
window_pid=
cleanup() {
  if [ -n "${window_pid}" ] && kill -0 "${window_pid}" 2>/dev/null; then
    kill "${window_pid}" 2>/dev/null || true
  fi
  rm -rf "${work}"
}
trap cleanup EXIT

fail() {
  echo "smoke: FAILED: $*" >&2
  exit 1
}

# A path as the program takes it: on Windows (Git Bash) C:/..., elsewhere as it is.
native_path() {
  if command -v cygpath >/dev/null 2>&1; then
    cygpath -m "$1"
  else
    printf '%s\n' "$1"
  fi
}

# Runs the program with the arguments given, its output in ${work}/out and ${work}/err; fails
# on a non-zero exit status or a panic.
run() {
  local status=0
  "${binary}" "$@" >"${work}/out" 2>"${work}/err" || status=$?
  if [ "${status}" -ne 0 ] || grep -q "panicked" "${work}/err"; then
    cat "${work}/out" "${work}/err" >&2
    fail "sevenfold $* exited with status ${status}"
  fi
}

data_dir="${work}/data"
mkdir -p "${data_dir}"
# Also for anything that reads the variable rather than the option.
SEVENFOLD_DATA_DIR=$(native_path "${data_dir}")
export SEVENFOLD_DATA_DIR

started=${SECONDS}
echo "smoke: ${binary}"

# 1. The version is Cargo.toml's (the workspace's version, its first `version =` line).
expected_version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n 1)
[ -n "${expected_version}" ] || fail "no version in Cargo.toml"
run --version
version_line=$(tr -d '\r' <"${work}/out")
[ "${version_line}" = "sevenfold ${expected_version}" ] ||
  fail "--version printed '${version_line}', not 'sevenfold ${expected_version}'"
echo "smoke: --version: ${version_line}"

# 2. Random legal play of every game with its invariants checked, from fixed seeds.
for game_and_hands in sedma:5000 all-fours:5000 sevens-from-hell:200; do
  game=${game_and_hands%%:*}
  hands=${game_and_hands##*:}
  run simulate --game "${game}" --hands "${hands}" --seed 1 --json
  grep -q '"invariant_failures": 0,' "${work}/out" || {
    cat "${work}/out" >&2
    fail "simulate --game ${game} reported invariant failures"
  }
  grep -q "\"hands\": ${hands}," "${work}/out" || {
    cat "${work}/out" >&2
    fail "simulate --game ${game} did not play ${hands} hands"
  }
  echo "smoke: simulate --game ${game}: ${hands} hands, no invariant failure"
done

# 3. Scenario files from the rule book, one of each game: the README's Sedma example among them.
for scenario in \
  crates/core/tests/scenarios/s04_pagat_continue.ron \
  crates/core/tests/scenarios/a03_stand.ron \
  crates/core/tests/scenarios/h16_going_out.ron; do
  [ -f "${scenario}" ] || fail "${scenario} is missing"
  # Given whole: an AppImage's AppRun starts the program in a folder of its own.
  scenario_path=$(native_path "${PWD}/${scenario}")
  # Exit status 0: every move was legal and every expectation of the file held.
  run replay "${scenario_path}"
  [ -s "${work}/out" ] || fail "replay ${scenario} printed no report"
  run replay "${scenario_path}" --json
  [ "$(head -c 1 "${work}/out")" = "{" ] || fail "replay ${scenario} --json printed no JSON object"
  echo "smoke: replay ${scenario}: passed"
done

# 4. The window: it must still be open after a few seconds, and is then closed.
"${binary}" --data-dir "$(native_path "${data_dir}")" --seed 1 >"${work}/window.log" 2>&1 &
window_pid=$!
waited=0
while [ "${waited}" -lt "${window_seconds}" ]; do
  sleep 1
  waited=$((waited + 1))
  if ! kill -0 "${window_pid}" 2>/dev/null; then
    status=0
    wait "${window_pid}" || status=$?
    window_pid=
    cat "${work}/window.log" >&2
    fail "the window closed by itself after ${waited} s (exit status ${status})"
  fi
done
if grep -q "panicked" "${work}/window.log"; then
  cat "${work}/window.log" >&2
  fail "the window panicked"
fi
kill "${window_pid}" 2>/dev/null || true
# A Windows program that ignored the signal is ended as Windows ends one.
for _ in 1 2 3 4 5; do
  kill -0 "${window_pid}" 2>/dev/null || break
  sleep 1
done
if kill -0 "${window_pid}" 2>/dev/null && [ -r "/proc/${window_pid}/winpid" ]; then
  taskkill //F //PID "$(cat "/proc/${window_pid}/winpid")" >/dev/null 2>&1 || true
fi
wait "${window_pid}" 2>/dev/null || true
window_pid=
# The window took its lock in the temporary data folder, not in the person's folders.
[ -f "${data_dir}/sevenfold.lock" ] ||
  fail "the window did not use the data folder it was given (no sevenfold.lock in it)"
echo "smoke: the window stayed open for ${window_seconds} s and was closed"

echo "smoke: passed in $((SECONDS - started)) s"
