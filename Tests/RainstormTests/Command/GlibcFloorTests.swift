#if os(Linux)
  import CLinuxShim
  import Foundation
  import Testing

  /// The stand-in for glibc 2.35's `_dl_find_object`, which the release binary's unwinder
  /// calls on glibc 2.34 (the floor; `.ci/run` checks the symbol versions): it finds the same
  /// unwind table as the real one, for code in the test binary and in the C library.
  @Suite struct GlibcFloorTests {
    typealias Find =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<rainstorm_dl_find_object>?
      ) -> Int32

    @Test func theStandInFindsWhatGlibcFinds() throws {
      let symbol = try #require(
        dlsym(nil, "_dl_find_object"),
        "this glibc (2.35 or later) has _dl_find_object")
      let real = unsafeBitCast(symbol, to: Find.self)
      let addresses = [
        unsafeBitCast(
          rainstorm_pidfd_open as @convention(c) (Int32) -> Int32, to: UnsafeMutableRawPointer.self),
        symbol,
      ]
      for address in addresses {
        var expected = rainstorm_dl_find_object()
        var found = rainstorm_dl_find_object()
        #expect(real(address, &expected) == 0)
        #expect(rainstorm_find_object(address, &found) == 0)
        #expect(found.dlfo_eh_frame != nil && found.dlfo_eh_frame == expected.dlfo_eh_frame)
        let start = try #require(found.dlfo_map_start)
        let end = try #require(found.dlfo_map_end)
        #expect(start <= address && address < end)
      }
      var nowhere = rainstorm_dl_find_object()
      #expect(rainstorm_find_object(UnsafeMutableRawPointer(bitPattern: 16), &nowhere) == -1)
    }

    /// The stand-in for hypotf gives glibc's answers, the edges included.
    @Test func theStandInHypotenuseIsGlibcs() {
      let pairs: [(Float, Float)] = [
        (3, 4), (1e-30, 1e-30), (3e38, 3e38), (-5, 12), (0, 0), (.infinity, .nan),
        (.nan, -.infinity), (1, .nan), (0.1, 0.2), (123_456.7, 0.001),
      ]
      for (x, y) in pairs {
        let expected = hypotf(x, y)
        let found = __wrap_hypotf(x, y)
        #expect(
          found == expected || (found.isNaN && expected.isNaN), "hypotf(\(x), \(y))")
      }
    }
  }
#endif
