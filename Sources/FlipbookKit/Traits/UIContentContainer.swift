//  UIContentContainer.swift — FlipbookKit
//  Mirrors UIKit.UIContentContainer, adopted by view controllers and presentation controllers.
//  Status: complete.

import Foundation

/// A container of content that adapts to size and trait changes and to its children's preferred sizes.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer)
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
