//  Python.swift — FlipbookTestSupport
//  Runs an independent implementation written in Python (Kiwi, ReportLab…) for a test: a
//  program, JSON in on standard input, JSON out on standard output.

import Foundation

/// Why a Python program could not answer: its exit status and what it printed on standard error.
public struct PythonFailed: Error, CustomStringConvertible {
    public let description: String
}

/// Runs `python3 -c program arguments…` with `input` on its standard input and returns its
/// standard output. The input is written from another thread, so a program that answers before
/// it has read everything cannot fill its pipe and stall. `needs` names the modules for the
/// message when it fails: `make test` puts its own python3 (.build/test-python) first on PATH.
public func runPython(_ program: String, arguments: [String] = [], input: Data, needs: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program] + arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw PythonFailed(description: """
            python3 with \(needs) failed — run the tests with make test, which sets it up in .build/test-python
            \(String(decoding: errors, as: UTF8.self))
            """)
    }
    return output
}
