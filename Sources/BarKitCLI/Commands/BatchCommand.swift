import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandSpec {
  /// `barkit batch MANIFEST.json -o DIR`: renders a localized, multi-device set of mockups.
  static let batch = CommandSpec(
    name: "batch", summary: "Render every entry of a batch manifest over devices, locales and styles.",
    positionals: ["MANIFEST.json"],
    options: [
      .value("--output", short: "-o", "DIR", "The folder to write into (created if needed)."),
      .value("--jobs", "N", "Render N outputs at a time (default: one per core)."),
      .flag(
        "--resume",
        "Skip outputs made from the same scene, files, options and BarKit version (a recipe each output carries)."),
      .value(
        "--shard", "I/N",
        "Render only slice I of N (1-based): outputs sorted by name, every N-th. auto (or auto/N): the slice the CI system's variables name."
      ),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
      .value("--scale", "N", "Render every output at this scale (1, 2 or 3) instead of the device's."),
      .value("--backdrop", "MODE", "Translucent bar blur: exact (default) or uikit."),
      .value(
        "--compression-level", "LEVEL", "PNG compression: fast, default, smallest or 0-9 (Docs/PNG.md)."),
      .flag("--dry-run", "Render but do not encode or write PNGs (for timing and checking)."),
      .flag(
        "--strict",
        "Exit 3 when an output gave a warning (a screenshot upscaled or cut, Docs/Mockups.md; an emoji without a colour font)."
      ),
    ],
    discussion: """
      The manifest format is described in Docs/Batch.md. An output that fails is reported with
      its entry and JSON path and the others still render; warnings go to standard error. Exit
      codes: 0 all rendered or skipped, 1 some output failed, 2 usage, 3 invalid manifest, or
      (with --strict and no failure) a warning.
      """
  ) { arguments, output in
    let options = try BatchOptions(arguments)
    let plan = try options.plan(output: output)
    // Every shard checks the whole manifest: one shard's output may be another shard's input.
    let everyJob = (try? plan.manifest.jobs()) ?? plan.jobs
    if let clash = options.runner.outputThatIsAnInput(of: everyJob, manifest: plan.manifest.url) {
      throw CommandLineError.badInput("batch: \(clash)")
    }
    let progress = BatchProgress(total: plan.jobs.count, output: output, terminal: isatty(STDOUT_FILENO) != 0)
    do {
      try options.runner.run(plan.jobs, of: plan.manifest) { job, outcome in progress.finished(job.output, outcome) }
    } catch {
      throw CommandLineError.badInput("batch: \(error)")
    }
    progress.summarize()
    guard progress.failures == 0 else { return 1 }
    try EmojiWarning.check(arguments, command: "batch")
    return arguments.flag("--strict") && progress.warnings > 0 ? 3 : 0
  }
}

/// The options of one `barkit batch` run, checked before anything renders.
struct BatchOptions {
  let manifestURL: URL
  let shard: Shard?
  let runner: BatchRunner

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    manifestURL = URL(fileURLWithPath: arguments.positionals[0])
    let folder = URL(fileURLWithPath: try arguments.required("--output"))
    try OutputCheck.check(
      [.folder("-o", folder.path)], inputs: [("the manifest", arguments.positionals[0])], command: "batch")
    let devices = try DeviceFiles.load(arguments)
    let workers = try arguments.int("--jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
    shard = try arguments.shard()
    var png = PNGEncodingOptions.default
    png.compressionLevel = try arguments.compressionLevel("--compression-level") ?? png.compressionLevel
    runner = BatchRunner(
      folder: folder, workers: workers, resume: arguments.flag("--resume"), scale: try arguments.scale(),
      dryRun: arguments.flag("--dry-run"), png: png, devices: devices,
      devicesFile: arguments.string("--devices").map { URL(fileURLWithPath: $0) },
      renderer: SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments)),
      producer: "barkit \(BarKitVersion.current)")
  }

  /// The manifest and the outputs this run makes (this shard's, if sharded), checked whole
  /// before anything renders: an invalid manifest is refused with every error `barkit validate`
  /// gives, and the manifest's warnings are printed on `output`.
  func plan(output: CommandOutput) throws(CommandLineError) -> (manifest: BatchManifest, jobs: [BatchJob]) {
    try InputPath.check(manifestURL.path, command: "batch")
    let check = ManifestCheck(contentsOf: manifestURL, devices: runner.devices, renderWarnings: false)
    if let last = check.errors.last {
      for error in check.errors.dropLast() { output.standardError("barkit batch: \(error)") }
      throw .badInput("batch: \(last)")
    }
    guard let manifest = check.manifest else { throw .badInput("batch: \(manifestURL.relativePath): does not decode") }
    for warning in check.warnings { output.standardError("barkit batch: warning: \(warning)") }
    return (manifest, shard?.select(check.jobs) ?? check.jobs)
  }
}
