#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8 (a Latin-1 name on an
/// old volume or in an archive), so a file whose name no `String` can hold is still opened and
/// compared. Messages show it with each byte that is not UTF-8 written `\xE9`
/// (Docs/Security.md, "Names").
public struct RawPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The path's bytes, without a terminating zero.
  public let bytes: [UInt8]

  /// A path from its bytes.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// A path from text (its UTF-8).
  public init(_ path: String) { bytes = Array(path.utf8) }

  /// The path with `component` appended after a `/` (none when the path is empty).
  public func appending(_ component: RawPath) -> RawPath {
    bytes.isEmpty ? component : RawPath(bytes: bytes + [UInt8(ascii: "/")] + component.bytes)
  }

  /// The text messages show: the UTF-8 as it is, each byte that is not part of valid UTF-8 as
  /// `\xNN` (lower-case hex, as Python and Git write them).
  public var shown: String {
    var out = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      var iterator = rest.makeIterator()
      var decoder = UTF8()
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        out.unicodeScalars.append(scalar)
        rest = rest.dropFirst(UTF8.width(scalar))
      case .error, .emptyInput:
        let hex = String(rest.first!, radix: 16)
        out += "\\x" + (hex.count == 1 ? "0" : "") + hex
        rest = rest.dropFirst()
      }
    }
    return out
  }

  public var description: String { shown }

  /// Calls `body` with the path as a C string.
  public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// Paths in byte order (for UTF-8, the order of their code points).
  public static func < (a: RawPath, b: RawPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
