import BarKitChrome
import BarKitFiles
import Foundation
import TestSupport
import Testing

@testable import BarKitMockups
@testable import BarKitScene

@Suite struct BatchShardTests {
  @Test func shardsCoverEveryOutputExactlyOnce() throws {
    let jobs = try manifest(BatchMatrixTests.matrix).jobs()
    for count in 1...7 {
      var seen: [String] = []
      for index in 1...count {
        let slice = try #require(Shard(index: index, count: count)).select(jobs)
        // Round-robin dealing keeps shards within one output of each other.
        #expect(abs(slice.count - jobs.count / count) <= 1)
        seen += slice.map(\.output)
      }
      #expect(seen.sorted() == jobs.map(\.output).sorted())
      #expect(Set(seen).count == jobs.count)
    }
  }

  @Test func aShardIsTheSameWhateverTheManifestOrder() throws {
    let jobs = try manifest(BatchMatrixTests.matrix).jobs()
    let shard = try #require(Shard(parsing: "2/3"))
    #expect(shard.select(jobs).map(\.output) == shard.select(jobs.reversed()).map(\.output))
    #expect(shard.select(jobs).first?.output == "a-iphone-5s-de-light.png")
  }

  @Test func parsing() {
    #expect(Shard(parsing: "1/1") == Shard(index: 1, count: 1))
    #expect(Shard(parsing: "4/4")?.description == "4/4")
    for bad in ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] { #expect(Shard(parsing: bad) == nil) }
  }
}
