// A tie the law leaves open, walked by units (an allocation with a `group`, §14.12): each member is
// told what was left before the tie, as the walk without groups tells it, not what one order of
// the tie left it (drafter30's finding 2: under `skip` the second member read "remaining before:
// 0.00", the remainder after the first in the order the tie happened to be printed). A group's cap
// that binds one member of the tie refuses it in every order and leaves the others open, each told
// the remainder before the tie. The same under `stop`, `reach` and `partial`; under `full` both
// members are funded in every order and are told, as without groups, "at most …, whichever order
// the tie takes" in the words of the order that left them the least. A tie met from several
// states (an earlier open tie left different amounts) is told the most of them, "at most", by
// both walks (the walk without groups told the first state's).
import { describe, expect, it } from "vitest";
import { evaluateRun } from "@allot/runtime";
import { compiled, openTieScheme as scheme } from "./support/scheme";

const capped = (cap: string) => `  group by st "State" per art1 {\n    at most ${cap} EUR per art1\n  }\n`;

type Row = [id: string, st: string, score: number, asked: string];
/** per application: its status, its allocation step's text, and the trace's remainingBefore and remainingAtMost */
function walked(policy: string, group: string, budget: string, rows: Row[]) {
  const { run } = evaluateRun(compiled(scheme(policy, group)), { call: { budget }, applications: rows.map(([id, st, score, asked]) => ({ id, st, score, asked })) });
  const result = run.explained("trace").toResult();
  return Object.fromEntries(
    result.results.map((r, j) => {
      const fact = run.traceAt(j)!.steps.at(-1) as { remainingBefore?: { value: string }; remainingAtMost?: true };
      return [r.id, [r.status, r.explanation.filter((s) => s.step === "allocation").map((s) => s.text)[0], fact.remainingBefore?.value, fact.remainingAtMost ?? false]];
    }),
  );
}

const smallest: Row[] = [
  ["A", "x", 2, "50.00"],
  ["B", "y", 1, "60.00"],
  ["C", "z", 1, "60.00"],
];
const open = (left: string) =>
  `Indeterminate (60.00 EUR asked): the outcome depends on the order of a tie the law does not break (remaining before: ${left} EUR); it would receive 60.00 EUR if the tie were decided in its favour.`;

describe("an open tie walked by units: each member is told what was left before the tie", () => {
  it("skip, a group whose cap nobody reaches: B and C are told 60.00, as without the group", () => {
    const got = walked("skip", capped("1000"), "110.00", smallest);
    expect([got.B, got.C]).toEqual([
      ["indeterminate", open("60.00"), "60.00", false],
      ["indeterminate", open("60.00"), "60.00", false],
    ]);
    const plain = walked("skip", "", "110.00", smallest);
    expect([plain.B, plain.C]).toEqual([got.B, got.C]);
  });
  it("skip, a cap that leaves room for one of the tie: both open, told the 150.00 left before it", () => {
    const got = walked("skip", capped("110"), "200.00", [
      ["A", "x", 2, "50.00"],
      ["B", "x", 1, "60.00"],
      ["C", "x", 1, "60.00"],
    ]);
    expect([got.B, got.C]).toEqual([
      ["indeterminate", open("150.00"), "150.00", false],
      ["indeterminate", open("150.00"), "150.00", false],
    ]);
  });
  it("skip, a cap that binds one member of the tie: it is refused in every order, the others are told 60.00", () => {
    const got = walked("skip", capped("90"), "110.00", [
      ["A", "x", 2, "50.00"],
      ["B", "x", 1, "60.00"],
      ["C", "y", 1, "60.00"],
      ["D", "z", 1, "60.00"],
    ]);
    expect([got.B, got.C, got.D]).toEqual([
      ["not_funded", "Not funded (60.00 EUR asked): State 'x' has 40.00 EUR left of its cap of 90.00 EUR, less than the 60.00 EUR asked (remaining before: at most 60.00 EUR, whichever order the tie takes).", "60.00", true],
      ["indeterminate", open("60.00"), "60.00", false],
      ["indeterminate", open("60.00"), "60.00", false],
    ]);
  });
  it("skip, a tie after a tie whose orders left 0.00 or 20.00: D and E are told at most 20.00, with or without the group", () => {
    const rows: Row[] = [
      ["A", "a", 3, "50.00"],
      ["B", "b", 2, "60.00"],
      ["C", "c", 2, "40.00"],
      ["D", "d", 1, "10.00"],
      ["E", "e", 1, "10.00"],
    ];
    const told = [
      "indeterminate",
      "Indeterminate (10.00 EUR asked): the outcome depends on the order of a tie the law does not break (remaining before: at most 20.00 EUR, whichever order the tie takes); it would receive 10.00 EUR if the tie were decided in its favour.",
      "20.00",
      true,
    ];
    for (const group of [capped("1000"), ""]) {
      const got = walked("skip", group, "110.00", rows);
      expect([got.D, got.E]).toEqual([told, told]);
    }
  });
  for (const policy of ["stop", "reach", "partial"]) {
    it(`${policy}, a group whose cap nobody reaches: B and C are told 60.00, as without the group`, () => {
      const got = walked(policy, capped("1000"), "110.00", smallest);
      expect([got.B, got.C]).toEqual([
        ["indeterminate", open("60.00"), "60.00", false],
        ["indeterminate", open("60.00"), "60.00", false],
      ]);
      const plain = walked(policy, "", "110.00", smallest);
      expect([plain.B, plain.C]).toEqual([got.B, got.C]);
    });
  }
  it("full: both funded in every order, each told at most 60.00 in the words of the order that left it the least, as without the group", () => {
    const got = walked("full", capped("1000"), "110.00", smallest);
    const said = (st: string) =>
      `Funded 60.00 EUR: awarded in full at the boundary, beyond the budget, as a member of State '${st}', which now holds 60.00 EUR of its cap of 1000.00 EUR (remaining before: at most 60.00 EUR, whichever order the tie takes).`;
    expect([got.B, got.C]).toEqual([
      ["funded", said("y"), "60.00", true],
      ["funded", said("z"), "60.00", true],
    ]);
    const plain = walked("full", "", "110.00", smallest);
    expect([plain.B, plain.C]).toEqual([
      ["funded", "Funded 60.00 EUR: awarded in full at the boundary, beyond the budget (remaining before: at most 60.00 EUR, whichever order the tie takes).", "60.00", true],
      ["funded", "Funded 60.00 EUR: awarded in full at the boundary, beyond the budget (remaining before: at most 60.00 EUR, whichever order the tie takes).", "60.00", true],
    ]);
  });
});
