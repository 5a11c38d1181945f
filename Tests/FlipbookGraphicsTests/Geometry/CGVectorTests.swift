//  CGVectorTests.swift — FlipbookGraphicsTests

import Foundation
import Testing
import FlipbookGraphics

@Suite struct CGVectorTests {
    @Test func initialisers() {
        #expect(CGVector() == CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat))
        #expect(CGVector.zero == CGVector())
        let fromInt = CGVector(dx: 3, dy: -4)
        #expect(fromInt.dx == 3 && fromInt.dy == -4)
        let fromDouble = CGVector(dx: 1.5, dy: 2.25)
        #expect(fromDouble.dx == 1.5 && fromDouble.dy == 2.25)
        #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2)]).count == 1)
    }

    @Test func codableRoundTripAsPair() throws {
        let v = CGVector(dx: 1.5, dy: -2)
        let data = try JSONEncoder().encode(v)
        #expect(String(decoding: data, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: data) == v)
    }
}
