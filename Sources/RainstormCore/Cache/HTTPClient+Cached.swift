extension HTTPClient {
  /// The answer to `request`, as `read` makes it: the one kept under `key` while younger than
  /// `lifetime` (when fresh entries may be used), else asked and kept once `read` accepts it;
  /// when asking fails for a reason that may pass, a kept one younger than `staleLimit` stands
  /// in, with the failure.
  ///
  /// - Throws: the failure, when nothing kept can stand in.
  func cached<Value>(
    _ request: HTTPRequest, key: String, in cache: Cache?, lifetime: Double,
    staleLimit: Double = 0, read: ([UInt8]) throws(ServiceError) -> Value
  ) async throws(ServiceError) -> (value: Value, staleBecause: ServiceError?) {
    if let cache,
      let kept = cache.value(key, youngerThan: lifetime, fresh: true, decode: { try? read($0) })
    {
      return (kept.value, nil)
    }
    do throws(ServiceError) {
      let body = try await fetch(request)
      let value = try read(body)
      cache?.save(body, for: key)
      return (value, nil)
    } catch {
      if error.isTransient, let cache,
        let kept = cache.value(key, youngerThan: staleLimit, decode: { try? read($0) })
      {
        return (kept.value, error)
      }
      throw error
    }
  }
}
