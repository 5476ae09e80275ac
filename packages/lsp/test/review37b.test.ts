// Completion and hover after `w.` inside a statistic over the members (`min(w in funded: w.…)`,
// §16.3) through the built server over stdio (harness.ts), as an editor asks for them (review37b).
// Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server } from "./harness.js";

/** review37/repro/F2's scheme: criteria k1..k3 of fields a, b, c; lets of points s1 "set one", s2 "set two"; statistics over `funded` */
const text = readFileSync(join(root, "review37/repro/F2/scheme.allot"), "utf8");
const doc = { uri: "file:///work/unsummed.allot", text };
let server: Server;

function pos(t: string, needle: string, delta = 0): P.Position {
  const lines = t.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

async function completion(uri: string, position: P.Position) {
  const r = await server.conn.sendRequest(rpc.CompletionRequest.type, { textDocument: { uri }, position, context: { triggerKind: 2, triggerCharacter: "." } });
  const items = Array.isArray(r) ? r : (r?.items ?? []);
  return items;
}

async function hover(uri: string, position: P.Position) {
  const h = await server.conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri }, position });
  return h ? (h.contents as P.MarkupContent).value : null;
}

/** The scheme with its points summed, and statistics over `ranked` and `funded` that read `w.total`, `w.awarded` and a field. */
const summed = {
  uri: "file:///work/summed.allot",
  text: text
    .replace("points not summed per art1\n", "")
    .replace(/by s1 highest first per art1\n\s*by s2 highest first per art1/, "by total highest first per art1")
    .replace("mean(w in funded: w.s1)", "mean(w in ranked: w.k1 + w.total) + max(w in funded: w.awarded) + max(w in funded: w.a) + 0"),
};
/** Typing: `min(w in funded: w.)`, the name not yet written */
const typing = { uri: "file:///work/typing.allot", text: text.replace("min(w in funded: w.s1)", "min(w in funded: w.)") };
/** A column that counts the funded sharing a field (§16.3), and a statistic over a list written out (quicka37) */
const keyed = {
  uri: "file:///work/keyed.allot",
  text: text.replace("columns { id, s1, s2, status }", 'columns { id, s1, s2, status, count(p in funded(c): true) as "awards alike" }').replace("mean(w in funded: w.s1)", "mean(w in funded: w.s1) + max(q in [1, 2]: q)"),
};

beforeAll(async () => {
  server = await startServer({ docs: [doc, summed, typing, keyed] });
});
afterAll(() => server?.dispose());

describe("completion after `w.` in a statistic over the members", () => {
  it("offers the member's fields, points and `awarded`, each of its points and `awarded` said what it is", async () => {
    const items = await completion(typing.uri, pos(typing.text, "min(w in funded: w.)", "min(w in funded: w.".length));
    const doc = (label: string) => (items.find((i) => i.label === label)?.documentation as P.MarkupContent | undefined)?.value;
    expect(items.map((i) => i.label)).toEqual(["id", "asked", "a", "b", "c", "ok", "awarded", "k1", "k2", "k3", "s1", "s2"]);
    expect(doc("k1")).toBe("The member's points of the criterion `k1` (“K one”) (language.md §16.3).");
    expect(doc("s1")).toBe("The member's `s1` (“set one”), computed from its points as its ranking read it (language.md §16.3).");
    expect(doc("awarded")).toBe("What the allocation granted the member, from the run's outcome, not from its input (language.md §16.3).");
    expect(items.find((i) => i.label === "awarded")!.detail).toBe("an amount of money in EUR");
  });
  it("`total` where the points are summed, not where they are not (§11.1)", async () => {
    const items = await completion(summed.uri, pos(summed.text, "w.k1 + w.total", "w.k1 + w.".length));
    expect(items.map((i) => i.label)).toContain("total");
    expect((items.find((i) => i.label === "total")!.documentation as P.MarkupContent).value).toBe("The member's total points, the sum of its criteria's points (language.md §16.3).");
  });
});

describe("hover after `w.` in a statistic over the members", () => {
  it("`w.total` and `w.awarded`: what they are, not the whole publish block (before)", async () => {
    const total = await hover(summed.uri, pos(summed.text, "w.k1 + w.total", "w.k1 + w.to".length));
    expect(total).toBe("**`w.total`** — the member's total points, the sum of its criteria's points: a decimal number. `w` is each ranked application in turn (language.md §16.3).");
    const awarded = await hover(summed.uri, pos(summed.text, "w.awarded)", "w.aw".length));
    expect(awarded).toBe("**`w.awarded`** — what the allocation granted the member, from the run's outcome, not from its input: an amount of money in EUR. `w` is each funded application in turn (language.md §16.3).");
  });
  it("`w.s1`, `w.k1`, `w.a`: their declarations, as before", async () => {
    expect(await hover(doc.uri, pos(text, "min(w in funded: w.s1)", "min(w in funded: w.s".length))).toContain("**Derived value `s1`** = `k1 + k2`");
    expect(await hover(summed.uri, pos(summed.text, "w.k1 + w.total", 3))).toContain("**Criterion `k1`** — K one");
    expect(await hover(summed.uri, pos(summed.text, "w.a) + 0", 2))).toContain("**Application field `a`**");
  });
});

describe("hover on the variable of a statistic: the list it stands for (quicka37)", () => {
  it("`w` of `min(w in funded: …)`: each funded application, not \"each item of the list\"", async () => {
    const w = await hover(doc.uri, pos(text, "min(w in funded", 4));
    expect(w).toMatch(/^\*\*`w`\*\* — stands for each funded application in turn: a record with the fields `id`, /);
  });
  it("`w` of `mean(w in ranked: …)`: each ranked application", async () => {
    expect(await hover(summed.uri, pos(summed.text, "mean(w in ranked", 5))).toMatch(/^\*\*`w`\*\* — stands for each ranked application in turn: /);
  });
  it("`p` of `funded(c)`: those sharing the field; `q` of a list written out: its items", async () => {
    expect(await hover(keyed.uri, pos(keyed.text, "count(p in funded(c)", 6))).toMatch(/^\*\*`p`\*\* — stands for each funded application with the same `c` as this one in turn: /);
    expect(await hover(keyed.uri, pos(keyed.text, "max(q in [1, 2]", 4))).toMatch(/^\*\*`q`\*\* — stands for each item of `\[1, 2\]` in turn: /);
  });
});
