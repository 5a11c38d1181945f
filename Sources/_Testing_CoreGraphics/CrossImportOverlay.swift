//  CrossImportOverlay.swift — _Testing_CoreGraphics
//  Swift Testing's cross-import overlay for CoreGraphics (see _Testing_UIKit): a test file that
//  imports Testing and CoreGraphics imports this too. Deliberately empty.
