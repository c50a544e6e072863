/// Every `barkit` subcommand, in the order `barkit --help` lists them. Each lives in its own
/// file under Commands/.
extension BarkitCommandLine {
  public static let commands: [CommandSpec] = [
    .demo,
    .render,
    .sheet,
    .validate,
    .batch,
    .frames,
    .compare,
    .report,
    .accept,
    .goldens,
    .path,
    .text,
    .blur,
    .backdrop,
    .convert,
    .version,
  ]
}
