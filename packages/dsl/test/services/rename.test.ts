// Rename: one edit for the declaration and every use; invalid names, keywords, clashes and
// built-ins are refused with a reason.
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { prepareRename, rename } from "../../src/services/rename.js";
import type { TextEdit } from "../../src/services/textEdit.js";
import { cursor } from "./cursor.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const seed0 = readFileSync(join(__dirname, "../../../../docs/language.md"), "utf8").match(/## 1\. A complete scheme\n\n```allot\n([\s\S]*?)```/)![1]!;

function apply(text: string, edits: readonly TextEdit[]): string {
  return [...edits].sort((x, y) => y.span.start - x.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
}

function renamed(name: string, marked: string, newName: string): string {
  const { a, offset } = cursor(name, marked);
  const r = rename(a, offset, newName);
  if ("error" in r) throw new Error(r.error);
  return apply(a.text, r.edits);
}

function refused(name: string, marked: string, newName: string): string {
  const { a, offset } = cursor(name, marked);
  const r = rename(a, offset, newName);
  return "error" in r ? r.error : "accepted";
}

describe("rename", () => {
  it("renames a criterion everywhere and the scheme still checks", () => {
    const text = renamed("seed_002", "criterion <|>a \"Mate", "effectiviteit");
    expect(text).toContain("criterion effectiviteit \"Mate van effectiviteit\"");
    expect(text).toContain("by effectiviteit highest first per lid6");
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("renames a legal source, a call parameter and an enumeration member", () => {
    const src = renamed("seed_001", "source <|>ust6 =", "ust_6");
    expect(src.match(/per ust_6\b/g)).toHaveLength(4);
    expect(analyze(src).hasErrors).toBe(false);
    const param = renamed("seed_002", "per lid5 {\n  budget call.<|>subsidieplafond", "plafond");
    expect(param).toContain("plafond: money(EUR)");
    expect(analyze(param).hasErrors).toBe(false);
    const member = renamed("seed_003", "<|>partly => 1", "partially");
    expect(member).toContain("enum { met, partially, not_met }");
    expect(member).toContain("partially => 1");
    expect(analyze(member).hasErrors).toBe(false);
  });

  it("keeps Polish and Dutch letters in new names", () => {
    expect(renamed("seed_003", "let <|>operation_costs", "koszty_operacji_łącznie")).toContain("s.requested_aid_pln <= 50% × koszty_operacji_łącznie");
  });

  it("refuses invalid names, keywords, clashes and built-ins", () => {
    expect(refused("seed_002", "criterion <|>a \"Mate", "2a")).toContain("not a valid name");
    expect(refused("seed_002", "criterion <|>a \"Mate", "my name")).toContain("not a valid name");
    expect(refused("seed_002", "criterion <|>a \"Mate", "ranking")).toContain("is a keyword");
    expect(refused("seed_002", "criterion <|>a \"Mate", "b")).toContain("already declared");
    expect(refused("seed_002", "criterion <|>a \"Mate", "total")).toContain("built-in");
    expect(refused("seed_002", "by <|>total highest first\n  tiebreak", "sum")).toContain("built into the language");
    expect(refused("seed_003", "<|>partly => 1", "met")).toContain("already a member");
    expect(refused("seed_002", "<|>ranking per lid5", "x")).toContain("no declared name");
  });

  it("refuses a new name that a variable would take in (adversary14: the text checked, and meant another law)", () => {
    const text = seed0.replace('  quality: integer in 0..10 "the panel\'s score"\n', '  quality: integer in 0..10 "the panel\'s score"\n  marks: list of integer\n}\n\nlet bar: integer = 5\nlet all_above: boolean = every m in marks: m > bar and some x in marks: x = bar\n\napplication2 {\n').replace("application2 {\n}\n", "");
    const a = analyze(text);
    expect(a.hasErrors).toBe(false);
    const at = (s: string) => text.indexOf(s);
    const tried = (offset: number, newName: string) => {
      const r = rename(a, offset, newName);
      return "error" in r ? r.error : analyze(apply(text, r.edits)).hasErrors ? "errors" : "checks";
    };
    // `every m in marks: m > bar` would be `m > m`: it checks, and is another rule
    expect(tried(at("let bar") + 4, "m")).toBe("'m' would change what the name on line 28, column 48 means: it would be the variable 'm' declared on line 28. Choose another name.");
    expect(tried(at("let bar") + 4, "x")).toContain("it would be the variable 'x' declared on line 28");
    // a variable renamed to the name its body reads
    expect(tried(at("every m") + 6, "bar")).toContain("'bar' would change what the name on line 28, column 48 means: it would be the variable 'bar'");
    // names nothing takes in are still renamed
    expect(tried(at("let bar") + 4, "level")).toBe("checks");
    expect(tried(at("every m") + 6, "mark")).toBe("checks");
  });

  it("prepares a rename with the current name as placeholder", () => {
    const { a, offset } = cursor("seed_000", "by <|>tie_time earliest first");
    expect(prepareRename(a, offset)).toEqual({ span: { start: offset, end: offset + "tie_time".length }, placeholder: "tie_time" });
  });
});
