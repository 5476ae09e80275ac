// A column of whole numbers beyond an Int32Array held as offsets from a base (engine/values.ts,
// issue 15, eighth round): moments to the millisecond (about 1.7 × 10^12) take 4 bytes a row
// instead of 8 while they lie within 2^32 − 1 steps of each other — of a second while every one is a
// whole second (about 136 years), of a millisecond otherwise (49.7 days) — and the column widens
// to a Float64Array, every value kept, at the first that does not. Tested at the edges: the span
// that first does not fit, whole seconds then a millisecond, negative moments (before 1970),
// skipped places, and equal moments that stay equal (a tie the id or the law decides).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { Values } from "../packages/runtime/src/engine/values.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const T0 = Date.UTC(2026, 0, 5, 8, 0, 0); // a whole second
const SPAN = 2 ** 32 - 1;

/** every value reads back as pushed (Object.is), by `at`, `view` and `numbers`; `ordered` in their order */
function expectHeld(c: Values<number>, values: readonly number[]): void {
  expect(c.length).toBe(values.length);
  const view = c.view;
  const numbers = c.numbers;
  const ordered = c.ordered;
  for (let r = 0; r < values.length; r++) {
    expect(Object.is(c.at(r), values[r]), `at(${r}): ${c.at(r)} for ${values[r]}`).toBe(true);
    expect(Object.is(view[r], values[r])).toBe(true);
    expect(Object.is(numbers[r], values[r])).toBe(true);
  }
  for (let r = 0; r < values.length; r++)
    for (let s = 0; s < values.length; s++) expect(Math.sign(ordered[r]! - ordered[s]!), `${values[r]} vs ${values[s]}`).toBe(Math.sign(values[r]! - values[s]!));
}

function column(values: readonly number[]): Values<number> {
  const c = new Values<number>(4, true);
  for (const v of values) c.push(v);
  return c;
}

