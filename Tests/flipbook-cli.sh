#!/usr/bin/env bash
# End-to-end test of the `flipbook` command line's files and streams, as a careless or hostile
# user meets them (issue 18). Each check is a reproduction that failed before:
#
#   Tests/flipbook-cli.sh .build/debug/flipbook
#
# 1. `record -o` refuses a folder (`-o DIR`, `-o .`), a device, a FIFO, a link to a folder and
#    a missing folder with exit 73 and an empty name with 64, before rendering, and every one of
#    them is intact afterwards; a link to a file replaces the file and stays a link.
# 2. An old recording stays whole when the run fails (an `expect`), when the disk fills (a file
#    size limit), and when the run is interrupted (SIGTERM); no temporary file is left.
# 3. The header states the size the first frame is drawn at; a later `size` is a resize event.
# 4. `snapshot` lines are written as they run (a later failing `expect` keeps them), for
#    `play --headless`, `record --snapshots`; `--snapshots FILE` is refused with 73. The JSON
#    forms (`snapshot --format json`, `--snapshot-format json|both`) parse as JSON.
# 5. Closed and full streams: nothing traps (exit 132), a failed stdout write exits 74.
# 6. A demo's pictures come from the binary's resource bundle: the source tree is not needed.
# 13. Script time is the same at every frame rate; a GIF has no delay under 2 cs; a `device`
#     line after the first action is refused (65); a script's file name is echoed inert.
set -uo pipefail

