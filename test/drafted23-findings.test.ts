// What drafter23 found drafting schemes/drafted_studienplatz (issue 15, twenty-third round): the
// Zweitstudienquote is written `unfunded stay out per p4_3` — § 4 Abs. 3, "Bewerberinnen und Bewerber
// für ein Zweitstudium nehmen nur an der Vergabe nach dieser Vorschrift teil" — yet B04, not
// admitted there and so kept out of every later quota, was refused citing § 1 Abs. 2 (the quota's
// size) only: the `per` was read, counted the source as cited (no AL0411), and cited it nowhere.
// Held by the built CLI. Fixed on the twenty-third merge: an application a stage does not fund and
// keeps out of the later ones cites the setting's own source (`unfunded stay out per p4_3`) in its
// reason and its explanation's allocation step, and its words no longer say "the later stages go on
// (not considered again …)" (finding 5) but that no later stage considers it.
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
  it("cites § 4 Abs. 3 in B04's reason and in the allocation step of its explanation", () => {
    const result = JSON.parse(allot("run", scheme, "--input", input)) as { results: Array<{ id: string; reasons: Array<{ source: string; message: string }> }>; sources: Record<string, { citation: string }> };
    const b04 = result.results.find((r) => r.id === "B04")!;
    expect(b04.reasons.map((r) => r.source)).toEqual(["p4_3"]);
    // the JSON keeps the citation in its structured form; texts word it in the scheme's language
    expect(result.sources["p4_3"]!.citation).toBe("Satzung der Hochschule Nordheim über die Vergabe der Studienplätze im Studiengang Psychologie (B.Sc.), section 4 paragraph 3");
    const text = allot("explain", scheme, "--input", input, "--id", "B04");
    expect(text).toContain(`diese Stufe endete bei B05, der nicht in die verbleibenden Plätze passte; keine spätere Stufe berücksichtigt ihn [${p4_3}]`);
    expect(text).not.toContain("gehen weiter");
    expect(text).toMatch(new RegExp(`Vergabe       Nicht zugeteilt \\(beantragt: 1 Platz\\): in der Stufe „Zweitstudienquote“: .*\\[${p4_3.replace(/[().]/g, "\\$&")}\\]`));
  });

  it("keeps the stage's own source for a stage that lets its refused applications go on (B01 in the Härtefallquote)", () => {
    const result = JSON.parse(allot("run", scheme, "--input", input)) as { results: Array<{ id: string; reasons: Array<{ source: string }> }> };
    const b01 = result.results.find((r) => r.id === "B01")!;
    expect(b01.reasons.map((r) => r.source)).toEqual(["p1_2", "p1_3", "p1_3", "p5_3"]);
  });

  it("keeps the stage's own rule where no later stage would consider the application anyway (drafted_participatory's districts, art. 8(2))", () => {
    const pb = join(repo, "schemes/drafted_participatory");
    const result = JSON.parse(allot("run", join(pb, "participatory_budget.allot"), "--input", join(pb, "data/pb_2027.json"))) as { results: Array<{ id: string; reasons: Array<{ source: string; message: string }> }> };
    const rs07 = result.results.find((r) => r.id === "RS-07")!;
    expect(rs07.reasons).toEqual([{ rule: "allocation", source: "art8_2", message: "in stage 'District pools (Riverside)': does not fit in the remaining budget; passed over (not considered again: those this stage does not fund stay out)" }]);
  });
});
