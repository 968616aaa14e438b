/// A shell rainstorm can print a completion script for.
enum Shell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish
}
