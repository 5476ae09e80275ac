// Assessment keeps each application's list of reasons and label as a number in a typed array
// a byte wide, widened when a number does not fit (engine/assess.ts `put`): a call with more than
// 127 labels and shared lists (16 bits) and with more than 32,767 lists of reasons of their own
// (32 bits) must read, row by row, as the result in object form.
import { describe, expect, it } from "vitest";
import { evaluateTable, run, validateInput } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";
import { tableMismatch } from "./support/table.js";

const RULES = 140;
const rules = Array.from({ length: RULES }, (_, k) => `  rule r${k} "R${k}": kind != ${k}\n    label "label_${k}"`).join("\n");
const text = `${preamble("Wide ids")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  kind: integer in 0..1000
  extra: boolean
  score: integer in 0..5
  asked: money(EUR)
}
eligibility per art1 {
${rules}
  rule extra_ok "Extra": extra
}
criterion a "A" per art1: weight 1 × score
${rankAndAllocate("total highest first", "asked", "partial")}`;

describe("reason and label numbers past a byte and past 16 bits", () => {
  it("read as the engine's results", () => {
    const scheme = compile(text);
    const n = 40_000;
    // kind k < RULES fails rule k (its label); extra false adds a second reason: a list of its own
    const applications = Array.from({ length: n }, (_, i) => ({ id: `A${String(i).padStart(6, "0")}`, kind: i % (RULES + 5), extra: i % 20 === 0, score: i % 6, asked: `${100 + (i % 50)}.00` }));
    const input = { call: { ceiling: "100000.00" }, applications };
    const v = validateInput(scheme, input);
    const engine = run(scheme, v.call, v.applications, v.invalid, undefined, false);
    const { table } = evaluateTable(scheme, input);
    expect(table.constructor.name).toBe("Run");
    const labels = new Set(engine.results.map((r) => r.label).filter((l) => l !== undefined));
    expect(labels.size).toBeGreaterThan(127);
    expect(engine.results.filter((r) => r.reasons.length > 1).length).toBeGreaterThan(32_767);
    expect(tableMismatch(table, engine)).toBeUndefined();
  });
});
