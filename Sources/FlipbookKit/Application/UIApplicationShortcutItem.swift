//  UIApplicationShortcutItem.swift — FlipbookKit
//  Mirrors UIKit.UIApplicationShortcutItem and UIApplicationShortcutIcon. Status: partial (the
//  values an app gives `UIApplication.shortcutItems`; the previewer has no Home Screen to show them).

import Foundation

/// A Home Screen quick action.
open class UIApplicationShortcutItem: NSObject {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var localizedSubtitle: String?
    open private(set) var icon: UIApplicationShortcutIcon?
    open private(set) var userInfo: [String: any NSSecureCoding]?
    open private(set) var targetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// The icon of a Home Screen quick action.
open class UIApplicationShortcutIcon: NSObject {
    /// The system's icons for quick actions.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
             cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
             alarm, bookmark, shuffle, audio, update
    }

    /// The icon's system type, or the name of its image.
    package let name: String

    public init(type: UIApplicationShortcutIcon.IconType) {
        name = "\(type)"
        super.init()
    }

    public init(templateImageName: String) {
        name = templateImageName
        super.init()
    }

    public init(systemImageName: String) {
        name = systemImageName
        super.init()
    }
}
