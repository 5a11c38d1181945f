//  InventoryTests.swift — UIKitAPITests
//  The inventory format (API/README.md) and what the generator writes from it. The generated
//  checks themselves are this target's other sources: that they compile is their test.

@testable import FlipbookAPIInventory
import Foundation
import Testing

@Suite struct InventoryTests {
    @Test func everyInventoryParsesWithReasonsAndDistinctNames() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inventories = try Inventory.load(folder: package.appendingPathComponent("API"), relativeTo: package)
        #expect(!inventories.isEmpty)
        let names = inventories.map { CheckGenerator.fileName(for: $0) }
        #expect(Set(names).count == names.count, "two inventories would generate the same file")
        for inventory in inventories {
            for member in inventory.members where member.mark == .absent {
                #expect(member.note?.isEmpty == false, "\(inventory.path):\(member.line)")
            }
        }
    }

    /// The types still below the goal, each with the members it has now: coverage may only grow.
    /// A type reaching the goal leaves this list; a new type arrives at the goal.
    static let belowTheGoal: [String: Int] = [:]

    // The goal: every type ≥ 95 % of its documented members present or approximated.
    @Test func everyTypeReachesTheGoalOrIsNamedWithItsFloor() throws {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inventories = try Inventory.load(folder: package.appendingPathComponent("API"), relativeTo: package)
        for inventory in inventories {
            let reaches = Double(inventory.covered) >= CoverageReport.goal * Double(inventory.members.count)
            if let floor = Self.belowTheGoal[inventory.name] {
                #expect(!reaches, "\(inventory.name) reaches the goal: take it off belowTheGoal")
                #expect(inventory.covered >= floor, "\(inventory.name) fell to \(inventory.covered) members from \(floor)")
            } else {
                #expect(reaches, "\(inventory.name): \(inventory.covered)/\(inventory.members.count), below \(CoverageReport.goal)")
            }
        }
    }

    // The Swift a declaration becomes: an unapplied reference with its labels and the function
    // type the compiler gives it (Swift's rule: a parameter's first name is its label, `_` none).
    @Test func aMethodIsItsLabelledReferenceAndItsFunctionType() throws {
        let hitTest = try Declaration.parse("func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?")
        #expect(hitTest.reference(named: "hitTest") == "hitTest(_:with:)")
        #expect(hitTest.functionType == "(CGPoint, UIEvent?) -> UIView?")
        let animate = try Declaration.parse("@MainActor class func animate(withDuration duration: TimeInterval, "
            + "animations: @escaping @MainActor @Sendable () -> Void, completion: ((Bool) -> Void)? = nil)")
        #expect(animate.isStatic && animate.reference(named: "animate") == "animate(withDuration:animations:completion:)")
        #expect(animate.functionType == "(TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void")
        let frame = try Declaration.parse("var frame: CGRect { get set }")
        #expect(frame.kind == .property(name: "frame", type: "CGRect", settable: true))
        #expect(try Declaration.parse("var layer: CALayer { get }").kind == .property(name: "layer", type: "CALayer", settable: false))
        #expect(try Declaration.parse("init?(coder: NSCoder)").kind == .initializer(failable: true))
    }

    @Test func theGeneratedUseIsExactAndPointsAtTheInventoryLine() throws {
        let text = """
        class UIView: UIResponder
        + func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?
        + var frame: CGRect { get set }
        + class func makeOne() -> Self
        - var focusGroupIdentifier: String? { get set }  -- no focus engine here
        """
        let source = try CheckGenerator.source(for: Inventory.parse(text, path: "API/UIKit/UIView.api"))
        #expect(source.contains("#sourceLocation(file: \"API/UIKit/UIView.api\", line: 2)"))
        #expect(source.contains("_exact(type(of: x.hitTest(_:with:)), ((CGPoint, UIEvent?) -> UIView?).self)"))
        #expect(source.contains("let _: ReferenceWritableKeyPath<UIView, CGRect> = \\UIView.frame"))
        #expect(source.contains("_exact(type(of: UIView.makeOne), (() -> UIView).self)"), "Self is the type")
        #expect(!source.contains("focusGroupIdentifier"), "an absent member is not used")
        // Nothing present: no use at all (the type may not exist here).
        let absent = try Inventory.parse("class UIScene: UIResponder\n- var title: String { get set }  -- no scenes here", path: "a.api")
        #expect(!(try CheckGenerator.source(for: absent)).contains("func "))
    }

    @Test func mistakesNameTheirLine() {
        #expect(throws: InventoryError(path: "a.api", line: 2, message: "an absent member says why after ' -- ': var a: Int { get }")) {
            try Inventory.parse("class A\n- var a: Int { get }", path: "a.api")
        }
        #expect(throws: InventoryError.self) { try Inventory.parse("+ var a: Int { get }", path: "a.api") }
    }
}
