import BarKitCompare
import BarKitFiles
import BarKitJSON
import BarKitPNG

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The CI outputs of a folder comparison: the failures-only HTML page, the JSON summary and
/// the diff images.
public enum FolderReport {
  /// The page's entries: one per failure, titled by relative path, with the command that
  /// accepts it from the run's saved `compare --json` output (RESULT.json).
  public static func entries(for result: FolderComparisonResult) -> [GoldenReport.Entry] {
    result.failures.map { e in
      GoldenReport.Entry(
        title: e.path, message: e.message, status: ImageStatus(e.status), changedBounds: e.changedBounds,
        changedPixels: e.differingPixelCount,
        reference: e.expectedPNG.map(ReportImage.png), actual: e.actualPNG.map(ReportImage.png),
        diff: e.diffPNG.map(ReportImage.png),
        acceptCommand: e.status == .unreadable
          ? nil : Acceptance.commandLine(source: "RESULT.json", only: e.path, deletesMissing: e.status == .missing))
    }
  }

  /// The failures-only page; an all-green run says so.
  public static func html(for result: FolderComparisonResult, title: String = "BarKit comparison") -> String {
    GoldenReport.html(for: entries(for: result), summary: summary(for: result), title: title)
  }

  /// The images checked and the failures per status.
  public static func summary(for result: FolderComparisonResult) -> GoldenReport.Summary {
    var failures: [String: Int] = [:]
    for e in result.failures { failures[e.status.rawValue, default: 0] += 1 }
    return GoldenReport.Summary(checked: result.entries.count, failures: failures, shard: result.shard)
  }

  /// The JSON summary, pretty-printed with sorted keys.
  public static func json(for result: FolderComparisonResult) throws -> Data {
    try JSONDocument.data(result)
  }

  /// Writes each failure's diff image to `directory`, at the image's relative path, all or
  /// none; returns how many were written.
  public static func writeDiffImages(_ result: FolderComparisonResult, to directory: URL) throws -> Int {
    var files = StagedFiles()
    do {
      let written = try stageDiffImages(result, to: directory, in: &files)
      try files.commit()
      return written
    } catch {
      files.discard()
      throw error
    }
  }

  /// Stages each failure's diff image for `directory` in `files` (making `directory` and the
  /// folders under it); returns how many.
  package static func stageDiffImages(
    _ result: FolderComparisonResult, to directory: URL, in files: inout StagedFiles
  ) throws -> Int {
    try files.makeFolder(directory)
    var staged = 0
    for entry in result.failures {
      guard let diff = entry.diffPNG else { continue }
      let url = directory.appendingPathComponent(entry.path)
      try files.makeFolder(url.deletingLastPathComponent())
      try files.stage(diff, to: url)
      staged += 1
    }
    return staged
  }
}
