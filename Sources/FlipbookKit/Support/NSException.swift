//  NSException.swift — FlipbookKit
//  Mirrors Foundation.NSException and its exception names, which swift-corelibs-foundation does
//  not have, for libraries that raise one on a programmer error. Status: partial (raising only:
//  Swift cannot catch an Objective-C exception, on iOS either, so a raised exception ends the
//  program).

import Foundation

/// Foundation's exception names, which swift-corelibs-foundation's `NSExceptionName` lacks.
extension NSExceptionName {
    public static let genericException = NSExceptionName(rawValue: "NSGenericException")
    public static let rangeException = NSExceptionName(rawValue: "NSRangeException")
    public static let invalidArgumentException = NSExceptionName(rawValue: "NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName(rawValue: "NSInternalInconsistencyException")
    public static let mallocException = NSExceptionName(rawValue: "NSMallocException")
    public static let objectInaccessibleException = NSExceptionName(rawValue: "NSObjectInaccessibleException")
    public static let objectNotAvailableException = NSExceptionName(rawValue: "NSObjectNotAvailableException")
    public static let destinationInvalidException = NSExceptionName(rawValue: "NSDestinationInvalidException")
    public static let portTimeoutException = NSExceptionName(rawValue: "NSPortTimeoutException")
    public static let invalidSendPortException = NSExceptionName(rawValue: "NSInvalidSendPortException")
    public static let invalidReceivePortException = NSExceptionName(rawValue: "NSInvalidReceivePortException")
    public static let portSendException = NSExceptionName(rawValue: "NSPortSendException")
    public static let portReceiveException = NSExceptionName(rawValue: "NSPortReceiveException")
    public static let characterConversionException = NSExceptionName(rawValue: "NSCharacterConversionException")
    public static let fileHandleOperationException = NSExceptionName(rawValue: "NSFileHandleOperationException")
}

/// An exceptional condition that interrupts the program: a name, a reason and details.
///
/// Raising one ends the program with the message an iOS app's console shows for an uncaught
/// exception ("Terminating app due to uncaught exception 'NSInvalidArgumentException', reason:
/// '…'"). Swift code cannot catch it, on iOS either.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?

    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// Flipbook: no call stack is recorded.
    open var callStackSymbols: [String] { [] }

    /// The message the program ends with when this exception is raised.
    var terminationMessage: String {
        "Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'"
    }

    /// Ends the program with the exception's name and reason, as an uncaught exception does on iOS.
    open func raise() {
        fatalError(terminationMessage)
    }

    /// Raises an exception named `name` whose reason is `format` filled with `arguments`.
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    open override var description: String { "\(name.rawValue): \(reason ?? "")" }
}