describe("a column of moments held as offsets from a base", () => {
  it("milliseconds 2^32 − 1 apart stay in an Int32Array; 2^32 apart widen, every value kept", () => {
    const held = [T0 + 1, T0 + SPAN, T0, T0 + 7, T0 + 1 + 1000];
    const c = column(held);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expectHeld(c, held);
    // past either end of the span the values so far hold: a Float64Array
    for (const past of [T0 - 1, T0 + SPAN + 1]) {
      const d = column([...held, past]);
      expect(d.ordered).toBeInstanceOf(Float64Array);
      expectHeld(d, [...held, past]);
    }
  });

  it("whole seconds are held a second to a step (2^32 − 1 seconds apart), and a millisecond rescales or widens", () => {
    const seconds = [T0, T0 + SPAN * 1000, T0 + 3000, T0];
    const c = column(seconds);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expectHeld(c, seconds);
    const wide = column([...seconds, T0 + SPAN * 1000 + 1000]);
    expect(wide.ordered).toBeInstanceOf(Float64Array);
    expectHeld(wide, [...seconds, T0 + SPAN * 1000 + 1000]);
    // a moment to the millisecond among whole seconds a day apart: offsets of a millisecond
    const near = [T0, T0 + 86_400_000, T0 + 1];
    const m = column(near);
    expect(m.ordered).toBeInstanceOf(Int32Array);
    expectHeld(m, near);
    // … and among whole seconds 50 days apart (more than 2^32 − 1 ms): a Float64Array
    const far = [T0, T0 + 50 * 86_400_000, T0 + 1];
    const f = column(far);
    expect(f.ordered).toBeInstanceOf(Float64Array);
    expectHeld(f, far);
  });

  it("holds negative moments (before 1970), and widens for −0, fractions, NaN and values past ±2^52", () => {
    const before = [-T0, -T0 - 86_400_000, -T0 + 5];
    const c = column(before);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expectHeld(c, before);
    // (1e-30 − base rounds to a whole number of seconds: only reading it back tells it from 0)
    for (const odd of [-0, T0 + 0.5, 1e-30, -5e-324, NaN, 2 ** 52 + 2, -(2 ** 53)]) {
      const d = column([T0, T0 + 1000, odd]);
      expect(d.ordered).toBeInstanceOf(Float64Array);
      const view = d.view;
      expect([T0, T0 + 1000, odd].every((v, r) => Object.is(view[r], v) && Object.is(d.at(r), v))).toBe(true);
    }
  });

  it("keeps small values with large ones while they lie close (a based column of 0 and 2^31)", () => {
    const mixed = [0, 5, -3, 2 ** 31, 2 ** 31 + 100];
    const c = column(mixed);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expectHeld(c, mixed);
  });

  it("places skipped before the first value do not count; a skip after it reads as nothing pushed", () => {
    const c = new Values<number>(4);
    c.skip();
    c.skip();
    c.push(T0);
    c.skip();
    c.push(T0 + SPAN);
    expect(c.ordered).toBeInstanceOf(Int32Array);
    expect([c.at(2), c.at(4)]).toEqual([T0, T0 + SPAN]);
    expect(c.length).toBe(5);
  });

  it("grows and reserves as based, and becomes a plain array with every value at the first text", () => {
    const c = new Values<unknown>(8);
    const held: unknown[] = [];
    for (let k = 0; k < 3000; k++) {
      const v = T0 + ((k * 7919) % 5000) * 1000;
      c.push(v);
      held.push(v);
      if (k === 100) c.reserve(10_000);
    }
    expect((c as Values<number>).ordered).toBeInstanceOf(Int32Array);
    c.push("a text");
    held.push("a text");
    expect(c.numeric).toBe(false);
    expect(Array.from(c.view)).toEqual(held);
  });

  it("holds any values pushed, in their order (property)", () => {
    const near = fc.integer({ min: -(2 ** 33), max: 2 ** 33 }).map((d) => T0 + d);
    const value = fc.oneof(near, near.map((v) => Math.round(v / 1000) * 1000), fc.integer({ min: -200, max: 200 }), fc.constantFrom(T0, -T0, 2 ** 31, -(2 ** 31) - 1, 2 ** 52, -(2 ** 52), 0.5, -0));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 30 }), (values) => {
        const c = column(values);
        expectHeld(c, values);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("moments held as offsets, end to end", () => {
  const scheme = compile(`${preamble("Moments")}call { budget: money(EUR) }
application { id: text unique  received: datetime("Europe/Warsaw")  asked: money(EUR) }
ranking per art1 {
  by received earliest first exactly
  tiebreak every tie per art1 {
    unresolved per art1
  }
}
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
publish per art1 {
  columns per art1 { position, received as "received", asked as "asked" }
}
`);
  const run = (moments: string[]) => {
    const applications = moments.map((received, i) => ({ id: `A${i}`, received, asked: "1.00" }));
    const r = evaluate(scheme, { call: { budget: "100.00" }, applications }).result;
    return r.results.map((x) => `${x.id}:${x.position}`).sort();
  };
  // positions by hand: earliest first, equal moments one position (the tie left open)
  const expected = (moments: string[]): string[] => {
    const ms = moments.map((m) => Date.parse(`${m}Z`));
    return moments.map((_, i) => `A${i}:${1 + ms.filter((x) => x < ms[i]!).length}`);
  };

  for (const [name, moments] of [
    ["within 49 days, to the millisecond", ["2026-01-05T08:00:00.001", "2026-02-20T08:00:00", "2026-01-05T08:00:00.000", "2026-02-20T08:00:00", "2026-01-20T12:30:00.5"]],
    ["whole seconds over 90 years", ["2026-01-05T08:00:00", "1936-03-01T00:00:00", "2026-01-05T08:00:00", "1969-12-31T23:59:59", "2026-01-05T07:59:59"]],
    ["whole seconds, then one to the millisecond 60 days later (widened)", ["2026-01-05T08:00:00", "2026-01-05T08:00:00", "2026-03-06T08:00:00.001", "2026-01-05T07:59:59"]],
  ] as const) {
    it(`orders ${name}, equal moments tied`, () => {
      // (all in winter: Warsaw is UTC+1 throughout, so the local order is the UTC order)
      expect(run([...moments])).toEqual(expected([...moments]));
    });
  }
});
