// What a result says of lots and stages (issue 15, twelfth round, output12): the findings
// drafter12 left writing schemes/drafted_subsidie (docs/performance.md, "A Dutch call with lots
// drafted from the docs alone (drafter12)"), each read through the command line's own output.
// Runs the built CLI (pnpm build first).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { preamble } from "./support/scheme.js";
import { allocationScheme } from "./support/allocation.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const subsidie = "schemes/drafted_subsidie/verduurzaming_vastgoed.allot";
const lots = "schemes/drafted_subsidie/data/zuiderhaven_2027.json";

function allot(...args: string[]): string {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe("a moment is shown at the granularity its key compares at", () => {
  // Art. 9(2): receipt to the second. A04 (02:20+01:00) and A05 (02:40+02:00) on 25 October 2026,
  // the night summer time ends: A05 is 40 minutes earlier as an instant. The comparison showed
  // "02:40:00.000+02:00": milliseconds a key to the second does not compare.
  it("to the second: no milliseconds, the offset of the repeated hour kept (allot explain)", () => {
    const text = allot("explain", subsidie, "--input", lots, "--id", "A04");
    expect(text).toContain("Na A05: beslist door het tijdstip van ontvangst (vroegste eerst, per seconde): 2026-10-25 02:40:00+02:00 tegen 2026-10-25 02:20:00+01:00.");
    expect(text).not.toMatch(/per seconde\): [^\n]*\.000/);
  });
});

