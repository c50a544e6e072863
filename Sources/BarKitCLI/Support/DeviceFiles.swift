import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `--devices` option: the built-in device table, extended from a JSON file.
enum DeviceFiles {
  /// The built-in table, extended from the `--devices` file when given.
  static func load(_ arguments: ParsedArguments) throws(CommandLineError) -> DeviceTable {
    guard let path = arguments.string("--devices") else { return .builtIn }
    let url = URL(fileURLWithPath: path)
    do {
      let data = try InputFile.read(url, maxByteCount: 1 << 20)
      return DeviceTable.builtIn.merging(try DeviceTable(decoding: data, file: url.relativePath))
    } catch let error as InputFile.ReadError {
      throw .badInput("\(arguments.command): \(error.path): cannot read the device table: \(error.reason)")
    } catch {
      throw .badInput("\(arguments.command): \(error)")
    }
  }
}
