// Hover's and signature help's fixed words in the client's language (docs/editors.md, "The
// language of hover and signature help"), through the built server over stdio (harness.ts): the
// locale of `initialize`, the initialization option `locale` before it, a locale not covered in
// English; the law's own text as written. Needs `pnpm build` first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type * as P from "vscode-languageserver/node";
import { root, rpc, startServer, type Server, type StartOptions } from "./harness.js";

const minimal = readFileSync(join(root, "packages/dsl/test/corpus/good/minimal.allot"), "utf8");
/** The minimal scheme with a declared function called in the threshold. */
const text = minimal
  .replace("maximum points 10 per art4", 'define doubled(x: decimal): decimal = x × 2\n\nmaximum points 10 per art4')
  .replace("total >= 4", "total >= doubled(2)");
const doc = { uri: "file:///work/language38.allot", text };

function pos(needle: string, delta = 0): P.Position {
  const lines = text.split("\n");
  const line = lines.findIndex((l) => l.includes(needle));
  if (line < 0) throw new Error(`not found: ${needle}`);
  return { line, character: lines[line]!.indexOf(needle) + delta };
}

const servers: Server[] = [];
async function start(options: StartOptions): Promise<Server> {
  const s = await startServer({ docs: [doc], ...options });
  servers.push(s);
  return s;
}
afterAll(async () => {
  for (const s of servers) {
    await s.shutdown().catch(() => undefined);
    s.dispose();
  }
});

async function hover(s: Server, position: P.Position): Promise<string> {
  const h = await s.conn.sendRequest(rpc.HoverRequest.type, { textDocument: { uri: doc.uri }, position });
  return h ? (h.contents as P.MarkupContent).value : "";
}

async function signature(s: Server, position: P.Position) {
  const h = await s.conn.sendRequest(rpc.SignatureHelpRequest.type, { textDocument: { uri: doc.uri }, position });
  const sig = h!.signatures[0]!;
  return { doc: (sig.documentation as P.MarkupContent).value, param: sig.parameters![0]!.documentation };
}

describe("hover and signature help in the client's language", () => {
  it("Dutch from initialize's locale: headings, the legal source, the ranking's key, the law's text as written", async () => {
    const s = await start({ locale: "nl-BE" });
    const key = await hover(s, pos("by total highest first"));
    expect(key).toMatch(/^\*\*Ordeningssleutel 1 van 1\*\* van de rangschikking/);
    expect(key).toContain("**Rechtsbron (aangehaald door het omvattende blok: rangschikking)** `art6`");
    // the law's text is not translated
    expect(key).toContain("> Grants are awarded in descending order of points until the budget is exhausted.");
    expect(key).not.toContain("Legal source");
    const crit = await hover(s, pos("criterion quality_points", 2));
    expect(crit).toMatch(/^\*\*Criterium `quality_points`\*\* — Quality of the project\n\n\*\*Rechtsbron\*\* `art4` — Article 4/);
    const field = await hover(s, pos("quality: integer", 1));
    expect(field).toMatch(/^\*\*Veld van de aanvraag `quality`\*\*/);
    const sig = await signature(s, pos("doubled(2)", 8));
    expect(sig.doc).toMatch(/^Een functie die deze regeling declareert: `doubled/);
    expect(sig.param).toBe("de parameter `x: decimal`");
  });

  it("German from the initialization option, which goes before initialize's locale", async () => {
    const s = await start({ locale: "fr", initializationOptions: { locale: "de" } });
    const key = await hover(s, pos("by total highest first"));
    expect(key).toMatch(/^\*\*Ordnungsschlüssel 1 von 1\*\* der Rangfolge/);
    expect(key).toContain("**Rechtsgrundlage (angeführt vom umgebenden Block: Rangfolge)** `art6`");
    const field = await hover(s, pos("budget: money", 1));
    expect(field).toMatch(/^\*\*Parameter des Aufrufs `budget`\*\*/);
    const sig = await signature(s, pos("doubled(2)", 8));
    expect(sig.param).toBe("der Parameter `x: decimal`");
  });

  it("Polish; a locale not covered and none are English", async () => {
    const pl = await start({ locale: "pl" });
    expect(await hover(pl, pos("quality: integer", 1))).toMatch(/^\*\*Pole wniosku `quality`\*\*/);
    for (const locale of ["it-IT", undefined]) {
      const s = await start(locale ? { locale } : {});
      const key = await hover(s, pos("by total highest first"));
      expect(key).toMatch(/^\*\*Ordering key 1 of 1\*\* of the ranking/);
      expect(key).toContain("**Legal source (cited by the enclosing ranking)** `art6`");
      expect((await signature(s, pos("doubled(2)", 8))).param).toBe("the parameter `x: decimal`");
    }
  });
});
