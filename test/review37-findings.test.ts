// review37's findings (review37/FINDINGS.md) on round 36's constructs, each mended with a test that
// fails without its mend: F1 a list `after the last funded` that begins after an open tie funding
// one of its members in every order; F2 `count(distinct …)` over peers, the call's applications and
// the outcome; F3 the compiled module's `Points` without "total" where the points are not summed;
// F4 a statistic over a let of points that reads an aggregate over peers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluateRun, traceAnswer } from "@allot/runtime";
import { declarations } from "../packages/dsl/src/compile/module.js";
import { resultOf, runScheme } from "./support/scheme";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
/** review37/repro/F2's scheme: criteria k1..k3 from a, b, c; sets s1 = k1 + k2, s2 = k3, not summed; skip; `reserve call.n after the last funded` */
const SCHEME = read("review37/repro/F2/scheme.allot");
type Input = { call: Record<string, unknown>; applications: Record<string, unknown>[] };
const INPUT = JSON.parse(read("review37/repro/F2/input.json")) as Input;
/** the same without ties: A, C, E funded; B, D passed over before E; F, H after it */
const UNTIED = JSON.parse(read("review37/repro/F4/input.json")) as Input;
const withStatistic = (text: string, expr: string) => text.replace(/statistics per art1 \{[\s\S]*?\n {2}\}/, `statistics per art1 {\n    x "X": ${expr}\n  }`);
const statistic = (text: string, input: Input) => runScheme(text, input).publication!.statistics![0]!;

describe("F3: the compiled module's Points where the points are not summed", () => {
  it("has no \"total\" under `points not summed`", () => {
    const d = declarations(analyze(SCHEME));
    expect(d).toContain('export type Points = { readonly [K in CriterionName]: string };');
    expect(d).not.toContain('"total"');
  });
  it("keeps it where they are summed", () => {
    const d = declarations(analyze(SCHEME.replace("points not summed per art1\n", "").replace(/by s1 highest first per art1\n\s*by s2 highest first per art1/, "by total highest first per art1")));
    expect(d).toContain('export type Points = { readonly [K in CriterionName | "total"]: string };');
  });
});

describe("F4: a statistic over a let of points that reads an aggregate over peers", () => {
  // s1 = k1 + k2 + how many of the applicant's peers (same ok) have a > 3: A 5+5+4, B 5+4+4, C 4+4+4, D 4+4+4, E 3+4+4, F 3+3+4, H 1+1+4
  const PEERS = read("review37/repro/F4/peers.allot");
  it("is computed from the member's let as its ranking read it (before: an internal error)", () => {
    const r = runScheme(PEERS, UNTIED);
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id)).toEqual(["A", "C", "E"]);
    expect(r.publication!.statistics!.map((s) => [s.name, s.value])).toEqual([["min_s1", "11"], ["mean_s1", "12.33"]]);
  });
  it("the same with a minimum over the peers in the let", () => {
    const text = PEERS.replace("count(m in peers(ok): m.a > 3)", "min(m in peers(ok): m.a)");
    // A 5+5+1 = 11, C 9, E 8
    expect(statistic(withStatistic(text, "max(w in funded: w.s1)"), UNTIED).value).toBe("11");
    expect(statistic(withStatistic(text, "min(w in funded: w.s1)"), UNTIED).value).toBe("8");
  });
  it("and the ranking's order is unchanged by it", () => {
    expect(resultOf(runScheme(PEERS, UNTIED), "H").position).toBe(7);
  });
});

describe("F2: count(distinct …) over peers, the call's applications and the outcome counts the different values", () => {
  // a: A 5, B 5, C 4, D 4, E 3, F 3, G 1 (ineligible), H 1; ranked: all but G; funded: A, C
  it("a statistic over the ranked and the funded (before: the members whose value is true)", () => {
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.a)"), INPUT).value).toBe("4");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in funded: w.k1)"), INPUT).value).toBe("2");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.ok)"), INPUT).value).toBe("1");
    expect(statistic(withStatistic(SCHEME, "count(distinct w in ranked: w.asked)"), INPUT).value).toBe("5");
    // the plain count is unchanged
    expect(statistic(withStatistic(SCHEME, "count(w in ranked: w.a > 3)"), INPUT).value).toBe("4");
  });
  const column = (expr: string) => SCHEME.replace("let s2 ", `let dd "D" = ${expr} per art1\nlet s2 `).replace("columns { id, s1, s2, status }", "columns { id, dd, status }");
  const cells = (expr: string) => runScheme(column(expr), INPUT).publication!.rows!.map((r) => `${r["id"] as string}=${r["dd"] as string}`);
  it("a let over the call's applications and over peers", () => {
    expect(new Set(cells("count(distinct m in applications: m.a)"))).toEqual(new Set(["A=4", "B=4", "C=4", "D=4", "E=4", "F=4", "H=4"]));
    // peers(ok): the eligible ones share ok = true: 5 4 3 1
    expect(new Set(cells("count(distinct m in peers(ok): m.a)"))).toEqual(new Set(["A=4", "B=4", "C=4", "D=4", "E=4", "F=4", "H=4"]));
    expect(new Set(cells("count(distinct m in applications(eligible): m.ok)"))).toEqual(new Set(["A=1", "B=1", "C=1", "D=1", "E=1", "F=1", "H=1"]));
    expect(new Set(cells("count(m in applications: m.ok)"))).toEqual(new Set(["A=7", "B=7", "C=7", "D=7", "E=7", "F=7", "H=7"]));
  });
});

