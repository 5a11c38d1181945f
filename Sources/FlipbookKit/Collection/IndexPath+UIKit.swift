//  IndexPath+UIKit.swift — FlipbookKit
//  Mirrors UIKit's IndexPath extensions (item, row, section). Status: complete.

import Foundation

/// UIKit's two-level index paths: `section` then `item` (collection views) or `row` (table views).
///
/// Foundation on Linux has `IndexPath` but not these accessors, which UIKit adds; as in UIKit,
/// reading them from a path that does not have exactly two indexes is a programming error.
extension IndexPath {
    /// An index path for the item at `item` in section `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for the row at `row` in section `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section: the second index (the same as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
