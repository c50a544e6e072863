#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One text entry of a PNG file: a keyword and UTF-8 text, written as an uncompressed
/// international text chunk (`iTXt`, PNG spec §11.3.4.5) after IHDR. The writer takes at most
/// one (``PNGEncodingOptions/text``); its bytes follow from the keyword and text alone, so equal
/// pixels, options and text still give equal files.
public struct PNGText: Sendable, Hashable {
  /// 1 to 79 printable Latin-1 characters without leading, trailing or double spaces (spec
  /// §11.3.4.2); ASCII here.
  public let keyword: String
  /// Any UTF-8 text.
  public let text: String

  /// A text entry, or `nil` when `keyword` is not a valid PNG keyword.
  public init?(keyword: String, text: String) {
    let bytes = Array(keyword.utf8)
    guard (1...79).contains(bytes.count), bytes.allSatisfy({ (32...126).contains($0) }),
      bytes.first != 32, bytes.last != 32, !keyword.contains("  ")
    else { return nil }
    self.keyword = keyword
    self.text = text
  }

  /// The chunk's data: keyword, NUL, compression flag 0 and method 0, an empty language tag
  /// and an empty translated keyword (each NUL-terminated), then the text.
  var chunkData: [UInt8] { Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8) }

  /// The uncompressed `iTXt` entries before the image data of `png`. Anything that does not
  /// parse ends the search: the text is advisory, never a reason to reject a file.
  public static func entries(inPNG png: Data) -> [PNGText] {
    let bytes = [UInt8](png.prefix(1 << 20))
    guard bytes.starts(with: PNGChunk.signature) else { return [] }
    var entries: [PNGText] = []
    var offset = PNGChunk.signature.count
    while offset + 12 <= bytes.count {
      let length = Int(UInt32(bigEndianBytes: bytes[offset..<offset + 4]))
      guard length <= bytes.count - offset - 12 else { break }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      if type == "IDAT" || type == "IEND" { break }
      let data = bytes[offset + 8..<offset + 8 + length]
      if type == "iTXt", let entry = Self(chunkData: data) { entries.append(entry) }
      offset += 12 + length
    }
    return entries
  }

  /// Parses an uncompressed `iTXt` chunk's data.
  private init?(chunkData data: ArraySlice<UInt8>) {
    guard let end = data.firstIndex(of: 0), data.index(end, offsetBy: 3) <= data.endIndex,
      data[end + 1] == 0
    else { return nil }
    var rest = data[(end + 3)...]
    // The language tag and the translated keyword, each NUL-terminated.
    for _ in 0..<2 {
      guard let nul = rest.firstIndex(of: 0) else { return nil }
      rest = rest[(nul + 1)...]
    }
    guard let text = String(validating: rest, as: UTF8.self) else { return nil }
    self.init(keyword: String(decoding: data[..<end], as: UTF8.self), text: text)
  }
}
