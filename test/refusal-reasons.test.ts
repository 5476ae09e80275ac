// The reasons of refused applications are made when they are read (engine/refusals.ts), not in
// the run: what they say, the rule and source they cite, the one list shared by rows refused
// alike, and the sources they cite in the results' table of sources — which is written before the
// rows, so a refusal's source is cited in the run even where no explanation cites it. Worked by hand.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateTable } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
import { allocationScheme, rows } from "./support/allocation.js";

const fields = "consortium: text  sme: boolean  points: integer in 0..10  asked: money(EUR)";
const sources = `source art2 = law article 2 """\n  At most 50 EUR per consortium.\n  """\nsource art3 = law article 3 """\n  At most 40 EUR to SMEs.\n  """\nsource art4 = law article 4 """\n  A bid that does not fit is passed over.\n  """\n`;
const scheme = compile(
  allocationScheme({
    head: preamble("Refusals"),
    call: "budget: money(EUR)",
    fields,
    rules: sources,
    boundary: "skip per art4",
    body: `  quota sme "SME share" per art3: at most 40 EUR when sme\n  group by consortium per art1 {\n    at most 50 EUR per art2\n  }\n`,
  }),
);

// budget 100, skip, SME quota 40, cap 50 per consortium; ranked A1 … F1 by points.
// A1 (X, 30) funded: budget 70, X has 20 left.  A2 (X, 30): more than X's 20 left, refused by the
// cap (art2).  B1 (Y, SME 35) funded: budget 35, quota 5.  C1 (Z, SME 10): more than the quota's
// 5 left, refused by the quota (art3).  D1 (V, 40): more than the 35 left, passed over (art4).
// E1 (W, 40): the same words, the same rule and source.  F1 (U, 20) funded: budget 15.
const apps = [
  { id: "A1", consortium: "X", sme: false, points: 10, asked: "30.00" },
  { id: "A2", consortium: "X", sme: false, points: 9, asked: "30.00" },
  { id: "B1", consortium: "Y", sme: true, points: 8, asked: "35.00" },
  { id: "C1", consortium: "Z", sme: true, points: 7, asked: "10.00" },
  { id: "D1", consortium: "V", sme: false, points: 6, asked: "40.00" },
  { id: "E1", consortium: "W", sme: false, points: 5, asked: "40.00" },
  { id: "F1", consortium: "U", sme: false, points: 4, asked: "20.00" },
];

describe("the reasons of refused applications, made when read", () => {
  it("each refusal says why, citing the quota, the group's cap or the boundary rule", () => {
    const r = evaluate(scheme, { call: { budget: "100.00" }, applications: apps }, { explain: false }).result;
    expect(rows(r)).toEqual(["A1:funded:30.00", "A2:not_funded:0.00", "B1:funded:35.00", "C1:not_funded:0.00", "D1:not_funded:0.00", "E1:not_funded:0.00", "F1:funded:20.00"]);
    const of = (id: string) => r.results.find((x) => x.id === id)!.reasons;
    expect(of("A1")).toEqual([]);
    expect(of("A2").map((x) => [x.rule, x.source])).toEqual([["allocation", "art2"]]);
    expect(of("A2")[0]!.message).toContain("left of its cap of 50.00 EUR, less than the 30.00 EUR asked");
    expect(of("C1").map((x) => [x.rule, x.source])).toEqual([["sme", "art3"]]);
    expect(of("C1")[0]!.message).toContain("5.00");
    expect(of("D1").map((x) => [x.rule, x.source])).toEqual([["allocation", "art4"]]);
    // refused alike: one list, shared
    expect(of("E1")).toBe(of("D1"));
    expect(of("D1")[0]!.message).toBe(of("E1")[0]!.message);
  });

  it("without explanations, the table of sources cites what only the refusals cite", () => {
    // a table read before its rows (as `allot run` writes its JSON): cited in the run
    const { table } = evaluateTable(scheme, { call: { budget: "100.00" }, applications: apps });
    expect(Object.keys(table.sources).sort()).toEqual(["art2", "art3", "art4"]);
    const r = evaluate(scheme, { call: { budget: "100.00" }, applications: apps }, { explain: false }).result;
    // (art1, which the ranking and the allocation cite, only explanations cite)
    expect(Object.keys(r.sources).sort()).toEqual(["art2", "art3", "art4"]);
    // no refusal: nothing is cited
    const funded = evaluate(scheme, { call: { budget: "1000.00" }, applications: apps.filter((a) => a.id !== "A2" && a.id !== "C1") }, { explain: false }).result;
    expect(funded.results.every((x) => x.status === "funded")).toBe(true);
    expect(Object.keys(funded.sources)).toEqual([]);
  });

  it("the table read row by row gives the same reasons as the result's objects, read twice alike", () => {
    const call = { budget: "100.00" };
    const r = evaluate(scheme, { call, applications: apps }, { explain: false }).result;
    const { table } = evaluateTable(scheme, { call, applications: apps });
    const byId = new Map(r.results.map((x) => [x.id, x.reasons]));
    for (let i = 0; i < table.length; i++) {
      expect(table.reasons(i)).toEqual(byId.get(table.id(i)));
      expect(table.reasons(i)).toEqual(table.reasons(i));
    }
  });
});
