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

/// `barkit render --watch`: polls the modification times of the scene, the `--devices` file
/// and every image the scene refers to, and renders again when one changes. Each render prints
/// one line (the output, or the error); an error never ends the watch.
struct RenderWatch {
  let arguments: ParsedArguments
  let options: RenderOptions
  let output: CommandOutput
  /// How often the files are looked at, in seconds.
  var interval = 0.25

  /// Watches until the process is stopped, or after `BARKIT_WATCH_RENDERS` renders when that is
  /// set (for tests).
  func run() {
    let limit = ProcessInfo.processInfo.environment["BARKIT_WATCH_RENDERS"].flatMap { Int($0) }
    var last: [Date?] = []
    var renders = 0
    var files = watchedFiles(scene: nil)
    while limit.map({ renders < $0 }) ?? true {
      let stamps = files.map(Self.modificationDate)
      if stamps != last {
        last = stamps
        renders += 1
        let start = ContinuousClock.now
        let emoji = EmojiWarning.mark
        do {
          let line = try RenderOnce.run(arguments, options, output: output)
          // A watch never ends its run: each render names the emoji it met first.
          if let warning = EmojiWarning.since(emoji) { output.standardError("barkit render: warning: \(warning)") }
          let ms = (ContinuousClock.now - start).components
          output.standardOutput(line + " in \(ms.seconds * 1000 + ms.attoseconds / 1_000_000_000_000_000) ms")
        } catch {
          output.standardError("barkit \(error)")
        }
        // The scene may now name other images: watch what it names now.
        let named = watchedFiles(scene: try? SceneFiles.load(arguments, command: "render"))
        if named != files {
          files = named
          last = files.map(Self.modificationDate)
        }
      }
      usleep(UInt32(interval * 1_000_000))
    }
  }

  private func watchedFiles(scene: Scene?) -> [String] {
    [arguments.positionals[0]] + (arguments.string("--devices").map { [$0] } ?? [])
      + (scene?.fileReferences.map(\.file) ?? [])
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }
}
