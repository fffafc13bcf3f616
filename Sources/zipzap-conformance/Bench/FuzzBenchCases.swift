// Left out of the mutation tool's build (ZIPZAP_MUTANT_BUILD, Package.swift): it needs the generator or the fuzzer.
#if !ZIPZAP_MUTANT_BUILD
import ZipZapConformance
import ZipZapDifferentialFuzzing

/// `fuzz` against the reference adapter: a case made with its expectation, one case over the pipe, and a whole
/// campaign of two jobs (adapter starts included), whose figure per case is the command's throughput.
func fuzzBenchCases() -> [BenchCase] {
    let generator = FuzzGenerator(seed: 1, scope: FuzzScope(areas: FuzzArea.allCases, capabilities: .reference))
    let adapter = LazyAdapter(command: AdapterExecutable.command)
    let campaignCases = 4000
    return [
        BenchCase(name: "fuzz: one case generated, reference outcome included") { i in
            generator.fuzzCase(i)?.1.events.count ?? -1
        },
        BenchCase(name: "fuzz over the pipe: one case") { i in
            guard let (_, vector) = generator.fuzzCase(i), case .result(let trace, let value) = adapter.run(vector) else { return -1 }
            return VectorCheck.difference(vector, actualTrace: trace, actualValue: value) == nil ? 1 : 0
        },
        BenchCase(name: "fuzz campaign over the pipe, --jobs 2: per case", operationsPerCall: campaignCases) { i in
            let report = FuzzCampaign.run(FuzzCampaign.Options(seed: UInt64(i), cases: campaignCases, jobs: 2)) {
                () throws(HarnessError) -> any ImplementationUnderTest in try AdapterClient(command: AdapterExecutable.command)
            }
            return report.exitCode == 0 ? report.progress.cases : -1
        },
    ]
}
#endif
