// Issue 15's thirty-fourth round's constructs in the language server, over stdio as an editor
// speaks to it: the weighted lottery (`lottery seed call.x weighted by <weight>`, language.md
// §13.2), the aggregates over the call's applications (`count(m in applications(eligible): …)`,
// §8.12), the column `stage_position(<stage>)` (§16.2), `round(x, -2, down)` (§8.7) and a group's
// `not on the reserve list` (§14.12): hover (what it means, the law it cites, the doc section),
// completion (the words the grammar allows there, the stages after `stage_position(`, the
// application's values after `weighted by`), definition, references and rename of a stage's name
// and of the weight's value. Three drafted schemes. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

interface Doc {
  uri: string;
  text: string;
  version: number;
  lines: string[];
}

function doc(path: string): Doc {
  const text = readFileSync(join(root, "schemes", path), "utf8");
  return { uri: `file:///work/${path.split("/").pop()}`, text, version: 1, lines: text.split("\n") };
}

const loting = doc("drafted_loting/gewogen_loting.allot");
const vyzva = doc("drafted_vyzva/obnova_venkova.allot");
const voucher = doc("drafted_voucher/innovation_voucher.allot");

let server: Server;
let conn: P.ProtocolConnection;

/** The position of `needle` (its first line that holds it) plus delta characters. */
function pos(d: Doc, needle: string, delta = 0): P.Position {
  const line = d.lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: d.lines[line]!.indexOf(needle) + delta };
}

async function hover(d: Doc, needle: string, delta = 0): Promise<string> {
  const h = await conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: d.uri }, position: pos(d, needle, delta) });
  return h ? (h.contents as P.MarkupContent).value : "";
}

/** The document replaced by `next` (a full change), then the labels completion offers at `needle`'s end. */
async function completeAt(d: Doc, next: string, needle: string): Promise<string[]> {
  d.lines = next.split("\n");
  d.version = await server.change(d.uri, next);
  const c = (await conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri: d.uri }, position: pos(d, needle, needle.length) })) as P.CompletionList;
  return c.items.map((i) => i.label);
}

/** The document back to its text as written. */
async function restore(d: Doc): Promise<void> {
  d.lines = d.text.split("\n");
  d.version = await server.change(d.uri, d.text);
}

/** The semantic tokens of a document, decoded as [line, character, length, type]. */
async function tokens(d: Doc): Promise<Array<[number, number, number, string]>> {
  const legend = ["namespace", "type", "enumMember", "property", "variable", "parameter", "function", "class", "macro", "keyword", "string", "number", "comment", "operator"];
  const data = (await conn.sendRequest(rpc.SemanticTokensRequest.type, { textDocument: { uri: d.uri } }))!.data;
  const out: Array<[number, number, number, string]> = [];
  let line = 0;
  let ch = 0;
  for (let k = 0; k < data.length; k += 5) {
    line += data[k]!;
    ch = data[k]! === 0 ? ch + data[k + 1]! : data[k + 1]!;
    out.push([line, ch, data[k + 2]!, legend[data[k + 3]!]!]);
  }
  return out;
}

const lineOf = (l: P.Location | P.Range) => ("range" in l ? l.range : l).start.line;

beforeAll(async () => {
  server = await startServer({ docs: [loting, vyzva, voucher] });
  conn = server.conn;
});

afterAll(() => server?.dispose());

