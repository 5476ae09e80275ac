// `x in [ … ]` and `member in some_list` as the compiler writes them (compile/expr.ts): a list of
// constants is made once per scheme (`KL0 = Object.freeze([…])`), not an array per evaluation,
// and a membership with no decimal on either side and one side constant is `list.indexOf(x) >= 0`
// in place of a call to ops.inList — the same === comparison. A membership over decimals keeps
// ops.inList (it compares decimals by value: 1.50 is in [1.5]). The results are checked against
// the membership computed here by hand, over every value of the fields' small ranges.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { generateBody, load } from "../packages/dsl/src/compile/load.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Membership")}call { ceiling: money(EUR) }
application {
  id: text unique
  kind: integer in 0..9
  code: text
  tags: list of enum { red, green, blue }
  rate: decimal in 0..9
  asked: money(EUR)
}
eligibility per art1 {
  rule listed "kind listed": kind in [1, 3, 5, 7]
}
criterion coded per art1: 4 points if code in ["AB", "C\\"D", ""]
criterion tagged per art1: 2 points if green in tags
criterion rated per art1: 1 point if rate in [1.5, 2, 3.25]
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 { budget call.ceiling amount asked at boundary stop per art1 }
`;

describe("membership in lists of constants", () => {
  it("is compiled to constants made once and, without decimals, to indexOf", () => {
    const body = generateBody(analyze(text, "file:///membership.allot"));
    expect(body).toMatch(/const KL\d+ = Object\.freeze\(\[1, 3, 5, 7\]\);/);
    expect(body).toMatch(/const KL\d+ = Object\.freeze\(\["AB", "C\\"D", ""\]\);/);
    expect(body).toMatch(/\(KL\d+\.indexOf\(e\.a\["kind"\]\) >= 0\)/);
    expect(body).toMatch(/\(e\.a\["tags"\]\.indexOf\("green"\) >= 0\)/);
    // decimals compare by value: ops.inList, over a constant list of decimal constants
    expect(body).toMatch(/ops\.inList\(e\.a\["rate"\], KL\d+\)/);
    expect(body).not.toMatch(/ops\.inList\(e\.a\["kind"\]|ops\.inList\("green"/);
  });

  it("gives the membership computed by hand", () => {
    const scheme = load(analyze(text, "file:///membership.allot"));
    const codes = ["AB", 'C"D', "", "ab", "C", "X"];
    const tagSets = [[], ["green"], ["red", "blue"], ["blue", "green", "red"]];
    const rates = ["1.5", "1.50", "2", "2.0", "3.25", "3.2", "0"];
    const app = fc.record({ kind: fc.integer({ min: 0, max: 9 }), code: fc.constantFrom(...codes), tags: fc.constantFrom(...tagSets), rate: fc.constantFrom(...rates) });
    fc.assert(
      fc.property(fc.array(app, { minLength: 1, maxLength: 12 }), (apps) => {
        const applications = apps.map((a, k) => ({ id: `A${String(k).padStart(2, "0")}`, asked: "1.00", ...a }));
        const r = evaluate(scheme, { call: { ceiling: "1000.00" }, applications }, { explain: false }).result;
        for (const x of r.results) {
          const a = applications.find((y) => y.id === x.id)!;
          const listed = [1, 3, 5, 7].includes(a.kind);
          expect(x.status === "ineligible").toBe(!listed);
          if (!listed) continue;
          // 4 for a listed code, 2 for green among the tags, 1 for a rate equal to 1.5, 2 or 3.25
          const total = (["AB", 'C"D', ""].includes(a.code) ? 4 : 0) + (a.tags.includes("green") ? 2 : 0) + (["1.5", "1.50", "2", "2.0", "3.25"].includes(a.rate) ? 1 : 0);
          expect(x.points!["total"]).toBe(String(total));
        }
      }),
      { seed: 15, numRuns: 60 },
    );
  });
});
