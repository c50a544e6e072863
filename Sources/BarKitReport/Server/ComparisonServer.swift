import BarKitCompare
import BarKitFiles
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `barkit compare --server`: one process for a whole suite. Each request, one line of JSON,
/// names two PNG files or two folders and, if it likes, options; each answer is one line of
/// JSON, in the order of the requests, so a test runner of any language pays one process start
/// in all, not one per image (Docs/Testing.md, "One process for a whole suite").
///
/// A request: `{"id": 7, "expected": "goldens/home.png", "actual": "out/home.png", "options":
/// {"maxDiffPixels": 20}}`. `id` (a string or a whole number) is given back as it came; `options`
/// takes the fields of an `--overrides` pattern (``ComparisonOverrides``) over the server's own
/// options. An answer holds `id`, `status` and `exitCode` (what `barkit compare` would say and
/// exit with), and `result` (two files: what `compare --json` prints) or `summary` (two
/// folders), or `error` (a request that is not one, a file that cannot be read: exit code 2 or
/// 3), after which the server reads on.
public struct ComparisonServer: Sendable {
  /// The options of every request, under its own.
  public let base: ComparisonOptions

  /// The longest request line read: 1 MiB, far above two paths and their options.
  public static let maximumRequestByteCount = 1 << 20

  public init(base: ComparisonOptions) {
    self.base = base
  }

  /// A request's `id`, given back in its answer.
  enum RequestID: Codable, Sendable {
    case string(String)
    case number(Int)

    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if let number = try? value.decode(Int.self) {
        self = .number(number)
      } else if let text = try? value.decode(String.self) {
        self = .string(text)
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a string or a whole number")
        )
      }
    }

    func encode(to encoder: any Encoder) throws {
      var value = encoder.singleValueContainer()
      switch self {
      case .string(let text): try value.encode(text)
      case .number(let number): try value.encode(number)
      }
    }
  }

  struct Request: Decodable {
    var id: RequestID?
    var expected: String
    var actual: String
    var options: OverrideFields?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case id, expected, actual, options
    }

    init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownKeys(CodingKeys.self)
      let c = try decoder.container(keyedBy: CodingKeys.self)
      id = try c.decodeIfPresent(RequestID.self, forKey: .id)
      expected = try c.decode(String.self, forKey: .expected)
      actual = try c.decode(String.self, forKey: .actual)
      options = try c.decodeIfPresent(OverrideFields.self, forKey: .options)
    }
  }

  struct Answer: Encodable {
    var id: RequestID?
    var status: String
    var exitCode: Int32
    var result: ImageComparisonResult?
    var summary: FolderComparisonResult?
    var error: String?
  }

  /// The answer to the request `line`, the `number`-th (from 1): one line of JSON, without its
  /// newline.
  public func answer(_ line: Data, number: Int) -> String {
    let request: Request
    do {
      request = try JSONValueDecoder.decode(Request.self, from: line)
    } catch {
      // An answer carries the request's id whenever the line has one, so the client can match it.
      struct Identified: Decodable { var id: RequestID? }
      let id = (try? JSONValueDecoder.decode(Identified.self, from: line))?.id
      let reason: String
      if case .malformed(_, let column, let detail) = error as? JSONSyntaxError {
        reason = "request \(number): column \(column): malformed JSON: \(detail)"
      } else {
        reason =
          JSONInputError.decoding(error, file: "request \(number)") { type, codingPath in
            codingPath.isEmpty ? "an object with expected and actual" : JSONInputError.name(of: type)
          }.description
      }
      return Self.line(Answer(id: id, status: "error", exitCode: 2, error: reason))
    }
    var options = base
    request.options?.apply(to: &options)
    let paths = [request.expected, request.actual]
    if paths.allSatisfy({ PathKind(path: $0) == .folder }) {
      let comparison = FolderComparison(
        expected: URL(fileURLWithPath: request.expected), actual: URL(fileURLWithPath: request.actual),
        options: options, overrides: ComparisonOverrides(), keepsFailureImages: false)
      do {
        var summary = try comparison.run()
        summary.folders = (request.expected, request.actual)
        let code: Int32 = summary.count(.unreadable) > 0 ? 3 : summary.passed ? 0 : 1
        return Self.line(
          Answer(id: request.id, status: summary.passed ? "passed" : "failed", exitCode: code, summary: summary))
      } catch {
        return Self.line(Answer(id: request.id, status: "error", exitCode: 3, error: "request \(number): \(error)"))
      }
    }
    do {
      let result = try PNGFileComparison.compare(
        expected: URL(fileURLWithPath: request.expected), actual: URL(fileURLWithPath: request.actual),
        options: options
      ).result
      return Self.line(
        Answer(
          id: request.id, status: ImageStatus(result.status).rawValue, exitCode: result.passed ? 0 : 1, result: result))
    } catch {
      return Self.line(Answer(id: request.id, status: "error", exitCode: 3, error: "request \(number): \(error)"))
    }
  }

  /// The answer to the `number`-th request, skipped for its length.
  public func answerTooLong(byteCount: Int, number: Int) -> String {
    Self.line(
      Answer(
        id: nil, status: "error", exitCode: 2,
        error: "request \(number): \(byteCount) bytes is longer than the limit of \(Self.maximumRequestByteCount)"))
  }

  private static func line(_ answer: Answer) -> String {
    if let line = try? JSONDocument.line(answer) { return line }
    // Only a result no JSON number holds fails to encode: say so, keeping the id.
    let failed = Answer(id: answer.id, status: "error", exitCode: 3, error: "the answer could not be encoded as JSON")
    return (try? JSONDocument.line(failed)) ?? #"{"error":"the answer could not be encoded as JSON","exitCode":3}"#
  }
}
