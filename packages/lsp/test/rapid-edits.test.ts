// A burst of edits (a paste replayed as keystrokes, a client catching up) to a large document:
// the server analyses and publishes the newest version, not every version on the way — 200 edits
// to a 1 MB document were 201 analyses and took 26 s to settle on a loaded machine. The built
// server over stdio (harness.ts), the burst written as raw JSON-RPC in one write (`pnpm build` first).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frame, root, serverMain, startServer } from "./harness.js";

const seed = readFileSync(join(root, "schemes/seed_002/pop3_innovatie.allot"), "utf8");

describe.skipIf(!existsSync(serverMain))("a burst of edits", () => {
  it("is analysed once it stops: the last version's diagnostics, a few publications, not one per edit", async () => {
    const uri = "file:///work/big.allot";
    const text = seed + `// ${"x".repeat(200)}\n`.repeat(1000);
    const server = await startServer({ docs: [{ uri, text }] });
    try {
      await server.diagnostics(uri, 1, 90_000);
      const before = server.published.length;
      const EDITS = 100;
      // every edit in one write: they reach the server together, as a fast client's do
      let burst = "";
      for (let v = 2; v <= EDITS + 1; v++) burst += frame({ method: "textDocument/didChange", params: { textDocument: { uri, version: v }, contentChanges: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: "x" }] } });
      server.writeRaw(burst);
      const last = await server.diagnostics(uri, EDITS + 1, 90_000);
      const versions = server.published.slice(before).map((p) => p.version);
      expect(versions.at(-1)).toBe(EDITS + 1);
      expect(versions.length).toBeLessThan(10);
      // the newest text was analysed: the edits broke the scheme's first line
      expect(last.diagnostics.some((d) => d.severity === 1)).toBe(true);
    } finally {
      server.dispose();
    }
  }, 120_000);
});
