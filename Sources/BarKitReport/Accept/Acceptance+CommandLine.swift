extension Acceptance {
  /// The `barkit accept` command that promotes one failure of a run, as the report pages show
  /// it: `source` is the run as a shell word (an artifacts folder, or `RESULT.json` for a
  /// summary the reader saved), `name` the failure as `--only` matches it.
  public static func commandLine(source: String, only name: String, deletesMissing: Bool = false) -> String {
    "barkit accept \(source) --only \(GoldenReport.shellWord(name, quoted: true))"
      + (deletesMissing ? " --delete-missing" : "")
  }
}
