#!/usr/bin/env bash
# Type-checks rainstorm's branches for other C libraries on Linux (issue 45): the code that
# `canImport(Darwin)` and `os(macOS)` choose, against a stand-in Darwin module, and the code that
# `canImport(Musl)` chooses, against musl's real headers (Debian's musl-dev) with a stand-in of
# Swift's overlay. Neither can be compiled for real here: the Linux toolchain has no macOS SDK
# and no Static Linux SDK. A copy of Sources is made with each file's conditions decided for the
# platform, then RainstormCore, RainstormURLSession and rainstorm are type-checked in turn, and
# any error fails the check with its file and line.
#
# What it proves: every file imports what its names need, every name a branch uses exists in
# that C library, and the types fit (Darwin's 16-bit mode_t, its opaque spawn attributes, no
# itimerspec, ...). What it does not: Darwin's stand-in (Darwin/DarwinC.h) was written from
# Apple's headers as documented, not taken from an SDK, so a name in it that Darwin lacks would
# pass; nothing is linked or run, so no behaviour is checked. `.ci/run` runs it.
#
#   Tests/Platforms/check.sh            from the repository root
set -euo pipefail
cd "$(dirname "$0")/../.."
PLATFORMS=$PWD/Tests/Platforms
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
MUSL_INCLUDE=${RAINSTORM_MUSL_INCLUDE:-/usr/include/$(uname -m)-linux-musl}
SWIFTC=$(command -v swiftc)
TOOLCHAIN=$(dirname "$(dirname "$(readlink -f "$SWIFTC")")")
SWIFT_FLAGS=(-swift-version 6 -package-name rainstorm)
failed=0

# A copy of Sources with the conditions decided by the sed script $2, in $WORK/$1.
sources() {
  mkdir -p "$WORK/$1"
  cp -R Sources "$WORK/$1/Sources"
  find "$WORK/$1/Sources" -name '*.swift' -exec sed -i -e "$2" {} +
}

# Swift files of a target in the copy $1.
files() { find "$WORK/$1/Sources/$2" -name '*.swift' | sort; }

# Type-checks the three targets of the copy $1 with the extra flags after it; prints errors.
typecheck() {
  local name=$1
  shift
  local modules="$WORK/$name/modules"
  mkdir -p "$modules"
  local log="$WORK/$name/log"
  : > "$log"
  # shellcheck disable=SC2046
  swiftc -emit-module -module-name RainstormCore -emit-module-path "$modules/RainstormCore.swiftmodule" \
    "${SWIFT_FLAGS[@]}" "$@" $(files "$name" RainstormCore) >> "$log" 2>&1 \
    && swiftc -emit-module -module-name RainstormURLSession \
      -emit-module-path "$modules/RainstormURLSession.swiftmodule" "${SWIFT_FLAGS[@]}" \
      -I "$modules" "$@" $(files "$name" RainstormURLSession) >> "$log" 2>&1 \
    && swiftc -typecheck -module-name rainstorm "${SWIFT_FLAGS[@]}" -I "$modules" "$@" \
      $(files "$name" rainstorm) >> "$log" 2>&1 && return 0
  echo "$name: the branches do not type-check:"
  grep -E '(error|warning):' "$log" | grep -v '^ ' | sed "s|$WORK/$name/||" | sort -u
  return 1
}

echo "== Darwin (macOS): against the stand-in (Tests/Platforms/Darwin)"
sources darwin 's/canImport(Glibc)/false/g; s/canImport(Musl)/false/g; s/canImport(Darwin)/true/g;
  s/os(Linux)/false/g; s/os(macOS)/true/g; s/canImport(FoundationEssentials)/false/g'
mkdir -p "$WORK/standins/darwin"
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Darwin \
  -I "$PLATFORMS/Darwin" -emit-module-path "$WORK/standins/darwin/Darwin.swiftmodule" \
  "$PLATFORMS/Darwin/Darwin.swift"
if typecheck darwin -I "$WORK/standins/darwin" -I "$PLATFORMS/Darwin"; then
  echo "  RainstormCore, RainstormURLSession and rainstorm type-check"
else
  failed=1
fi

echo "== musl (Static Linux SDK): against musl's headers ($MUSL_INCLUDE)"
if [ ! -e "$MUSL_INCLUDE/stdio.h" ]; then
  echo "  musl's headers are missing (Debian: apt-get install musl-dev)"
  exit 1
fi
# Only musl's folder and the kernel's headers are searched: Swift's own module map of the C
# library (SwiftGlibc, which Foundation and Synchronization import) is laid over musl's folder,
# so that it too reads musl's headers.
ROOT="$WORK/musl-include"
cp -Rs "$MUSL_INCLUDE" "$ROOT"
for kernel in linux asm-generic; do ln -s "/usr/include/$kernel" "$ROOT/$kernel"; done
ln -s "/usr/include/$(gcc -dumpmachine)/asm" "$ROOT/asm"
cp "$TOOLCHAIN/lib/swift/linux/$(uname -m)/glibc.modulemap" "$ROOT/module.modulemap"
cp "$TOOLCHAIN/lib/swift/linux/$(uname -m)/SwiftGlibc.h" "$ROOT/"
printf 'module CLinuxShim {\n  header "%s"\n  export *\n}\n' \
  "$PWD/Sources/CLinuxShim/include/CLinuxShim.h" > "$WORK/CLinuxShim.modulemap"
MUSL_FLAGS=(-Xcc -nostdinc -Xcc -isystem -Xcc "$TOOLCHAIN/lib/swift/clang/include"
  -Xcc -isystem -Xcc "$ROOT" -Xcc "-fmodule-map-file=$ROOT/module.modulemap"
  -Xcc "-fmodule-map-file=$WORK/CLinuxShim.modulemap" -I "$PLATFORMS/Musl")
sources musl 's/canImport(Glibc)/false/g; s/canImport(Musl)/true/g; s/canImport(Darwin)/false/g'
mkdir -p "$WORK/standins/musl"
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Musl "${MUSL_FLAGS[@]}" \
  -emit-module-path "$WORK/standins/musl/Musl.swiftmodule" "$PLATFORMS/Musl/Musl.swift"
if typecheck musl -I "$WORK/standins/musl" "${MUSL_FLAGS[@]}"; then
  echo "  RainstormCore, RainstormURLSession and rainstorm type-check"
else
  failed=1
fi
exit $failed
