extension Character {
  /// Whether the character is shown as an emoji (a colour picture) rather than as text, by
  /// Unicode's emoji properties (UTS #51, as Swift's Unicode data gives them): a scalar whose
  /// default presentation is emoji (😀, 🥾, flags' regional indicators), or any emoji followed by
  /// the emoji variation selector U+FE0F (🏔️, ❤️), a keycap (1️⃣) or a skin tone or joiner
  /// sequence (👍🏽, 👩‍💻). U+FE0E asks for text presentation.
  var isEmojiPresentation: Bool {
    let scalars = unicodeScalars
    guard let first = scalars.first, first.properties.isEmoji, !scalars.contains("\u{FE0E}") else { return false }
    if first.properties.isEmojiPresentation { return true }
    return scalars.dropFirst().contains { s in
      s == "\u{FE0F}" || s == "\u{20E3}" || s == "\u{200D}" || s.properties.isEmojiModifier
    }
  }
}
