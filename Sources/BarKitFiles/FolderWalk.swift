#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entries under a folder, found without following a symbolic link: folders are entered
/// as they are (a link to a folder is listed as a link, never entered, so a walk cannot loop
/// or leave the folder), and names are read with `readdir` as bytes, so a name that is not
/// UTF-8 is listed too where Foundation's listing drops it without a word.
public enum FolderWalk {
  /// What an entry is, as `lstat` sees it.
  public enum Kind: Sendable, Hashable {
    case regularFile, symbolicLink, other
  }

  /// One entry that is not a folder.
  public struct Entry: Sendable, Hashable {
    /// Relative to the walked folder, `/`-separated.
    public let path: RawPath
    public let kind: Kind
    /// The last component of ``path``.
    public let name: RawPath
  }

  /// Every entry under `root` that is not a folder, sorted by path; a folder that cannot be
  /// read lists nothing. Hidden entries (names starting with `.`), folders and files alike,
  /// are skipped unless `includesHidden`.
  public static func entries(under root: RawPath, includesHidden: Bool = false) -> [Entry] {
    var entries: [Entry] = []
    func walk(_ relative: RawPath) {
      for name in names(in: root.appending(relative)) where includesHidden || name.bytes.first != UInt8(ascii: ".") {
        let path = relative.appending(name)
        var info = stat()
        guard root.appending(path).withCString({ lstat($0, &info) }) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: walk(path)
        case S_IFREG: entries.append(Entry(path: path, kind: .regularFile, name: name))
        case S_IFLNK: entries.append(Entry(path: path, kind: .symbolicLink, name: name))
        default: entries.append(Entry(path: path, kind: .other, name: name))
        }
      }
    }
    walk(RawPath(bytes: []))
    return entries.sorted { $0.path < $1.path }
  }

  /// The folders under `root` (not `root` itself) whose name is `name`, as paths relative to
  /// it; their own contents and hidden folders (`.build`, `.git`) are not searched.
  public static func folders(named name: String, under root: RawPath) -> [RawPath] {
    var found: [RawPath] = []
    let wanted = RawPath(name)
    func walk(_ relative: RawPath) {
      for entry in names(in: root.appending(relative)) where entry.bytes.first != UInt8(ascii: ".") {
        let path = relative.appending(entry)
        var info = stat()
        guard root.appending(path).withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR
        else { continue }
        if entry == wanted { found.append(path) } else { walk(path) }
      }
    }
    walk(RawPath(bytes: []))
    return found.sorted()
  }

  /// The names in the folder at `path` other than `.` and `..`; none when it cannot be read.
  public static func names(in path: RawPath) -> [RawPath] {
    guard let folder = path.withCString({ opendir($0) }) else { return [] }
    defer { closedir(folder) }
    var names: [RawPath] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] {
        names.append(RawPath(bytes: name))
      }
    }
    return names
  }
}
