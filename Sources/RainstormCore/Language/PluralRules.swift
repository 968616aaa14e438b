/// CLDR's plural rules for whole numbers: which form of a counted phrase a count takes.
///
/// The rules come from the generated table as CLDR (babel) writes them, such as
/// `one: i in 1 and v in 0; few: v in 0 and i mod 10 in 2..4 and i mod 100 not in 12..14`.
/// Counts here are whole numbers, so of CLDR's operands `n` and `i` are the count and `v`, `w`,
/// `f`, `t`, `c` and `e` are 0. A rule that does not parse never matches: the count takes the
/// `other` form.
package struct PluralRules: Sendable {
  /// CLDR's plural categories, in CLDR's order.
  package static let categories = ["zero", "one", "two", "few", "many", "other"]

  private let rules: [(category: String, condition: Substring)]

  /// Reads `text`, rules separated by `;`.
  package init(_ text: String) {
    rules = text.split(separator: ";").compactMap { rule in
      let parts = rule.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      return (String(parts[0].trimmingSpaces()), parts[1].trimmingSpaces())
    }
  }

  /// The categories these rules define, `other` last.
  package var definedCategories: [String] {
    rules.map(\.category) + ["other"]
  }

  /// The category of `count`.
  package func category(_ count: Int) -> String {
    let value = count.magnitude
    for rule in rules where Self.holds(rule.condition, value) { return rule.category }
    return "other"
  }

  /// Whether `condition` holds for `value`: relations joined by `and`, alternatives by `or`.
  /// Read word by word (no string separators, which would link the regex engine).
  private static func holds(_ condition: Substring, _ value: UInt) -> Bool {
    let words = condition.split(separator: " ")
    return words.split(separator: "or").contains { alternative in
      alternative.split(separator: "and").allSatisfy { relation($0, value) }
    }
  }

  /// `i mod 10 in 2..4`, `n not in 0`, `v = 0`, `i % 100 != 12..14`, as words.
  private static func relation(_ words: ArraySlice<Substring>, _ value: UInt) -> Bool {
    var words = words
    guard let operand = words.popFirst() else { return false }
    var number: UInt
    switch operand {
    case "n", "i": number = value
    case "v", "w", "f", "t", "c", "e": number = 0
    default: return false
    }
    if words.first == "mod" || words.first == "%" {
      words.removeFirst()
      guard let divisor = words.popFirst().flatMap({ UInt($0) }), divisor > 0 else {
        return false
      }
      number %= divisor
    }
    let negated: Bool
    switch words.popFirst() {
    case "in", "=", "is", "within": negated = false
    case "!=": negated = true
    case "not":
      negated = true
      guard words.popFirst() != nil else { return false }
    default: return false
    }
    let ranges = words.joined().split(separator: ",")
    guard !ranges.isEmpty else { return false }
    let matched = ranges.contains { range in
      let bounds = range.split(separator: ".").compactMap { UInt($0) }
      guard let low = bounds.first else { return false }
      let high = bounds.count == 2 ? bounds[1] : low
      return (low...max(low, high)).contains(number)
    }
    return matched != negated
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
