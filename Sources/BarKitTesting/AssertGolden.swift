import BarKit
import Foundation
import Testing
import XCTest

/// Asserts that `image` matches its golden PNG, recording it when the record mode says so.
///
/// The reference is `<goldens>/<TestFile>/<Suite>.<test>.<named>.png` (unnamed assertions are
/// numbered 1, 2, … per test, and carry a parameterized case's arguments: `<test>.<scale-2>.1`).
/// Two tests that resolve to the same reference fail with both call sites. On failure the reference, actual and diff PNGs and a `.json` go to the
/// artifacts folder, `report.html` there is refreshed, and the message names the files and the
/// numbers. Failures go to Swift Testing (`Issue.record`, with the images as attachments) inside a
/// Swift Testing test, else to XCTest (`XCTFail`).
///
/// - Parameters:
///   - image: The image to check.
///   - name: Names the golden within the test; `nil` numbers it.
///   - options: The comparison options; `nil` uses the settings' (strict by default).
///   - record: The record mode for this call; `nil` uses the settings, then the environment.
///   - settings: Folders and defaults; the task's ``GoldenSettings/current`` by default.
/// - Returns: The outcome, for tests that want the numbers.
@discardableResult
public func assertGolden(
  of image: @autoclosure () throws -> Pixmap, named name: String? = nil, options: ComparisonOptions? = nil,
  record: RecordMode? = nil, settings: GoldenSettings = GoldenSettings.current,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> GoldenOutcome {
  let snapshot: Result<Pixmap, GoldenError>
  do {
    snapshot = .success(try image())
  } catch {
    snapshot = .failure(.snapshotFailed("\(error)"))
  }
  return GoldenFailureReporter.assert(
    snapshot, elements: nil, named: name, options: options, record: record, settings: settings, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that the PNG file at `url` matches its golden; an unreadable file fails the test.
@discardableResult
public func assertGolden(
  ofPNGFile url: URL, named name: String? = nil, options: ComparisonOptions? = nil, record: RecordMode? = nil,
  settings: GoldenSettings = GoldenSettings.current, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> GoldenOutcome {
  assertGolden(
    of: try Pixmap(contentsOfPNGFile: url), named: name, options: options, record: record, settings: settings,
    fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks an image against its golden like ``assertGolden(of:named:options:record:settings:fileID:filePath:function:line:column:)``
/// but reports nothing: the caller decides what to do with the outcome. `elements`, the map of
/// a rendered scene (``SceneRenderer/Output/elements``), names the elements that changed.
public func verifyGolden(
  _ image: Result<Pixmap, GoldenError>, named name: String? = nil, options: ComparisonOptions? = nil,
  record: RecordMode? = nil, settings: GoldenSettings = GoldenSettings.current,
  environment: [String: String] = ProcessInfo.processInfo.environment, elements: ElementMap? = nil,
  filePath: String = #filePath, function: String = #function, line: UInt = #line
) -> GoldenOutcome {
  let testFile = URL(fileURLWithPath: filePath)
  let context = GoldenTestContext.current(filePath: filePath, function: function)
  let index = name == nil ? AssertionCounter.shared.next(context.owner + "#" + filePath + "#" + function) : 0
  let location = GoldenLocation.resolve(
    testFile: testFile, function: function, name: name, index: index, settings: settings, environment: environment,
    context: context)
  let site = "\(filePath):\(line)"
  // Another test of this process, or of another process of the run (the other framework, a
  // `--parallel` worker), that asserted the same file.
  let earlier =
    GoldenClaims.shared.claim(location.reference, owner: context.owner, site: site).map { ($0.owner, $0.site) }
    ?? GoldenRunRecorder.claimElsewhere(
      of: location.reference, owner: context.owner, artifactsRoot: location.artifactsRoot
    ).map { ($0.owner, $0.site) }
  if let earlier {
    return GoldenOutcome(
      status: .error,
      message: "Golden \"\(location.stem)\" (\(location.reference.path)) is asserted by two tests: \(earlier.0) at "
        + "\(earlier.1), and \(context.owner) at \(site). Give one of them another name; neither may overwrite "
        + "the other's reference.",
      location: location, comparison: nil)
  }
  // The run manifest lists it for the orphan search and for other processes' clash check; a
  // folder that cannot take it fails the assertion's artifacts too, which say so.
  try? GoldenRunRecorder.note(
    reference: location.reference, folder: settings.goldensFolder(testFile: testFile, environment: environment),
    artifactsRoot: location.artifactsRoot, claim: GoldenRunManifest.Claim(owner: context.owner, site: site))
  let request: RecordRequest
  do {
    request = try RecordRequest.resolve(call: record, settings: settings.record, environment: environment)
  } catch {
    return GoldenOutcome(
      status: .error, message: "Golden \"\(location.stem)\": \(error)", location: location, comparison: nil)
  }
  return GoldenVerifier.verify(
    image, at: location, mode: request.mode, options: options ?? settings.options, writesReport: settings.writesReport,
    typeface: settings.describesTypeface ? FontLibrary.shared.typefaceReport : nil, elements: elements,
    modeSource: request.source, refusal: request.refusal, site: AssertionSite(file: filePath, line: Int(line)))
}

/// Sends failures to the test framework that is running, with the images attached in Swift
/// Testing (``GoldenAttachments``).
enum GoldenFailureReporter {
  /// Verifies `snapshot` (``verifyGolden(_:named:options:record:settings:environment:elements:filePath:function:line:)``)
  /// and reports a failure: what every `assertGolden` does.
  static func assert(
    _ snapshot: Result<Pixmap, GoldenError>, elements: ElementMap?, named name: String?, options: ComparisonOptions?,
    record: RecordMode?, settings: GoldenSettings, fileID: String, filePath: StaticString, function: String,
    line: UInt, column: UInt
  ) -> GoldenOutcome {
    let outcome = verifyGolden(
      snapshot, named: name, options: options, record: record, settings: settings, elements: elements,
      filePath: "\(filePath)", function: function, line: line)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
    return outcome
  }

  static func report(_ outcome: GoldenOutcome, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    guard let message = outcome.message else { return }
    if Test.current != nil {
      let source = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: source)
      GoldenAttachments.record(outcome.location, sourceLocation: source)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
