//  ObjCSelectorName.swift — FlipbookTranslation
//  The Objective-C selector Swift gives a method, an initializer or a property's accessors when
//  it exposes them (`@objc`), by Swift's own rules.

import Foundation

/// A Swift declaration's full name: `handle(gesture:)` is base `handle` and labels `["gesture"]`;
/// `tap(_:)` has labels `[nil]`; `dismissSelf()` has none.
struct SwiftName: Hashable, CustomStringConvertible {
    let base: String
    /// External argument labels, nil for `_`. Nil for a bare reference (`#selector(tap)`), whose
    /// arguments are not known yet.
    let labels: [String?]?

    var description: String {
        guard let labels else { return base }
        return base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

enum ObjCSelectorName {
    /// Swift's prepositions (its `PartsOfSpeech.def`): a first argument label that begins with one
    /// joins the base name directly (`click(for:)` → `clickFor:`); any other is joined by "With"
    /// (`handle(gesture:)` → `handleWithGesture:`).
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// Foundation's and UIKit's own methods whose Objective-C names are not what Swift's rule
    /// would give (their Swift names were renamed on import). Flipbook's runtime enters them under
    /// these names.
    static let frameworkNames: [String: String] = [
        "observeValue(forKeyPath:of:change:context:)": "observeValueForKeyPath:ofObject:change:context:",
        "dismiss(animated:completion:)": "dismissViewControllerAnimated:completion:",
        "present(_:animated:completion:)": "presentViewController:animated:completion:",
        "popViewController(animated:)": "popViewControllerAnimated:",
        "popToRootViewController(animated:)": "popToRootViewControllerAnimated:",
        "pushViewController(_:animated:)": "pushViewController:animated:",
        "setNeedsLayout()": "setNeedsLayout",
        "layoutIfNeeded()": "layoutIfNeeded",
    ]

    /// The selector of a method named `name` (its labels known); a throwing method's takes the
    /// error pointer Objective-C adds (`save()` → `saveAndReturnError:`, `load(url:)` →
    /// `loadWithUrl:error:`).
    static func method(_ name: SwiftName, throwing: Bool = false) -> String {
        if let known = frameworkNames[name.description] { return known }
        let labels = name.labels ?? []
        guard let first = labels.first else { return name.base + (throwing ? "AndReturnError:" : "") }
        var selector = name.base
        if let label = first {
            // No "With" when the label begins with a preposition or the name ends with one
            // (`heroWillStartAnimatingTo(viewController:)` → `heroWillStartAnimatingToViewController:`).
            let joinsDirectly = firstWordIsPreposition(label) || lastWordIsPreposition(name.base)
            selector += joinsDirectly ? capitalized(label) : "With" + capitalized(label)
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector + (throwing ? "error:" : "")
    }

    /// The selector of an initializer with `labels`: `init(frame:)` → `initWithFrame:`.
    static func initializer(labels: [String?]) -> String {
        method(SwiftName(base: "init", labels: labels))
    }

    /// A property's getter: its name (`isOn` stays `isOn`).
    static func getter(_ property: String) -> String { property }

    /// A property's setter: `set` and its capitalised name and a colon (`progress` → `setProgress:`).
    static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Whether the last word of a camel-case name is a preposition (`didTapOn` → `on`).
    static func lastWordIsPreposition(_ name: String) -> Bool {
        guard let start = name.lastIndex(where: \.isUppercase) else { return false }
        return prepositions.contains(name[start...].lowercased())
    }

    /// Whether the first word of a camel-case label is a preposition (`forKeyPath` → `for`).
    static func firstWordIsPreposition(_ label: String) -> Bool {
        let word = label.prefix { !$0.isUppercase }
        return prepositions.contains(String(word))
    }
}
