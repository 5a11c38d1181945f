//  KeyValueObservingTests.swift — FlipbookKitTests
//  Key-value observing of app classes compiled as the translation plugin compiles them: the change
//  dictionaries and changes each option combination gives, the block API, key paths rooted at a
//  subclass, the lifetime of observations and observers, string-form registration with contexts,
//  nested key paths, and what Foundation raises, said as diagnostics.

import Foundation
@testable import FlipbookKit
import Testing

/// A change dictionary in one line: `kind=1 new=0.5 old=0.25 prior`, entries in that order.
private func describe(_ heard: Watcher.Heard) -> String {
    var parts = ["kind=\(heard.kind.map(String.init) ?? "?")"]
    if let new = heard.new { parts.append("new=\(new)") }
    if let old = heard.old { parts.append("old=\(old)") }
    if heard.isPrior { parts.append("prior") }
    let known: Set<String> = ["kind", "new", "old", "notificationIsPrior"]
    parts += heard.keys.subtracting(known).sorted()
    return parts.joined(separator: " ")
}

private let firstContext = UnsafeMutableRawPointer(bitPattern: 0x1000)!
private let secondContext = UnsafeMutableRawPointer(bitPattern: 0x2000)!

@Suite struct KeyValueObservingTests {
    // Foundation docs, NSKeyValueObservingOptions: .new — "the change dictionary should provide the
    // new attribute value"; .old — "should contain the old attribute value"; .initial — "a
    // notification should be sent to the observer immediately, before the observer registration
    // method even returns … will always contain an newKey entry if new is also specified but will
    // never contain an oldKey entry"; .prior — "a notification sent before a change always contains
    // an notificationIsPriorKey entry … but never contains an newKey entry … the change dictionary in
    // a notification sent after a change contains the same entries that it would contain if this
    // option were not specified". NSKeyValueChangeKey.kindKey: always present, `.setting` (1) here.
    @Test func eachOptionCombinationGivesTheChangeDictionaryFoundationDocuments() {
        let cases: [(NSKeyValueObservingOptions, atRegistration: [String], atChange: [String])] = [
            ([], [], ["kind=1"]),
            ([.new], [], ["kind=1 new=0.5"]),
            ([.old], [], ["kind=1 old=0.25"]),
            ([.new, .old], [], ["kind=1 new=0.5 old=0.25"]),
            ([.initial], ["kind=1"], ["kind=1"]),
            ([.initial, .new], ["kind=1 new=0.25"], ["kind=1 new=0.5"]),
            ([.initial, .old], ["kind=1"], ["kind=1 old=0.25"]),
            ([.prior], [], ["kind=1 prior", "kind=1"]),
            ([.prior, .new], [], ["kind=1 prior", "kind=1 new=0.5"]),
            ([.prior, .old], [], ["kind=1 old=0.25 prior", "kind=1 old=0.25"]),
            ([.initial, .prior, .new, .old], ["kind=1 new=0.25"], ["kind=1 old=0.25 prior", "kind=1 new=0.5 old=0.25"]),
        ]
        for (options, atRegistration, atChange) in cases {
            let download = Download()
            download.fraction = 0.25
            let watcher = Watcher()
            download.addObserver(watcher, forKeyPath: "fraction", options: options, context: nil)
            #expect(watcher.heard.map(describe) == atRegistration, "options \(options.rawValue), at registration")
            watcher.heard = []
            download.fraction = 0.5
            #expect(watcher.heard.map(describe) == atChange, "options \(options.rawValue), at the change")
            #expect(watcher.heard.allSatisfy { $0.keyPath == "fraction" && ($0.object as? Download) === download && $0.context == nil })
            download.removeObserver(watcher, forKeyPath: "fraction")
        }
    }

