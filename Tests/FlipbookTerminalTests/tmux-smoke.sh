#!/usr/bin/env bash
# Smoke test of the interactive previewer in a real terminal: tmux.
#
# Starts the binary in a detached tmux pane, waits for it to draw, sends a key, ends it with
# SIGTERM and checks that the terminal was given back: the shell sees exit status 143
# (128 + SIGTERM, from the CNcurses signal handler) and `stty -a` shows echo and icanon on.
#
#   Tests/FlipbookTerminalTests/tmux-smoke.sh .build/debug/flipbook [arguments…]
#
# Environment: SMOKE_EXPECT, text the first screen must show (default: any non-blank cell);
# SMOKE_KEYS, tmux key names to send once it has drawn (default: Right).
set -euo pipefail

binary=${1:?usage: $0 path/to/flipbook [arguments…]}
shift
command -v tmux >/dev/null || { echo "tmux-smoke: tmux is missing (apt-get install tmux)" >&2; exit 1; }
[ -x "$binary" ] || { echo "tmux-smoke: $binary is not an executable" >&2; exit 1; }

server="flipbook-smoke-$$"   # a private tmux server, so a user's own sessions are never touched
work=$(mktemp -d)
tmux_() { tmux -L "$server" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

fail() {
  echo "tmux-smoke: FAIL: $*" >&2
  echo "--- pane ---" >&2
  tmux_ capture-pane -p -t smoke >&2 || true
  exit 1
}

# Polls (up to ~10 s) until the pane's text matches the extended regex $1.
wait_for() {
  for _ in $(seq 100); do
    tmux_ capture-pane -p -t smoke | grep -Eq -- "$1" && return 0
    sleep 0.1
  done
  return 1
}

tmux_ new-session -d -s smoke -x 100 -y 30 "bash --norc --noprofile"
tmux_ send-keys -t smoke "PS1='$ '; clear" Enter
wait_for '^\$ ?$' || fail "the shell did not start"

command_line=$(printf '%q ' "$binary" "$@")
tmux_ send-keys -t smoke "$command_line; echo \"exit=\$?\"" Enter

wait_for "${SMOKE_EXPECT:-[^[:space:]]}" || fail "nothing was drawn"
sleep 0.5  # let the first frames settle
tmux_ send-keys -t smoke ${SMOKE_KEYS:-Right}

shell_pid=$(tmux_ display-message -p -t smoke '#{pane_pid}')
app_pid=$(pgrep -P "$shell_pid" | head -n 1) || fail "the previewer is not running"
kill -TERM "$app_pid"

wait_for '^exit=143$' || fail "SIGTERM did not end it with status 143 (128 + 15)"
tmux_ send-keys -t smoke "stty -a > $(printf '%q' "$work/stty")" Enter
for _ in $(seq 50); do [ -s "$work/stty" ] && break; sleep 0.1; done
settings=$(tr '\n' ' ' < "$work/stty")
[[ " $settings " == *" echo "* ]] || fail "echo is still off after exit: $settings"
[[ " $settings " == *" icanon "* ]] || fail "the terminal is still in cbreak mode after exit: $settings"

echo "tmux-smoke: ok — drew, took a key, restored the terminal on SIGTERM"
