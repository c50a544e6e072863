import BarKit

/// Runs a call into the review loop's library (accept, goldens folders, deletion): a refusal
/// there is bad input, its message put after the command's name (exit 3).
func reviewed<T>(_ command: String, _ body: () throws(ReviewError) -> T) throws(CommandLineError) -> T {
  do {
    return try body()
  } catch {
    throw .badInput("\(command): \(error.message)")
  }
}
