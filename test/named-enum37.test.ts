// A named enumeration (docs/language.md §6.3, issue 15's thirty-seventh round, FINDINGS36 1 and
// 5): `enum band "the band" { low "band A", mid "band B", high "band C" }` declared once, named as
// a figure per key's `by`, as a let's type (its `if` giving the members bare) and as an input
// field's type; the explanation names the computed member by its title, in every language (a
// title is the law's words); the checker's codes where it does not fit.
import { describe, expect, it } from "vitest";
import { analyze, formatScheme, hover } from "@allot/dsl";
import { headIn, runScheme } from "./support/scheme";
import { completion } from "../packages/dsl/src/services/completion.js";

const scheme = (language: string) => `${headIn(language, ["bands", "rates"])}
enum band "the band" {
  low "band A",
  mid "band B",
  high "band C"
}

call {
  ceiling: money(EUR) by band "the ceiling of each band"
  rate: money(EUR) by band "the rate of each band"
}

application {
  id: text unique
  income: money(EUR)
}

let level "the band": band =
  if income <= call.ceiling[high] then high
  else if income <= call.ceiling[mid] then mid
  else low per art1

allocation per art2 {
  budget unlimited
  amount call.rate[level] per art2
}

publish per art2 {
  columns { id, level, status, amount }
}
`;
const en = scheme("en");
const input = {
  call: { ceiling: { low: "50000.00", mid: "30000.00", high: "10000.00" }, rate: { low: "100.00", mid: "200.00", high: "300.00" } },
  applications: [
    { id: "A", income: "5000.00" },
    { id: "B", income: "20000.00" },
    { id: "C", income: "40000.00" },
  ],
};
const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (t: string, id: string) => runScheme(t, input).results.find((r) => r.id === id)!.explanation.map((s) => flat(s.text));

describe("a named enumeration, declared once", () => {
  it("checks clean: a key, a let's type, an if giving its members", () => expect(analyze(en).diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]));
  it("each application gets the rate of its own band", () => {
    const r = runScheme(en, input);
    expect(r.results.map((x) => [x.id, x.status, x.amount])).toEqual([
      ["A", "funded", "300.00"],
      ["B", "funded", "200.00"],
      ["C", "funded", "100.00"],
    ]);
  });
  it("the computed member is named by its title", () => {
    expect(texts(en, "C").find((t) => t.includes("the band = "))).toContain("the band = band A");
    expect(texts(en, "C").join("\n")).not.toMatch(/= low\b/);
  });
  for (const language of ["nl", "pl", "de", "es", "fr"]) {
    it(`names it by its title in ${language} too`, () => {
      const all = texts(scheme(language), "C").join("\n");
      expect(all).toContain("band A");
      expect(all).not.toMatch(/= low\b/);
    });
  }
  it("an input field of the enumeration keys a figure by it", () => {
    const t = en.replace("  income: money(EUR)\n", "  income: money(EUR)\n  declared: band\n").replace("call.rate[level]", "call.rate[declared]");
    expect(errors(t)).toEqual([]);
  });
  it("hover names the enumeration, with its members' titles, at its name and where a type names it; a member's, its enumeration", () => {
    const a = analyze(en);
    const at = (w: string, k = 1) => hover(a, en.indexOf(w) + w.length - k)?.markdown ?? "";
    expect(at("by band")).toContain('**Enumeration `band`** — *the band* — declared once: one of `low` (“band A”), `mid` (“band B”), `high` (“band C”)');
    expect(at("enum band")).toContain("**Enumeration `band`**");
    expect(at("then mid")).toBe('**`mid`** — *band B* — one of the values of the enumeration `band`: one of `low`, `mid`, `high`. Explanations name it "band B".');
  });
  it("completion offers it where a field's type is written", () => {
    const t = en.replace("  income: money(EUR)\n", "  income: money(EUR)\n  declared: \n");
    const items = completion(analyze(t), t.indexOf("declared: ") + "declared: ".length).items.map((i) => i.label);
    expect(items).toContain("band");
    expect(items).toContain("integer");
  });
  it("the formatter writes it one member a line", () => {
    const squeezed = en.replace('enum band "the band" {\n  low "band A",\n  mid "band B",\n  high "band C"\n}', 'enum band "the band" { low "band A", mid "band B",   high "band C" }');
    expect(squeezed).not.toBe(en);
    const f = formatScheme(squeezed);
    expect(f.ok && f.text).toContain('enum band "the band" {\n  low "band A",\n  mid "band B",\n  high "band C"\n}\n');
  });
});

describe("where it does not fit", () => {
  it("a member that is not one: AL0205 with a suggestion", () => {
    expect(errors(en.replace("then mid", "then midd"))).toEqual(["AL0205 expected a member of enum band { low, mid, high }, found 'midd'"]);
  });
  it("a member where no value of the enumeration is expected: AL0201, whose hint declares the let's type", () => {
    const t = en.replace('let level "the band": band =', 'let level "the band" =');
    const d = analyze(t).diagnostics.filter((x) => x.severity === "error");
    expect(d[0]!.code).toBe("AL0201");
    expect(d[0]!.message).toBe("expected a value, found 'high', a member of the enumeration 'band', where no value of 'band' is expected");
    expect(d[0]!.hint).toContain("let x: band = if");
  });
  it("two enumerations of one name, or one named like a type: AL0202", () => {
    expect(errors(en.replace("enum band", 'enum band "x" { a }\nenum band'))).toContain("AL0202 expected a new name for this enumeration, found 'band', already declared as one");
    expect(errors(`${en}\nenum integer { a, b }\n`)).toContain("AL0202 expected a name of its own for this enumeration, found 'integer', the name of a built-in type");
  });
  it("a range after it: AL0304", () => {
    expect(errors(en.replace('let level "the band": band =', 'let level "the band": band in 1..3 ='))[0]).toMatch(/^AL0304 expected no range after the enumeration 'band'/);
  });
  it("a figure keyed by a let: AL0548, not 'expected a type'", () => {
    const t = en.replace("  rate: money(EUR) by band", '  per_level: money(EUR) by level "x"\n  rate: money(EUR) by band');
    expect(errors(t)[0]).toMatch(/^AL0548 expected an enumeration after 'by' \(a named enumeration, .*found the let 'level', a value the scheme computes/);
  });
});