describe("the weighted lottery in the language server (§13.2)", () => {
  it("hovers on `weighted` with the weighted draw, its procedure and the article that gives the weights", async () => {
    const value = await hover(loting, "loting weighted by gewicht", "loting ".length + 3);
    expect(value).toContain("A **weighted lottery** (language.md §13.2)");
    expect(value).toContain("each with a chance in proportion to its weight `gewicht`");
    expect(value).toContain("key = −ln(u) ÷ weight");
    expect(value).toContain("A weight of 0 takes no part in the draw");
    // not the plain seed lottery's procedure, which would be another law
    expect(value).not.toContain("are ordered by the SHA-256 digest of “seed:id”, ascending");
    expect(value).toContain("**Legal source** `art6`");
    expect(value).toContain("iedere gegadigde neemt deel met het gewicht van zijn");
  });

  it("hovers on the weight's value as the let it reads, and goes to its declaration", async () => {
    expect(await hover(loting, "loting weighted by gewicht", "loting weighted by ".length + 2)).toContain("het gewicht van zijn categorie");
    const defs = (await conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: { uri: loting.uri }, position: pos(loting, "loting weighted by gewicht", "loting weighted by ".length + 2) })) as P.Location[];
    expect(defs.map(lineOf)).toEqual([pos(loting, "let gewicht").line]);
  });

  it("marks `weighted` as a keyword (the lexer sees a name)", async () => {
    const at = pos(loting, "loting weighted by gewicht", "loting ".length);
    expect((await tokens(loting)).find(([l, c]) => l === at.line && c === at.character)).toEqual([at.line, at.character, 8, "keyword"]);
  });

  it("renames the weight's let where the lottery reads it too", async () => {
    const edit = await conn.sendRequest(rpc.RenameRequest.type, { textDocument: { uri: loting.uri }, position: pos(loting, "loting weighted by gewicht", "loting weighted by ".length + 2), newName: "kansgewicht" });
    const lines = edit!.changes![loting.uri]!.map((e) => e.range.start.line).sort((x, y) => x - y);
    expect(lines).toEqual([pos(loting, "let gewicht").line, pos(loting, "loting weighted by gewicht").line]);
  });

  it("completes `weighted by` after a seed, `by` after `weighted`, and the application's values after `weighted by`", async () => {
    const line = "    lottery seed call.loting weighted by gewicht per art6";
    // the lottery's words first; the operators that would go on with the seed's expression after them
    expect((await completeAt(loting, loting.text.replace(line, "    lottery seed call.loting w"), "call.loting w")).slice(0, 2)).toEqual(["weighted by", "per"]);
    expect(await completeAt(loting, loting.text.replace(line, "    lottery seed call.loting weighted b"), "loting weighted b")).toEqual(["by"]);
    const weight = await completeAt(loting, loting.text.replace(line, "    lottery seed call.loting weighted by g"), "loting weighted by g");
    expect(weight).toEqual(expect.arrayContaining(["gewicht", "gemiddelde", "categorie_b", "call", "application"]));
    // the ordering key's directions are not offered: `by` here is the weight's, not a key's
    expect(weight).not.toContain("highest");
    expect(await completeAt(loting, loting.text.replace(line, "    lottery seed call.loting weighted by gewicht p"), "gewicht p")).toContain("per");
    await restore(loting);
  });
});

describe("aggregates over the call's applications in the language server (§8.12)", () => {
  it("hovers on `applications` and on `eligible`", async () => {
    const list = await hover(loting, "m in applications(eligible): m.gemiddelde >= 8.0", 7);
    expect(list).toContain("**`applications(eligible)`**");
    expect(list).toContain("language.md §8.12");
    expect(await hover(loting, "m in applications(eligible): m.gemiddelde >= 8.0", "m in applications(".length + 2)).toContain("meet the eligibility rules");
  });

  it("completes `applications` as an aggregate's list and `eligible` inside it", async () => {
    const line = "  m in applications(eligible): m.gemiddelde >= 8.0";
    expect(await completeAt(loting, loting.text.replace(line, "  m in app"), "  m in app")).toContain("applications");
    expect(await completeAt(loting, loting.text.replace(line, "  m in applications(e"), "  m in applications(e")).toEqual(["eligible"]);
    await restore(loting);
  });
});

