#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The failures of several test runs' artifacts folders as one report: the shards of one test
/// run, each uploaded by its CI job. Read from each folder's records and images, as one folder
/// is (``entries(in:)``), never from a page written earlier.
extension GoldenReport {
  /// A failure found in two of the folders: two shards ran the same test, or one folder was
  /// given twice.
  public struct RepeatedFailure: Error, Sendable, CustomStringConvertible {
    public let title: String
    public let folders: (first: String, second: String)

    public var description: String {
      "\(folders.second): holds the failure \"\(title)\" that \(folders.first) holds too: expected each test in one run"
    }
  }

  /// The failures in `folders`, sorted by title as one folder's are.
  ///
  /// - Throws: ``RepeatedFailure`` when two folders hold a failure of the same title; an error
  ///   of ``entries(in:)`` for a folder that cannot be read.
  public static func entries(inRuns folders: [URL]) throws -> [Entry] {
    var entries: [Entry] = []
    var holder: [String: String] = [:]
    for folder in folders {
      for entry in try Self.entries(in: folder) {
        if let first = holder.updateValue(folder.path, forKey: entry.title) {
          throw RepeatedFailure(title: entry.title, folders: (first, folder.path))
        }
        entries.append(entry)
      }
    }
    return entries.sorted { $0.title < $1.title }
  }
}
