// Two applications whose ids are different texts but one text in Unicode NFC — "é" as one code
// point and as "e" with a combining accent (a file saved on a Mac and one typed on Windows), "K"
// and the Kelvin sign — print alike in every result, notice and report: the second is refused as
// a repeated id is (the run stops, `--invalid exclude` cannot pick one), saying how they differ.
// They were two applications, both ranked and funded. Ids that differ in print (ł and l) stay two.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, RecordStream, validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { askedById } from "./support/scheme.js";

const scheme = load(
  analyze(askedById("Look-alike ids")),
);
const LONG = process.env["FUZZ_LONG"] === "1";
const apps = (ids: readonly string[]) => ids.map((id) => ({ id, asked: "1.00" }));
/** The id errors of an input, as a list and as a stream of records (the command line's way). */
function idErrors(ids: readonly string[]): string[] {
  const call = { budget: "100.00" };
  const listed = validateInput(scheme, { call, applications: apps(ids) }).issues.filter((i) => i.severity === "error");
  const streamed = validateInput(scheme, { call, applications: new RecordStream(() => apps(ids)) }, () => true).issues.filter((i) => i.severity === "error");
  expect(streamed.map((i) => i.message)).toEqual(listed.map((i) => i.message));
  for (const i of listed) expect(i.path).toBe("id");
  return listed.map((i) => `${i.record}: ${i.message}`);
}

describe("ids one text in Unicode NFC", () => {
  it("the second of a composed and a decomposed é is an error naming both, by code point, either way round", () => {
    expect(idErrors(["A\u00e9", "Ae\u0301"])).toEqual([
      'application Ae\u0301 (#2): id: "Ae\u0301" (A e U+0301) is also the id of application #1, "A\u00e9" (A U+00E9), in other Unicode code points: the two print alike; write one id one way (Unicode NFC)',
    ]);
    expect(idErrors(["Ae\u0301", "A\u00e9"])).toEqual([
      'application A\u00e9 (#2): id: "A\u00e9" (A U+00E9) is also the id of application #1, "Ae\u0301" (A e U+0301), in other Unicode code points: the two print alike; write one id one way (Unicode NFC)',
    ]);
  });

  it("the Kelvin sign and K, with ids out of order between them", () => {
    expect(idErrors(["Z", "K1", "B", "\u212a1"])).toEqual([expect.stringMatching(/^application \u212a1 \(#4\): id: "\u212a1" \(U\+212A 1\) is also the id of application #2, "K1" \(K 1\)/)]);
    expect(idErrors(["\u212a1", "Z", "K1"])).toEqual([expect.stringMatching(/^application K1 \(#3\): id: "K1" \(K 1\) is also the id of application #1/)]);
  });

  it("stops the run even with --invalid exclude, as a repeated id does", () => {
    const run = () => evaluate(scheme, { call: { budget: "100.00" }, applications: apps(["e\u0301", "\u00e9"]) }, { invalid: "exclude" });
    expect(run).toThrow(InvalidInput);
  });

  it("ids that differ in print, Polish and Dutch letters among them, are as before", () => {
    expect(idErrors(["ł", "l", "ż", "z", "ĳ", "ij", "é", "e", "Ä", "A"])).toEqual([]);
    const r = evaluate(scheme, { call: { budget: "100.00" }, applications: apps(["ł", "l"]) }).result;
    expect(r.results.map((x) => x.status)).toEqual(["funded", "funded"]);
  });

  it("an error exactly when two ids differ but share their NFC form (random ids, fixed seed)", () => {
    const piece = fc.constantFrom("a", "e", "K", "\u212a", "\u00e9", "e\u0301", "\u0301", "\u0327", "c\u0327", "\u00e7", "\u1e09", "c\u0327\u0301", "c\u0301\u0327", "ł", "\u00c5", "\u212b", "A\u030a", "-");
    const id = fc.array(piece, { minLength: 1, maxLength: 3 }).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 8 }), (ids) => {
        const forms = new Map<string, number>();
        let expected = 0;
        for (const x of ids) {
          const f = x.normalize("NFC");
          if (forms.has(f)) expected++;
          else forms.set(f, 1);
        }
        expect(idErrors(ids)).toHaveLength(expected);
      }),
      { seed: 13, numRuns: LONG ? 5000 : 300 },
    );
  });
});
