// The `notice { … }` block (language.md §16.4) in the language server, over stdio as an editor
// speaks to it: completion of the block and its words (`notice`, `date`, `objection within`, the
// period's units, `calendar`/`to`, `by`/`per`), hover stating the clause in the scheme's language
// and quoting its source (Awb 6:7), semantic tokens marking its words as keywords — they are
// names to the lexer. Drafted_subsidie's scheme, which has the block. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const uri = "file:///work/verduurzaming_vastgoed.allot";
const text = readFileSync(join(root, "schemes/drafted_subsidie/verduurzaming_vastgoed.allot"), "utf8");

let server: Server;
let conn: P.ProtocolConnection;
let lines = text.split("\n");

function pos(needle: string, delta = 0): P.Position {
  // a line that is the needle, else the first that holds it
  const exact = lines.indexOf(needle);
  const line = exact >= 0 ? exact : lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

/** The document replaced by `next` (a full change), then the labels completion offers at `needle`'s end. */
async function completeAt(next: string, needle: string): Promise<string[]> {
  lines = next.split("\n");
  await server.change(uri, next);
  const c = (await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri }, position: pos(needle, needle.length) })) as P.CompletionList;
  return c.items.map((i) => i.label);
}

beforeAll(async () => {
  server = await startServer({ docs: [{ uri, text }] });
  conn = server.conn;
});

afterAll(() => server?.dispose());

describe("the notice block in the language server", () => {
  it("hovers with the clause in Dutch and quotes the source that gives the right", async () => {
    const h = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: pos("objection within", 2) });
    const value = (h!.contents as P.MarkupContent).value;
    expect(value).toContain("**Decision notice**");
    expect(value).toContain("> Tegen dit besluit kan binnen 6 weken na de dag van bekendmaking van dit besluit bezwaar worden gemaakt bij het college van burgemeester en wethouders van Zuiderhaven");
    expect(value).toContain("**Legal source** `awb_6_7`");
    expect(value).toContain("> De termijn voor het indienen van een bezwaar- of beroepschrift bedraagt zes weken.");
    expect(h!.range!.start).toEqual(pos("notice per awb_6_7"));
  });

  it("marks notice, objection, within and the unit as keywords", async () => {
    const legend = ["namespace", "type", "enumMember", "property", "variable", "parameter", "function", "class", "macro", "keyword", "string", "number", "comment", "operator"];
    const tokens = (await conn.sendRequest(rpc.SemanticTokensRequest.type, { textDocument: { uri } }))!.data;
    // decode the relative encoding into [line, character, length, type]
    const decoded: Array<[number, number, number, string]> = [];
    let line = 0;
    let ch = 0;
    for (let k = 0; k < tokens.length; k += 5) {
      line += tokens[k]!;
      ch = tokens[k]! === 0 ? ch + tokens[k + 1]! : tokens[k + 1]!;
      decoded.push([line, ch, tokens[k + 2]!, legend[tokens[k + 3]!]!]);
    }
    const at = (needle: string, delta = 0) => decoded.find(([l, c]) => l === pos(needle).line && c === pos(needle).character + delta);
    expect(at("notice per awb_6_7")).toEqual([pos("notice per awb_6_7").line, 0, 6, "keyword"]);
    expect(at("objection within")?.[3]).toBe("keyword");
    expect(at("objection within", "objection ".length)?.slice(2)).toEqual([6, "keyword"]);
    expect(at("objection within", "objection within 6 ".length)?.slice(2)).toEqual([5, "keyword"]);
  });

  it("completes the block where a declaration starts, and its words inside it", async () => {
    const blank = text.replace(/\nnotice per awb_6_7 \{\n[^}]*\}\n/, "\nnoti\n");
    expect(blank).not.toBe(text);
    expect(await completeAt(blank, "noti")).toContain("notice");
    expect(await completeAt(text.replace("  objection within", "  ob"), "  ob")).toEqual(["date", "objection within"]);
    expect(await completeAt(text.replace(/objection within 6 weeks[^\n]*/, "objection within 6 w"), "objection within 6 w")).toEqual(["days", "weeks", "months"]);
    expect(await completeAt(text.replace(/objection within 6 weeks[^\n]*/, "objection within 6 weeks c"), "objection within 6 weeks c")).toEqual(["calendar", "to"]);
    expect(await completeAt(text.replace(/objection within 6 weeks[^\n]*/, 'objection within 6 weeks to "het college" b'), 'to "het college" b')).toEqual(["by", "per"]);
    const dated = await completeAt(text.replace("  objection within", "  date ca"), "  date ca");
    expect(dated).toEqual(["call"]);
    // without a scheme cited by the block, `per` after the body offers the sources
    const cited = await completeAt(text.replace(/objection within 6 weeks[^\n]*/, 'objection within 6 weeks to "het college" per a'), 'to "het college" per a');
    expect(cited).toContain("awb_6_7");
  });

  it("hovers with the clause's own source where the block cites none (not \"none cited\")", async () => {
    await completeAt(text.replace("notice per awb_6_7 {", "notice {").replace('met de gronden van het bezwaar"', 'met de gronden van het bezwaar" per awb_6_7'), "objection within");
    const h = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position: pos("objection within", 2) });
    const value = (h!.contents as P.MarkupContent).value;
    expect(value).toContain("**Legal source of the right to object** `awb_6_7`");
    expect(value).toContain("> De termijn voor het indienen van een bezwaar- of beroepschrift bedraagt zes weken.");
    expect(value).not.toContain("none cited");
  });

  it("shuts down cleanly", async () => {
    expect(await server.shutdown()).toBe(0);
    expect(server.stderr()).toBe("");
  });
});
