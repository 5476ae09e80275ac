// review38's findings (review38/FINDINGS.md) on round 37's constructs, each mended with a test that
// fails without its mend: F1 a named enumeration's members found by the editor's services (definition,
// references, rename, hover at the declaration), the enumeration in the outline, its name a namespace
// of its own for rename; F2 an enumeration without a member; F5 a let without points read of a member of the outcome; F3 the file-level recovery after a stray token passing `call.`/`application.`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, definition, documentSymbols, hover, prepareRename, references, rename } from "@allot/dsl";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
const BOURSE = read("schemes/drafted_bourse/bourse_criteres_sociaux.allot");
const apply = (text: string, edits: ReadonlyArray<{ span: { start: number; end: number }; text: string }>) =>
  [...edits].sort((x, y) => y.span.start - x.span.start).reduce((t, e) => t.slice(0, e.span.start) + e.text + t.slice(e.span.end), text);
const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

describe("F1: a named enumeration's members and name in the editor", () => {
  const a = analyze(BOURSE);
  const decl = BOURSE.indexOf('  e7 "échelon 7"') + 2;
  const branch = BOURSE.indexOf("then e7") + 5;
  const key = BOURSE.indexOf("call.plafond_base[e7]") + 18;
  it("goes to the member's declaration from a branch and from a key", () => {
    for (const at of [branch, key]) expect(definition(a, at)).toEqual([{ start: decl, end: decl + 2 }]);
  });
  it("finds the declaration among the references, and from it the uses", () => {
    expect(references(a, branch, true).map((s) => s.start)).toContain(decl);
    expect(references(a, decl, true)).toHaveLength(4);
  });
  it("hovers on the member where it is declared", () => {
    expect(hover(a, decl + 1)?.markdown).toContain("échelon 7");
  });
  it("renames a member everywhere, declaration included, leaving the scheme clean", () => {
    expect(prepareRename(a, branch)).toEqual({ span: { start: branch, end: branch + 2 }, placeholder: "e7" });
    const r = rename(a, branch, "e8");
    if ("error" in r) throw new Error(r.error);
    expect(r.edits).toHaveLength(4);
    expect(errors(apply(BOURSE, r.edits))).toEqual([]);
    expect(rename(a, branch, "e6")).toEqual({ error: "'e6' is already a member of this enumeration." });
  });
  it("lists the enumeration in the outline", () => {
    const s = documentSymbols(a).find((x) => x.name === "echelon_bourse");
    expect(s).toMatchObject({ kind: "enum", detail: "l'échelon · 8 members" });
  });
  it("renames the enumeration to a let's name (a namespace of its own, §6.3), not to another enumeration's", () => {
    const at = BOURSE.indexOf("enum echelon_bourse") + 6;
    const r = rename(a, at, "echelon");
    if ("error" in r) throw new Error(r.error);
    expect(r.edits).toHaveLength(5);
    expect(errors(apply(BOURSE, r.edits))).toEqual([]);
    const two = BOURSE.replace("enum echelon_bourse", 'enum autre { x }\nenum echelon_bourse');
    const b = analyze(two);
    expect(rename(b, two.indexOf("enum echelon_bourse") + 6, "autre")).toEqual({ error: "'autre' is already declared (enum)." });
  });
});

/** review38/repro/common.mjs's scheme: a call (budget, n), an application (id, ask), a ranking and an allocation after `decls` */
const scheme = (decls: string) => `scheme t "T" {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
${decls}
call {
  budget: money(EUR)
  n: integer
}
application {
  id: text unique
  ask: money(EUR)
}
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount ask per art1
  at boundary skip per art1
}
`;

describe("F3: the recovery after a stray token at the file's level", () => {
  it("does not read a second call or application block at `call.n` / `application.ask`", () => {
    expect(errors(scheme("let a = 1 ) call.n per art1"))).toEqual(["AL0102 expected a declaration, found ')'"]);
    expect(errors(scheme("let a = 2 3 application.ask per art1"))).toEqual(["AL0102 expected a declaration, found '3'"]);
  });
  it("nor an enumeration at a type written out", () => {
    expect(errors(scheme("let a = 1 ) enum { x } let b = call.n per art1"))).toEqual(["AL0102 expected a declaration, found ')'"]);
  });
  it("still resumes at the next declaration", () => {
    expect(errors(scheme("let a = 1 ) call.n per art1\nlet b = ) per art1"))).toEqual(["AL0102 expected a declaration, found ')'", "AL0102 expected one of a whole number, a decimal number, a percentage, a string, a date, a date-time, 'true', ..., found ')'"]);
  });
});

describe("F2: an enumeration without a member", () => {
  it("is a diagnostic at its braces, named or written out", () => {
    for (const text of [scheme('enum k "K" { }').replace("n: integer", "n: integer\n  r: money(EUR) by k"), scheme("").replace("ask: money(EUR)", "ask: money(EUR)\n  c: enum { }")]) {
      const d = analyze(text).diagnostics.filter((x) => x.severity === "error");
      expect(d.map((x) => `${x.code} ${x.message}`)).toEqual(["AL0102 expected a member in the enumeration, found none"]);
      expect(text.slice(d[0]!.span.start, d[0]!.span.end).replace(/\s/g, "")).toMatch(/^(enum)?\{\}$/);
    }
  });
});

describe("F5: a let computed without points, read of a member of the outcome", () => {
  it("is told as such, not as a field the record lacks", () => {
    const text = BOURSE.replace("columns { id, nom, points, echelon, status, amount }", 'columns { id, nom, points, echelon, status, amount }\n  statistics per l821 {\n    n "N": count(distinct w in funded: w.echelon)\n  }');
    const d = analyze(text).diagnostics.filter((x) => x.severity === "error");
    expect(d.map((x) => `${x.code} ${x.message}`)).toEqual(["AL0203 expected an input field or points of the member, found 'echelon', a let computed without points, which a member of the outcome does not carry"]);
    expect(d[0]!.hint).toContain("publish 'echelon' as a column");
  });
});
