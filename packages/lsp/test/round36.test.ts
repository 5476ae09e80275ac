// Signature help and document highlights through the built server over stdio (harness.ts), as an
// editor asks for them: the capabilities announced, `round(x, places, mode)` with the parameter
// at the cursor and its meaning, `count(m in …: …)` while it is typed, a `define`d function's
// parameters; every place of a let, a stage and a call value highlighted, the declaration as the
// write. Drafted schemes. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const read = (path: string) => ({ uri: `file:///work/${path.split("/").pop()}`, text: readFileSync(join(root, "schemes", path), "utf8") });
const vyzva = read("drafted_vyzva/obnova_venkova.allot");
const loting = read("drafted_loting/gewogen_loting.allot");
const areapay = read("drafted_areapay/area_payment.allot");

let server: Server;

/** The position of `needle` (its first line that holds it) plus delta characters, in `text`. */
function pos(text: string, needle: string, delta = 0): P.Position {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

async function signature(d: { uri: string }, position: P.Position) {
  const h = await server.conn.sendRequest(rpc.SignatureHelpRequest.type, { textDocument: { uri: d.uri }, position });
  if (!h) return null;
  const s = h.signatures[h.activeSignature ?? 0]!;
  const p = s.parameters?.[h.activeParameter ?? 0];
  const [from, to] = p!.label as [number, number];
  return { label: s.label, param: s.label.slice(from, to), paramDoc: p!.documentation as string, doc: (s.documentation as P.MarkupContent).value, labels: h.signatures.map((x) => x.label) };
}

async function highlights(d: { uri: string; text: string }, position: P.Position) {
  const hs = (await server.conn.sendRequest(rpc.DocumentHighlightRequest.type, { textDocument: { uri: d.uri }, position })) ?? [];
  const lines = d.text.split("\n");
  return hs.map((h) => [h.range.start.line, lines[h.range.start.line]!.slice(h.range.start.character, h.range.end.character), h.kind]);
}

beforeAll(async () => {
  server = await startServer({ docs: [vyzva, loting, areapay] });
});

afterAll(() => server?.dispose());

describe("signature help in the language server", () => {
  it("announces signature help, triggered by ( and ,, and document highlights", () => {
    expect(server.init.capabilities.signatureHelpProvider?.triggerCharacters).toEqual(["(", ","]);
    expect(server.init.capabilities.documentHighlightProvider).toBe(true);
  });

  it("round(x, places, mode): the mode where the cursor is, what it means, the section", async () => {
    const h = await signature(vyzva, pos(vyzva.text, "round(sazba × uznatelne_naklady, -2, down)", "round(sazba × uznatelne_naklady, -2, d".length));
    expect(h).toMatchObject({ label: "round(x, places, mode)", param: "mode" });
    expect(h!.paramDoc).toContain("half_up, half_down, half_even, up, down, floor or ceiling");
    expect(h!.doc).toContain("`round(value, places, mode)`: the value rounded to a number of decimal places");
    expect(h!.doc).toContain("language.md §8.7");
    expect((await signature(vyzva, pos(vyzva.text, "round(sazba", "round(sazba × uzn".length)))!.param).toBe("x");
  });

  it("count(x in list: condition) as it is typed: the list, then the condition", async () => {
    const line = "  m in applications(eligible): m.gemiddelde >= 8.0\n) per art3";
    const typed = loting.text.replace(line, "  m in app");
    await server.change(loting.uri, typed);
    const list = await signature(loting, pos(typed, "  m in app", "  m in app".length));
    expect(list).toMatchObject({ label: "count(x in list: condition)", param: "list", labels: ["count(list)", "count(x in list: condition)", "count(distinct x in list: value)"] });
    const more = loting.text.replace(line, "  m in applications(eligible): m.");
    await server.change(loting.uri, more);
    expect(await signature(loting, pos(more, "  m in applications(eligible): m.", "  m in applications(eligible): m.".length))).toMatchObject({ param: "condition" });
    await server.change(loting.uri, loting.text);
  });

  it("a function the scheme declares with `define`: its typed parameter", async () => {
    const h = await signature(areapay, pos(areapay.text, "    hectares.permanent_crops", 6));
    expect(h).toMatchObject({ label: "weighted_hectares(h: decimal): decimal", param: "h: decimal" });
    expect(h!.doc).toContain("language.md §7.1");
  });

  it("answers null outside a call", async () => {
    expect(await server.conn.sendRequest(rpc.SignatureHelpRequest.type, { textDocument: { uri: vyzva.uri }, position: { line: 0, character: 0 } })).toBeNull();
  });
});

describe("document highlights in the language server", () => {
  it("a let: its declaration (write) and the lottery's weight reading it (read)", async () => {
    const got = await highlights(loting, pos(loting.text, "loting weighted by gewicht", "loting weighted by ".length + 2));
    expect(got).toEqual([
      [pos(loting.text, "let gewicht").line, "gewicht", rpc.DocumentHighlightKind.Write],
      [pos(loting.text, "loting weighted by gewicht").line, "gewicht", rpc.DocumentHighlightKind.Read],
    ]);
  });

  it("a stage: its declaration, `unused` and the column `stage_position(…)`, the same places as references", async () => {
    const at = pos(vyzva.text, "stage kraje", "stage ".length + 1);
    const got = await highlights(vyzva, at);
    const refs = (await server.conn.sendRequest(rpc.ReferencesRequest.type, { textDocument: { uri: vyzva.uri }, position: at, context: { includeDeclaration: true } }))!;
    expect(got.map(([l]) => l)).toEqual(refs.map((r) => r.range.start.line));
    expect(got.map(([, t, k]) => [t, k])).toEqual([["kraje", 3], ["kraje", 2], ["kraje", 2]]);
  });

  it("a call value: every `call.plaatsen`, its declaration once", async () => {
    const got = await highlights(loting, pos(loting.text, "call.plaatsen - min", "call.".length + 2));
    expect(got.filter(([, , k]) => k === rpc.DocumentHighlightKind.Write)).toHaveLength(1);
    expect(got.filter(([, t]) => t === "plaatsen").length).toBe(got.length);
    expect(got.length).toBe(loting.text.split("call.plaatsen").length);
  });

  it("nothing on a keyword, and shuts down cleanly", async () => {
    expect(await highlights(loting, pos(loting.text, "let rest", 1))).toEqual([]);
    expect(await server.shutdown()).toBe(0);
    expect(server.stderr()).toBe("");
  });
});
