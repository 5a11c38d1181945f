//  EngineBenchmarks.swift — flipbook-bench
//  The engine alone: timing curves, springs, the physics solver, the display-list build.

import Foundation
import FlipbookCore
import FlipbookKit
import CMallocCounter

/// A rate: how long one operation takes (median over rounds), so how many run in a second.
struct Throughput {
    var name: String
    /// What one operation is ("solve", "step", "build").
    var unit: String
    /// Median nanoseconds per operation over the rounds, and the slowest round's.
    var nanoseconds: Double
    var worstRound: Double
    var allocationsPerOperation: Double
    /// How many operations a round performs, where the table shows a round's time.
    var operations: Int?

    var perSecond: Double { nanoseconds > 0 ? 1e9 / nanoseconds : 0 }
}

/// Runs `body` (which performs `operations` operations) once to warm up, then `rounds` times;
/// the median round gives the time per operation.
func throughput(_ name: String, unit: String, operations: Int, rounds: Int = 7, _ body: () -> Void) -> Throughput {
    body()
    var perOperation: [Double] = []
    perOperation.reserveCapacity(rounds)
    let allocationsBefore = flipbook_allocation_count()
    for _ in 0..<rounds {
        let start = now()
        body()
        perOperation.append(Double(now() - start) / Double(operations))
    }
    let allocations = flipbook_allocation_count() - allocationsBefore
    perOperation.sort()
    return Throughput(name: name, unit: unit, nanoseconds: Statistics.median(ofSorted: perOperation),
                      worstRound: perOperation.last ?? 0,
                      allocationsPerOperation: Double(allocations) / Double(rounds * operations))
}

/// Keeps results alive so the optimiser cannot drop the work that made them.
var sink = 0.0

/// The sum of `f` at `n` evenly spaced points of (0, span] (inlined, so `f` is too).
@inline(__always)
func sweep(_ n: Int, over span: Double, _ f: (Double) -> Double) -> Double {
    var x = 0.0, total = 0.0
    for _ in 0..<n {
        x += span / Double(n)
        total += f(x)
    }
    return total
}

func timingBenchmarks() -> [Throughput] {
    let n = max(1_000_000 / iterationDivisor, 1)
    var results: [Throughput] = []
    for (label, curve) in [("easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut)),
                           ("cubic (0, 0.7, 1, 0.3)", CAMediaTimingFunction(controlPoints: 0, 0.7, 1, 0.3))] {
        results.append(throughput("CAMediaTimingFunction \(label): cubic-bezier solve", unit: "solve", operations: n) {
            sink += sweep(n, over: 1) { curve.output(at: $0) }
        })
    }
    let spring = CASpringAnimation()
    spring.damping = 12
    let solver = spring.spring
    results.append(throughput("Spring.value(at:) (CASpringAnimation, damping 12)", unit: "evaluation", operations: n) {
        sink += sweep(n, over: 2) { solver.value(at: $0) }
    })
    return results
}

/// The solver behind UIKit Dynamics (`PhysicsWorld`), stepped as `UIDynamicAnimator` steps it:
/// gravity applied to every body, then one fixed 1/120 s step. Boxes of 30 pt fall from a grid
/// into the 390×844 screen's edges, bounce (elasticity 0.4) and pile up; 240 steps (2 s) a round.
func dynamicsBenchmarks() -> [Throughput] {
    let steps = 240
    return [1, 10, 100].map { count in
        throughput("UIKit Dynamics: \(count) bod\(count == 1 ? "y" : "ies"), gravity + collisions", unit: "step",
                   operations: steps) {
            let world = PhysicsWorld()
            world.addBoundaries(PhysicsBoundary.edges(of: CGRect(x: 0, y: 0, width: 390, height: 844)))
            for i in 0..<count {
                var body = PhysicsBody(size: PhysicsVector(30, 30),
                                       position: PhysicsVector(30 + Double(i % 10) * 36, 40 + Double(i / 10) * 36))
                body.elasticity = 0.4
                body.friction = 0.2
                world.addBody(body)
            }
            let ids = world.bodies.map(\.id)
            let gravity = PhysicsVector(0, PhysicsUnits.gravityAccelerationPerMagnitude)
            for _ in 0..<steps {
                for id in ids { world[body: id].applyAcceleration(gravity) }
                world.stepFixed()
            }
            sink += world.bodies[0].position.y
        }
    }
}

/// The layer tree of a window of views → display list, as the player builds it each frame
/// (storage reused, culled to what the screen shows).
struct DisplayListCase {
    var name: String
    var views: Int
    var onScreen: Int
    var build: Throughput
    var items: Int
}

/// A window with `onScreen` 30×30 rounded, coloured views spread over the screen and
/// `offScreen` more far to its right (a long row scrolled away), each a subview of the window.
func viewScene(onScreen: Int, offScreen: Int) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.backgroundColor = .white
    let columns = max(Int(Double(onScreen).squareRoot().rounded(.up)), 1)
    let pitchX = 360.0 / Double(columns), pitchY = 814.0 / Double(columns)
    for i in 0..<onScreen {
        let view = UIView(frame: CGRect(x: 15 + Double(i % columns) * pitchX, y: 15 + Double(i / columns) * pitchY,
                                        width: 30, height: 30))
        view.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: 0.8, alpha: 1)
        view.layer.cornerRadius = 6
        window.addSubview(view)
    }
    for i in 0..<offScreen {
        let view = UIView(frame: CGRect(x: 1000 + Double(i % 200) * 40, y: Double(i / 200) * 40, width: 30, height: 30))
        view.backgroundColor = .gray
        window.addSubview(view)
    }
    window.layoutIfNeeded()
    return window
}

