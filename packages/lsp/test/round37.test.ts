// Completion for round 36's words through the built server over stdio (harness.ts), as an editor
// asks while a drafter types them: `points not summed per <source>` (§11.1), `reserve N after the
// last funded` (§14.11), a budget's unit as a noun's forms `unit one "…" other "…"` (§14.1), and
// `min(w in funded: w.<criterion>)` (§16.3). And the parse that no longer ends a block at a
// `points`: the diagnostics the server publishes for `by points` in the call. Drafted schemes.
// Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

const read = (path: string) => ({ uri: `file:///work/${path.split("/").pop()}`, text: readFileSync(join(root, "schemes", path), "utf8") });
const rekrutacja = read("drafted_rekrutacja/rekrutacja_przedszkole.allot");
const garten = read("drafted_kleingarten/kleingarten_vergabe.allot");
const mobility = read("drafted_mobility/erasmus_mobility.allot");

let server: Server;

/**
 * The document with `from` replaced by `to` (a full change), then the labels and items completion
 * offers at the end of `to`.
 */
async function completeAt(doc: { uri: string; text: string }, from: string, to: string): Promise<{ labels: string[]; items: P.CompletionItem[] }> {
  const next = doc.text.replace(from, to);
  if (next === doc.text) throw new Error(`not found: ${from}`);
  await server.change(doc.uri, next);
  const at = doc.text.indexOf(from) + to.length;
  const before = next.slice(0, at).split("\n");
  const position = { line: before.length - 1, character: before[before.length - 1]!.length };
  const c = (await server.conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri: doc.uri }, position })) as P.CompletionList;
  return { labels: c.items.map((i) => i.label), items: c.items };
}

beforeAll(async () => {
  server = await startServer({ docs: [rekrutacja, garten, mobility] });
});

afterAll(() => server?.dispose());

describe("completion of round 36's words in the language server", () => {
  const unsummed = "points not summed per a131_4";

  it("`points not summed` offered where a declaration starts, then each of its words and the sources", async () => {
    const start = await completeAt(rekrutacja, unsummed, "po");
    expect(start.labels).toContain("points not summed");
    expect((start.items.find((i) => i.label === "points not summed")!.documentation as string | P.MarkupContent | undefined)).toBeDefined();
    expect((await completeAt(rekrutacja, unsummed, "points not ")).labels).toEqual(["summed"]);
    expect((await completeAt(rekrutacja, unsummed, "points not summed ")).labels).toEqual(["per"]);
    const sources = (await completeAt(rekrutacja, unsummed, "points not summed per ")).labels;
    expect(sources).toContain("a131_4");
    expect(sources).not.toContain("summed");
  });

  it("`reserve N after the last funded`: the words after the size, `the` after `after`, `last funded` after `the`", async () => {
    const reserve = "reserve call.reserve_size after the last funded per art8_1";
    expect((await completeAt(mobility, reserve, "reserve call.reserve_size ")).labels).toEqual(["after the last funded", "per"]);
    expect((await completeAt(mobility, reserve, "reserve call.reserve_size after ")).labels).toEqual(["the"]);
    // not the units of time `to the day` takes after `the`
    expect((await completeAt(mobility, reserve, "reserve call.reserve_size after the ")).labels).toEqual(["last funded"]);
    expect((await completeAt(mobility, reserve, "reserve call.reserve_size after the last funded ")).labels).toEqual(["per"]);
  });

  it("`unit one \"…\" other \"…\"`: the plural categories of the scheme's language (de: one, other), then those not yet written", async () => {
    const unit = 'unit one "Garten" other "Gärten" per v3_1';
    expect((await completeAt(garten, unit, "unit ")).labels).toEqual(["one", "other"]);
    expect((await completeAt(garten, unit, 'unit one "Garten" ')).labels).toEqual(["other", "per"]);
    expect((await completeAt(garten, unit, 'unit one "Garten" other "Gärten" ')).labels).toEqual(["per"]);
  });

  it("`min(w in funded: w.<criterion>)`: `funded` as the aggregate's list, the criteria and the sets' lets after `w.`", async () => {
    const stat = "w in funded: w.etap1";
    expect((await completeAt(rekrutacja, stat, "w in ")).labels).toEqual(expect.arrayContaining(["funded", "applications"]));
    const member = (await completeAt(rekrutacja, stat, "w in funded: w.")).labels;
    expect(member).toEqual(expect.arrayContaining(["k1", "k7", "g1", "etap1", "etap2", "awarded"]));
    expect(member).not.toContain("total");
  });
});

describe("a syntax error before `points` in the language server", () => {
  it("`by points` in the call: one error at the word, saying it is a keyword there, and no field after it lost", async () => {
    const next = rekrutacja.text.replace("call {\n", 'call {\n  prog: integer by points "x"\n');
    expect(next).not.toBe(rekrutacja.text);
    const version = await server.change(rekrutacja.uri, next);
    const errors = (await server.diagnostics(rekrutacja.uri, version)).diagnostics.filter((d) => d.severity === 1);
    // the server writes the hint on the message's second line
    expect(errors.map((d) => [d.code, d.message.split("\n")[0]])).toEqual([["AL0102", "expected a name, found 'points', a keyword of the language"]]);
    expect(errors[0]!.message).toContain("'points' is a keyword, not a name, here: after 'by' comes the application field declared 'enum { … }'");
  });
});
