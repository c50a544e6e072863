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

/// Two classes with the same test, unnamed assertions: each class has its own golden
/// (`LightXCTests.testHome.1`, `DarkXCTests.testHome.1`), whatever runs first, alone or in
/// parallel.
final class LightXCTests: XCTestCase {
  func testHome() { assertGolden(of: image(offset: 1)) }
}

final class DarkXCTests: XCTestCase {
  func testHome() { assertGolden(of: image(offset: 2)) }
}

/// Asks to record in code; under `CI` the `change` phase fails without writing the golden.
final class RecordSettingXCTests: XCTestCase {
  func testRecordSetting() {
    withGoldenSettings(GoldenSettings(record: .failed)) {
      assertGolden(of: image(offset: changedOffset), named: "record-setting")
    }
  }
}
