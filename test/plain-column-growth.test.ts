// A column made plain at its first value that is not a number (engine/values.ts `toAny`) grows
// from what it holds, as its typed array does (adversary24's finding: it was made as long as the
// column is made for at once — 65,536 rows for a streamed input, 512 KB a criterion whatever the
// data: 1,000 criteria of decimal points on one application ran out of a 256 MB heap, 2,500
// peaked at 1.4 GB). Held by:
// - the command a user runs: `allot run` of 3,000 such criteria on one application under a heap
//   of 160 MB gives its result (exit 0, every criterion's points);
// - the column itself: values pushed into a column made for 65,536 rows, made plain at its first,
//   a middle or its last row, with skips, read back as pushed, past every growth.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { Values } from "../packages/runtime/src/engine/values.js";
import { Decimal } from "../packages/runtime/src/decimal.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");

/** A scheme of `n` criteria, each 1.5 points (a Decimal: the points' columns become plain arrays). */
function manyCriteria(n: number): string {
  const criteria = Array.from({ length: n }, (_, k) => `criterion c${k} "C${k}" per art1: 1.5 points if flag`).join("\n");
  return `scheme t "Many criteria" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  flag: boolean
}
${criteria}
ranking per art1 {
  by total highest first
  by id lowest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
}

describe("a scheme of thousands of criteria under a bounded heap", () => {
  it("runs one streamed application of 3,000 criteria of decimal points in 160 MB of heap", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-plain-growth-"));
    writeFileSync(join(dir, "s.allot"), manyCriteria(3000));
    writeFileSync(join(dir, "in.json"), JSON.stringify({ call: { budget: "100.00" }, applications: [{ id: "A", asked: "10.00", flag: true }] }));
    const r = spawnSync(process.execPath, ["--max-old-space-size=160", cli, "run", "s.allot", "--input", "in.json", "--no-explain"], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 120_000, maxBuffer: 1 << 26 });
    expect(r.stderr).not.toContain("heap out of memory");
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { results: { id: string; status: string; points: Record<string, string> }[] };
    expect(out.results.map((x) => [x.id, x.status])).toEqual([["A", "funded"]]);
    const points = out.results[0]!.points;
    expect(Object.keys(points).filter((k) => k.startsWith("c")).length).toBe(3000);
    expect(points["c2999"]).toBe("1.5");
    expect(points["total"]).toBe("4500");
  }, 150_000);
});

describe("a column made plain, made for 65,536 rows", () => {
  for (const at of [0, 700, 1023, 1024, 5000]) {
    it(`reads back every value pushed when its first text comes at row ${at}`, () => {
      const col = new Values<unknown>(1 << 16);
      const pushed: unknown[] = [];
      for (let r = 0; r < 70_000; r++) {
        if (r % 97 === 5) {
          col.skip();
          pushed.push(r < at ? 0 : undefined);
          continue;
        }
        const v = r === at ? "first text" : r > at && r % 3 === 0 ? new Decimal(r).div(4) : r;
        col.push(v);
        pushed.push(v);
      }
      expect(col.numeric).toBe(false);
      expect(col.length).toBe(70_000);
      const view = col.view;
      expect(view.length).toBe(70_000);
      expect(Array.from(view)).toEqual(pushed);
    });
  }
});
