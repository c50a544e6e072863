import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit report --merge …`: the HTML reports, JSON summaries or JUnit files of sharded runs as
/// one.
struct ReportMerge {
  let inputs: [URL]
  let title: String?

  func run(to destination: URL, _ output: CommandOutput) throws(CommandLineError) -> Int32 {
    let kinds = Set(inputs.map { $0.pathExtension.lowercased() })
    guard kinds == ["html"] || kinds == ["json"] || kinds == ["xml"] else {
      throw .usage("report: --merge takes .html reports, .json summaries or .xml JUnit files, not a mix")
    }
    do {
      if kinds == ["xml"] {
        var documents: [String] = []
        for url in inputs {
          let document = String(decoding: try read(url), as: UTF8.self)
          guard JUnitReport.merging([document]) != nil else {
            throw CommandLineError.badInput("report: \(url.path): not a JUnit file written by compare --junit")
          }
          documents.append(document)
        }
        let merged = JUnitReport.merging(documents) ?? ""
        try AtomicFile.write(Data(merged.utf8), to: destination)
        let tests = merged.components(separatedBy: "<testcase ").count - 1
        let failures = merged.components(separatedBy: "<failure ").count - 1
        output.standardOutput("\(tests) tests, \(failures) failed → \(UserText.shown(destination.path))")
        return 0
      }
      if kinds == ["json"] {
        let shards = try inputs.map { url throws(CommandLineError) in
          let data = try read(url)
          try JSONSyntax.check(data, file: url.path, command: "report")
          do {
            return try FolderComparisonResult(json: data, file: url.path)
          } catch {
            throw .badInput("report: \(error) (in a compare --json summary)")
          }
        }
        let merged = FolderComparisonResult.merging(shards)
        try AtomicFile.write(try FolderReport.json(for: merged), to: destination)
        output.standardOutput("\(merged.summary) → \(UserText.shown(destination.path))")
        return 0
      }
      let pages = try inputs.map { url throws(CommandLineError) in
        do {
          return try GoldenReport.page(html: String(decoding: try read(url), as: UTF8.self), name: url.path)
        } catch let error as CommandLineError {
          throw error
        } catch {
          throw .badInput("report: \(error)")
        }
      }
      let merged = GoldenReport.merging(pages: pages)
      let page = GoldenReport.html(
        for: merged.entries, summary: merged.summary, title: title ?? "BarKit golden failures")
      try AtomicFile.write(Data(page.utf8), to: destination)
      output.standardOutput(
        "\(merged.entries.count) failure\(merged.entries.count == 1 ? "" : "s") → \(UserText.shown(destination.path))")
      return 0
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .badInput("report: \(error)")
    }
  }

  private func read(_ url: URL) throws(CommandLineError) -> Data {
    do {
      return try InputFile.read(url, maxByteCount: 1 << 30)
    } catch {
      throw .badInput("report: \(error)")
    }
  }
}
