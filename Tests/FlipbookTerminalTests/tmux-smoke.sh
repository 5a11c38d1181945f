#!/usr/bin/env bash
# End-to-end test of the real `flipbook` binary in a real terminal: tmux.
#
#   Tests/FlipbookTerminalTests/tmux-smoke.sh .build/debug/flipbook
#
# 1. It draws the device frame and the HUD; Enter presents (the HUD names the transition);
#    Space pauses into scrub mode, Home goes to 0 %,
#    → three times shows 3 %, ← shows 2 %; `q` quits with status 0, the alternate screen is
#    gone and `stty -a` shows echo and icanon on again.
# 2. SIGTERM, SIGINT, SIGQUIT and SIGHUP while it runs end it with 128 + the signal's number
#    (from the CNcurses signal handler) and give the terminal back all the same (echo, icanon,
#    cursor, main screen).
# 3. Twenty resizes in a second during a transition: it keeps running and draws the last size.
# 4. A crash: Ctrl-T traps on purpose in a debug build (pass one; `make test` does). The process
#    dies of the trap's signal (SIGILL or SIGTRAP: status 132 or 133), the runtime's crash report
#    (Swift's backtracer, which asks for a key first on a terminal) appears on a terminal given back.
#
# `make test` runs it after the Swift tests. It uses a private tmux server, so a user's own
# sessions are never touched.
set -euo pipefail

binary=${1:?usage: $0 path/to/flipbook}
command -v tmux >/dev/null || { echo "tmux-smoke: tmux is missing (apt-get install tmux)" >&2; exit 1; }
[ -x "$binary" ] || { echo "tmux-smoke: $binary is not an executable (run swift build first)" >&2; exit 1; }

server="flipbook-smoke-$$"
work=$(mktemp -d)
tmux_() { tmux -L "$server" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

screen() { tmux_ capture-pane -p -t smoke; }

fail() {
  echo "tmux-smoke: FAIL: $*" >&2
  echo "--- pane ---" >&2
  screen >&2 || true
  exit 1
}

# Polls (up to ~10 s) until the pane's text matches the extended regex $1.
wait_for() {
  for _ in $(seq 100); do
    screen | grep -Eq -- "$1" && return 0
    sleep 0.1
  done
  return 1
}

# Waits until the HUD's State line shows exactly $1 per cent.
wait_percent() { wait_for "State .* $1%"; }

# Checks, after the previewer ended, that echo and icanon are on again.
check_terminal_given_back() {
  rm -f "$work/stty"
  tmux_ send-keys -t smoke "stty -a > $(printf '%q' "$work/stty")" Enter
  for _ in $(seq 50); do [ -s "$work/stty" ] && break; sleep 0.1; done
  local settings
  settings=" $(tr '\n' ' ' < "$work/stty") "
  [[ $settings == *" echo "* ]] || fail "echo is still off after $1: $settings"
  [[ $settings == *" icanon "* ]] || fail "the terminal is still in cbreak mode after $1: $settings"
}

tmux_ new-session -d -s smoke -x 120 -y 36 "bash --norc --noprofile"
tmux_ send-keys -t smoke "PS1='$ '; export TERM=xterm-256color; clear" Enter
wait_for '^\$ ?$' || fail "the shell did not start"

# 1. Draw, present, scrub with the keys, quit.
tmux_ send-keys -t smoke "$(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "the HUD was not drawn"
screen | grep -q '┌' && screen | grep -q '└' || fail "the device's frame was not drawn"
screen | grep -q 'slide' || fail "the header does not name the demo"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "Enter did not present"
tmux_ send-keys -t smoke Space
wait_for 'State +scrub' || fail "Space did not pause into scrub mode"
tmux_ send-keys -t smoke Home
wait_percent 0 || fail "Home did not go to 0 %"
tmux_ send-keys -t smoke Right Right Right
wait_percent 3 || fail "→ three times did not step to 3 %"
tmux_ send-keys -t smoke Left
wait_percent 2 || fail "← did not step back to 2 %"
tmux_ send-keys -t smoke q
wait_for '^exit=0$' || fail "q did not quit with status 0"
screen | grep -q 'Transition' && fail "the alternate screen is still showing after q"
check_terminal_given_back "q"

# Checks that the alternate screen is left and the cursor is visible again.
check_screen_given_back() {
  [ "$(tmux_ display-message -p -t smoke '#{alternate_on}')" = 0 ] || fail "still on the alternate screen after $1"
  [ "$(tmux_ display-message -p -t smoke '#{cursor_flag}')" = 1 ] || fail "the cursor is still hidden after $1"
}
check_screen_given_back "q"

# 2. Signals: each ends it with 128 + the signal's number and gives the terminal back.
for signal in TERM:143 INT:130 QUIT:131 HUP:129; do
  name=${signal%%:*} status=${signal##*:}
  tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") square; echo \"exit=\$?\"" Enter
  wait_for 'Transition' || fail "the HUD was not drawn before SIG$name"
  shell_pid=$(tmux_ display-message -p -t smoke '#{pane_pid}')
  app_pid=$(pgrep -P "$shell_pid" | head -n 1) || fail "the previewer is not running"
  kill -"$name" "$app_pid"
  wait_for "^exit=$status\$" || fail "SIG$name did not end it with status $status"
  check_terminal_given_back "SIG$name"
  check_screen_given_back "SIG$name"
done

# 3. A resize storm during a transition: 20 sizes in a second, then a correct frame at the last.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") drop; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "the HUD was not drawn before the resize storm"
tmux_ send-keys -t smoke Enter
for i in $(seq 20); do
  tmux_ resize-window -t smoke -x $((60 + (i * 7) % 70)) -y $((16 + (i * 5) % 24))
  sleep 0.05
done
tmux_ resize-window -t smoke -x 120 -y 36
wait_for 'Transition +present' || fail "the transition did not survive the resize storm"
wait_for '^└─+┘' || fail "the device's frame was not redrawn whole at the final size"
tmux_ send-keys -t smoke q
wait_for '^exit=0$' || fail "q did not quit after the resize storm"
check_terminal_given_back "the resize storm"

# 4. A forced trap mid-transition (debug builds: Ctrl-T).
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "the HUD was not drawn before the forced trap"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "Enter did not present before the forced trap"
tmux_ send-keys -t smoke C-t
# Swift's backtracer, on a terminal, asks before it quits: answer it (proof it had the terminal back).
wait_for '^exit=13[23]$|Press space to interact' || fail "Ctrl-T did not crash a debug build (is $binary one?)"
screen | grep -q 'Press space to interact' && tmux_ send-keys -t smoke q
wait_for '^exit=13[23]$' || fail "Ctrl-T did not end a debug build by its trap (is $binary a debug build?)"
tmux_ capture-pane -p -S -300 -t smoke | grep -q 'a trap forced on purpose' \
  || fail "the crash's message is not on the restored screen"
check_terminal_given_back "a crash"
check_screen_given_back "a crash"

echo "tmux-smoke: ok — drew, presented, scrubbed; quit on q, SIGTERM, SIGINT, SIGQUIT and SIGHUP and crashed on a forced trap with the terminal given back each time; survived a resize storm"
