/// Work on many places in requests of `size` places, at most `atOnce` requests in flight,
/// with the answers put back in the places' order: how batches ask services that take
/// several coordinates at once.
func inChunks<Item: Sendable, Answer: Sendable>(
  _ items: [Item], size: Int, atOnce: Int,
  _ ask: @escaping @Sendable ([Item]) async -> [Answer]
) async -> [Answer] {
  let chunks = stride(from: 0, to: items.count, by: max(size, 1)).map {
    Array(items[$0..<min(items.count, $0 + max(size, 1))])
  }
  var answers = [[Answer]](repeating: [], count: chunks.count)
  // Many chunks are worth the pool's threads for decoding and rendering (the command otherwise
  // keeps to one thread: MainLoop); one chunk is not.
  let executor: (any TaskExecutor)? = chunks.count > 1 ? globalConcurrentExecutor : nil
  await withTaskGroup(of: (Int, [Answer]).self) { group in
    var next = 0
    func startNext() {
      guard next < chunks.count else { return }
      let position = next
      next += 1
      group.addTask(executorPreference: executor) { (position, await ask(chunks[position])) }
    }
    for _ in 0..<max(atOnce, 1) { startNext() }
    for await (position, answer) in group {
      answers[position] = answer
      startNext()
    }
  }
  return answers.flatMap { $0 }
}
