// Applications that are not scored have no points, not 0 points (§22, issue 17): a regime that
// reads no points — ranked by order of receipt, no threshold, no column over points — reports
// `points: null`, its explanations have no points step, and its criteria are not evaluated (a
// criterion that could not be scored does not refuse it). A scored regime beside it keeps its
// points.
import { describe, expect, it } from "vitest";
import { evaluate, score } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const text = `scheme mixed "Two lists" { version "1" }
act reg "Regulation" { identifier "R/1" }
source art1 = reg article 1 "Operations with a score are ranked by points."
source art2 = reg article 2 "Operations without a score are ranked by the time of receipt."
call { budget: money(EUR) }
application { id: text unique  scored: boolean  marks: integer in 0..10 optional  received: datetime("UTC")  asked: money(EUR) }
criterion quality "Quality" per art1: if marks is present then 10 / marks else 0
regime by_points "Scored" per art1 when scored {
  ranking per art1 { by total highest first tiebreak every tie { unresolved } }
  allocation per art1 { budget call.budget shared amount asked at boundary stop }
}
regime by_receipt "By receipt" per art2 when not scored {
  ranking per art2 { by received earliest first exactly tiebreak every tie { unresolved } }
  allocation per art2 { budget call.budget shared amount asked at boundary stop }
}
`;

describe("a regime that ranks by order of receipt", () => {
  const a = analyze(text);
  it("checks clean, and the compiled regime says it does not score", () => {
    expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const s = load(a);
    expect(s.regimes.map((r) => [r.name, r.unscored ?? false])).toEqual([
      ["by_points", false],
      ["by_receipt", true],
    ]);
  });
  const s = load(a);
  // S: scored, 5 marks → 10 / 5 = 2 points. R1, R2: by receipt; R2 has 0 marks, where the
  // criterion would divide by zero — it is not evaluated there
  const r = evaluate(s, {
    call: { budget: "1000.00" },
    applications: [
      { id: "S", scored: true, marks: 5, received: "2024-01-01T09:00:00Z", asked: "100.00" },
      { id: "R1", scored: false, received: "2024-01-01T08:00:00Z", asked: "100.00" },
      { id: "R2", scored: false, marks: 0, received: "2024-01-01T10:00:00Z", asked: "100.00" },
    ],
  }).result;
  const byId = (id: string) => r.results.find((x) => x.id === id)!;
  it("reports no points for its applications, and the points of the scored regime", () => {
    expect(byId("S").points).toEqual({ quality: "2", total: "2" });
    expect(byId("R1").points).toBeNull();
    expect(byId("R2").points).toBeNull();
    expect(byId("R2")).toMatchObject({ status: "funded", position: 2 });
  });
  it("explains no points for them", () => {
    expect(byId("R1").explanation.map((e) => e.step)).toEqual(["regime", "ranking", "ranking", "allocation"]);
    expect(byId("S").explanation.map((e) => e.text)).toContain("Total: 2 points.");
  });
  it("the one-application score says the same", () => {
    expect(score(s, { budget: "1000.00" }, { id: "R1", scored: false, received: "2024-01-01T08:00:00Z", asked: "100.00" }).points).toBeNull();
    expect(score(s, { budget: "1000.00" }, { id: "S", scored: true, marks: 5, received: "2024-01-01T09:00:00Z", asked: "100.00" }).points).toEqual({ quality: "2", total: "2" });
  });
  it("a threshold, a key or a published column over points makes a regime scored", () => {
    const withColumn = load(analyze(text + `publish per art2 { columns per art2 { position, total as "Points" } }\n`));
    expect(withColumn.regimes.every((x) => !x.unscored)).toBe(true);
    const withKey = load(analyze(text.replace("by received earliest first exactly tiebreak every tie { unresolved }", "by received earliest first exactly tiebreak every tie { by quality highest first unresolved }")));
    expect(withKey.regimes.every((x) => !x.unscored)).toBe(true);
  });
});
