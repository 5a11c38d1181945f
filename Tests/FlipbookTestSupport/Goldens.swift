//  Goldens.swift — FlipbookTestSupport
//  The project's own tests use the golden files of FlipbookTesting, the product users test with.

@_exported import func FlipbookTesting.expectGolden
