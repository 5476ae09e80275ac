// The ranking lists rows the law leaves equal in the order of their ids (`<` on the texts). Where
// the rows' ids come in increasing order the sort takes the rows' own order instead of comparing
// texts (engine/idorder.ts); elsewhere it compares the texts. Both must give the same order: unit
// properties, and a property over whole evaluations — the same applications in id order (rows)
// and shuffled (texts) give the same ranking, positions, statuses and unresolved ties, ties and
// a draw at the boundary included, above the size where the radix sort takes over (2,048 rows)
// as well as below it.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { byIdOf, idsInOrder } from "../packages/runtime/src/engine/idorder.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const sign = (x: number): number => (x < 0 ? -1 : x > 0 ? 1 : 0);
const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

describe("ids in row order", () => {
  it("are told exactly when the ids increase; rows then compare as the texts do", () => {
    // any UTF-16 units, surrogates and lone surrogates included: `<` compares code units
    const id = fc.string({ unit: "binary", maxLength: 4 });
    fc.assert(
      fc.property(fc.uniqueArray(id, { maxLength: 30 }), fc.boolean(), (raw, sortFirst) => {
        const ids = sortFirst ? [...raw].sort(textOrder) : raw;
        const increasing = ids.every((x, i) => i === 0 || ids[i - 1]! < x);
        const inOrder = idsInOrder(ids.length, (r) => ids[r]!);
        expect(inOrder).toBe(increasing);
        const byRow = byIdOf((r) => ids[r]!, inOrder);
        const byText = byIdOf((r) => ids[r]!, false);
        for (let x = 0; x < ids.length; x++) {
          for (let y = 0; y < ids.length; y++) {
            expect(sign(byRow(x, y))).toBe(textOrder(ids[x]!, ids[y]!));
            expect(sign(byText(x, y))).toBe(textOrder(ids[x]!, ids[y]!));
          }
        }
      }),
      { numRuns: 200, seed: 15 },
    );
  });
});

// Points 0–3 leave large ties; only the tie that straddles the ceiling is broken by the draw,
// whose undrawn members stay tied (listed in id order); the other ties share a position.
const scheme = (scope: string, policy: string) => `${preamble("Id order")}call {
  ceiling: money(EUR)
  draw: draw
}
application {
  id: text unique
  score: integer in 0..3
  asked: money(EUR)
}
criterion p per art1: score
ranking per art1 {
  by total highest first
  tiebreak ${scope} per art1 {
    lottery draw call.draw per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary ${policy} per art1
}
`;

const euros = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

describe("the ranking's order of ids", () => {
  it("is the same whether the ids come in order (rows) or not (texts)", () => {
    const compiled = new Map<string, ReturnType<typeof compile>>();
    const of = (scope: string, policy: string) => {
      const k = `${scope}|${policy}`;
      if (!compiled.has(k)) compiled.set(k, compile(scheme(scope, policy)));
      return compiled.get(k)!;
    };
    const arb = fc.record({
      n: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 2100, max: 2600 })),
      seed: fc.integer({ min: 1, max: 2 ** 30 }),
      scope: fc.constantFrom("at boundary", "every tie"),
      policy: fc.constantFrom("stop", "skip", "partial"),
      share: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(arb, ({ n, seed, scope, policy, share }) => {
        // a small deterministic generator: ids of different lengths, so that text order is not
        // number order ("A10" < "A9")
        let s = seed;
        const next = (k: number): number => ((s = (s * 1103515245 + 12345) % 2 ** 31), s % k);
        const apps = Array.from({ length: n }, (_, i) => ({ id: `A${i * 7 + next(5)}`, score: next(4), asked: euros(100 + next(50_000)) }));
        const ids = apps.map((a) => a.id);
        const inOrder = [...apps].sort((a, b) => textOrder(a.id, b.id));
        const shuffled = [...apps];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = next(i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const drawn = ids.filter(() => next(2) === 0);
        const total = apps.reduce((t, a) => t + Math.round(Number(a.asked) * 100), 0);
        const call = { ceiling: euros(Math.floor((total * share) / 100)), draw: drawn };
        const a = evaluate(of(scope, policy), { call, applications: inOrder }, { explain: false }).result;
        const b = evaluate(of(scope, policy), { call, applications: shuffled }, { explain: false }).result;
        expect(b.ranking).toEqual(a.ranking);
        expect(b.unresolvedTies).toEqual(a.unresolvedTies);
        const row = (r: typeof a) => [...r.results].sort((x, y) => textOrder(x.id, y.id)).map((x) => [x.id, x.position, x.status, x.amount]);
        expect(row(b)).toEqual(row(a));
      }),
      { numRuns: 40, seed: 1502 },
    );
  });
});
