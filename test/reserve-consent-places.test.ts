// review34's R1: after an offer of a reduced award with no recorded answer, a reserve place that
// differs between the answers is not published as settled: the row is left indeterminate, its
// reason naming the offer, as a row whose status or amount a decline changes is (§14.1, §14.11).
// A place both answers give stays published.
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, type SelectionResult } from "@allot/runtime";

const scheme = (otherwise: "skip" | "stop", reserve = "all"): string => `scheme cs "Consent" {
  version "1"
  language en
}
act l "L" { identifier "L" }
source art1 = l article 1 "X."
call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..10  ok: boolean optional }
criterion p per art1: application.points
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial with consent ok, else ${otherwise} per art1
  reserve ${reserve} per art1
}
`;
function run(text: string, input: unknown): SelectionResult {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), input as never).result;
}
const rows = (r: SelectionResult): string[] => r.results.map((x) => `${x.id} ${x.status}${x.reservePlace ? ` ${x.reservePlace}` : ""}`);
const why = (r: SelectionResult, id: string): string => r.results.find((x) => x.id === id)!.reasons.map((x) => x.message).join(" | ");
// budget 100.00: A 60.00 funded, 40.00 left; B asks 50.00: offered the 40.00 left
const apps = (ok?: boolean) => [
  { id: "A", asked: "60.00", points: 9 },
  { id: "B", asked: "50.00", points: 8, ...(ok === undefined ? {} : { ok }) },
  { id: "C", asked: "30.00", points: 7 },
  { id: "D", asked: "50.00", points: 6 },
  { id: "E", asked: "70.00", points: 5 },
];
const input = (ok?: boolean) => ({ call: { budget: "100.00" }, applications: apps(ok) });
const OPEN = "its outcome depends on B's answer to the offer of a partial grant, which is not recorded";

describe("reserve places after an offer not answered (review34's R1)", () => {
  it("else stop: accepted, C 1, D 2, E 3; declined, B 1, C 2, D 3, E 4; unanswered, the places differ: all open", () => {
    expect(rows(run(scheme("stop"), input(true)))).toEqual(["A funded", "B partially_funded", "C reserve 1", "D reserve 2", "E reserve 3"]);
    expect(rows(run(scheme("stop"), input(false)))).toEqual(["A funded", "B reserve 1", "C reserve 2", "D reserve 3", "E reserve 4"]);
    const r = run(scheme("stop"), input());
    expect(rows(r)).toEqual(["A funded", "B indeterminate", "C indeterminate", "D indeterminate", "E indeterminate"]);
    expect(why(r, "C")).toBe(OPEN);
  });
  it("else skip: E is 3 if B accepts, open if it declines (D is offered 10.00): not place 1", () => {
    // accepted: C 1, D 2, E 3. Declined: B on the list (1), C funded 30.00 (10.00 left), D offered
    // the 10.00 (its answer absent): E open
    expect(rows(run(scheme("skip"), input(true)))).toEqual(["A funded", "B partially_funded", "C reserve 1", "D reserve 2", "E reserve 3"]);
    const r = run(scheme("skip"), input());
    expect(rows(r)).toEqual(["A funded", "B indeterminate", "C indeterminate", "D indeterminate", "E indeterminate"]);
    expect(why(r, "E")).toBe(OPEN);
  });
  it("a list full before the offer's decline reaches it: the places both answers give stay", () => {
    // else stop, reserve 1: accepted, C 1 (D, E off the list); declined, B 1 (C, D, E off): C's
    // place differs (open); D and E are off the list under both answers: not funded, as published
    const r = run(scheme("stop", "1"), input());
    expect(rows(r)).toEqual(["A funded", "B indeterminate", "C indeterminate", "D not_funded", "E not_funded"]);
    expect(why(r, "D")).not.toContain("reserve");
  });
  it("else stop, reserve 2: D's place 2 holds under both answers, E is off the list under both", () => {
    // accepted: C 1, D 2, E off; declined: B 1, C 2, D off. C's place differs (open); D's too
    // (2, or off the list); E is off under both: not funded, as published
    const r = run(scheme("stop", "2"), input());
    expect(rows(r)).toEqual(["A funded", "B indeterminate", "C indeterminate", "D indeterminate", "E not_funded"]);
  });
});
