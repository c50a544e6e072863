import BarKitCompare
import BarKitGeometry
import Foundation
import Testing

/// An overrides field under its former name (issue 41) sets the same option as its new name,
/// with one warning naming the file and the pattern's JSON path; the new name warns of nothing.
@Suite struct DeprecatedOverrideKeyTests {
  @Test(arguments: [
    ("maxDiffRatio", "maxDiffPixelRatio", "0.25"), ("includeAntiAliasing", "includesAntiAliasing", "true"),
    ("deltaE", "deltaE94", "2"), ("ignore", "ignoredRegions", "[[1, 2, 3, 4]]"),
  ])
  func aFormerNameReadsAsTheNewOneAndWarns(former: String, current: String, value: String) throws {
    func read(_ key: String) throws -> ComparisonOverrides {
      try ComparisonOverrides(json: Data(#"{"a/*": {"\#(key)": \#(value)}, "*": {}}"#.utf8), file: "o.json")
    }
    let old = try read(former), new = try read(current)
    let options = new.options(for: "a/b.png", base: ComparisonOptions())
    #expect(options != ComparisonOptions())
    #expect(old.options(for: "a/b.png", base: ComparisonOptions()) == options)
    #expect(old.warnings == [#"o.json: at ["a/*"]: \#(former) is deprecated; use \#(current)"#])
    #expect(new.warnings.isEmpty)
  }

  @Test(arguments: [
    (#"{"*": {"maxDiffRatio": 2}}"#, #"o.json: at ["*"].maxDiffRatio: expected a number in 0.0...1.0"#),
    (#"{"*": {"ignore": [[0, 0, 0, 1]]}}"#, #"o.json: at ["*"].ignore[0]: expected [x, y, width, height]"#),
    (#"{"*": {"includeAntiAliasing": 1}}"#, #"o.json: at ["*"].includeAntiAliasing: expected true or false"#),
  ])
  func aFormerNameIsNamedAsWrittenInErrors(json: String, message: String) {
    do {
      _ = try ComparisonOverrides(json: Data(json.utf8), file: "o.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error)")
    }
  }

  @Test func bothNamesOfOneFieldAreRefused() {
    do {
      _ = try ComparisonOverrides(
        json: Data(#"{"*": {"maxDiffRatio": 0.1, "maxDiffPixelRatio": 0.2}}"#.utf8), file: "o.json")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == #"o.json: at ["*"]: expected maxDiffPixelRatio or its former name maxDiffRatio, not both"#)
    }
  }

  @Test func unknownFieldsAreToldTheCurrentNamesOnly() {
    do {
      _ = try ComparisonOverrides(json: Data(#"{"*": {"treshold": 0.1}}"#.utf8), file: "o.json")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"o.json: at ["*"].treshold: expected one of antiAliasing, deltaE94, density, ignoredRegions, includesAntiAliasing, maxDiffPixels, maxDiffPixelRatio, metric, threshold"#
      )
    }
  }
}
