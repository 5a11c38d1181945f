//  CGPathBooleansTests.swift — FlipbookGraphicsTests
//  CGPath's boolean operations and line clipping: analytic cases (squares, nested and doubled
//  rings, lines across a square), then overlapping, nested, disjoint, holed, coincident and
//  self-intersecting shapes against an independent implementation — shapely's noding and
//  polygonizing, each face kept by the winding numbers at a point inside it.
//  Needs python3 with shapely: `make test` puts its own (.build/test-python) first on PATH.
//
//  Core Graphics documents only the signatures; the behaviour is SwiftUI's Path, which wraps them
//  (SwiftUI docs, Path.union(_:eoFill:)): "The filled region of resulting path is the combination
//  of the filled region of both paths added together. Any unclosed subpaths in either path are
//  assumed to be closed. The result of filling this path using either even-odd or non-zero fill
//  rules is identical."

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

private func lines(_ path: CGPath) -> Polylines {
    var lines = Polylines()
    lines.flatten(path.data, tolerance: 0.01)
    return lines
}

/// The area the result fills: outer loops turn one way, holes the other (shoelace formula).
private func area(_ path: CGPath) -> Double { lines(path).signedArea }

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGPath {
    CGPath(rect: CGRect(x: x, y: y, width: w, height: h), transform: nil)
}

private func polygon(_ points: [(Double, Double)]) -> CGMutablePath {
    let path = CGMutablePath()
    path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
    path.closeSubpath()
    return path
}

/// The five-pointed star drawn in one stroke: its centre pentagon wound twice.
private func pentagram(center: (Double, Double), radius: Double) -> CGMutablePath {
    polygon((0..<5).map { k in
        let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        return (center.0 + radius * cos(a), center.1 + radius * sin(a))
    })
}

/// Expects `path` to fill the same by both rules at every point of a grid over `box`.
private func expectSameFillByBothRules(_ path: CGPath, over box: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    for i in 0..<20 {
        for j in 0..<20 {
            let p = CGPoint(x: box.minX + (Double(i) + 0.37) / 20 * box.width, y: box.minY + (Double(j) + 0.61) / 20 * box.height)
            #expect(path.contains(p, using: .winding) == path.contains(p, using: .evenOdd), "at \(p)", sourceLocation: sourceLocation)
        }
    }
}

