#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// open(2), read(2) and write(2) by names that no `read` or `write` method hides (a cache
// store has both), for every C library rainstorm builds with.

/// open(2).
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  #if canImport(Glibc)
    Glibc.open(path, flags, mode)
  #elseif canImport(Musl)
    Musl.open(path, flags, mode)
  #else
    Darwin.open(path, flags, mode)
  #endif
}

/// read(2).
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// write(2).
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
