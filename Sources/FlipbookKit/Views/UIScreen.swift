//  UIScreen.swift — FlipbookKit
//  Mirrors UIKit.UIScreen. Status: partial (a screen is its window's size, at scale 1; one mode; no
//  external displays, HDR, focus or capture: those members report what a plain device screen does).

import Foundation

/// The device screen: the size of the window that shows it (the key window's, for `main`).
open class UIScreen: NSObject {
    open private(set) var bounds: CGRect
    /// Points per pixel on a device; 1 here (the terminal decides its own pixels).
    open var scale: CGFloat { 1 }
    /// The most frames per second the screen shows. Expected: 60, an iPhone 14/15's display
    /// (ProMotion models show 120).
    open var maximumFramesPerSecond: Int { 60 }

    /// The window the screen belongs to (weakly): what a snapshot of the screen shows.
    weak var window: UIWindow?

    public init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }

    /// The screen of the key window, or an iPhone's 390×844 pt screen while no window is key.
    open class var main: UIScreen {
        UIWindow.current?.screen ?? UIScreen(bounds: CGRect(origin: .zero, size: UIWindow.iPhoneScreenSize))
    }

    /// The screens connected to the device: the main one (no external displays here).
    open class var screens: [UIScreen] { [main] }

    /// The screen this one mirrors: nil (no external displays here).
    open var mirrored: UIScreen? { nil }

    /// The screen's coordinate space: its bounds, turned with the interface (the window's own).
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: false) }

    /// The screen's coordinate space fixed in portrait, whatever the interface's orientation: in
    /// landscape (home button on the right) a point at the top left is at the top right of the
    /// portrait screen.
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self, fixed: true) }

    /// The screen's bounds in pixels, in portrait (UIKit docs: "This rectangle is based on the device
    /// in a portrait-up orientation. This value does not change as the device rotates.").
    // Flipbook: in points (the native scale is 1, as `scale` is).
    open var nativeBounds: CGRect {
        let portrait = ScreenCoordinateSpace.portraitSize(of: bounds.size)
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }

    /// Pixels per point of the physical screen: 1 here, as `scale`.
    open var nativeScale: CGFloat { scale }

    // MARK: Screen modes

    /// The screen's mode: its native size at a square pixel aspect ratio.
    open var currentMode: UIScreenMode? {
        get { currentModeStorage ?? preferredMode }
        set { currentModeStorage = newValue }
    }
    private var currentModeStorage: UIScreenMode?

    /// The screen's preferred (and only) mode.
    open var preferredMode: UIScreenMode? { UIScreenMode(size: nativeBounds.size, pixelAspectRatio: 1) }

    /// The screen's modes: its one mode.
    open var availableModes: [UIScreenMode] { preferredMode.map { [$0] } ?? [] }

    /// How an external display compensates for overscan. Flipbook: kept; the screen is the
    /// device's own, which has no overscan.
    open var overscanCompensation: UIScreen.OverscanCompensation = .scale

    /// The insets overscan compensation needs: none on a device's own screen.
    open var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// Whether the screen has a reference display mode: not supported (no display hardware here).
    open var referenceDisplayModeStatus: UIScreen.ReferenceDisplayModeStatus { .notSupported }

    /// A display link for `target`, calling `sel` on every frame of this screen (the scene's clock).
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }

    /// The latency of the display. Flipbook: 0 — the terminal's is not known.
    open var calibratedLatency: CFTimeInterval { 0 }

    // MARK: Brightness

    /// The screen's brightness, 0…1. Setting it posts `brightnessDidChangeNotification`.
    // Flipbook: kept, and not shown (the terminal's brightness is its own).
    open var brightness: CGFloat {
        get { Self.brightnessStorage.value }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != brightness else { return }
            Self.brightnessStorage.value = clamped
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }
    /// The device's brightness: one per thread, as a scene's other state is.
    private static let brightnessStorage = ThreadLocal<CGFloat>("UIScreen.brightness") { 0.5 }

    /// Whether brightness below the hardware's minimum is simulated. Flipbook: kept, not shown.
    open var wantsSoftwareDimming = false

    /// Whether the screen is being recorded, mirrored or sent elsewhere: false here.
    open var isCaptured: Bool { false }

    /// The focused item: nil (no focus engine here).
    open var focusedItem: (any UIFocusItem)? { nil }
    /// The focused view (deprecated in iOS 10): nil (no focus engine here).
    open var focusedView: UIView? { nil }
    /// Whether the screen supports focus: false (no focus engine here).
    open var supportsFocus: Bool { false }

    /// The HDR headroom now: 1, a standard-dynamic-range screen's (no HDR here).
    open var currentEDRHeadroom: CGFloat { 1 }
    /// The most HDR headroom the screen can show: 1 (no HDR here).
    open var potentialEDRHeadroom: CGFloat { 1 }

    /// A view showing what the screen shows: a snapshot of its window (an empty view of the screen's
    /// size when it has none).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        window?.snapshotView(afterScreenUpdates: afterUpdates) ?? UIView(frame: bounds)
    }

    /// Posted when an external display connects. Flipbook: never posted (no external displays).
    public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    /// Posted when an external display disconnects. Flipbook: never posted.
    public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    /// Posted when the screen's mode changes. Flipbook: never posted (the screen has one mode).
    public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")
    /// Posted when the screen's brightness changes (`brightness` set to a new value).
    public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when `isCaptured` changes. Flipbook: never posted (the screen is never captured).
    public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when the reference display mode status changes. Flipbook: never posted.
    public static let referenceDisplayModeStatusDidChangeNotification = NSNotification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")

    /// How an external display compensates for overscan.
    public enum OverscanCompensation: Int, Sendable {
        case scale = 0, insetBounds = 1, none = 2
    }

    /// Whether the screen shows a reference display mode.
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        case notSupported = 0, notEnabled = 1, enabled = 2, limited = 3
    }
}

/// A mode of a screen: its size in pixels and the shape of its pixels.
open class UIScreenMode: NSObject {
    public let size: CGSize
    public let pixelAspectRatio: CGFloat

    package init(size: CGSize, pixelAspectRatio: CGFloat) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIScreenMode else { return false }
        return size == other.size && pixelAspectRatio == other.pixelAspectRatio
    }

    open override var hash: Int { size.width.hashValue ^ size.height.hashValue }
}
