// A burst of edits (a paste replayed as keystrokes, a client catching up) to a large document:
// the server analyses and publishes the newest version, not every version on the way — 200 edits
// to a 1 MB document were 201 analyses and took 26 s to settle on a loaded machine. Raw JSON-RPC
// over stdio against the built server (`pnpm build` first).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "../../..");
const server = join(root, "packages/lsp/dist/main.js");
const seed = readFileSync(join(root, "schemes/seed_002/pop3_innovatie.allot"), "utf8");

describe.skipIf(!existsSync(server))("a burst of edits", () => {
  it("is analysed once it stops: the last version's diagnostics, a few publications, not one per edit", async () => {
    const child = spawn(process.execPath, [server, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += String(d)));
    const send = (o: object) => {
      const b = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...o }));
      return `Content-Length: ${b.length}\r\n\r\n${b.toString()}`;
    };
    const until = async (what: () => boolean) => {
      const end = Date.now() + 90_000;
      while (!what()) {
        if (Date.now() > end || child.exitCode !== null) throw new Error(`timed out; output: ${out.slice(-500)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    try {
      const uri = "file:///work/big.allot";
      const text = seed + `// ${"x".repeat(200)}\n`.repeat(1000);
      child.stdin.write(send({ id: 1, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } }) + send({ method: "initialized", params: {} }));
      child.stdin.write(send({ method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "allot", version: 1, text } } }));
      await until(() => out.includes('"version":1,'));
      const before = out.length;
      const EDITS = 100;
      // every edit in one write: they reach the server together, as a fast client's do
      let burst = "";
      for (let v = 2; v <= EDITS + 1; v++) burst += send({ method: "textDocument/didChange", params: { textDocument: { uri, version: v }, contentChanges: [{ range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: "x" }] } });
      child.stdin.write(burst);
      await until(() => out.includes(`"version":${EDITS + 1},`));
      const versions = [...out.slice(before).matchAll(/"method":"textDocument\/publishDiagnostics","params":\{"uri":"[^"]*","version":(\d+)/g)].map((m) => Number(m[1]));
      expect(versions.at(-1)).toBe(EDITS + 1);
      expect(versions.length).toBeLessThan(10);
      // the newest text was analysed: the edits broke the scheme's first line
      expect(out.slice(out.lastIndexOf('"version":'))).toContain('"severity":1');
    } finally {
      child.kill();
    }
  }, 120_000);
});
