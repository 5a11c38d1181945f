//  CGFunction.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGFunction and CGFunctionCallbacks: a callback of n inputs and m outputs,
//  its inputs and outputs clipped to the intervals given. Status: complete (see the evaluate callback's type).

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// Computes a function's outputs from its inputs.
// Flipbook: a Swift function, not @convention(c): C cannot represent CGFloat, a Swift struct on
// Linux. A closure literal that captures nothing, or a function's name, passes as it does on iOS.
public typealias CGFunctionEvaluateCallback = (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void

/// Releases a function's `info` when the function goes.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The functions a `CGFunction` calls (mirrors `CGFunctionCallbacks`).
public struct CGFunctionCallbacks {
    public var version: UInt32
    public var evaluate: CGFunctionEvaluateCallback?
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    public init() {
        version = 0
    }

    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function of floating-point inputs to outputs, mirroring `CoreGraphics.CGFunction` (what a
/// shading's colours come from).
public final class CGFunction: @unchecked Sendable {
    private let info: UnsafeMutableRawPointer?
    package let domainDimension: Int
    package let rangeDimension: Int
    /// Pairs of least and greatest values, one per input and per output; nil: not clipped.
    private let domain: [CGFloat]?
    private let range: [CGFloat]?
    private let evaluate: CGFunctionEvaluateCallback?
    private let releaseInfo: CGFunctionReleaseInfoCallback?

    /// Core Graphics docs: "the kth input value will be clipped to lie in the interval
    /// domain[2*k] ≤ input[k] ≤ domain[2*k+1]. If this parameter is NULL, then the input values
    /// are not clipped"; the outputs likewise by `range`. Nil for a negative dimension.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?, rangeDimension: Int,
                 range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard domainDimension >= 0, rangeDimension >= 0 else { return nil }
        self.info = info
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        self.domain = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
        self.range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        evaluate = callbacks.pointee.evaluate
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit { releaseInfo?(info) }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of functions.
    public class var typeID: CFTypeID { 0x4347_466E }  // "CGFn"

    /// The outputs for `inputs` (`domainDimension` of them), each clipped as the intervals say.
    package func callAsFunction(_ inputs: [CGFloat]) -> [CGFloat] {
        // At least one slot each way, so that both buffers have an address.
        var input = inputs + Array(repeating: 0, count: max(max(domainDimension, 1) - inputs.count, 0))
        if let domain {
            for k in 0..<domainDimension { input[k] = min(max(input[k], domain[2 * k]), domain[2 * k + 1]) }
        }
        var output = [CGFloat](repeating: 0, count: max(rangeDimension, 1))
        if let evaluate {
            input.withUnsafeBufferPointer { i in
                output.withUnsafeMutableBufferPointer { o in evaluate(info, i.baseAddress!, o.baseAddress!) }
            }
        }
        output.removeLast(output.count - rangeDimension)
        if let range {
            for k in 0..<rangeDimension { output[k] = min(max(output[k], range[2 * k]), range[2 * k + 1]) }
        }
        return output
    }
}

#endif
