// adversary19: what fix18's refusal of ids that do not print (idKeys.ts `unseenIn`) and lang18's
// figures per key let through, found by probing every Unicode general category.
// - An id ending in a Hangul filler (U+3164), a combining grapheme joiner (U+034F) or another
//   default-ignorable letter or mark was refused, but its label showed it raw ("application
//   P01ㅤ (#2)"): `idText` escaped only what Unicode files as "other" (\p{C}).
// - A Braille blank (U+2800), an interlinear annotation mark (U+FFF9–U+FFFB) and a code point no
//   character is assigned to (U+0378) passed: "P01⠀" printed as "P01".
// - An input error quoted a key, a value or a field name holding a zero-width space raw: "the key
//   "riverside​" is not one of "old_town", "riverside", "northfield"" reads as a contradiction.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const repo = resolve(__dirname, "..");
const keyedDir = join(repo, "test/inputs/keyed");
const scheme = load(analyze(readFileSync(join(keyedDir, "district_figures.allot"), "utf8")));
const vote = () => JSON.parse(readFileSync(join(keyedDir, "data/vote.json"), "utf8")) as { call: Record<string, Record<string, unknown> | string>; applications: Record<string, unknown>[] };

/** The errors and warnings of the vote with the second project's id `"P01" + c`. */
function withId(c: string): string[] {
  const input = vote();
  input.applications[1]!.id = `P01${c}`;
  return validateInput(scheme, input).issues.map((i) => `${i.record}: ${i.message}`);
}

describe("an id with a character of each Unicode general category", () => {
  // one character of each category, after "P01"; refused: those that do not print, or print as nothing or a blank
  const printed: Record<string, string> = {
    Lu: "A", Ll: "a", Lt: "\u01c5", Lm: "\u02b0", Lo: "\u05d0", Mn: "\u0301", Mc: "\u0903", Me: "\u20dd", Nd: "7", Nl: "\u2160", No: "\u00bd",
    Pc: "_", Pd: "-", Ps: "(", Pe: ")", Pi: "\u00ab", Pf: "\u00bb", Po: "!", Sm: "+", Sc: "\u20ac", Sk: "^", So: "\u00a9", Zs: " x",
    "Cf that prints (U+0600, the Arabic number sign)": "\u0600", "Co (private use: a font may draw it)": "\ue000",
  };
  const unseen: Record<string, [string, string]> = {
    Cc: ["\u0007", "a control character"],
    Cf: ["\u200b", "a zero-width space, joiner or other invisible character"],
    "Cf, an interlinear annotation anchor": ["\ufff9", "a zero-width space, joiner or other invisible character"],
    Cs: ["\udc00", "half of a surrogate pair and no character"],
    Cn: ["\u0378", "a code point no character is assigned to"],
    Zs: ["\u2003", "a space other than the plain one (U+0020)"],
    Zl: ["\u2028", "a line or paragraph separator"],
    Zp: ["\u2029", "a line or paragraph separator"],
    "Lo, default-ignorable (a Hangul filler)": ["\u3164", "a zero-width space, joiner or other invisible character"],
    "Lo, default-ignorable (a halfwidth Hangul filler)": ["\uffa0", "a zero-width space, joiner or other invisible character"],
    "Mn, default-ignorable (a combining grapheme joiner)": ["\u034f", "a zero-width space, joiner or other invisible character"],
    "So, a Braille blank": ["\u2800", "a blank that is not the plain space (U+0020)"],
  };
  for (const [cat, c] of Object.entries(printed)) {
    it(`${cat}: accepted`, () => expect(withId(c)).toEqual([]));
  }
  for (const [cat, [c, what]] of Object.entries(unseen)) {
    it(`${cat}: refused, the label and the message showing it by its escape`, () => {
      const code = `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      const esc = JSON.stringify(`P01${c}`).replace(/[^\x20-\x7e]/gu, (x) => `\\u${x.charCodeAt(0).toString(16).padStart(4, "0")}`);
      expect(withId(c)).toEqual([`application ${esc} (#2): id: ${esc} (P 0 1 ${code}) holds ${code}, ${what}, which does not print: two ids would print alike; write the id without it`]);
    });
  }
});

describe("an input error quotes what it read, a character that does not print by its escape", () => {
  it("a key of a figure per key with a zero-width space", () => {
    const input = vote();
    (input.call.valid_ballots as Record<string, unknown>)["riverside\u200b"] = 3;
    expect(validateInput(scheme, input).issues.map((i) => i.message)).toEqual([
      'valid_ballots["riverside\\u200b"]: the key "riverside\\u200b" is not one of "old_town", "riverside", "northfield"',
    ]);
  });
  it("a member of an enumeration with a zero-width space", () => {
    const input = vote();
    input.applications[0]!.district = "riverside\u200b";
    expect(validateInput(scheme, input).issues.map((i) => i.message)).toEqual(['district: expected one of "old_town", "riverside", "northfield", found the text "riverside\\u200b"']);
  });
  it("a field the scheme does not declare, its name with a zero-width space", () => {
    const input = vote();
    input.call["budget\u200b"] = "1.00";
    expect(validateInput(scheme, input).issues.map((i) => i.message)).toEqual(["the field 'budget\\u200b' is not declared by the scheme and is ignored"]);
  });
});

describe("the command line, CSV input", () => {
  const cli = join(repo, "packages/dsl/dist/allot.mjs");
  const tmp = mkdtempSync(join(tmpdir(), "allot-adversary19-unseen-"));
  it("a CSV id ending in a Braille blank is refused, line named, the id shown by its escape", () => {
    const { call } = vote();
    writeFileSync(join(tmp, "call.json"), JSON.stringify(call));
    writeFileSync(join(tmp, "in.csv"), "id,district,cost,votes\nP01,old_town,1.00,5\nP01\u2800,old_town,1.00,5\n");
    const r = spawnSync(process.execPath, [cli, "run", join(keyedDir, "district_figures.allot"), "--input", "in.csv", "--call", "call.json", "--format", "csv"], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
    expect(r.stdout).toBe("");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('error: application "P01\\u2800" (#2, line 3): id: "P01\\u2800" (P 0 1 U+2800) holds U+2800, a blank that is not the plain space (U+0020), which does not print');
  });
});
