import BarKitCompare
import BarKitFiles
import BarKitJSON
import BarKitPNG
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One golden to replace (or delete) and why, checked against the run it comes from.
public struct Acceptance: Sendable {
  /// The failure's name for `--only` and the output: its relative path.
  public let name: String
  public let status: ImageStatus
  /// Where the golden is: always inside a ``LocalGoldens`` folder. Bytes: a golden's name
  /// need not be UTF-8.
  public let golden: RawPath
  /// The golden as messages show it: its folder as named, then its path there.
  public let shownGolden: String
  /// The actual image, `nil` to delete the golden.
  public let source: RawPath?
  /// The actual image's bytes, as checked.
  public let data: Data?
  /// A failure left as it is, and why: nothing is written or deleted for it.
  public var note: String? = nil

  /// The failures of a folder comparison's JSON summary, `json` as read from `url` (up to
  /// ``FolderComparisonResult/maximumJSONByteCount``). The goldens go to the local goldens
  /// folder the summary's `expected` leads to; each path must be a relative `.png` path in it.
  public static func fromResult(
    _ json: Data, at url: URL, goldens: LocalGoldens, deletesMissing: Bool, _ selection: inout AcceptanceSelection
  ) throws(ReviewError) -> [Acceptance] {
    let result: FolderComparisonResult
    do {
      result = try FolderComparisonResult(json: json, file: url.path)
    } catch {
      throw ReviewError("\(error) (in a compare --json summary)")
    }
    guard let folders = result.folders else {
      throw ReviewError(
        "\(UserText.shown(url.path)): at expected, actual: expected the folders compared (a folder compare --json summary)"
      )
    }
    let folder = try goldens.folder(forRecorded: folders.expected)
    // The actual folder of this checkout: a summary made elsewhere names it by that machine's path.
    guard let actualFolder = goldens.counterpart(of: folders.actual, besideRecorded: folders.expected, in: folder)
    else {
      throw ReviewError(
        "\(UserText.shown(url.path)): at actual: \(UserText.shown(folders.actual)) is not beside the goldens "
          + "folder \(UserText.shown(folders.expected)); compare again in this checkout")
    }
    let actualRoot = PathKind.resolved(actualFolder)
    var plan: [Acceptance] = []
    for entry in result.failures where entry.status != .unreadable && selection.chooses(entry.path) {
      let relative = entry.relativePath
      let golden = try goldens.target(relative, in: folder)
      let shown = folder.shown + "/" + entry.path
      // The actual image is read from the folder itself, not through a link on the way.
      let actual = RawPath(actualFolder).appending(relative)
      func unchanged(_ file: RawPath, _ recorded: String?, _ role: String) throws(ReviewError) -> Data {
        let data = try read(file, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false)
        guard let recorded, ContentHash.sha256(data) == recorded else {
          throw ReviewError(
            "\(UserText.shown(file.shown)): the \(role) changed since that run (its SHA-256 is not the one "
              + "\(UserText.shown(url.lastPathComponent)) records); compare again and review")
        }
        return data
      }
      switch entry.status {
      case .changed, .resized, .added:
        guard let actualRoot, PathKind.location(actual) == RawPath(actualRoot).appending(relative) else {
          throw ReviewError(
            "\(UserText.shown(actual.shown)): not a file of the actual folder (a link on the way, or no such "
              + "folder); the content of a golden is read only from the folder compared")
        }
        let data = try decodable(try unchanged(actual, entry.actualSHA256, "actual image"), actual)
        if entry.status == .added {
          guard !exists(golden) else {
            throw ReviewError("\(UserText.shown(shown)): the golden appeared since that run, which found none")
          }
        } else {
          _ = try unchanged(golden, entry.expectedSHA256, "golden")
        }
        plan.append(
          Acceptance(
            name: entry.path, status: ImageStatus(entry.status), golden: golden, shownGolden: shown, source: actual,
            data: data))
      case .missing:
        guard deletesMissing else {
          plan.append(
            Acceptance(
              name: entry.path, status: .missing, golden: golden, shownGolden: shown, source: nil, data: nil,
              note: "\(entry.path) is missing; its golden is kept (--delete-missing deletes it)"))
          continue
        }
        _ = try unchanged(golden, entry.expectedSHA256, "golden")
        guard !exists(actual) else {
          throw ReviewError("\(UserText.shown(actual.shown)): the image appeared since that run, which found none")
        }
        plan.append(
          Acceptance(name: entry.path, status: .missing, golden: golden, shownGolden: shown, source: nil, data: nil))
      case .unreadable, .passed:
        continue
      }
    }
    return plan
  }

