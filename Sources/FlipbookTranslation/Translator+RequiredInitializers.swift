//  Translator+RequiredInitializers.swift — FlipbookTranslation
//  Flipbook makes cells, layers and animations from their class at run time, as UIKit does
//  through the Objective-C runtime; Swift allows that only through `required` initializers,
//  which UIKit's are not. So an app class's override of one becomes `required`, and a class
//  that does not inherit one gets the initializer Swift gives such a class on iOS, which traps
//  when the runtime calls it ("Use of unimplemented initializer").

import Foundation

extension TranslationRun {
    /// The initializers Flipbook declares `required` where UIKit's are not, by the UIKit classes
    /// whose subclasses must have them: argument labels and the declaration.
    static let runtimeInitializers: [String: [(labels: [String?], declaration: String)]] = {
        let cell = [(labels: ["style", "reuseIdentifier"] as [String?],
                     declaration: "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")]
        let reusable = [(labels: ["frame"] as [String?], declaration: "init(frame: CGRect)")]
        let layer = [(labels: [] as [String?], declaration: "init()"), (labels: ["layer"], declaration: "init(layer: Any)")]
        let animation = [(labels: [] as [String?], declaration: "init()")]
        let animator = [(labels: ["duration", "timingParameters"] as [String?],
                         declaration: "init(duration: TimeInterval, timingParameters: UITimingCurveProvider)")]
        var table: [String: [(labels: [String?], declaration: String)]] = [
            "UITableViewCell": cell, "UICollectionReusableView": reusable, "UICollectionViewCell": reusable,
            "UICollectionViewListCell": reusable, "UIViewPropertyAnimator": animator,
        ]
        for name in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CATransformLayer",
                     "CAEmitterLayer", "CAScrollLayer", "CATiledLayer"] { table[name] = layer }
        for name in ["CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
                     "CAAnimationGroup", "CATransition"] { table[name] = animation }
        return table
    }()

    /// For each app class descending from one of `runtimeInitializers`' classes: its overrides
    /// of those initializers become `required` (the `override` word replaced, as Swift implies
    /// it), and, when it declares designated initializers of its own (so inherits none), each it
    /// lacks is added as a trapping stub.
    mutating func makeRuntimeInitializersRequired() {
        for (fileIndex, fileDeclarations) in declarations.enumerated() {
            for (index, declaration) in fileDeclarations.enumerated() where declaration.kind == .class {
                guard let required = runtimeInitializers(of: declaration, from: fileIndex) else { continue }
                let initializers = declaration.members.filter { $0.kind == .initializer && !$0.isStatic }
                for member in initializers where required.contains(where: { $0.labels == member.parameters.map(\.label) }) {
                    guard !member.has(modifier: "required"),
                          let override = member.modifiers.first(where: { $0.word == "override" }) else { continue }
                    replace(file: fileIndex, from: override.first, through: override.last, with: "required")
                }
                guard initializers.contains(where: { !$0.has(modifier: "convenience") }) else { continue }
                let access = declaration.has(modifier: "public") || declaration.has(modifier: "open") ? "public " : ""
                let name = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                for initializer in required where !initializers.contains(where: { $0.parameters.map(\.label) == initializer.labels }) {
                    let signature = "init(" + initializer.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
                    let stub = "\(access)required \(initializer.declaration) {\n"
                        + "    fatalError(\"Use of unimplemented initializer '\(signature)' for class '\(name)'\")\n}\n"
                    classInsertions[ClassReference(file: fileIndex, declaration: index), default: []].append(stub)
                }
            }
        }
    }

    /// The initializers `declaration`'s superclass chain makes required, through the app's own
    /// classes to a UIKit class of `runtimeInitializers`; nil for any other class.
    private func runtimeInitializers(of declaration: TypeDeclaration, from file: Int) -> [(labels: [String?], declaration: String)]? {
        var superclass = declaration.inherited.first
        var file = file
        var seen = Set<String>()
        while let name = superclass, seen.insert(name).inserted {
            if let required = Self.runtimeInitializers[name] { return required }
            guard let owner = appClass(named: name, from: file) else { return nil }
            superclass = declarations[owner.file][owner.declaration].inherited.first
            file = owner.file
        }
        return nil
    }
}
