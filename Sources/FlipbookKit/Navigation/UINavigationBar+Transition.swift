//  UINavigationBar+Transition.swift — FlipbookKit
//  Mirrors how UIKit's navigation bar moves its items during a push or pop: the titles slide
//  and cross-fade, the old title becoming the back button. Status: complete.

import Foundation

extension UINavigationBar {
    /// Shows `items` as a navigation controller's push (or pop) does, alongside its transition:
    /// the bar's items move with the transition's timing, so they follow an interactive one too.
    ///
    /// As UIKit's bar does:
    /// - push: the new title slides in from the trailing side as it fades in; the old title slides
    ///   to where the back button is and fades out as the back button, now titled with it, fades
    ///   in there; an old back button slides off the leading edge, fading;
    /// - pop: the same, reversed — the back button's title slides to the middle becoming the title,
    ///   the popped title slides off to the trailing side;
    /// - bar button items cross-fade.
    ///
    /// Deviation: UIKit keeps the back chevron still while only its title moves; here the
    /// back button moves as one.
    func transitionItems(to items: [UINavigationItem], pushing: Bool, alongside coordinator: UIViewControllerTransitionCoordinator) {
        let oldTitle = titleLabel.isHidden || (titleLabel.text ?? "").isEmpty ? nil : ghost(of: titleLabel)
        let oldBack = backButton.isHidden ? nil : ghost(of: backButton)
        let oldButtons = [leftButton, rightButton].compactMap { $0 }
        setItems(items, animated: false)
        for button in oldButtons { addSubview(button) }  // `setItems` took them out; they fade
        let newBack = backButton.isHidden ? nil : backButton
        let newButtons = [leftButton, rightButton].compactMap { $0 }
        let travel = bounds.width / 2
        // Where each view starts (`from`) or ends (`to`) as a horizontal shift from where it stands.
        func shift(_ view: UIView, to place: UIView?, or fallback: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: place.map { $0.frame.midX - view.frame.midX } ?? fallback, y: 0)
        }
        let titleFrom = pushing ? CGAffineTransform(translationX: travel, y: 0) : shift(titleLabel, to: oldBack, or: -travel)
        let oldTitleTo = oldTitle.map { pushing ? shift($0, to: newBack, or: -travel) : CGAffineTransform(translationX: travel, y: 0) }
        let backFrom = newBack.map { pushing ? shift($0, to: oldTitle, or: travel) : CGAffineTransform(translationX: -$0.frame.width, y: 0) }
        let oldBackTo = oldBack.map { pushing ? CGAffineTransform(translationX: -$0.frame.width, y: 0) : shift($0, to: titleLabel, or: travel) }

        UIView.performWithoutAnimation {
            titleLabel.alpha = 0
            titleLabel.transform = titleFrom
            if let newBack, let backFrom { newBack.alpha = 0; newBack.transform = backFrom }
            for button in newButtons { button.alpha = 0 }
        }
        coordinator.animateAlongsideTransition(in: self, animation: { [self] _ in
            titleLabel.alpha = 1
            titleLabel.transform = .identity
            newBack?.alpha = 1
            newBack?.transform = .identity
            for button in newButtons { button.alpha = 1 }
            if let oldTitle, let oldTitleTo { oldTitle.alpha = 0; oldTitle.transform = oldTitleTo }
            if let oldBack, let oldBackTo { oldBack.alpha = 0; oldBack.transform = oldBackTo }
            for button in oldButtons { button.alpha = 0 }
        }, completion: { [self] _ in
            // The navigation controller has shown its stack's items again (cancelled: the old ones).
            for view in [oldTitle, oldBack].compactMap({ $0 }) + oldButtons { view.removeFromSuperview() }
            for view in [titleLabel, backButton] as [UIView] {
                view.alpha = 1
                view.transform = .identity
            }
        })
    }

    /// A copy of `label` where it stands, to fade out while the label shows the new item.
    private func ghost(of label: UILabel) -> UILabel {
        let copy = UILabel(frame: label.frame)
        copy.text = label.text
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        copy.isUserInteractionEnabled = false
        addSubview(copy)
        return copy
    }

    /// A copy of `button` where it stands, to fade out while the button shows the new item.
    private func ghost(of button: UIButton) -> UIButton {
        let copy = UIButton(type: .system)
        copy.frame = button.frame
        copy.setTitle(button.title(for: .normal), for: .normal)
        copy.titleLabel?.font = button.titleLabel?.font
        copy.isUserInteractionEnabled = false
        addSubview(copy)
        return copy
    }
}
