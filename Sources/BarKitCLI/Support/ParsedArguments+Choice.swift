import BarKit

extension ParsedArguments {
  /// An option naming one case of a string-backed enumeration (`--line-cap round`), with a
  /// usage error listing the cases.
  package func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws(CommandLineError) -> T?
  where T.RawValue == String {
    try choice(name, among: T.allCases.map { ($0.rawValue, $0) })
  }

  /// An option naming one of `cases` by its name.
  package func choice<T>(_ name: String, among cases: [(name: String, value: T)]) throws(CommandLineError) -> T? {
    guard let text = string(name) else { return nil }
    guard let found = cases.first(where: { $0.name == text }) else {
      let names = cases.map(\.name)
      throw .usage(
        "\(command): \(name) \"\(text)\": expected one of: \(names.joined(separator: ", "))"
          + Suggestion.hint(for: text, in: names))
    }
    return found.value
  }
}
