//  CAKeyframeAnimation+Path.swift — FlipbookCore
//  Mirrors CAKeyframeAnimation's path and rotationMode. Status: complete.

import Foundation
import FlipbookGraphics

/// Whether a layer moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns so its x axis points along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns so its x axis points back along the path (180° from `rotateAuto`).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A keyframe path as its drawn segments (a line, a curve or a close each, from where it
/// starts), their lengths measured once.
struct _KeyframePath {
    struct Segment {
        var start: CGPoint
        var element: PathData.Element
        var end: CGPoint
        /// Cumulative length at `samples` even steps of the curve's parameter (first 0).
        var lengths: [Double]
        var length: Double { lengths[lengths.count - 1] }
    }

    /// Points measured per curve to find a distance along it (lines need none).
    static let samplesPerCurve = 24

    let segments: [Segment]
    let total: Double
    let firstPoint: CGPoint?

    init(_ path: PathData) {
        var segments: [Segment] = []
        var current: CGPoint?, subpathStart: CGPoint?, first: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                if first == nil { first = p }
            case .line(let end), .quad(_, let end), .cubic(_, _, let end):
                let start = current ?? end
                segments.append(Self.segment(start, element, end))
                current = end
            case .close:
                if let start = current, let end = subpathStart, start != end {
                    segments.append(Self.segment(start, .line(end), end))
                }
                current = subpathStart
            }
        }
        self.segments = segments
        total = segments.reduce(0) { $0 + $1.length }
        firstPoint = first
    }

    private static func segment(_ start: CGPoint, _ element: PathData.Element, _ end: CGPoint) -> Segment {
        var segment = Segment(start: start, element: element, end: end, lengths: [0])
        if case .line = element {
            segment.lengths.append(Double(hypot(end.x - start.x, end.y - start.y)))
            return segment
        }
        var previous = start
        for k in 1...samplesPerCurve {
            let p = segment.point(at: Double(k) / Double(samplesPerCurve))
            segment.lengths.append(segment.lengths[k - 1] + Double(hypot(p.x - previous.x, p.y - previous.y)))
            previous = p
        }
        return segment
    }

    /// The point and direction (radians) at overall progress `p`: by distance travelled when
    /// `paced`, else by keyframe (each segment's end is one; `times` places them, evenly without).
    func sample(at p: Double, paced: Bool, times: [Double]?, functions: [CAMediaTimingFunction]?, discrete: Bool)
        -> (point: CGPoint, angle: Double)? {
        guard !segments.isEmpty else { return firstPoint.map { ($0, 0) } }
        if paced {
            var distance = min(max(p, 0), 1) * total
            for segment in segments {
                if distance <= segment.length || segment.start == segments[segments.count - 1].start {
                    let t = segment.parameter(atDistance: min(distance, segment.length))
                    return (segment.point(at: t), segment.angle(at: t))
                }
                distance -= segment.length
            }
        }
        // Keyframe i is segment i's start (and the last one the last segment's end).
        let count = segments.count + 1
        func time(_ i: Int) -> Double { times.map { $0[i] } ?? Double(i) / Double(count - 1) }
        if p <= time(0) { return (segments[0].start, segments[0].angle(at: 0)) }
        let last = segments[segments.count - 1]
        if p >= time(count - 1) { return (last.end, last.angle(at: 1)) }
        var i = 0
        while i < segments.count - 1, p >= time(i + 1) { i += 1 }
        if discrete { return (segments[i].start, segments[i].angle(at: 0)) }
        let span = time(i + 1) - time(i)
        var local = span > 0 ? (p - time(i)) / span : 1
        if let functions, i < functions.count { local = functions[i].output(at: local) }
        return (segments[i].point(at: local), segments[i].angle(at: local))
    }
}

extension _KeyframePath.Segment {
    /// The point at curve parameter `t`, 0…1.
    func point(at t: Double) -> CGPoint {
        switch element {
        case .quad(let c, _): return PathData.quadPoint(start, c, end, t)
        case .cubic(let c1, let c2, _): return PathData.cubicPoint(start, c1, c2, end, t)
        default: return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    /// The direction of travel at `t`, in radians from the x axis (y down, as the layer's).
    func angle(at t: Double) -> Double {
        let h = 1e-3
        let a = point(at: max(t - h, 0)), b = point(at: min(t + h, 1))
        if a == b { return Double(atan2(end.y - start.y, end.x - start.x)) }
        return Double(atan2(b.y - a.y, b.x - a.x))
    }

    /// The curve parameter at which `distance` along the segment is reached.
    func parameter(atDistance distance: Double) -> Double {
        guard length > 0 else { return 0 }
        var k = 1
        while k < lengths.count - 1, lengths[k] < distance { k += 1 }
        let piece = lengths[k] - lengths[k - 1]
        let within = piece > 0 ? (distance - lengths[k - 1]) / piece : 0
        return (Double(k - 1) + within) / Double(lengths.count - 1)
    }
}
