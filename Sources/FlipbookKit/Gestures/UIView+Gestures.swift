//  UIView+Gestures.swift — FlipbookKit
//  Mirrors UIView's gesture recognizer list. Status: complete.

import Foundation

extension UIView {
    /// The base implementation of `gestureRecognizers`, which the class body declares overridable.
    final var _baseGestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage {
                recognizer.detach()
                recognizer.view = nil
            }
            gestureRecognizerStorage = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// The base implementation of `addGestureRecognizer`, which the class body declares overridable.
    final func _baseAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// The base implementation of `removeGestureRecognizer`, which the class body declares overridable.
    final func _baseRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
        gestureRecognizer.view = nil
    }
}
