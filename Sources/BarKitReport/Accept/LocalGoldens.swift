import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The goldens folders that `accept` may write and delete in and `goldens orphans` may search:
/// those this invocation names (`--goldens DIR`, repeatable) and, when the current folder is a
/// package (it holds `Package.swift`), the ones it declares: every `__Goldens__` folder under
/// it (BarKitTesting's default layout; hidden folders such as `.build` are not searched, links
/// are not entered). Outside a package nothing is searched, so a command run from a home
/// folder does not walk it. A record,
/// a run manifest or a summary never adds one: they may come from anyone who can open a pull
/// request (Docs/Security.md, "Records, manifests and shards").
public struct LocalGoldens: Sendable {
  /// One folder: as named, and where it is (every link resolved).
  public struct Folder: Hashable, Sendable {
    public let shown: String
    public let location: String
    /// The location's components, for matching a recorded path's tail.
    var components: [Substring] { location.split(separator: "/") }
  }

  /// The folder name BarKitTesting gives goldens beside a test file.
  public static let defaultFolderName = "__Goldens__"

  public let folders: [Folder]

  /// The folders `named` (`--goldens`; each must be a folder) and the `__Goldens__` folders of
  /// the package at `package` (the current folder by default; none when it holds no
  /// `Package.swift`, or when `nil`), named relative to it.
  public init(named: [String], inPackageAt package: String? = FileManager.default.currentDirectoryPath)
    throws(ReviewError)
  {
    var folders: [Folder] = []
    for path in named {
      guard PathKind(path: path) == .folder, let location = PathKind.resolved(path) else {
        throw ReviewError("--goldens \(UserText.shown(path)): no such folder")
      }
      folders.append(Folder(shown: path, location: location))
    }
    if let package, PathKind(path: package + "/Package.swift") == .regularFile {
      for relative in FolderWalk.folders(named: Self.defaultFolderName, under: RawPath(package)) {
        if let location = PathKind.resolved(RawPath(package).appending(relative).shown) {
          folders.append(Folder(shown: relative.shown, location: location))
        }
      }
    }
    var seen: Set<String> = []
    self.folders = folders.filter { seen.insert($0.location).inserted }
  }

  /// Where BarKit may name this folder in a message: the names given, for the user to add one.
  public var described: String {
    folders.isEmpty
      ? "none (no --goldens, and no \(Self.defaultFolderName) folder in a package in the current folder)"
      : folders.map { UserText.shown($0.shown) }.joined(separator: ", ")
  }

  /// The local folder that is `location` (resolved), if any.
  public func folder(at location: String) -> Folder? { folders.first { $0.location == location } }

  /// The local file a record names by `recorded`, a path on the machine that wrote it: the
  /// part of it after a local goldens folder's path, in that folder. The folder is the one
  /// whose trailing components the path repeats most (`/ci/app/Tests/AppTests/__Goldens__/T/x.png`
  /// is `T/x.png` in the local `Tests/AppTests/__Goldens__` rather than in
  /// `Tests/OtherTests/__Goldens__`). Throws when no local folder, or two equally, fit, and
  /// when the rest is not a relative PNG path inside the folder (``target(_:in:)``).
  public func target(forRecorded recorded: String) throws(ReviewError) -> (Folder, URL) {
    let parts = recorded.split(separator: "/", omittingEmptySubsequences: false)
    let (folder, end) = try match(parts, recorded: recorded, wholePath: false)
    return (folder, try target(parts[end...].joined(separator: "/"), in: folder))
  }

  /// The local goldens folder a record names by `recorded` (a compare summary's `expected`):
  /// the folder itself when the path leads to one here, else the one whose trailing
  /// components the path ends with most.
  public func folder(forRecorded recorded: String) throws(ReviewError) -> Folder {
    if let location = PathKind.resolved(recorded), let folder = folder(at: location) { return folder }
    let parts = recorded.split(separator: "/").filter { $0 != "." }
    return try match(parts, recorded: recorded, wholePath: true).0
  }

