import Foundation
import RegioFuzzTargets

#if REGIO_FUZZ
/// libFuzzer's entry point (built by scripts/fuzz with `-sanitize=fuzzer,address
/// -parse-as-library -D REGIO_FUZZ`): one input to the target in `REGIO_FUZZ_TARGET`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.selected.run(Data(bytes: bytes, count: count))
    return 0
}
#else
/// Without the fuzzer: `regio-fuzz TARGET FILE…` replays inputs (a crasher, a corpus).
@main
enum FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            print("usage: regio-fuzz TARGET FILE…  (targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("regio-fuzz: cannot read \(path)")
                exit(1)
            }
            target.run(data)
        }
    }
}
#endif
