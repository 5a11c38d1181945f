//  ScriptsAgreeTests.swift — FlipbookCommandLineTests
//  A script and the command line read the same device and speed texts the same way.

@testable import FlipbookCommandLine
import FlipbookPlayer
import Testing

@Suite struct ScriptsAgreeTests {
    private let parser = ScriptParser(fileName: "demo.flip", demoNames: ["fade"])

    @Test(arguments: ["390x844", "100x100", "4000x4000", "99x500", "500x4001", "820×1180", "iphone", "ipad", "IPhone", "0x0"])
    func deviceAgreesWithTheCommandLine(_ text: String) throws {
        let cli = try? LaunchOptions.device(text)
        let script = try? parser.parse("device \(text)").commands.first?.kind
        if let cli {
            #expect(script == .device(width: Double(cli.width), height: Double(cli.height)))
        } else {
            #expect(script == nil)
        }
    }

    @Test(arguments: ["0.1", "4", "0.09", "4.01", "x2", "×0.5", "1", "0", "-1", "abc"])
    func speedAgreesWithTheCommandLine(_ text: String) throws {
        let cli = try? LaunchOptions.parse(["--speed", text], demoNames: []).speed
        let script = try? parser.parse("speed \(text)").commands.first?.kind
        #expect(script == cli.map { .speed($0) })
    }
}