describe("stage_position(<stage>) and the stages' names in the language server (§16.2)", () => {
  it("hovers on `stage_position` with the column, the stage it reads and the law the list cites", async () => {
    const value = await hover(vyzva, "stage_position(kraje)", 3);
    expect(value).toContain("**`stage_position(kraje)`** — a published column (language.md §16.2)");
    expect(value).toContain("the ranking of the stage `kraje`");
    expect(value).toContain("`cl7`");
  });

  it("hovers on the stage's name inside it with the stage, and goes to the stage", async () => {
    const at = pos(vyzva, "stage_position(kraje)", "stage_position(".length + 2);
    const value = await hover(vyzva, "stage_position(kraje)", "stage_position(".length + 2);
    expect(value).toContain("**Stage “Allocation of each kraj”**: considers every application not yet funded");
    expect(value).toContain("`cl8_1`");
    const defs = (await conn.sendRequest(rpc.DefinitionRequest.type, { textDocument: { uri: vyzva.uri }, position: at })) as P.Location[];
    expect(defs.map((d) => [d.range.start.line, d.range.start.character])).toEqual([[pos(vyzva, "stage kraje").line, pos(vyzva, "stage kraje", "stage ".length).character]]);
  });

  it("finds the stage's references (its declaration, `unused kraje`, the column) and renames them together", async () => {
    const at = pos(vyzva, "stage kraje", "stage ".length + 1);
    const refs = await conn.sendRequest(rpc.ReferencesRequest.type, { textDocument: { uri: vyzva.uri }, position: at, context: { includeDeclaration: true } });
    expect(refs!.map(lineOf)).toEqual([pos(vyzva, "stage kraje").line, pos(vyzva, "budget unused kraje").line, pos(vyzva, "stage_position(kraje)").line]);
    const edit = await conn.sendRequest(rpc.RenameRequest.type, { textDocument: { uri: vyzva.uri }, position: at, newName: "regiony" });
    const edits = edit!.changes![vyzva.uri]!;
    expect(edits.map((e) => e.newText)).toEqual(["regiony", "regiony", "regiony"]);
    expect(edits.map((e) => e.range.start.line).sort((x, y) => x - y)).toEqual(refs!.map(lineOf));
  });

  it("marks a stage's name as a named construct where it is declared, read by `unused` and by the column", async () => {
    const all = await tokens(vyzva);
    for (const [needle, delta] of [["stage kraje", 6], ["unused kraje", 7], ["stage_position(kraje)", 15]] as const) {
      const at = pos(vyzva, needle, delta);
      expect(all.find(([l, c]) => l === at.line && c === at.character), needle).toEqual([at.line, at.character, 5, "class"]);
    }
  });

  it("refuses to rename a stage to another stage's name", async () => {
    const at = pos(vyzva, "stage_position(kraje)", "stage_position(".length + 1);
    const prep = await conn.sendRequest(rpc.PrepareRenameRequest.type, { textDocument: { uri: vyzva.uri }, position: at });
    expect(prep).toMatchObject({ placeholder: "kraje" });
    expect(await conn.sendRequest(rpc.RenameRequest.type, { textDocument: { uri: vyzva.uri }, position: at, newName: "celostatni" })).toBeNull();
  });

  it("completes the stages' names after `stage_position(`", async () => {
    expect(await completeAt(vyzva, vyzva.text.replace("stage_position(kraje)", "stage_position(k"), "stage_position(k")).toEqual(["kraje", "celostatni"]);
    await restore(vyzva);
  });
});

describe("round to hundreds and a group's `not on the reserve list` in the language server", () => {
  it("hovers on `round(x, -2, down)` with rounding down to whole hundreds (§8.7)", async () => {
    const value = await hover(vyzva, "round(sazba", 2);
    expect(value).toContain("the value is rounded to whole hundreds (a multiple of 100), towards zero (cut off) (`down`)");
  });

  it("hovers on `not on the reserve list` without a citation of its own with its words and the group's law (§14.12)", async () => {
    const uncited = voucher.text.replace("    not on the reserve list per r7", "    not on the reserve list");
    await completeAt(voucher, uncited, "not on the reserve list");
    const value = await hover(voucher, "not on the reserve list", 4);
    expect(value).toContain("**`not on the reserve list`**: an application a cap of this group has no room for is not on the reserve list");
    expect(value).toContain("language.md §14.12");
    expect(value).toContain("**Legal source (cited by the enclosing group)** `r5`");
  });

  it("completes `not on the reserve list` where a group's item starts", async () => {
    expect(await completeAt(voucher, voucher.text.replace("    not on the reserve list per r7", "    no"), "    no")).toContain("not on the reserve list");
    await restore(voucher);
  });

  it("shuts down cleanly", async () => {
    expect(await server.shutdown()).toBe(0);
    expect(server.stderr()).toBe("");
  });
});
