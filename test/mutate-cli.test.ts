// `allot test --mutate` as CI uses it: the surviving mutant listed with file:line:col, its target,
// source and edit; --format json; exit 1 only when --min-score is not met (or a test fails as
// written), 2 on a usage error. Runs the built CLI (pnpm test builds first).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const gap = "packages/dsl/test/mutation/gap/gap.allot";
// the gap scheme with its first test only: the threshold's edge is not pinned
const open = mkdtempSync(join(tmpdir(), "allot-mutate-"));
cpSync(join(repo, "packages/dsl/test/mutation/gap"), open, { recursive: true });
rmSync(join(open, "tests/edge.test.json"));

function allot(...args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: repo, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("allot test --mutate", () => {
  it("reports the score and exits 0 without --min-score", () => {
    const r = allot("test", "--mutate", gap);
    expect(r.code).toBe(0);
    expect(r.out).toContain("2 tests, 13 mutants — 11 killed, 0 survived, 2 skipped");
    expect(r.out.trim().split("\n").at(-1)).toBe("mutation score 100.0% (11/11 killed) over 1 scheme");
  });

  it("writes JSON, and exits 1 when the score is below --min-score", () => {
    const r = allot("test", "--mutate", "schemes/seed_002", "--format", "json", "--min-score", "100");
    const j = JSON.parse(r.out) as { score: number; schemes: Array<{ scheme: string; mutants: Array<{ status: string; line: number; column: number; target: string; source: string | null; mutation: string }> }> };
    expect(j.schemes.map((s) => s.scheme)).toEqual(["schemes/seed_002/pop3_innovatie.allot"]);
    expect(r.code).toBe(j.score < 100 ? 1 : 0);
    const m = j.schemes[0]!.mutants.find((x) => x.status === "killed")!;
    expect(Object.keys(m)).toEqual(["line", "column", "kind", "mutation", "target", "source", "status", "detail"]);
    const low = allot("test", "--mutate", "schemes/seed_002", "--min-score", "0");
    expect(low.code).toBe(0);
  });

  it("lists a survivor with file:line:col and exits 1 under --min-score 100", () => {
    const r = allot("test", "--mutate", join(open, "gap.allot"), "--min-score", "100");
    expect(r.code).toBe(1);
    expect(r.out).toContain(`  survived  ${relative(repo, join(open, "gap.allot"))}:33:55  threshold minimum (art1): \`>=\` → \`>\``);
    expect(r.out.trim().split("\n").at(-1)).toBe("mutation score 63.6% (7/11 killed) over 1 scheme");
    expect(allot("test", "--mutate", join(open, "gap.allot"), "--min-score", "60").code).toBe(0);
  });

  it("refuses a bad --min-score or --format, and --min-score without --mutate", () => {
    expect(allot("test", "--mutate", gap, "--min-score", "abc").code).toBe(2);
    expect(allot("test", "--mutate", gap, "--min-score", "101").code).toBe(2);
    expect(allot("test", "--mutate", gap, "--format", "sarif").code).toBe(2);
    expect(allot("test", "schemes/seed_002", "--min-score", "50").code).toBe(2);
    expect(allot("test", "--mutate", "no/such/folder").code).toBe(2);
  });
});
