import BarKit
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every CI job of Docs/Testing.md marked `<!-- docs-test: run by DocsCIJobTests -->` runs as
/// written: its steps are read from the document (``CIJobExtractor``), run by bash in a scratch
/// checkout with the CI's environment simulated and the built `barkit` on `PATH`, and the outputs
/// the docs promise are checked. The checkout's goldens and the screenshots its
/// `./make-screenshots.sh` makes differ by one changed, one added and one missing image, so the
/// compare step fails, as it should; then the doc's follow-up `barkit accept …` runs in a fresh
/// checkout with the job's uploads unpacked.
struct DocsCIJobTests {
  static let document = "Docs/Testing.md"
  /// The images of the checkout: the goldens, and what the screenshot maker makes of them.
  static let unchanged = "home.png"
  static let changed = "settings/dark.png"
  static let added = "new.png"
  static let missing = "gone.png"

  /// One run of a job's steps.
  struct Run {
    let workspace: URL
    /// What the steps printed, standard output then standard error of each step (GitHub's runner
    /// reads workflow commands such as annotations from both).
    var output: String
    /// GitHub's `$GITHUB_STEP_SUMMARY` file.
    let stepSummary: URL
  }

  @Test func theMarkedJobsAreTheGitHubAndGitLabScreenshotJobs() throws {
    let jobs = try CIJobExtractor.markedJobs(in: SharedFixtures.repositoryRoot.appendingPathComponent(Self.document))
    #expect(jobs.map(\.platform) == [.githubActions, .gitlabCI], "\(jobs)")
    #expect(jobs.allSatisfy { $0.name == "screenshots" }, "\(jobs)")
    for job in jobs {
      // Each job checks its screenshots with barkit, so it has both steps the test provides for.
      #expect(job.steps.contains { $0.command.contains("./make-screenshots.sh") }, "\(job)")
      #expect(job.steps.contains { $0.command.contains("barkit compare ") }, "\(job)")
      #expect(!job.substituted.isEmpty, "\(job): no install step, so nothing says where barkit comes from")
    }
  }

  /// Each platform's jobs (the test above checks which there are), a test case each, so one
  /// job's failure does not hide the other's.
  @Test(
    .enabled(if: BarkitExecutable.path != nil, "the barkit executable is not built beside the tests"),
    arguments: [CIJob.Platform.githubActions, .gitlabCI])
  func theJobsRunAsWrittenAndTheirReviewIsAccepted(platform: CIJob.Platform) throws {
    let file = SharedFixtures.repositoryRoot.appendingPathComponent(Self.document)
    let jobs = try CIJobExtractor.markedJobs(in: file).filter { $0.platform == platform }
    let accept = try #require(try CIJobExtractor.followUp(in: file, startingWith: "barkit accept "))
    #expect(!jobs.isEmpty, "no job for \(platform) is marked \(CIJobExtractor.marker)")
    for job in jobs {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ci-job-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let run = try Self.run(job, in: scratch)
      try Self.checkOutputs(of: job, run)
      // The follow-up runs on a developer's machine: a checkout with the artifact unpacked.
      let review = try Self.reviewCheckout(of: job, run)
      let accepted = try Self.bash(
        accept, in: review, environment: ["PATH": Self.environment(job, run)["PATH"] ?? "", "HOME": scratch.path])
      #expect(accepted.status == 0, "\(job): `\(accept)` exited \(accepted.status): \(accepted.err)")
      try Self.checkAccepted(review, job)
    }
  }

  /// The extractor refuses what it does not understand, so a changed job cannot lose a step.
  @Test(arguments: [
    "screenshots:\n  steps:\n    - run: echo a\n      shell: sh",
    "screenshots:\n  script:\n    - \"echo a\"",
    "screenshots:\n  script:\n    - echo a # a comment",
    "screenshots:\n  steps:\n    - run: >\n        echo a",
    "screenshots:\n  steps:\n    - uses: actions/cache@v4",
    "screenshots:\n  steps:\n    - run: echo ${{ github.sha }}",
    "screenshots:\n  steps:\n    - run: echo a\n      env: { A: b }",
    "screenshots:\n  before_script:\n    - echo a\n  script:\n    - echo b",
    "screenshots:\n  script:\n\t- echo a",
  ])
  func theExtractorRefusesWhatItDoesNotUnderstand(yaml: String) {
    let lines = yaml.components(separatedBy: "\n").enumerated().map { (line: $0.offset + 1, text: $0.element) }
    #expect(throws: CIJobExtractor.Refusal.self) { try CIJobExtractor.job(lines) }
  }

