// The operands behind a key where one is an optional field some applications lack (issue 15,
// fourth round: the operands are held as columns, and an absent field read for an explanation
// throws the one shared error, `ops.QUIET`). Worked by hand: the absent operand is shown as
// absent, an application ranked in no regime with the key has none, and the quiet mode is off
// again after the run.
import { describe, expect, it } from "vitest";
import { QUIET } from "../packages/runtime/src/ops.js";
import { compile } from "../packages/runtime/test/support/generated.js";
import { explainedRun } from "./support/explanation.js";
import { preamble } from "./support/scheme.js";

const text = `${preamble("Values")}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  own: percentage
  extra: percentage optional
  asked: money(EUR)
}
let distance = if extra is present then abs(extra - 50%) else abs(own - 50%)
ranking per art1 {
  by distance lowest first per art1
  by id lowest first per art1
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary stop per art1
}
`;

const call = { ceiling: "1000.00" };
// distances: A |48 % − 50 %| = 0.02 (no extra), B |53 % − 50 %| = 0.03 (extra 53 %; own 10 % not read), C |60 % − 50 %| = 0.1 (no extra)
const apps = [
  { id: "A", own: "48%", asked: "100.00" },
  { id: "B", own: "10%", extra: "53%", asked: "100.00" },
  { id: "C", own: "60%", asked: "100.00" },
];
const input = { call, applications: apps };

describe("the operands behind a key, one of them absent", () => {
  it("shows the absent field as absent, in text and trace", () => {
    const scheme = compile(text);
    const { results, explanation } = explainedRun(scheme, input);
    expect(results.map((r) => r.id)).toEqual(["A", "B", "C"]);
    const ranking = explanation("B").filter((s) => s.step === "ranking").map((s) => s.text);
    expect(ranking).toEqual([
      "Position 2 (distance: 3%).",
      "After A: decided by distance (lowest first): 2% against 3% (extra: absent against 53%; own: 48% against 10%).",
      "Ahead of C: decided by distance (lowest first): 3% against 10% (extra: 53% against absent; own: 10% against 60%).",
    ]);
    const trace = explainedRun(scheme, input, "trace").explanation("B") as unknown as Record<string, unknown>[];
    expect(trace.find((s) => s["kind"] === "comparison" && s["side"] === "after")).toMatchObject({
      operands: [{ name: "extra", value: { kind: "percent", value: "53" } }, { name: "own", value: { kind: "percent", value: "10" } }],
      otherOperands: [{ name: "extra", value: { kind: "absent", value: "" } }, { name: "own", value: { kind: "percent", value: "48" } }],
    });
    expect(QUIET.on).toBe(false);
  });
});
