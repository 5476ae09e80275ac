// Random language-server traffic over stdio against the real program (`allot lsp --stdio`, the
// bundled CLI): seed schemes opened, then a fixed-seed stream of incremental edits (deletions,
// pastes of fragments and of the text itself, stray unicode) and requests at random positions,
// some past the end — hover, completion, definition, references, rename, formatting, symbols,
// folding, semantic tokens, inlay hints, code actions, signature help, highlights — and documents closed (then asked about
// and even edited, as a confused client would) and reopened. The server must answer every request
// without an error response, never log a failed handler ("allot: … failed"), show nothing but rename refusals, keep publishing
// diagnostics, and exit cleanly. FUZZ_LONG=1 sends twenty times as much traffic.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { rng } from "../../../test/support/rng.js";
import { cliMain as cli, root, rpc, startServer } from "./harness.js";
const long = process.env["FUZZ_LONG"] === "1";
const seeds = ["seed_000/wine_art23.allot", "seed_002/pop3_innovatie.allot", "seed_004/akwakultura_par43.allot"].map((f) => readFileSync(join(root, "schemes", f), "utf8"));
const fragments = ["{", "}", "(", ")", "[", "]", '"', '"""', "// note \n", "/*", "*/", ".", ":", ",", "per ", "call.", "application.", "by ", "if ", " then ", " else ", "not ", "every s in ", "\n", "  ", "×", "ł", "𝐀", "\u00a0", "\u0000", "\r\n", "criterion x: ", "total", "unresolved", "rule r: ", "= ", "- "];
const names = ["x", "new_name", "ąę", "2bad", "ranking", "", "a b"];

describe.skipIf(!existsSync(cli))("random traffic against allot lsp --stdio", () => {
  it(`answers everything without an error, ${long ? "long" : "short"} budget`, async () => {
    const random = rng(18);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const docs = seeds.map((text, i) => TextDocument.create(`file:///fuzz/${i}.allot`, "allot", 1, text));
    const server = await startServer({ via: "cli", docs: docs.map((d) => ({ uri: d.uri, text: d.getText() })) });
    const conn = server.conn;
    // the one documented refusal: a rename that cannot be done is shown to the user (and answers null)
    const shown = server.shown;
    const lastPublished = () => new Map(server.published.map((p) => [p.uri, p.diagnostics.length]));
    try {
      const steps = long ? 6000 : 300;
      let requests = 0;
      let closes = 0;
      const closed = new Set<number>();
      for (let step = 0; step < steps; step++) {
        const i = Math.floor(random() * docs.length);
        const doc = docs[i]!;
        const text = doc.getText();
        if (closed.has(i) && random() < 0.3) {
          closed.delete(i);
          const reopened = TextDocument.create(doc.uri, "allot", doc.version + 1, text);
          docs[i] = reopened;
          await server.open({ uri: doc.uri, version: reopened.version, text });
          continue;
        }
        if (!closed.has(i) && random() < 0.03) {
          closed.add(i);
          closes++;
          await server.close(doc.uri);
          continue;
        }
        const offset = Math.floor(random() * (text.length + 1));
        const position = random() < 0.05 ? { line: doc.lineCount + 3, character: 999 } : doc.positionAt(offset);
        const td = { uri: doc.uri };
        if (random() < 0.3) {
          const end = doc.positionAt(offset + pick([0, 1, 3, 20, 200]));
          const r = random();
          const insert = r < 0.6 ? pick(fragments) : r < 0.8 ? text.slice(offset, offset + Math.floor(random() * 120)) : "";
          const change = { range: { start: doc.positionAt(offset), end }, text: insert };
          const next = TextDocument.update(doc, [change], doc.version + 1);
          docs[i] = next;
          await server.change(doc.uri, [change], next.version);
          continue;
        }
        requests++;
        const range = { start: position, end: doc.positionAt(offset + Math.floor(random() * 300)) };
        switch (pick(["hover", "completion", "definition", "references", "rename", "formatting", "symbols", "folding", "tokens", "hints", "actions", "signature", "highlight"])) {
          case "hover": await conn.sendRequest(rpc.HoverRequest.type, { textDocument: td, position }); break;
          case "completion": await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: td, position }); break;
          case "definition": await conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: td, position }); break;
          case "references": await conn.sendRequest(rpc.ReferencesRequest.type, { textDocument: td, position, context: { includeDeclaration: random() < 0.5 } }); break;
          case "rename": await conn.sendRequest(rpc.RenameRequest.type, { textDocument: td, position, newName: pick(names) }); break;
          case "formatting": await conn.sendRequest(rpc.DocumentFormattingRequest.type, { textDocument: td, options: { tabSize: 2, insertSpaces: true } }); break;
          case "symbols": await conn.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: td }); break;
          case "folding": await conn.sendRequest(rpc.FoldingRangeRequest.type, { textDocument: td }); break;
          case "tokens": await conn.sendRequest(rpc.SemanticTokensRequest.type, { textDocument: td }); break;
          case "hints": await conn.sendRequest(rpc.InlayHintRequest.type, { textDocument: td, range }); break;
          case "signature": await conn.sendRequest(rpc.SignatureHelpRequest.type, { textDocument: td, position }); break;
          case "highlight": await conn.sendRequest(rpc.DocumentHighlightRequest.type, { textDocument: td, position }); break;
          case "actions": await conn.sendRequest(rpc.CodeActionRequest.type, { textDocument: td, range, context: { diagnostics: [] } }); break;
        }
      }
      expect(closes).toBeGreaterThan(0);
      // a document closed last has no diagnostics left in the editor
      for (const i of closed) {
        await conn.sendRequest(rpc.DocumentSymbolRequest.type, { textDocument: { uri: docs[i]!.uri } }); // a round trip: publications before it have arrived
        expect(lastPublished().get(docs[i]!.uri), `diagnostics of closed ${docs[i]!.uri}`).toBe(0);
      }
      // the documents the server holds are the ones sent: formatting of each answers on its text
      for (const d of docs) await conn.sendRequest(rpc.DocumentFormattingRequest.type, { textDocument: { uri: d.uri }, options: { tabSize: 2, insertSpaces: true } });
      expect(requests).toBeGreaterThan(steps / 2);
      expect(server.published.length).toBeGreaterThan(docs.length);
      expect(server.logs.filter((m) => m.type === rpc.MessageType.Error || /failed/.test(m.message)).map((m) => m.message)).toEqual([]);
      for (const m of shown) expect(m, "only rename refusals are shown").toMatch(/name|rename|identifier|keyword/i);
      expect(await server.shutdown()).toBe(0);
      expect(server.stderr()).toBe("");
    } finally {
      server.dispose();
    }
  }, long ? 3_600_000 : 180_000);
});
