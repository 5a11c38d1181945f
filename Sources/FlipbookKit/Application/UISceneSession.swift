//  UISceneSession.swift — FlipbookKit
//  Mirrors UIKit.UISceneSession and UISceneConfiguration. Status: partial (a window's scene has its
//  session, in the application role; no state restoration activity: NSUserActivity is not on Linux).

import Foundation

/// The persistent record of a scene.
open class UISceneSession: NSObject {
    /// A unique identifier of the session.
    public let persistentIdentifier: String
    /// The session's role: `.windowApplication` for a window's scene.
    public let role: UISceneSession.Role
    /// The configuration its scene was made with.
    open private(set) var configuration: UISceneConfiguration
    /// The scene, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// The app's own state for the session. Flipbook: kept for the life of the session.
    open var userInfo: [String: Any]?

    package init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        persistentIdentifier = UUID().uuidString
        self.role = role
        self.configuration = configuration
        super.init()
    }

    /// A session's role.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// What a scene is made of: its class, its delegate's class and its storyboard's name.
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
