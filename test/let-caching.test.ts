// A `let` that reads only the call is computed once per call, and one that reads the application
// but no points once per application, however many rules read it (compile/emit.ts wraps them in
// ops.perCall / ops.perRecord). The hover says so ("computed once for the whole call"); this
// keeps it true, and checks the cached values are the values.
import { describe, expect, it } from "vitest";
import { evaluate, ops } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { generateBody, load } from "../packages/dsl/src/compile/load.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Lets")}call { ceiling: money(EUR)  rates: list of decimal }
application { id: text unique  rate: decimal in 0..100  asked: money(EUR) }
let mean_rate = mean(call.rates)
let gap = rate - mean_rate
let scored = total + 1
criterion c per art1: if gap > 0 then 2 else 1
threshold t per art1: scored >= 2 and gap > -100
ranking per art1 { by gap highest first tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 { budget call.ceiling amount asked at boundary stop per art1 }
`;

describe("lets", () => {
  it("compile to per-call and per-application caches, and points-dependent ones to plain functions", () => {
    const body = generateBody(analyze(text, "file:///lets.allot"));
    expect(body).toMatch(/L\["mean_rate"\] = ops\.perCall\(/);
    expect(body).toMatch(/L\["gap"\] = ops\.perRecord\(/);
    expect(body).toMatch(/L\["scored"\] = \(\(e\) =>/);
  });

  it("give the values they cache", () => {
    const scheme = load(analyze(text, "file:///lets.allot"));
    const call = { ceiling: "100.00", rates: ["1.5", "2.5"] };
    const apps = [
      { id: "A", rate: "3", asked: "10.00" },
      { id: "B", rate: "1", asked: "10.00" },
      { id: "C", rate: "2", asked: "10.00" },
    ];
    const r = evaluate(scheme, { call, applications: apps }, { explain: false }).result;
    // mean 2: gaps 1, -1, 0
    expect(r.results.map((x) => `${x.id}:${x.points!["total"]}:${x.position}`)).toEqual(["A:2:1", "C:1:2", "B:1:3"]);
    // another call object with other rates is not served the first call's mean
    const r2 = evaluate(scheme, { call: { ...call, rates: ["0", "0"] }, applications: apps }, { explain: false }).result;
    expect(r2.results.map((x) => `${x.id}:${x.points!["total"]}`)).toEqual(["A:2", "C:2", "B:2"]);
  });

  it("perCall computes once per call object, perRecord once per application and call", () => {
    let n = 0;
    const f = ops.perCall((e: { a: unknown; c: unknown }) => (n++, e.c));
    const c1 = {};
    const c2 = {};
    f({ a: {}, c: c1 });
    f({ a: {}, c: c1 });
    f({ a: {}, c: c2 });
    expect(n).toBe(2);
    let m = 0;
    const g = ops.perRecord((e: { a: unknown; c: unknown }) => (m++, e.a));
    const a1 = {};
    g({ a: a1, c: c1 });
    g({ a: a1, c: c1 });
    g({ a: a1, c: c2 });
    g({ a: {}, c: c2 });
    expect(m).toBe(3);
  });
});
