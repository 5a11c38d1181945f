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
        // A title view (or subtitle) is the item's own view: it moves and fades itself, not a copy.
        let oldTitleView = shownTitleView
        let oldTitle: UIView? = oldTitleView ?? (titleLabel.isHidden || (titleLabel.text ?? "").isEmpty ? nil : ghost(of: titleLabel))
        let oldSubtitle: UIView? = oldTitleView != nil ? nil : shownSubtitleView ?? (subtitleLabel.isHidden ? nil : ghost(of: subtitleLabel))
        let oldBack = backButton.isHidden ? nil : ghost(of: backButton)
        let oldButtons = leftViews + rightViews
        setItems(items, animated: false)
        // `setItems` took them out; they fade (a view the new item shows too stays where it is).
        for view in [oldTitle, oldSubtitle].compactMap({ $0 }) + oldButtons where view.superview == nil { addSubview(view) }
        let newBack = backButton.isHidden ? nil : backButton
        let newButtons = leftViews + rightViews
        let newTitle: UIView = shownTitleView ?? titleLabel
        let newSubtitle: UIView? = shownTitleView != nil ? nil : shownSubtitleView ?? (subtitleLabel.isHidden ? nil : subtitleLabel)
        let travel = bounds.width / 2
        // Where each view starts (`from`) or ends (`to`) as a horizontal shift from where it stands.
        func shift(_ view: UIView, to place: UIView?, or fallback: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: place.map { $0.frame.midX - view.frame.midX } ?? fallback, y: 0)
        }
        let titleFrom = pushing ? CGAffineTransform(translationX: travel, y: 0) : shift(newTitle, to: oldBack, or: -travel)
        let oldTitleTo = oldTitle.map { pushing ? shift($0, to: newBack, or: -travel) : CGAffineTransform(translationX: travel, y: 0) }
        let backFrom = newBack.map { pushing ? shift($0, to: oldTitle, or: travel) : CGAffineTransform(translationX: -$0.frame.width, y: 0) }
        let oldBackTo = oldBack.map { pushing ? CGAffineTransform(translationX: -$0.frame.width, y: 0) : shift($0, to: newTitle, or: travel) }
        // The subtitle travels with its title.
        let oldSubtitleTo = oldTitleTo
        let subtitleFrom = titleFrom
        let oldViews = Set([oldTitle, oldSubtitle, oldBack].compactMap { $0 }.map(ObjectIdentifier.init)
            + oldButtons.map(ObjectIdentifier.init))
        let newViews = Set(([newTitle, newSubtitle, newBack].compactMap { $0 } + newButtons).map(ObjectIdentifier.init))
        // A view both items show (a shared custom view) stays still rather than fading out and in.
        let shared = oldViews.intersection(newViews)

        UIView.performWithoutAnimation {
            newTitle.alpha = 0
            newTitle.transform = titleFrom
            if let newSubtitle { newSubtitle.alpha = 0; newSubtitle.transform = subtitleFrom }
            if let newBack, let backFrom { newBack.alpha = 0; newBack.transform = backFrom }
            for button in newButtons where !shared.contains(ObjectIdentifier(button)) { button.alpha = 0 }
        }
        coordinator.animateAlongsideTransition(in: self, animation: { _ in
            newTitle.alpha = 1
            newTitle.transform = .identity
            newSubtitle?.alpha = 1
            newSubtitle?.transform = .identity
            newBack?.alpha = 1
            newBack?.transform = .identity
            for button in newButtons { button.alpha = 1 }
            if let oldTitle, let oldTitleTo, !shared.contains(ObjectIdentifier(oldTitle)) { oldTitle.alpha = 0; oldTitle.transform = oldTitleTo }
            if let oldSubtitle, let oldSubtitleTo, !shared.contains(ObjectIdentifier(oldSubtitle)) {
                oldSubtitle.alpha = 0
                oldSubtitle.transform = oldSubtitleTo
            }
            if let oldBack, let oldBackTo { oldBack.alpha = 0; oldBack.transform = oldBackTo }
            for button in oldButtons where !shared.contains(ObjectIdentifier(button)) { button.alpha = 0 }
        }, completion: { [self] _ in
            // The navigation controller has shown its stack's items again (cancelled: the old ones):
            // what the bar shows now stays, the rest leaves; everything is reset to stand still.
            let shown = Set(([shownTitleView, shownSubtitleView, titleLabel, subtitleLabel, backButton].compactMap { $0 }
                + leftViews + rightViews).map(ObjectIdentifier.init))
            for view in [oldTitle, oldSubtitle, oldBack].compactMap({ $0 }) + oldButtons
            where !shown.contains(ObjectIdentifier(view)) && view.superview === self {
                view.removeFromSuperview()
            }
            for view in [oldTitle, oldSubtitle, newTitle, newSubtitle, titleLabel, subtitleLabel, backButton].compactMap({ $0 })
                + oldButtons + newButtons {
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
