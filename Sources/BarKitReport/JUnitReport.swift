import BarKitCompare

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// JUnit XML for CI systems (GitHub Actions reporters, GitLab, Jenkins): one `<testcase>` per
/// image, with a `<failure>` for each changed, resized, missing, added or unreadable one.
///
/// A test case's `classname` is the image's folder with `.` for `/` (the suite name for an image
/// at the top), so reporters group images by folder; `time` is the seconds its comparison took
/// when known. A failure with a diff image names it twice: a `diff` property, and
/// `[[ATTACHMENT|path]]` in `<system-out>`, the form Jenkins' JUnit attachments and GitLab's
/// test reports read.
public enum JUnitReport {
  /// The XML document for `result`; `suite` names the test suite (e.g. the goldens folder).
  public static func xml(for result: FolderComparisonResult, suite: String = "barkit compare") -> String {
    var body = ""
    for entry in result.entries {
      let folder = entry.path.split(separator: "/").dropLast().joined(separator: ".")
      var attributes = "name=\"\(escaped(entry.path))\" classname=\"\(escaped(folder.isEmpty ? suite : folder))\""
      if let duration = entry.duration {
        let (seconds, attoseconds) = duration.components
        attributes += " time=\"\(seconds).\(String(String(1_000_000 + attoseconds / 1_000_000_000_000).dropFirst()))\""
      }
      if entry.passed {
        body += "    <testcase \(attributes)/>\n"
        continue
      }
      body += failingCase(attributes, status: ImageStatus(entry.status), message: entry.message, diff: entry.diffPath)
    }
    return document(
      suite: escaped(suite), tests: result.entries.count, failures: result.failures.count, shard: result.shard,
      testcases: body)
  }

  /// The XML document for the failures in a test run's artifacts folder
  /// (``GoldenReport/entries(in:)``): one `<testcase>` per failure, named by its golden and
  /// grouped by its test file, with the failure's whole message (swift test's own xunit file
  /// says only "failure") and the assertion's `file` and `line` when its record holds them.
  public static func xml(for entries: [GoldenReport.Entry], suite: String = "barkit goldens") -> String {
    var body = ""
    for entry in entries {
      // The title is `Folder / stem` (``GoldenReport/entries(in:)``).
      let parts = entry.title.components(separatedBy: " / ")
      let group = parts.dropLast().joined(separator: ".").replacing("/", with: ".")
      var attributes =
        "name=\"\(escaped(parts.last ?? entry.title))\" classname=\"\(escaped(group.isEmpty ? suite : group))\""
      if let file = entry.sourceFile { attributes += " file=\"\(escaped(file))\"" }
      if let line = entry.sourceLine { attributes += " line=\"\(line)\"" }
      body += failingCase(attributes, status: entry.status, message: entry.message, diff: entry.diff?.path)
    }
    return document(
      suite: escaped(suite), tests: entries.count, failures: entries.count, shard: nil, testcases: body)
  }

  /// One failing `<testcase>`: the failure with its message, and the diff image as a property
  /// and an attachment.
  private static func failingCase(_ attributes: String, status: ImageStatus, message: String, diff: String?) -> String {
    var body = "    <testcase \(attributes)>\n"
    if let diff {
      body += "      <properties><property name=\"diff\" value=\"\(escaped(diff))\"/></properties>\n"
    }
    body += "      <failure type=\"\(status.rawValue)\" message=\"\(escaped(message))\">\(escaped(message))</failure>\n"
    if let diff { body += "      <system-out>[[ATTACHMENT|\(escaped(diff))]]</system-out>\n" }
    return body + "    </testcase>\n"
  }

  /// The JUnit documents of sharded runs, as ``xml(for:suite:)`` writes them, as one: every
  /// `<testcase>` in shard order, the counts recomputed, the first shard's suite name. `nil`
  /// when a document is not one of those (no single `<testsuite>` inside `<testsuites>`). The
  /// caller checks that they are the whole of one run (``shard(of:)``); the merged document
  /// then records that run as shard 1/1.
  public static func merging(_ documents: [String]) -> String? {
    var suite: Substring?, testcases = ""
    let shards = documents.map(shard(of:))
    let run = shards.first??.run
    for document in documents {
      guard let open = document.firstRange(of: "<testsuites name=\""),
        let nameEnd = document[open.upperBound...].firstIndex(of: "\""),
        let inner = document[nameEnd...].firstRange(of: "  <testsuite "),
        let bodyStart = document[inner.upperBound...].firstIndex(of: "\n"),
        let close = document.ranges(of: "  </testsuite>\n</testsuites>").last,
        bodyStart < close.lowerBound,
        document.ranges(of: "<testsuite ").count == 1
      else { return nil }
      if suite == nil { suite = document[open.upperBound..<nameEnd] }
      var body = document[document.index(after: bodyStart)..<close.lowerBound]
      if body.hasPrefix(propertiesPrefix), let end = body.firstIndex(of: "\n") {
        body = body[body.index(after: end)...]
      }
      testcases += body
    }
    let tests = testcases.ranges(of: "<testcase ").count
    let failures = testcases.ranges(of: "<failure ").count
    let whole = run.flatMap { run in
      shards.allSatisfy { $0?.run == run } ? ComparisonShard(index: 1, count: 1, run: run) : nil
    }
    return document(
      suite: String(suite ?? "barkit compare"), tests: tests, failures: failures, shard: whole, testcases: testcases)
  }

  /// The shard a document records in its suite's properties (`barkit.shard`, `barkit.run`);
  /// `nil` when it records none or not in the form ``xml(for:suite:)`` writes.
  public static func shard(of document: String) -> ComparisonShard? {
    guard let start = document.firstRange(of: "\n" + propertiesPrefix),
      let end = document[start.upperBound...].firstIndex(of: "\n")
    else { return nil }
    let line = document[document.index(after: start.lowerBound)..<end]
    func value(_ name: String) -> Substring? {
      line.firstRange(of: "<property name=\"\(name)\" value=\"").map { line[$0.upperBound...].prefix { $0 != "\"" } }
    }
    guard let part = value("barkit.shard").map({ $0.split(separator: "/") }), part.count == 2,
      let index = Int(part[0]), let count = Int(part[1]), let run = value("barkit.run")
    else { return nil }
    return ComparisonShard(index: index, count: count, run: String(run))
  }

  /// How the suite's properties line starts.
  private static let propertiesPrefix = "    <properties><property name=\"barkit.shard\""

  /// The document around `testcases` (whole lines); `suite` is already escaped.
  private static func document(
    suite: String, tests: Int, failures: Int, shard: ComparisonShard?, testcases: String
  ) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(suite)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
    out += "  <testsuite name=\"\(suite)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
    if let shard {
      // Which shard of which run: JUnit's suite properties, which CI reporters show or skip.
      out += "    <properties><property name=\"barkit.shard\" value=\"\(shard)\"/>"
      out += "<property name=\"barkit.run\" value=\"\(shard.run)\"/></properties>\n"
    }
    out += testcases
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
