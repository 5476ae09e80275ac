// Which provision a stage's lines cite (fmt24, drafter23's finding 8): the stage that decided an
// application is given with its budget ("Entschieden in der Stufe 5 von 5 … 6 Plätze (was
// verbleibt)"), and where the budget has a `per` of its own (`budget left per p1_4`, § 1 Abs. 4:
// the places the earlier quotas did not give go to the selection) that line cites it, not the
// stage's own rule (§ 5 Abs. 3, how the selection ranks). A stage whose budget cites nothing of its
// own keeps the stage's source. Held by the built CLI.
// And the `per`s of `unfunded go on` and `unused returns|lapses` (language.md §25 until fmt24),
// read and cited nowhere: `go on per p5_4` is cited by the line on each stage an application went
// through and was considered again after (its reason keeps the quota's ground, § 1 Abs. 3), and
// `unused returns per art5` by the stage's totals beside the part it did not use.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");

type Step = { step: string; source: string | null; kind: string; text: string; stage?: string };

function trace(scheme: string, input: string, id: string): { trace: Step[]; sources: Record<string, unknown> } {
  const r = spawnSync(process.execPath, [cli, "explain", join(repo, scheme), "--input", join(repo, input), "--id", id, "--format", "json"], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as { trace: Step[]; sources: Record<string, unknown> };
}

describe("a stage's line cites its budget's own source where the budget has one", () => {
  it("B12, admitted in the selection (`budget left per p1_4`): the stage line cites § 1 Abs. 4", () => {
    const t = trace("schemes/drafted_studienplatz/studienplatz.allot", "schemes/drafted_studienplatz/data/bewerbungen_2027.json", "B12");
    const stage = t.trace.filter((s) => s.kind === "stage");
    expect(stage.map((s) => [s.source, s.text])).toEqual([["p1_4", "Entschieden in der Stufe 5 von 5, „Auswahlverfahren der Hochschule“: sie erfasst jeden Antrag, der noch keinen Platz erhalten hat, außer denen, die eine frühere Stufe ausgeschlossen hat; 6 Plätze (was verbleibt)."]]);
    expect(Object.keys(t.sources)).toContain("p1_4");
  });

  it("a quota whose budget cites the stage's own provision keeps it (B02, Härtefallquote, `budget … per p1_2`)", () => {
    const t = trace("schemes/drafted_studienplatz/studienplatz.allot", "schemes/drafted_studienplatz/data/bewerbungen_2027.json", "B02");
    expect(t.trace.filter((s) => s.kind === "stage").map((s) => s.source)).toEqual(["p1_2"]);
  });
});

describe("`unfunded go on per …` is cited where an application went on to a later stage", () => {
  it("B01, passed on by the Härtefallquote (`go on per p3_2`), the Abitur and the Eignung quotas (`go on per p5_4`)", () => {
    const t = trace("schemes/drafted_studienplatz/studienplatz.allot", "schemes/drafted_studienplatz/data/bewerbungen_2027.json", "B01");
    const passes = t.trace.filter((s) => s.kind === "stage-pass");
    expect(passes.map((s) => [s.stage, s.source])).toEqual([["haerte", "p3_2"], ["abiturbeste", "p5_4"], ["eignung", "p5_4"]]);
    expect(Object.keys(t.sources)).toEqual(expect.arrayContaining(["p3_2", "p5_4"]));
    // the reason keeps each quota's ground of refusal (drafted23-findings)
    const r = spawnSync(process.execPath, [cli, "run", join(repo, "schemes/drafted_studienplatz/studienplatz.allot"), "--input", join(repo, "schemes/drafted_studienplatz/data/bewerbungen_2027.json")], { encoding: "utf8", timeout: 60_000 });
    const b01 = (JSON.parse(r.stdout) as { results: Array<{ id: string; reasons: Array<{ source: string }> }> }).results.find((x) => x.id === "B01")!;
    expect(b01.reasons.map((x) => x.source)).toEqual(["p1_2", "p1_3", "p1_3", "p5_3"]);
  });
});

// Budget 100; a stage for the small ones (30), what they do not use returns (art5); those it does
// not fund go on (art4); the rest under art6. Ranked by id: A small 20 (fits, 10 unused), B 60, C
// small 25 (passed over in 'small': 10 left; goes on; in 'all', 80: B 60, C 25 does not fit in 20).
const scheme = (goOn: string, unused: string) => `${preamble("stage sources")}source art4 = law article 4 """
  Y.
  """
source art5 = law article 5 """
  Z.
  """
source art6 = law article 6 """
  W.
  """
call {
  budget: money(EUR)
}
application {
  id: text unique
  small: boolean
  asked: money(EUR)
}
ranking per art1 {
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage small "Small ones" per art1 when small {
    budget 30% × call.budget
    ${goOn}
    ${unused}
  }
  stage all "All" per art6 {
    budget left
  }
}
`;
const input = { call: { budget: "100.00" }, applications: [{ id: "A", small: true, asked: "20.00" }, { id: "B", small: false, asked: "60.00" }, { id: "C", small: true, asked: "25.00" }] };

describe("`unused returns per …` is cited in the stage's totals where it left a part unused", () => {
  it("cites art5 beside the 10.00 the small ones did not use, and art4 on C's line for the stage it went on from (its refusal in 'All' cites art6)", () => {
    const r = runScheme(scheme("unfunded go on per art4", "unused returns per art5"), input);
    expect(r.totals["main"]!.stages!["small"]).toEqual({ budget: "30.00", awarded: "20.00", remaining: "10.00", unused: "10.00", unusedSource: "art5" });
    expect(Object.keys(r.sources)).toEqual(expect.arrayContaining(["art4", "art5"]));
    const c = resultOf(r, "C");
    expect(c.explanation.filter((s) => s.step === "allocation").map((s) => s.source)).toEqual(["art4", "art6", "art6"]);
  });

  it("without a `per` on either setting, nothing more is cited (the totals as before)", () => {
    const r = runScheme(scheme("unfunded go on", "unused returns"), input);
    expect(r.totals["main"]!.stages!["small"]).toEqual({ budget: "30.00", awarded: "20.00", remaining: "10.00", unused: "10.00" });
    expect(Object.keys(r.sources)).not.toContain("art4");
    expect(Object.keys(r.sources)).not.toContain("art5");
  });
});
