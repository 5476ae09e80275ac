// Where a diagnostic's documentation link points, driven through the real programs: the built
// language server over stdio (as an editor drives it) and `allot check --format sarif`. Without a
// configured URL the server links the page of this checkout (a file that exists) and SARIF has
// no helpUri; with one (initialization option `docsUrl`, `--docs-url`, or ALLOT_DOCS_URL) both
// link `<base><code>.md`, the same address. A folder with no docs above it gives no link at all.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { docUrl, localDocsDir } from "@allot/dsl";
import { cliMain as cli, root, serverMain as server, startServer } from "./harness.js";
// a maximum that does not add up: AL0402
const bad = readFileSync(join(root, "schemes/seed_002/pop3_innovatie.allot"), "utf8").replace("weight 3", "weight 4");

/** The codeDescription of the first diagnostic the server publishes for `bad`. */
async function linkFromServer(env: Record<string, string | undefined>, initializationOptions?: unknown): Promise<string | undefined> {
  const s = await startServer({ env, initializationOptions, docs: [{ uri: "file:///w/a.allot", text: bad }] });
  try {
    const d = (await s.diagnostics("file:///w/a.allot", 1)).diagnostics.find((x) => x.code === "AL0402");
    expect(d).toBeDefined();
    return d!.codeDescription?.href;
  } finally {
    s.dispose();
  }
}

function sarifRules(args: string[], env: Record<string, string | undefined> = {}): Array<{ id: string; helpUri?: string }> {
  const dir = mkdtempSync(join(tmpdir(), "allot-docs-"));
  try {
    const file = join(dir, "a.allot");
    writeFileSync(file, bad);
    const r = spawnSync(process.execPath, [cli, "check", "--format", "sarif", ...args, "a.allot"], { cwd: dir, encoding: "utf8", env: { ...process.env, ALLOT_DOCS_URL: "", ...env } });
    expect(r.status, r.stderr).toBe(1);
    return JSON.parse(r.stdout).runs[0].tool.driver.rules;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const BASE = "https://git.example.org/agency/allot/src/branch/main/docs/diagnostics";

describe("diagnostic links", () => {
  it("the server links the checkout's page when nothing is configured", async () => {
    const href = await linkFromServer({ ALLOT_DOCS_URL: "" });
    expect(href).toBe(pathToFileURL(join(root, "docs/diagnostics/AL0402.md")).href);
  });

  it("the initialization option docsUrl wins over ALLOT_DOCS_URL; either gives <base>/<code>.md", async () => {
    expect(await linkFromServer({ ALLOT_DOCS_URL: "https://elsewhere.example/d/" }, { docsUrl: BASE })).toBe(`${BASE}/AL0402.md`);
    expect(await linkFromServer({ ALLOT_DOCS_URL: BASE })).toBe(`${BASE}/AL0402.md`);
  });

  it("SARIF: no helpUri by default; --docs-url or ALLOT_DOCS_URL gives the server's address", () => {
    expect(sarifRules([]).map((r) => r.helpUri)).toEqual([undefined]);
    expect(sarifRules(["--docs-url", BASE])).toMatchObject([{ id: "AL0402", helpUri: `${BASE}/AL0402.md` }]);
    expect(sarifRules([], { ALLOT_DOCS_URL: `${BASE}/` })).toMatchObject([{ id: "AL0402", helpUri: `${BASE}/AL0402.md` }]);
  });

  it("a --docs-url that is not an absolute URL is a usage error", () => {
    const r = spawnSync(process.execPath, [cli, "check", "--format", "sarif", "--docs-url", "docs/diagnostics", join(root, "schemes/seed_002")], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--docs-url takes an absolute URL");
  });

  it("no docs folder above the program: no link", () => {
    const dir = mkdtempSync(join(tmpdir(), "allot-nodocs-"));
    try {
      expect(localDocsDir(join(dir, "dist", "server.js"))).toBeUndefined();
      expect(localDocsDir(server)).toBe(join(root, "docs", "diagnostics"));
      expect(docUrl("AL0402")).toBeUndefined();
      expect(docUrl("AL0402", { base: "not a url" })).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
