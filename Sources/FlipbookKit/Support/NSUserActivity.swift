//  NSUserActivity.swift — FlipbookKit
//  Foundation's NSUserActivity, which swift-corelibs-foundation does not have, so that Handoff and
//  state-restoration code compiles and keeps its state. Status: partial (the activity, its state
//  and UIKit's saving of responders' activities; nothing is ever handed off, indexed or continued
//  here — no other device, no Spotlight — and there are no continuation streams).

import Foundation

/// A representation of the state of the app at a moment in time (Foundation's `NSUserActivity`).
///
/// Flipbook: this class stands in for Foundation's. A responder's activity is saved as on iOS —
/// when `needsSave` is set, at the next tick of the scene's clock every responder holding it gets
/// `updateUserActivityState(_:)` — but the previewer sends it nowhere.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string the app declares in its Info.plist.
    public let activityType: String
    /// A title people see (Handoff, Spotlight).
    open var title: String?
    /// The app's state for continuing the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the activity needs to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// A page to open in a browser where the app is not installed.
    open var webpageURL: URL?
    /// Where the activity came from.
    open var referrerURL: URL?
    /// When the activity stops being relevant.
    open var expirationDate: Date?
    /// Words Spotlight finds the activity by.
    open var keywords: Set<String> = []
    /// Whether a continuing device may open streams back to this one.
    open var supportsContinuationStreams = false
    /// The object told when the activity is saved or continued.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// The content the activity shows, matched against a scene's activation conditions.
    open var targetContentIdentifier: String?
    /// Whether the activity can be handed off to another device (Foundation docs: true by default).
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    /// An identifier to delete the activity by later.
    open var persistentIdentifier: String?

    /// Whether the activity's state changed and must be saved: set it, and the activity's delegate
    /// (`userActivityWillSave(_:)`) and the responders that hold it (`updateUserActivityState(_:)`)
    /// are asked for its state before it is saved.
    open var needsSave = false {
        didSet { if needsSave, !oldValue { scheduleSave() } }
    }

    /// Whether the activity is the one the device advertises now.
    package private(set) var isCurrent = false
    private var isValid = true
    /// The responders whose `userActivity` this is (weakly).
    private var responders: [WeakResponder] = []

    /// An activity of the kind `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Marks the activity as the one the user is doing now. Flipbook: advertised nowhere.
    open func becomeCurrent() {
        guard isValid else { return }
        isCurrent = true
    }

    /// Marks the activity as no longer current.
    open func resignCurrent() { isCurrent = false }

    /// Ends the activity: it can no longer become current.
    open func invalidate() {
        isValid = false
        isCurrent = false
        responders.removeAll()
    }

    /// Deletes the activities saved with these identifiers. Flipbook: nothing was saved; `handler` runs at once.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [String],
                                              completionHandler handler: @escaping () -> Void) {
        handler()
    }

    /// Deletes every activity the app saved. Flipbook: nothing was saved; `handler` runs at once.
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) {
        handler()
    }

    // MARK: UIKit's management (UIResponder.userActivity)

    package func add(responder: UIResponder) {
        responders.removeAll { $0.responder == nil || $0.responder === responder }
        responders.append(WeakResponder(responder: responder))
        if needsSave { scheduleSave() }
    }

    package func remove(responder: UIResponder) {
        responders.removeAll { $0.responder == nil || $0.responder === responder }
    }

    /// UIKit docs (`UIResponder.userActivity`): before the responders are asked for the state,
    /// the activity is given an empty userInfo; every responder sharing it gets the call.
    package func save() {
        guard needsSave, isValid else { return }
        let holders = responders.compactMap(\.responder)
        if !holders.isEmpty {
            userInfo = [:]
            for responder in holders { responder.updateUserActivityState(self) }
        }
        delegate?.userActivityWillSave(self)
        needsSave = false
    }

    private func scheduleSave() {
        guard !responders.isEmpty, let clock = UIWindow.current?.clock else { return }
        _ = clock.schedule(at: clock.time) { [weak self] in self?.save() }
    }

    private struct WeakResponder {
        weak var responder: UIResponder?
    }
}

/// What an activity's delegate is told (Foundation's `NSUserActivityDelegate`; every method optional).
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// The activity is about to be saved: bring its state up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device. Flipbook: never called (no other device).
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// A continuing device opened streams back. Flipbook: never called (no continuation streams).
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream) {}
}

/// An object that restores its state from a user activity (UIKit's `UIUserActivityRestoring`):
/// what an app delegate's restoration handler is given.
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
