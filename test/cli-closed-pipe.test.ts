// A reader that closes the pipe after the first line (`allot run … | head -1`, a pager quit at the
// first page) chose to stop reading: the command ends quietly with its own exit code, not as an
// "internal error" (exit 3) or Node's unhandled 'error' event (review34 C1). Runs the built CLI.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const tmp = mkdtempSync(join(tmpdir(), "allot-pipe-"));

// the command's stdout read until its first newline, then closed; its exit code and stderr
function firstLineThenClose(args: string[]): Promise<{ code: number | null; first: string; err: string }> {
  return new Promise((done) => {
    const p = spawn(process.execPath, [cli, ...args], { cwd: repo, env: { ...process.env, NO_COLOR: "1" } });
    let text = "";
    let err = "";
    p.stdout.on("data", (b: Buffer) => {
      text += b.toString("utf8");
      if (text.includes("\n")) p.stdout.destroy();
    });
    p.stderr.on("data", (b: Buffer) => (err += b.toString("utf8")));
    p.on("close", (code) => done({ code, first: text.split("\n")[0], err }));
  });
}

// 20,000 applications: far more output than a pipe holds, so the writer meets the closed end
const big = join(tmp, "big.json");
const apps = Array.from({ length: 20000 }, (_, i) => ({ id: `P${i}`, fy1: "1.00", fy2: "1.00", score: i % 11 }));
writeFileSync(big, JSON.stringify({ call: { funds: "100.00", fy1_funds: "10.00", fy2_funds: "10.00" }, applications: apps }));

describe("a reader that closes stdout early", () => {
  it("allot run … --format csv: the header read, then a quiet exit 0", async () => {
    const r = await firstLineThenClose(["run", "review34/repro/C1/fy.allot", "--input", big, "--no-explain", "--format", "csv"]);
    expect(r.first).toBe("position,id,status,label,points,amount,reasons");
    expect(r.err).not.toContain("internal error");
    expect(r.err).not.toContain("EPIPE");
    expect(r.code).toBe(0);
  }, 60_000);

  it("allot check: the first diagnostic read, then the check's own exit code (1: the scheme has an error)", async () => {
    const r = await firstLineThenClose(["check", "review34/repro/D1/together.allot"]);
    expect(r.first).toContain("error AL0525");
    expect(r.err).not.toContain("Unhandled 'error' event");
    expect(r.code).toBe(1);
  }, 60_000);
});
