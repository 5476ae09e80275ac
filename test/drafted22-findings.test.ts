// What drafter22 found drafting schemes/drafted_waermepumpe (issue 15, twenty-second round), first
// come by day with `at boundary stop`: the allocation ended at W13, whose 16,500.00 EUR did not fit
// in the 2,005.70 EUR left, so the funds were *not* used up — yet every application received later
// was told "die Mittel waren aufgebraucht" and "die Grenze wurde durch W13 erreicht". And W14,
// received after W13 and never assessed (§ 3 Abs. 3: "Später eingegangene Anträge werden nicht
// mehr geprüft"), had its grant worked out step by step in its explanation. Held by the built CLI.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const dir = join(repo, "schemes/drafted_waermepumpe");

function explain(id: string): string {
  const r = spawnSync(process.execPath, [cli, "explain", join(dir, "waermepumpe.allot"), "--input", join(dir, "data/waermepumpe_2025.json"), "--id", id], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
  return r.stdout;
}

// fix29: named by the ranking key's title ("der Eingang des Antrags"), not "einging"
const stopped = "nicht geprüft: die Verteilung endete vor diesem Antrag in der Reihenfolge nach dem Eingang des Antrags (bei W13, der nicht in die verbleibenden Mittel passte; „der Eingang des Antrags“: 26.10.2025)";

describe("first come under `stop`: what the applications received after the stop are told", () => {
  it("says the allocation ended at W13, which did not fit, not that the funds were used up", () => {
    const w14 = explain("W14");
    // a ground opens with a capital (words23)
    expect(w14).toContain(`  - N${stopped.slice(1)} [Förderaufruf „Wärmepumpe 2025“ der Stadt Musterstadt, § 3 Abs. 3]`);
    expect(w14).not.toContain("aufgebraucht");
    expect(w14).not.toContain("die Grenze wurde durch W13 erreicht");
    // refused in assessment and received later: the same reason in the same words (the scheme computes
    // its grant: "Mittel", "zuerkannt", as W14's), not a subsidy's "Fördermittel" and "bewilligt"
    const w15 = explain("W15");
    expect(w15).toContain(`  - N${stopped.slice(1)} [`);
    expect(w15).toContain(`Vergabe       Nicht zuerkannt: ${stopped}. Die Anträge werden in der Reihenfolge ihres Eingangs berücksichtigt;`);
    expect(w15).not.toMatch(/Fördermittel|bewilligt:/);
  });

  it("works out no grant for an application it did not assess: its place and the refusal, not its rules", () => {
    const steps = explain("W14").split("\n").filter((l) => /^  \S/.test(l) && !l.startsWith("  - "));
    expect(steps.map((l) => l.trim().split(/\s+/)[0])).toEqual(["Rangfolge", "Rangfolge", "Rangfolge", "Vergabe"]);
    expect(steps.join("\n")).not.toMatch(/Berechnet:|Der Betrag:/);
    // nor its amount said (words23): the refusal alone, as W15's
    expect(steps[3]).toContain(`Vergabe       Nicht zuerkannt: ${stopped}. Die Anträge werden in der Reihenfolge ihres Eingangs berücksichtigt;`);
    // W13, the application the allocation ended at, was assessed: its grant is worked out
    expect(explain("W13")).toContain("Der Betrag: der Zuschuss = foerdersatz × foerderfaehig, gerundet auf den Cent, zu null hin = 16.500,00 EUR");
  });
});