  /// The local folder whose trailing components `parts` repeats most, ending where the folder
  /// ends (at the last part when `wholePath`, else before at least one more part), and the
  /// index of the part after it.
  private func match(_ parts: [Substring], recorded: String, wholePath: Bool) throws(ReviewError)
    -> (Folder, Int)
  {
    var best: (folder: Folder, matched: Int, end: Int)?
    var tie = false
    for folder in folders {
      let names = folder.components
      var found: (matched: Int, end: Int)?
      let ends = wholePath ? [parts.count - 1] : Array(stride(from: parts.count - 2, through: 0, by: -1))
      for last in ends where last >= 0 {
        var matched = 0
        while matched < names.count, last - matched >= 0, parts[last - matched] == names[names.count - 1 - matched] {
          matched += 1
        }
        if matched > (found?.matched ?? 0) { found = (matched, last + 1) }
      }
      guard let found else { continue }
      if found.matched > (best?.matched ?? 0) {
        (best, tie) = ((folder, found.matched, found.end), false)
      } else if found.matched == best?.matched {
        tie = true
      }
    }
    guard let best, !tie else {
      throw ReviewError(
        "\(UserText.shown(recorded)): the record names \(wholePath ? "a folder that is" : "a golden in") no "
          + "\(tie ? "single " : "")local goldens folder (\(described)); name the folder with --goldens")
    }
    return (best.folder, best.end)
  }

  /// `relative` inside `folder`, refused unless it is a relative path of plain components
  /// (no empty, `.` or `..` one), names a `.png` file, and is still inside the folder once
  /// every link on the way is resolved.
  public func target(_ relative: String, in folder: Folder) throws(ReviewError) -> URL {
    URL(fileURLWithPath: try target(RawPath(relative), in: folder).shown)
  }

  /// ``target(_:in:)-(String,_)`` for a relative path given as bytes (a name that is
  /// not UTF-8, as a compare summary's `rawPath` holds it): the file of those bytes, never one
  /// named by their escaped form.
  public func target(_ relative: RawPath, in folder: Folder) throws(ReviewError) -> RawPath {
    func refuse(_ why: String) -> ReviewError {
      ReviewError("\(UserText.shown(relative.shown)): \(why); a golden is a relative .png path in its folder")
    }
    let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
    let parts = relative.bytes.split(separator: slash, omittingEmptySubsequences: false)
    guard relative.bytes.first != slash, !relative.bytes.isEmpty,
      parts.allSatisfy({ !$0.isEmpty && !$0.elementsEqual([dot]) && !$0.elementsEqual([dot, dot]) })
    else { throw refuse("not a relative path of plain names") }
    guard relative.bytes.suffix(4).elementsEqual(".png".utf8) else { throw refuse("not a .png file") }
    let root = RawPath(folder.location)
    let path = root.appending(relative)
    let location = PathKind.location(path)
    guard location != root, PathKind.location(location, isInside: root) else {
      throw refuse("outside \(UserText.shown(folder.shown)) once links are resolved")
    }
    return path
  }

  /// Where the folder a summary names beside its goldens folder (its `actual`, named
  /// `recordedOther`) is in this checkout: a relative path as it is (relative to the current
  /// folder, as `compare` took it); an absolute one moved from the summary's machine to this
  /// one, by the part of `recordedGoldens` that precedes the trailing folders it shares with
  /// `folder` (`/ci/app/out` beside `/ci/app/Tests/__Goldens__` is `/here/app2/out` beside
  /// `/here/app2/Tests/__Goldens__`). `nil` when the two recorded paths share no such part.
  public func counterpart(of recordedOther: String, besideRecorded recordedGoldens: String, in folder: Folder)
    -> String?
  {
    guard recordedOther.hasPrefix("/") else { return recordedOther }
    if PathKind.resolved(recordedGoldens) == folder.location { return recordedOther }
    guard recordedGoldens.hasPrefix("/") else { return nil }
    let parts = recordedGoldens.split(separator: "/").filter { $0 != "." }, names = folder.components
    var shared = 0
    while shared < min(parts.count, names.count), parts[parts.count - 1 - shared] == names[names.count - 1 - shared] {
      shared += 1
    }
    let recordedBase = parts.dropLast(shared), localBase = names.dropLast(shared)
    let other = recordedOther.split(separator: "/").filter { $0 != "." }
    guard other.starts(with: recordedBase), !other.dropFirst(recordedBase.count).contains("..") else { return nil }
    return "/" + (localBase + other.dropFirst(recordedBase.count)).joined(separator: "/")
  }
}
