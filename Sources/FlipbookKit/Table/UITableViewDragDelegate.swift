//  UITableViewDragDelegate.swift — FlipbookKit
//  Mirrors UIKit.UITableViewDragDelegate and UITableViewDropDelegate by name only. Status:
//  partial (the previewer has no drag and drop: their requirements, which need UIDragItem,
//  UIDragSession and UIDropSession, are not declared, and a table view never asks them).

import Foundation

/// The object that would supply a table view's dragged rows.
// Flipbook: no drag and drop; declared so `dragDelegate` can be set.
public protocol UITableViewDragDelegate: AnyObject {}

/// The object that would take what is dropped on a table view.
// Flipbook: no drag and drop; declared so `dropDelegate` can be set.
public protocol UITableViewDropDelegate: AnyObject {}
