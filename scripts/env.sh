# Sourced by the scripts: puts Swift on PATH where the machine has it at /opt/swift.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
# The local release build in .build that scripts/run and scripts/build-data
# share (the same flags, or one rebuilds every module of the other): colour
# off, which SwiftPM turns on at a terminal only; no debug info, which took
# about a tenth of a release build's CPU time (BENCHMARKS.md, "scripts/run
# without debug info"). Symbols stay, for perf and backtraces.
release_build=(swift build -c release --no-color-diagnostics -Xswiftc -gnone)
