// The built server over stdio, driven as an editor drives it with the protocol's own messages:
// initialize, initialized, didOpen, publishDiagnostics, an incremental didChange, hover,
// completion and the other requests, shutdown and exit. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const uri = "file:///work/pop3_innovatie.allot";
const text = readFileSync(join(root, "schemes/seed_002/pop3_innovatie.allot"), "utf8");
const lines = text.split("\n");

function pos(needle: string, delta = 0): P.Position {
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

let server: Server;
let conn: P.ProtocolConnection;

beforeAll(async () => {
  server = await startServer();
  conn = server.conn;
});

afterAll(() => server?.dispose());

describe("the language server over stdio", () => {
  it("initializes and announces its features", async () => {
    const r = server.init;
    expect(r.capabilities.textDocumentSync).toMatchObject({ openClose: true, change: rpc.TextDocumentSyncKind.Incremental });
    expect(r.capabilities).toMatchObject({ hoverProvider: true, definitionProvider: true, referencesProvider: true, documentSymbolProvider: true, foldingRangeProvider: true, inlayHintProvider: true });
    expect(r.capabilities.semanticTokensProvider?.legend.tokenTypes).toContain("keyword");
  });

  it("publishes diagnostics on open: none for a correct scheme", async () => {
    await server.open({ uri, text });
    const d = await server.diagnostics(uri, 1);
    expect(d.uri).toBe(uri);
    expect(d.diagnostics).toEqual([]);
  });

  it("publishes a diagnostic after an incremental change, with code, link, severity and related places", async () => {
    const at = pos("weight 3", "weight ".length);
    await server.change(uri, [{ range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: "4" }], 2);
    const d = (await server.diagnostics(uri, 2)).diagnostics.find((x) => x.code === "AL0402")!;
    expect(d.severity).toBe(rpc.DiagnosticSeverity.Error);
    expect(d.message).toMatch(/40[^]*36|36[^]*40/);
    // the page in this checkout (no docs URL configured), a file: URI of a file that exists
    const href = d.codeDescription?.href ?? "";
    expect(href).toBe(pathToFileURL(join(root, "docs/diagnostics/AL0402.md")).href);
    expect(readFileSync(fileURLToPath(href), "utf8")).toMatch(/^# AL0402: maximum-mismatch/);
    expect(d.range.start).toEqual(pos("maximum points 36", "maximum points ".length));
    expect(d.relatedInformation?.find((r) => r.message.includes("'b'"))?.message).toContain("16");
    expect(d.relatedInformation?.[0]?.location.uri).toBe(uri);
  });

  it("publishes a warning on open: AL0552, a stage's budget under 'budget unlimited' (drafted27 finding 6)", async () => {
    // the error corpus's file, a second document: one warning at the stage's budget, its page, the allocation's budget related
    const other = readFileSync(join(root, "packages/dsl/test/corpus/bad/552-stage-budget-under-unlimited.allot"), "utf8");
    const otherLines = other.split("\n");
    await server.open({ uri: "file:///work/552.allot", text: other, version: 552 });
    const got = await server.diagnostics("file:///work/552.allot", 552);
    expect(got.diagnostics.map((x) => [x.code, x.severity])).toEqual([["AL0552", rpc.DiagnosticSeverity.Warning]]);
    const d = got.diagnostics[0]!;
    expect(d.message).toContain("the budget of the stage 'fields' is not applied: the allocation's budget is unlimited, so every stage's is too");
    expect(d.message).toContain("give the allocation a budget");
    const budget = otherLines.findIndex((l) => l.includes("budget max(1, round("));
    expect(d.range.start).toEqual({ line: budget, character: otherLines[budget]!.indexOf("max(") });
    expect(d.codeDescription?.href).toBe(pathToFileURL(join(root, "docs/diagnostics/AL0552.md")).href);
    expect(d.relatedInformation?.[0]?.location.range.start.line).toBe(otherLines.findIndex((l) => l.trim() === "budget unlimited"));
  });

  it("answers hover with the explanation and the verbatim legal text", async () => {
    const h = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: pos("by b highest first", 1) });
    const value = (h!.contents as P.MarkupContent).value;
    expect((h!.contents as P.MarkupContent).kind).toBe("markdown");
    expect(value).toContain("**Tie-break step 2 of 4**");
    expect(value).toContain("> Indien de aanvragen als bedoeld in het vijfde lid een gelijk aantal punten hebben behaald");
    expect(h!.range!.start).toEqual(pos("by b highest first"));
  });

  it("answers completion after `call.` typed into the document", async () => {
    const at = pos("budget call.subsidieplafond", "budget ".length);
    await server.change(uri, [{ range: { start: at, end: { line: at.line, character: at.character + "call.subsidieplafond".length } }, text: "call." }], 3);
    const c = (await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri }, position: { line: at.line, character: at.character + 5 } })) as P.CompletionList;
    expect(c.items.map((i) => i.label)).toEqual(["subsidieplafond", "loting", "grensregel"]);
    expect(c.items[0]!.kind).toBe(rpc.CompletionItemKind.Field);
    await server.diagnostics(uri, 3);
  });

  it("answers the other requests", async () => {
    const td = { uri };
    const def = await conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: td, position: pos("per lid9", 5) });
    expect(def).toEqual([{ uri, range: { start: pos("source lid9", 7), end: pos("source lid9", 11) } }]);
    const refs = await conn.sendRequest(rpc.ReferencesRequest.type, { textDocument: td, position: pos("source lid6", 7), context: { includeDeclaration: false } });
    expect(refs).toHaveLength(2);
    const symbols = (await conn.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: td })) as P.DocumentSymbol[];
    expect(symbols.map((s) => s.name)).toContain("minimum");
    const tokens = await conn.sendRequest(rpc.SemanticTokensRequest.type, { textDocument: td });
    expect(tokens!.data.length % 5).toBe(0);
    expect(tokens!.data.length).toBeGreaterThan(500);
    const folds = await conn.sendRequest(rpc.FoldingRangeRequest.type, { textDocument: td });
    expect(folds!.length).toBeGreaterThan(10);
    const hints = await conn.sendRequest(rpc.InlayHintRequest.type, { textDocument: td, range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } } });
    expect(hints!.map((h) => h.label)).toContain("4–16 pts · running total ≤ 24");
    const rename = await conn.sendRequest(rpc.RenameRequest.type, { textDocument: td, position: pos("criterion c ", 10), newName: "kosten" });
    expect(rename!.changes![uri]).toHaveLength(2);
    const actions = await conn.sendRequest(rpc.CodeActionRequest.type, { textDocument: td, range: { start: pos("maximum points 36"), end: pos("maximum points 36") }, context: { diagnostics: [] } });
    expect(actions).toEqual([]);
  });

  it("survives bad requests: unknown documents, positions past the end, garbage edits", async () => {
    expect(await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: "file:///nowhere.allot" }, position: { line: 0, character: 0 } })).toBeNull();
    expect(await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: { line: 99999, character: 99999 } })).toBeNull();
    await server.change(uri, [{ range: { start: { line: 3, character: 0 }, end: { line: 9999, character: 0 } }, text: "{{{ »“\u0000 ))) per per per" }], 4);
    expect((await server.diagnostics(uri, 4)).diagnostics.length).toBeGreaterThan(0);
    const c = await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri }, position: { line: 3, character: 30 } });
    expect(c).not.toBeNull();
  });

  it("shuts down and exits cleanly", async () => {
    expect(await server.shutdown()).toBe(0);
    expect(server.stderr()).toBe("");
  });
});