describe("the CSV and Markdown rows say which stage (lot) decided them", () => {
  // Before: "position,id,status,label,points,amount,reasons" — the JSON's `stage` only. A04 was
  // passed over in lot A and refused in the shared reserve; A06 (below the threshold) and B05
  // (ineligible) reached no stage.
  it("CSV: a stage column after the id, each stage by its title", () => {
    const lines = allot("run", subsidie, "--input", lots, "--format", "csv").split("\n");
    expect(lines[0]).toBe("position,id,stage,status,label,points,amount,reasons");
    expect(lines[1]).toBe("1,B01,Perceel B: buurt- en dorpshuizen,funded,,30.7,24000.00,");
    expect(lines.find((l) => l.includes(",C04,"))).toBe("10,C04,Deel van de reserve voor perceel C,funded,,23,9729.00,");
    expect(lines.find((l) => l.includes(",A04,"))).toMatch(/^15,A04,Gezamenlijke reserve,not_funded,,21,0\.00,in fase ‘Perceel A/);
    expect(lines.find((l) => l.includes(",A06,"))).toBe(',A06,,below_threshold,,16,0.00,"De aanvraag behaalt 16 punten, minder dan 17,5."');
    expect(lines.find((l) => l.includes(",B05,"))).toBe(",B05,,ineligible,,,0.00,De aanvrager is geen vereniging of stichting zonder winstoogmerk.");
  });
  it("Markdown: the same column", () => {
    const md = allot("run", subsidie, "--input", lots, "--format", "md");
    expect(md).toContain("| position | id | stage | status | label | points | amount | reasons |\n|---|---|---|---|---|---|---|---|\n| 1 | B01 | Perceel B: buurt- en dorpshuizen | funded |  | 30.7 | 24000.00 |  |\n");
    expect(md).toContain("| 12 | C06 | Gezamenlijke reserve | partially_funded |  | 21.8 | 1803.00 |  |\n");
  });
  it("HTML: each ranked row names its stage beside its explanation (it did already)", () => {
    const html = allot("run", subsidie, "--input", lots, "--format", "html");
    expect(html).toContain('<span class="stage" data-stage="reserve_c">Fase: Deel van de reserve voor perceel C</span>');
  });
  it("a call without stages keeps its columns", () => {
    const csv = allot("run", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--format", "csv");
    expect(csv.split("\n")[0]).toBe("position,id,status,label,points,amount,reasons");
  });
});

describe("a budget's own `per` reaches the totals and the sources", () => {
  // Art. 3(1) sets the whole budget (`budget … per art3_1`), art. 3(2) the shared reserve's
  // (`budget left per art3_2`). Before: `budgetSource` was compiled and never read; `sources`
  // listed neither.
  it("totals.budgetSource and the stage's, both in sources (allot run --format json)", () => {
    const r = JSON.parse(allot("run", subsidie, "--input", lots, "--no-explain"));
    expect(Object.keys(r.totals.main).slice(0, 3)).toEqual(["unit", "budget", "budgetSource"]);
    expect(r.totals.main.budgetSource).toBe("art3_1");
    expect(r.totals.main.stages.gezamenlijk).toEqual({ budget: "37803.00", budgetSource: "art3_2", awarded: "37803.00", remaining: "0.00" });
    // a stage whose budget has no `per` of its own cites none
    expect(r.totals.main.stages.perceel_a).toEqual({ budget: "60000.00", awarded: "59677.00", remaining: "323.00" });
    expect(r.sources.art3_1.citation).toMatch(/article 3 paragraph 1$/);
    expect(r.sources.art3_2.citation).toMatch(/article 3 paragraph 2$/);
  });
  it("a budget without a `per` of its own gives no budgetSource (the allocation's is not inherited)", () => {
    const r = JSON.parse(allot("run", "schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.json", "--no-explain"));
    expect(Object.values(r.totals).some((t) => "budgetSource" in (t as object))).toBe(false);
  });
});

describe("where the stages rank on their own, each row's place in its stage's ranking", () => {
  // docs/language.md §14.7.1's worked example (test/stage-rankings.test.ts): volume 1,000, skip;
  // stage south ranks the southern bids by price (F, then C = D drawn D, C, then B) and decides F
  // and D; stage all ranks everyone left by points (A 9, C 8, E 6, B 5) and decides them. The
  // published list runs stage by stage (positions 1–6); a lot's own ranking — F 1, D 2 in south;
  // A 1, C 2, E 3, B 4 in all — was only in the explanation ("Place 2 of 4 in …").
  const dir = mkdtempSync(join(tmpdir(), "allot-output12-"));
  const schemeFile = join(dir, "lots.allot");
  const inputFile = join(dir, "lots.json");
  writeFileSync(schemeFile, allocationScheme({
    head: `${preamble("Stage rankings")}source art2 = law article 2 """\n  Y.\n  """\n`,
    call: "volume: money(EUR)  draw: draw",
    fields: "points: integer in 0..10  asked: money(EUR)  region: enum { south, north }",
    ranked: "criterion p per art1: application.points\nranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }\n",
    budget: "call.volume",
    boundary: "skip",
    body: `  stage south "Southern bids" per art2 when region = south {
    ranking per art2 { by asked lowest first  tiebreak at boundary per art2 { lottery draw call.draw } }
    budget 30% × call.volume
    unfunded go on
  }
  stage all "Every bid not yet awarded" per art1 { budget left }
`,
  }));
  const app = (id: string, points: number, asked: string, region: string) => ({ id, points, asked, region });
  writeFileSync(inputFile, JSON.stringify({
    call: { volume: "1000.00", draw: ["D", "C"] },
    applications: [app("A", 9, "400.00", "north"), app("B", 5, "200.00", "south"), app("C", 8, "150.00", "south"), app("D", 7, "150.00", "south"), app("E", 6, "300.00", "north"), app("F", 4, "100.00", "south")],
  }));
  it("JSON: stagePosition beside position", () => {
    const r = JSON.parse(allot("run", schemeFile, "--input", inputFile, "--no-explain"));
    expect(r.results.map((x: { id: string; position: number; stage: string; stagePosition: number }) => `${x.id}:${x.position}:${x.stage}:${x.stagePosition}`)).toEqual(["F:1:south:1", "D:2:south:2", "A:3:all:1", "C:4:all:2", "E:5:all:3", "B:6:all:4"]);
    expect(Object.keys(r.results[0]).slice(0, 5)).toEqual(["id", "status", "stage", "position", "stagePosition"]);
  });
  it("CSV and Markdown: a stage_position column after the stage", () => {
    const csv = allot("run", schemeFile, "--input", inputFile, "--format", "csv").split("\n");
    expect(csv.slice(0, 4)).toEqual(["position,id,stage,stage_position,status,label,points,amount,reasons", "1,F,Southern bids,1,funded,,4,100.00,", "2,D,Southern bids,2,funded,,7,150.00,", "3,A,Every bid not yet awarded,1,funded,,9,400.00,"]);
    const md = allot("run", schemeFile, "--input", inputFile, "--format", "md");
    expect(md).toContain("| position | id | stage | stage_position | status | label | points | amount | reasons |\n");
    expect(md).toContain("| 6 | B | Every bid not yet awarded | 4 | funded |  | 5 | 200.00 |  |\n");
  });
  it("stages that walk the regime's one ranking give no stagePosition (drafted_subsidie: art. 9 ranks all lots in one list)", () => {
    const r = JSON.parse(allot("run", subsidie, "--input", lots, "--no-explain"));
    expect(r.results.some((x: object) => "stagePosition" in x)).toBe(false);
    expect(allot("run", subsidie, "--input", lots, "--format", "csv").split("\n")[0]).not.toContain("stage_position");
  });
});
