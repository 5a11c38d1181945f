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
# 5. Input under TERM=tmux-256color (issue 18): an SGR click on the timeline scrubs and triggers no
#    key (the demo and the speed stay); reports with coordinates of 10 000 and more do nothing;
#    1 MB pasted with and without bracketed paste is discarded (it holds q, [ and digits) and q
#    then quits within seconds; Ctrl-Z gives the terminal back (mouse off) and fg takes it again.
# 6. COLUMNS=10 LINES=5 in a 120×36 pane draws the whole previewer (the kernel's size wins);
#    Ctrl-C typed ends it with 130.
# 7. LANG=C LC_ALL=C draws the device, its frame and the timeline in ASCII, and says why.
# 8. The HUD's percent is the transition's real progress (issue 20): `slide`, i, Enter and three
#    ⇧→ read 30 %, and the device shows the frame `flipbook snapshot slide --at 30%` shows (the
#    nearest of 0, 30 and 60 %, within a few rows); `square`, Enter, r: the percent falls.
# 9. The inspector (issue 20): in `square`, at rest, an SGR right click on the square picks it
#    (its name and centre 365, 375 in the Inspector panel); `v` lists it in the Views panel; Esc
#    closes the panel and ends the inspection without quitting.
# 10. Touches (issue 22): in `swipe-dismiss`, the card presented, an SGR press on it and drag
#    reports a row every 60 ms (about 440 pt/s) to 25 % of the screen, then a release: the pan
#    drove the dismissal under the finger and, let go early and slowly, the card springs back and
#    stays; the same drag as a flick (every report at once) dismisses it.
# 11. The sheet (issue 22): in `sheet`, Enter presents a page sheet; an SGR drag up on it settles
#    it at the large detent, pushing the gallery back, and a flick down dismisses it.
# 12. Tabs (issue 22): in `tabs`, a click on the third tab slides to it, and a press at the
#    device's left edge dragged right drives the slide back under the finger, finishing when let
#    go past 40 %.
# 13. Parameters (issue 25): in `spring`, presented, `t` opens the parameters panel; ten → take the
#    damping from 0.3 to 0.8, the transition re-runs and its curve's overshoot falls from 1.37 to
#    1.02 (1 + e^(−ζπ/√(1−ζ²)) for a spring from rest); q prints the Swift line to paste back.
# 14. A comparison: spring at ζ 0.3 beside itself at ζ 0.8 plays both sides to 100 %, overlays both
#    curves and says where they differ most; Home and ⇧→ move the one playhead of both.
# 15. The first key after a paste without brackets acts: 4 KB pasted into `slide` paused at 0 %
#    (it holds q, [ and digits) changes nothing; after a second of quiet (the burst filter's is
#    150 ms) one q quits with status 0.
# 16. TERM=dumb (no cursor addressing) is refused before anything is written: "flipbook: this
#    terminal (TERM=dumb) cannot move the cursor; run it in a terminal such as xterm-256color…",
#    exit 1, nothing else on the screen, the terminal as it was.
# 17. TERM=vt100 (cursor addressing, no colour, no alternate screen): the device in the ASCII ramp
#    and no block elements, the header says "ascii · no colour"; q leaves the frame and gives the
#    shell a clean bottom row.
# 18. --color truecolor under xterm-256color (no direct colour in terminfo): the header says
#    "256 colours (asked truecolor: terminfo has no direct colour)"; nothing on stderr.
# 19. SIGUSR1 and SIGALRM end it with 128 + the signal and give the terminal back (main screen,
#    cursor shown, mouse reporting off, echo and icanon on).
#
# Throughout, the terminal given back also means mouse reporting off (tmux's #{mouse_any_flag}).
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
  [ "$(tmux_ display-message -p -t smoke '#{mouse_any_flag}')" = 0 ] || fail "mouse reporting is still on after $1"
}
check_screen_given_back "q"

# Sends key $1, waits for the shell to print exit=$2, and checks the terminal was given back ($3 says after what).
quit_and_check() {
  tmux_ send-keys -t smoke "$1"
  wait_for "^exit=$2\$" || fail "$3 did not end it with status $2"
  check_terminal_given_back "$3"
  check_screen_given_back "$3"
}

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

# Sends bytes to the pane as they are, e.g. send_bytes $'\e[<0;30;10M'.
send_bytes() { tmux_ send-keys -t smoke -H $(printf '%s' "$1" | od -An -tx1 -v); }

