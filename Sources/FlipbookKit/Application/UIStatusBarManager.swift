//  UIStatusBarManager.swift — FlipbookKit
//  Mirrors UIKit.UIStatusBarManager. Status: complete as state (the previewer draws no status bar;
//  its frame is the one the device keeps for it).

import Foundation

/// The status bar of a window scene.
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    package init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame: the screen's width and the status bar's height, `.zero` while it is
    /// hidden (or in landscape on an iPhone).
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let scene else { return .zero }
        return UIApplication.statusBarFrame(in: scene.screen.bounds.size)
    }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }

    /// The status bar's content style.
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
}
