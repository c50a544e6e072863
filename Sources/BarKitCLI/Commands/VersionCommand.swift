extension CommandSpec {
  /// `barkit version`: the same as `barkit --version`.
  static let version = CommandSpec(name: "version", summary: "Print the version.") { _, output in
    output.standardOutput("barkit \(BarkitCommandLine.version)")
    return 0
  }
}