# 5. Input under tmux's own TERM.
tmux_ send-keys -t smoke "clear; TERM=tmux-256color $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "the HUD was not drawn under TERM=tmux-256color"
[ "$(tmux_ display-message -p -t smoke '#{mouse_sgr_flag}')" = 1 ] || fail "SGR mouse reports were not turned on"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "Enter did not present under TERM=tmux-256color"
tmux_ send-keys -t smoke Space
wait_for 'State +scrub' || fail "Space did not pause under TERM=tmux-256color"
# The timeline, "0.000s ━━━…──── 0.500s": the 1-based row and the column of its bar's middle.
read -r row middle < <(screen | python3 -c '
import re, sys
for number, line in enumerate(sys.stdin.buffer.read().decode("utf-8").splitlines(), 1):
    match = re.search(r"0\.000s ([━─●]+) \d", line)
    if match:
        print(number, (match.start(1) + match.end(1)) // 2 + 1)
        break
') || fail "no timeline to click"
send_bytes $'\e[<0;'"$middle;$row"$'M\e[<0;'"$middle;$row"'m'
wait_for 'State +scrub · (4[5-9]|5[0-5])%' || fail "an SGR click in the middle of the timeline did not scrub to about 50 %"
screen | grep -q 'Flipbook  slide' || fail "the SGR click's bytes switched the demo (read as keys)"
screen | grep -q '×1 ' || fail "the SGR click's bytes changed the speed (read as keys)"
before=$(screen | grep -o 'State .*%')
send_bytes $'\e[<0;10030;'"$row"$'M\e[<0;'"$middle"$';10000M\e[<0;99999999999;1M\e[<0;10030;'"$row"'m'
tmux_ send-keys -t smoke '?'
wait_for 'close this help' || fail "the previewer stopped reading keys after large-coordinate reports"
[ "$(screen | grep -o 'State .*%')" = "$before" ] || fail "a report with coordinates of 10 000 or more did something: $(screen | grep -o 'State .*%')"
screen | grep -q 'Flipbook  slide' && screen | grep -q '×1 ' || fail "a large-coordinate report was read as keys"
tmux_ send-keys -t smoke '?'
for _ in $(seq 50); do screen | grep -q 'close this help' || break; sleep 0.1; done

# A megabyte of text full of keys, pasted with brackets (-p: the previewer turned them on) and without.
for _ in $(seq 40000); do printf 'q2[ 3]1 x\r\n'; done | head -c 1048576 > "$work/paste.txt"
tmux_ load-buffer -b big "$work/paste.txt"
tmux_ paste-buffer -p -b big -t smoke
tmux_ send-keys -t smoke Home
wait_for 'State +scrub · 0%' || fail "a key after a bracketed 1 MB paste did not act within seconds"
screen | grep -q '^exit=' && fail "a bracketed paste's q quit the previewer"
screen | grep -q 'Flipbook  slide' && screen | grep -q '×1 ' || fail "a bracketed paste was read as keys"
tmux_ send-keys -t smoke End
wait_for 'State +scrub · 100%' || fail "End did not go to 100 % after the paste"
tmux_ paste-buffer -b big -t smoke
for _ in $(seq 20); do
  screen | grep -q '^exit=' && fail "the q of a paste without brackets quit the previewer"
  screen | grep -Eq 'State +scrub · 0%' && break
  tmux_ send-keys -t smoke Home
  sleep 0.5
done
screen | grep -Eq 'State +scrub · 0%' || fail "keys did not act within seconds after a 1 MB paste without brackets"
screen | grep -q '^exit=' && fail "the q of a paste without brackets quit the previewer"
screen | grep -q 'Flipbook  slide' && screen | grep -q '×1 ' || fail "a paste without brackets was read as keys"

# Ctrl-Z gives the terminal back, mouse reporting off; fg takes it again.
tmux_ send-keys -t smoke C-z
wait_for '^\[1\]\+ +Stopped' || fail "Ctrl-Z did not suspend the previewer"
[ "$(tmux_ display-message -p -t smoke '#{mouse_any_flag}')" = 0 ] || fail "mouse reporting is still on while suspended"
# (The shell has printed exit=148 for the stopped job; fg's own status is the one to wait for.)
tmux_ send-keys -t smoke "fg; echo \"exit=\$?\"" Enter
wait_for 'Transition +present' || fail "fg did not bring the previewer back"
[ "$(tmux_ display-message -p -t smoke '#{mouse_sgr_flag}')" = 1 ] || fail "SGR mouse reports are off after fg"
quit_and_check q 0 "q under TERM=tmux-256color after fg"

# 6. LINES and COLUMNS that lie: the kernel's size wins.
tmux_ send-keys -t smoke "clear; COLUMNS=10 LINES=5 $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "COLUMNS=10 LINES=5 in a 120×36 pane did not draw the whole previewer"
screen | grep -q '^└─*┘' || fail "COLUMNS=10 LINES=5: the device's frame was not drawn whole"
# Ctrl-C from the keyboard (not kill): still SIGINT, with stdin read raw.
quit_and_check C-c 130 "Ctrl-C"

# 7. No UTF-8 locale: ASCII, not blank.
tmux_ send-keys -t smoke "clear; LANG=C LC_ALL=C $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "LANG=C: the HUD was not drawn"
screen | grep -q 'locale not UTF-8' || fail "LANG=C: the header does not say why it draws in ASCII"
screen | grep -Eq '^\+-+\+' || fail "LANG=C: the device's frame was not drawn in ASCII"
[ "$(screen | grep -Ec '^\|.*[^ ].*\|')" -gt 5 ] || fail "LANG=C: the device is blank"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "LANG=C: Enter did not present"
screen | grep -Eq '0\.000s [-=O]+ ' || fail "LANG=C: the timeline is blank"
quit_and_check q 0 "q with LANG=C"

# 8. Progress in the modes people debug with.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "slide did not start"
tmux_ send-keys -t smoke i
wait_for 'State +interactive' || fail "i did not enter interactive mode"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "Enter did not start the interactive presentation"
sleep 0.5  # the clock runs on; the transition must not
wait_percent 0 || fail "under the hand, untouched, the HUD does not read 0 %"
for _ in 1 2 3; do tmux_ send-keys -t smoke S-Right; done
wait_percent 30 || fail "three ⇧→ under the hand do not read 30 %"
screen > "$work/pane.txt"
for p in 0 30 60; do
  "$binary" snapshot slide --at "$p%" --size 120x36 --color 256 > "$work/at$p.txt"
done
nearest=$(python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
pane = open(f"{work}/pane.txt").read().split("\n")
def rows_differing(p):
    snap = [l[1:-1] if l.startswith("|") else l for l in open(f"{work}/at{p}.txt").read().split("\n")]
    return sum(1 for i in range(1, 34) if snap[i][:32] != pane[i][:32])
# The hand's 30 % is the animator's fraction 0.3; the snapshot's is 30 % of the take, whose
# frame-counted length is a millisecond longer: a few cells differ (a label's column rounding, a
# 256-colour step), while 0 % and 60 % differ in a dozen rows or more.
d = {p: rows_differing(p) for p in (0, 30, 60)}
best = min(d, key=d.get)
others = min(v for p, v in d.items() if p != best)
print(best if d[best] <= 6 and 2 * d[best] < others else f"none {d}")
PY
)
[ "$nearest" = 30 ] || fail "at 30 % under the hand the device does not show the 30 % frame (nearest: $nearest)"
quit_and_check q 0 "q after the interactive slide"

tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") square; echo \"exit=\$?\"" Enter
wait_for 'State +live · 100%' || fail "square did not start (its opening animation never ended)"
tmux_ send-keys -t smoke Enter
wait_for 'State +live · [4-9][0-9]%' || fail "the square's animation did not get past 40 %"
tmux_ send-keys -t smoke r
sleep 0.3
first=$(screen | grep -Eo 'State +live · [0-9]+%' | grep -Eo '[0-9]+%' | tr -d %)
sleep 0.3
second=$(screen | grep -Eo 'State +live · [0-9]+%' | grep -Eo '[0-9]+%' | tr -d %)
[ -n "$first" ] && [ -n "$second" ] && [ "$second" -lt "$first" ] || fail "after r the percent does not fall ($first% then $second%)"
quit_and_check q 0 "q after the reversed square"

# 9. The inspector. In 120×36 the device's content is 30 columns from column 2 and 32 rows from
# row 3 (1-based): the square at rest, centred at (365, 375) of 390×844, is under cell (30, 17).
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") square; echo \"exit=\$?\"" Enter
wait_for 'State +live · 100%' || fail "square did not start (its opening animation never ended)"
send_bytes $'\e[<2;30;17M\e[<2;30;17m'
wait_for 'Inspector +SquareViewController.squareView' || fail "a right click on the square did not pick it"
wait_for 'center +365, 375 +365, 375' || fail "the Inspector panel does not show the square's centre"
tmux_ send-keys -t smoke v
wait_for 'Views .*click the device' || fail "v did not open the Views panel"
wait_for '●  SquareViewController.squareView' || fail "the Views panel does not list the square as animating"
tmux_ send-keys -t smoke Escape
sleep 0.5
! screen | grep -q 'Inspector' || fail "Esc in the Views panel did not end the inspection"
screen | grep -q 'Transition' || fail "Esc in the Views panel left the previewer"
quit_and_check q 0 "q after the inspector"

# 10. Touches. In 120×36 the device's rows are 3…34 (1-based), 26.4 pt each: row 18 is y ≈ 409.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") swipe-dismiss; echo \"exit=\$?\"" Enter
wait_for 'Flipbook  swipe-dismiss' || fail "swipe-dismiss did not start"
tmux_ send-keys -t smoke Enter
wait_for 'State +live · 100%' || fail "the card's presentation did not end"
send_bytes $'\e[<0;16;18M'
for row in 19 20 21 22 23 24 25 26; do sleep 0.06; send_bytes $'\e[<32;16;'"$row"'M'; done
wait_for 'State +live · 2[0-9]% .*isInteractive yes' || fail "dragging the card did not drive its dismissal under the finger"
send_bytes $'\e[<0;16;26m'
sleep 1
screen | grep -Eq 'Transition +dismiss' || fail "no dismissal was shown"
[ "$(screen | sed -n 12,20p | grep -c '▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀')" -ge 3 ] || fail "let go early and slowly, the card did not spring back"
send_bytes $'\e[<0;16;18M\e[<32;16;20M\e[<32;16;24M\e[<32;16;28M\e[<32;16;32M\e[<0;16;32m'
sleep 1
[ "$(screen | sed -n 12,30p | grep -c '▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀')" = 0 ] || fail "a flick down did not dismiss the card"
quit_and_check q 0 "q after the swipe-dismiss"

# 11. The sheet: its medium detent's top is at y 422 (row 19); dragged up from row 26 to row 12, it
# settles at the large detent; a flick down from row 12 to row 33 takes it away.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") sheet; echo \"exit=\$?\"" Enter
wait_for 'Flipbook  sheet' || fail "sheet did not start"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present · SystemModalAnimator · modal .pageSheet' || fail "Enter did not present a page sheet"
wait_for 'State +live · 100%' || fail "the sheet's presentation did not end"
send_bytes $'\e[<0;16;26M'
for row in 24 22 20 18 16 14 12; do sleep 0.06; send_bytes $'\e[<32;16;'"$row"'M'; done
send_bytes $'\e[<0;16;12m'
wait_for 'Transition +animation · UIKit animations' || fail "dragged up, the sheet did not settle at a detent"
wait_for 'translation.y 0 → 12.37' || fail "at the large detent the gallery was not pushed back"
sleep 0.5
send_bytes $'\e[<0;16;12M\e[<32;16;18M\e[<32;16;24M\e[<32;16;30M\e[<32;16;33M\e[<0;16;33m'
wait_for 'Transition +dismiss' || fail "a flick down did not dismiss the sheet"
quit_and_check q 0 "q after the sheet"

# 12. The tabs: the bar is at rows 32–33; the third tab's slot is x 260…390 (column 26).
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") tabs; echo \"exit=\$?\"" Enter
wait_for 'Flipbook  tabs' || fail "tabs did not start"
send_bytes $'\e[<0;26;32M\e[<0;26;32m'
wait_for 'Transition +tab · TabSlideAnimator' || fail "a click on the third tab did not slide to it"
wait_for 'State +live · 100%' || fail "the slide to the third tab did not end"
send_bytes $'\e[<0;2;18M'
for column in 4 6 8 10 12 14 16 18 20; do sleep 0.06; send_bytes $'\e[<32;'"$column"';18M'; done
wait_for 'State +live · [0-9]+% .*isInteractive yes' || fail "a drag from the left edge did not drive the slide under the finger"
send_bytes $'\e[<0;20;18m'
wait_for 'State +live · 100%' || fail "let go past 40 %, the slide back did not finish"
quit_and_check q 0 "q after the tabs"

# 13. The parameters panel: the spring's damping, changed with the keys, changes its overshoot.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") spring; echo \"exit=\$?\"" Enter
wait_for 'Flipbook  spring' || fail "spring did not start"
tmux_ send-keys -t smoke Enter
wait_for 'State +live · 100%' || fail "the spring's presentation did not end"
screen | grep -Eq ' 1\.37$' || fail "the ζ 0.3 spring's curve does not overshoot to 1.37"
tmux_ send-keys -t smoke t
wait_for 'Parameters +↑/↓ pick' || fail "t did not open the parameters panel"
wait_for '▸ damping +0\.3$' || fail "the panel does not show the damping 0.3"
for _ in 1 2 3 4 5 6 7 8 9 10; do tmux_ send-keys -t smoke Right; done
wait_for '▸ damping +0\.8 +\(default 0\.3\)' || fail "ten → did not take the damping to 0.8"
wait_for 'Curve +spring ζ 0\.80' || fail "the transition did not re-run on the new spring"
wait_for ' 1\.02$' || fail "at ζ 0.8 the overshoot did not fall to 1.02"
screen | grep -q 'UISpringTimingParameters(dampingRatio: 0.8,' || fail "the panel does not show the Swift line"
wait_for 'State +live · 100%' || fail "the re-run did not play to its end"
tmux_ send-keys -t smoke q
wait_for 'spring, as tuned \(damping 0\.8\):' || fail "q did not print the tuned values"
wait_for '^ +UISpringTimingParameters\(dampingRatio: 0\.8, initialVelocity: \.zero\)' || fail "q did not print the Swift line to paste back"
wait_for '^exit=0$' || fail "q after the parameters did not end it with status 0"
check_terminal_given_back "q after the parameters"
check_screen_given_back "q after the parameters"

# 14. A comparison: spring at ζ 0.3 beside itself at ζ 0.8 on one playhead.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") compare spring --set damping=0.3 --set-b damping=0.8; echo \"exit=\$?\"" Enter
wait_for 'Flipbook compare  spring under two sets of values' || fail "compare did not start"
wait_for 'B +spring — damping 0\.8, duration 0\.5 s' || fail "the comparison does not name B's values"
tmux_ send-keys -t smoke Enter
wait_for 'State +live · 100%' || fail "the two presentations did not end"
wait_for 'Progress +A 100% +B 100%' || fail "both sides did not finish"
screen | grep -Eq ' 1\.37$' || fail "the overlaid curves are not drawn to the ζ 0.3 overshoot, 1.37"
screen | grep -q 'B spring ζ 0.80' || fail "B's curve is not named"
wait_for 'Δ [0-9.]+ pt at 0\.[0-9]+ s \(A ' || fail "the HUD does not say where the two differ most"
tmux_ send-keys -t smoke Home
wait_for 'State +scrub · 0%' || fail "Home did not take the shared playhead to the start"
for _ in 1 2 3; do tmux_ send-keys -t smoke S-Right; done
wait_for 'State +scrub · 30%' || fail "⇧→ did not scrub the shared playhead"
wait_for 'Progress +A 30% +B 30%' || fail "the two sides are not at the same moment"
tmux_ send-keys -t smoke q
wait_for '^exit=0$' || fail "q after the comparison did not end it with status 0"
check_terminal_given_back "q after the comparison"
check_screen_given_back "q after the comparison"

# 15. A paste without brackets, then quiet: the first key typed acts (the burst filter used to skip it).
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "slide did not start before the paste"
tmux_ send-keys -t smoke Enter
wait_for 'Transition +present' || fail "Enter did not present before the paste"
tmux_ send-keys -t smoke Space
wait_for 'State +scrub' || fail "Space did not pause before the paste"
tmux_ send-keys -t smoke Home
wait_percent 0 || fail "Home did not go to 0 % before the paste"
head -c 4096 "$work/paste.txt" > "$work/paste-4k.txt"
tmux_ load-buffer -b small "$work/paste-4k.txt"
tmux_ paste-buffer -b small -t smoke
sleep 1
screen | grep -q '^exit=' && fail "the q of a 4 KB paste without brackets quit the previewer"
screen | grep -Eq 'State +scrub · 0%' || fail "a 4 KB paste without brackets moved the playhead (read as keys)"
# A text key (Esc sequences such as End were never skipped): one q, the first, quits.
quit_and_check q 0 "the first key after a paste without brackets, q,"

# 16. A terminal that cannot move the cursor: refused, and nothing written to it.
tmux_ send-keys -t smoke "clear; TERM=dumb $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for '^exit=1$' || fail "TERM=dumb did not end it with status 1"
screen | grep -q '^flipbook: this terminal (TERM=dumb) cannot move the cursor; run it in a terminal such as xterm-256color' \
  || fail "TERM=dumb: no message naming TERM and saying where to run it"
# Joined (-J), the screen holds the message, the status and the prompt: no header, no fragment.
others=$(tmux_ capture-pane -p -J -t smoke | grep -v '^$' \
  | grep -Ev '^flipbook: this terminal \(TERM=dumb\) cannot move the cursor; |^exit=1$|^\$ ?$' || true)
[ -z "$others" ] || fail "TERM=dumb left something on the screen: $others"
check_terminal_given_back "TERM=dumb"
check_screen_given_back "TERM=dumb"

# 17. A terminal without colour (and without an alternate screen): ASCII shading.
tmux_ send-keys -t smoke "clear; TERM=vt100 $(printf '%q' "$binary") slide; echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "TERM=vt100: the HUD was not drawn"
screen | grep -q 'ascii · no colour' || fail "TERM=vt100: the header does not say ascii · no colour"
[ "$(screen | grep -Ec '^(│|\|)[ -~]{20,}(│|\|)')" -ge 30 ] || fail "TERM=vt100: the device's rows are not drawn in ASCII"
[ "$(screen | grep -Ec '^(│|\|)[ -~]*[@%#*+=]')" -ge 20 ] || fail "TERM=vt100: the device is not shaded with the ASCII ramp"
screen | grep -q '[▀▄█░▒▓▌▐▘▝▖▗]' && fail "TERM=vt100: block elements were drawn"
quit_and_check q 0 "q under TERM=vt100"

# 18. 24-bit colour asked where terminfo has none: 256 colours, said in the header, not on stderr.
tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") slide --color truecolor 2> $(printf '%q' "$work/stderr"); echo \"exit=\$?\"" Enter
wait_for 'Transition +none' || fail "--color truecolor: the HUD was not drawn"
screen | grep -q '256 colours (asked truecolor: terminfo has no direct colour) · ×1   ? help' \
  || fail "--color truecolor under xterm-256color: the header does not say it shows 256 colours, and why"
quit_and_check q 0 "q after --color truecolor"
[ ! -s "$work/stderr" ] || fail "--color truecolor wrote to stderr: $(cat "$work/stderr")"

# 19. More of the signals whose default ends a process: each gives the terminal back too.
for signal in USR1:138 ALRM:142; do
  name=${signal%%:*} status=${signal##*:}
  tmux_ send-keys -t smoke "clear; $(printf '%q' "$binary") square; echo \"exit=\$?\"" Enter
  wait_for 'Transition' || fail "the HUD was not drawn before SIG$name"
  [ "$(tmux_ display-message -p -t smoke '#{alternate_on}')" = 1 ] || fail "not on the alternate screen before SIG$name"
  [ "$(tmux_ display-message -p -t smoke '#{mouse_any_flag}')" = 1 ] || fail "mouse reporting was not on before SIG$name"
  [ "$(tmux_ display-message -p -t smoke '#{cursor_flag}')" = 0 ] || fail "the cursor was not hidden before SIG$name"
  shell_pid=$(tmux_ display-message -p -t smoke '#{pane_pid}')
  app_pid=$(pgrep -P "$shell_pid" | head -n 1) || fail "the previewer is not running"
  kill -"$name" "$app_pid"
  wait_for "^exit=$status\$" || fail "SIG$name did not end it with status $status"
  check_terminal_given_back "SIG$name"
  check_screen_given_back "SIG$name"
done

echo "tmux-smoke: ok — drew, presented, scrubbed; quit on q, SIGTERM, SIGINT, SIGQUIT and SIGHUP and crashed on a forced trap with the terminal given back each time; survived a resize storm; under TERM=tmux-256color an SGR click scrubbed, large reports and 1 MB pastes did nothing, Ctrl-Z and fg worked; COLUMNS/LINES lost to the real size; LANG=C drew in ASCII; the percent was the real progress under the hand and when reversed; a right click picked a view to inspect, v listed it, Esc ended it; a mouse drag on the card drove its dismissal, springing back when let go slowly and dismissing on a flick; a sheet dragged up settled at its large detent and a flick took it away; a click on a tab and a drag from the edge slid the tabs; the parameters panel took the spring's damping to 0.8 and its overshoot fell from 1.37 to 1.02; compare showed ζ 0.3 beside ζ 0.8 on one playhead, both curves, and where they differ most; the first key after a paste without brackets, q, quit; TERM=dumb was refused with a message and nothing drawn; TERM=vt100 drew in ASCII and left a clean shell line; --color truecolor said in the header why it shows 256 colours; SIGUSR1 and SIGALRM gave the terminal back"
