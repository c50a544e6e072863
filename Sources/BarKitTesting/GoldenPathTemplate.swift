/// A layout of reference files for teams that need their own, like Playwright's
/// `snapshotPathTemplate`: a path relative to the goldens folder, without `.png`, made of text
/// and tokens. `"{platform}/{suite}/{test}-{name}-{device}-{appearance}"` puts
/// `assertGolden(of:named: "home")` in `HomeSuite.launch()` with `device: "iPhone 5s"` at
/// `<goldens>/linux/HomeSuite/launch-home-iPhone-5s.png`.
///
/// Values go through the same sanitizing as names (letters and digits of any script, `_`, `-`),
/// so no value adds a folder or leaves the goldens folder. A token with no value (`{suite}` of a
/// free function, a `{device}` not set) is dropped with the one separator (`-`, `_`, `.` or `/`)
/// before it, or, first in its folder, the one after it. A template is refused unless every expansion, with any of the tokens that may
/// be empty left out, stays inside the goldens folder.
public struct GoldenPathTemplate: Sendable, Hashable, CustomStringConvertible {
  /// The tokens a template may use.
  public enum Token: String, Sendable, CaseIterable {
    /// The Swift Testing suite (type) around the test, or the XCTest class; none for a free function.
    case suite
    /// The test function, `tabBar(scale:)` → `tabBar-scale`.
    case test
    /// The assertion's name; for an unnamed assertion, the case's arguments and its number.
    case name
    /// ``GoldenSettings/device``.
    case device
    /// ``GoldenSettings/locale``.
    case locale
    /// ``GoldenSettings/appearance``.
    case appearance
    /// `linux` or `macos`: where the test runs.
    case platform
    /// The test file's name without `.swift`.
    case testFile

    /// The tokens that have no value for some assertions (the others always have one).
    static let mayBeEmpty: [Token] = [.suite, .device, .locale, .appearance]
  }

  /// The template as written.
  public let description: String

  /// Checks `template`: known tokens only, relative, no `.` or `..` folders, at least one token
  /// that tells goldens apart (`{name}`).
  public init(_ template: String) throws(GoldenError) {
    func invalid(_ why: String) -> GoldenError { .invalidPathTemplate(template: template, reason: why) }
    for match in template.matches(of: /\{([^}]*)\}/) where Token(rawValue: String(match.output.1)) == nil {
      throw invalid(
        "unknown token {\(match.output.1)}; expected one of "
          + Token.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", "))
    }
    guard !template.hasPrefix("/") else { throw invalid("the path must be relative to the goldens folder") }
    guard
      !template.split(separator: "/", omittingEmptySubsequences: false).contains(where: { [".", ".."].contains($0) })
    else { throw invalid("no . or .. folders") }
    guard template.contains("{name}") else { throw invalid("it must hold {name}, or two assertions share a file") }
    description = template
    // Values never hold `.` or `/`, so only which tokens are empty decides what the template's
    // text becomes: try every combination of the ones that may be.
    let optional = Token.mayBeEmpty.filter { template.contains("{\($0.rawValue)}") }
    for mask in 0..<(1 << optional.count) {
      let empty = optional.indices.filter { mask & (1 << $0) != 0 }.map { optional[$0] }
      var values = Dictionary(uniqueKeysWithValues: Token.allCases.map { ($0, "x") })
      for token in empty { values[token] = "" }
      if let folder = expanded(values).split(separator: "/").first(where: { $0.hasPrefix(".") }) {
        let when =
          empty.isEmpty ? "" : " when " + empty.map { "{\($0.rawValue)}" }.joined(separator: ", ") + " is empty"
        throw invalid(
          "it makes the name \"\(folder)\"\(when), which \(folder == "." || folder == ".." ? "leaves the goldens folder" : "listings skip (hidden)")"
        )
      }
    }
  }

  /// The path for `values` (each already sanitized; a missing or empty one is dropped).
  func path(_ values: [Token: String]) -> String {
    expanded(values).split(separator: "/").joined(separator: "/")
  }

  /// The template with `values` put in, empty ones dropped with the separator before them.
  private func expanded(_ values: [Token: String]) -> String {
    var path = description
    for token in Token.allCases {
      let placeholder = "{\(token.rawValue)}"
      if let value = values[token], !value.isEmpty {
        path = path.replacing(placeholder, with: value)
        continue
      }
      while let range = path.firstRange(of: placeholder) {
        var (start, end) = (range.lowerBound, range.upperBound)
        if start > path.startIndex, "-_./".contains(path[path.index(before: start)]) {
          start = path.index(before: start)
        } else if end < path.endIndex, "-_.".contains(path[end]) {
          // First in its folder: the separator after it goes (`{suite}.{test}` → `test`, not `.test`).
          end = path.index(after: end)
        }
        path.removeSubrange(start..<end)
      }
    }
    return path
  }

  /// The platform token's value.
  static var platform: String {
    #if os(macOS)
      "macos"
    #elseif os(Linux)
      "linux"
    #else
      "other"
    #endif
  }
}