func displayListBenchmarks() -> [DisplayListCase] {
    [(1, 0), (100, 0), (10_000, 0), (50, 9_950)].map { onScreen, offScreen in
        let window = viewScene(onScreen: onScreen, offScreen: offScreen)
        let views = onScreen + offScreen
        var list = DisplayList(size: .zero)
        let builds = max((views >= 10_000 ? 20 : 2_000) / iterationDivisor, 1)
        let name = offScreen > 0 ? "\(views) views, \(onScreen) on screen" : "\(views) view\(views == 1 ? "" : "s"), all on screen"
        let build = throughput(name, unit: "build", operations: builds) {
            for _ in 0..<builds {
                window.layer.displayList(atRootTime: window.clock.time, into: &list, visibleRect: window.bounds)
            }
            sink += Double(list.items.count)
        }
        return DisplayListCase(name: name, views: views, onScreen: onScreen, build: build, items: list.items.count)
    }
}

/// Auto Layout's solver on a screen of 200 views in a grid of 10 × 20 (each view's left, top,
/// width and height a variable): the first of a row pinned 16 pt in from the container's left
/// edge, each next one 8 pt right of the one before and as wide as the first, the last 16 pt in
/// from the container's right edge; rows 8 pt apart, each view at least 44 pt tall, 60 pt
/// preferred (medium) and as tall as its row's first (strong), at least 20 pt wide: 1 381
/// constraints, the container's right edge an edit variable (strong). Solved from scratch, and
/// re-solved for a new container width. The equations are made before the timing, on both sides.
///
/// Then Kiwi (kiwisolver, C++ behind its Python binding, which the solver's tests check against)
/// on the same equations, when `make test` has installed it: the ratio of the two is printed.
func layoutSolverBenchmarks() -> [Throughput] {
    let (equations, right) = layoutScreen()
    // The edit variable first, suggested, then the equations in order, as Kiwi's row runs them.
    func solve() -> LayoutSolver {
        let solver = LayoutSolver()
        try! solver.addEditVariable(right, strength: LayoutStrength.strong)
        try! solver.suggest(right, 390)
        for equation in equations { try! solver.add(equation) }
        solver.updateVariables()
        return solver
    }
    let constraints = solve().constraintCount
    // The equations are made beforehand, as Kiwi's are: the row times the solver — made, solved,
    // read out and released.
    let fromScratch = throughput("Auto Layout solver: 200 views, \(constraints) constraints, from scratch", unit: "solve",
                                 operations: 1, rounds: max(15 / iterationDivisor, 3)) {
        sink += Double(solve().constraintCount)
    }
    let solver = solve()
    var width = 390.0
    let resolve = throughput("Auto Layout solver: the same screen re-solved for a new width", unit: "re-solve",
                             operations: 100, rounds: 7) {
        for _ in 0..<100 {
            width = width == 390 ? 430 : 390
            try! solver.suggest(right, width)
            solver.updateVariables()
        }
    }
    return [fromScratch, resolve] + kiwiBenchmarks(equations, edit: right, against: (fromScratch, resolve))
}

