import BarKit
import Foundation
import XCTest

@testable import BarKitTesting

/// The same assertion from XCTest: outside a Swift Testing test, failures go to `XCTFail`.
final class XCTestGoldenTests: XCTestCase {
  /// Failure messages caught instead of recorded, while `capturing`.
  private var captured: [String] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if capturing {
      captured.append(description)
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// A golden missing on CI: the XCTest message names the image and the report, as the Swift
  /// Testing one does (GoldenVerifierTests.missingGoldenOnCIMessageNamesTheReport).
  func testMissingGoldenOnCIMessageNamesTheReport() throws {
    let fixture = GoldenFixture()
    capturing = true
    let outcome = assertGolden(of: GoldenFixture.image(), named: "ci", record: .never, settings: fixture.settings)
    capturing = false
    XCTAssertEqual(outcome.status, .missing)
    XCTAssertEqual(captured.count, 1)
    let message = try XCTUnwrap(captured.first)
    // corelibs XCTest prefixes "failed - "; the text after it is the outcome's message.
    XCTAssertTrue(message.hasSuffix(try XCTUnwrap(outcome.message)))
    XCTAssertTrue(message.contains("No reference at"))
    XCTAssertTrue(message.contains("report:    " + fixture.root.appendingPathComponent("artifacts/report.html").path))
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: outcome.location.resultArtifact)) as? [String: Any])
    XCTAssertEqual(json["test"] as? String, "testMissingGoldenOnCIMessageNamesTheReport()")
  }

  func testAssertGoldenWorksFromXCTest() throws {
    let fixture = GoldenFixture()
    let recorded = verifyGolden(
      .success(GoldenFixture.image()), named: "xctest", record: .missing, settings: fixture.settings, environment: [:],
      filePath: #filePath, function: #function)
    XCTAssertEqual(recorded.status, .recorded)
    let outcome = assertGolden(of: GoldenFixture.image(), named: "xctest", record: .never, settings: fixture.settings)
    XCTAssertTrue(outcome.passed)
  }

  /// Issue 41: an XCTest golden carries its class, as a Swift Testing golden its suite, so
  /// XCTestGoldenTwinTests' test of the same name gets its own files whatever runs first.
  func testGoldenNamesIncludeTheClass() {
    let fixture = GoldenFixture()
    let named = verifyGolden(.success(GoldenFixture.image()), named: "home", settings: fixture.settings)
    XCTAssertEqual(named.location.stem, "XCTestGoldenTests.testGoldenNamesIncludeTheClass.home")
    let unnamed = verifyGolden(.success(GoldenFixture.image()), settings: fixture.settings)
    XCTAssertEqual(unnamed.location.stem, "XCTestGoldenTests.testGoldenNamesIncludeTheClass.1")
  }
}

/// A second class with XCTestGoldenTests' test name, in the same file.
final class XCTestGoldenTwinTests: XCTestCase {
  func testGoldenNamesIncludeTheClass() {
    let fixture = GoldenFixture()
    let unnamed = verifyGolden(.success(GoldenFixture.image()), settings: fixture.settings)
    XCTAssertEqual(unnamed.location.stem, "XCTestGoldenTwinTests.testGoldenNamesIncludeTheClass.1")
  }
}
