import BarKitConcurrency
import BarKitFiles
import BarKitPNG
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares two folders of PNG files by relative path, as a CI job checks a suite of goldens:
/// every file is passed, changed, missing (in the expected folder only) or added (in the actual
/// folder only). Missing and added files fail, as a missing golden does in BarKitTesting.
///
/// Files are compared in parallel, each through ``PNGFileComparison`` (byte-identical files are
/// not decoded). Per-file options come from ``ComparisonOverrides``.
public struct FolderComparison: Sendable {
  /// The folder of expected images (the goldens).
  public let expected: URL
  /// The folder of actual images.
  public let actual: URL
  /// Options for files no override matches, and the base the overrides change.
  public let options: ComparisonOptions
  /// Per-file options, keyed by glob.
  public let overrides: ComparisonOverrides
  /// Whether failures keep their PNG bytes and diff image, for a report or a diff folder.
  public let keepsFailureImages: Bool
  /// The diff image's look.
  public let diffStyle: DiffImageStyle
  /// Which shard of the relative paths found in either folder to compare, I of N
  /// (`compare --shard I/N`, ``ComparisonShard/select(_:index:count:)``); `nil` compares them all.
  public var shard: (index: Int, count: Int)?
  /// The run's name (`BARKIT_RUN`), part of the run every shard records (``ComparisonShard/run``).
  public var runName: String?

  /// Creates a comparison of `expected` against `actual`.
  public init(
    expected: URL, actual: URL, options: ComparisonOptions = ComparisonOptions(),
    overrides: ComparisonOverrides = ComparisonOverrides(), keepsFailureImages: Bool = false,
    diffStyle: DiffImageStyle = DiffImageStyle()
  ) {
    self.expected = expected
    self.actual = actual
    self.options = options
    self.overrides = overrides
    self.keepsFailureImages = keepsFailureImages
    self.diffStyle = diffStyle
  }

  /// Compares every PNG of both folders.
  ///
  /// - Throws: ``FolderComparisonError`` when a folder cannot be listed. A file that cannot be
  ///   read or decoded does not stop the run: it is an ``FolderComparisonEntry/Status/unreadable`` entry.
  public func run() throws(FolderComparisonError) -> FolderComparisonResult {
    let expectedFiles = try Self.pngFiles(in: expected)
    let actualFiles = try Self.pngFiles(in: actual)
    let expectedSet = Set(expectedFiles), actualSet = Set(actualFiles)
    let all = Array(expectedSet.union(actualSet))
    let part = shard ?? (1, 1)
    let paths = ComparisonShard.select(all, index: part.index, count: part.count)
    let entries = Parallel.map(count: paths.count) { i in
      let start = ContinuousClock.now
      var entry = compare(paths[i], inExpected: expectedSet.contains(paths[i]), inActual: actualSet.contains(paths[i]))
      entry.duration = ContinuousClock.now - start
      return entry
    }
    var result = FolderComparisonResult(entries: entries)
    result.shard = ComparisonShard(
      index: part.index, count: part.count, run: ComparisonShard.run(paths: all, name: runName))
    return result
  }

  /// The entry for one relative path, named in it as ``RawPath/shown`` and, when that is not
  /// its bytes, by ``FolderComparisonEntry/rawPath`` too.
  func compare(_ relative: RawPath, inExpected: Bool, inActual: Bool) -> FolderComparisonEntry {
    var entry = comparing(relative, inExpected: inExpected, inActual: inActual)
    if !relative.isUTF8 { entry.rawPath = relative }
    return entry
  }

