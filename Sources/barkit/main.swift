import BarKitCLI
import Foundation

exit(BarkitCommandLine.run(Array(CommandLine.arguments.dropFirst())))
