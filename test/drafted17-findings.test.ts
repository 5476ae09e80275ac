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

describe("a lottery after a moment's key on which both are the same says so (as the id does, §13.3)", () => {
  // "Where they were also submitted within the same second, … a public lottery": R2 (10:15:42.100)
  // and R3 (10:15:42.800) tie on 520 votes and the second; sha256("S:R2") = 12eb69e9… <
  // sha256("S:R3") = 31fc8ffc…: the lottery puts R2 first. R3 read only "decided by lottery" and
  // could not tell that the submissions had been compared (drafted_participatory: RS-02, submitted
  // 0.7 s before RS-03, lost the lottery and read the same).
  const text = `scheme pb "Projects by votes" { version "1" language LANG }
act r "Resolution" { identifier "R/1" }
source art7 = r article 7 "By votes; then the earlier submission, to the second; then a lottery."
call { pool: money(EUR)  seed: text }
application { id: text unique  votes: integer in 0..1000000  cost: money(EUR)  submitted_at: datetime("Europe/Dublin") }
ranking per art7 { by votes highest first tiebreak every tie { by submitted_at earliest first to the second lottery seed call.seed } }
allocation per art7 { budget call.pool amount cost at boundary skip }
`;
  const input = {
    call: { pool: "100000.00", seed: "S" },
    applications: [
      { id: "R2", votes: 520, cost: "50000.00", submitted_at: "2026-09-14T10:15:42.100" },
      { id: "R3", votes: 520, cost: "45000.00", submitted_at: "2026-09-14T10:15:42.800" },
    ],
  };
  const lines = (lang: string) => {
    const r = evaluate(load(analyze(text.replace("LANG", lang))), input).result;
    return Object.fromEntries(r.results.map((x) => [x.id, x.explanation.filter((s) => s.step === "ranking").map((s) => s.text).at(-1)]));
  };
  it("digests as the language's procedure makes them", async () => {
    const { createHash } = await import("node:crypto");
    const h = (s: string) => createHash("sha256").update(s).digest("hex");
    expect([h("S:R2").slice(0, 8), h("S:R3").slice(0, 8)]).toEqual(["12eb69e9", "31fc8ffc"]);
  });
  it("in every language", () => {
    expect(lines("en")["R3"]).toMatch(/^After R2: decided by lottery \(seed "S"\): .* Both have the same value of votes \(520\) and of submitted_at, to the second \(2026-09-14 10:15:42\), so the lottery decided\.$/);
    expect(lines("en")["R2"]).toMatch(/^Ahead of R3: decided by lottery .*, so the lottery decided\.$/);
    expect(lines("nl")["R3"]).toMatch(/ Beide hebben dezelfde waarde van votes \(520\) en van submitted_at, tot op de seconde \(.*\), dus besliste de loting\.$/);
    expect(lines("pl")["R3"]).toMatch(/ Oba wnioski mają te same wartości: „votes” \(520\) i „submitted_at” z dokładnością do sekundy \(.*\), dlatego rozstrzygnęło losowanie\.$/);
    expect(lines("de")["R3"]).toMatch(/ Beide Anträge stimmen überein in „votes“ \(520\) und in „submitted_at“, auf die Sekunde genau \(.*\), daher entschied das Los\.$/);
  });
  it("not where the moments differ: the earlier submission decided, no lottery", () => {
    const r = evaluate(load(analyze(text.replace("LANG", "en"))), { ...input, applications: [input.applications[0]!, { ...input.applications[1]!, submitted_at: "2026-09-14T10:15:43.000" }] }).result;
    const r2 = r.results.find((x) => x.id === "R2")!.explanation.filter((s) => s.step === "ranking").at(-1)!.text;
    expect(r2).toBe("Ahead of R3: decided by submitted_at (earliest first, to the second): 2026-09-14 10:15:42 against 2026-09-14 10:15:43.");
  });
});
