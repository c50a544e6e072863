import Testing

@testable import BarKitText

@Suite struct FontSelectionTests {
  @Test(arguments: FontWeight.allCases)
  func defaultFamilyHasEveryWeight(weight: FontWeight) {
    let resolved = FontLibrary.shared.resolve(family: FontDescriptor.defaultFamily, weight: weight)
    #expect(resolved.face.family == "Inter")
    #expect(resolved.warnings.isEmpty, "\(resolved.warnings)")
  }

  @Test func weightsAreDistinctFaces() {
    let paths = Set(FontWeight.allCases.map { FontLibrary.shared.resolve(family: "Inter", weight: $0).face.path })
    #expect(paths.count == FontWeight.allCases.count)
  }

  @Test func missingFamilyFallsBackWithAWarningNamingTheSearch() {
    let line = TextLine("Hello", style: TextStyle(font: FontDescriptor(family: "No Such Family 42", size: 17)))
    #expect(line.face.family == FontDescriptor.defaultFamily)
    guard case .familyNotFound(let requested, let searched, let substitute)? = line.warnings.first else {
      Issue.record("expected a familyNotFound warning, got \(line.warnings)")
      return
    }
    #expect(requested == "No Such Family 42")
    #expect(searched.contains("No Such Family 42"))
    #expect(substitute.contains("Inter"))
    #expect(line.warnings.first!.description.contains("No Such Family 42"))
    #expect(line.renderMask(scale: .x1) != nil)
  }

  @Test func otherInstalledFamiliesResolve() {
    let resolved = FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .bold)
    #expect(resolved.face.family == "Nimbus Sans")
    #expect(resolved.face.style == "Bold")
    #expect(resolved.warnings.isEmpty)
  }

  @Test func missingWeightIsReported() {
    // Nimbus Sans ships Regular and Bold only (measurements and fonts-urw-base35).
    let resolved = FontLibrary.shared.resolve(family: "Nimbus Sans", weight: .medium)
    #expect(resolved.face.family == "Nimbus Sans")
    #expect(resolved.warnings.contains { if case .weightNotFound = $0 { true } else { false } })
  }

  @Test func weightParsing() {
    #expect(FontWeight(parsing: "Medium") == .medium)
    #expect(FontWeight(parsing: "600") == .semibold)
    #expect(FontWeight(parsing: "heavy") == nil)
  }
}
