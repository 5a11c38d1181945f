//  ColorDowngrade.swift — FlipbookRender
//  A colour mode asked for that the terminal cannot show, and why. Status: complete.

// MARK: - Flipbook addition

/// The colours a terminal shows instead of the ones asked for (`--color truecolor` under a
/// terminfo entry without direct colour gets 256), so the previewer can say so rather than fall
/// back in silence.
public struct ColorDowngrade: Equatable, Sendable {
    /// The mode asked for.
    public var requested: ColorMode
    /// The mode the terminal shows instead.
    public var mode: ColorMode
    /// Why, in a few words: "terminfo has no direct colour".
    public var reason: String

    public init(requested: ColorMode, mode: ColorMode, reason: String) {
        self.requested = requested
        self.mode = mode
        self.reason = reason
    }
}
