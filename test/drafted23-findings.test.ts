// What drafter23 found drafting schemes/drafted_studienplatz (issue 15, twenty-third round): the
// Zweitstudienquote is written `unfunded stay out per p4_3` — § 4 Abs. 3, "Bewerberinnen und Bewerber
// für ein Zweitstudium nehmen nur an der Vergabe nach dieser Vorschrift teil" — yet B04, not
// admitted there and so kept out of every later quota, was refused citing § 1 Abs. 2 (the quota's
// size) only: the `per` was read, counted the source as cited (no AL0411), and cited it nowhere.
// Held by the built CLI. Not fixed this round (docs/language.md §25; docs/performance.md, drafter23,
// finding 1): a reason has one source, and B04's has two grounds — no place left in the quota
// (§ 1 Abs. 2) and kept out of the later ones (§ 4 Abs. 3) — so which to cite, or whether the
// stay-out is a second reason, is a decision, not a one-line fix. The first test is therefore
// `it.fails`: it passes while the defect stands and fails once it is fixed — then make it `it`.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const dir = join(repo, "schemes/drafted_studienplatz");

function allot(...args: string[]): string {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}

const scheme = join(dir, "studienplatz.allot");
const input = join(dir, "data/bewerbungen_2027.json");
const p4_3 = "Satzung der Hochschule Nordheim über die Vergabe der Studienplätze im Studiengang Psychologie (B.Sc.), § 4 Abs. 3";

describe("a stage's `unfunded stay out per …`: the rule that keeps a refused application out is cited", () => {
  it.fails("cites § 4 Abs. 3 in B04's reason and in the allocation step of its explanation", () => {
    const result = JSON.parse(allot("run", scheme, "--input", input)) as { results: Array<{ id: string; reasons: Array<{ source: string; message: string }> }>; sources: Record<string, { citation: string }> };
    const b04 = result.results.find((r) => r.id === "B04")!;
    expect(b04.reasons.map((r) => r.source)).toEqual(["p4_3"]);
    expect(result.sources["p4_3"]!.citation).toBe(p4_3);
    const text = allot("explain", scheme, "--input", input, "--id", "B04");
    expect(text).toContain(`(nicht erneut berücksichtigt: was diese Stufe nicht fördert, scheidet aus) [${p4_3}]`);
    expect(text).toMatch(new RegExp(`Vergabe       Nicht zugeteilt \\(beantragt: 1 Platz\\): in der Stufe „Zweitstudienquote“: .*\\[${p4_3.replace(/[().]/g, "\\$&")}\\]`));
  });

  it("keeps the stage's own source for a stage that lets its refused applications go on (B01 in the Härtefallquote)", () => {
    const result = JSON.parse(allot("run", scheme, "--input", input)) as { results: Array<{ id: string; reasons: Array<{ source: string }> }> };
    const b01 = result.results.find((r) => r.id === "B01")!;
    expect(b01.reasons.map((r) => r.source)).toEqual(["p1_2", "p1_3", "p1_3", "p5_3"]);
  });
});
