import BarKit
import BarKitTesting
import XCTest

final class ConsumerXCTests: XCTestCase {
  /// Fails on purpose in the `change` phase, in the same `swift test` as the Swift Testing one.
  func testChanging() { assertGolden(of: image(offset: changedOffset), named: "xctest-changing") }
}
