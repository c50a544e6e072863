import BarKit

/// Emoji drawn without a colour font (``FontLibrary/emojiWithoutColorFont``): named in one
/// warning per run, which ``BarkitCommandLine`` prints after any command that drew them, or, with
/// a command's `--strict`, an error before it writes (Docs/Text.md, "Colour emoji").
enum EmojiWarning {
  /// With `--strict`, fails when this process has drawn an emoji without a colour font.
  static func check(_ arguments: ParsedArguments, command: String) throws(CommandLineError) {
    guard arguments.flag("--strict"), let warning = FontLibrary.shared.noColorFontWarning else { return }
    throw .badInput("\(command): \(warning) (--strict)")
  }

  /// How many emoji without a colour font the process has met: where a run starts counting.
  static var mark: Int { FontLibrary.shared.emojiWithoutColorFont.count }

  /// The warning for the emoji met since `mark`, or `nil`.
  static func since(_ mark: Int) -> String? { FontLibrary.shared.noColorFontWarning(after: mark) }
}
