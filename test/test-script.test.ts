// scripts/test.mjs, the command behind `pnpm test`, run for real on small suites: its closing line
// counts vitest's skipped and todo tests and the skipped scheme tests, and names them; and the
// VS Code end-to-end test, without Chromium, skips at once with the reason printed instead of
// first installing code-server.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const repo = resolve(__dirname, "..");
const sample = "test/inputs/test-script";

/** Runs scripts/test.mjs from the repository with extra arguments for vitest and extra environment. */
function testScript(args: string[], env: Record<string, string>) {
  // the nested vitest must not believe it runs inside this one
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST") && k !== "CI" && k !== "NODE_ENV"));
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ["scripts/test.mjs", ...args], { cwd: repo, encoding: "utf8", env: { ...clean, NO_COLOR: "1", ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr, lastLine: r.stdout.trim().split("\n").at(-1), seconds: (Date.now() - t0) / 1000 };
}

describe("scripts/test.mjs", () => {
  it("ends with N passed, N failed, N skipped, counting skipped and todo tests, and names them", () => {
    const r = testScript(["--config", `${sample}/vitest.config.ts`], { ALLOT_SCHEME_TESTS: `${sample}/schemes` });
    // vitest: 1 passed, 1 failed, 1 skipped, 1 todo; scheme tests: 1 passed, 1 skipped
    expect(r.lastLine).toBe("2 passed, 1 failed, 3 skipped");
    expect(r.code).toBe(1);
    expect(r.out).toContain("scheme tests: 1 passed, 0 failed, 1 skipped");
    expect(r.out).toContain("scheme test skipped: test/inputs/test-script/schemes: skipped (waiting for the agency's hand-worked outcome)");
    expect(r.out).toMatch(/skipped tests:\n {2}test\/inputs\/test-script\/sample\.check\.ts: is skipped\n {2}test\/inputs\/test-script\/sample\.check\.ts: is still to be written/);
  });

  it("skips the VS Code end-to-end test at once when Chromium is missing, saying why, without installing code-server", () => {
    const cache = join(mkdtempSync(join(tmpdir(), "allot-no-code-server-")), "code-server");
    const r = testScript(["packages/vscode-extension/test/e2e.test.ts"], { ALLOT_CHROMIUM: "/nonexistent/chromium", CODE_SERVER_DIR: cache, ALLOT_SCHEME_TESTS: `${sample}/schemes` });
    expect(r.lastLine).toBe("1 passed, 0 failed, 8 skipped"); // every test of the e2e file skipped
    expect(r.out + r.err).toContain("vscode e2e skipped (not in CI): /nonexistent/chromium is missing (apt-get install chromium)");
    // the install script was never started: it would have created its cache folder
    expect(existsSync(cache)).toBe(false);
    expect(r.seconds).toBeLessThan(60);
  });
});
