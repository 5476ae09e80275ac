// Completion inside a table's reading (§5.1, a figure by two keys, review39): after the comma of
// `call.limit[small, ` the members of the columns' enumeration, not the rows' again (keyOf took
// the outer key whatever the comma). Through the built server over stdio (harness.ts); needs
// `pnpm build` first.
import { afterAll, beforeAll, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { rpc, startServer, type Server } from "./harness.js";

const text = `enum size "the size" {
  small "small",
  large "large"
}

enum band "the band" {
  low "low",
  high "high"
}

call {
  limit: money(EUR) by size, band
}

application {
  id: text unique
  s: size
  b: band
}

let x: money(EUR) = call.limit[]
let y: money(EUR) = call.limit[small, ]
`;
const doc = { uri: "file:///work/table40.allot", text };
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

it("offers the rows' members at the bracket of `call.limit[`", async () => {
  const items = await labels("call.limit[]", "call.limit[".length);
  expect(items.slice(0, 2)).toEqual(["small", "large"]);
});

it("offers the columns' members after the comma of `call.limit[small, `", async () => {
  const items = await labels("call.limit[small, ]", "call.limit[small, ".length);
  expect(items.slice(0, 2)).toEqual(["low", "high"]);
  expect(items).not.toContain("small");
});
