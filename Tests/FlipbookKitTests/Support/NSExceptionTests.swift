//  NSExceptionTests.swift — FlipbookKitTests
//  Foundation's NSException, which swift-corelibs-foundation lacks, as libraries raise it.

import Foundation
import Testing
@testable import FlipbookKit

@Suite struct NSExceptionTests {
    // Foundation docs: NSException(name:reason:userInfo:), "Initializes and returns a newly
    // allocated exception object"; NSExceptionName.invalidArgumentException's value is
    // "NSInvalidArgumentException". An uncaught exception ends an iOS app with its name and
    // reason on the console, which raise() does here.
    @Test func anExceptionKeepsItsNameReasonAndDetailsAndSaysThemWhenRaised() {
        let exception = NSException(name: .invalidArgumentException, reason: "index 3 beyond bounds", userInfo: ["index": 3])
        #expect(exception.name.rawValue == "NSInvalidArgumentException")
        #expect(exception.reason == "index 3 beyond bounds")
        #expect(exception.userInfo?["index"] as? Int == 3)
        #expect(exception.terminationMessage
            == "Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'index 3 beyond bounds'")
        #expect(NSExceptionName.internalInconsistencyException.rawValue == "NSInternalInconsistencyException")
    }
}
