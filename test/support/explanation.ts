// One explained run of a small scheme and the explanation of one of its applications: the setup
// the tests of explained values share (explain-values, explain-values-absent).
import { evaluate, type CompiledScheme } from "@allot/runtime";

type Input = Parameters<typeof evaluate>[1];

/** The results of `scheme` over `input`, explained as `how` (text unless told), and the explanation of one by its id. */
export function explainedRun(scheme: CompiledScheme, input: Input, how: boolean | "trace" = true) {
  const results = evaluate(scheme, input, { explain: how }).result.results;
  return { results, explanation: (id: string) => results.find((r) => r.id === id)!.explanation };
}
