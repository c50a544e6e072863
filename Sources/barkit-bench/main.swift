import BarKitBench

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(BarkitBench.run(Array(CommandLine.arguments.dropFirst())))
