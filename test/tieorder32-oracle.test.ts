// An oracle for an open tie in an earlier stage (docs/language.md §14.7; tieorder32): random calls
// of two stages under `skip` — 'Priority' (points >= 8, its own budget, `unfunded go on`), then
// 'Rest' (`budget left`; with `unfunded stay out` too) — with ties in either, every order of every tie walked by brute force here
// (a plain re-reading of §14.1 and §14.7, not the engine's walk) and compared with the engine's rows:
// a row the engine decides has that status and amount in every order, and its stage where every
// order decides it in one stage (none published where they differ); a row it leaves `indeterminate`
// really differs between orders, and is told the most any order gives it. Seeded and bounded.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const scheme = (unfunded: string) => compile(`${preamble("Oracle", "en")}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage first "Priority" per art1 when points >= 8 {
    budget call.first
    unfunded ${unfunded}
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`);

type App = { id: string; points: number; ask: number };
type Outcome = { status: "funded" | "not_funded"; amount: number; stage: "first" | "rest" };

/** mulberry32: a small seeded generator */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** every order of the ranking: the points descending, each tie in every order */
function orders(apps: readonly App[]): App[][] {
  const levels = [...new Set(apps.map((x) => x.points))].sort((p, q) => q - p);
  let out: App[][] = [[]];
  for (const l of levels) {
    const perms = permutations(apps.filter((x) => x.points === l));
    out = out.flatMap((pre) => perms.map((p) => [...pre, ...p]));
  }
  return out;
}

/** the two stages under skip, in one order (§14.1: skip passes over what does not fit; §14.7: 'Rest' gets what 'Priority' left of the budget) */
function walk(order: readonly App[], budget: number, first: number, stayOut: boolean): Map<string, Outcome> {
  const out = new Map<string, Outcome>();
  let left1 = Math.min(first, budget);
  const given1 = left1;
  for (const x of order) {
    if (x.points < 8) continue;
    if (x.ask <= left1) {
      left1 -= x.ask;
      out.set(x.id, { status: "funded", amount: x.ask, stage: "first" });
    } else if (stayOut) out.set(x.id, { status: "not_funded", amount: 0, stage: "first" });
  }
  let left2 = budget - (given1 - left1);
  for (const x of order) {
    if (out.has(x.id)) continue;
    if (x.ask <= left2) {
      left2 -= x.ask;
      out.set(x.id, { status: "funded", amount: x.ask, stage: "rest" });
    } else out.set(x.id, { status: "not_funded", amount: 0, stage: "rest" });
  }
  return out;
}

const money = (n: number) => `${n}.00`;

describe("oracle: two stages under skip, ties in either, every order walked", () => {
  for (const unfunded of ["go on", "stay out"]) it(`unfunded ${unfunded}: 150 seeded calls agree with the brute force`, () => {
    const compiled = scheme(unfunded);
    const next = random(unfunded === "go on" ? 32 : 33);
    let decided = 0;
    let open = 0;
    let stageOpen = 0;
    for (let call = 0; call < 150; call++) {
      const n = 3 + Math.floor(next() * 4);
      const apps: App[] = Array.from({ length: n }, (_, i) => ({ id: `X${i}`, points: 6 + Math.floor(next() * 4), ask: 1 + Math.floor(next() * 8) }));
      const first = 2 + Math.floor(next() * 10);
      const budget = first + Math.floor(next() * 12);
      const walks = orders(apps).map((o) => walk(o, budget, first, unfunded === "stay out"));
      const result = evaluate(compiled, { call: { budget: money(budget), first: money(first) }, applications: apps.map((x) => ({ id: x.id, points: x.points, asked: money(x.ask) })) }).result;
      for (const x of apps) {
        const row = result.results.find((r) => r.id === x.id)!;
        const all = walks.map((w) => w.get(x.id)!);
        const alike = all.every((o) => o.status === all[0]!.status && o.amount === all[0]!.amount);
        const where = `call ${call} (budget ${budget}, first ${first}, ${apps.map((a) => `${a.id}:${a.points}:${a.ask}`).join(" ")}), ${x.id}`;
        if (row.status === "indeterminate") {
          open++;
          expect(alike, `${where}: indeterminate, yet every order gives ${all[0]!.status} ${all[0]!.amount}`).toBe(false);
          expect(row.contingentAmount, where).toBe(money(Math.max(...all.map((o) => o.amount))));
        } else {
          decided++;
          expect(alike, `${where}: ${row.status} ${row.amount}, yet the orders differ`).toBe(true);
          expect(`${row.status}:${row.amount}`, where).toBe(`${all[0]!.status}:${money(all[0]!.amount)}`);
          const stages = new Set(all.map((o) => o.stage));
          if (stages.size > 1) stageOpen++;
          expect(row.stage, where).toBe(stages.size === 1 ? all[0]!.stage : undefined);
        }
      }
    }
    // not vacuous: the calls reach each kind of row (under stay out no member goes on: no stage is open)
    expect(decided).toBeGreaterThan(100);
    expect(open).toBeGreaterThan(20);
    if (unfunded === "go on") expect(stageOpen).toBeGreaterThan(5);
    else expect(stageOpen).toBe(0);
  });
});
