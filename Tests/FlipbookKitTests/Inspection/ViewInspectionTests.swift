//  ViewInspectionTests.swift — FlipbookKitTests
//  One view's values at a moment — presentation and model — and transforms decomposed.

import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct ViewInspectionTests {
    @Test func presentationAndModelValuesMidAnimation() {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.layer.cornerRadius = 8
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            view.center = CGPoint(x: 250, y: 425)
            view.alpha = 0
        }
        window.clock.tick(to: 0.25)
        let inspection = ViewInspection(view: view)
        // Expected by hand: linear, a quarter of the way from (50, 25) to (250, 425), and from alpha 1 to 0.
        expectClose(Double(inspection.presentation.center.x), 100, tolerance: 1e-9)
        expectClose(Double(inspection.presentation.center.y), 125, tolerance: 1e-9)
        expectClose(inspection.presentation.alpha, 0.75, tolerance: 1e-9)
        // UIKit docs (UIView.frame): with an identity transform, the frame is the bounds' size about the center.
        expectClose(inspection.presentation.frame, CGRect(x: 50, y: 100, width: 100, height: 50))
        #expect(inspection.model.center == CGPoint(x: 250, y: 425) && inspection.model.alpha == 0)
        expectClose(inspection.model.frame, CGRect(x: 200, y: 400, width: 100, height: 50))
        #expect(inspection.presentation.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(inspection.presentation.cornerRadius == 8)
        #expect(inspection.presentation.backgroundColor.map { InspectedValue(color: $0).hex } == "#FF0000FF")
    }

    @Test func aTransformIsDecomposedIntoTranslationScaleRotationAndPerspective() {
        // Row-vector order: scale (2, 3), then 30° about z, then a move by (10, 20), then perspective.
        var t = CATransform3DMakeScale(2, 3, 1)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(10, 20, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let components = TransformComponents(CATransform3DConcat(t, perspective))
        expectClose(components.scale.x, 2, tolerance: 1e-9)
        expectClose(components.scale.y, 3, tolerance: 1e-9)
        expectClose(components.rotation.z, 30, tolerance: 1e-9)
        expectClose(components.rotation.x, 0, tolerance: 1e-9)
        expectClose(components.translation.x, 10, tolerance: 1e-9)
        expectClose(components.translation.y, 20, tolerance: 1e-9)
        expectClose(components.perspective, -1 / 500, tolerance: 1e-12)
        let flat = TransformComponents(CATransform3DMakeScale(0, 1, 1))
        #expect(flat.scale.x == 0 && flat.scale.y == 1 && flat.rotation.z == 0, "a singular transform keeps its diagonal")
    }
}
