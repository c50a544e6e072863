import BarKit
import BarKitTesting
import Foundation
import XCTest

final class ConsumerXCTests: XCTestCase {
  /// Fails on purpose in the `change` phase, in the same `swift test` as the Swift Testing one;
  /// in the `crash` phase its process dies here (`fatalError`), after asserting, before
  /// `testLater` runs.
  func testChanging() {
    assertGolden(of: image(offset: changedOffset), named: "xctest-changing")
    if ProcessInfo.processInfo.environment["CONSUMER_PHASE"] == "crash" { fatalError("crashing on purpose") }
  }

  /// Never runs in the `crash` phase: its golden must not be taken for an orphan.
  func testLater() { assertGolden(of: image(offset: 5), named: "xctest-later") }
}
