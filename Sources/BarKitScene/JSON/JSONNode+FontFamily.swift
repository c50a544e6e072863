import BarKitJSON
import BarKitText

extension JSONNode {
  /// The font family this node names: a non-empty string that fontconfig has (an installed
  /// family, a generic one, or a stand-in its configuration aliases), else an error at this
  /// node's path with the closest installed family (`scene.json: fontFamily: font family
  /// "Intr" is not installed; did you mean "Inter"?`). A typo never falls back silently.
  package func fontFamily() throws(SceneError) -> String {
    let family = try string()
    guard !family.allSatisfy(\.isWhitespace) else {
      throw mismatch("a font family name such as \"Georgia\" or \"system-ui\"")
    }
    try Self.checkInstalled(family, at: self)
    return family
  }

  /// Throws at `node` when fontconfig has no `family`.
  package static func checkInstalled(_ family: String, at node: JSONNode) throws(SceneError) {
    guard !FontLibrary.shared.hasFamily(family) else { return }
    throw node.error(.invalid(FontLibrary.missingFamilyMessage(family)))
  }
}

extension FontLibrary {
  /// `font family "Intr" is not installed; did you mean "Inter"?`, or with `fc-list` as the
  /// way to see the installed families when none is close.
  package static func missingFamilyMessage(_ family: String) -> String {
    let hint = Suggestion.hint(for: family, in: shared.installedFamilies, quote: JSONValue.quoted)
    return "font family \(JSONValue.quoted(family)) is not installed"
      + (hint.isEmpty ? " (`fc-list : family` lists the installed families)" : hint)
  }
}
