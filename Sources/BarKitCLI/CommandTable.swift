/// Every `barkit` subcommand, in the order `barkit --help` lists them. Each lives in its own
/// file under Commands/.
extension BarkitCommandLine {
  public static let commands: [CommandSpec] = [
    .version,
    .convert,
    .validate,
    .blur,
    .backdrop,
    .bench,
    .text,
  ]
}