@Suite struct CGPathBooleansTests {
    // Two unit squares overlapping by half: union 1.5, intersection 0.5, each difference 0.5,
    // symmetric difference 1. The union and intersection are rectangles again.
    @Test func twoSquaresOverlappingByHalf() {
        let a = rect(0, 0, 1, 1), b = rect(0.5, 0, 1, 1)
        expectClose(area(a.union(b)), 1.5)
        expectClose(area(a.intersection(b)), 0.5)
        expectClose(area(a.subtracting(b)), 0.5)
        expectClose(area(b.subtracting(a)), 0.5)
        expectClose(area(a.symmetricDifference(b)), 1)
        var box = CGRect.null
        #expect(a.intersection(b).isRect(&box))
        expectClose(box, CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(a.union(b).isRect(&box))
        expectClose(box, CGRect(x: 0, y: 0, width: 1.5, height: 1))
        for result in [a.union(b), a.intersection(b), a.subtracting(b), a.symmetricDifference(b)] {
            expectSameFillByBothRules(result, over: CGRect(x: -0.5, y: -0.5, width: 2.5, height: 2))
        }
    }

    // Squares side by side share an edge: their union is one rectangle, their intersection
    // nothing. Squares touching at a corner stay two loops.
    @Test func sharedEdgesAndCorners() {
        let a = rect(0, 0, 1, 1), b = rect(1, 0, 1, 1)
        var box = CGRect.null
        #expect(a.union(b).isRect(&box))
        expectClose(box, CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(a.intersection(b).isEmpty)
        #expect(a.subtracting(b) == a.normalized())
        let corner = a.union(rect(1, 1, 1, 1))
        expectClose(area(corner), 2)
        #expect(lines(corner).subpathCount == 2)
        // A path that is the same square twice: winding 2 fills it, even-odd leaves it empty.
        let twice = CGMutablePath()
        twice.addPath(a)
        twice.addPath(a)
        expectClose(area(twice.normalized(using: .winding)), 1)
        #expect(twice.normalized(using: .evenOdd).isEmpty)
        #expect(a.symmetricDifference(a).isEmpty)
        #expect(a.subtracting(a).isEmpty)
    }

    // CG docs, CGPathFillRule: nested squares turning the same way are one square by winding and
    // a frame by even-odd; turning opposite ways, a frame by both.
    @Test func nestedSquaresByEachRule() {
        let sameWay = CGMutablePath()
        sameWay.addPath(rect(0, 0, 10, 10))
        sameWay.addPath(rect(3, 3, 4, 4))
        expectClose(area(sameWay.normalized(using: .winding)), 100)
        let frame = sameWay.normalized(using: .evenOdd)
        expectClose(area(frame), 84)
        #expect(lines(frame).subpathCount == 2)
        #expect(!frame.contains(CGPoint(x: 5, y: 5), using: .winding), "the hole turns the other way")
        let oppositeWays = CGMutablePath()
        oppositeWays.addPath(rect(0, 0, 10, 10))
        oppositeWays.addPath(polygon([(3, 3), (3, 7), (7, 7), (7, 3)]))
        expectClose(area(oppositeWays.normalized(using: .winding)), 84)
        expectClose(area(oppositeWays.normalized(using: .evenOdd)), 84)
        // A square cut out of the middle of another: a hole.
        let holed = rect(0, 0, 10, 10).subtracting(rect(3, 3, 4, 4))
        expectClose(area(holed), 84)
        expectSameFillByBothRules(holed, over: CGRect(x: -1, y: -1, width: 12, height: 12))
    }

    // The star drawn in one stroke winds its pentagon twice: winding fills the whole star,
    // even-odd leaves the pentagon empty. The pentagon's area is the star's minus its five tips.
    @Test func aSelfIntersectingStarByEachRule() {
        let star = pentagram(center: (0, 0), radius: 10)
        let whole = star.normalized(using: .winding), tips = star.normalized(using: .evenOdd)
        #expect(whole.contains(.zero) && !tips.contains(.zero))
        // The pentagon's circumradius r·cos(72°)/cos(36°); its area (5/2)·R²·sin(72°).
        let inner = 10 * cos(0.4 * Double.pi) / cos(0.2 * Double.pi)
        let pentagon = 2.5 * inner * inner * sin(0.4 * Double.pi)
        expectClose(area(whole) - area(tips), pentagon, tolerance: 1e-9)
        #expect(lines(tips).subpathCount == 5)
        expectSameFillByBothRules(whole, over: CGRect(x: -11, y: -11, width: 22, height: 22))
        expectSameFillByBothRules(tips, over: CGRect(x: -11, y: -11, width: 22, height: 22))
    }

    // SwiftUI docs, Path.lineIntersection(_:eoFill:): "The line of the resulting path is the line
    // of this path that overlaps the filled region of other. Intersected subpaths that are clipped
    // create open subpaths. Closed subpaths that do not intersect other remain closed."
    @Test func linesAcrossASquare() {
        let square = rect(0, 0, 1, 1)
        let across = CGMutablePath()
        across.move(to: CGPoint(x: -1, y: 0.5))
        across.addLine(to: CGPoint(x: 2, y: 0.5))
        let inside = lines(across.lineIntersection(square))
        #expect(inside.points == [CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5)] && inside.closed == [false])
        let outside = lines(across.lineSubtracting(square))
        #expect(outside.points == [CGPoint(x: -1, y: 0.5), CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5), CGPoint(x: 2, y: 0.5)])
        #expect(outside.starts == [0, 2] && outside.closed == [false, false])
        // A closed ring wholly inside stays closed; one cut by the edge opens where it is cut,
        // the kept run continuing through its start.
        let small = rect(0.25, 0.25, 0.5, 0.5)
        let kept = lines(small.lineIntersection(square))
        #expect(kept.closed == [true])
        expectClose(kept.length, 2)
        #expect(small.lineSubtracting(square).isEmpty)
        let straddling = lines(rect(0.5, 0.25, 1, 0.5).lineIntersection(square))
        #expect(straddling.closed == [false])
        #expect(straddling.points == [CGPoint(x: 1, y: 0.75), CGPoint(x: 0.5, y: 0.75), CGPoint(x: 0.5, y: 0.25), CGPoint(x: 1, y: 0.25)])
        expectClose(straddling.length, 1.5)
        // A line along the square's edge lies in its (closed) region.
        let alongEdge = CGMutablePath()
        alongEdge.move(to: CGPoint(x: -1, y: 0))
        alongEdge.addLine(to: CGPoint(x: 3, y: 0))
        expectClose(lines(alongEdge.lineIntersection(square)).length, 1)
        expectClose(lines(alongEdge.lineSubtracting(square)).length, 3)
    }

    // MARK: Against shapely

    private struct Case: Encodable {
        var kind: String   // "region" or "lines"
        var op: String
        var rule: String
        var a: [[[Double]]]
        var b: [[[Double]]]
        var aClosed: [Bool]
        var points: [[Double]]
    }

    private struct Answer: Decodable {
        var area: Double
        var length: Double
        var inside: [Bool]
        var edge: [Double]
    }

    private static let program = """
        import json, sys
        from shapely.geometry import LineString, Point
        from shapely.ops import polygonize, unary_union

        def winding(rings, x, y):
            w = 0
            for ring in rings:
                for i in range(len(ring)):
                    (ax, ay), (bx, by) = ring[i - 1], ring[i]
                    side = (bx - ax) * (y - ay) - (x - ax) * (by - ay)
                    if ay <= y < by and side > 0: w += 1
                    elif by <= y < ay and side < 0: w -= 1
            return w

        def inside(w, rule): return w % 2 == 1 if rule == 'evenOdd' else w != 0

        OPS = {'normalized': lambda a, b: a, 'union': lambda a, b: a or b, 'intersection': lambda a, b: a and b,
               'subtracting': lambda a, b: a and not b, 'symmetricDifference': lambda a, b: a != b}

        def region(a, b, rule, keep):
            # Every ring's lines noded where they meet, the faces between them, each kept or not by
            # the winding numbers at a point inside it.
            rings = [LineString(r + [r[0]]) for r in a + b if len(r) >= 2]
            faces = polygonize(unary_union(rings)) if rings else []
            kept = []
            for face in faces:
                p = face.representative_point()
                if keep(inside(winding(a, p.x, p.y), rule), inside(winding(b, p.x, p.y), rule)):
                    kept.append(face)
            return unary_union(kept)

        answers = []
        for case in json.load(sys.stdin):
            if case['kind'] == 'region':
                result = region(case['a'], case['b'], case['rule'], OPS[case['op']])
                points = [Point(p) for p in case['points']]
                answers.append({'area': result.area, 'length': 0,
                                'inside': [result.contains(p) for p in points],
                                'edge': [result.boundary.distance(p) if not result.is_empty else 1e9 for p in points]})
            else:
                # The region with its edge, widened by a hair: noding rounds points off the edges
                # they lie on, and a line along the edge would then miss it.
                mask = region(case['b'], [], case['rule'], lambda a, b: a).buffer(1e-7)
                # Line by line: lines lying on each other count each time, as they are drawn.
                length = 0
                for r, closed in zip(case['a'], case['aClosed']):
                    ring = r + [r[0]] if closed else r
                    for p, q in zip(ring, ring[1:]):
                        if p == q: continue
                        line = LineString([p, q])
                        length += (line.intersection(mask) if case['op'] == 'lineIntersection' else line.difference(mask)).length
                answers.append({'area': 0, 'length': length, 'inside': [], 'edge': []})
        json.dump(answers, sys.stdout)
        """

    private static func rings(_ path: CGPath) -> (rings: [[[Double]]], closed: [Bool]) {
        let l = lines(path)
        let rings = (0..<l.subpathCount).map { i in l.points[l.range(of: i)].map { [Double($0.x), Double($0.y)] } }
        return (rings, l.closed)
    }

    /// Pairs of shapes: overlapping, nested, disjoint, holed, sharing edges, self-intersecting.
    private static func pairs() -> [(name: String, a: CGPath, b: CGPath)] {
        let holed = CGMutablePath()
        holed.addRect(CGRect(x: 0, y: 0, width: 100, height: 80))
        holed.addEllipse(in: CGRect(x: 25, y: 15, width: 50, height: 50))
        let rotated = CGAffineTransform(rotationAngle: 0.3)
        let tilted = CGMutablePath()
        tilted.addRect(CGRect(x: 30, y: -20, width: 60, height: 70), transform: rotated)
        let twoRings = CGMutablePath()
        twoRings.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
        twoRings.addEllipse(in: CGRect(x: 30, y: 10, width: 60, height: 40))
        return [
            ("overlapping rectangles", rect(0, 0, 60, 40), rect(30, 20, 60, 40)),
            ("overlapping circles", CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil),
             CGPath(ellipseIn: CGRect(x: 40, y: 20, width: 80, height: 60), transform: nil)),
            ("a holed rectangle and a tilted one", holed, tilted),
            ("a star and a circle", pentagram(center: (50, 50), radius: 50),
             CGPath(ellipseIn: CGRect(x: 30, y: 40, width: 60, height: 60), transform: nil)),
            ("disjoint circles", CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil),
             CGPath(ellipseIn: CGRect(x: 60, y: 10, width: 30, height: 30), transform: nil)),
            ("a circle nested in a rectangle", rect(0, 0, 100, 100),
             CGPath(ellipseIn: CGRect(x: 20, y: 30, width: 50, height: 40), transform: nil)),
            ("rectangles sharing edges", rect(0, 0, 50, 50), rect(50, 25, 40, 50)),
            ("a rectangle and its half", rect(0, 0, 50, 50), rect(0, 0, 50, 25)),
            ("two overlapping rings in one path and a rectangle", twoRings, rect(20, 20, 60, 20)),
        ] + randomPairs()
    }

