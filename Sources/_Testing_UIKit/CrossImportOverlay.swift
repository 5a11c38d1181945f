//  CrossImportOverlay.swift — _Testing_UIKit
//  Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport): a file that
//  imports both Testing and UIKit also imports `_Testing_UIKit`. On Apple platforms it adds
//  attachments of UIKit images; Flipbook's UIKit needs none, but the module must exist, or such a
//  test file fails with "no such module '_Testing_UIKit'". It is deliberately empty.
