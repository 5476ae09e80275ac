// Edge cases of the selection law on tiny schemes: a tie straddling the budget boundary (broken
// at the boundary, for every tie, or left unresolved), a threshold met exactly, a tied group with
// unequal amounts of which only some fit (indeterminate, with contingent amounts), a cumulative
// sum exactly equal to the budget, input order, and the rounding of pro-rata cents. Also the
// regressions of the bugs the property tests found (skip at the boundary, large tied groups).
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze, load } from "@allot/dsl";
import { cents, reference, run, type App, type SchemeConfig } from "./support/generated.js";

interface Opts {
  readonly threshold?: number;
  /** the tiebreak block, e.g. "tiebreak at boundary per art1 { by innovation highest first per art1 }" */
  readonly tiebreak?: string;
  /** the allocation's policy line, e.g. "at boundary stop" */
  readonly allocation: string;
}

function text(o: Opts): string {
  return `scheme edge "Edge cases" {
  version "1"
}
act law "The law" {
  identifier "L"
}
source art1 = law article 1 """
  Text of the article.
  """
call {
  ceiling: money(EUR)
}
application {
  id: text unique
  score: integer in 0..10
  innovation: integer in 0..5
  asked: money(EUR)
}
criterion quality "Quality" per art1: weight 1 × score
${o.threshold !== undefined ? `threshold minimum "Minimum" per art1: total >= ${o.threshold}` : ""}
ranking per art1 {
  by total highest first
  ${o.tiebreak ?? ""}
}
allocation per art1 {
  budget call.ceiling
  amount asked
  ${o.allocation} per art1
}
`;
}

function compile(o: Opts) {
  const a = analyze(text(o));
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return load(a);
}

type Row = [id: string, score: number, innovation: number, asked: string];

function select(o: Opts, ceiling: string, rows: readonly Row[]): SelectionResult {
  return evaluate(compile(o), { call: { ceiling }, applications: rows.map(([id, score, innovation, asked]) => ({ id, score, innovation, asked })) }).result;
}

/** id → [status, position, amount, contingentAmount?] */
function table(r: SelectionResult): Record<string, unknown[]> {
  return Object.fromEntries(r.results.map((x) => [x.id, x.contingentAmount !== undefined ? [x.status, x.position, x.amount, x.contingentAmount] : [x.status, x.position, x.amount]]));
}

