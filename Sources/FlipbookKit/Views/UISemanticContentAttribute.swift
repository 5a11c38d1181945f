//  UISemanticContentAttribute.swift — FlipbookKit
//  Mirrors UIKit.UISemanticContentAttribute. Status: complete
//  (Flipbook lays views out left to right whatever the direction).

import Foundation

/// How a view's content is flipped between left-to-right and right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The interface's layout direction applies.
    case unspecified = 0
    /// Playback controls (play, rewind, fast forward): always left to right.
    case playback = 1
    /// Directional controls (a text-alignment control, a D-pad): always left to right.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
