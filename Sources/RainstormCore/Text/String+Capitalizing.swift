extension String {
  /// The text with its first character in upper case.
  func capitalizingFirst() -> String {
    prefix(1).uppercased() + dropFirst()
  }
}
