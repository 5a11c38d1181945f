//  VisualFormatTests.swift — FlipbookKitTests
//  The visual format language, by the examples of Apple's Auto Layout Guide ("Visual Format
//  Language"), each laid out and its frames worked out by hand.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct VisualFormatTests {
    /// A 390 × 844 root in a window, `names` views placed by constraints in it, and a layout of
    /// the formats' constraints.
    private func layOut(_ formats: [String], names: [String], options: NSLayoutConstraint.FormatOptions = [],
                        metrics: [String: Any]? = nil, extra: (([String: UIView]) -> [NSLayoutConstraint])? = nil)
        -> (UIWindow, [String: UIView], [NSLayoutConstraint]) {
        let window = UIWindow()
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        let made = formats.flatMap {
            NSLayoutConstraint.constraints(withVisualFormat: $0, options: options, metrics: metrics, views: views)
        }
        NSLayoutConstraint.activate(made + (extra?(views) ?? []))
        window.layoutIfNeeded()
        return (window, views, made)
    }

    // "Connection to Superview": |-50-[purpleBox]-50-| — 50 from each edge of a 390 wide view.
    @Test func aConnectionToTheSuperview() {
        let (_, v, made) = layOut(["H:|-50-[purpleBox]-50-|", "V:|-60-[purpleBox(40)]"], names: ["purpleBox"])
        #expect(made.count == 4, "two edges across; the top and the height down")
        #expect(v["purpleBox"]!.frame == CGRect(x: 50, y: 60, width: 290, height: 40))
    }

    // "Complete Line of Layout": |-[find]-[findNext]-[findField(>=20)]-| — the standard space is
    // 20 to the superview's edges and 8 between siblings; find 60 and findNext 70 wide leave
    // findField 390 − 20 − 60 − 8 − 70 − 8 − 20 = 204.
    @Test func aCompleteLineOfLayout() {
        let (_, v, made) = layOut(["H:|-[find]-[findNext]-[findField(>=20)]-|", "V:|[find(10)]", "V:|[findNext(10)]",
                                   "V:|[findField(10)]"], names: ["find", "findNext", "findField"], extra: { v in
            [v["find"]!.widthAnchor.constraint(equalToConstant: 60), v["findNext"]!.widthAnchor.constraint(equalToConstant: 70)]
        })
        #expect(made.filter { $0.firstAttribute == .leading || $0.firstAttribute == .trailing }.count == 4)
        #expect(v["find"]!.frame.minX == 20)
        #expect(v["findNext"]!.frame.minX == 88)
        #expect(v["findField"]!.frame == CGRect(x: 166, y: 0, width: 204, height: 10))
    }

    // "Flush Views" [maroonView][blueView], "Equal Widths" [button1(==button2)], a metric, and
    // "Multiple Predicates" [flexibleButton(>=70,<=100)].
    @Test func flushViewsEqualWidthsMetricsAndPredicates() {
        let (_, v, _) = layOut(["H:|-margin-[maroonView][blueView(==maroonView)]-margin-|", "V:|[maroonView(5)]",
                                "V:|[blueView(5)]", "H:|[flexibleButton(>=70,<=100)]", "V:|[flexibleButton(5)]"],
                               names: ["maroonView", "blueView", "flexibleButton"], metrics: ["margin": 15])
        #expect(v["maroonView"]!.frame == CGRect(x: 15, y: 0, width: 180, height: 5))
        #expect(v["blueView"]!.frame == CGRect(x: 195, y: 0, width: 180, height: 5))
        let width = v["flexibleButton"]!.frame.width
        #expect(width >= 70 && width <= 100)
    }

    // "Vertical Layout" and "Priority": V:[topField]-10-[bottomField]; [button(100@20)] is a width
    // that gives way to anything stronger (here, ≥ 150 at 500).
    @Test func verticalSpacingAndPriorities() {
        let (_, v, made) = layOut(["V:|-30-[topField(20)]-10-[bottomField(20)]", "H:|[topField(50)]", "H:|[bottomField(100@20)]"],
                                  names: ["topField", "bottomField"], extra: { v in
            let wide = v["bottomField"]!.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
            wide.priority = .sceneSizeStayPut
            return [wide]
        })
        #expect(v["bottomField"]!.frame.minY == 60)
        #expect(v["bottomField"]!.frame.width == 150)
        #expect(made.contains { $0.priority == UILayoutPriority(20) && $0.constant == 100 })
    }

    // The alignment options line each view up with the next.
    @Test func alignAllCentreY() {
        let (_, v, _) = layOut(["H:|[a(10)]-[b(10)]"], names: ["a", "b"], options: .alignAllCenterY, extra: { v in
            [v["a"]!.topAnchor.constraint(equalTo: v["a"]!.superview!.topAnchor, constant: 100),
             v["a"]!.heightAnchor.constraint(equalToConstant: 10), v["b"]!.heightAnchor.constraint(equalToConstant: 30)]
        })
        #expect(v["b"]!.frame.midY == v["a"]!.frame.midY)
        #expect(v["b"]!.frame.minX == 18)
    }

    // A name missing from the views is reported with UIKit's message and a caret under it.
    @Test func aFormatThatCannotBeReadIsReported() {
        let (window, _, made) = layOut(["H:|-[box]-[missing]-|"], names: ["box"])
        #expect(made.isEmpty)
        let message = window.clock.diagnostics.joined()
        #expect(message.contains("Unable to parse constraint format"))
        #expect(message.contains("missing is not a key in the views dictionary."))
        #expect(message.contains("H:|-[box]-[missing]-| \n           ^"))
    }
}
