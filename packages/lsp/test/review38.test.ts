// A named enumeration's members and name through the built server over stdio (harness.ts), as an
// editor asks for them (review38 F1): go to definition of a member, rename it, the outline's Enum.
// Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const text = readFileSync(join(root, "schemes/drafted_bourse/bourse_criteres_sociaux.allot"), "utf8");
const doc = { uri: "file:///work/bourse.allot", text };
let server: Server;

function pos(needle: string, delta = 0): P.Position {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

beforeAll(async () => {
  server = await startServer({ docs: [doc] });
});
afterAll(() => server?.dispose());

describe("a named enumeration's members through the server", () => {
  it("goes from `then e7` to the member's declaration", async () => {
    const r = (await server.conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: { uri: doc.uri }, position: pos("then e7", 6) })) as P.Location[] | P.Location | null;
    const locs = Array.isArray(r) ? r : r ? [r] : [];
    const at = pos('  e7 "échelon 7"', 2);
    expect(locs.map((l) => l.range.start)).toEqual([at]);
  });
  it("renames e7 in its declaration, its keys and its branch", async () => {
    const r = await server.conn.sendRequest(rpc.RenameRequest.type, { textDocument: { uri: doc.uri }, position: pos("then e7", 6), newName: "e8" });
    expect(r?.changes?.[doc.uri]).toHaveLength(4);
  });
  it("outlines the enumeration as an Enum", async () => {
    const r = (await server.conn.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: { uri: doc.uri } })) as P.DocumentSymbol[];
    expect(r.find((s) => s.name === "echelon_bourse")).toMatchObject({ kind: rpc.SymbolKind.Enum, detail: "l'échelon · 8 members" });
  });
});
