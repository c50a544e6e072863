import BarKitFiles
import Testing

/// `--shard auto`: each CI system's variables, with its own first index, name one shard; an
/// environment that names none, half of one, or two different ones is refused.
@Suite struct ShardEnvironmentTests {
  func shard(_ environment: [String: String], total: Int? = nil) -> String {
    do {
      return try Shard(environment: environment, total: total).description
    } catch {
      return "error: \(error)"
    }
  }

  @Test func eachSystemCountsFromItsOwnFirstIndex() {
    // The first shard of four, as each system numbers it.
    #expect(shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"]) == "1/4")
    #expect(shard(["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "4"]) == "1/4")
    #expect(shard(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "4"]) == "1/4")
    #expect(shard(["SEMAPHORE_JOB_INDEX": "1", "SEMAPHORE_JOB_COUNT": "4"]) == "1/4")
    #expect(shard(["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "4"]) == "1/4")
    #expect(shard(["JOB_COMPLETION_INDEX": "0"], total: 4) == "1/4")
    // And the last.
    #expect(shard(["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "4"]) == "4/4")
    #expect(shard(["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "4"]) == "4/4")
    #expect(shard(["JOB_COMPLETION_INDEX": "3"], total: 4) == "4/4")
  }

  @Test func aGitLabJobWithoutParallelIsTheWholeRun() {
    #expect(shard(["CI_NODE_TOTAL": "1"]) == "1/1")
    #expect(shard(["CI_NODE_TOTAL": "1", "CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"]) == "2/2")
  }

  @Test func partialOrOutOfRangeVariablesAreRefused() {
    #expect(
      shard(["CI_NODE_TOTAL": "3"])
        == "error: GitLab CI: CI_NODE_INDEX=(unset), CI_NODE_TOTAL=\"3\": expected CI_NODE_INDEX too")
    #expect(
      shard(["CIRCLE_NODE_INDEX": "2"])
        == "error: CircleCI: CIRCLE_NODE_INDEX=\"2\", CIRCLE_NODE_TOTAL=(unset): expected CIRCLE_NODE_TOTAL too"
    )
    #expect(
      shard(["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"])
        == "error: CircleCI: CIRCLE_NODE_INDEX=\"4\", CIRCLE_NODE_TOTAL=\"4\": expected CIRCLE_NODE_INDEX a whole number in 0...3"
    )
    #expect(
      shard(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"])
        == "error: GitLab CI: CI_NODE_INDEX=\"0\", CI_NODE_TOTAL=\"4\": expected CI_NODE_INDEX a whole number in 1...4")
    #expect(
      shard(["SEMAPHORE_JOB_INDEX": "1", "SEMAPHORE_JOB_COUNT": "four"])
        == "error: Semaphore: SEMAPHORE_JOB_INDEX=\"1\", SEMAPHORE_JOB_COUNT=\"four\": expected a whole number of shards in 1...10000"
    )
    #expect(
      shard(["JOB_COMPLETION_INDEX": "0"])
        == "error: Kubernetes: JOB_COMPLETION_INDEX=\"0\": no total is set: give it as --shard auto/N")
  }

  /// Numbers at the edges of `Int` are refused, never overflowed.
  @Test func extremeNumbersAreRefused() {
    #expect(
      shard(["CIRCLE_NODE_INDEX": "9223372036854775807", "CIRCLE_NODE_TOTAL": "4"]).hasSuffix(
        "expected CIRCLE_NODE_INDEX a whole number in 0...3"))
    #expect(
      shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "-9223372036854775808"]).hasSuffix(
        "expected a whole number of shards in 1...10000"))
    #expect(
      shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "0"]).hasSuffix("expected a whole number of shards in 1...10000"))
  }

  @Test func aGivenTotalMustAgree() {
    #expect(
      shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"], total: 3)
        == "error: GitLab CI: CI_NODE_INDEX=\"1\", CI_NODE_TOTAL=\"4\": but --shard auto/3 says 3 shards")
    #expect(shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"], total: 4) == "1/4")
    #expect(
      shard(["CI_NODE_TOTAL": "1"], total: 4)
        == "error: GitLab CI: a job without parallel: (a total of 1), but --shard auto/4 says 4 shards")
    // A system that sets its total takes none from auto/N.
    #expect(
      shard(["CIRCLE_NODE_INDEX": "2"], total: 4)
        == "error: CircleCI: CIRCLE_NODE_INDEX=\"2\", CIRCLE_NODE_TOTAL=(unset): expected CIRCLE_NODE_TOTAL too")
  }

  @Test func twoSystemsMustNameTheSameShard() {
    let both = [
      "CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4", "BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4",
    ]
    #expect(shard(both) == "2/4")
    var disagreeing = both
    disagreeing["BUILDKITE_PARALLEL_JOB"] = "2"
    #expect(shard(disagreeing) == "error: GitLab CI says shard 2/4 and Buildkite says 3/4: give --shard I/N")
  }

  @Test func anEnvironmentWithoutShardVariablesIsRefused() {
    #expect(
      shard(["CI": "true", "CI_NODE_INDEX": ""]).hasPrefix(
        "error: no CI shard variables are set (looked for CI_NODE_INDEX/CI_NODE_TOTAL"))
  }
}
