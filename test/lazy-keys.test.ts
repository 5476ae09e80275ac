// Tie-break keys read as far as a comparison needs them (§13.6, issue 17): an application tied
// with nobody never needs its tie-break values; inside a tie that reaches a step, a member
// without the value ranks last (`if absent last`) or leaves the tie unresolved (`if absent
// unresolved`). Hand-worked cases with the arithmetic in comments, the checker's questions, and
// a property: wherever every key is present, the lazy order is the eager lexicographic order.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const head = `scheme lazy "Lazy keys" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Grants go in order of points; a tie goes to the smaller request, then to the earlier filing."
`;

function compile(body: string) {
  const a = analyze(head + body);
  expect(a.diagnostics.filter((d) => d.severity === "error"), a.diagnostics.map((d) => `${d.code} ${d.message}`).join("\n")).toEqual([]);
  return load(a);
}

function run(body: string, call: Record<string, unknown>, applications: unknown[]): SelectionResult {
  return evaluate(compile(body), { call, applications }).result;
}

const byId = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;
const byIdOrder = (r: SelectionResult) => [...r.results].sort((a, b) => (a.id < b.id ? -1 : 1));
const texts = (r: SelectionResult, id: string) => byId(r, id).explanation.map((e) => e.text);

const scheme = (rule: string, scope = "every tie") => `call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  asked: money(EUR)  filed: date optional }
criterion p per art1: score
ranking per art1 { by total highest first tiebreak ${scope} { by filed earliest first${rule} unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`;

describe("a tie-break value is needed only by a tie that reaches the step", () => {
  // A 9 points, no filing date, tied with nobody; B, C, D 5 points each: a tie that reaches
  // 'filed'. B 2024-03-02, C no date, D 2024-03-01.
  const apps = [
    { id: "A", score: 9, asked: "100.00" },
    { id: "B", score: 5, asked: "100.00", filed: "2024-03-02" },
    { id: "C", score: 5, asked: "100.00" },
    { id: "D", score: 5, asked: "100.00", filed: "2024-03-01" },
  ];

  it("'if absent last': D (1 March), B (2 March), then C without a date; A first though it has no date", () => {
    // budget 300.00, stop: A 100 → 200 left, D 100 → 100, B 100 → 0, C does not fit
    const r = run(scheme(" if absent last"), { budget: "300.00" }, apps);
    expect(r.ranking).toEqual(["A", "D", "B", "C"]);
    expect(byIdOrder(r).map((x) => [x.id, x.position, x.status])).toEqual([
      ["A", 1, "funded"],
      ["B", 3, "funded"],
      ["C", 4, "not_funded"],
      ["D", 2, "funded"],
    ]);
    expect(r.unresolvedTies).toEqual([]);
    expect(texts(r, "C")).toContain("After B: decided by filed (earliest first): 2024-03-02 against no value (the optional field 'filed' is absent), so C ranks last at this step.");
    expect(texts(r, "A")).toContain("Ahead of D: decided by total points (highest first): 9 against 5.");
  });

  it("'if absent unresolved': the tie of B, C and D stays open at position 2, reported; A is still first", () => {
    // budget 300.00, stop: A 100 → 200 left; B, C, D ask 300 together, more than 200: the order
    // of the tie decides who is funded, so all three are indeterminate
    const r = run(scheme(" if absent unresolved"), { budget: "300.00" }, apps);
    expect(byId(r, "A")).toMatchObject({ position: 1, status: "funded" });
    for (const id of ["B", "C", "D"]) expect(byId(r, id)).toMatchObject({ position: 2, status: "indeterminate" });
    expect(r.unresolvedTies).toEqual([["B", "C", "D"]]);
    const note = r.ties.find((t) => t.ids.includes("B"))!.note;
    expect(note).toBe("no value for filed (earliest first): C (the optional field 'filed' is absent); the scheme leaves such a tie unresolved; its order decides who is funded");
    expect(texts(r, "D")[2]).toBe(`Position 2 (total points: 5; tied with B, C). The tie-break chain stops: ${note.replace("; its order decides who is funded", "")}; they share this position.`);
  });

  it("'if absent unresolved' with a budget for everyone: the tie is reported, the outcome is the same in every order", () => {
    const r = run(scheme(" if absent unresolved"), { budget: "400.00" }, apps);
    for (const id of ["A", "B", "C", "D"]) expect(byId(r, id).status).toBe("funded");
    expect(r.ties.map((t) => [t.ids, t.decisive])).toEqual([[["B", "C", "D"], false]]);
  });

  it("members that all lack the value stay tied at that step, and the next step decides ('if absent last')", () => {
    // E and F, 5 points, neither filed: 'filed' leaves them equal; 'asked' lowest first: F 50 < E 80
    const body = `call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  asked: money(EUR)  filed: date optional }
criterion p per art1: score
ranking per art1 { by total highest first tiebreak every tie { by filed earliest first if absent last by asked lowest first unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`;
    const r = run(body, { budget: "1000.00" }, [
      { id: "E", score: 5, asked: "80.00" },
      { id: "F", score: 5, asked: "50.00" },
      { id: "G", score: 5, asked: "90.00", filed: "2024-01-01" },
    ]);
    expect(r.ranking).toEqual(["G", "F", "E"]);
    expect(byIdOrder(r).map((x) => x.position)).toEqual([3, 2, 1]);
    // the keys before it: the same total, and neither filed (review34 T1; before, the sentence was dropped)
    expect(texts(r, "E")).toContain("After F: decided by asked (lowest first): 50.00 EUR against 80.00 EUR. Both have the same value of the total points (5), and neither has a value of filed.");
  });

  it("a tie-break key that fails for another reason (a division by zero) does not refuse an untied application; in a tie it leaves the tie unresolved", () => {
    const body = `call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  asked: money(EUR)  members: integer in 0..100 }
criterion p per art1: score
ranking per art1 { by total highest first tiebreak every tie { by asked / members lowest first unresolved } }
allocation per art1 { budget call.budget amount asked at boundary stop }
`;
    // H: 7 points, 0 members, alone; I and J: 4 points, J has 0 members → 100/0 fails
    const r = run(body, { budget: "1000.00" }, [
      { id: "H", score: 7, asked: "100.00", members: 0 },
      { id: "I", score: 4, asked: "100.00", members: 4 },
      { id: "J", score: 4, asked: "100.00", members: 0 },
    ]);
    expect(byId(r, "H")).toMatchObject({ position: 1, status: "funded" });
    expect(r.unresolvedTies).toEqual([["I", "J"]]);
    expect(r.ties[0]!.note).toMatch(/^no value for asked \/ members \(lowest first\): J \(.*division by zero.*\); the scheme leaves such a tie unresolved/);
  });

  it("tie-break at the boundary: only the straddling tie reads the step", () => {
    // budget 250.00, stop: A 100 → 150 left; the tie B, C, D asks 300 > 150: it straddles and
    // is broken: D (1 March) 100 → 50 left, B 100 does not fit: stop; C last
    const r = run(scheme(" if absent last", "at boundary"), { budget: "250.00" }, apps);
    expect(r.ranking).toEqual(["A", "D", "B", "C"]);
    expect(byIdOrder(r).map((x) => [x.id, x.position, x.status])).toEqual([
      ["A", 1, "funded"],
      ["B", 3, "not_funded"],
      ["C", 4, "not_funded"],
      ["D", 2, "funded"],
    ]);
  });
});

describe("the checker asks what a tie does with a member without the value", () => {
  const codes = (body: string) => analyze(head + body).diagnostics.map((d) => d.code);
  it("AL0632: a tie-break key reading an optional field, with no rule", () => {
    const d = analyze(head + scheme("")).diagnostics.filter((x) => x.code === "AL0632");
    expect(d).toHaveLength(1);
    expect(d[0]!.message).toBe("the tie-break key filed reads the optional field 'filed', and the scheme does not say what a tie does with a member without it");
  });
  it("through a let, and not where 'is present' guards the read", () => {
    const withLet = (value: string) => scheme("").replace("criterion p", `let when_filed = ${value}\ncriterion p`).replace("by filed earliest first", "by when_filed earliest first");
    expect(codes(withLet("filed"))).toContain("AL0632");
    expect(codes(withLet("if filed is present then filed else 2099-12-31"))).not.toContain("AL0632");
    expect(codes(withLet("if filed is not present then 2099-12-31 else filed"))).not.toContain("AL0632");
  });
  it("AL0630: the rule spelt otherwise; AL0631: on a key of the ranking itself", () => {
    expect(codes(scheme(" if missing last"))).toContain("AL0630");
    expect(codes(scheme(" if absent first"))).toContain("AL0630");
    expect(codes(scheme(" if absent last").replace("by total highest first", "by total highest first if absent last"))).toContain("AL0631");
  });
});

describe("lazy keys give the eager order wherever every key is present", () => {
  const body = (rule: string) => `call { budget: money(EUR) }
application { id: text unique  score: integer in 0..3  k1: integer in 0..3 optional  k2: integer in 0..2 optional  asked: money(EUR) }
criterion p per art1: score
ranking per art1 { by total highest first tiebreak every tie { by k1 lowest first ${rule} by k2 highest first ${rule} unresolved } }
allocation per art1 { budget unlimited amount asked }
`;
  const last = compile(body("if absent last"));
  const open = compile(body("if absent unresolved"));
  type App = { id: string; score: number; k1?: number; k2?: number; asked: string };
  /** every value present, or absent one time in four */
  const maybe = (arb: fc.Arbitrary<number>, present: boolean): fc.Arbitrary<number | undefined> => (present ? arb : fc.option(arb, { nil: undefined, freq: 3 }));
  const appsArb = (present: boolean) =>
    fc.array(fc.record({ points: fc.integer({ min: 0, max: 3 }), k1: maybe(fc.integer({ min: 0, max: 3 }), present), k2: maybe(fc.integer({ min: 0, max: 2 }), present) }), { minLength: 1, maxLength: 12 }).map((xs) =>
      xs.map((x, i): App => ({ id: `X${String(i).padStart(2, "0")}`, score: x.points, ...(x.k1 === undefined ? {} : { k1: x.k1 }), ...(x.k2 === undefined ? {} : { k2: x.k2 }), asked: "1.00" })),
    );
  /** positions by the eager reference: the whole tuple compared at once, absent as +∞ at its step (ranks last) */
  const reference = (apps: App[]): Map<string, number> => {
    const INF = 1e9;
    const tuple = (a: App) => [-a.score, a.k1 ?? INF, a.k2 === undefined ? INF : -a.k2];
    const cmp = (a: App, b: App) => {
      const x = tuple(a);
      const y = tuple(b);
      for (let k = 0; k < 3; k++) if (x[k] !== y[k]) return x[k]! - y[k]!;
      return 0;
    };
    const pos = new Map<string, number>();
    for (const a of apps) pos.set(a.id, 1 + apps.filter((b) => cmp(b, a) < 0).length);
    return pos;
  };
  const positions = (r: SelectionResult) => new Map(r.results.map((x) => [x.id, x.position!] as const));

  it("every key present: both rules give the eager lexicographic positions", () => {
    fc.assert(
      fc.property(appsArb(true), (apps) => {
        const want = reference(apps);
        expect(positions(evaluate(last, { call: { budget: "0.00" }, applications: apps }).result)).toEqual(want);
        expect(positions(evaluate(open, { call: { budget: "0.00" }, applications: apps }).result)).toEqual(want);
      }),
      { numRuns: 150, seed: 1717 },
    );
  });

  it("'if absent last' with values absent: the eager order with absent as after every value at its step", () => {
    fc.assert(
      fc.property(appsArb(false), (apps) => {
        expect(positions(evaluate(last, { call: { budget: "0.00" }, applications: apps }).result)).toEqual(reference(apps));
      }),
      { numRuns: 150, seed: 4242 },
    );
  });

  it("'if absent unresolved': a tie whose step finds a member without the value keeps that whole tie together", () => {
    fc.assert(
      fc.property(appsArb(false), (apps) => {
        const r = evaluate(open, { call: { budget: "0.00" }, applications: apps }).result;
        // a group equal on points shares one position if some member lacks k1; else each of its
        // groups equal on k1 shares one if some member lacks k2; else the eager order holds
        expect(r.results.every((x) => x.status === "funded")).toBe(true);
        const want = reference(apps);
        const group = (a: App): string => {
          const g = apps.filter((c) => c.score === a.score);
          if (g.some((c) => c.k1 === undefined)) return `p${a.score}`;
          if (g.some((c) => c.k1 === a.k1 && c.k2 === undefined)) return `p${a.score}k${a.k1}`;
          return `x${a.id}`;
        };
        const expected = new Map(apps.map((a) => [a.id, Math.min(...apps.filter((b) => group(b) === group(a)).map((b) => want.get(b.id)!))] as const));
        expect(positions(r)).toEqual(expected);
      }),
      { numRuns: 150, seed: 99 },
    );
  });
});
