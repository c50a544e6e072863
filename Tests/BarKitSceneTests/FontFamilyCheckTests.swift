import BarKitScene
import TestSupport
import Testing

/// A font family a scene names must be installed: a typo is an error at its JSON path, never a
/// quiet fallback to the system face (before: "Helvetica Nue" and "Intr" rendered in it).
@Suite struct FontFamilyCheckTests {
  @Test(arguments: [
    (
      #"{"fontFamily": "Intr"}"#, #"scene.json: fontFamily: font family "Intr" is not installed; did you mean "Inter"?"#
    ),
    (
      #"{"navigationBar": {"fontFamily": "DejaVu Sanz"}}"#,
      #"scene.json: navigationBar.fontFamily: font family "DejaVu Sanz" is not installed; did you mean "DejaVu Sans"?"#
    ),
    (
      #"{"navigationBar": {"titleTextAttributes": {"fontFamily": "Helvetica Nue"}}}"#,
      #"scene.json: navigationBar.titleTextAttributes.fontFamily: font family "Helvetica Nue" is not installed"#
    ),
  ])
  func aMisspeltFamilyIsAnErrorAtItsPath(json: String, message: String) {
    let error = sceneError(json)
    #expect(error?.hasPrefix(message) == true, "\(error ?? "no error")")
  }

  @Test(arguments: ["Inter", "inter", "DejaVu Sans", "system-ui", "sans-serif", "monospace", "Helvetica"])
  func installedGenericAndAliasedFamiliesDecode(family: String) {
    // "Helvetica" is fontconfig's alias for Nimbus Sans (fonts-urw-base35), a deliberate stand-in.
    #expect(sceneError(#"{"fontFamily": "\#(family)"}"#) == nil)
  }
}
