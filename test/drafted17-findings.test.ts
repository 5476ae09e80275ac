// Defects a drafter met writing a participatory budget from the docs alone (issue 15, seventeenth
// round; schemes/drafted_participatory), each worked by hand here on the smallest scheme that
// shows it.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const scheme = (threshold: string): string => `scheme pb "Projects by votes" { version "1" language en }
act r "Resolution" { identifier "R/1" }
source art6 = r article 6 "A project is selected only if it received at least 5% of the valid ballots."
source art7 = r article 7 "Projects are ranked by their votes and selected while the pool covers their cost."
call { pool: money(EUR)  ballots: integer in 0..1000000 }
application { id: text unique  votes: integer in 0..1000000  cost: money(EUR) }
${threshold}
ranking per art7 { by votes highest first tiebreak every tie { by id lowest first } }
allocation per art7 { budget call.pool amount cost at boundary skip }
`;

describe("a threshold that reads no points does not score the projects (§22: points null, not 0)", () => {
  // A and B each 1,000.00 of a 1,500.00 pool; 5% of 1,000 ballots = 50: A 60 votes is ranked and
  // selected, B 50 (met exactly) ranked and passed over, C 49 below the threshold. Nothing reads
  // points: the projects have none — the explanation said "Points: Total 0." of each.
  const apps = [
    { id: "A", votes: 60, cost: "1000.00" },
    { id: "B", votes: 50, cost: "1000.00" },
    { id: "C", votes: 49, cost: "100.00" },
  ];
  const run = (text: string) => evaluate(load(analyze(text)), { call: { pool: "1500.00", ballots: 1000 }, applications: apps }).result;

  it("over votes and a call value: the regime is unscored, every result's points null, no points step", () => {
    const r = run(scheme(`threshold support "At least 5% of the ballots" per art6: votes >= 5% × call.ballots`));
    expect(r.results.map((x) => [x.id, x.status, x.points])).toEqual([
      ["A", "funded", null],
      ["B", "not_funded", null],
      ["C", "below_threshold", null],
    ]);
    expect(r.results.flatMap((x) => x.explanation.filter((s) => s.step === "points"))).toEqual([]);
    // the threshold is still tested, with its values
    expect(r.results.find((x) => x.id === "B")!.explanation.find((s) => s.step === "threshold")!.text).toBe(
      "Threshold 'At least 5% of the ballots' is met (votes >= 5% × call.ballots; votes: 50, call.ballots: 1000).",
    );
  });
  it("a threshold over total (or whose reason prints total) still scores", () => {
    const withTotal = run(scheme(`criterion v "Votes" per art7: weight 1 × votes\nthreshold support per art6: total >= 50`));
    expect(withTotal.results.find((x) => x.id === "A")!.points).toEqual({ v: "60", total: "60" });
    const inReason = run(scheme(`criterion v "Votes" per art7: weight 1 × votes\nthreshold support per art6: votes >= 50\n  otherwise "{total} points"`));
    expect(inReason.results.find((x) => x.id === "C")!.points).toEqual({ v: "49", total: "49" });
  });
});
