import CFontconfig

/// The fonts fontconfig offers after a primary face, best first, with their character sets,
/// and the choice already made for each character. Used under ``FontLibrary``'s lock.
final class FallbackChain {
  struct Entry {
    let match: FontconfigMatch
    /// A reference to the font's fontconfig character set, released in `deinit`.
    let charset: OpaquePointer?

    func covers(_ scalar: UInt32) -> Bool { charset.map { FcCharSetHasChar($0, scalar) != 0 } ?? false }
  }

  let fonts: [Entry]
  /// The face chosen for each character seen, `nil` when none covers it.
  var choices: [Character: FontFace?] = [:]

  init(fonts: [Entry]) { self.fonts = fonts }

  deinit {
    for entry in fonts { if let charset = entry.charset { FcCharSetDestroy(charset) } }
  }

  var count: Int { fonts.count }
}