  private func comparing(_ relative: RawPath, inExpected: Bool, inActual: Bool) -> FolderComparisonEntry {
    let path = relative.shown
    let expectedPath = RawPath(expected.path).appending(relative), actualPath = RawPath(actual.path).appending(relative)
    guard inExpected, inActual else {
      // Something that is not a PNG file faces the file (a folder named `a.png`, a FIFO): the
      // pair cannot be compared, which is neither missing nor added.
      let other = inExpected ? actualPath : expectedPath
      if let kind = Self.kindOfEntry(at: other) {
        return FolderComparisonEntry(
          path: path, status: .unreadable, message: "unreadable: \(other.shown): is \(kind), not a PNG file")
      }
      let bytes = try? PNGFileComparison.read(inExpected ? expectedPath : actualPath, limits: .default)
      let image = keepsFailureImages ? bytes : nil
      var entry =
        inExpected
        ? FolderComparisonEntry(
          path: path, status: .missing, message: "missing: \(path) is in the expected folder but not in the actual one",
          expectedPNG: image)
        : FolderComparisonEntry(
          path: path, status: .added, message: "added: \(path) is in the actual folder but has no expected image",
          actualPNG: image)
      if inExpected { entry.expectedSHA256 = bytes.map(ContentHash.sha256) }
      if inActual { entry.actualSHA256 = bytes.map(ContentHash.sha256) }
      return entry
    }
    let options = overrides.options(for: path, base: options)
    do {
      let outcome = try PNGFileComparison.compare(
        expected: expectedPath, actual: actualPath, options: options, decodesConcurrently: false)
      let result = outcome.result
      guard !result.passed else {
        return FolderComparisonEntry(path: path, status: .passed, message: "", result: result)
      }
      var diff: Data?
      if keepsFailureImages {
        diff = try outcome.diffImage(style: diffStyle)?.pngData(options: PNGEncodingOptions(compressionLevel: .fast))
      }
      let message =
        result.isResized
        ? "resized: \(path): expected \(result.expectedSize), actual \(result.actualSize)"
        : "changed: \(path): \(result.summary)"
      var entry = FolderComparisonEntry(
        path: path, status: result.status, message: message, result: result,
        expectedPNG: keepsFailureImages ? outcome.expectedData : nil,
        actualPNG: keepsFailureImages ? outcome.actualData : nil, diffPNG: diff)
      entry.expectedSHA256 = ContentHash.sha256(outcome.expectedData)
      entry.actualSHA256 = ContentHash.sha256(outcome.actualData)
      return entry
    } catch {
      return FolderComparisonEntry(path: path, status: .unreadable, message: "unreadable: \(error)")
    }
  }

  /// The relative paths of the `.png` files (any case) under `folder`, sorted; hidden files and
  /// folders are skipped.
  ///
  /// Folders are listed with `readdir`, as bytes: a name that is not UTF-8 is listed too (and
  /// shown escaped), where Foundation's listing drops it without a word.
  static func pngFiles(in folder: URL) throws(FolderComparisonError) -> [RawPath] {
    guard PathKind(path: folder.path) == .folder, let resolvedRoot = PathKind.resolved(folder.path) else {
      throw .notAFolder(folder.path)
    }
    let root = RawPath(resolvedRoot)
    // Folders are entered as they are, not through symbolic links (which may loop); a linked
    // file counts when it is a regular file inside the root.
    return FolderWalk.entries(under: root).filter { entry in
      let name = entry.name.bytes
      guard name.count >= 4, String(decoding: name.suffix(4), as: UTF8.self).lowercased() == ".png" else {
        return false
      }
      switch entry.kind {
      case .regularFile: return true
      case .symbolicLink:
        let full = root.appending(entry.path)
        var info = stat()
        return full.withCString({ stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFREG
          && resolved(full)?.bytes.starts(with: root.bytes + [UInt8(ascii: "/")]) == true
      case .other: return false
      }
    }.map(\.path)
  }

  /// `path` with every symbolic link resolved (`realpath`), as bytes.
  private static func resolved(_ path: RawPath) -> RawPath? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return RawPath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
  }
}

extension FolderComparison {
  /// What is at `path` when something is (`a folder`, `a symbolic link`, …), not following a
  /// final symbolic link; `nil` when nothing is.
  static func kindOfEntry(at path: RawPath) -> String? {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFLNK:
      var target = stat()
      guard path.withCString({ stat($0, &target) }) == 0 else { return "a broken link" }
      return target.st_mode & S_IFMT == S_IFDIR ? "a link to a folder" : "a link to a file outside the folder"
    case S_IFREG: return "a file under a linked folder, which the walk does not enter"
    default: return "not a regular file"
    }
  }
}

/// Why a folder comparison could not run.
public enum FolderComparisonError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path is not a folder (or does not exist).
  case notAFolder(String)

  public var description: String {
    switch self {
    case .notAFolder(let path): "\(path): no such folder"
    }
  }
}
