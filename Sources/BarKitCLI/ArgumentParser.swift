import BarKit

/// Parses a command's arguments against its ``CommandSpec``: long options with a separate
/// (`--size 10x10`) or attached (`--size=10x10`) value, short aliases, deprecated former names
/// (read as the option, and recorded for the warning), flags, and positionals; `--` ends the options.
public enum ArgumentParser {
  public static func parse(_ arguments: [String], for spec: CommandSpec) throws(CommandLineError) -> ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var deprecated: [DeprecatedSpelling] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" || Double(word) != nil {
        positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      var name = word
      var attached: String?
      if let eq = word.firstIndex(of: "="), word.hasPrefix("--") {
        name = String(word[..<eq])
        attached = String(word[word.index(after: eq)...])
      }
      guard
        let option = spec.options.first(where: {
          $0.name == name || $0.short == name || $0.deprecatedNames.contains(name)
        })
      else {
        throw .usage(
          "\(spec.name): unknown option \(name) (see 'barkit \(spec.name) --help')"
            + Suggestion.hint(for: name, in: spec.options.map(\.name), quote: { $0 }))
      }
      let spelling = DeprecatedSpelling(given: name, current: option.name)
      if option.deprecatedNames.contains(name), !deprecated.contains(spelling) { deprecated.append(spelling) }
      if option.valueName == nil {
        guard attached == nil else { throw .usage("\(spec.name): \(option.name) takes no value") }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let attached {
        value = attached
      } else {
        guard index < arguments.count else {
          throw .usage("\(spec.name): \(option.name) needs a value (\(option.valueName!))")
        }
        value = arguments[index]
        index += 1
      }
      if values[option.name] != nil, !option.isRepeatable {
        throw .usage("\(spec.name): \(option.name) given more than once")
      }
      values[option.name, default: []].append(value)
    }
    if let alone = spec.options.first(where: { $0.standsForPositionals && flags.contains($0.name) }) {
      guard positionals.isEmpty else {
        throw .usage(
          "\(spec.name): \(alone.name) takes no \(spec.positionals.joined(separator: " ")): unexpected argument "
            + "\"\(positionals[0])\"")
      }
    } else if positionals.count < spec.requiredPositionals {
      let missing = spec.positionals[positionals.count]
      throw .usage("\(spec.name): missing \(missing) (usage: \(spec.usage))")
    }
    guard positionals.count <= spec.positionals.count else {
      throw .usage(
        "\(spec.name): unexpected argument \"\(positionals[spec.positionals.count])\" (usage: \(spec.usage))")
    }
    return ParsedArguments(
      spec: spec, positionals: positionals, values: values, flags: flags, deprecatedSpellings: deprecated)
  }
}
