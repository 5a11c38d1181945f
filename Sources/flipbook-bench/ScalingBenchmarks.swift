//  ScalingBenchmarks.swift — flipbook-bench
//  Work that must cost the same per step however far it has gone: subviews added to one view
//  one by one, characters typed into one text view. A time per step that grows with the count
//  is quadratic work (adding 16 000 subviews once took 7.8 s in a debug build, typing 16 000
//  characters 47.7 s in a release one).

import Foundation
import FlipbookKit
import CMallocCounter

/// Like `throughput`, but what a round works on is made before its clock starts: `prepare`
/// makes it and returns the timed work, which performs `operations` operations. One unmeasured
/// round first, then `rounds`; the median round gives the time per operation.
func preparedThroughput(_ name: String, unit: String, operations: Int, rounds: Int,
                        _ prepare: () -> () -> Void) -> Throughput {
    prepare()()
    var perOperation: [Double] = []
    perOperation.reserveCapacity(rounds)
    var allocations: UInt64 = 0
    for _ in 0..<rounds {
        let work = prepare()
        let allocationsBefore = flipbook_allocation_count()
        let start = now()
        work()
        perOperation.append(Double(now() - start) / Double(operations))
        allocations += flipbook_allocation_count() - allocationsBefore
    }
    perOperation.sort()
    return Throughput(name: name, unit: unit, nanoseconds: Statistics.median(ofSorted: perOperation),
                      worstRound: perOperation.last ?? 0,
                      allocationsPerOperation: Double(allocations) / Double(rounds * operations), operations: operations)
}

/// One kind of work done step by step at growing counts: each point's time per step, and how
/// the whole run's time grows from a quarter of the largest count to it.
struct ScalingSeries {
    var name: String
    var points: [(count: Int, result: Throughput)]
    /// The goal on the whole run at `goalCount` steps, if the issue set one.
    var goal: (id: String, limit: Double, text: String)?
    var goalCount = 0

    /// The whole run's time at `count` steps, nanoseconds.
    func total(at count: Int) -> Double? {
        points.first { $0.count == count }.map { $0.result.nanoseconds * Double(count) }
    }

    /// log(t(N) / t(N/4)) / log 4 for the largest count N: 1 for linear work, 2 for quadratic.
    var exponent: Double? {
        guard let largest = points.map(\.count).max(), let n = total(at: largest), let quarter = total(at: largest / 4),
              quarter > 0 else { return nil }
        return log(n / quarter) / log(4)
    }

    var check: GoalCheck? {
        guard let goal, let measured = total(at: goalCount) else { return nil }
        return GoalCheck(goal: goal.id, subject: "\(name), \(goalCount) steps, median round", measured: measured,
                         limit: goal.limit, unit: "ns")
    }
}

/// Subviews added one by one to a view in a window (4 000, 16 000, 25 000, 100 000, each a fresh
/// 10×10 view), and characters typed one by one (4 000 and 16 000) into a 390×844 text view that
/// is the first responder (prose in paragraphs of about 400 characters, and the same with no
/// newline: one paragraph). The time is per subview or character: flat across counts is linear
/// work, and the exponent from N/4 to N is 1.
func scalingBenchmarks() -> [ScalingSeries] {
    var subviews = ScalingSeries(name: "UIView.addSubview: subviews added to one view", points: [],
                                 goal: Goal.subviews, goalCount: 100_000)
    for count in [4_000, 16_000, 25_000, 100_000] {
        let n = max(count / iterationDivisor, 1)
        subviews.points.append((n, preparedThroughput("UIView.addSubview: \(n) subviews added to one view", unit: "subview",
                                                     operations: n, rounds: count >= 100_000 ? 3 : 5) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            let views = (0..<n).map { i -> UIView in
                let column = CGFloat(i % 39), row = CGFloat(i / 39 % 84)
                return UIView(frame: CGRect(x: column * 10, y: row * 10, width: 10, height: 10))
            }
            return {
                // The window is held: a view keeps no window alive (its superview is weak).
                withExtendedLifetime(window) {
                    for view in views { parent.addSubview(view) }
                }
                sink += Double(parent.subviews.count)
            }
        }))
    }
    var series = [subviews]
    for paragraphs in [true, false] {
        let kind = paragraphs ? "paragraphs of ~400" : "one paragraph"
        var typing = ScalingSeries(name: "UITextView.insertText: characters typed, " + kind, points: [],
                                   goal: Goal.typing, goalCount: 16_000)
        for count in [4_000, 16_000] {
            let characters = max(count / iterationDivisor, 1)
            let typed = Array(typingSample(characters: characters, paragraphs: paragraphs))
            let name = "UITextView.insertText: \(characters) characters typed, " + kind
            typing.points.append((characters, preparedThroughput(name, unit: "character", operations: typed.count, rounds: 3) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let textView = UITextView(frame: window.bounds)
                window.addSubview(textView)
                window.layoutIfNeeded()
                _ = textView.becomeFirstResponder()
                return {
                    // The window is held: without it the text view is no first responder and types nothing.
                    withExtendedLifetime(window) {
                        for character in typed { textView.insertText(String(character)) }
                    }
                    sink += Double(textView.insertionPointOffset)
                }
            }))
        }
        series.append(typing)
    }
    return series
}

/// `characters` characters of English prose (ASCII), sentences repeated, with a Return after
/// every fourth sentence (about 400 characters) when `paragraphs`.
private func typingSample(characters: Int, paragraphs: Bool) -> String {
    let sentences = [
        "The quick brown fox jumps over the lazy dog while the cat watches from the garden wall.",
        "Transitions in a terminal are previewed frame by frame, each one drawn from the layer tree.",
        "A text view grows with what is typed into it and scrolls to keep the insertion point in view.",
        "Every keystroke asks how many lines there are and where the line before the caret ends.",
    ]
    var text = ""
    var index = 0
    while text.utf8.count < characters {
        text += sentences[index % sentences.count]
        index += 1
        text += paragraphs && index % 4 == 0 ? "\n" : " "
    }
    return String(text.prefix(characters))
}
