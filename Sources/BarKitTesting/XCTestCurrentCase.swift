import Foundation
import Synchronization
import XCTest

/// The XCTest test case this process is running, so an XCTest golden is named after its class
/// as a Swift Testing golden is after its suite (issue 41): `LightTests.testHome` and
/// `DarkTests.testHome` must not share `testHome.1.png`, nor number their goldens in run order.
///
/// XCTest tells observers when each test case starts and ends (`XCTestObservationCenter`); an
/// observer sees every test only if it is registered before the first one starts, before any
/// golden is asserted. So it is registered as the test binary loads, from the loader's list of
/// initializers (`.init_array` on Linux, `__mod_init_func` on macOS), where an Objective-C
/// XCTest helper would use `+load`.
enum XCTestCurrentCase {
  /// The running test case's class (`LightTests`; nested types `Outer.Inner`) and its name as
  /// XCTest gives it (`LightTests.testHome`), `nil` between test cases and outside XCTest.
  static var current: (className: String, name: String)? { state.withLock { $0 } }

  private static let state = Mutex<(className: String, name: String)?>(nil)

  /// Registers the observer once; called as the binary loads.
  static func register() {
    _ = registration
  }

  private static let registration: Void = {
    XCTestObservationCenter.shared.addTestObserver(Observer())
  }()

  /// Records the test case XCTest starts and clears it when the case finishes.
  private final class Observer: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
      // `Module.Outer.Inner` → `Outer.Inner`: the module is the same for every test here.
      let className = String(reflecting: type(of: testCase)).split(separator: ".").dropFirst().joined(separator: ".")
      XCTestCurrentCase.state.withLock { $0 = (className, testCase.name) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      XCTestCurrentCase.state.withLock { $0 = nil }
    }
  }
}

// `@used` and `@section` (SE-0492) need Swift 6.3; with an older compiler nothing registers, and
// XCTest goldens are named without their class, as before.
#if compiler(>=6.3)
  #if os(Linux)
    /// Runs ``XCTestCurrentCase/register()`` when the test binary loads (ELF `.init_array`).
    @used @section(".init_array") let registerXCTestObserver: @convention(c) () -> Void = {
      XCTestCurrentCase.register()
    }
  #elseif canImport(Darwin)
    /// Runs ``XCTestCurrentCase/register()`` when the test bundle loads (Mach-O initializers).
    @used @section("__DATA,__mod_init_func,mod_init_funcs") let registerXCTestObserver: @convention(c) () -> Void = {
      XCTestCurrentCase.register()
    }
  #endif
#endif
