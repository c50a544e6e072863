import BarKit
import Foundation
import XCTest

@testable import BarKitTesting

/// The same assertion from XCTest: outside a Swift Testing test, failures go to `XCTFail`.
final class XCTestGoldenTests: XCTestCase {
  func testAssertGoldenWorksFromXCTest() throws {
    let fixture = GoldenFixture()
    let recorded = verifyGolden(
      .success(GoldenFixture.image()), named: "xctest", record: .missing, settings: fixture.settings,
      filePath: #filePath, function: #function)
    XCTAssertEqual(recorded.status, .recorded)
    let outcome = assertGolden(of: GoldenFixture.image(), named: "xctest", record: .never, settings: fixture.settings)
    XCTAssertTrue(outcome.passed)
  }
}