  /// The failures BarKitTesting recorded in an artifacts folder. Each record's golden is
  /// found in a local goldens folder (``LocalGoldens/target(forRecorded:)``); no
  /// artifact is read through a symbolic link.
  public static func fromArtifacts(
    _ folder: URL, goldens: LocalGoldens, _ selection: inout AcceptanceSelection
  ) throws(ReviewError) -> [Acceptance] {
    let root = RawPath(folder.path)
    var plan: [Acceptance] = []
    for entry in FolderWalk.entries(under: root, includesHidden: true) {
      let path = entry.path.shown
      // The failure's name is its actual image's path without the suffix.
      guard let name = GoldenArtifact.actual.stem(of: path) else { continue }
      guard entry.kind == .regularFile else {
        throw ReviewError(
          "\(UserText.shown(folder.appendingPathComponent(path).path)): not a regular file (a link?); an "
            + "artifact's content is never read through a link")
      }
      let actual = folder.appendingPathComponent(path)
      let recordURL = folder.appendingPathComponent(GoldenArtifact.record.name(name))
      guard PathKind.entryExists(recordURL.path) else { continue }
      let json = try read(recordURL, maxByteCount: GoldenRecord.maximumByteCount, followingLinks: false)
      let record = try? JSONValueDecoder.decode(GoldenRecord.self, from: json)
      guard let status = record?.status, let referencePath = record?.referencePath else {
        throw ReviewError("\(UserText.shown(recordURL.path)): at status, referencePath: expected a failure record")
      }
      guard [.mismatched, .resized, .missing].contains(status), selection.chooses(name) else { continue }
      let (goldenFolder, golden) = try goldens.target(forRecorded: referencePath)
      let shown = goldenFolder.shown + "/" + String(golden.path.dropFirst(goldenFolder.location.count + 1))
      let data = try decodable(
        try read(actual, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false), actual)
      if status == .missing {
        guard !exists(golden) else {
          throw ReviewError("\(UserText.shown(shown)): the golden appeared since that run, which found none")
        }
      } else {
        // The reference artifact is the golden's pixels as that run read them.
        let reference = folder.appendingPathComponent(GoldenArtifact.reference.name(name))
        let same: Bool
        do {
          same =
            try Pixmap(pngData: try read(golden, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount))
            == Pixmap(
              pngData: try read(
                reference, maxByteCount: PNGDecodingLimits.defaultMaxFileByteCount, followingLinks: false))
        } catch let error as ReviewError {
          throw error
        } catch {
          throw ReviewError("\(error)")
        }
        guard same else {
          throw ReviewError(
            "\(UserText.shown(shown)): the golden changed since that run (its pixels are not "
              + "\(UserText.shown(reference.lastPathComponent))'s); run the tests again and review")
        }
      }
      plan.append(
        Acceptance(
          name: name, status: ImageStatus(status), golden: RawPath(golden.path), shownGolden: shown,
          source: RawPath(actual.path), data: data))
    }
    return plan
  }

  /// `data` when it decodes as a PNG (within the default limits): a golden is an image.
  private static func decodable(_ data: Data, _ url: URL) throws(ReviewError) -> Data {
    try decodable(data, RawPath(url.path))
  }

  private static func decodable(_ data: Data, _ path: RawPath) throws(ReviewError) -> Data {
    do {
      _ = try Pixmap(pngData: data)
    } catch {
      throw ReviewError("\(UserText.shown(path.shown)): not a PNG image (\(error)); only images become goldens")
    }
    return data
  }

  /// Whether anything is at `url`, a link included (not following it).
  private static func exists(_ url: URL) -> Bool { PathKind.entryExists(url.path) }

  private static func exists(_ path: RawPath) -> Bool { PathKind.entryExists(path) }

  private static func read(_ url: URL, maxByteCount: Int, followingLinks: Bool = true) throws(ReviewError)
    -> Data
  {
    try read(RawPath(url.path), maxByteCount: maxByteCount, followingLinks: followingLinks)
  }

  private static func read(_ path: RawPath, maxByteCount: Int, followingLinks: Bool = true) throws(ReviewError)
    -> Data
  {
    do {
      return try InputFile.read(path, maxByteCount: maxByteCount, followingLinks: followingLinks)
    } catch {
      throw ReviewError("\(error)")
    }
  }
}

extension Acceptance {
  /// Writes every chosen golden, all or none (``StagedFiles``: a failure before the last is
  /// staged leaves none of them), then deletes the goldens of missing images. A folder where
  /// such a golden was is refused, never removed with what it holds (``FileDeletion``).
  public static func apply(_ chosen: [Acceptance]) throws(ReviewError) {
    var files = StagedFiles()
    do {
      for item in chosen {
        guard let data = item.data else { continue }
        let folder = item.golden.parentAndName.parent
        if PathKind(path: folder) != .folder {
          // Made by its text, the folder of a name that is not UTF-8 would be its escaped form.
          guard folder.isUTF8 else {
            throw ReviewError(
              "\(UserText.shown(folder.shown)): cannot make a folder whose name is not UTF-8; make it, then accept again"
            )
          }
          try files.makeFolder(URL(fileURLWithPath: folder.shown))
        }
        try files.stage(data, to: item.golden)
      }
      try files.commit()
    } catch let error as ReviewError {
      files.discard()
      throw error
    } catch {
      files.discard()
      throw ReviewError("\(error)")
    }
    for item in chosen where item.source == nil {
      try FileDeletion.deleteFile(item.golden)
    }
  }
}
