//  UIApplication+StatusBar.swift — FlipbookKit
//  Mirrors UIApplication's status bar members (deprecated since iOS 9–13, still documented).
//  Status: complete as state: the previewer draws no status bar, but its frame, orientation and
//  visibility are the device's, and their notifications are posted when they change.

import Foundation

extension UIApplication {
    /// The status bar's frame in screen coordinates: the screen's width and the status bar's height
    /// (47 pt on an iPhone in portrait, 24 pt on an iPad), `.zero` while it is hidden — and in
    /// landscape on an iPhone, which hides it there.
    // Flipbook: the previewer draws no status bar; the frame is the one the device's safe area leaves for it.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let window = keyWindow else { return .zero }
        return Self.statusBarFrame(in: window.bounds.size)
    }

    /// The orientation of the status bar: the interface's, as the key window's size tells it.
    public var statusBarOrientation: UIInterfaceOrientation {
        keyWindow?.windowScene?.interfaceOrientation ?? .portrait
    }

    /// Expected: 0.4 s, the duration of iOS's rotation animation (UIKit docs: "the animation
    /// duration in seconds for the status bar during a 90 degree orientation change"; a 180
    /// degree change takes twice as long).
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.4 }

    /// The style of the status bar's content. Flipbook: kept, and drawn nowhere (no status bar).
    public var statusBarStyle: UIStatusBarStyle {
        get { statusBarState.style }
        set { setStatusBarStyle(newValue, animated: false) }
    }

    /// Whether the status bar is hidden. Hiding or showing it changes `statusBarFrame`, with the
    /// frame-change notifications. Flipbook: not drawn either way.
    public var isStatusBarHidden: Bool {
        get { statusBarState.isHidden }
        set { setStatusBarHidden(newValue, with: .none) }
    }

    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        statusBarState.style = statusBarStyle
        noteStatusBar()
    }

    /// Hides or shows the status bar. `animation` is how iOS would animate it (Flipbook: not drawn).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        noteStatusBar()
        guard hidden != statusBarState.isHidden else { return }
        let oldFrame = statusBarFrame
        let newFrame = hidden ? .zero : keyWindow.map { Self.statusBarFrame(in: $0.bounds.size) } ?? .zero
        statusBarFrameWillChange(from: oldFrame, to: newFrame)
        statusBarState.isHidden = hidden
        statusBarFrameDidChange(from: oldFrame)
    }

    /// Turns the interface to `interfaceOrientation`: the key window takes the screen's size in
    /// that orientation, as a device turned to it (the content containers are told of the new size,
    /// and the status bar's orientation and frame notifications are posted).
    // Flipbook: the window changes size at once; `animated` is not drawn as a rotation.
    public func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {
        guard let window = keyWindow, interfaceOrientation != .unknown,
              interfaceOrientation.isLandscape != (window.bounds.width > window.bounds.height) else { return }
        var frame = window.frame
        frame.size = CGSize(width: frame.height, height: frame.width)
        window.frame = frame
    }

    /// Posted before the status bar's frame changes; `statusBarFrameUserInfoKey` holds the new frame (an `NSValue`).
    public static let willChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `statusBarFrameUserInfoKey` holds the old frame (an `NSValue`).
    public static let didChangeStatusBarFrameNotification = NSNotification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// Posted before the interface turns; `statusBarOrientationUserInfoKey` holds the new orientation (an `NSNumber`).
    public static let willChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface turned; `statusBarOrientationUserInfoKey` holds the old orientation (an `NSNumber`).
    public static let didChangeStatusBarOrientationNotification = NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"

    /// Whether the network activity indicator shows. Flipbook: kept, and drawn nowhere (iOS no
    /// longer draws it either on devices with a sensor housing).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { statusBarState.networkActivityIndicatorVisible }
        set { statusBarState.networkActivityIndicatorVisible = newValue }
    }

    // MARK: - Flipbook addition

    /// The status bar's frame on a screen of `size`: the top inset the device keeps for it.
    package static func statusBarFrame(in size: CGSize) -> CGRect {
        let height = UIWindow.deviceSafeAreaInsets(forScreen: size).top
        return height > 0 ? CGRect(x: 0, y: 0, width: size.width, height: height) : .zero
    }

    /// The key window changes from `oldSize` to `newSize`, inside `apply`: when that turns the
    /// interface, the orientation notifications (and the delegate's calls) go before and after it,
    /// and the frame ones when the status bar's frame changes with it.
    package func screenWillChangeSize(from oldSize: CGSize, to newSize: CGSize, apply: () -> Void) {
        let oldOrientation = UIWindowScene.interfaceOrientation(ofScreen: oldSize)
        let newOrientation = UIWindowScene.interfaceOrientation(ofScreen: newSize)
        let oldFrame = statusBarFrame
        let newFrame = isStatusBarHidden ? .zero : Self.statusBarFrame(in: newSize)
        let turns = oldOrientation != newOrientation
        if turns {
            delegate?.application(self, willChangeStatusBarOrientation: newOrientation, duration: statusBarOrientationAnimationDuration)
            NotificationCenter.default.post(name: Self.willChangeStatusBarOrientationNotification, object: self,
                                            userInfo: [Self.statusBarOrientationUserInfoKey: NSNumber(value: newOrientation.rawValue)])
        }
        if oldFrame != newFrame { statusBarFrameWillChange(from: oldFrame, to: newFrame) }
        apply()
        if turns {
            delegate?.application(self, didChangeStatusBarOrientation: oldOrientation)
            NotificationCenter.default.post(name: Self.didChangeStatusBarOrientationNotification, object: self,
                                            userInfo: [Self.statusBarOrientationUserInfoKey: NSNumber(value: oldOrientation.rawValue)])
        }
        if oldFrame != newFrame { statusBarFrameDidChange(from: oldFrame) }
    }

    private func statusBarFrameWillChange(from oldFrame: CGRect, to newFrame: CGRect) {
        delegate?.application(self, willChangeStatusBarFrame: newFrame)
        NotificationCenter.default.post(name: Self.willChangeStatusBarFrameNotification, object: self,
                                        userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: newFrame)])
    }

    private func statusBarFrameDidChange(from oldFrame: CGRect) {
        delegate?.application(self, didChangeStatusBarFrame: oldFrame)
        NotificationCenter.default.post(name: Self.didChangeStatusBarFrameNotification, object: self,
                                        userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: oldFrame)])
    }

    /// A status bar change says once in the scene's Diagnostics that nothing on the screen changes.
    private func noteStatusBar() {
        Diagnostics.report("UIApplication's status bar: the previewer draws no status bar; its style and visibility are kept, and nothing on the screen changes.",
                           near: keyWindow, once: true)
    }
}

/// The status bar's kept state (UIApplication+StatusBar).
package final class StatusBarState {
    var style: UIStatusBarStyle = .default
    var isHidden = false
    var networkActivityIndicatorVisible = false
}
