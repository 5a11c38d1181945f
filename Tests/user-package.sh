#!/usr/bin/env bash
# End-to-end test of Flipbook as a dependency (issue 21): `flipbook init` writes a package of a
# user's own, in a temporary folder, that previews an app's transition file where it lies.
#
#   Tests/user-package.sh path/to/flipbook
#
# The layout is the one the README recommends: `MyApp/Transitions/FadeTransition.swift` is the
# app's own file, written with `import UIKit`; `flipbook init Preview --link MyApp/Transitions`
# writes a preview package beside it whose target reaches it through a symlink
# (Sources/Preview/App/Transitions: SwiftPM refuses a target path outside the package, but follows
# a link in one) and compiles it through the FlipbookTranslate plugin, depending on this checkout
# by path. The user then adds the fade to Demos.swift and the app's colour and picture to the
# package's Assets.xcassets, as the README says.
#
# 1. init refuses a non-empty folder, a missing --link folder and a file, touching nothing; it
#    writes the package and the link; the Package.swift is the template's with this checkout's path.
# 2. The package builds, and its `list` (through `swift run`) names its three demos (and no seed).
# 3. `snapshot fade --at 0%` shows the home screen and `--at 100%` the app's red detail screen
#    (its colour, #E5331A, from the package's Assets.xcassets colour set, in the frame's colour
#    plane; not in the first) with the catalog's 3x picture (#22CC44, not the grey 2x);
#    `swift run Preview snapshot postcard --at 50%` shows the example's picture (its sky, #7EC8E3).
#    The app's note sheet, iOS code using #selector, @objc, outlets, @objc dynamic with KVO, an
#    @objc optional protocol, a selector notification and an override in an extension, runs a
#    script whose snapshots show each behave; a broken app file's error names its own line.
# 4. Its own `swift test` — init's test of the postcard and the user's of the fade and of its cells and
#    layers, whose initializers are written as on iOS (not `required`) — passes.
# 5. The README's snapshot test: recorded once with FLIPBOOK_RECORD=missing, then passing.
#
# The build goes to .build/user-package in this checkout, kept between runs: only the first
# builds Flipbook again for the package.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build/user-package"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# SwiftPM's incremental build can keep objects compiled against an older layout of a class the
# checkout changed (a stored property added to UIView), and the package then misbehaves. So a
# failure with a kept build is tried once more from a clean one before it counts.
fail() {
    if [[ -z ${USER_PACKAGE_CLEAN_RETRY:-} && -d $scratch ]]; then
        echo "user-package: $* — trying again with a clean build of the package" >&2
        cd "$root" && rm -rf "$scratch" "$work"
        USER_PACKAGE_CLEAN_RETRY=1 exec "$root/Tests/user-package.sh" "$flipbook"
    fi
    echo "user-package: FAIL: $*" >&2
    exit 1
}
flipbook=${1:?usage: Tests/user-package.sh path/to/flipbook}
[[ $flipbook == /* ]] || flipbook=$PWD/$flipbook

mkdir -p "$work/MyApp/Transitions"
cat > "$work/MyApp/Transitions/FadeTransition.swift" <<'SWIFT'
import UIKit

/// Crossfades the presented screen in over 0.4 s, as the app does.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class HomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func showDetail() {
        let detail = UIViewController()
        detail.view.backgroundColor = UIColor(named: "Brand")
        let badge = UIImageView(image: UIImage(named: "badge"))
        badge.frame = CGRect(x: 95, y: 322, width: 200, height: 200)
        detail.view.addSubview(badge)
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}
SWIFT
# Two files that name Foundation's Timer, as apps write them: with UIKit alone it is Flipbook's,
# on the scene's clock; a file that imports Foundation too says UIKit.Timer (both compile on iOS).
cat > "$work/MyApp/Transitions/Pulse.swift" <<'SWIFT'
import UIKit

/// Pulses a view's alpha every half second while it is shown.
final class Pulse {
    private var timer: Timer?

    func start(on view: UIView) {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            view.alpha = view.alpha < 1 ? 1 : 0.6
        }
    }

    func stop() { timer?.invalidate() }
}
SWIFT
cat > "$work/MyApp/Transitions/Countdown.swift" <<'SWIFT'
import Foundation
import UIKit

/// Counts a label down once a second.
final class Countdown {
    private var timer: UIKit.Timer?

    func start(_ label: UILabel, from seconds: Int) {
        var left = seconds
        label.text = "\(left)"
        timer = UIKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            left -= 1
            label.text = "\(left)"
            if left == 0 { timer.invalidate() }
        }
    }
}
SWIFT
# The app's own view controllers, as iOS code is written, using every construct Swift on Linux
# cannot compile without the translation: an @objc protocol with optional requirements, outlets,
# #selector target-action (a nil target too), a selector notification observer, @objc dynamic
# observed with observe(\.…), #keyPath, and an override in an extension in another file.
cat > "$work/MyApp/Transitions/NoteSheet.swift" <<'SWIFT'
import UIKit

@objc protocol NoteSheetDelegate: AnyObject {
    @objc optional func noteSheetDidAppear(_ sheet: NoteSheetViewController)
    @objc optional func noteSheetCardHeight(_ sheet: NoteSheetViewController) -> CGFloat
}

extension Notification.Name {
    static let noteSaved = Notification.Name("NoteSaved")
}

/// A note card over the board. Save posts `noteSaved`; a tap outside the card dismisses it.
final class NoteSheetViewController: UIViewController {
    @IBOutlet weak var card: UIView!
    @IBOutlet weak var saveButton: UIButton!
    weak var delegate: NoteSheetDelegate?
    @objc dynamic var progress: CGFloat = 0
    private var progressObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        // Behind the card: a tap there dismisses.
        let backdrop = UIView(frame: view.bounds)
        backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:))))
        view.addSubview(backdrop)
        let height = delegate?.noteSheetCardHeight?(self) ?? 300
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 310, height: height))
        card.backgroundColor = .white
        view.addSubview(card)
        self.card = card

        let save = UIButton(type: .system)
        save.frame = CGRect(x: 20, y: 200, width: 270, height: 80)
        save.backgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        save.setTitle("Save", for: .normal)
        // No target: the responder chain finds the controller that implements save(_:).
        save.addTarget(nil, action: #selector(NoteSheetViewController.save(_:)), for: .touchUpInside)
        card.addSubview(save)
        saveButton = save

        progressObservation = observe(\.progress, options: [.new]) { sheet, change in
            // #FF8800 once the sheet is fully shown.
            if change.newValue == 1 { sheet.card.backgroundColor = UIColor(red: 1, green: 0.533, blue: 0, alpha: 1) }
        }
    }

    @IBAction func save(_ sender: UIButton) {
        NotificationCenter.default.post(name: .noteSaved, object: self)
    }

    @objc private func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        dismiss(animated: true)
    }
}

/// The app's base screen: it adopts the sheet's delegate protocol, leaving every optional method
/// to its subclasses (iOS asks the object itself whether it implements one).
class BoardBaseViewController: UIViewController, NoteSheetDelegate {}

/// The board the note comes over: it listens for saves and answers the sheet's delegate.
final class BoardViewController: BoardBaseViewController, UIViewControllerTransitioningDelegate {
    @IBOutlet private var stripe: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        stripe = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        stripe.backgroundColor = .black
        view.addSubview(stripe)
        NotificationCenter.default.addObserver(self, selector: #selector(noteSaved(_:)), name: .noteSaved, object: nil)
    }

    func showNote() {
        let sheet = NoteSheetViewController()
        sheet.delegate = self
        sheet.modalPresentationStyle = .overFullScreen
        present(sheet, animated: true)
    }

    /// #2E8B57 when a note is saved.
    @objc func noteSaved(_ notification: Notification) {
        view.backgroundColor = UIColor(red: 0.18, green: 0.545, blue: 0.341, alpha: 1)
    }

    /// #AA22AA while a note is shown.
    func noteSheetDidAppear(_ sheet: NoteSheetViewController) {
        stripe.backgroundColor = UIColor(red: 0.667, green: 0.133, blue: 0.667, alpha: 1)
        _ = #keyPath(NoteSheetViewController.progress)
    }
}
SWIFT
cat > "$work/MyApp/Transitions/NoteSheet+Appearance.swift" <<'SWIFT'
import UIKit

extension NoteSheetViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        progress = 1
        delegate?.noteSheetDidAppear?(self)
    }
}
SWIFT
# The other Apple modules transition files import, by their names.
cat > "$work/MyApp/Transitions/PressRecognizer.swift" <<'SWIFT'
import AVFoundation
import CoreGraphics
import QuartzCore
import os
import UIKit
import UIKit.UIGestureRecognizerSubclass

private let log = Logger(subsystem: "com.example.myapp", category: "gestures")

/// Begins as a finger lands and ends as it lifts: a recognizer subclass, as iOS writes one.
final class PressRecognizer: UIGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
        log.debug("press began with \(touches.count) touches at \(self.location(in: self.view).x, format: .fixed(precision: 1))")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }
}

/// A poster's frame, aspect-fit, and a layer's pulse.
func posterFrame(for picture: CGSize, in bounds: CGRect) -> CGRect {
    AVMakeRect(aspectRatio: picture, insideRect: bounds)
}

func pulse(_ layer: CALayer) {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.5
    CATransaction.begin()
    layer.add(fade, forKey: "pulse")
    CATransaction.commit()
}
SWIFT
cat > "$work/MyApp/Transitions/Cells.swift" <<'SWIFT'
import UIKit

/// The app's cells and layers, their initializers written as on iOS (not `required`).
final class PlaceCell: UITableViewCell {
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class TileCell: UICollectionViewCell {
    var tint: UIColor = .systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = tint
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A subclass of the app's own cell, with an initializer of its own only.
final class WideTileCell: TileCell {
    let columns: Int

    init(columns: Int) {
        self.columns = columns
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class RingLayer: CALayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
        backgroundColor = UIColor.systemRed.cgColor
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
SWIFT
cat > "$work/MyApp/notes.flip" <<'FLIP'
demo notes
present
wait 1
expect state presented
snapshot shown
tap 195 440
wait 0.2
snapshot saved
tap 195 100
wait 1
expect state dismissed
FLIP
# 1. init: refusals first, each leaving everything as it was; then the package.
cd "$work" || exit 1
mkdir taken && echo keep > taken/notes.txt && echo keep > afile
"$flipbook" init taken 2>"$work/err.txt"; status=$?
[[ $status == 73 ]] && grep -q "is not empty" "$work/err.txt" || fail "init into a non-empty folder: status $status, $(cat "$work/err.txt")"
[[ $(ls -A taken) == notes.txt && $(cat taken/notes.txt) == keep ]] || fail "init touched a non-empty folder"
"$flipbook" init afile 2>/dev/null; [[ $? == 73 && $(cat afile) == keep ]] || fail "init over a file"
"$flipbook" init Preview --link MyApp/Nowhere 2>"$work/err.txt"; status=$?
[[ $status == 66 && ! -e Preview ]] || fail "init --link to a missing folder: status $status, Preview $( [[ -e Preview ]] && echo made)"
"$flipbook" init MyApp/Preview --link MyApp 2>"$work/err.txt"; status=$?
[[ $status == 64 && ! -e MyApp/Preview ]] && grep -q "would compile itself" "$work/err.txt" || fail "init --link to the package's own parent: status $status"
"$flipbook" init afile/Preview 2>"$work/err.txt"; status=$?
[[ $status == 73 && $(cat afile) == keep ]] || fail "init under a file: status $status, the file $(cat afile)"
ln -s taken linked && "$flipbook" init linked 2>/dev/null; status=$?
[[ $status == 73 && -L linked && $(ls -A taken) == notes.txt ]] || fail "init through a link to a non-empty folder: status $status"
rm linked
# An empty folder the user made is filled in place: the folder itself (its inode) is kept.
mkdir empty && inode=$(stat -c %i empty)
"$flipbook" init empty >/dev/null || fail "init into an empty folder exited $?"
[[ $(stat -c %i empty) == "$inode" && -f empty/Package.swift && -z $(ls -A empty | grep '^\.flipbook-init') ]] \
    || fail "init into an empty folder replaced it or left its staging folder"
rm -rf empty
[[ -z $(ls -A | grep -v -x -e MyApp -e taken -e afile -e err.txt) ]] || fail "a refused init left: $(ls -A)"
"$flipbook" init Preview --link MyApp/Transitions > "$work/init.txt" || fail "init exited $?: $(cat "$work/init.txt")"
grep -q "swift run Preview" "$work/init.txt" || fail "init did not say what to run next: $(cat "$work/init.txt")"
[[ $(readlink Preview/Sources/Preview/App/Transitions) == ../../../../MyApp/Transitions ]] || fail "the link is $(readlink Preview/Sources/Preview/App/Transitions)"
[[ -f Preview/Sources/Preview/App/Transitions/FadeTransition.swift ]] || fail "the link does not reach the app's file"
# The checkout by a relative path when the two share more than the root folder, else absolutely.
dependency=$(python3 -c 'import os, sys
a, b = os.path.realpath(sys.argv[1]), os.path.realpath(sys.argv[2])
print(os.path.relpath(a, b) if os.path.commonpath([a, b]) != "/" else a)' "$root" "$work/Preview")
expected=$(sed "s|path: \"../..\")|path: \"$dependency\")|" "$root/Examples/Preview/Package.swift")
[[ $(cat Preview/Package.swift) == "$expected" ]] || fail "Package.swift is not the template's with this checkout's path: $(diff <(echo "$expected") Preview/Package.swift)"
[[ ! -e Preview/.build && -z $(ls -A Preview | grep '^\.flipbook-init') ]] || fail "init copied a build or left its staging folder"

# What the user does next: list the app's transition beside the example, and add the app's
# colour set and picture to the catalog (a 2x/3x image set, as Xcode writes one).
cat > "$work/Preview/Sources/Preview/Demos.swift" <<'SWIFT'
import Flipbook

let demos: [Demo] = [
    TransitionDemo(name: "postcard", summary: "A postcard rises over a dimming screen") { window in
        let home = PostcardHomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { home.showPostcard() },
                         backAction: { home.presentedViewController?.dismiss(animated: true) })
    },
    TransitionDemo(name: "fade", summary: "The app's crossfade") { window in
        let home = HomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { home.showDetail() },
                         backAction: { home.presentedViewController?.dismiss(animated: true) })
    },
    TransitionDemo(name: "notes", summary: "The app's note sheet") { window in
        let board = BoardViewController()
        window.rootViewController = board
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { board.showNote() },
                         backAction: { board.presentedViewController?.dismiss(animated: true) })
    },
]
SWIFT
catalog="$work/Preview/Sources/Preview/Assets.xcassets"
mkdir -p "$catalog/Brand.colorset" "$catalog/badge.imageset"
echo '{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.898","green":"0.200","blue":"0.102","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}' > "$catalog/Brand.colorset/Contents.json"
echo '{"images":[{"filename":"badge@2x.png","idiom":"universal","scale":"2x"},{"filename":"badge@3x.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}' > "$catalog/badge.imageset/Contents.json"
python3 - "$catalog/badge.imageset" <<'PY'
import struct, sys, zlib
def png(path, size, rgb):
    raw = b"".join(b"\0" + bytes(rgb) * size for _ in range(size))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
                           + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
png(sys.argv[1] + "/badge@2x.png", 400, (0x80, 0x80, 0x80))  # grey: the 2x must not be the one shown
png(sys.argv[1] + "/badge@3x.png", 600, (0x22, 0xCC, 0x44))
PY
cat > "$work/Preview/Tests/PreviewTests/FadeTests.swift" <<'SWIFT'
@testable import Preview
import FlipbookTesting
import Testing
import UIKit  // beside Testing: Swift Testing's cross-import overlay for UIKit must resolve

// UIKit docs: dequeueReusableCell(withIdentifier:for:), "creates a new cell using the
// registered class's init(style:reuseIdentifier:)"; the app's override runs.
@Test func theAppsCellsAreMadeThroughTheirOwnInitializers() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(PlaceCell.self, forCellReuseIdentifier: "place")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "place") as? PlaceCell)
    #expect(cell.badge.superview === cell.contentView)
    let layer = RingLayer()
    layer.progress = 0.5
    #expect(RingLayer(layer: layer).progress == 0.5)
    #expect(WideTileCell(columns: 2).columns == 2)
}

@Test func theFadeEndsOnTheDetailScreen() throws {
    let fade = try #require(demos.first { $0.name == "fade" })
    let start = try transitionFrame(fade, transition: .present, at: 0)
    let end = try transitionFrame(fade, transition: .present, at: 100)
    #expect(start != end)
    #expect(end.contains("#e5331a") || end.contains("#e53319"))
}
SWIFT

cd "$work/Preview" || exit 1
swift build --scratch-path "$scratch" >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; fail "the package did not build"; }
preview="$scratch/debug/Preview"
# Flipbook builds warning-free as a dependency: no warning from its sources or its manifest
# (a package's first build compiles all of Flipbook; later ones only what changed).
flipbook_warnings=$(grep -E "^(/[^ ]+:[0-9]+:[0-9]+: )?warning: " "$work/build.log" | grep -v "^$work/" | sort -u)
[ -z "$flipbook_warnings" ] || fail "building Flipbook as a dependency warns: $(echo "$flipbook_warnings" | head -5) ($(echo "$flipbook_warnings" | wc -l) in all)"

# 2. The list.
list=$(swift run --scratch-path "$scratch" -q Preview list 2>"$work/run.log") || fail "swift run Preview list exited $?: $(tail -5 "$work/run.log")"
[[ "$list" == postcard*"A postcard rises over a dimming screen"$'\n'fade*"The app's crossfade"$'\n'notes*"The app's note sheet" ]] || fail "list printed: $list"
[[ "$list" != *seed* ]] || fail "list mentions a seed: $list"

# 3. The frames.
"$preview" snapshot fade --at 0% --size 60x20 > "$work/at0.txt" || fail "snapshot --at 0% exited $?"
"$preview" snapshot fade --at 100% --size 60x20 > "$work/at100.txt" || fail "snapshot --at 100% exited $?"
grep -qiE '=#e5331[9a]$' "$work/at100.txt" || fail "at 100% the frame has no #E5331A (the detail screen's red, Brand.colorset)"
grep -qiE '=#2[12]c[cb]4[45]$' "$work/at100.txt" || fail "at 100% the frame has no #22CC44 (badge.imageset's 3x picture)"
! grep -qiE '=#808080$' "$work/at100.txt" || fail "the 2x picture shows, not the device's 3x"
! grep -qiE '=#e5331[9a]$' "$work/at0.txt" || fail "at 0% the detail screen's red shows already"
grep -q 'Transition  present · FadeAnimator' "$work/at100.txt" || fail "the HUD does not name the app's FadeAnimator"
swift run --scratch-path "$scratch" -q Preview snapshot postcard --at 50% --size 60x20 > "$work/postcard.txt" 2>"$work/run.log" \
    || fail "swift run Preview snapshot postcard exited $?: $(tail -5 "$work/run.log")"
grep -qiE '=#7ec8e3$' "$work/postcard.txt" || fail "at 50% the postcard's picture (Postcard.imageset, its sky #7EC8E3) does not show"

# The app's iOS constructs behave: the script presents the note sheet and takes two snapshots.
#  - shown: the override moved from the extension ran (viewDidAppear), its KVO-observed dynamic
#    property repainted the card #FF8800, and the optional delegate method the board implements
#    painted its stripe #AA22AA (the one it does not implement gave nil: the card's default height);
#  - saved: the Save button's nil-targeted action reached the sheet's controller through the
#    responder chain, which posted a notification whose selector observer painted the board #2E8B57;
#  - then a tap outside the card ran the tap recognizer's selector, which dismissed the sheet.
"$preview" play "$work/MyApp/notes.flip" --headless --snapshots "$work/notes" > "$work/notes.log" 2>&1 \
    || fail "the notes script failed: $(tail -5 "$work/notes.log")"
grep -qiE '=#ff8800$' "$work/notes/shown.txt" || fail "KVO did not repaint the card #FF8800 when the moved viewDidAppear set progress"
grep -qiE '=#aa22aa$' "$work/notes/shown.txt" || fail "the optional delegate method did not paint the board's stripe #AA22AA"
! grep -qiE '=#2e8b57$' "$work/notes/shown.txt" || fail "the board is green before Save"
grep -qiE '=#2e8b57$' "$work/notes/saved.txt" || fail "Save's nil-targeted action and the selector notification did not paint the board #2E8B57"

# A mistake in an app file is reported at its own line, though the compiler reads a translation.
printf 'import UIKit\n\nlet broken: Int = "not a number"\n' > "$work/MyApp/Transitions/Broken.swift"
! swift build --scratch-path "$scratch" >"$work/broken.log" 2>&1 || fail "a broken app file built"
grep -q "$work/MyApp/Transitions/Broken.swift:3:19: error: cannot convert value of type 'String' to specified type 'Int'" "$work/broken.log" \
    || grep -q "$(cd "$work" && pwd -P)/MyApp/Transitions/Broken.swift:3:19: error:" "$work/broken.log" \
    || fail "the error is not reported at Broken.swift:3: $(grep error: "$work/broken.log" | head -3)"
rm "$work/MyApp/Transitions/Broken.swift"
swift build --scratch-path "$scratch" >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; fail "the package did not build again"; }

# 4. Its own tests.
swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { tail -30 "$work/test.log" >&2; fail "the package's swift test failed"; }
grep -q 'Test run with 4 tests' "$work/test.log" || fail "the package's four tests did not run: $(grep 'Test run' "$work/test.log")"

# 5. The README's snapshot test, as a user adds it: the first run with FLIPBOOK_RECORD=missing
#    writes the goldens and fails once; the next passes against them.
cat > "$work/Preview/Tests/PreviewTests/PostcardSnapshotTests.swift" <<'SWIFT'
@testable import Preview
import FlipbookTesting
import Testing

@Test func postcardFrames() {
    expectTransitionSnapshots(demos[0], transition: .present, at: [0, 25, 50, 75, 100])
}
SWIFT
goldens="$work/Preview/Tests/PreviewTests/__Snapshots__/PostcardSnapshotTests"
! FLIPBOOK_RECORD=missing swift test --scratch-path "$scratch" >"$work/record.log" 2>&1 || fail "recording the goldens did not fail once"
[[ $(ls "$goldens" | tr '\n' ' ') == "present-000.txt present-025.txt present-050.txt present-075.txt present-100.txt " ]] \
    || fail "the goldens written: $(ls "$goldens" 2>&1)"
grep -q '^Animating views at 50 %:' "$goldens/present-050.txt" || fail "present-050.txt does not list the animating views"
grep -qiE '=#7ec8e3$' "$goldens/present-100.txt" || fail "present-100.txt does not show the postcard's sky"
swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { tail -30 "$work/test.log" >&2; fail "swift test against the recorded goldens failed"; }
grep -q 'Test run with 5 tests' "$work/test.log" || fail "the five tests did not run: $(grep 'Test run' "$work/test.log")"

echo "user-package: ok — flipbook init wrote a package (refusing a non-empty folder, a file and a missing --link) whose target reaches the app's import-UIKit files through its link (Timer named with UIKit alone and as UIKit.Timer beside Foundation); it built against this checkout; list, snapshots (its Assets.xcassets colour and 3x picture at 100 %, not at 0 %; the example's picture), the app's unchanged iOS constructs (a tap recognizer's selector dismissed, a nil-targeted action reached its controller, a selector notification fired, KVO repainted a view, an optional delegate method answered, an override moved out of its extension ran), an error reported at the app file's own line, its own swift test and goldens recorded then checked passed"
