// Completion in a publication's columns through the built server over stdio (harness.ts), as an
// editor asks for it (review39 F1): after `id, ` no enumeration's members (drafted_bourse reads
// `call.plafond_base[e7]` earlier: round 38's walk back to a bracket found that one), and no
// error. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const text = readFileSync(join(root, "schemes/drafted_bourse/bourse_criteres_sociaux.allot"), "utf8");
const doc = { uri: "file:///work/bourse39.allot", text };
let server: Server;

beforeAll(async () => {
  server = await startServer({ docs: [doc] });
});
afterAll(() => server?.dispose());

describe("completion in a publication's columns through the server", () => {
  it("offers no enumeration member after a comma there", async () => {
    const lines = text.split("\n");
    const line = lines.findIndex((l) => l.includes("columns { id, nom"));
    const position = { line, character: lines[line]!.indexOf("id, nom") + 5 };
    const r = (await server.conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri: doc.uri }, position })) as P.CompletionList | P.CompletionItem[];
    const items = Array.isArray(r) ? r : r.items;
    expect(items.map((i) => i.label)).not.toContain("e7");
    expect(items.filter((i) => i.kind === rpc.CompletionItemKind.EnumMember)).toEqual([]);
  });
});
