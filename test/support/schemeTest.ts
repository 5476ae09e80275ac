// A bundled scheme test, compiled with its input read: what the tests that run every scheme test
// (explanation goldens, the trace schema, the writer, the languages) begin with. Throws on a
// test that cannot be prepared or a scheme with errors: those are failures of the test itself.
import type { CompiledScheme } from "@allot/runtime";
import { compileScheme, prepareTest, type PreparedTest, type TestCase } from "../../packages/dsl/src/testing/schemeTests.js";

export function compiledTest(t: TestCase): { scheme: CompiledScheme; input: PreparedTest["input"] } {
  const p = prepareTest(t);
  if (!("input" in p)) throw new Error(p.failures.join("; "));
  const scheme = compileScheme(t.scheme);
  if (scheme instanceof Error) throw scheme;
  return { scheme, input: p.input };
}
