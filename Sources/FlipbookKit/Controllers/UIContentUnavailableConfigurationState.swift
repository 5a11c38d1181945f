//  UIContentUnavailableConfigurationState.swift — FlipbookKit
//  Mirrors UIKit.UIContentUnavailableConfigurationState. Status: partial (no custom state keys).

import Foundation

/// What a content-unavailable configuration is updated for: the traits and the search text.
public struct UIContentUnavailableConfigurationState {
    public var traitCollection: UITraitCollection
    public var searchText: String?

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
