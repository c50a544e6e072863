#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--shard auto`: the shard a CI job was given, read from its CI system's own variables, each
/// with its own index base (cited where each system documents them):
///
/// | system | index | total | first index |
/// |---|---|---|---|
/// | GitLab CI (`parallel:`) | `CI_NODE_INDEX` | `CI_NODE_TOTAL` (1 in a job without `parallel:`) | 1 |
/// | Buildkite (`parallelism:`) | `BUILDKITE_PARALLEL_JOB` | `BUILDKITE_PARALLEL_JOB_COUNT` | 0 |
/// | CircleCI (`parallelism:`) | `CIRCLE_NODE_INDEX` | `CIRCLE_NODE_TOTAL` | 0 |
/// | Semaphore (`parallelism:`) | `SEMAPHORE_JOB_INDEX` | `SEMAPHORE_JOB_COUNT` | 1 |
/// | Bazel (`shard_count`) | `TEST_SHARD_INDEX` | `TEST_TOTAL_SHARDS` | 0 |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX` | none: given as `auto/N` (the Job's `completions`) | 0 |
///
/// GitHub Actions gives a matrix job no shard variables: pass `--shard ${{ matrix.shard }}/N`.
///
/// Sources: docs.gitlab.com/ci/variables/predefined_variables, buildkite.com/docs/pipelines/
/// configure/environment-variables, circleci.com/docs/reference/variables,
/// docs.semaphoreci.com/reference/env-vars, bazel.build/reference/test-encyclopedia ("Test
/// sharding"), kubernetes.io/docs/tasks/job/indexed-parallel-processing-static.
extension Shard {
  /// One CI system's shard variables.
  public struct Variables: Sendable, Hashable {
    /// The system, as messages name it.
    public let system: String
    public let index: String
    /// `nil` where the system sets none (the total is then given: `auto/N`).
    public let total: String?
    /// What the index of the first shard is: 0 or 1.
    public let firstIndex: Int
  }

  /// The most shards `--shard auto` takes from the environment: no CI runs more jobs of one step,
  /// and a compare shard records at most as many (`ComparisonShard.maximumCount`).
  public static let maximumAutomaticCount = 10_000

  /// The systems `--shard auto` reads, in the order messages list them.
  public static let environmentVariables: [Variables] = [
    Variables(system: "GitLab CI", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", firstIndex: 1),
    Variables(
      system: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
    Variables(system: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", firstIndex: 0),
    Variables(system: "Semaphore", index: "SEMAPHORE_JOB_INDEX", total: "SEMAPHORE_JOB_COUNT", firstIndex: 1),
    Variables(system: "Bazel", index: "TEST_SHARD_INDEX", total: "TEST_TOTAL_SHARDS", firstIndex: 0),
    Variables(system: "Kubernetes", index: "JOB_COMPLETION_INDEX", total: nil, firstIndex: 0),
  ]

  /// Why `--shard auto` found no one shard.
  public struct EnvironmentError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
  }

  /// The shard the environment names. `total` is the `N` of `auto/N`: required where the system
  /// gives no total (Kubernetes), and checked against the one it gives elsewhere.
  ///
  /// - Throws: ``EnvironmentError`` when no system's variables are set, when one is set without
  ///   the other or holds no whole number in range, when the given total disagrees, or when two
  ///   systems name different shards.
  public init(environment: [String: String], total given: Int? = nil) throws(EnvironmentError) {
    var found: [(system: String, shard: Shard)] = []
    // GitLab sets CI_NODE_TOTAL=1 in every job without `parallel:`: the whole run, unless
    // another system names a shard.
    var wholeRun: String?
    for variables in Self.environmentVariables {
      let index = environment[variables.index].flatMap { $0.isEmpty ? nil : $0 }
      let total = variables.total.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
      guard index != nil || total != nil else { continue }
      let described = [(variables.index, index), (variables.total ?? "", total)].filter { !$0.0.isEmpty }.map {
        "\($0.0)=" + ($0.1.map { "\"\($0)\"" } ?? "(unset)")
      }.joined(separator: ", ")
      func refusal(_ text: String) -> EnvironmentError {
        EnvironmentError(description: "\(variables.system): \(described): \(text)")
      }
      guard let index else {
        if total == "1" {
          wholeRun = wholeRun ?? variables.system
          continue
        }
        throw refusal("expected \(variables.index) too")
      }
      let count: Int
      if let total {
        guard let parsed = Int(total), (1...Self.maximumAutomaticCount).contains(parsed) else {
          throw refusal("expected a whole number of shards in 1...\(Self.maximumAutomaticCount)")
        }
        count = parsed
      } else if variables.total == nil, let given {
        count = given
      } else if let totalName = variables.total {
        throw refusal("expected \(totalName) too")
      } else {
        throw refusal("no total is set: give it as --shard auto/N")
      }
      if let given, given != count { throw refusal("but --shard auto/\(given) says \(given) shards") }
      let last = variables.firstIndex + count - 1
      guard let position = Int(index), (variables.firstIndex...last).contains(position),
        let shard = Shard(index: position - variables.firstIndex + 1, count: count)
      else {
        throw refusal("expected \(variables.index) a whole number in \(variables.firstIndex)...\(last)")
      }
      found.append((variables.system, shard))
    }
    if found.isEmpty, let wholeRun {
      if let given, given != 1 {
        throw EnvironmentError(
          description:
            "\(wholeRun): a job without parallel: (a total of 1), but --shard auto/\(given) says \(given) shards")
      }
      found.append((wholeRun, Shard(index: 1, count: 1)!))
    }
    guard let first = found.first else {
      let names = Self.environmentVariables.map { [$0.index, $0.total].compactMap { $0 }.joined(separator: "/") }
      throw EnvironmentError(
        description: "no CI shard variables are set (looked for \(names.joined(separator: ", "))): give --shard I/N")
    }
    if let other = found.first(where: { $0.shard != first.shard }) {
      throw EnvironmentError(
        description:
          "\(first.system) says shard \(first.shard) and \(other.system) says \(other.shard): give --shard I/N")
    }
    self = first.shard
  }
}

extension Shard {
  /// The variable naming the file a Bazel test touches to say it shards itself; without it,
  /// Bazel fails a sharded test that did not (Bazel's test encyclopedia, "Test sharding").
  public static let bazelShardStatusVariable = "TEST_SHARD_STATUS_FILE"

  /// Under a sharded Bazel test, creates the file `TEST_SHARD_STATUS_FILE` names (left as it is
  /// when it exists); does nothing elsewhere.
  public static func acknowledgeBazelSharding(environment: [String: String]) throws(EnvironmentError) {
    guard let path = environment[bazelShardStatusVariable], !path.isEmpty else { return }
    let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw EnvironmentError(
        description: "cannot create \(bazelShardStatusVariable) \(path): \(String(cString: strerror(errno)))")
    }
    close(fd)
  }
}
