// The table form (evaluateTable) of a call in a currency without minor units (JPY) and with
// three (KWD), invalid records set aside among the rest: every accessor of every row reads what
// the engine's object form says — the invalid records' amounts included.
import { describe, expect, it } from "vitest";
import { evaluateTable, run, validateInput } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble, rankAndAllocate } from "./support/scheme.js";
import { tableMismatch } from "./support/table.js";

const text = (currency: string) => `${preamble("Currencies")}call {
  ceiling: money(${currency})
}
application {
  id: text unique
  asked: money(${currency})
  score: integer in 0..5
}
criterion a "A" per art1: weight 1 × score
${rankAndAllocate("total highest first", "asked", "partial")}`;

describe("the table form in other currencies", () => {
  for (const [currency, amounts] of [["JPY", ["1000", "2500", "700"]], ["KWD", ["10.125", "20.5", "7"]]] as const) {
    it(`${currency}: rows, with invalid records set aside, read as the engine's results`, () => {
      const scheme = compile(text(currency));
      const input = {
        call: { ceiling: amounts[1] },
        applications: [
          { id: "A", asked: amounts[0], score: 4 },
          { id: "B", asked: "x", score: 2 },
          { id: "C", asked: amounts[1], score: 5 },
          { id: "D", asked: amounts[2], score: 9 },
          { id: "E", asked: amounts[2], score: 1 },
        ],
      };
      const v = validateInput(scheme, input);
      const engine = run(scheme, v.call, v.applications, v.invalid, undefined, false);
      const { table } = evaluateTable(scheme, input, { invalid: "exclude" });
      expect(table.constructor.name).toBe("Run");
      expect(engine.results.filter((r) => r.reasons.some((x) => x.rule === "input")).map((r) => r.id)).toEqual(["B", "D"]);
      expect(tableMismatch(table, engine)).toBeUndefined();
    });
  }
});