    // Foundation docs, NSKeyValueChangeKey.newKey/oldKey: the values are objects, NSNull for nil.
    @Test func aNilValueIsNSNullInTheChangeDictionary() throws {
        let download = Download()
        download.title = "Flipbook"
        let watcher = Watcher()
        download.addObserver(watcher, forKeyPath: "title", options: [.new, .old], context: nil)
        download.title = nil
        let heard = try #require(watcher.heard.first)
        #expect(heard.new is NSNull && heard.old as? String == "Flipbook")
        // The kind reads as the enum's raw value and as an NSNumber, as on iOS.
        #expect(heard.kind == NSKeyValueChange.setting.rawValue && (heard.change[.kindKey] as? NSNumber)?.uintValue == 1)
    }

    // Foundation docs, NSKeyValueObservedChange: newValue/oldValue are set as .new/.old ask;
    // isPrior "will be true if this change observation is being sent before the change happens".
    @Test func theBlockAPIGivesTypedValuesAsTheOptionsAskOnAnAppsDynamicProperty() {
        let view = ProgressView(frame: .zero)
        view.progress = 0.25
        var changes: [NSKeyValueObservedChange<CGFloat>] = []
        let observation = view.observe(\.progress, _kvcKeyPath: "progress", options: [.initial, .prior, .old, .new]) { observed, change in
            #expect(observed === view)
            changes.append(change)
        }
        #expect(changes.count == 1, "the initial notification, before observe returns")
        #expect(changes[0].newValue == 0.25 && changes[0].oldValue == nil && !changes[0].isPrior)
        view.progress = 0.75
        #expect(changes.count == 3)
        #expect(changes[1].isPrior && changes[1].oldValue == 0.25 && changes[1].newValue == nil)
        #expect(!changes[2].isPrior && changes[2].oldValue == 0.25 && changes[2].newValue == 0.75)
        #expect(changes.allSatisfy { $0.kind == .setting && $0.indexes == nil })
        observation.invalidate()
    }

    @Test func withNoOptionsTheHandlerIsToldOfTheChangeWithoutValues() {
        let view = ProgressView(frame: .zero)
        var changes: [NSKeyValueObservedChange<CGFloat>] = []
        let observation = view.observe(\.progress, _kvcKeyPath: "progress") { _, change in changes.append(change) }
        view.progress = 1
        #expect(changes.count == 1 && changes[0].newValue == nil && changes[0].oldValue == nil)
        _ = observation
    }

    // Swift key paths rooted at a subclass are not equal to the base class's on Linux: the name
    // the plugin passes is what matches the base class's willChangeValue(forKey: "progress").
    @Test func aKeyPathRootedAtASubclassHearsTheBaseClassProperty() {
        let gauge = GaugeView(frame: .zero)
        var heard: [(GaugeView, CGFloat?)] = []
        let observation = gauge.observe(\GaugeView.progress, _kvcKeyPath: "progress", options: [.new]) { observed, change in
            heard.append((observed, change.newValue))
        }
        gauge.progress = 0.5
        (gauge as ProgressView).progress = 0.6
        #expect(heard.map(\.1) == [0.5, 0.6] && heard.allSatisfy { $0.0 === gauge })
        observation.invalidate()
    }

    // Foundation docs, NSKeyValueObservation.invalidate(): "will be called automatically when an
    // NSKeyValueObservation is deinited"; observe(_:options:changeHandler:): "when the returned
    // NSKeyValueObservation is deinited or invalidated, it will stop observing".
    @Test func anObservationStopsWhenInvalidatedOrDeinitialised() {
        let view = ProgressView(frame: .zero)
        var calls = 0
        let kept = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in calls += 1 }
        view.progress = 0.1
        kept.invalidate()
        view.progress = 0.2
        #expect(calls == 1)
        kept.invalidate()   // a second time does nothing

