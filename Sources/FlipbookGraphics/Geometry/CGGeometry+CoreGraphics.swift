//  CGGeometry+CoreGraphics.swift — FlipbookGraphics
//  Mirrors what Core Graphics adds to Foundation's CGPoint, CGSize and CGRect and Foundation on
//  Linux lacks: equalTo(_:) and the dictionary representations (CGPointEqualToPoint,
//  CGPointCreateDictionaryRepresentation and friends), and the Core Foundation names Core
//  Graphics' Swift API spells (CFDictionary, CFTypeID). Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

// Flipbook: Foundation on Linux does not give Swift Core Foundation's types; these are the
// toll-free bridged Foundation class and the integer an iOS app's code sees.
/// Core Foundation's dictionary, as the Foundation dictionary it is bridged to.
public typealias CFDictionary = NSDictionary
/// Core Foundation's string, as the Foundation class it is bridged to.
public typealias CFString = NSString
/// A Core Foundation type identifier.
public typealias CFTypeID = UInt

/// Reads `key` of `dict` as a number, as CGPointMakeWithDictionaryRepresentation does.
private func number(_ dict: CFDictionary, _ key: String) -> CGFloat? {
    guard let value = dict[key] else { return nil }
    if let value = value as? NSNumber { return CGFloat(value.doubleValue) }
    if let value = value as? Double { return CGFloat(value) }
    if let value = value as? CGFloat { return value }
    if let value = value as? Int { return CGFloat(value) }
    return nil
}

extension CGPoint {
    /// Whether the two points are the same (CGPointEqualToPoint).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

    /// The point as a dictionary with the keys `X` and `Y` (CGPointCreateDictionaryRepresentation).
    public var dictionaryRepresentation: CFDictionary {
        ["X": NSNumber(value: Double(x)), "Y": NSNumber(value: Double(y))] as NSDictionary
    }

    /// The point a dictionary from `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = number(dict, "X"), let y = number(dict, "Y") else { return nil }
        self.init(x: x, y: y)
    }
}

extension CGSize {
    /// Whether the two sizes are the same (CGSizeEqualToSize).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

    /// The size as a dictionary with the keys `Width` and `Height` (CGSizeCreateDictionaryRepresentation).
    public var dictionaryRepresentation: CFDictionary {
        ["Width": NSNumber(value: Double(width)), "Height": NSNumber(value: Double(height))] as NSDictionary
    }

    /// The size a dictionary from `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let width = number(dict, "Width"), let height = number(dict, "Height") else { return nil }
        self.init(width: width, height: height)
    }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (CGRectEqualToRect): compared standardized,
    /// so a rectangle with a negative width equals its standardized form; two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }

    /// The rectangle as a dictionary with the keys `X`, `Y`, `Width` and `Height`
    /// (CGRectCreateDictionaryRepresentation).
    public var dictionaryRepresentation: CFDictionary {
        ["X": NSNumber(value: Double(origin.x)), "Y": NSNumber(value: Double(origin.y)),
         "Width": NSNumber(value: Double(size.width)), "Height": NSNumber(value: Double(size.height))] as NSDictionary
    }

    /// The rectangle a dictionary from `dictionaryRepresentation` holds; nil when a key is missing or not a number.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = number(dict, "X"), let y = number(dict, "Y"),
              let width = number(dict, "Width"), let height = number(dict, "Height") else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}
#endif