  /// A `run: |` block, a single-line run and a GitLab item with a continuation line.
  @Test func theExtractorReadsBlocksSingleLinesAndContinuations() throws {
    let github = try CIJobExtractor.job(
      Self.numbered(
        "a:\n  steps:\n    - run: one\n    - name: x\n      run: |\n        two \\\n          three\n\n        four"))
    #expect(github.steps.map(\.command) == ["one", "two \\\n  three\n\nfour"])
    let gitlab = try CIJobExtractor.job(Self.numbered("a:\n  script:\n    - one two\n      three\n    - four"))
    #expect(gitlab.steps.map(\.command) == ["one two three", "four"])
  }

  static func numbered(_ text: String) -> [(line: Int, text: String)] {
    text.components(separatedBy: "\n").enumerated().map { (line: $0.offset + 1, text: $0.element) }
  }

  // MARK: Running

  /// Makes the checkout and runs the job's steps there, as its CI would: in order, each in
  /// `bash -e -o pipefail`, stopping at the first that fails. Only the compare step may fail,
  /// with 1 (the images differ).
  static func run(_ job: CIJob, in scratch: URL) throws -> Run {
    let workspace = scratch.appendingPathComponent("checkout")
    let runnerTemp = scratch.appendingPathComponent("runner-temp")
    let bin = scratch.appendingPathComponent("bin")
    for folder in [workspace, runnerTemp, bin] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // The one substitution for the install steps: the built executable, on PATH.
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("barkit"),
      withDestinationURL: URL(fileURLWithPath: try #require(BarkitExecutable.path)))
    try makeCheckout(workspace)
    // GitHub creates the summary file before the steps run.
    let stepSummary = runnerTemp.appendingPathComponent("step_summary")
    try Data().write(to: stepSummary)
    var run = Run(workspace: workspace, output: "", stepSummary: stepSummary)
    for step in job.steps {
      let result = try bash(step.command, in: workspace, environment: environment(job, run))
      run.output += result.out + result.err
      let expected: Int32 = step.command.contains("barkit compare ") ? 1 : 0
      #expect(
        result.status == expected,
        "\(job) step at line \(step.line) exited \(result.status), not \(expected): \(result.err)")
      if result.status != 0 { break }
    }
    return run
  }

  /// The environment the CI gives a step, simulated: the variables the docs' steps and barkit
  /// read, and a PATH of the system's tools and the built barkit.
  static func environment(_ job: CIJob, _ run: Run) -> [String: String] {
    let scratch = run.workspace.deletingLastPathComponent()
    var environment = [
      "PATH": scratch.appendingPathComponent("bin").path + ":/usr/bin:/bin", "CI": "true",
      "HOME": scratch.path,
    ]
    switch job.platform {
    case .githubActions:
      environment["GITHUB_ACTIONS"] = "true"
      environment["GITHUB_WORKSPACE"] = run.workspace.path
      environment["GITHUB_STEP_SUMMARY"] = run.stepSummary.path
      environment["RUNNER_TEMP"] = scratch.appendingPathComponent("runner-temp").path
    case .gitlabCI:
      environment["GITLAB_CI"] = "true"
      environment["CI_PROJECT_DIR"] = run.workspace.path
    }
    return environment
  }

