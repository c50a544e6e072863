import BarKit
import Foundation
import Synchronization

/// Checks an image against its golden and writes what the record mode asks for, without
/// reporting to a test framework (``assertGolden(of:named:options:record:settings:fileID:filePath:function:line:column:)``
/// does that). Every path other than a match is a failure.
public enum GoldenVerifier {
  /// Process-wide: artifact writes and report refreshes from parallel tests take turns, so a
  /// report lists every failure written before it (``ReportRefresh`` says when it is written).
  private static let turn = Mutex(())

  /// Checks `actual` against the reference at `location`. `typeface` describes the fonts text
  /// was drawn with, for images that hold text: a failure names it, since another face is the
  /// usual cause of a text golden failing on another machine. `elements`, the element map of a
  /// rendered scene, names the elements holding the changed pixels (second line of the message,
  /// the record, the report). `modeSource` names what chose `mode` (`record: .failed in the
  /// call`) for the messages that mention it, and `refusal` is the sentence a failure carries
  /// when `CI` refused a mode that writes (``RecordRequest``). `site`, the assertion's place in
  /// the sources, goes into a failure's record.
  public static func verify(
    _ actual: Result<Pixmap, GoldenError>, at location: GoldenLocation, mode: RecordMode,
    options: ComparisonOptions, writesReport: Bool = true, typeface: String? = nil, elements: ElementMap? = nil,
    modeSource: String? = nil, refusal: String? = nil, site: AssertionSite? = nil
  ) -> GoldenOutcome {
    // What chose the mode, for the messages that name it: never a variable that is not set.
    let source = modeSource ?? "The record mode .\(mode)"
    func outcome(_ status: GoldenOutcome.Status, _ message: String?, _ result: ImageComparisonResult? = nil)
      -> GoldenOutcome
    {
      GoldenOutcome(status: status, message: message, location: location, comparison: result)
    }
    // A recording fails its test, so it is on the run's page too ("2 images failed: 2
    // recorded"), with the image it wrote: a recording run never reads "every image matches".
    func recorded(_ image: Pixmap, _ message: String) throws(GoldenError) -> GoldenOutcome {
      try write(image, to: location.reference, provenance: provenance)
      let written = try turn.withLock { _ throws(GoldenError) in
        try writeArtifacts(
          location, actual: image, status: .recorded, message: message, site: site, writesReport: writesReport)
      }
      return outcome(.recorded, message + written)
    }
    let referencePath = location.reference.path
    let provenance = GoldenProvenance(face: typeface)
    if writesReport { turn.withLock { _ in ArtifactsRun.begin(in: location.artifactsRoot) } }
    do {
      let image = try actual.get()
      let exists = FileManager.default.fileExists(atPath: referencePath)
      if mode == .all {
        return try recorded(
          image,
          "Record mode is all (\(source)): wrote the reference \(referencePath). Ask for another mode and re-run to compare."
        )
      }
      guard exists else {
        if mode == .never {
          let message =
            "No reference at \(referencePath), and record mode never writes one. "
            + (refusal.map { $0 + " " } ?? "") + "The image is at "
            + "\(location.actualArtifact.path); record it locally (\(RecordMode.environmentVariable)=missing) and commit it."
          let written = try turn.withLock { _ in
            try writeArtifacts(
              location, actual: image, status: .missing, message: message, site: site, writesReport: writesReport)
          }
          return outcome(.missing, message + written)
        }
        return try recorded(
          image, "No reference was found; recorded \(referencePath). Check the image, commit it and re-run the test.")
      }
      let reference: Pixmap
      do {
        reference = try Pixmap(contentsOfPNGFile: location.reference)
      } catch {
        throw GoldenError.unreadableReference(path: referencePath, reason: "\(error)")
      }
      let result = ImageComparison.compare(expected: reference, actual: image, options: options)
      // A golden made by another renderer or face: the usual cause, so the message starts with it.
      let recorded =
        result.passed ? nil : (try? Data(contentsOf: location.reference)).flatMap(GoldenProvenance.init(png:))
      if result.passed {
        turn.withLock { _ in
          // A golden that failed earlier and passes now leaves the report: rewrite it.
          guard PathKind(path: location.artifactsRoot.path) == .folder else { return }
          _ = try? ArtifactsRun.withFolder(location.artifactsRoot) { folder throws(GoldenError) in
            if removeArtifacts(location, from: &folder), writesReport {
              _ = try ReportRefresh.failuresChanged(in: &folder)
            }
          }
        }
        return outcome(.matched, nil, result)
      }
      var message = recorded?.difference(from: provenance).map { $0 + " " } ?? ""
      message += "Golden \"\(location.stem)\" does not match \(referencePath): \(result.summary)."
      if mode == .failed {
        try write(image, to: location.reference, provenance: provenance)
        message += " \(source) recorded this image as the new reference: review it and commit it."
      }
      if let refusal { message += " " + refusal }
      // Which elements of the scene hold the change: the line a reader looks at first after the verdict.
      let changes = elements.flatMap { map in
        result.classification.map { ElementChanges(classification: $0, map: map) }
      }.flatMap { $0.isEmpty ? nil : $0 }
      if let changes { message += "\n  changed: \(changes)" }
      // Text pixels depend on the face: name it, so a machine with other fonts is easy to spot,
      // on a line of its own (its font file paths made every first line long).
      if let typeface { message += "\n  text: \(typeface)" }
      // A size change is `resized`, as `barkit compare` calls it.
      let status: GoldenOutcome.Status = result.isResized ? .resized : .mismatched
      message += try turn.withLock { _ in
        try writeArtifacts(
          location, reference: reference, actual: image, result: result, status: status, message: message,
          changedElements: changes, site: site, writesReport: writesReport)
      }
      var mismatched = outcome(status, message, result)
      mismatched.changedElements = changes
      return mismatched
    } catch {
      return outcome(.error, "Golden \"\(location.stem)\": \(error)")
    }
  }

