// The selection benchmark (bench/selection, `pnpm bench`) at a small size, so that CI keeps its
// five contenders agreeing with Allot: the harness itself fails on any result that differs
// from Allot's (by id, status, position and amount), and on any contender's error.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");

describe("pnpm bench", () => {
  it("runs every contender on both jobs and finds them all equal to Allot", () => {
    const r = spawnSync(process.execPath, [join(repo, "bench/selection/run.mjs"), "--json", "--sizes", "400", "--runs", "1", "--timeout", "120"], { cwd: repo, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.results).toHaveLength(12);
    for (const x of out.results) {
      expect(x.status, `${x.job} ${x.contender}`).toBe("ok");
      expect(x.checkedAgainst).toBe(x.contender === "allot" ? "reference" : "allot");
      expect(x.medianMs).toBeGreaterThan(0);
      expect(x.peakMB).toBeGreaterThan(0);
    }
    // the jobs exercise what they are meant to: funded, partial or refused, and threshold failures
    const allot = out.results.filter((x: { contender: string }) => x.contender === "allot");
    for (const a of allot) expect(Object.keys(a.counts).sort(), a.job).toEqual(expect.arrayContaining(["below_threshold", "funded", "not_funded"]));
  }, 300_000);
});
