// Ids that print alike without being one text in Unicode NFC (adversary17, left 1): "\ud800" and
// "\udbff" (half a surrogate pair each) were two applications, both "�" in CSV, Markdown and HTML;
// "X0" and "X0" with a zero-width space, and "N" and "N" with a NUL, printed alike in CSV. An id is
// what every result, report and notice names an application by: an id holding a character that
// does not print — a control character, half a surrogate pair, a default-ignorable code point (a
// zero-width space or joiner, a direction mark, a byte-order mark, a soft hyphen), a line or
// paragraph separator, a space other than U+0020 — is refused, naming the record, the field and
// the character by code point; like a repeated id it stops the run (`--invalid exclude` would
// list it, as it cannot be shown).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { RecordStream, validateInput } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { askedById } from "./support/scheme.js";

const scheme = load(
  analyze(askedById("Unseen ids")),
);
const apps = (ids: readonly string[]) => ids.map((id) => ({ id, asked: "1.00" }));
/** The errors of an input, as a list and as a stream of records (the command line's way); ids not refused are not listed. */
function idErrors(ids: readonly string[]): { errors: string[]; excluded: string[] } {
  const call = { budget: "100.00" };
  const listed = validateInput(scheme, { call, applications: apps(ids) });
  const errors = listed.issues.filter((i) => i.severity === "error");
  const streamed = validateInput(scheme, { call, applications: new RecordStream(() => apps(ids)) }, () => true).issues.filter((i) => i.severity === "error");
  expect(streamed.map((i) => i.message)).toEqual(errors.map((i) => i.message));
  for (const i of errors) expect(i.path).toBe("id");
  return { errors: errors.map((i) => `${i.record}: ${i.message}`), excluded: [...listed.invalid.keys()] };
}

describe("an id holding a character that does not print", () => {
  it("half a surrogate pair: each refused, by code point, and neither can be excluded", () => {
    expect(idErrors(["\ud800", "\udbff", "A"])).toEqual({
      errors: [
        'application "\\ud800" (#1): id: "\\ud800" (U+D800) holds U+D800, half of a surrogate pair and no character, which does not print: two ids would print alike; write the id without it',
        'application "\\udbff" (#2): id: "\\udbff" (U+DBFF) holds U+DBFF, half of a surrogate pair and no character, which does not print: two ids would print alike; write the id without it',
      ],
      excluded: [],
    });
  });
  it("a zero-width space, a NUL, a tab, a no-break space, a byte-order mark, a right-to-left mark", () => {
    const { errors } = idErrors(["X0", "X0\u200b", "N", "N\u0000", "T\t1", "A\u00a0B", "\ufeffC", "D\u200f"]);
    expect(errors).toEqual([
      'application "X0\\u200b" (#2): id: "X0\\u200b" (X 0 U+200B) holds U+200B, a zero-width space, joiner or other invisible character, which does not print: two ids would print alike; write the id without it',
      'application "N\\u0000" (#4): id: "N\\u0000" (N U+0000) holds U+0000, a control character, which does not print: two ids would print alike; write the id without it',
      'application "T\\t1" (#5): id: "T\\t1" (T U+0009 1) holds U+0009, a control character, which does not print: two ids would print alike; write the id without it',
      'application "A\\u00a0B" (#6): id: "A\\u00a0B" (A U+00A0 B) holds U+00A0, a space other than the plain one (U+0020), which does not print: two ids would print alike; write the id without it',
      'application "\\ufeffC" (#7): id: "\\ufeffC" (U+FEFF C) holds U+FEFF, a zero-width space, joiner or other invisible character, which does not print: two ids would print alike; write the id without it',
      'application "D\\u200f" (#8): id: "D\\u200f" (D U+200F) holds U+200F, a zero-width space, joiner or other invisible character, which does not print: two ids would print alike; write the id without it',
    ]);
  });
  it("a right-to-left override: \"\\u202eevil\" is drawn as \"live\", another application's id", () => {
    expect(idErrors(["live", "\u202eevil"]).errors).toEqual([
      'application "\\u202eevil" (#2): id: "\\u202eevil" (U+202E e v i l) holds U+202E, a zero-width space, joiner or other invisible character, which does not print: two ids would print alike; write the id without it',
    ]);
  });
  it("at the edges of printing ASCII (perf19's loop before the regular expressions): U+001F, U+007F and U+0080 refused, a space and a tilde not (but a space at an id's start is, adversary21)", () => {
    expect(idErrors(["a b~", "U\u001f", "D\u007f", "C\u0080", " ~"]).errors).toEqual([
      'application "U\\u001f" (#2): id: "U\\u001f" (U U+001F) holds U+001F, a control character, which does not print: two ids would print alike; write the id without it',
      'application "D\\u007f" (#3): id: "D\\u007f" (D U+007F) holds U+007F, a control character, which does not print: two ids would print alike; write the id without it',
      'application "C\\u0080" (#4): id: "C\\u0080" (C U+0080) holds U+0080, a control character, which does not print: two ids would print alike; write the id without it',
      'application " ~" (#5): id: " ~" (U+0020 ~) begins with a space, which does not show: " ~" would print as "~"; write the id without it',
    ]);
  });
  it("ids that print — letters of any script, a space, an emoji, symbols — are as before", () => {
    expect(idErrors(["N01 (x)", "Łódź-1", "名前", "😀", "A-B/C_D.E", "e\u0301", "ZAŻÓŁĆ GĘŚLĄ"]).errors).toEqual([]);
  });
});

describe("the command line", () => {
  const repo = resolve(__dirname, "..");
  const cli = join(repo, "packages/dsl/dist/allot.mjs");
  const tmp = mkdtempSync(join(tmpdir(), "allot-unseen-ids-"));
  const seed = readFileSync(join(repo, "docs/language.md"), "utf8").match(/## 1\. A complete scheme\n\n```allot\n([\s\S]*?)```/)![1]!;
  writeFileSync(join(tmp, "s.allot"), seed);
  const allot = (...args: string[]) => {
    const r = spawnSync(process.execPath, [cli, ...args], { cwd: tmp, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  it("a CSV whose ids differ by a NUL or a zero-width space: refused in every format, even with --invalid exclude, the id shown by its codes", () => {
    writeFileSync(join(tmp, "call.json"), '{"budget":"50000.00"}');
    writeFileSync(join(tmp, "in.csv"), "id,requested,quality\nN,1.00,5\nN\u0000,1.00,5\nX0,1.00,5\nX0\u200b,1.00,5\n");
    for (const format of ["csv", "md", "html", "json"]) {
      const r = allot("run", "s.allot", "--input", "in.csv", "--call", "call.json", "--format", format, "--invalid", "exclude");
      expect(r.out).toBe("");
      expect(r.code).toBe(1);
      expect(r.err).not.toMatch(/[\u0000\u200b]/);
      expect(r.err).toContain('error: application "N\\u0000" (#2, line 3): id: "N\\u0000" (N U+0000) holds U+0000, a control character, which does not print');
      expect(r.err).toContain('error: application "X0\\u200b" (#4, line 5): id: "X0\\u200b" (X 0 U+200B) holds U+200B, a zero-width space, joiner or other invisible character, which does not print');
    }
  });
});
