// A quantifier's or comprehension's body that reads only its own variable is emitted once at
// module level (packages/dsl/src/compile/hoist.ts), not as a closure made on every evaluation:
// seed 003's `every s in stages: s.requested_aid_pln <= 50% × s.eligible_costs_pln` made one per
// application. A body that reads the application, the call or a let (`e`) is declared once too,
// with `e` as a second parameter, and called through the runtime's `…With` operations
// (runtime withEnv.ts: `ops.everyWith(list, Q1, e)`). A body that reads an outer quantifier's
// variable keeps its closure. The points are the same either way: checked here by hand.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { compileFiles } from "../packages/dsl/src/compile/module.js";
import { closedOver } from "../packages/dsl/src/compile/hoist.js";

const closed = (code: string) => ({ code, withE: false });
const withE = (code: string) => ({ code, withE: true });
import { compiled, preamble, rankAndAllocate, resultOf } from "./support/scheme.js";

describe("closedOver: whether a body reads nothing but its variable and the module's names", () => {
  it("renames the variable and keeps the module's names", () => {
    expect(closedOver(`(ops.cmpTimesOf(v0["aid"], 2, K3, -1, v0["cost"], 2) <= 0)`, "v0")).toEqual(closed(`(ops.cmpTimesOf(x["aid"], 2, K3, -1, x["cost"], 2) <= 0)`));
    expect(closedOver(`ops.countIf(v1["xs"], Q0)`, "v1")).toEqual(closed(`ops.countIf(x["xs"], Q0)`));
    expect(closedOver(`(v2 >= 1e21) && (v2 !== 0x1e)`, "v2")).toEqual(closed(`(x >= 1e21) && (x !== 0x1e)`));
  });

  it("does not read names inside strings or after a dot", () => {
    expect(closedOver(`(v0["e"] === "e.a \\" v1 e")`, "v0")).toEqual(closed(`(x["e"] === "e.a \\" v1 e")`));
    expect(closedOver(`v0.e.c`, "v0")).toEqual(closed(`x.e.c`));
  });

  it("takes a body that reads the application, the call or a let, with e as a second parameter", () => {
    expect(closedOver(`(v0["aid"] <= L["costs"](e))`, "v0")).toEqual(withE(`(x["aid"] <= L["costs"](e))`));
    expect(closedOver(`(v0 === e.c["x"])`, "v0")).toEqual(withE(`(x === e.c["x"])`));
    expect(closedOver(`ops.everyWith(v0["xs"], Q1, e)`, "v0")).toEqual(withE(`ops.everyWith(x["xs"], Q1, e)`));
  });

  it("refuses a body that reads another variable or code it cannot read", () => {
    expect(closedOver(`(v1 === v0)`, "v1")).toBeUndefined();
    expect(closedOver(`(v1 === e.a[v0])`, "v1")).toBeUndefined();
    expect(closedOver(`(v1 === p0)`, "v1")).toBeUndefined();
    expect(closedOver("(v1 === `a`)", "v1")).toBeUndefined();
    expect(closedOver(`(v1 === 'a')`, "v1")).toBeUndefined();
    expect(closedOver(`({ k: v1 })`, "v1")).toBeUndefined();
  });
});

const SCHEME = `${preamble("Hoisted bodies")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  parts: list of record {
    aid: money(EUR)
    cost: money(EUR)
    tags: list of text
  }
  aid: money(EUR)
}
let costs = sum(p in parts: p.cost)
let doubled = sum(p in parts: 2 × p.aid)
let tagged = count(p in parts: some t in p.tags: t = "green")
let over = count(p in parts: p.cost > aid)
let excess = sum(p in parts: p.cost - aid)
criterion half "Half" per art1: 1 point if every p in parts: p.aid <= 50% × p.cost
criterion share "Share" per art1: 1 point if every p in parts: p.aid <= 50% × costs
criterion nested "Nested" per art1: 1 point if some p in parts: some q in parts: p.aid = q.cost
criterion many "Many" per art1: bands tagged {
  at most 0 => 0
  above 0 => 1
}
criterion big "Big" per art1: bands doubled {
  at most 100 EUR => 0
  above 100 EUR => 1
}
criterion overs "Over" per art1: 1 point if over > 0
criterion excesses "Excess" per art1: bands excess {
  at most 50 EUR => 0
  above 50 EUR => 1
}
criterion same "Same" per art1: 1 point if some p in parts: p.aid = aid
${rankAndAllocate("total highest first", "aid", "skip")}`;

