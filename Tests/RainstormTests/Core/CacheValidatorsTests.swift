import Foundation
import RainstormCore
import Synchronization
import Testing

@Suite struct CacheValidatorsTests {
  let store = MemoryCacheStore()

  @Test func validatorsAreKeptOnlyBesideTheAnswerTheyCameWith() {
    let cache = Cache(store: store, now: { Date(timeIntervalSince1970: 1_595_245_471) })
    let old = HTTPValidators(lastModified: "Mon, 20 Jul 2020 11:44:31 GMT")
    cache.save([1], for: "alerts a", validators: old)
    #expect(cache.validators("alerts a") == old)
    // The new answer does not fit: neither its validators nor the old ones stay beside the
    // old answer.
    store.refuses.withLock { $0 = { $0 == "alerts a" } }
    cache.save(
      [2], for: "alerts a",
      validators: HTTPValidators(lastModified: "Mon, 20 Jul 2020 12:10:00 GMT"))
    #expect(store.read("alerts a")?.data == [1])
    #expect(cache.validators("alerts a") == nil)
    // Written, the answer and its validators are kept together.
    store.refuses.withLock { $0 = { _ in false } }
    cache.save([3], for: "alerts a", validators: old)
    #expect(store.read("alerts a")?.data == [3])
    #expect(cache.validators("alerts a") == old)
  }
}
