// `allot explain`'s list of steps ("How the decision was reached") labels each step in the
// scheme's language: an appeal board reading a Polish, Dutch or German explanation does not meet
// the trace's English step names (drafter21's finding 7). English keeps the trace's names. Run
// through the command a user types, on bundled schemes in each language.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");

/** The labelled lines of one application's explanation: [label, text's first words]. */
function steps(...args: string[]): string[][] {
  const r = spawnSync(process.execPath, [cli, "explain", ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.split("\n");
  // the list is the last heading's ("How the decision was reached:" in the language's words)
  const from = lines.findLastIndex((l) => /^\S.*:$/.test(l));
  expect(from).toBeGreaterThan(0);
  return lines.slice(from + 1).filter((l) => l.startsWith("  ")).map((l) => [l.slice(2, l.indexOf(" ", 2)), l.slice(2)]);
}

describe("allot explain labels its steps in the scheme's language", () => {
  it("Polish (seed 000, W04): tryb, warunki, punkty, ranking, przydział — no English name", () => {
    const s = steps("schemes/seed_000/wine_art23.allot", "--input", "schemes/seed_000/data/seed_000.applications.json", "--id", "W04");
    expect([...new Set(s.map(([l]) => l))]).toEqual(["tryb", "warunki", "punkty", "ranking", "przydział"]);
    // the labels are padded to the language's longest ("przydział", 9 letters): the texts start in one column
    for (const [, line] of s) expect([line![9], line![10] !== " "]).toEqual([" ", true]);
    expect(s.at(-1)![1]).toMatch(/^przydział Przyznano 220\s000,00 EUR/);
  });

  it("Dutch (seed 002, N01): punten, drempel, rangschikking, toekenning", () => {
    const s = steps("schemes/seed_002/pop3_innovatie.allot", "--input", "schemes/seed_002/data/seed_002.applications.csv", "--call", "schemes/seed_002/data/seed_002.call.json", "--id", "N01");
    const labels = new Set(s.map(([l]) => l));
    for (const l of ["punten", "drempel", "rangschikking", "toekenning"]) expect(labels).toContain(l);
    for (const l of ["points", "threshold", "ranking", "allocation", "eligibility"]) expect(labels).not.toContain(l);
    expect(s.find(([l]) => l === "rangschikking")![1]).toBe(`rangschikking ${s.find(([l]) => l === "rangschikking")![1]!.slice(14)}`);
  });

  it("German (drafted_cargobike, L01): Vergabe on every allocation step", () => {
    const s = steps("schemes/drafted_cargobike/lastenrad.allot", "--input", "schemes/drafted_cargobike/data/lastenrad_2027.json", "--id", "L01");
    const labels = new Set(s.map(([l]) => l));
    expect(labels).toContain("Vergabe");
    expect(labels).toContain("Voraussetzung");
    expect(labels).not.toContain("allocation");
    expect(s.at(-1)![1]).toMatch(/^Vergabe {7}Auf die Nachrückerliste gesetzt, auf Platz 1\./);
  });

  it("English (drafted_arts): the trace's step names, as before", () => {
    const s = steps("schemes/drafted_arts/project_awards.allot", "--input", "schemes/drafted_arts/data/westmark_2027_r1.json", "--id", "A01");
    expect(s.at(-1)![1]).toMatch(/^allocation {2}Granted /);
  });
});
