// The columns of a regime's ranked rows (engine/regimeRows.ts) are sized from the regime's share
// of the call (assess.ts `rowCapacity`), not the call's length for every regime — typed arrays
// count towards V8's external memory, and 64 MB more of it since the last full collection starts
// one, which marks the caller's whole input (docs/performance.md, "Issue 15, sixth round"):
// - on seed 004's scheme (three regimes) and inputs shaped like it, each regime's columns are about
//   as long as its rows, far less than the call;
// - the result is the same whatever the input's order, where a regime's share changes along the
//   input and its columns grow again and again (the input ordered by regime): seed 004's scheme,
//   and a scheme of two regimes with quotas and stages (whose condition bits are columns too).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";
// @ts-expect-error: the benchmark's generator is plain JS
import { gen004 } from "../bench/selection/seeds/gen004.mjs";

const seed004 = compile(readFileSync(new URL("../schemes/seed_004/akwakultura_par43.allot", import.meta.url), "utf8"));

/** the applications in the order of the regime each comes under (stable), then those under none */
function byRegime(scheme: Parameters<typeof evaluateRun>[0], call: Record<string, unknown>, applications: Record<string, unknown>[]): Record<string, unknown>[] {
  const { run } = evaluateRun(scheme, { call, applications });
  const regime = new Map<string, number>();
  for (let i = 0; i < run.as.n; i++) regime.set(run.as.ids[i]!, run.as.regimeOf[i]!);
  return applications.map((a, k) => ({ a, k, g: regime.get(a["id"] as string)! })).sort((x, y) => x.g - y.g || x.k - y.k).map((x) => x.a);
}

describe("a regime's columns", () => {
  it("are about as long as its rows, not as the call (seed 004: three regimes)", () => {
    const { call, applications } = gen004(30_000);
    const { run } = evaluateRun(seed004, { call, applications: [...applications()] });
    const rows = run.as.regimeRows.filter((rr) => rr.rows > 0);
    expect(rows.length).toBe(3);
    for (const rr of rows) {
      // the share so far and a sixteenth, a first 4,096 rows and the last estimate's 4,096
      const most = Math.ceil(rr.rows * 1.0625) + 2 * 4096;
      expect(rr.rowApp.length).toBeGreaterThanOrEqual(rr.rows);
      expect(rr.rowApp.length).toBeLessThanOrEqual(most);
      expect(rr.asks.minorUnits!.buffer.byteLength).toBeLessThanOrEqual(most * 8);
      for (const k of rr.keys) expect(k.view.length).toBe(rr.rows);
    }
    // the two smaller regimes (a seventh of the call each): columns of a fraction of its length
    expect(rows.filter((rr) => rr.rowApp.length < 30_000 / 2).length).toBe(2);
  });

  it("give the same result whatever the input's order, also where they grow along it (seed 004)", () => {
    const { call, applications } = gen004(20_000, 77);
    const apps = [...applications()] as Record<string, unknown>[];
    const ordered = byRegime(seed004, call, apps);
    expect(ordered.map((a) => a["id"])).not.toEqual(apps.map((a) => a["id"]));
    for (const explain of [false, "trace"] as const) expect(JSON.stringify(evaluate(seed004, { call, applications: ordered }, { explain }).result)).toBe(JSON.stringify(evaluate(seed004, { call, applications: apps }, { explain }).result));
  });

  it("give the same result whatever the input's order, with quota and stage bits (two regimes)", () => {
    const scheme = compile(`${preamble("Rows")}call { a_budget: money(EUR)  b_budget: money(EUR)  small_cap: money(EUR) }
application { id: text unique  kind: enum { a, b }  size: enum { small, large }  points: integer in 0..10  asked: money(EUR)  turn: integer in 0..1000 }
criterion p per art1: application.points
regime ra "A" per art1 when kind = a {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by turn lowest first per art1  by id lowest first per art1 } }
  allocation per art1 {
    budget call.a_budget separate
    amount asked
    at boundary skip per art1
    quota small_firms "Small firms" per art1: at most call.small_cap when size = small
  }
}
regime rb "B" per art1 when kind = b {
  ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
  allocation per art1 {
    budget call.b_budget separate
    amount asked
    at boundary stop per art1
    stage small_first "Small first" per art1 when size = small {
      budget 30% × call.b_budget
      unfunded go on
    }
    stage rest "The rest" per art1 {
      budget left
    }
  }
}
`);
    let x = 12345;
    const rnd = (): number => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    // regime A's share grows along the input: a tenth of the first half, nine tenths of the second
    const n = 14_000;
    const apps = Array.from({ length: n }, (_, i) => ({
      id: `X${String(i).padStart(6, "0")}`,
      kind: rnd() < (i < n / 2 ? 0.1 : 0.9) ? "a" : "b",
      size: rnd() < 0.4 ? "small" : "large",
      points: Math.floor(rnd() * 11),
      asked: `${100 + Math.floor(rnd() * 900)}.00`,
      turn: Math.floor(rnd() * 1001),
    }));
    const call = { a_budget: "900000.00", b_budget: "700000.00", small_cap: "250000.00" };
    const ordered = byRegime(scheme, call, apps);
    for (const explain of [false, "trace"] as const) {
      const a = evaluate(scheme, { call, applications: apps }, { explain }).result;
      expect(JSON.stringify(evaluate(scheme, { call, applications: ordered }, { explain }).result)).toBe(JSON.stringify(a));
      // the quota and both stages decide some applications
      expect(new Set(a.results.map((r) => r.status))).toEqual(new Set(["funded", "not_funded"]));
      expect(a.results.some((r) => r.reasons.some((x) => x.rule === "small_firms"))).toBe(true);
      expect(new Set(a.results.map((r) => r.stage ?? "-"))).toEqual(new Set(["-", "small_first", "rest"]));
    }
  }, 60_000);
});