/// The screen's equations, and its container's right edge (the edit variable).
private func layoutScreen() -> (equations: [LayoutEquation], right: LayoutVariable) {
    let right = LayoutVariable("container.right")
    var equations: [LayoutEquation] = []
    func require(_ lhs: LayoutExpression, _ relation: LayoutEquation.Relation, _ rhs: LayoutExpression,
                 strength: Double = LayoutStrength.required) {
        equations.append(LayoutEquation(lhs, relation, rhs, strength: strength))
    }
    func v(_ x: LayoutVariable) -> LayoutExpression { LayoutExpression(x) }
    var above: (top: LayoutVariable, height: LayoutVariable)?
    for _ in 0..<20 {
        var first: (width: LayoutVariable, height: LayoutVariable)?
        var previous: (left: LayoutVariable, width: LayoutVariable)?
        for column in 0..<10 {
            let left = LayoutVariable(), top = LayoutVariable(), width = LayoutVariable(), height = LayoutVariable()
            if let previous { require(v(left), .equal, v(previous.left) + v(previous.width) + 8) } else { require(v(left), .equal, LayoutExpression(constant: 16)) }
            if let above { require(v(top), .equal, v(above.top) + v(above.height) + 8) } else { require(v(top), .equal, LayoutExpression(constant: 20)) }
            if let first {
                require(v(width), .equal, v(first.width))
                require(v(height), .equal, v(first.height), strength: LayoutStrength.strong)
            }
            if column == 9 { require(v(left) + v(width), .equal, v(right) + -16) }
            require(v(height), .greaterThanOrEqual, LayoutExpression(constant: 44))
            require(v(height), .equal, LayoutExpression(constant: 60), strength: LayoutStrength.medium)
            require(v(width), .greaterThanOrEqual, LayoutExpression(constant: 20))
            if column == 0 { first = (width, height); above = (top, height) }
            previous = (left, width)
        }
    }
    return (equations, right)
}

/// Kiwi's time for the same screen (its equations as `recorded`, the edit variable `edit`, strong,
/// suggested 390 then 430 and 390 by turns), from the test tools' Python; none without it.
private func kiwiBenchmarks(_ recorded: [LayoutEquation], edit: LayoutVariable,
                            against ours: (scratch: Throughput, resolve: Throughput)) -> [Throughput] {
    let python = URL(fileURLWithPath: ".build/test-python/bin/python3")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
        print("flipbook-bench: kiwisolver is not installed (make test installs it in .build/test-python); its rows are left out")
        return []
    }
    var index: [ObjectIdentifier: Int] = [ObjectIdentifier(edit): 0]
    func number(_ v: LayoutVariable) -> Int {
        if let i = index[ObjectIdentifier(v)] { return i }
        index[ObjectIdentifier(v)] = index.count
        return index.count - 1
    }
    let constraints: [[Any]] = recorded.map { e in
        let op = switch e.relation { case .equal: "=="; case .lessThanOrEqual: "<="; case .greaterThanOrEqual: ">=" }
        return [e.expression.terms.map { [number($0.variable), $0.coefficient] as [Any] }, e.expression.constant, op,
                e.strength >= LayoutStrength.required ? "required" : e.strength as Any]
    }
    let spec: [String: Any] = ["variables": index.count, "constraints": constraints]
    let program = """
        import json, statistics, sys, time
        import kiwisolver as kiwi
        spec = json.load(sys.stdin)
        vs = [kiwi.Variable("v%d" % i) for i in range(spec["variables"])]
        made = []
        for terms, constant, op, strength in spec["constraints"]:
            e = sum((c * vs[i] for i, c in terms), kiwi.Expression((), constant))
            made.append(((e == 0) if op == "==" else (e <= 0) if op == "<=" else (e >= 0)) | strength)
        def screen():
            s = kiwi.Solver()
            s.addEditVariable(vs[0], "strong")
            s.suggestValue(vs[0], 390)
            for c in made:
                s.addConstraint(c)
            s.updateVariables()
            return s
        screen()
        times = []
        for _ in range(15):
            t = time.perf_counter_ns()
            screen()
            times.append(time.perf_counter_ns() - t)
        scratch = statistics.median(times)
        s = screen()
        rounds = []
        for _ in range(7):
            t = time.perf_counter_ns()
            for k in range(100):
                s.suggestValue(vs[0], 430 if k % 2 == 0 else 390)
                s.updateVariables()
            rounds.append((time.perf_counter_ns() - t) / 100)
        print(json.dumps({"scratch": scratch, "resolve": statistics.median(rounds)}))
        """
    let process = Process()
    process.executableURL = python
    process.arguments = ["-c", program]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do { try process.run() } catch { return [] }
    input.fileHandleForWriting.write(try! JSONSerialization.data(withJSONObject: spec))
    try? input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let times = try? JSONSerialization.jsonObject(with: data) as? [String: Double],
          let scratch = times["scratch"], let resolve = times["resolve"] else {
        print("flipbook-bench: kiwisolver's run failed; its rows are left out")
        return []
    }
    func ratio(_ ours: Throughput, _ theirs: Double) -> String {
        String(format: "Flipbook %.2f× its time", ours.nanoseconds / theirs)
    }
    return [
        Throughput(name: "kiwisolver on the same screen, from scratch (\(ratio(ours.scratch, scratch)))", unit: "solve",
                   nanoseconds: scratch, worstRound: scratch, allocationsPerOperation: 0),
        Throughput(name: "kiwisolver re-solving it for a new width (\(ratio(ours.resolve, resolve)))", unit: "re-solve",
                   nanoseconds: resolve, worstRound: resolve, allocationsPerOperation: 0),
    ]
}
