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

  /// Whether the bytes are UTF-8, so that a `String` holds the path exactly.
  public var isUTF8: Bool { String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) }

  /// A lossless text form of the bytes for JSON (which holds only Unicode): RFC 3986
  /// percent-encoding, each byte other than an unreserved ASCII character (`A–Z a–z 0–9 - . _ ~`)
  /// or `/` written `%XX` (upper-case hex): `caf%E9.png` for Latin-1 `café.png`.
  public var percentEncoded: String {
    var out = ""
    for byte in bytes {
      let isPlain =
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || "-._~/".utf8.contains(byte)
      if isPlain {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  /// The path ``percentEncoded`` wrote; `nil` when `text` holds a `%` not followed by two hex
  /// digits, or a character that is neither unreserved nor `/` (it would have been encoded).
  public init?(percentEncoded text: String) {
    var bytes: [UInt8] = []
    var rest = text.utf8[...]
    while let byte = rest.first {
      rest = rest.dropFirst()
      if byte == UInt8(ascii: "%") {
        guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) else {
          return nil
        }
        bytes.append(value)
        rest = rest.dropFirst(2)
      } else {
        guard byte < 0x80, RawPath(bytes: [byte]).percentEncoded.utf8.count == 1 else { return nil }
        bytes.append(byte)
      }
    }
    self.bytes = bytes
  }

  /// The path up to its last `/` (empty when there is none), and the name after it.
  public var parentAndName: (parent: RawPath, name: RawPath) {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (RawPath(bytes: []), self) }
    return (RawPath(bytes: Array(bytes[..<slash])), RawPath(bytes: Array(bytes[(slash + 1)...])))
  }

  /// Calls `body` with the path as a C string.
  public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// Paths in byte order (for UTF-8, the order of their code points).
  public static func < (a: RawPath, b: RawPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }
}
