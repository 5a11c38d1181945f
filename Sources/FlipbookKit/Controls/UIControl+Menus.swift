//  UIControl+Menus.swift — FlipbookKit
//  Mirrors UIControl's context menu and tooltip members (iOS 14–15). Status: partial (kept and
//  answered, never shown: the previewer draws no menus, previews or tooltips).

import Foundation

extension UIControl {
    /// The control's context menu interaction: present while `isContextMenuInteractionEnabled`.
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }

    /// The tooltip interaction made when `toolTip` is first set.
    public var toolTipInteraction: UIToolTipInteraction? { toolTipInteractionStorage }
}
