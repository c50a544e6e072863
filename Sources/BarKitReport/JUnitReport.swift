import BarKitCompare

/// JUnit XML for CI systems (GitHub Actions reporters, GitLab, Jenkins): one `<testcase>` per
/// image, with a `<failure>` for each changed, missing, added or unreadable one.
public enum JUnitReport {
  /// The XML document for `result`; `suite` names the test suite (e.g. the goldens folder).
  public static func xml(for result: FolderComparisonResult, suite: String = "barkit compare") -> String {
    let failures = result.failures.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"\(escaped(suite))\" tests=\"\(result.entries.count)\" failures=\"\(failures)\" errors=\"0\">\n"
    out +=
      "  <testsuite name=\"\(escaped(suite))\" tests=\"\(result.entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    for entry in result.entries {
      let name = "name=\"\(escaped(entry.path))\" classname=\"\(escaped(suite))\""
      if entry.passed {
        out += "    <testcase \(name)/>\n"
      } else {
        out += "    <testcase \(name)>\n"
        out += "      <failure type=\"\(entry.status.rawValue)\" message=\"\(escaped(entry.message))\">"
        out += "\(escaped(entry.message))</failure>\n"
        out += "    </testcase>\n"
      }
    }
    out += "  </testsuite>\n</testsuites>\n"
    return out
  }

  /// `text` escaped for XML attributes and text; control characters other than tab, newline
  /// and carriage return (not allowed in XML 1.0) become `?`.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): out += "?"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
