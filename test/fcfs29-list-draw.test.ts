// First come with `reserve N` whose last place falls in a drawn moment (fcfs29, §14.13): the
// applications of that moment refused in assessment are ordered against the one that took the
// last place by the draw of their key, as against the ceiling; those drawn after it were received
// after the list was full and are not assessed, those drawn before it keep their refusal.
import { describe, expect, it } from "vitest";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const scheme = `${preamble("List by draw")}call { budget: money(EUR)  draws: draw by date }
application { id: text unique  received_at: datetime("Europe/Rome")  requested: money(EUR)  sme: boolean }
eligibility per art1 {
  rule sme "SME": sme
}
ranking per art1 {
  by received_at earliest first to the day
  tiebreak every tie per art1 {
    lottery draw call.draws by date_of(received_at)
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary stop per art1
  first come first served per art1
  reserve 2 per art1
}
`;

// 100: A 60 on 1 May (40 left); B 50 on 2 May: the ceiling, reserve place 1; on 3 May C 20, D 10 and
// E (not an SME) are drawn in the order given: the first of C and D drawn takes place 2
const input = (day3: string[]) => ({
  call: { budget: "100.00", draws: { "2024-05-03": day3 } },
  applications: [
    ["A", "01", "60.00", true],
    ["B", "02", "50.00", true],
    ["C", "03", "20.00", true],
    ["D", "03", "10.00", true],
    ["E", "03", "10.00", false],
  ].map(([id, d, requested, sme]) => ({ id, received_at: `2024-05-${d}T10:00:00+02:00`, requested, sme })),
});

const status = (day3: string[]) => {
  const r = runScheme(scheme, input(day3));
  return (id: string) => [resultOf(r, id).status, resultOf(r, id).reservePlace ?? null];
};

describe("the list's last place on a drawn moment", () => {
  it("drawn D, E, C: D takes place 2; E and C, drawn after it, are not assessed", () => {
    const x = status(["D", "E", "C"]);
    expect([x("B"), x("D"), x("E"), x("C")]).toEqual([["reserve", 1], ["reserve", 2], ["not_funded", null], ["not_funded", null]]);
  });

  it("drawn E, D, C: E, drawn before D, keeps its refusal; C is not assessed", () => {
    const x = status(["E", "D", "C"]);
    expect([x("D"), x("E"), x("C")]).toEqual([["reserve", 2], ["ineligible", null], ["not_funded", null]]);
  });
});