        var dropped: NSKeyValueObservation? = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in calls += 1 }
        view.progress = 0.3
        dropped = nil
        view.progress = 0.4
        #expect(calls == 2 && dropped == nil)

        // One nobody keeps ends at once: the observed object does not hold it.
        _ = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in calls += 1 }
        view.progress = 0.5
        #expect(calls == 2)
        // Nothing observes the view any more: its setters are back to a nil check.
        #expect(view.keyValueObservers == nil)
    }

    @Test func anObservationDoesNotKeepTheObservedObject() {
        weak var gone: ProgressView?
        var observation: NSKeyValueObservation?
        do {
            let view = ProgressView(frame: .zero)
            gone = view
            observation = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in }
        }
        #expect(gone == nil)
        observation?.invalidate()
    }

    // Foundation docs, addObserver(_:forKeyPath:options:context:): neither the observed object nor
    // the observer is retained. (Flipbook: an observer that is gone is sent nothing.)
    @Test func neitherTheObserverNorTheObservedIsRetainedByAStringFormRegistration() {
        let download = Download()
        weak var goneWatcher: Watcher?
        do {
            let watcher = Watcher()
            goneWatcher = watcher
            download.addObserver(watcher, forKeyPath: "fraction", options: [.new], context: nil)
        }
        #expect(goneWatcher == nil)
        download.fraction = 1   // sent to no one, and no crash

        weak var goneDownload: Download?
        let watcher = Watcher()
        do {
            let observed = Download()
            goneDownload = observed
            observed.addObserver(watcher, forKeyPath: "fraction", options: [], context: nil)
        }
        #expect(goneDownload == nil)
    }

    // Foundation docs, removeObserver(_:forKeyPath:context:): removes the registration made with
    // that context ("when the same observer is registered for the same key path multiple times, but
    // with different context pointers"); observeValue's context is the registration's.
    @Test func registrationsWithContextsAreSentTheirContextAndRemovedByIt() {
        let window = makeKeyWindow()
        let download = Download()
        let watcher = Watcher()
        watcher.contexts = [firstContext, secondContext]
        download.addObserver(watcher, forKeyPath: "fraction", options: [.new], context: firstContext)
        download.addObserver(watcher, forKeyPath: "fraction", options: [.old], context: secondContext)
        download.fraction = 0.5
        #expect(watcher.heard.map(\.context) == [firstContext, secondContext])
        #expect(watcher.heard.map(describe) == ["kind=1 new=0.5", "kind=1 old=0.0"])

        download.removeObserver(watcher, forKeyPath: "fraction", context: firstContext)
        watcher.heard = []
        download.fraction = 0.75
        #expect(watcher.heard.map(\.context) == [secondContext])

        download.removeObserver(watcher, forKeyPath: "fraction")   // the most recent: the second
        watcher.heard = []
        download.fraction = 1
        #expect(watcher.heard.isEmpty)
        #expect(window.clock.diagnostics.isEmpty)

        // Foundation raises NSRangeException: "Cannot remove an observer … because it is not registered as an observer."
        download.removeObserver(watcher, forKeyPath: "fraction")
        download.removeObserver(watcher, forKeyPath: "fraction", context: firstContext)
        #expect(window.clock.diagnostics == Array(repeating:
            "Cannot remove an observer <Watcher> for the key path \"fraction\" from <Download> because it is not registered as an observer.",
            count: 2))
    }

    // Foundation docs, observeValue(forKeyPath:of:change:context:): the observer's method is sent
    // the key path, the observed object, the change and the context; NSObject's own raises
    // NSInternalInconsistencyException ("message was received but not handled").
    @Test func aStringFormNotificationGoesThroughTheObserversMethodList() throws {
        let window = makeKeyWindow()
        let download = Download()
        let watcher = Watcher()
        download.addObserver(watcher, forKeyPath: "fraction", options: [.new], context: nil)
        download.fraction = 0.5
        let heard = try #require(watcher.heard.first)
        #expect(heard.keyPath == "fraction" && (heard.object as? Download) === download && heard.new as? Double == 0.5)

        // A class with no observeValue in its method list: NSObject's, which reports.
        let bystander = Bystander()
        download.addObserver(bystander, forKeyPath: "fraction", options: [], context: firstContext)
        download.fraction = 0.6
        #expect(window.clock.diagnostics.count == 1)
        #expect(window.clock.diagnostics.first?.hasPrefix(
            "<Bystander>: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. "
                + "Key path: fraction. Observed object: <Download>.") == true)

        // The watcher passes a context it did not register for to super, as real code does.
        download.addObserver(watcher, forKeyPath: "title", options: [], context: secondContext)
        download.title = "x"
        #expect(window.clock.diagnostics.count == 2)
        #expect(window.clock.diagnostics.last?.hasPrefix("<Watcher>: An -observeValueForKeyPath:ofObject:change:context:") == true)
    }

    @Test func observersAreToldInTheOrderTheyRegisteredAndOneMayStopDuringANotification() {
        let view = ProgressView(frame: .zero)
        var log: [String] = []
        var first: NSKeyValueObservation?
        first = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in
            log.append("first")
            first?.invalidate()
        }
        let second = view.observe(\.progress, _kvcKeyPath: "progress") { _, _ in log.append("second") }
        view.progress = 1
        view.progress = 2
        #expect(log == ["first", "second", "second"])
        second.invalidate()
        #expect(view.keyValueObservers == nil)
    }

    // KVO of a key path follows the objects along it: a change of `next` moves the observation
    // to the new object's `fraction`, and the old one's no longer concerns it.
    @Test func aNestedKeyPathFollowsTheObjectsAlongIt() {
        let root = Download(), first = Download(), second = Download()
        first.fraction = 0.1
        second.fraction = 0.2
        root.next = first
        let watcher = Watcher()
        root.addObserver(watcher, forKeyPath: "next.fraction", options: [.old, .new], context: nil)
        first.fraction = 0.15
        root.next = second
        first.fraction = 0.3   // no longer on the path
        second.fraction = 0.25
        root.next = nil
        second.fraction = 0.4
        #expect(watcher.heard.map(describe) == [
            "kind=1 new=0.15 old=0.1", "kind=1 new=0.2 old=0.15", "kind=1 new=0.25 old=0.2", "kind=1 new=<null> old=0.25",
        ])
        #expect(watcher.heard.allSatisfy { $0.keyPath == "next.fraction" && ($0.object as? Download) === root })
        root.removeObserver(watcher, forKeyPath: "next.fraction")
        #expect(KeyValueObservers.existing(for: first) == nil && KeyValueObservers.existing(for: second) == nil)
    }

    @Test func theBlockAPIFollowsANestedKeyPathToo() {
        let root = Download(), first = Download()
        first.fraction = 0.5
        var values: [Double?] = []
        let observation = root.observe(\.next?.fraction, _kvcKeyPath: "next.fraction", options: [.new]) { _, change in
            values.append(change.newValue ?? nil)
        }
        root.next = first
        first.fraction = 0.75
        observation.invalidate()
        first.fraction = 1
        #expect(values == [0.5, 0.75])
    }

    // willChangeValue/didChangeValue called by hand, as a computed property's setter does.
    @Test func willAndDidChangeValueByHandNotify() {
        let download = Download()
        let watcher = Watcher()
        download.addObserver(watcher, forKeyPath: "fraction", options: [.prior], context: nil)
        download.willChangeValue(forKey: "fraction")
        #expect(watcher.heard.map(describe) == ["kind=1 prior"])
        download.didChangeValue(forKey: "fraction")
        download.didChangeValue(forKey: "fraction")   // unpaired: nothing
        #expect(watcher.heard.map(describe) == ["kind=1 prior", "kind=1"])
        download.willChangeValue(forKey: "title")     // not observed: nothing
        #expect(watcher.heard.count == 2)
    }

    @Test func anObservationMadeOutsideTheTranslationSaysItCannotWorkAndNeverFires() {
        let window = makeKeyWindow()
        let view = ProgressView(frame: .zero)
        var calls = 0
        let observation = view.observe(\.progress, options: [.initial, .new]) { _, _ in calls += 1 }
        view.progress = 1
        #expect(calls == 0)
        #expect(window.clock.diagnostics == [
            "ProgressView.observe(_:options:changeHandler:) with a KeyPath<ProgressView, CGFloat> never fires here: Swift on Linux "
                + "cannot tell which property a key path names. Write the key path literally (observe(\\.name, …)) in a file the "
                + "translation plugin compiles, or use addObserver(_:forKeyPath:options:context:).",
        ])
        observation.invalidate()
    }
}
