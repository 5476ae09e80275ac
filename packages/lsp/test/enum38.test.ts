// Completion for round 37's named enumerations (language.md §5.1, §6.3) through the built server
// over stdio (harness.ts): after `by` in a field's type, the enumerations and the application's
// fields of one; inside `call.taux[`, the members of the figure's key. Needs `pnpm build` first.
import { afterAll, beforeAll, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { rpc, startServer, type Server } from "./harness.js";

const text = `enum echelon "l'échelon" {
  e0 "échelon 0",
  e1 "échelon 1"
}

call {
  taux: money(EUR) by echelon
  plafond: money(EUR) by 
}

application {
  id: text unique
  e: echelon
}

let x: money(EUR) = call.taux[]
`;
const doc = { uri: "file:///work/enum38.allot", text };
let server: Server;
beforeAll(async () => {
  server = await startServer({ docs: [doc] });
});
afterAll(async () => {
  await server.shutdown().catch(() => undefined);
  server.dispose();
});

async function labels(needle: string, delta: number): Promise<string[]> {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  const position: P.Position = { line, character: lines[line]!.indexOf(needle) + delta };
  const r = await server.conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri: doc.uri }, position });
  return (Array.isArray(r) ? r : (r?.items ?? [])).map((i) => i.label);
}

it("offers the named enumerations and the application's fields of one after `by` in a field's type", async () => {
  const items = await labels("plafond: money(EUR) by ", "plafond: money(EUR) by ".length);
  expect(items).toEqual(["echelon", "e", "enum"]);
});

it("offers the members of a figure's key inside `call.taux[`", async () => {
  const items = await labels("call.taux[]", "call.taux[".length);
  expect(items.slice(0, 2)).toEqual(["e0", "e1"]);
});
