// Every source a seed scheme quotes from its seed act is that act's text, verbatim: each
// `source` text of the act named below is found in ../shared/domain/seeds/<NNN>_*.txt (the
// shared folder beside the repository; CI clones it there). Whitespace is ignored in the
// comparison, since the seed texts are scraped and lose or add line breaks (§ 6 of seed 001
// reads "albo2)" where the act sets point 2) on its own line). Sources of other acts (the
// Member State's rules, the Awb, a call's notice) are not in the seeds and are not checked.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../packages/dsl/src/analysis.js";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// ../shared beside the clone; ../../shared for a git worktree one folder deeper
const shared = [process.env["ALLOT_SHARED"], join(repo, "../shared"), join(repo, "../../shared")]
  .filter((p): p is string => !!p)
  .find((p) => existsSync(join(p, "domain/seeds")));

/** the act each seed text is, per scheme folder */
const seedActs: Record<string, string> = {
  seed_000: "reg_2016_1150",
  seed_001: "dzu_2023_2289",
  seed_002: "openstellingsbesluit",
  seed_003: "rozp_mrirw_prow",
  seed_004: "dzu_2017_515",
};

const squeeze = (s: string): string => s.replace(/\s+/g, "");

function seedText(folder: string): string {
  const dir = join(shared!, "domain/seeds");
  const file = readdirSync(dir).find((f) => f.startsWith(`${folder.slice("seed_".length)}_`));
  if (!file) throw new Error(`no seed text for ${folder} in ${dir}`);
  return readFileSync(join(dir, file), "utf8");
}

/** the names of the sources of `act` in the scheme whose text is not found in `seed` */
function notVerbatim(schemeText: string, act: string, seed: string): string[] {
  const a = analyze(schemeText, "scheme.allot");
  const wanted = squeeze(seed);
  return [...a.model.sources.values()].filter((s) => s.act.text === act && !wanted.includes(squeeze(s.text))).map((s) => s.name.text);
}

function schemeOf(folder: string): string {
  const dir = join(repo, "schemes", folder);
  const file = readdirSync(dir).find((f) => f.endsWith(".allot"))!;
  return readFileSync(join(dir, file), "utf8");
}

describe("the seed schemes quote their acts verbatim", () => {
  it("finds the shared seed texts beside the repository", () => {
    expect(shared, "../shared/domain/seeds not found beside the repository (or set ALLOT_SHARED)").toBeDefined();
    expect(Object.keys(seedActs).sort()).toEqual(readdirSync(join(repo, "schemes")).filter((d) => d.startsWith("seed_")).sort());
  });

  for (const [folder, act] of Object.entries(seedActs)) {
    it(`${folder}: every source of ${act} is a passage of the seed text`, () => {
      const text = schemeOf(folder);
      const quoted = [...analyze(text, "scheme.allot").model.sources.values()].filter((s) => s.act.text === act);
      expect(quoted.length).toBeGreaterThan(0);
      expect(notVerbatim(text, act, seedText(folder))).toEqual([]);
    });
  }

  it("reports a source with one word changed, or with a passage left out", () => {
    const text = schemeOf("seed_003");
    const seed = seedText("seed_003");
    expect(notVerbatim(text.replace("decyduje niższa wartość", "decyduje wyższa wartość"), "rozp_mrirw_prow", seed)).toEqual(["ust4"]);
    expect(notVerbatim(text.replace("1) (uchylony);", "[...]"), "rozp_mrirw_prow", seed)).toEqual(["ust7_pkt2"]);
  });
});
