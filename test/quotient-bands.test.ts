// Bands over a quotient (`bands x / y { … }`, or over a let that is one) compare it with their
// bounds through ops.qcmp instead of dividing (packages/dsl/src/compile/emit.ts), an operand that
// is a money field held as cents through ops.qcmpOf (minorFields.ts). The results —
// points, statuses, reasons (a division by zero among them), with and without
// explanations — must be those of the same scheme whose subject is the quotient computed first
// (`ratio * 1`, which the compiler divides), on random data full of values on the bounds.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluate } from "@allot/runtime";
import { analyze } from "@allot/dsl";
import { generateBody } from "../packages/dsl/src/compile/load.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";

function text(subject: string, direct: string): string {
  return `${preamble("Quotient bands")}call {
  ceiling: money(PLN)
  average: money(PLN)
}
application {
  id: text unique
  pdp: money(PLN)
  aid: money(PLN)
  costs: money(PLN)
  share: decimal
}
let ratio = pdp / call.average
criterion c1 "Ratio" per art1: bands ${subject} {
  at most 75% => 2
  above 75% and at most 100% => 1
  above 100% => 0
}
criterion c2 "Share" per art1: bands ${direct} {
  below 0.5 => 3
  at least 0.5 and at most 0.75 => 1
  above 0.75 => 0
}
criterion c3 "Share of a decimal" per art1: bands share / 3 {
  at most 0.25 => 1
  above 0.25 => 0
}
threshold minimum "Min" per art1: total >= 2
${rankAndAllocate("total highest first", "aid", "skip")}`;
}

const quotientText = text("ratio", "aid / costs");
const divisionText = text("ratio * 1", "(aid / costs) * 1");
const viaQuotient = compile(quotientText);
const viaDivision = compile(divisionText);

describe("bands over a quotient", () => {
  it("compile to the quotient comparison", () => {
    // c1's bands (the module's first helper, B0) take the quotient's operands in one scheme and
    // the divided value in the other; each of its two bounds is compared at most once
    const body = generateBody(analyze(quotientText));
    const b0 = /^const B0 = \(e, qa, qb\) => \{ let c0, c1; return .*$/m.exec(body)?.[0] ?? "";
    expect(b0).not.toBe("");
    // pdp, read only as the quotient's operand, is held as cents (minorFields.ts): compared as it
    // is held (ops.qcmpOf), the call's average as a Decimal (-1)
    expect(new Set(b0.match(/ops\.qcmpOf\(qa, 2, qb, -1, K\d+\)/g)).size).toBe(2);
    expect(b0.match(/\?\?= ops\.qcmp/g)?.length).toBe(b0.match(/ops\.qcmp/g)?.length);
    // aid / costs: both held
    expect(/^const B1 = \(e, qa, qb\) => .*ops\.qcmpOf\(qa, 2, qb, 2, K\d+\)/m.test(body)).toBe(true);
    expect(viaQuotient.minorFields?.map((f) => f.name).sort()).toEqual(["aid", "costs", "pdp"]);
    // (aid / costs) * 1 and ratio * 1 are no quotient that bands compare: every field a Decimal
    expect(viaDivision.minorFields).toBeUndefined();
    // the divided value compared with each bound once too (ops.dcmp, its sign kept)
    const d0 = /^const B0 = \(e, v\) => \{ let c0, c1; return .*$/m.exec(generateBody(analyze(divisionText)))?.[0] ?? "";
    expect(new Set(d0.match(/ops\.dcmp\(v, K\d+\)/g)).size).toBe(2);
    expect(d0.match(/\?\?= ops\.dcmp/g)?.length).toBe(d0.match(/ops\.dcmp/g)?.length);
  });

  it("give what dividing first gives", () => {
    const cents = (n: number) => `${n < 0 ? "-" : ""}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, "0")}`;
    const amount = fc.oneof(fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(0, 75_000, 100_000, 50_000, 300_000, 1, -75_000));
    const app = fc.record({ pdp: amount, aid: amount, costs: fc.oneof(amount, fc.constantFrom(100_000, 200_000, 0)), share: fc.constantFrom("0.75", "0.7500000000000000000000000000000001", "0.76", "1", "0", "-3") });
    fc.assert(
      fc.property(fc.constantFrom(100_000, 133_333, 1, 0, -100_000), fc.integer({ min: 0, max: 30_000_000 }), fc.array(app, { minLength: 1, maxLength: 25 }), fc.boolean(), (average, ceiling, apps, explain) => {
        const input = { call: { ceiling: cents(ceiling), average: cents(average) }, applications: apps.map((a, i) => ({ id: `A${String(i).padStart(2, "0")}`, pdp: cents(a.pdp), aid: cents(Math.abs(a.aid)), costs: cents(a.costs), share: a.share })) };
        const q = JSON.stringify(evaluate(viaQuotient, input, { explain }).result);
        const d = JSON.stringify(evaluate(viaDivision, input, { explain }).result);
        // the explanation quotes the criterion's text, which differs (ratio vs ratio * 1), and the
        // inputs its subject is computed from, which differ with it (pdp and call.average vs ratio)
        const same = (t: string) => t.replaceAll("ratio * 1", "ratio").replaceAll("(aid / costs) * 1", "aid / costs").replace(/ \(computed from [^()]*\)/g, "");
        expect(same(q)).toBe(same(d));
      }),
      { numRuns: 300 },
    );
    // what the strip above leaves out, said of one application: the let's inputs, the field itself
    const one = { call: { ceiling: "10.00", average: "1000.00" }, applications: [{ id: "A", pdp: "826.07", aid: "1.00", costs: "2.00", share: "0.75" }] };
    const told = (c: typeof viaQuotient) => evaluate(c, one, { explain: true }).result.results[0]!.explanation!.map((x) => x.text)[0];
    expect(told(viaQuotient)).toContain("ratio is 82.607% (computed from pdp: 826.07 PLN; call.average: 1000.00 PLN)");
    expect(told(viaDivision)).toContain("ratio * 1 is 82.607% (computed from ratio: about 0.8261)");
  });
});
