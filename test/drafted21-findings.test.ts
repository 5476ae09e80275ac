// What drafter21 found drafting schemes/drafted_kostenefficientie (issue 15, twenty-first round):
// with a ceiling used up exactly just before a tie that shares one position (`tiebreak at
// boundary`: it does not straddle, C = B), neither member fits and the allocation stops at their
// position — yet each was told "de verdeling is gestopt bij een eerdere aanvraag die niet paste",
// an earlier application that did not fit, where no earlier application failed to fit (K19, the
// one before them, was funded and used the ceiling up). Held by the built CLI, as a user runs it.
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const dir = join(repo, "schemes/drafted_kostenefficientie");

function allocationLine(id: string, ...set: string[]): string | undefined {
  const args = [cli, "explain", join(dir, "kostenefficientie.allot"), "--input", join(dir, "data/noordland_2027.json"), "--id", id];
  for (const s of set) args.push("--set", s);
  const r = spawnSync(process.execPath, args, { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.status).toBe(0);
  return r.stdout.split("\n").find((l) => l.trimStart().startsWith("toekenning "))?.trim();
}

describe("a tie at one position right after a ceiling used up exactly", () => {
  const refused =
    "toekenning    Niet verleend (300.000,00 EUR gevraagd): het subsidieplafond is uitgeput (resterend vóór deze aanvraag: 0,00 EUR). [Regeling stimulering CO2-reductie Noordland 2027, artikel 6 lid 2]";
  it("tells each member the ceiling is used up (since mendg34; before, that it did not fit), not that an earlier application did not", () => {
    expect(allocationLine("K14", "plafond=10500000.00")).toBe(refused);
    expect(allocationLine("K15", "plafond=10500000.00")).toBe(refused);
  });
  it("tells the applications after the tie that the allocation stopped before them", () => {
    expect(allocationLine("K16", "plafond=10500000.00")).toBe(
      "toekenning    Niet verleend (50.000,00 EUR gevraagd): de verdeling is gestopt bij een eerdere aanvraag die niet paste (resterend vóór deze aanvraag: 0,00 EUR). [Regeling stimulering CO2-reductie Noordland 2027, artikel 6 lid 2]",
    );
  });
  it("a single application after the ceiling used up exactly was already told so (held before)", () => {
    expect(allocationLine("K24", "plafond=10250000.00")).toBe(
      "toekenning    Niet verleend (50.000,00 EUR gevraagd): het subsidieplafond is uitgeput (resterend vóór deze aanvraag: 0,00 EUR). [Regeling stimulering CO2-reductie Noordland 2027, artikel 6 lid 2]",
    );
  });
});