describe("a tie at the budget boundary", () => {
  // A 40 at 9 points; D, E 10 each at 8 points (cumulative 60, all fit: no straddle);
  // B, C 40 each at 7 points (cumulative 60 → 140 over a budget of 100: they straddle).
  const rows: Row[] = [
    ["A", 9, 0, "40.00"],
    ["B", 7, 2, "40.00"],
    ["C", 7, 1, "40.00"],
    ["D", 8, 1, "10.00"],
    ["E", 8, 2, "10.00"],
  ];

  it("tiebreak at boundary breaks only the straddling tie", () => {
    const r = select({ tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 }", allocation: "at boundary stop" }, "100.00", rows);
    expect(table(r)).toEqual({
      A: ["funded", 1, "40.00"],
      D: ["funded", 2, "10.00"],
      E: ["funded", 2, "10.00"], // tied, not straddling: they share a position
      B: ["funded", 4, "40.00"], // innovation 2 wins the boundary
      C: ["not_funded", 5, "0.00"],
    });
    expect(r.ties).toEqual([]);
    expect(r.totals["main"]!.remaining).toBe("0.00");
  });

  it("tiebreak every tie breaks both ties, with the same funding", () => {
    const r = select({ tiebreak: "tiebreak every tie per art1 { by innovation highest first per art1 }", allocation: "at boundary stop" }, "100.00", rows);
    expect(table(r)).toEqual({
      A: ["funded", 1, "40.00"],
      E: ["funded", 2, "10.00"],
      D: ["funded", 3, "10.00"],
      B: ["funded", 4, "40.00"],
      C: ["not_funded", 5, "0.00"],
    });
  });

  it("a straddling tie left unresolved is indeterminate, with what each would receive", () => {
    for (const policy of ["stop", "skip"]) {
      const r = select({ tiebreak: "tiebreak at boundary per art1 { unresolved per art1 }", allocation: `at boundary ${policy}` }, "100.00", rows);
      expect(table(r)).toEqual({
        A: ["funded", 1, "40.00"],
        D: ["funded", 2, "10.00"],
        E: ["funded", 2, "10.00"],
        B: ["indeterminate", 4, "0.00", "40.00"],
        C: ["indeterminate", 4, "0.00", "40.00"],
      });
      expect(r.results.find((x) => x.id === "B")!.withinLimit).toBe("indeterminate");
      // only `unresolved` in the chain: D and E are reported too, as a tie that decides nothing
      expect(r.ties.filter((t) => t.decisive)).toEqual([expect.objectContaining({ ids: ["B", "C"], position: 4, decisive: true })]);
      expect(r.totals["main"]).toEqual(expect.objectContaining({ awarded: "60.00", undecided: "40.00", remaining: "0.00" }));
    }
  });

  it("under partial the straddling tie decides who gets the remainder in part", () => {
    const r = select({ tiebreak: "tiebreak at boundary per art1 { unresolved per art1 }", allocation: "at boundary partial" }, "90.00", rows);
    // after A, D, E: 30 left; B and C each get 30 (in part) or nothing, depending on the order
    expect(table(r)["B"]).toEqual(["indeterminate", 4, "0.00", "30.00"]);
    expect(table(r)["C"]).toEqual(["indeterminate", 4, "0.00", "30.00"]);
  });

  it("a tie whose sum lands exactly on the budget does not straddle it", () => {
    const r = select({ tiebreak: "tiebreak at boundary per art1 { unresolved per art1 }", allocation: "at boundary stop" }, "140.00", rows);
    expect(table(r)["B"]).toEqual(["funded", 4, "40.00"]);
    expect(table(r)["C"]).toEqual(["funded", 4, "40.00"]);
    expect(r.ties.filter((t) => t.decisive)).toEqual([]);
    expect(r.totals["main"]!.remaining).toBe("0.00");
  });
});

describe("thresholds", () => {
  it("a threshold met exactly (>=) is met", () => {
    const r = select({ threshold: 7, allocation: "at boundary stop" }, "1000.00", [
      ["AT", 7, 0, "10.00"],
      ["ABOVE", 8, 0, "10.00"],
      ["BELOW", 6, 0, "10.00"],
    ]);
    expect(table(r)).toEqual({ ABOVE: ["funded", 1, "10.00"], AT: ["funded", 2, "10.00"], BELOW: ["below_threshold", null, "0.00"] });
    const below = r.results.find((x) => x.id === "BELOW")!;
    expect(below.reasons.map((x) => x.rule)).toEqual(["minimum"]);
    expect(below.points).toEqual({ quality: "6", total: "6" });
  });
});

describe("tied groups with unequal amounts", () => {
  // a tie of 60, 60 and 10 for a budget of 75: which of the 60s fits depends on the order
  const rows: Row[] = [
    ["A", 5, 0, "60.00"],
    ["B", 5, 0, "60.00"],
    ["C", 5, 0, "10.00"],
  ];

  it("under skip only the members whose outcome depends on the order are indeterminate", () => {
    const r = select({ allocation: "at boundary skip" }, "75.00", rows);
    expect(table(r)).toEqual({
      A: ["indeterminate", 1, "0.00", "60.00"],
      B: ["indeterminate", 1, "0.00", "60.00"],
      C: ["funded", 1, "10.00"], // funded in every order
    });
    expect(r.totals["main"]).toEqual(expect.objectContaining({ awarded: "10.00", undecided: "60.00", remaining: "5.00" }));
    expect(r.ties).toEqual([expect.objectContaining({ ids: ["A", "B", "C"], decisive: true })]);
  });

  it("under stop the small one depends on the order too, and the remainder is unknown", () => {
    const r = select({ allocation: "at boundary stop" }, "75.00", rows);
    expect(table(r)).toEqual({
      A: ["indeterminate", 1, "0.00", "60.00"],
      B: ["indeterminate", 1, "0.00", "60.00"],
      C: ["indeterminate", 1, "0.00", "10.00"],
    });
    expect(r.totals["main"]!.remaining).toBeNull();
  });

  it("members asking the same amount, all fitting or none, are not indeterminate", () => {
    expect(table(select({ allocation: "at boundary skip" }, "120.00", rows.slice(0, 2)))).toEqual({ A: ["funded", 1, "60.00"], B: ["funded", 1, "60.00"] });
    expect(table(select({ allocation: "at boundary skip" }, "59.99", rows.slice(0, 2)))).toEqual({ A: ["not_funded", 1, "0.00"], B: ["not_funded", 1, "0.00"] });
  });
});

describe("the budget boundary", () => {
  it("a cumulative sum exactly equal to the budget is funded", () => {
    for (const policy of ["stop", "skip", "partial", "full"]) {
      const r = select({ allocation: `at boundary ${policy}` }, "100.00", [
        ["A", 9, 0, "60.00"],
        ["B", 8, 0, "40.00"],
        ["C", 7, 0, "0.01"],
      ]);
      expect(table(r)["A"]).toEqual(["funded", 1, "60.00"]);
      expect(table(r)["B"]).toEqual(["funded", 2, "40.00"]);
      // nothing is left for C: under full it is still awarded in full beyond the budget
      expect(table(r)["C"]).toEqual(policy === "full" ? ["funded", 3, "0.01"] : ["not_funded", 3, "0.00"]);
    }
  });

  it("one cent over the budget does not fit", () => {
    const r = select({ allocation: "at boundary stop" }, "99.99", [
      ["A", 9, 0, "60.00"],
      ["B", 8, 0, "40.00"],
    ]);
    expect(table(r)["B"]).toEqual(["not_funded", 2, "0.00"]);
    expect(r.totals["main"]!.remaining).toBe("39.99");
  });
});

describe("input order", () => {
  it("every order of the input gives the same bytes", () => {
    const rows: Row[] = [
      ["N1", 7, 2, "40.00"],
      ["N2", 7, 1, "40.00"],
      ["N3", 9, 0, "30.00"],
      ["N4", 4, 0, "10.00"],
      ["N5", 7, 1, "25.00"],
    ];
    const perms = (xs: Row[]): Row[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
    for (const o of [
      { threshold: 5, tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 unresolved per art1 }", allocation: "at boundary skip" },
      { allocation: "pro rata rounded down to 0.01 remainder largest_remainder" },
    ]) {
      const want = JSON.stringify(select(o, "100.00", rows));
      for (const p of perms(rows)) expect(JSON.stringify(select(o, "100.00", p))).toBe(want);
    }
  });
});

describe("pro rata cents", () => {
  it("rounds every share down to the cent and leaves the remainder unallocated", () => {
    const r = select({ allocation: "pro rata rounded down to 0.01 remainder unallocated" }, "100.00", [
      ["A", 5, 0, "50.00"],
      ["B", 6, 0, "50.00"],
      ["C", 7, 0, "50.00"],
    ]);
    expect(r.results.map((x) => [x.id, x.status, x.amount])).toEqual([
      ["C", "pro_rata", "33.33"],
      ["B", "pro_rata", "33.33"],
      ["A", "pro_rata", "33.33"],
    ]);
    expect(r.totals["main"]).toEqual(expect.objectContaining({ awarded: "99.99", remaining: "0.01" }));
  });

  it("largest_remainder gives the cents to the largest remainders, equal remainders in ranking order", () => {
    const equal = select({ allocation: "pro rata rounded down to 0.01 remainder largest_remainder" }, "100.00", [
      ["A", 5, 0, "50.00"],
      ["B", 6, 0, "50.00"],
      ["C", 7, 0, "50.00"],
    ]);
    expect(equal.results.map((x) => [x.id, x.amount])).toEqual([
      ["C", "33.34"], // ranked first
      ["B", "33.33"],
      ["A", "33.33"],
    ]);
    expect(equal.totals["main"]!.awarded).toBe("100.00");
    // 333.34 × 2/3 = 222.2266…, 500 × 2/3 = 333.3333…, 333.33 × 2/3 = 222.22 exactly
    const unequal = select({ allocation: "pro rata rounded down to 0.01 remainder largest_remainder" }, "1000.00", [
      ["A", 5, 0, "333.33"],
      ["B", 5, 0, "333.33"],
      ["C", 5, 0, "333.34"],
      ["D", 5, 0, "500.00"],
    ]);
    expect(Object.fromEntries(unequal.results.map((x) => [x.id, x.amount]))).toEqual({ A: "222.22", B: "222.22", C: "222.23", D: "333.33" });
    expect(unequal.totals["main"]).toEqual(expect.objectContaining({ awarded: "1000.00", remaining: "0.00" }));
  });

  it("funds everyone in full when the requests fit, whatever the rounding", () => {
    const r = select({ allocation: "pro rata rounded down to 0.01 remainder largest_remainder" }, "100.00", [
      ["A", 5, 0, "33.33"],
      ["B", 5, 0, "66.67"],
    ]);
    expect(table(r)).toEqual({ A: ["funded", 1, "33.33"], B: ["funded", 1, "66.67"] });
    expect(r.totals["main"]!.proRataCoefficient).toBeUndefined();
  });

  it("rounds the seed's 200/219 shares exactly", () => {
    const rows: Row[] = [
      ["W01", 7, 0, "200000.00"],
      ["W02", 6, 0, "180000.00"],
      ["W03", 6, 0, "150000.00"],
      ["W04", 5, 0, "220000.00"],
      ["W05", 4, 0, "120000.00"],
      ["W06", 4, 0, "90000.00"],
      ["W07", 3, 0, "35000.00"],
      ["W08", 3, 0, "100000.00"],
    ];
    const r = select({ allocation: "pro rata rounded down to 0.01 remainder unallocated" }, "1000000.00", rows);
    const got = Object.fromEntries(r.results.map((x) => [x.id, x.amount]));
    expect(got).toEqual(expect.objectContaining({ W01: "182648.40", W02: "164383.56", W03: "136986.30", W04: "200913.24", W05: "109589.04", W06: "82191.78", W07: "31963.47" }));
    expect(r.totals["main"]!.proRataCoefficient).toBe("0.9132420091324200913242009132420091"); // 200/219
  });
});

describe("regressions", () => {
  it("under skip, a tie after an application that did not fit is the boundary tie and is broken", () => {
    // A (150) does not fit a budget of 100 and takes nothing; B and C (60 each) then compete for
    // it. Their cumulative requested amount is already over the budget, but the tie straddles
    // what is left, so the tie-break at the boundary applies.
    const r = select({ tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 }", allocation: "at boundary skip" }, "100.00", [
      ["A", 9, 0, "150.00"],
      ["B", 7, 1, "60.00"],
      ["C", 7, 2, "60.00"],
      ["D", 6, 0, "30.00"],
      ["E", 5, 0, "10.00"],
      ["F", 5, 1, "10.00"],
    ]);
    expect(table(r)).toEqual({
      A: ["not_funded", 1, "0.00"],
      C: ["funded", 2, "60.00"],
      B: ["not_funded", 3, "0.00"],
      D: ["funded", 4, "30.00"],
      F: ["funded", 5, "10.00"], // 10 left for two of 10: this tie straddles as well
      E: ["not_funded", 6, "0.00"],
    });
    expect(r.ties).toEqual([]);
  });

  it("under full, a tie right after a budget used up exactly is the boundary tie and is broken", () => {
    // A uses the 100 exactly; the next application is awarded in full beyond the budget, and
    // which of B and C that is, the tie-break decides
    const rows: Row[] = [
      ["A", 9, 0, "100.00"],
      ["B", 7, 1, "60.00"],
      ["C", 7, 2, "60.00"],
    ];
    const r = select({ tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 }", allocation: "at boundary full" }, "100.00", rows);
    expect(table(r)).toEqual({ A: ["funded", 1, "100.00"], C: ["funded", 2, "60.00"], B: ["not_funded", 3, "0.00"] });
    expect(r.ties).toEqual([]);
    // under stop the same tie is all out, and shares its position
    expect(table(select({ tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 }", allocation: "at boundary stop" }, "100.00", rows))).toEqual({ A: ["funded", 1, "100.00"], B: ["not_funded", 2, "0.00"], C: ["not_funded", 2, "0.00"] });
  });

  it("under stop, the cumulative requested amount still decides which tie straddles", () => {
    const r = select({ tiebreak: "tiebreak at boundary per art1 { by innovation highest first per art1 }", allocation: "at boundary stop" }, "100.00", [
      ["A", 9, 0, "150.00"],
      ["B", 7, 1, "60.00"],
      ["C", 7, 2, "60.00"],
    ]);
    expect(table(r)).toEqual({ A: ["not_funded", 1, "0.00"], B: ["not_funded", 2, "0.00"], C: ["not_funded", 2, "0.00"] });
  });

  it("a tied group of more than seven members is walked in every order", () => {
    // 34.00 for amounts 1, 1, 6, 17, 4, 1, 3, 3 (total 36): the members asking 1.00 are funded in
    // most orders, but not when the seven others (34.00) come first.
    const cfg: SchemeConfig = { criteria: [{ name: "c1", weight: 1, lo: 0, hi: 0 }], allocation: { kind: "boundary", policy: "skip" } };
    const apps: App[] = [100, 100, 600, 1700, 400, 100, 300, 300].map((asked, i) => ({ id: `G${i}`, scores: { c1: 0 }, asked }));
    const r = run(cfg, apps, 3400);
    const ref = reference(cfg, apps, 3400);
    for (const x of r.results) {
      const o = ref.outcome.get(x.id)!;
      expect([x.id, x.status, x.amount, x.contingentAmount]).toEqual([x.id, o.status, cents(o.amount), o.contingent !== undefined ? cents(o.contingent) : undefined]);
    }
    expect(table(r)["G5"]).toEqual(["indeterminate", 1, "0.00", "1.00"]);
  });

  it("largest_remainder: remainders equal in exact arithmetic go in ranking order", () => {
    // 100 × 1/3, 1 × 1/3 and 199 × 1/3 all leave 0.00333… beyond the cent; a 34-digit quotient
    // rounded them at different places and gave the cent to the second-ranked application
    const r = select({ allocation: "pro rata rounded down to 0.01 remainder largest_remainder" }, "100.00", [
      ["X", 9, 0, "100.00"],
      ["Y", 8, 0, "1.00"],
      ["Z", 7, 0, "199.00"],
    ]);
    expect(r.results.map((x) => [x.id, x.position, x.amount])).toEqual([
      ["X", 1, "33.34"],
      ["Y", 2, "0.33"],
      ["Z", 3, "66.33"],
    ]);
  });

  it("a large tie of equal amounts stays cheap and exact", () => {
    // 38 members of 1.00 and 2 of 20.00 for 25.00: every member is funded in some orders and not
    // in others, and every order ends with the budget used up
    const cfg: SchemeConfig = { criteria: [{ name: "c1", weight: 1, lo: 0, hi: 0 }], allocation: { kind: "boundary", policy: "skip" } };
    const apps: App[] = Array.from({ length: 40 }, (_, i) => ({ id: `M${String(i).padStart(2, "0")}`, scores: { c1: 0 }, asked: i < 38 ? 100 : 2000 }));
    const r = run(cfg, apps, 2500);
    expect(new Set(r.results.map((x) => x.status))).toEqual(new Set(["indeterminate"]));
    expect(r.totals["main"]).toEqual(expect.objectContaining({ awarded: "0.00", undecided: "25.00", remaining: "0.00" }));
  });
});
