import BarKitFiles
import Testing

/// Shell-style patterns as batch overrides and per-file comparison options use them.
struct GlobPatternTests {
  @Test func matchesWholeNames() {
    #expect(GlobPattern("inbox-*-de-*.png").matches("inbox-iphone-6-de-dark.png"))
    #expect(!GlobPattern("inbox-*-de-*.png").matches("inbox-iphone-6-en-dark.png"))
    #expect(GlobPattern("*").matches(""))
    #expect(GlobPattern("a?c").matches("abc"))
    #expect(!GlobPattern("a?c").matches("ac"))
    #expect(GlobPattern("*a*a*b").matches("aaaaaaab"))
    #expect(!GlobPattern("*a*a*b").matches("aaaaaaaa"))
    #expect(!GlobPattern("Inbox*").matches("inbox"))
  }

  @Test func starCrossesFolders() {
    #expect(GlobPattern("icons/*.png").matches("icons/dark/tab.png"))
    #expect(!GlobPattern("icons/*.png").matches("screens/tab.png"))
  }
}
