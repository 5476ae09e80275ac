// The points' stores compiled per scheme (CompiledScheme.setPoints, compile/emit.ts; seed35): one
// named store a criterion and the total, where the runtime's loop had one keyed store for every
// name (engine/assess.ts). What a threshold, a key or an explanation reads of a criterion's points
// must be what the runtime's own stores gave: the same scheme run both ways, result for result.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { generateBody } from "../packages/dsl/src/compile/load.js";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
const CLIMATE = read("schemes/drafted_climate/climate_fund.allot");
const SEED003 = read("schemes/seed_003/podstawowe_uslugi_par13.allot");

describe("setPoints: the points stored by name, one store a criterion", () => {
  it("is written for every criterion in the criteria's order, then the total", () => {
    const body = generateBody(analyze(SEED003));
    expect(body).toContain(`setPoints: (p, s, t) => { p["c1_pdp"] = s[0]; p["c2_unemployment"] = s[1]; p["c3_regional"] = s[2]; p["c4_cofinancing"] = s[3]; p["total"] = t; },`);
    const s: CompiledScheme = load(analyze(CLIMATE));
    const p: Record<string, unknown> = {};
    s.setPoints!(p, [1, 2, 3, 4, 5], 15);
    expect(Object.keys(p)).toEqual([...s.criteria.map((c) => c.name), "total"]);
    expect(p).toEqual({ impact: 1, benefit: 2, deliverability: 3, joint_application: 4, new_applicant: 5, total: 15 });
  });

  it("gives what the runtime's own stores give: a threshold on one criterion's points, the explanations", () => {
    const s: CompiledScheme = load(analyze(CLIMATE));
    expect(s.setPoints).toBeTypeOf("function");
    const input = JSON.parse(read("schemes/drafted_climate/data/climate_2027.json"));
    const compiled = evaluate(s, input);
    const own = evaluate({ ...s, setPoints: undefined }, input);
    expect(compiled.result).toEqual(own.result);
    // the data reaches the threshold on deliverability's own points both ways (not only the total)
    const below = compiled.result.results.filter((r) => r.reasons.some((x) => x.rule === "minimum_deliverability"));
    expect(below.length).toBeGreaterThan(0);
  });

  it("is not written for a criterion named __proto__: the runtime's own stores keep it an own field", () => {
    const text = CLIMATE.replace('criterion benefit "Benefit', 'criterion __proto__ "Benefit');
    const a = analyze(text);
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const s: CompiledScheme = load(a);
    expect(s.setPoints).toBeUndefined();
    const input = JSON.parse(read("schemes/drafted_climate/data/climate_2027.json"));
    const ours = evaluate(s, input).result.results;
    const theirs = evaluate(load(analyze(CLIMATE)), input).result.results;
    expect(ours.map((r) => [r.id, r.status, r.amount, r.points?.["total"], r.points?.["__proto__"]])).toEqual(theirs.map((r) => [r.id, r.status, r.amount, r.points?.["total"], r.points?.["benefit"]]));
  });
});
