// The JSON Schema `allot compile` writes says what the validator does of an id (fix18 left 4;
// nineteenth round, fix19): an id holding a character that does not print — a control character,
// half a surrogate pair, a default-ignorable code point, a line or paragraph separator, a space
// other than U+0020 — is refused (runtime/src/idKeys.ts unseenIn), and the schema's `pattern` on
// the application's `id` refuses the same ids: ajv (draft 2020-12, its default Unicode mode) with
// the schema the command wrote, against the validator, id by id.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020.js";
import { validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { unseenIn } from "../packages/runtime/src/idKeys.js";

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
const schemeFile = join(repo, "schemes/drafted_rolling/rolling_rd.allot");
const data = JSON.parse(readFileSync(join(repo, "schemes/drafted_rolling/data/rolling_2027.json"), "utf8")) as { call: Record<string, unknown>; applications: Array<Record<string, unknown>> };

// refused: each holds one character that does not print, named by what it is
const refused: Record<string, string> = {
  "N\u0000": "NUL",
  "tab\there": "a tab",
  "line\nbreak": "a line break",
  "del\u007f": "DEL",
  "c1\u0085": "a C1 control (next line)",
  "X0\u200b": "a zero-width space",
  "zw\u200djoin": "a zero-width joiner",
  "\u202eevil": "a right-to-left override",
  "\ufeffbom": "a byte-order mark",
  "soft\u00adhyphen": "a soft hyphen",
  "vs\ufe0f": "a variation selector",
  "tag\u{e0041}": "a tag character (outside the BMP)",
  "sep\u2028": "a line separator",
  "para\u2029": "a paragraph separator",
  "nb\u00a0sp": "a no-break space",
  "thin\u2009sp": "a thin space",
  "ideo\u3000sp": "an ideographic space",
  "half\ud800": "a lone high surrogate",
  "\udc00low": "a lone low surrogate",
  "A1 ": "a space at its end (adversary21)",
  " A1": "a space at its start (adversary21)",
  " ": "a space alone (adversary21)",
  " \u200b": "a space and a zero-width space",
};
// accepted: characters that print, beyond ASCII and outside the BMP
const accepted = ["A1", "with a space", "Łódź-7", "rtl שלום", "ΔΣ-2", "emoji 😀", "math 𝔸", "东京 3", "e\u0301", "(paren) \"quote\""];

describe("the input schema's pattern for an id refuses what the validator refuses", () => {
  const out = mkdtempSync(join(tmpdir(), "allot-id-schema-"));
  const r = spawnSync(process.execPath, [cli, "compile", schemeFile, "--out", out], { encoding: "utf8", timeout: 60_000 });
  const schema = JSON.parse(readFileSync(join(out, "rolling_rd_2027.schema.json"), "utf8")) as Record<string, unknown>;
  const ajv = new Ajv2020({ strict: true, validateFormats: false }).compile(schema);
  const scheme = load(analyze(readFileSync(schemeFile, "utf8"), schemeFile));
  /** [what the validator says, what ajv says] of the first application with `id`. */
  const both = (id: string): [boolean, boolean] => {
    const doc = { call: data.call, applications: [{ ...data.applications[0]!, id }] };
    const v = validateInput(scheme, doc);
    return [!v.issues.some((i) => i.severity === "error"), ajv(JSON.parse(JSON.stringify(doc)))];
  };

  it("allot compile writes the pattern on the application's id", () => {
    expect(r.status).toBe(0);
    const id = (schema as { $defs: { Application: { properties: { id: Record<string, unknown> } } } }).$defs.Application.properties.id;
    expect(id["type"]).toBe("string");
    // no space at the start or end either (adversary21): "A1 " printed as "A1"
    expect(id["pattern"]).toBe("^(?:[^ \\p{Cc}\\p{Cs}\\p{Cn}\\p{Default_Ignorable_Code_Point}\\p{Zl}\\p{Zp}\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\u2800\\ufff9-\\ufffb](?:[^\\p{Cc}\\p{Cs}\\p{Cn}\\p{Default_Ignorable_Code_Point}\\p{Zl}\\p{Zp}\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\u2800\\ufff9-\\ufffb]*[^ \\p{Cc}\\p{Cs}\\p{Cn}\\p{Default_Ignorable_Code_Point}\\p{Zl}\\p{Zp}\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\u2800\\ufff9-\\ufffb])?)?$");
    expect(id["description"]).toContain("an id of characters that print");
  });

  for (const [id, what] of Object.entries(refused)) {
    it(`refuses an id with ${what}, both`, () => {
      expect(both(id)).toEqual([false, false]);
    });
  }

  it("accepts ids of characters that print, both", () => {
    expect(Object.fromEntries(accepted.map((id) => [id, both(id)]))).toEqual(Object.fromEntries(accepted.map((id) => [id, [true, true]])));
  });

  it("agrees with the validator's rule (unseenIn) on every code point, one id each", () => {
    // "A" and then the code point; and (adversary21) the code point with a plain space after it:
    // the rule of a space at the end, beside each code point
    const pattern = new RegExp((schema as { $defs: { Application: { properties: { id: { pattern: string } } } } }).$defs.Application.properties.id.pattern, "u");
    const differ: string[] = [];
    let refusedCount = 0;
    for (let c = 0; c < 0x110000; c++) {
      const id = `A${String.fromCodePoint(c)}`;
      const prints = unseenIn(id) === undefined;
      if (!prints) refusedCount++;
      if (prints !== pattern.test(id)) differ.push(c.toString(16));
      const spaced = `${String.fromCodePoint(c)} `;
      if ((unseenIn(spaced) === undefined) !== pattern.test(spaced)) differ.push(`${c.toString(16)} and a space`);
    }
    expect(differ).toEqual([]);
    // the rule refuses the surrogates (2,048), the controls and spaces, and every code point no
    // character is assigned to (most of the planes: about 800,000 in Node 20's Unicode), not all:
    // letters, marks, digits, symbols and private use print
    expect(refusedCount).toBeGreaterThan(700_000);
    expect(refusedCount).toBeLessThan(1_114_112 - 250_000);
    expect(unseenIn("A\u0378")).toBeDefined(); // unassigned (adversary19)
    expect(unseenIn("A\u2800")).toBeDefined(); // a Braille blank (adversary19)
  });
});