  /// Writes `image` as a reference PNG carrying `provenance`, creating its folder.
  static func write(_ image: Pixmap, to url: URL, provenance: GoldenProvenance) throws(GoldenError) {
    do {
      try FolderError.create(url.deletingLastPathComponent())
      try AtomicFile.write(try image.pngData(options: PNGEncodingOptions(text: provenance.pngText)), to: url)
    } catch {
      throw .writeFailed(path: url.path, reason: "\(error)")
    }
  }

  /// Writes the failure artifacts and refreshes the report; returns the lines naming them.
  private static func writeArtifacts(
    _ location: GoldenLocation, reference: Pixmap? = nil, actual: Pixmap, result: ImageComparisonResult? = nil,
    status: GoldenOutcome.Status, message: String = "", changedElements: ElementChanges? = nil, site: AssertionSite?,
    writesReport: Bool
  ) throws(GoldenError) -> String {
    try ArtifactsRun.withFolder(location.artifactsRoot) { folder throws(GoldenError) in
      removeArtifacts(location, from: &folder)
      var lines: [String] = []
      func write(_ data: Data, to url: URL, label: String) throws(GoldenError) {
        lines.append(try folder.write(data, to: url) ?? label + url.path)
      }
      func png(_ image: Pixmap, _ url: URL) throws(GoldenError) -> Data {
        do {
          return try image.pngData()
        } catch {
          throw .writeFailed(path: url.path, reason: "\(error)")
        }
      }
      if let reference {
        try write(try png(reference, location.referenceArtifact), to: location.referenceArtifact, label: "reference: ")
      }
      try write(try png(actual, location.actualArtifact), to: location.actualArtifact, label: "actual:    ")
      // A size change is drawn on the union canvas, as `barkit compare` draws it.
      if let reference, let result,
        let diff = result.isResized
          ? ImageComparisonResult.resizedDiffImage(expected: reference, actual: actual, options: result.options)
          : result.diffImage(expected: reference)
      {
        try write(try png(diff, location.diffArtifact), to: location.diffArtifact, label: "diff:      ")
      }
      let record = GoldenRecord(
        test: location.test, stem: location.stem, status: status, message: message,
        referencePath: location.reference.path, result: result, changedElements: changedElements, file: site?.file,
        line: site?.line)
      let json: Data
      do {
        json = try JSONDocument.data(record)
      } catch {
        throw .writeFailed(path: location.resultArtifact.path, reason: "\(error)")
      }
      if let refused = try folder.write(json, to: location.resultArtifact) { lines.append(refused) }
      if writesReport { lines.append(try ReportRefresh.failuresChanged(in: &folder)) }
      return "\n  " + lines.joined(separator: "\n  ")
    }
  }

  /// Rewrites `report.html` in the artifacts folder from the failures there; returns the line
  /// naming it, or saying why it was not written (a `report.html` BarKit did not write is kept).
  static func writeReport(in folder: inout ArtifactsFolder) throws(GoldenError) -> String {
    let report = folder.root.appendingPathComponent(ArtifactsFolder.reportName)
    let page: String
    do {
      // Only the failures BarKit wrote: an image of the user's with an artifact's name is not one.
      let owned = folder
      page = GoldenReport.html(
        for: try GoldenReport.entries(in: folder.root, including: owned.owns), linkingImagesIn: folder.root)
    } catch {
      throw .writeFailed(path: report.path, reason: "\(error)")
    }
    return try folder.write(Data(page.utf8), to: report) ?? "report:    \(report.path)"
  }

  /// Deletes this golden's artifacts from an earlier failing run (those BarKit wrote), so the
  /// report lists only current failures; returns whether there were any.
  @discardableResult
  private static func removeArtifacts(_ location: GoldenLocation, from folder: inout ArtifactsFolder) -> Bool {
    var removed = false
    for url in [location.referenceArtifact, location.actualArtifact, location.diffArtifact, location.resultArtifact] {
      removed = folder.remove(url) || removed
    }
    return removed
  }
}
