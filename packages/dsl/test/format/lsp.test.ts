// The language server's formatting: the capability is announced, a scheme gets one edit that
// replaces the whole document with formatScheme's text, an already formatted scheme or one with
// syntax errors gets none. Also over the protocol, against the built server (needs `pnpm build`).
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../../src/analysis.js";
import { formatScheme } from "../../src/format/format.js";
import { serverCapabilities, toFormattingEdits } from "../../../lsp/src/convert.js";
import { rpc, startServer } from "../../../lsp/test/harness.js";

const root = join(fileURLToPath(new URL(".", import.meta.url)), "../../../..");
const messy = "criterion a:weight 2 * x\n";

describe("documentFormattingProvider", () => {
  it("is announced", () => {
    expect(serverCapabilities({ tokenTypes: [], tokenModifiers: [] }).documentFormattingProvider).toBe(true);
  });

  it("replaces the whole document", () => {
    const a = analyze(messy);
    const edits = toFormattingEdits(a);
    expect(edits).toEqual([{ range: { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } }, newText: "criterion a: weight 2 × x\n" }]);
  });

  it("gives no edit for a formatted scheme or one with syntax errors", () => {
    const formatted = formatScheme(messy);
    expect(formatted.ok && toFormattingEdits(analyze(formatted.text))).toEqual([]);
    expect(toFormattingEdits(analyze("criterion a: weight 2 × \n"))).toEqual([]);
  });

  it("formats a scheme whose line comments end in a space", () => {
    const edits = toFormattingEdits(analyze("// a comment \ncriterion a:weight 2 * x // after \n"));
    expect(edits.map((e) => e.newText)).toEqual(["// a comment\ncriterion a: weight 2 × x // after\n"]);
  });

  const server = join(root, "packages/lsp/dist/main.js");
  it.skipIf(!existsSync(server))("answers textDocument/formatting over the protocol", async () => {
    const server = await startServer({ docs: [{ uri: "file:///work/messy.allot", text: messy }] });
    try {
      expect(server.init.capabilities.documentFormattingProvider).toBe(true);
      const uri = "file:///work/messy.allot";
      const edits = await server.conn.sendRequest(rpc.DocumentFormattingRequest.type, { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
      expect(edits?.map((e) => e.newText)).toEqual(["criterion a: weight 2 × x\n"]);
    } finally {
      server.dispose();
    }
  });
});