    /// Seeded random polygons, self-intersecting as they come: half with corners on a coarse grid,
    /// so that edges overlap, cross at corners and run through each other's corners.
    private static func randomPairs() -> [(name: String, a: CGPath, b: CGPath)] {
        var random = SeededGenerator(seed: 7)
        func randomPath(onGrid: Bool) -> CGPath {
            let path = CGMutablePath()
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let corners = (0..<Int.random(in: 3...7, using: &random)).map { _ -> (Double, Double) in
                    onGrid ? (Double(Int.random(in: 0...6, using: &random)) * 10, Double(Int.random(in: 0...6, using: &random)) * 10)
                           : (random.value(0...60), random.value(0...60))
                }
                path.addPath(polygon(corners))
            }
            if onGrid && Bool.random(using: &random) {
                // Circles on the grid too: equal ones lie on each other, others touch or nest.
                let x = Double(Int.random(in: 0...4, using: &random)) * 10, y = Double(Int.random(in: 0...4, using: &random)) * 10
                let side = Double(Int.random(in: 1...3, using: &random)) * 10
                path.addEllipse(in: CGRect(x: x, y: y, width: side, height: side))
            }
            return path
        }
        return (0..<32).map { k in ("random pair \(k)", randomPath(onGrid: k % 2 == 0), randomPath(onGrid: k % 2 == 0)) }
    }

    @Test func regionsMatchShapely() throws {
        let pairs = Self.pairs()
        var cases: [Case] = [], paths: [CGPath] = [], names: [String] = []
        let ops = ["normalized", "union", "intersection", "subtracting", "symmetricDifference"]
        for (name, a, b) in pairs {
            let box = a.boundingBoxOfPath.union(b.boundingBoxOfPath).insetBy(dx: -5, dy: -5)
            var grid: [[Double]] = []
            for i in 0..<30 {
                for j in 0..<30 {
                    let x = Double(box.minX) + (Double(i) + 0.37) / 30 * Double(box.width)
                    let y = Double(box.minY) + (Double(j) + 0.61) / 30 * Double(box.height)
                    grid.append([x, y])
                }
            }
            for op in ops {
                for rule in [CGPathFillRule.winding, .evenOdd] {
                    let result: CGPath
                    switch op {
                    case "normalized": result = a.normalized(using: rule)
                    case "union": result = a.union(b, using: rule)
                    case "intersection": result = a.intersection(b, using: rule)
                    case "subtracting": result = a.subtracting(b, using: rule)
                    default: result = a.symmetricDifference(b, using: rule)
                    }
                    let ruleName = rule == .winding ? "winding" : "evenOdd"
                    cases.append(Case(kind: "region", op: op, rule: ruleName, a: Self.rings(a).rings, b: Self.rings(b).rings,
                                      aClosed: [], points: grid))
                    paths.append(result)
                    names.append("\(name): \(op) by \(ruleName)")
                }
            }
        }
        let output = try runPython(Self.program, input: try JSONEncoder().encode(cases), needs: "shapely")
        let answers = try JSONDecoder().decode([Answer].self, from: output)
        try #require(answers.count == cases.count)
        for (k, answer) in answers.enumerated() {
            let result = lines(paths[k])
            // The same flattened rings go to both: the areas agree to rounding.
            expectClose(result.signedArea, answer.area, tolerance: 1e-6 * max(1, answer.area), "\(names[k])")
            var wrong = 0
            for (i, p) in cases[k].points.enumerated() where answer.edge[i] > 0.05 {
                let point = CGPoint(x: p[0], y: p[1])
                let byWinding = result.contains(point, evenOdd: false), byEvenOdd = result.contains(point, evenOdd: true)
                if byWinding != answer.inside[i] || byEvenOdd != answer.inside[i] { wrong += 1 }
            }
            #expect(wrong == 0, "\(names[k]): \(wrong) grid points filled otherwise than shapely's result or by one rule only")
        }
    }

    @Test func linesMatchShapely() throws {
        var cases: [Case] = [], paths: [CGPath] = [], names: [String] = []
        var pairs = Self.pairs()
        let zigzag = CGMutablePath()
        zigzag.addLines(between: (0...12).map { CGPoint(x: Double($0) * 10 - 10, y: $0 % 2 == 0 ? 5.0 : 75.0) })
        pairs.append(("a zigzag and a star", zigzag, pentagram(center: (50, 50), radius: 50)))
        for (name, a, b) in pairs {
            for op in ["lineIntersection", "lineSubtracting"] {
                for rule in [CGPathFillRule.winding, .evenOdd] {
                    let result = op == "lineIntersection" ? a.lineIntersection(b, using: rule) : a.lineSubtracting(b, using: rule)
                    let ruleName = rule == .winding ? "winding" : "evenOdd"
                    let (rings, closed) = Self.rings(a)
                    cases.append(Case(kind: "lines", op: op, rule: ruleName, a: rings, b: Self.rings(b).rings, aClosed: closed, points: []))
                    paths.append(result)
                    names.append("\(name): \(op) by \(ruleName)")
                }
            }
        }
        let output = try runPython(Self.program, input: try JSONEncoder().encode(cases), needs: "shapely")
        let answers = try JSONDecoder().decode([Answer].self, from: output)
        try #require(answers.count == cases.count)
        for (k, answer) in answers.enumerated() {
            // The hair the region was widened by adds a little where lines cross its edge.
            expectClose(lines(paths[k]).length, answer.length, tolerance: 1e-4 + 1e-6 * answer.length, "\(names[k])")
        }
    }
}