describe("a scheme's quantifiers and comprehensions", () => {
  const a = analyze(SCHEME);
  const code = compileFiles(a).module;

  it("hoists the bodies that read only their variable, and keeps the others' closures", () => {
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const hoisted = [...code.matchAll(/^const (Q\d+) = \(x\) => (.*);$/gm)].map((m) => [m[1], m[2]]);
    // half's `every`, some t in p.tags: t = "green", count's body, doubled's product
    expect(hoisted.length).toBe(4);
    expect(code).toMatch(/ops\.every\(e\.a\["parts"\], Q\d+\)/);
    expect(code).toMatch(/ops\.countIf\(e\.a\["parts"\], Q\d+\)/);
    // the nested `some` reads p: closures, made where they are read
    expect(code).toMatch(/ops\.some\(e\.a\["parts"\], \(v\d+\) => ops\.some\(e\.a\["parts"\], \(v\d+\) =>/);
    // no body hoisted without its environment reads the application or a let
    for (const [, body] of hoisted) expect(body).not.toMatch(/(?<![\w$.])(?:e|L)\b/);
  });

  it("hoists the bodies that read the application or a let with e, called through the …With operations", () => {
    const withEnv = new Map([...code.matchAll(/^const (Q\d+) = \(x, e\) => (.*);$/gm)].map((m) => [m[1]!, m[2]!]));
    // share's `every` (the let costs), over's count, excess's sum, same's `some` (the field aid)
    expect(withEnv.size).toBe(4);
    const called = (op: string) => {
      const m = code.match(new RegExp(`ops\\.${op}With\\(e\\.a\\["parts"\\], (Q\\d+), e\\)`));
      expect(m, op).not.toBeNull();
      return withEnv.get(m![1]!);
    };
    expect(called("every")).toMatch(/L\["costs"\]\(e\)/);
    expect(called("countIf")).toMatch(/e\.a\["aid"\]/);
    expect(called("map")).toMatch(/e\.a\["aid"\]/);
    expect(called("some")).toMatch(/e\.a\["aid"\]/);
    // no closure of a quantifier's variable is left that reads only e besides it
    expect(code).not.toMatch(/\(v\d+\) => [^;]*L\["costs"\]\(e\)/);
    // a runtime without the operations refuses the module by their names (compile/runtimeCheck.ts)
    const missing = code.match(/const missing = (\[[^\]]*\])/)![1]!;
    for (const op of ["everyWith", "someWith", "countIfWith", "mapWith"]) expect(JSON.parse(missing)).toContain(op);
  });

  it("gives the points worked by hand", () => {
    const s = compiled(SCHEME);
    const part = (aid: string, cost: string, tags: string[] = []) => ({ aid, cost, tags });
    const r = evaluate(s, {
      call: { ceiling: "1000.00" },
      applications: [
        // half: 10 ≤ 15 and 20 ≤ 25 → 1; share: both ≤ 40/2 = 20 → 1; nested: no aid equals a cost → 0; many: one green → 1; big: 60 → 0;
        // over: 50 > 40 → 1; excess: (30 − 40) + (50 − 40) = 0 → 0; same: no part's aid is 40 → 0
        { id: "A", parts: [part("10.00", "30.00", ["green"]), part("20.00", "50.00", ["red"])], aid: "40.00" },
        // half: 40 > 30/2 → 0; share: 40 > 70/2 → 0; nested: 40 = 40 → 1; many: none green → 0; big: 2 × (40 + 10) = 100 → 0;
        // over: 30 and 40 > 10 → 1; excess: 20 + 30 = 50 → 0; same: the second part's aid is 10 → 1
        { id: "B", parts: [part("40.00", "30.00"), part("10.00", "40.00", ["blue"])], aid: "10.00" },
        // an empty list: every → 1 (both), some → 0, count 0, sum 0
        { id: "C", parts: [], aid: "1.00" },
        // half: 60 ≤ 60 → 1; share: 60 ≤ 120/2 → 1; nested 0; many: both green → 1; big: 120 → 1; over: 1; excess: 119 → 1; same: 0
        { id: "D", parts: [part("60.00", "120.00", ["green", "x"])], aid: "1.00" },
      ],
    }).result;
    const points = (id: string) => resultOf(r, id).points;
    expect(points("A")).toEqual({ half: "1", share: "1", nested: "0", many: "1", big: "0", overs: "1", excesses: "0", same: "0", total: "4" });
    expect(points("B")).toEqual({ half: "0", share: "0", nested: "1", many: "0", big: "0", overs: "1", excesses: "0", same: "1", total: "3" });
    expect(points("C")).toEqual({ half: "1", share: "1", nested: "0", many: "0", big: "0", overs: "0", excesses: "0", same: "0", total: "2" });
    expect(points("D")).toEqual({ half: "1", share: "1", nested: "0", many: "1", big: "1", overs: "1", excesses: "1", same: "0", total: "6" });
  });
});
