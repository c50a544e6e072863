extension StringProtocol {
  /// Without the white space around it: `--density 8, 20` takes " 20" as 20.
  var trimmingWhitespace: SubSequence {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<end]
  }
}
