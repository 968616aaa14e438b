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

  private static func holds(_ condition: Substring, _ value: UInt) -> Bool {
    condition.split(separator: " or ").contains { alternative in
      alternative.split(separator: " and ").allSatisfy { relation($0, value) }
    }
  }

  /// `i mod 10 in 2..4`, `n not in 0`, `v = 0`, `i % 100 != 12..14`.
  private static func relation(_ text: Substring, _ value: UInt) -> Bool {
    let words = text.split(separator: " ")
    guard let operand = words.first else { return false }
    var index = 1
    var number: UInt
    switch operand {
    case "n", "i": number = value
    case "v", "w", "f", "t", "c", "e": number = 0
    default: return false
    }
    if index + 1 < words.count, words[index] == "mod" || words[index] == "%" {
      guard let divisor = UInt(words[index + 1]), divisor > 0 else { return false }
      number %= divisor
      index += 2
    }
    guard index < words.count else { return false }
    let negated: Bool
    switch words[index] {
    case "in", "=", "is", "within":
      negated = false
      index += 1
    case "!=":
      negated = true
      index += 1
    case "not" where index + 1 < words.count:
      negated = true
      index += 2
    default: return false
    }
    guard index < words.count else { return false }
    let ranges = words[index...].joined().split(separator: ",")
    let matched = ranges.contains { range in
      let bounds = range.split(separator: "..", omittingEmptySubsequences: false)
      guard let low = UInt(bounds[0]) else { return false }
      let high = bounds.count == 2 ? UInt(bounds[1]) ?? low : low
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
