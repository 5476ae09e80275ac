// An offer of a reduced award not answered (`at boundary partial … with consent <field>`,
// docs/language.md §14.1, §25): the run walks the allocation again with that offer declined and
// names, in its warning, the applications a decline would decide otherwise (consent33; review33's
// D1 and W1, repros in review33/repro/). Worked by hand, review33's call: budget 2000.00, stage
// 'Priority' (points >= 5, budget 1000.00), then 'Rest' (`budget left`), a minimum of 50 % with
// consent `ok`, else stop. A 600.00 (9 points), B 700.00 (8, the answer absent), C 300.00 (7),
// D (1 point, yes). In 'Priority' A is funded (400.00 left); B meets the boundary with 400.00,
// 57 % of its 700.00: offered it.
//  - `unfunded stay out`, D asks 1200.00 (D1). B accepts: 'Priority' is used up, C is not funded
//    there and stays out; 'Rest' has 2000.00 − 1000.00 = 1000.00, D gets 1000.00 in part. B declines:
//    'Priority' stops with 400.00 unspent, 'Rest' has 2000.00 − 600.00 = 1400.00 and D is funded
//    1200.00 in full. So D depends on B's answer; C (not funded in either) does not.
//  - `unfunded go on`, D asks 500.00 (W1). B accepts: 'Priority' is used up, C goes on to 'Rest'
//    (2000.00 − 1000.00 = 1000.00): C 300.00, D 500.00, both funded (200.00 left). B declines:
//    'Priority' stops with 400.00 unspent and B goes on too: 'Rest' has 1400.00, B 700.00 in full,
//    C 300.00, and D meets the boundary with 400.00 (≥ 250.00, its 50 %; D's yes): 400.00 in part.
//    So D depends on B's answer (500.00 or 400.00), C does not; the engine publishes both
//    indeterminate (an open outcome before a later stage, §25), which the decline walk decides.
// The outcomes are unchanged here (left: the rows a decline decides otherwise are not yet made
// indeterminate, docs/performance.md, consent33): the warning tells the clerk which they are.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const scheme = (unfunded: string) => `${preamble("Consent")}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..1000  ok: boolean optional "accepts" }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 50% with consent ok, else stop per art1
  stage first "Priority" per art1 when points >= 5 {
    budget call.first
    unfunded ${unfunded}
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`;
const run = (unfunded: string, dAsks: string, b: boolean | undefined) =>
  evaluate(compiled(scheme(unfunded)), { call: { budget: "2000.00", first: "1000.00" }, applications: [
    { id: "A", asked: "600.00", points: 9 },
    { id: "B", asked: "700.00", points: 8, ...(b === undefined ? {} : { ok: b }) },
    { id: "C", asked: "300.00", points: 7 },
    { id: "D", asked: dAsks, points: 1, ok: true },
  ] }, { explain: true });
const outcomes = (r: ReturnType<typeof run>) => ["A", "B", "C", "D"].map((id) => [id, row(r.result, id).status, row(r.result, id).amount]);
const warning = (others: string) => `ok: not recorded: B is offered the reduced award of 400.00 EUR and left indeterminate; the applications after it are decided as if it accepts; if it declines, ${others} would differ — record the answer and run again`;

describe("an unanswered offer, walked again declined", () => {
  it("stay out (D1): the decline funds D in full; the warning names D", () => {
    const r = run("stay out", "1200.00", undefined);
    expect(outcomes(r)).toEqual([["A", "funded", "600.00"], ["B", "indeterminate", "0.00"], ["C", "not_funded", "0.00"], ["D", "partially_funded", "1000.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual([warning("the outcome of D")]);
    // the two answers, recorded: the figures worked by hand above
    expect(outcomes(run("stay out", "1200.00", true))).toEqual([["A", "funded", "600.00"], ["B", "partially_funded", "400.00"], ["C", "not_funded", "0.00"], ["D", "partially_funded", "1000.00"]]);
    expect(outcomes(run("stay out", "1200.00", false))).toEqual([["A", "funded", "600.00"], ["B", "not_funded", "0.00"], ["C", "not_funded", "0.00"], ["D", "funded", "1200.00"]]);
  });
  it("go on (W1): published indeterminate, C and D decided by a decline; the warning names both", () => {
    const r = run("go on", "500.00", undefined);
    expect(outcomes(r)).toEqual([["A", "funded", "600.00"], ["B", "indeterminate", "0.00"], ["C", "indeterminate", "0.00"], ["D", "indeterminate", "0.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual([warning("the outcomes of C, D")]);
    expect(outcomes(run("go on", "500.00", true))).toEqual([["A", "funded", "600.00"], ["B", "partially_funded", "400.00"], ["C", "funded", "300.00"], ["D", "funded", "500.00"]]);
    expect(outcomes(run("go on", "500.00", false))).toEqual([["A", "funded", "600.00"], ["B", "funded", "700.00"], ["C", "funded", "300.00"], ["D", "partially_funded", "400.00"]]);
  });
  it("a decline that changes nothing after it (else stop, one walk): the warning as before", () => {
    // D asks 500.00 under stay out: 'Rest' has 1000.00 or 1400.00, D funded 500.00 in either
    const r = run("stay out", "500.00", undefined);
    expect(row(r.result, "D").status).toBe("funded");
    expect(r.issues.map((i) => i.message)).toEqual(["ok: not recorded: B is offered the reduced award of 400.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"]);
  });
});

// One walk, no stages (law32's call): budget 250.00, A, B, C 100.00 each, D 40.00, by id; C's
// answer absent, 50.00 left at C (exactly its 50 %). Under `else skip` a decline passes C over and
// D's 40.00 fits the 50.00: D is funded, where the base walk holds the 50.00 for C (D not funded).
// Under `else stop` a decline stops the walk: D is not funded either way.
const single = (otherwise: string) => `${preamble("Consent")}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  ok: boolean optional "accepts" }
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 50% with consent ok, else ${otherwise} per art1
}
`;
const one = (otherwise: string) => evaluate(compiled(single(otherwise)), { call: { budget: "250.00" }, applications: [
  { id: "A", asked: "100.00" }, { id: "B", asked: "100.00" }, { id: "C", asked: "100.00" }, { id: "D", asked: "40.00" },
] }, { explain: true });
describe("an unanswered offer in one walk", () => {
  it("else skip: a decline would fund D; the warning names it", () => {
    const r = one("skip");
    expect(["C", "D"].map((id) => [id, row(r.result, id).status, row(r.result, id).amount])).toEqual([["C", "indeterminate", "0.00"], ["D", "not_funded", "0.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual(["ok: not recorded: C is offered the reduced award of 50.00 EUR and left indeterminate; the applications after it are decided as if it accepts; if it declines, the outcome of D would differ — record the answer and run again"]);
  });
  it("else stop: a decline changes nothing after C", () => {
    expect(one("stop").issues.map((i) => i.message)).toEqual(["ok: not recorded: C is offered the reduced award of 50.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"]);
  });
});
