// An enumeration member named `__proto__` that keys a figure per key (adversary26). AL0208 warned
// of an input field so named, since a service writing the input as a JavaScript object literal
// sets the prototype instead; a figure per key is written the same way, one property per member
// (the generated `.d.mts` types it `{ readonly "__proto__": string; … }`), and `{ __proto__:
// "120000.00", village: … }` loses the member's figure: the run then says it is missing. The
// checker said nothing. Now AL0208 warns at the figure's parameter; a member so named that keys
// nothing (a value, never a key) is not warned about.
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { compile } from "../packages/runtime/test/support/generated.js";

const scheme = (call: string) => `scheme keyed "Keyed" {
  version "1"
}
act law "the law" {
  identifier "L"
}
source art1 = law article 1 """
  Applications are funded in the order of their ids, up to their measure's maximum.
  """
call {
  ceiling: money(EUR)
${call}}
application {
  id: text unique
  measure: enum { __proto__ "Proto", village }
  asked: money(EUR)
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`;

const warnings = (src: string) => analyze(src, "t.allot").diagnostics.map((d) => [d.code, d.severity, d.message]);

describe("a member named __proto__ keying a figure per key: AL0208", () => {
  it("warns at the figure", () => {
    expect(warnings(scheme("  most: money(EUR) by measure\n"))).toContainEqual(["AL0208", "warning", "a figure per key by 'measure', whose member '__proto__' a JavaScript object literal { __proto__: … } reads as an object's prototype, not this member's figure"]);
  });
  it("a member so named that keys nothing: no warning", () => {
    expect(warnings(scheme("")).filter((w) => w[0] === "AL0208")).toEqual([]);
  });
  it("why: the object literal loses the figure, the JSON reader keeps it", () => {
    const s = compile(scheme("  most: money(EUR) by measure\n"));
    const apps = [{ id: "A", measure: "village", asked: "10.00" }];
    const literal = { ceiling: "100.00", most: { __proto__: "50.00", village: "20.00" } };
    expect(Object.keys(literal.most)).toEqual(["village"]);
    let messages: string[] = [];
    try {
      evaluate(s, { call: literal, applications: apps });
    } catch (e) {
      messages = (e as InvalidInput).issues.map((i) => i.message);
    }
    expect(messages).toEqual([expect.stringMatching(/most\["__proto__"\] is missing/)]);
    // read from JSON, the member's figure is there
    expect(evaluate(s, { call: JSON.parse('{"ceiling":"100.00","most":{"__proto__":"50.00","village":"20.00"}}'), applications: apps }).result.results[0]!.status).toBe("funded");
  });
});
