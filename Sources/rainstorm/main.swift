#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A bar's click action signals every rainstorm (pkill -USR1 -x rainstorm): only --watch acts on
// it, and no other run may die of it.
signal(SIGUSR1, SIG_IGN)
guard let arguments = ProcessArguments.current() else {
  _ = ProcessArguments.unreadable.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(ExitCode.software.rawValue)
}
// Not an async main: see MainLoop.
let status = MainLoop.run { await Command.run(.live(arguments: arguments)) }
exit(status.rawValue)
