#!/usr/bin/env bash
# End-to-end test of Flipbook as a dependency (issue 21): a package of a user's own, in a
# temporary folder, previews an app's transition file where it lies.
#
#   Tests/user-package.sh
#
# The layout is the one the README recommends: `MyApp/Transitions/FadeTransition.swift` is the
# app's own file, written with `import UIKit`; a preview package beside it reaches it through a
# symlink inside its target (SwiftPM refuses a target path outside the package, but follows a
# link in one), depends on this checkout by path, and calls `Flipbook.main(demos:)`.
#
# 1. The package builds, and its `list` names its one demo (and no seed).
# 2. `snapshot fade --at 0%` shows the home screen and `--at 100%` the app's red detail screen
#    (its colour, #E5331A, from the package's Assets.xcassets colour set, in the frame's colour
#    plane; not in the first) with the catalog's 3x picture (#22CC44, not the grey 2x).
# 3. Its own `swift test`, with FlipbookTesting, passes.
#
# The build goes to .build/user-package in this checkout, kept between runs: only the first
# builds Flipbook again for the package.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build/user-package"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "user-package: FAIL: $*" >&2; exit 1; }

mkdir -p "$work/MyApp/Transitions" "$work/Preview/Sources/Preview" "$work/Preview/Tests/PreviewTests"
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
ln -s ../../../MyApp/Transitions "$work/Preview/Sources/Preview/App"
cat > "$work/Preview/Sources/Preview/Demos.swift" <<'SWIFT'
import Flipbook

let demos: [Demo] = [
    TransitionDemo(name: "fade", summary: "The app's crossfade") { window in
        let home = HomeViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { home.showDetail() },
                         backAction: { home.presentedViewController?.dismiss(animated: true) })
    },
]
SWIFT
printf 'import Flipbook\n\nFlipbook.main(demos: demos)\n' > "$work/Preview/Sources/Preview/main.swift"
# The package's own asset catalog, as Xcode writes one: a colour set and a 2x/3x image set (a
# green square; the 3x one is the device's).
catalog="$work/Preview/Sources/Preview/Assets.xcassets"
mkdir -p "$catalog/Brand.colorset" "$catalog/badge.imageset"
echo '{"info":{"author":"xcode","version":1}}' > "$catalog/Contents.json"
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
cat > "$work/Preview/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Preview",
    dependencies: [.package(name: "Flipbook", path: "$root")],
    targets: [
        .executableTarget(name: "Preview", dependencies: [
            .product(name: "Flipbook", package: "Flipbook"),
            .product(name: "UIKit", package: "Flipbook"),
        ], resources: [.copy("Assets.xcassets")]),
        .testTarget(name: "PreviewTests", dependencies: [
            "Preview",
            .product(name: "FlipbookTesting", package: "Flipbook"),
        ]),
    ]
)
SWIFT
cat > "$work/Preview/Tests/PreviewTests/FadeTests.swift" <<'SWIFT'
@testable import Preview
import FlipbookTesting
import Testing

@Test func theFadeEndsOnTheDetailScreen() throws {
    let start = try transitionFrame(demos[0], transition: .present, at: 0)
    let end = try transitionFrame(demos[0], transition: .present, at: 100)
    #expect(start != end)
    #expect(end.contains("#e5331a") || end.contains("#e53319"))
}
SWIFT

cd "$work/Preview" || exit 1
swift build --scratch-path "$scratch" >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; fail "the package did not build"; }
preview="$scratch/debug/Preview"

# 1. The list.
list=$("$preview" list) || fail "list exited $?"
[[ "$list" == fade*"The app's crossfade" ]] || fail "list printed: $list"
[[ "$list" != *seed* ]] || fail "list mentions a seed: $list"

# 2. The frames.
"$preview" snapshot fade --at 0% --size 60x20 > "$work/at0.txt" || fail "snapshot --at 0% exited $?"
"$preview" snapshot fade --at 100% --size 60x20 > "$work/at100.txt" || fail "snapshot --at 100% exited $?"
grep -qiE '=#e5331[9a]$' "$work/at100.txt" || fail "at 100% the frame has no #E5331A (the detail screen's red, Brand.colorset)"
grep -qiE '=#2[12]c[cb]4[45]$' "$work/at100.txt" || fail "at 100% the frame has no #22CC44 (badge.imageset's 3x picture)"
! grep -qiE '=#808080$' "$work/at100.txt" || fail "the 2x picture shows, not the device's 3x"
! grep -qiE '=#e5331[9a]$' "$work/at0.txt" || fail "at 0% the detail screen's red shows already"
grep -q 'Transition  present · FadeAnimator' "$work/at100.txt" || fail "the HUD does not name the app's FadeAnimator"

# 3. Its own tests.
swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { tail -30 "$work/test.log" >&2; fail "the package's swift test failed"; }
grep -q 'Test run with 1 test' "$work/test.log" || fail "the package's test did not run"

echo "user-package: ok — a package of its own built against this checkout, its target reaching the app's import-UIKit file through a symlink; list, snapshot (its Assets.xcassets colour and 3x picture at 100 %, not at 0 %) and its own swift test passed"
