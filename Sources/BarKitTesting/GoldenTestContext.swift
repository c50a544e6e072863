import Testing

/// Who is asserting a golden: the suite (type) around the test, the arguments of a parameterized
/// test case, and an identity that tells one test (case) from another for the duplicate check.
///
/// Inside a Swift Testing test it comes from `Test.current` and `Test.Case.current` (the suite
/// only for assertions made in the test's own file); inside an XCTest test from the test case
/// XCTest is running (``XCTestCurrentCase``), its class being the suite; elsewhere from the file
/// and function alone.
struct GoldenTestContext: Sendable, Hashable {
  /// The suite's type name (`LightSuite`, `Outer.Inner`), `nil` for a free test function.
  var suite: String?
  /// The case's arguments as `label-value` parts (`scale-2`), `nil` for a test that is not
  /// parameterized.
  var arguments: String?
  /// One test case: assertions with the same owner may check the same golden more than once
  /// (a test that records then compares, a test run once per kernel set).
  var owner: String

  /// The context of the running test.
  static func current(filePath: String, function: String) -> GoldenTestContext {
    guard let test = Test.current else {
      // XCTest: the class is the suite, whatever file asserts (XCTest gives no test's file).
      if let testCase = XCTestCurrentCase.current {
        return GoldenTestContext(suite: testCase.className, arguments: nil, owner: testCase.name)
      }
      return GoldenTestContext(suite: nil, arguments: nil, owner: filePath + "#" + function)
    }
    // The suite is the type around the test in the file that asserts: a helper in another file
    // that asserts for itself (its own `#filePath`) is not in that type.
    let components = test.id.nameComponents
    let suite =
      components.count > 1 && test.sourceLocation.filePath == filePath
      ? components.dropLast().joined(separator: ".") : nil
    var arguments: String?
    if let testCase = Test.Case.current, testCase.isParameterized {
      // The arguments are not public API in this toolchain: read them by reflection, and say
      // so plainly when that fails rather than fall back to run order.
      arguments = Self.describeArguments(of: testCase) ?? "unreadable-arguments"
    }
    return GoldenTestContext(
      suite: suite, arguments: arguments, owner: "\(test.id)" + (arguments.map { "(\($0))" } ?? ""))
  }

  /// `scale-2_style-dark` for a case called with `scale: 2, style: .dark`: each argument's
  /// parameter label and its value as `String(describing:)` prints it (stable across runs for
  /// values, which is what test arguments are).
  static func describeArguments(of testCase: Test.Case) -> String? {
    guard let list = child(named: "arguments", of: testCase, depth: 3) else { return nil }
    let parts = Mirror(reflecting: list).children.compactMap { argument -> String? in
      guard let value = child(named: "value", of: argument.value, depth: 1) else { return nil }
      let text = "\(unwrapped(value))"
      return label(of: argument.value).map { $0 + "-" + text } ?? text
    }
    return parts.isEmpty ? nil : parts.joined(separator: "_")
  }

  /// The parameter's name: its label, or its inner name when the label is `_`.
  private static func label(of argument: Any) -> String? {
    guard let parameter = child(named: "parameter", of: argument, depth: 1) else { return nil }
    let first = child(named: "firstName", of: parameter, depth: 1).map { "\($0)" }
    if let first, first != "_" { return first }
    return child(named: "secondName", of: parameter, depth: 1).map(unwrapped).map { "\($0)" }
  }

  /// The child labelled `label` of `value` (also behind a leading `_`), searched `depth` levels down.
  private static func child(named label: String, of value: Any, depth: Int) -> Any? {
    let mirror = Mirror(reflecting: value)
    for child in mirror.children where child.label == label || child.label == "_" + label {
      return child.value
    }
    guard depth > 1 else { return nil }
    for child in mirror.children {
      if let found = Self.child(named: label, of: child.value, depth: depth - 1) { return found }
    }
    return nil
  }

  /// An argument stored as `any Sendable` prints as its value, not as `Optional(…)`.
  private static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let first = mirror.children.first { return first.value }
    return value
  }
}
