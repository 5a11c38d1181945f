//  UIView+Gestures.swift — FlipbookKit
//  Mirrors UIView's gesture recognizer list. Status: complete.

import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
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

    /// Attaches `gestureRecognizer`, taking it from the view it was on (UIKit docs: a recognizer
    /// belongs to one view at a time).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; one in the middle of a gesture is cancelled (failed if it
    /// had not begun) and gets no more touches.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
        gestureRecognizer.view = nil
    }
}
