extension Unicode.Scalar {
  /// Whether this character changes how the text around it is shown rather than showing
  /// itself: a C0 or C1 control (newline, ESC, NEL U+0085, CSI U+009B), DEL, the line and
  /// paragraph separators U+2028 and U+2029, or a bidirectional formatting character (LRM, RLM,
  /// the embeddings and overrides U+202A…U+202E, the isolates U+2066…U+2069; Unicode UAX #9
  /// §2), which reorders what a reader sees (U+202E turns `gnp.exe` around). Every place BarKit
  /// shows a user string to people escapes or replaces these: messages, annotations, Markdown.
  package var isDisplayControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
