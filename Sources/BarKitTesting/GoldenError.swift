/// A problem that stops a golden assertion before or after the comparison. Each fails the test.
public enum GoldenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `BARKIT_RECORD` holds something other than a mode name.
  case invalidRecordMode(String)
  /// The image to check could not be produced (a render or decode error).
  case snapshotFailed(String)
  /// The reference exists but cannot be read or decoded.
  case unreadableReference(path: String, reason: String)
  /// A reference or artifact could not be written.
  case writeFailed(path: String, reason: String)
  /// A ``GoldenPathTemplate`` that cannot name goldens safely.
  case invalidPathTemplate(template: String, reason: String)

  public var description: String {
    switch self {
    case .invalidRecordMode(let v):
      "\(RecordMode.environmentVariable)=\(v): expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
    case .snapshotFailed(let reason): "cannot produce the image to check: \(reason)"
    case .unreadableReference(let path, let reason): "\(path): cannot read the reference: \(reason)"
    case .writeFailed(let path, let reason): "\(path): cannot write: \(reason)"
    case .invalidPathTemplate(let template, let reason): "path template \"\(template)\": \(reason)"
    }
  }
}
