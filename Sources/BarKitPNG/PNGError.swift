/// Why a PNG could not be read or written: a one-line message naming what is wrong and, when
/// known, the file and the byte offset.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The broad class of failure.
  public enum Kind: Sendable, Hashable {
    /// The data is not a PNG, or the decoder rejected it (bad CRC, bad IHDR, bad zlib stream, ...).
    case corrupt
    /// The data ends before the PNG does.
    case truncated
    /// The IHDR's pixel count exceeds ``PNGDecodingLimits/maxPixelCount``.
    case tooLarge
    /// Memory for the pixels or the file could not be allocated.
    case outOfMemory
    /// The file could not be read or written.
    case fileSystem
    /// The encoding options are out of range.
    case invalidOptions
  }

  /// The broad class of failure.
  public let kind: Kind
  /// What is wrong, one line, without the file name.
  public let message: String
  /// The byte offset in the PNG data where the problem was found, when known.
  public let byteOffset: Int?
  /// The file, when the data came from or was going to one.
  public let path: String?

  /// Creates an error.
  public init(kind: Kind, message: String, byteOffset: Int? = nil, path: String? = nil) {
    self.kind = kind
    self.message = message
    self.byteOffset = byteOffset
    self.path = path
  }

  /// The same error, naming `path`.
  public func inFile(_ path: String) -> PNGError {
    PNGError(kind: kind, message: message, byteOffset: byteOffset, path: path)
  }

  /// `path: message`, or just the message when there is no file.
  public var description: String { path.map { "\($0): \(message)" } ?? message }
}
