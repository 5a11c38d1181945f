//  LaneDifference.swift — FlipbookPlayer
//  Where two takes' values part most: a lane both animate, compared through time.

import Foundation
import FlipbookKit

/// A lane both sides of a comparison animate (the same view and key path), and where their values
/// are furthest apart over the span.
public struct LaneDifference: Equatable, Sendable {
    public var view: String
    /// "position.y", "opacity", "transform.scale.x": the key path and the component compared.
    public var property: String
    /// The two values where they differ most, and when: seconds from the span's start.
    public var a: Double, b: Double
    public var time: Double
    /// |a − b| there, over the range both sides' values span: 1 is as far apart as they ever go.
    public var relative: Double
    /// "pt", "°", "" (opacity, scale, colour).
    public var unit: String

    public var largest: Double { abs(a - b) }

    /// The lanes both sample sets hold, each at its component that differs most for its range, most
    /// different first. Lanes that change on neither side are left out.
    static func compare(_ left: [LaneSamples], _ right: [LaneSamples], start: Double, end: Double) -> [LaneDifference] {
        var found: [LaneDifference] = []
        for l in left {
            guard let r = right.first(where: { $0.view == l.view && $0.keyPath == l.keyPath }),
                  l.values.count == r.values.count, l.values.count > 1,
                  let kind = (l.values.first { $0 != nil } ?? nil)?.kind, kind != .color else { continue }
            var best: LaneDifference?
            for c in kind.componentNames.indices {
                var low = Double.infinity, high = -Double.infinity
                for v in l.values + r.values {
                    guard let v, v.kind == kind, v[c].isFinite else { continue }
                    low = min(low, v[c]); high = max(high, v[c])
                }
                guard high - low > 1e-9 else { continue }
                for i in l.values.indices {
                    guard let x = l.values[i], let y = r.values[i], x.kind == kind, y.kind == kind else { continue }
                    let relative = abs(x[c] - y[c]) / (high - low)
                    guard relative > best?.relative ?? 0 else { continue }
                    let name = kind.componentNames[c]
                    var unit = kind.rateUnit(ofComponent: c, keyPath: l.keyPath)
                    if unit.hasSuffix("/s") { unit.removeLast(2) }
                    best = LaneDifference(view: l.view, property: name.isEmpty ? l.keyPath : l.keyPath + "." + name,
                                          a: x[c], b: y[c], time: (end - start) * Double(i) / Double(l.values.count - 1),
                                          relative: relative, unit: unit)
                }
            }
            if let best { found.append(best) }
        }
        return found.sorted { $0.relative != $1.relative ? $0.relative > $1.relative : $0.largest > $1.largest }
    }
}

extension LaneDifference {
    /// What each side of a comparison animates when the two have no lane in common: a line a view
    /// with the key paths it animates ("cardView position, transform"), in the order first seen.
    package struct Unshared: Equatable, Sendable {
        package var a: [String]
        package var b: [String]
    }

    /// What each sample set animates, when no lane (view and key path) is in both; nil when one is.
    static func unshared(_ left: [LaneSamples], _ right: [LaneSamples]) -> Unshared? {
        let shares = left.contains { l in right.contains { $0.view == l.view && $0.keyPath == l.keyPath } }
        guard !shares else { return nil }
        func byView(_ lanes: [LaneSamples]) -> [String] {
            var views: [String] = []
            var keyPaths: [String: [String]] = [:]
            for lane in lanes {
                if keyPaths[lane.view] == nil { views.append(lane.view) }
                keyPaths[lane.view, default: []].append(lane.keyPath)
            }
            return views.map { $0 + " " + keyPaths[$0, default: []].joined(separator: ", ") }
        }
        return Unshared(a: byView(left), b: byView(right))
    }
}
