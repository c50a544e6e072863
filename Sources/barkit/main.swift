import BarKitCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Mockups prefer iOS 7's own face where it is installed (Docs/Text.md); tests stay pinned.
exit(BarkitCommandLine.run(Array(CommandLine.arguments.dropFirst()), typeface: .realFaceFirst))