  /// Runs `command` as a step: `bash -e -o pipefail -c`, in `folder`; returns its exit status,
  /// standard output and standard error (a file, so neither stream can fill and stall the step).
  static func bash(_ command: String, in folder: URL, environment: [String: String]) throws -> (
    status: Int32, out: String, err: String
  ) {
    let errors = folder.deletingLastPathComponent().appendingPathComponent("step-stderr")
    try Data().write(to: errors)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-e", "-o", "pipefail", "-c", command]
    process.currentDirectoryURL = folder
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, printed, try String(contentsOf: errors, encoding: .utf8))
  }

  /// The checkout: `goldens/` and the project's screenshot maker, which writes the same images
  /// into its folder argument but one changed, one added and one missing.
  static func makeCheckout(_ workspace: URL) throws {
    let white = RGBA8.white.premultiplied
    let dark = try #require(Pixmap(width: 24, height: 16, filledWith: RGBA8.black.premultiplied))
    var darker = dark
    for y in 4..<8 { for x in 6..<12 { darker[x, y] = white } }
    let goldens: [String: Pixmap] = [
      unchanged: try #require(Pixmap(width: 24, height: 16, filledWith: white)), changed: dark,
      missing: try #require(Pixmap(width: 8, height: 8, filledWith: RGBA8(r: 0, g: 0, b: 255).premultiplied)),
    ]
    var screens = goldens
    screens[changed] = darker
    let red = try #require(Pixmap(width: 8, height: 8, filledWith: RGBA8(r: 255, g: 0, b: 0).premultiplied))
    screens[added] = red
    screens[missing] = nil
    for (folder, images) in [("goldens", goldens), ("app-screens", screens)] {
      for (name, pixmap) in images {
        let url = workspace.appendingPathComponent(folder).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try pixmap.writePNG(to: url)
      }
    }
    let maker = workspace.appendingPathComponent("make-screenshots.sh")
    try """
    #!/usr/bin/env bash
    # The project's screenshot maker: here it copies the screens the app would draw.
    set -eu
    mkdir -p "$1"
    cp -R "$(dirname "$0")/app-screens/." "$1"

    """.write(to: maker, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: maker.path)
  }

  // MARK: Checking

  /// What the docs promise of the job: the uploads exist, the page lists the failures, the diff
  /// images are there, result.json names the changed file, the summary has the counts and a row
  /// per failure; GitHub's annotations point at files of the checkout, GitLab's JUnit has one
  /// failing testcase per failure.
  static func checkOutputs(of job: CIJob, _ run: Run) throws {
    let workspace = run.workspace
    let failures = [changed, added, missing]
    for upload in job.uploads {
      #expect(
        FileManager.default.fileExists(atPath: workspace.appendingPathComponent(upload).path),
        "\(job) uploads \(upload), which no step wrote")
    }
    #expect(Set(["report.html", "diffs/", "result.json"]).isSubset(of: job.uploads), "\(job): \(job.uploads)")

    let page = try String(contentsOf: workspace.appendingPathComponent("report.html"), encoding: .utf8)
    for name in failures { #expect(page.contains(name), "\(job): report.html does not list \(name)") }
    #expect(!page.contains(unchanged), "\(job): report.html lists \(unchanged), which matches")

    let diffs = try FileManager.default.subpathsOfDirectory(atPath: workspace.appendingPathComponent("diffs").path)
    #expect(diffs.contains(changed), "\(job): diffs/ holds \(diffs), no diff of \(changed)")

    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.appendingPathComponent("result.json")))
        as? [String: Any], "\(job): result.json is not a JSON object")
    let files = try #require(result["files"] as? [[String: Any]], "\(job): result.json has no files array")
    let statuses = Dictionary(
      files.compactMap { file in (file["path"] as? String).map { ($0, file["status"] as? String ?? "") } },
      uniquingKeysWith: { first, _ in first })
    #expect(statuses[changed] == "changed", "\(job): result.json: \(statuses)")
    #expect(statuses[added] == "added" && statuses[missing] == "missing", "\(job): result.json: \(statuses)")

    let summaryFile = job.platform == .githubActions ? run.stepSummary : workspace.appendingPathComponent("summary.md")
    try checkSummary(summaryFile, of: job, failures: failures)

    switch job.platform {
    case .githubActions:
      let annotations = run.output.components(separatedBy: "\n").filter { $0.hasPrefix("::error file=") }
      #expect(annotations.count == failures.count, "\(job): annotations \(annotations)")
      for annotation in annotations {
        let file = String(annotation.dropFirst("::error file=".count).prefix { $0 != "," && $0 != ":" })
        // GitHub places an annotation by its path in the repository: relative, and a file
        // there, not an artifact the job made.
        #expect(!file.hasPrefix("/") && !file.hasPrefix("diffs/"), "\(job): \(annotation)")
        #expect(
          FileManager.default.fileExists(atPath: workspace.appendingPathComponent(file).path),
          "\(job): the annotation names \(file), not a file of the checkout")
      }
      for name in failures {
        #expect(annotations.contains { $0.contains("/\(name),") }, "\(job): no annotation for \(name)")
      }
    case .gitlabCI:
      #expect(job.uploads.contains("junit.xml") && job.uploads.contains("summary.md"), "\(job): \(job.uploads)")
      let failing = try failingTestcases(workspace.appendingPathComponent("junit.xml"))
      #expect(failing.count == failures.count, "\(job): failing testcases \(failing)")
      for name in failures {
        #expect(failing.contains { $0.contains(name) }, "\(job): junit.xml has no failing testcase for \(name)")
      }
    }
  }

  /// The Markdown summary: the verdict with the counts, and a table row per failure naming it
  /// and its status (names are Markdown-escaped, so compared without the backslashes).
  static func checkSummary(_ file: URL, of job: CIJob, failures: [String]) throws {
    let summary = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\\", with: "")
    #expect(summary.contains("❌"), "\(job): the summary does not say the run failed: \(summary)")
    for count in ["1 changed", "1 added", "1 missing"] {
      #expect(summary.contains(count), "\(job): the summary does not count \(count): \(summary)")
    }
    let rows = summary.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Image ") }
    #expect(rows.count == failures.count, "\(job): table rows \(rows)")
    for (name, status) in zip(failures, ["changed", "added", "missing"]) {
      #expect(rows.contains { $0.contains("| \(name) | \(status) |") }, "\(job): no row for \(name): \(rows)")
    }
  }

  /// The names of the JUnit file's testcases that hold a `<failure>`.
  static func failingTestcases(_ file: URL) throws -> [String] {
    let parser = try #require(XMLParser(contentsOf: file))
    let collector = TestcaseCollector()
    parser.delegate = collector
    #expect(parser.parse(), "\(file.path) is not well-formed XML: \(String(describing: parser.parserError))")
    return collector.failing
  }

  /// A developer's checkout after review: the repository as it was, with the job's artifact
  /// unpacked at its root (the uploaded paths, as upload-artifact and GitLab keep them).
  static func reviewCheckout(of job: CIJob, _ run: Run) throws -> URL {
    let review = run.workspace.deletingLastPathComponent().appendingPathComponent("review")
    try makeCheckout(review)
    for upload in job.uploads {
      let path = upload.hasSuffix("/") ? String(upload.dropLast()) : upload
      let source = run.workspace.appendingPathComponent(path)
      // An upload no step wrote is reported by checkOutputs.
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      try FileManager.default.copyItem(at: source, to: review.appendingPathComponent(path))
    }
    return review
  }

  /// After `accept`: the changed and added screenshots are the goldens, the missing golden is
  /// kept (no `--delete-missing`), the unchanged one untouched.
  static func checkAccepted(_ workspace: URL, _ job: CIJob) throws {
    func data(_ folder: String, _ name: String) -> Data? {
      try? Data(contentsOf: workspace.appendingPathComponent(folder).appendingPathComponent(name))
    }
    for name in [changed, added] {
      #expect(
        data("goldens", name) != nil && data("goldens", name) == data("screenshots", name),
        "\(job): after accept, goldens/\(name) is not the screenshot")
    }
    #expect(data("goldens", missing) != nil, "\(job): accept deleted goldens/\(missing) without --delete-missing")
    #expect(data("goldens", unchanged) == data("screenshots", unchanged))
  }
}

/// Collects the testcases of a JUnit file and which of them hold a failure.
private final class TestcaseCollector: NSObject, XMLParserDelegate {
  var failing: [String] = []
  private var current: String?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if element == "testcase" { current = attributes["name"] ?? "" }
    if element == "failure", let name = current { failing.append(name) }
  }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    if element == "testcase" { current = nil }
  }
}