binary=${1:?usage: $0 path/to/flipbook}
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
[ -x "$binary" ] || { echo "flipbook-cli: $binary is not an executable (run swift build first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
failures=0
fail() { echo "flipbook-cli: FAIL: $*" >&2; failures=$((failures + 1)); }
# Runs flipbook with a 60 s guard (a hang is a failure, not a stuck CI); status in $rc, stderr in $err.
run() { timeout 60 "$binary" "$@" 2>"$work/.err"; rc=$?; err=$(cat "$work/.err"); }
expect_rc() { [ "$rc" = "$1" ] || fail "$2: exit $rc, wanted $1 (stderr: $err)"; }
no_temporary_files() { local left; left=$(find "$work" -name '.*.??????' -print); [ -z "$left" ] || fail "$1: temporary files left: $left"; }

printf 'demo zoom\npresent\nwait 0.3\nsnapshot presented\n' > short.flip
printf 'demo zoom\nloop 10000 {\n  loop 10 {\n    present\n    wait 0.7\n    dismiss\n    wait 0.8\n  }\n}\n' > long.flip

# 1. Refusals, with everything intact.
mkdir -p keep/inner && echo precious > keep/inner/file && echo old > old.cast
for target in keep . keep/; do
  run record short.flip -o "$target"
  expect_rc 73 "record -o $target"
  [[ $err == *"is a folder, not a file"* ]] || fail "record -o $target: the message does not say it is a folder: $err"
done
[ "$(cat keep/inner/file)" = precious ] || fail "a refused -o DIR lost the folder's contents"
run record short.flip -o ""
expect_rc 64 "record -o ''"
run record short.flip -o /dev/null
expect_rc 73 "record -o /dev/null"
[ -c /dev/null ] || fail "/dev/null is no longer a character device"
mkfifo pipe
run record short.flip -o pipe
expect_rc 73 "record -o FIFO"
[ -p pipe ] || fail "the FIFO was replaced"
ln -s keep to-folder
run record short.flip -o to-folder
expect_rc 73 "record -o link-to-folder"
[ -L to-folder ] && [ "$(cat keep/inner/file)" = precious ] || fail "the link to a folder or the folder changed"
run record short.flip -o no/such/folder/x.cast
expect_rc 73 "record -o in a missing folder"
[[ $err == *"the folder 'no/such/folder' does not exist"* ]] || fail "the missing folder is not named: $err"
echo "not a cast" > real.cast && ln -s real.cast link.cast
run record short.flip -o link.cast
expect_rc 0 "record -o link-to-file"
[ -L link.cast ] || fail "the symbolic link was replaced by a file"
head -c 12 real.cast | grep -q '{"version": ' || fail "the link's target was not written"
cp short.flip self.flip
run record self.flip -o self.flip
expect_rc 73 "record -o the script itself"
cmp -s short.flip self.flip || fail "recording over its own script replaced the script"
no_temporary_files "the refusals"

# 2. The old file survives every way a run can end early.
printf 'demo zoom\npresent\nwait 0.3\nexpect state dismissed\n' > failing.flip
run record failing.flip -o old.cast
expect_rc 1 "a failing expect"
[ "$(cat old.cast)" = old ] || fail "a failed run damaged the old recording"
(trap '' XFSZ; ulimit -f 8; timeout 60 "$binary" record short.flip -o old.cast 2>"$work/.err"); rc=$?; err=$(cat "$work/.err")
expect_rc 74 "a write past the file size limit"
[ "$(cat old.cast)" = old ] || fail "a full disk damaged the old recording"
[[ $err == *"free some space"* || $err == *"File too large"* ]] || fail "the write failure does not say why: $err"
# (SIGTERM: a script's background job starts with SIGINT ignored, and flipbook keeps it so.)
"$binary" record long.flip -o old.cast 2>/dev/null & pid=$!
sleep 2; kill -TERM $pid; wait $pid; rc=$?
expect_rc 143 "SIGTERM during a recording"
[ "$(cat old.cast)" = old ] || fail "an interrupted run damaged the old recording"
no_temporary_files "the early ends"

# 3. The header is the first frame's size; a later size is a resize event.
printf 'size 100x40\ndemo card\nwait 0.1\nsize 80x24\nwait 0.1\n' > sized.flip
run record sized.flip -o sized.cast --size 100x30
expect_rc 0 "record with a script's size"
head -n 1 sized.cast | grep -q '"width": 100, "height": 40' || fail "the header does not state the first frame's size: $(head -n 1 sized.cast)"
grep -q '"r", "80x24"' sized.cast || fail "the later size is not a resize event"
printf 'size 1000x1000\n' > huge.flip
run record huge.flip -o huge.cast
expect_rc 65 "size 1000x1000 (beyond --size's 500 rows)"
[ ! -e huge.cast ] || fail "a refused script still wrote its recording"

# 4. Snapshots are written when their line runs.
printf 'demo zoom\nsnapshot before\nexpect state presented\n' > snap-then-fail.flip
run play snap-then-fail.flip --headless --snapshots shots
expect_rc 1 "a failing expect after a snapshot"
[ -s shots/before.txt ] || fail "the snapshot taken before the failing expect was lost"
run record short.flip -o s.cast --snapshots recorded-shots
expect_rc 0 "record --snapshots"
[ -s recorded-shots/presented.txt ] || fail "record --snapshots wrote no snapshot"
run play short.flip --headless --snapshots old.cast
expect_rc 73 "--snapshots naming a file"
[ "$(cat old.cast)" = old ] || fail "--snapshots FILE changed the file"
run snapshot zoom --at 50% --snapshots shots
expect_rc 64 "--snapshots with snapshot (where it does nothing)"
json_ok() { python3 -c 'import json,sys; d = json.load(sys.stdin); sys.exit(0 if d["schema"] == "flipbook.snapshot/1" and d["lanes"] else 1)'; }
timeout 60 "$binary" snapshot pinterest --transition dismiss --at 30% --format json > inspected.json 2>"$work/.err"; rc=$?
expect_rc 0 "snapshot --format json"
json_ok < inspected.json || fail "snapshot --format json printed no JSON with lanes: $(head -c 200 inspected.json)"
run play short.flip --headless --snapshots json-shots --snapshot-format both
expect_rc 0 "play --snapshots --snapshot-format both"
[ -s json-shots/presented.txt ] || fail "--snapshot-format both wrote no NAME.txt"
python3 -c 'import json,sys; json.load(sys.stdin)' < json-shots/presented.json || fail "--snapshot-format both wrote no JSON NAME.json"
# A NAME.json that is a folder, or a link to one, is the user's: refused, and left as it was.
mkdir -p json-guard/presented.json json-guard-link kept-folder
echo precious > json-guard/presented.json/keep.txt
ln -s ../kept-folder json-guard-link/presented.json
for folder in json-guard json-guard-link; do
  run play short.flip --headless --snapshots "$folder" --snapshot-format json
  expect_rc 73 "--snapshot-format json onto $folder/presented.json"
done
[ "$(cat json-guard/presented.json/keep.txt)" = precious ] || fail "a folder named NAME.json lost its contents"
[ "$(ls json-guard/presented.json)" = keep.txt ] || fail "a folder named NAME.json gained or lost files"
[ "$(readlink json-guard-link/presented.json)" = ../kept-folder ] || fail "a link named NAME.json was replaced"
[ -z "$(ls kept-folder)" ] || fail "something was written into the folder a NAME.json link points at"
[ "$(ls -A json-guard)" = presented.json ] && [ "$(ls -A json-guard-link)" = presented.json ] \
  || fail "a refused NAME.json left a temporary file behind"

# 5. Closed and full streams.
timeout 60 "$binary" frobnicate 2>&-; rc=$?
expect_rc 64 "an unknown command with stderr closed"
timeout 60 "$binary" record short.flip -o closed.cast 2>&-; rc=$?
expect_rc 0 "record with stderr closed"
grep -q '"o"' closed.cast || fail "record with stderr closed wrote its messages into the recording"
run snapshot zoom --at 50% >/dev/full
expect_rc 74 "snapshot >/dev/full"
[[ $err == *"cannot write to standard output"* ]] || fail "a full stdout is not reported: $err"
run play short.flip --headless >/dev/full
expect_rc 74 "play --headless >/dev/full"
timeout 60 "$binary" list >&- 2>"$work/.err"; rc=$?; err=$(cat "$work/.err")
expect_rc 74 "list with stdout closed"

# 7. export: a GIF through a temporary file renamed over the target; the same refusals as record.
echo old > old.gif
run export zoom -o keep
expect_rc 73 "export -o a folder with files in it"
mkdir -p folder.gif
run export zoom -o folder.gif
expect_rc 73 "export -o a folder named .gif"
[[ $err == *"is a folder, not a file"* ]] || fail "export -o folder.gif: the message does not say it is a folder: $err"
run export zoom --transition push -o old.gif
expect_rc 1 "export of a transition zoom has not"
[ "$(cat old.gif)" = old ] || fail "a failed export changed old.gif"
run export zoom -o old.gif --fps 10 --hold 0.5 --no-loop
expect_rc 0 "export zoom -o old.gif"
[ "$(head -c 6 old.gif)" = GIF89a ] || fail "export did not write a GIF89a"
[[ $err == *"exported 6 frames (390×844) to 'old.gif'"* ]] || fail "export does not say what it wrote: $err"
printf 'demo zoom\npresent\nwait 0.3\n' > export.flip
run export export.flip -o script.gif --fps 10
expect_rc 0 "export SCRIPT.flip"
[[ $err == *"exported 4 frames"* ]] || fail "a script's export is not its frames: $err"
mkdir -p empty
run export slide -o empty --fps 10
expect_rc 0 "export slide -o an empty folder"
[ "$(ls empty | tr '\n' ' ')" = "frame-0001.png frame-0002.png frame-0003.png frame-0004.png frame-0005.png frame-0006.png " ] \
  || fail "export -o DIR did not write frame-0001.png … frame-0006.png: $(ls empty)"
python3 -c "
import sys
from PIL import Image
im = Image.open('empty/frame-0001.png')
sys.exit(0 if im.size == (390, 844) and im.format == 'PNG' else 1)" || fail "frame-0001.png is not a 390×844 PNG (read by Pillow)"
run export slide -o empty
expect_rc 73 "export -o a folder with files in it"
[[ $err == *"is a folder with files in it"* ]] || fail "export -o a full folder: the message does not say so: $err"
[ "$(ls empty | wc -l)" = 6 ] || fail "a refused export changed the folder"
# A run that fails after writing frames takes back only its own frames: the folder (and a link
# to a folder) named stays, empty as it was, and the file beside it untouched.
printf 'demo slide\npresent\nwait 0.3\nexpect percent 10%%\n' > failing.flip
mkdir -p bare && echo precious > beside.txt && ln -s bare bare-link
for target in bare bare-link; do
  run export failing.flip -o "$target" --fps 10
  expect_rc 1 "a failing script exported to $target"
  [ -d bare ] && [ -z "$(ls -A bare)" ] || fail "a failed export into $target left files or lost the folder: $(ls -A bare)"
done
[ -L bare-link ] && [ "$(cat beside.txt)" = precious ] || fail "a failed export touched the link or a file beside it"
run export slide -o sheet.png --at 0,50,100
expect_rc 0 "export slide -o sheet.png"
[[ $err == *"a contact sheet of 3 frames (1234×896)"* ]] || fail "the contact sheet is not 3 panels of 390×844: $err"
no_temporary_files "export"
[ "$(cat keep/inner/file)" = precious ] || fail "export touched keep/"

# 8. Every command that reads a file refuses to write over it, through any link (73), and says so.
printf 'demo zoom\npresent\nwait 0.3\n' > input.flip
cp input.flip input.keep
ln -s input.flip soft.gif && ln input.flip hard.gif && ln -s input.flip soft.cast
for output in soft.gif hard.gif; do
  run export input.flip -o "$output" --fps 10
  expect_rc 73 "export SCRIPT -o $output (the script through a link)"
  [[ $err == *"which this run reads"* ]] || fail "export over its own script: the message does not say so: $err"
done
run record input.flip -o soft.cast
expect_rc 73 "record SCRIPT -o a link to the script"
printf 'demo zoom\nsnapshot presented\n' > input-shots.flip && cp input-shots.flip input-shots.keep
mkdir -p input-shots && ln -s ../input-shots.flip input-shots/presented.txt
run play input-shots.flip --headless --snapshots input-shots
expect_rc 73 "a snapshot line writing over the script through a link"
cmp -s input.flip input.keep && cmp -s input-shots.flip input-shots.keep || fail "a run replaced the script it reads"
[ -L soft.gif ] && [ -L soft.cast ] || fail "a refused output link was replaced"

# 9. Every signal whose default action ends the process: the old file stays, nothing is left,
#    the status is the signal's (128 + n), and no core file. Job control on, so a background job
#    keeps SIGINT and SIGQUIT (a shell without it ignores them there).
set -m
# A signal this shell was started ignoring (HUP under nohup) stays ignored in the recording, as
# it should (see Interruption.swift): it is skipped, or the recording would run to its end.
ignored=$((16#$(awk '/^SigIgn/ {print $2}' /proc/$$/status)))
for signal in QUIT USR1 USR2 ALRM PIPE XFSZ VTALRM PROF XCPU HUP; do
  if (( (ignored >> ($(kill -l "$signal") - 1)) & 1 )); then echo "flipbook-cli: SIG$signal is ignored by this shell; not sent" >&2; continue; fi
  echo old > sig.cast
  "$binary" record long.flip -o sig.cast 2>/dev/null & pid=$!
  sleep 1; kill -"$signal" $pid; wait $pid; rc=$?
  expect_rc $((128 + $(kill -l "$signal"))) "SIG$signal during a recording"
  [ "$(cat sig.cast)" = old ] || fail "SIG$signal replaced the old recording"
done
[ -z "$(ls core* 2>/dev/null)" ] || fail "a signal left a core file"
no_temporary_files "signals during record"
# A frames export stopped by a signal leaves the folder as it found it (empty, or gone when the
# run made it), so the run can be done again; two exports into one folder never mix their frames.
mkdir -p stopped linked-empty && ln -s linked-empty stopped-link
for target in stopped made-by-run stopped-link; do
  "$binary" export long.flip -o "$target" 2>/dev/null & pid=$!
  sleep 2; kill -INT $pid; wait $pid; rc=$?
  expect_rc 130 "SIGINT during a frames export into $target"
done
[ -d stopped ] && [ -z "$(ls -A stopped)" ] || fail "an interrupted frames export left files: $(ls -A stopped)"
[ ! -e made-by-run ] || fail "an interrupted frames export left the folder it made"
[ -L stopped-link ] && [ -d linked-empty ] && [ -z "$(ls -A linked-empty)" ] \
  || fail "an interrupted frames export through a link removed or changed the link or its folder"
run export export.flip -o stopped --fps 10
expect_rc 0 "a frames export again after an interrupted one"
set +m
mkdir -p shared
"$binary" export slide -o shared --fps 30 2>"$work/.err1" & first=$!
"$binary" export slide -o shared --fps 30 2>"$work/.err2" & second=$!
wait $first; rc1=$?; wait $second; rc2=$?
[ "$rc1$rc2" = 00 ] && fail "two exports into one folder both succeeded"
# (Started at one instant, both may see the other's claim and stop: never both go on.)
! ls -A shared | grep -q '^\.' || fail "two exports into one folder left a staging folder: $(ls -A shared)"
[ "$rc1$rc2" = 00 ] || [ "$(ls shared | wc -l)" = 0 ] || [ "$rc1" = 0 ] || [ "$rc2" = 0 ] || fail "two failed exports left frames"
no_temporary_files "signals during export"

# 10. export names only the formats it writes.
run export zoom -o out.jpg
expect_rc 64 "export -o out.jpg"
[[ $err == *"OUT.gif"*"OUT.png"*"folder"* ]] || fail "export -o out.jpg does not name the formats: $err"
[ ! -e out.jpg ] || fail "export -o out.jpg made something"
echo notes > notes
run export zoom -o notes
expect_rc 73 "export -o an existing file"
[[ $err == *"not a folder; export writes frames into a new or empty folder"* && $err != *snapshots* ]] || fail "export -o FILE: another command's message: $err"

# 11. init: a link that holds the package (/ holds everything) is refused; a full stdout still
#     says the package was written.
run init linked-pkg --link /
expect_rc 64 "init DIR --link /"
[[ $err == *"holds the package's own folder"* ]] || fail "init --link / does not say why: $err"
[ ! -e linked-pkg ] || fail "a refused init left a folder"
timeout 60 "$binary" init full-pkg >/dev/full 2>"$work/.err"; rc=$?; err=$(cat "$work/.err")
expect_rc 74 "init DIR >/dev/full"
[[ $err == *"The package was written to 'full-pkg' all the same."* ]] && [ -f full-pkg/Package.swift ] \
  || fail "init with a full stdout does not say the package was written: $err"

# 12. Options that change nothing for the command are refused; names with escapes are echoed inert.
run record short.flip -o speed.cast --speed 2
expect_rc 64 "record --speed"
[ ! -e speed.cast ] || fail "a refused option still recorded"
run list --device ipad
expect_rc 64 "list --device"
run snapshot spring --at 50% --set "damping=0x1.8p-1"
expect_rc 64 "--set with a hex number"
[[ $err == *"takes a decimal number"* ]] || fail "--set damping=0x1.8p-1: $err"
printf 'demo zoom\npresent\nwait 0.1\n' > "$(printf 'esc\033[2J.flip')"
run record "$(printf 'esc\033[2J.flip')" -o "$(printf 'out\033[2J.cast')"
expect_rc 0 "record a script whose name has an escape"
[[ $err != *$'\033'* ]] || fail "an escape in a file name reached the terminal raw: $(printf '%q' "$err")"
timeout 60 "$binary" list > list.txt 2>/dev/null
grep -q "^swipe-dismiss  " list.txt || fail "list cuts or glues a long name: $(grep swipe list.txt)"

# 13. Script time is media time: a hundred waits of 0.02 s are 2 s at play's 60 fps and at
#     record's --fps (not a whole frame each: 1.67 s, 3.33 s).
printf 'demo slide\nloop 100 {\n  wait 0.02\n}\n' > waits.flip
out=$(timeout 60 "$binary" play waits.flip --headless 2>/dev/null)
[[ $out == *"120 frames, 2.00 s of media time"* ]] || fail "play --headless: a hundred waits of 0.02 s are not 2 s: $out"
for fps in 30 24; do
  run record waits.flip -o waits.cast --fps "$fps"
  expect_rc 0 "record waits.flip --fps $fps"
  [[ $err == *"recorded $((2 * fps)) frames (2.00 s)"* ]] || fail "record --fps $fps: a hundred waits of 0.02 s are not 2 s: $err"
done
# At --fps 60 no GIF delay is 1 cs (browsers show it as 10): a frame under 2 cs takes the place
# of the one before, and the delays still add up to the take's length.
run export slide -o slide60.gif --fps 60 --hold 1
expect_rc 0 "export slide --fps 60"
length=$("$binary" snapshot slide --at 100% --format json | python3 -c "import json, sys; print(round(json.load(sys.stdin)['take']['length'] * 100))")
python3 -c "
import sys
from PIL import Image
im = Image.open('slide60.gif')
delays = []
for i in range(im.n_frames):
    im.seek(i)
    delays.append(im.info['duration'])
sys.exit(0 if min(delays) >= 20 and sum(delays[:-1]) == int(sys.argv[1]) * 10 else 1)" "$length" \
  || fail "export --fps 60: a delay under 2 cs, or the delays do not add up to the take's $length cs (read by Pillow)"
printf 'demo zoom\npresent\ndevice ipad\n' > device.flip
run play device.flip --headless
expect_rc 65 "a device line after the first action"
[[ $err == *"device.flip:3:1: device must come before the first action: it sets the device the demo is built for"* ]] \
  || fail "a device line after the first action: not the parse error: $err"
odd=$(printf 'esc\033[2J\342\200\215join.flip')
printf 'presnt\n' > "$odd"
run play "$odd" --headless
expect_rc 65 "a script with a mistake and an odd name"
[[ $err == *'esc\u{1B}[2J\u{200D}join.flip:1:1: unknown command'* && $err != *$'\033'* ]] \
  || fail "a script's file name with an escape sequence and a zero-width joiner is not echoed inert: $err"
long=$(printf 'n%.0s' {1..250}).flip
printf 'presnt\n' > "$long"
run play "$long" --headless
expect_rc 65 "a script with a mistake and a 255-character name"
[[ ${#err} -lt 200 && $err == *"…"* ]] || fail "a script's long file name is not cut: $err"

# 13b. export --speed: slow motion — the same transition at a quarter speed lasts four times as long.
run export slide -o normal.gif --fps 20
expect_rc 0 "export slide at speed 1"
run export slide -o slow.gif --fps 20 --speed 0.25
expect_rc 0 "export slide --speed 0.25"
python3 -c "
import sys
from PIL import Image
def length(path):
    im = Image.open(path); total = 0
    for i in range(im.n_frames):
        im.seek(i); total += im.info['duration']
    return total - 1000   # the held last frame
normal, slow = length('normal.gif'), length('slow.gif')
sys.exit(0 if abs(slow - 4 * normal) <= 20 else 1)" || fail "export --speed 0.25 does not last four times as long"

# 6. Pictures without the source tree: the binary and its resource bundle, copied elsewhere.
mkdir -p elsewhere
cp "$binary" elsewhere/
cp -R "$(dirname "$binary")"/Flipbook_FlipbookDemos.resources elsewhere/ 2>/dev/null \
  || fail "the build has no resource bundle Flipbook_FlipbookDemos.resources beside $binary"
(cd elsewhere && timeout 60 ./flipbook snapshot pinterest --at 0% --size 60x20 > grid.txt 2>/dev/null) \
  || fail "the copied binary could not draw pinterest"
rm -rf elsewhere/Flipbook_FlipbookDemos.resources
(cd elsewhere && timeout 60 ./flipbook snapshot pinterest --at 0% --size 60x20 > bare.txt 2>bare.err) \
  || fail "the copied binary without its pictures failed instead of drawing without them"
grep -q "Flipbook_FlipbookDemos.resources is not beside this program" elsewhere/bare.err \
  || fail "a binary without its resource bundle does not say so at start: $(cat elsewhere/bare.err)"
cmp -s elsewhere/grid.txt elsewhere/bare.txt && fail "pinterest's pictures did not come from the resource bundle"

if [ "$failures" -ne 0 ]; then echo "flipbook-cli: $failures failure(s)" >&2; exit 1; fi
echo "flipbook-cli: ok — outputs refused before rendering and left intact (folders, devices, FIFOs, links, missing folders); old files whole after failures, full disks and signals; header and resize events; snapshots written as they run; closed and full streams reported; pictures shipped beside the binary; export wrote GIFs of a demo and a script, PNG frames into an empty folder and a contact sheet, through temporary files, refusing full folders and keeping the old file on failure; script time the same at every frame rate, no GIF delay under 2 cs, device after an action refused, file names echoed inert"
