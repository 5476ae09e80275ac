// review38's open findings (review38/FINDINGS.md), mended in round 39 (review39/FINDINGS.md), each
// with a test that fails without its mend: F6 a word of the language as a named enumeration's first
// member emptied it; F7 the formatter lifted the comments between an enumeration's braces above it;
// F8 two named enumerations with the same members were one type. Round 38's own (review39 F1):
// completion after a comma outside brackets threw, or offered another list's members.
import { describe, expect, it } from "vitest";
import { analyze, completion, formatScheme, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const scheme = (decls: string, { call = "", app = "", lets = "", amount = "ask" } = {}) => `scheme t "T" {
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
  ${call}
}
application {
  id: text unique
  ask: money(EUR)
  ${app}
}
${lets}
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount ${amount} per art1
  at boundary skip per art1
}
publish per art1 {
  columns { id, status }
}
`;
const diags = (text: string) => analyze(text).diagnostics.filter((d) => d.code !== "AL0409").map((d) => `${d.code} ${d.message}`);

describe("F6: a word of the language as a member", () => {
  for (const w of ["budget", "amount", "in", "if"]) {
    it(`'${w}' first: one AL0104 naming it, the other members kept`, () => {
      const ds = diags(scheme(`enum k { ${w}, b }`, { call: "r: money(EUR) by k", amount: "call.r[b]" }));
      expect(ds).toEqual([`AL0104 expected a name for the member, found '${w}', a word of the language`]);
    });
  }
  it("second, and written out in a field: the same diagnostic", () => {
    expect(diags(scheme(`enum k { b, budget }`, { call: "r: money(EUR) by k", amount: "call.r[b]" }))).toEqual(["AL0104 expected a name for the member, found 'budget', a word of the language"]);
    expect(diags(scheme("", { app: "c: enum { amount, b }" }))).toEqual(["AL0104 expected a name for the member, found 'amount', a word of the language"]);
  });
  it("a member named like a soft word the grammar reads as a name elsewhere is refused too: it could not be written bare", () => {
    expect(diags(scheme(`enum k { first "First", b }`, { call: "r: money(EUR) by k", amount: "call.r[b]" }))).toEqual(["AL0104 expected a name for the member, found 'first', a word of the language"]);
  });
});

describe("F7: comments between an enumeration's braces stay by their members", () => {
  const body = (text: string) => text.slice(text.indexOf("enum") - 1);
  it("named: a comment after the brace, before a member, after a member's comma, before the brace", () => {
    const t = scheme(`enum k "K" { // all of them\n  // first\n  a "A", // after a\n  b "B" // after b\n  // last\n}`, { call: "r: money(EUR) by k", amount: "call.r[a]" });
    const f = formatScheme(t).text;
    expect(f).toContain(`enum k "K" { // all of them\n  // first\n  a "A", // after a\n  b "B" // after b\n  // last\n}\n`);
    expect(formatScheme(f).text).toBe(f);
    expect(body(f)).not.toMatch(/^\/\//);
  });
  it("written out in a field: one member a line where a comment is between its braces", () => {
    const t = scheme("", { app: "c: enum { a, // the first\n b }" });
    const f = formatScheme(t).text;
    expect(f).toContain("  c: enum {\n    a, // the first\n    b\n  }\n");
    expect(formatScheme(f).text).toBe(f);
    // without a comment, on one line as before
    expect(formatScheme(scheme("", { app: "c: enum {\n a,\n b }" })).text).toContain("  c: enum { a, b }\n");
  });
});

describe("F8: each named enumeration is its own type", () => {
  const two = `enum k { a "Alpha of k", b "Beta of k" }\nenum j { a "A of j", b "B of j" }`;
  it("a let of one given a field of the other is refused", () => {
    const ds = diags(scheme(two, { call: "r: money(EUR) by k", app: "c: j", lets: `let x "x": k = c per art1`, amount: "call.r[x]" }));
    expect(ds.join("\n")).toMatch(/AL0301 .*enum k \{ a, b \}.*enum j \{ a, b \}|AL0301 .*enum j \{ a, b \}.*enum k \{ a, b \}/);
  });
  it("a figure by one read at a value of the other, and a comparison of the two, are refused", () => {
    expect(diags(scheme(two, { call: "r: money(EUR) by k", app: "c: j", amount: "call.r[c]" })).length).toBeGreaterThan(0);
    expect(diags(scheme(two, { app: "c: j\n  d: k", lets: "let same: boolean = c = d per art1" })).length).toBeGreaterThan(0);
  });
  it("one enumeration, and an enumeration written out, keep comparing by members", () => {
    expect(diags(scheme(two, { call: "r: money(EUR) by k", app: "c: k", lets: `let x "x": k = c per art1`, amount: "call.r[x]" }))).toEqual([]);
    expect(diags(scheme(two, { app: "c: j\n  d: enum { a, b }", lets: "let same: boolean = c = d per art1" }))).toEqual([]);
  });
});

describe("review39 F1: completion after a comma in a list that is no bracket", () => {
  const members = (text: string, at: number) => completion(analyze(text), at).items.filter((i) => i.kind === "member").map((i) => i.label);
  it("in a publication's columns: no exception, and no enumeration's members", () => {
    const plain = scheme("");
    expect(() => completion(analyze(plain), plain.indexOf("columns { id, ") + 14)).not.toThrow();
    const t = scheme(`enum k { a, b }`, { call: "r: money(EUR) by k", app: "c: k", lets: "let q: boolean = c in [a, b] per art1", amount: "call.r[b]" });
    expect(members(t, t.indexOf("columns { id, ") + 14)).toEqual([]);
    // inside `in [ … ]` the members are still offered
    expect(members(t, t.indexOf("[a, b]") + 4)).toEqual(["a", "b"]);
  });
});

describe("review39 F2-F4: a phase's citation, its name, its criteria", () => {
  const app = "x: integer in 0..10\n  z: integer in 0..10\n  w: integer in 0..10";
  const before = 'source art2 = law article 2 """\n  Y.\n  """\ncriterion c1 "C1" per art1: x\nthreshold t1 "T1" per art1: c1 >= 3\n';
  const phase = (head: string, body = '  criterion c3 "C3" per art1: z + w\n') => scheme(before + `${head} {\n${body}}`, { app });
  it("F2: a phase citing no declared source is AL0201; a source cited by a phase alone is cited", () => {
    expect(diags(phase('phase p "P" per nope after t1')).sort()).toEqual(["AL0201 expected the name of a declared source after 'per', found 'nope'", "AL0411 expected the legal source 'art2' to be cited, found no 'per art2' in the scheme"]);
    expect(diags(phase('phase p "P" per art2 after t1'))).toEqual([]);
  });
  it("F3: two phases of one name are AL0202", () => {
    const t = scheme(before.replace("source art2", "source art9") + 'phase p "P" per art1 after t1 {\n  criterion c3 "C3" per art1: z\n}\nphase p "P2" per art1 after t1 {\n  criterion c4 "C4" per art1: w\n}', { app });
    expect(diags(t).filter((d) => !d.startsWith("AL0411"))).toEqual(["AL0202 expected a new name for this phase, found 'p', already a phase's name"]);
  });
  it("F4: a phase without a criterion is a syntax error at its closing brace, not a phase that vanishes", () => {
    expect(diags(phase('phase p "P" per art2 after t1', "")).filter((d) => !d.startsWith("AL0409"))).toEqual(["AL0102 expected 'criterion', found '}'"]);
  });
});

describe("review39 F6: the scale's hover heading in the client's language", () => {
  it("opens in each language, the English kept for English", async () => {
    const { readFileSync } = await import("node:fs");
    const { hover } = await import("@allot/dsl");
    const t = readFileSync(new URL("../schemes/drafted_oposicion/oposicion_auxiliar.allot", import.meta.url), "utf8");
    const a = analyze(t);
    const at = t.indexOf("points decimal(3)") + 1;
    const heads = { en: "**Points with 3 places**", nl: "**Punten met 3 decimalen**", pl: "**Punkty z 3 miejscami po przecinku**", de: "**Punkte mit 3 Nachkommastellen**", es: "**Puntos con 3 decimales**", fr: "**Points à 3 décimales**" } as const;
    for (const [lang, head] of Object.entries(heads)) expect(hover(a, at, lang as keyof typeof heads)?.markdown.startsWith(head), lang).toBe(true);
  });
});

describe("review39: a threshold named twice after a phase's 'after'", () => {
  it("is AL0202 at the second", () => {
    const app = "x: integer in 0..10\n  z: integer in 0..10";
    const t = scheme('criterion c1 "C1" per art1: x\nthreshold t1 "T1" per art1: c1 >= 3\nphase p "P" per art1 after t1, t1 {\n  criterion c3 "C3" per art1: z\n}', { app });
    expect(diags(t)).toEqual(["AL0202 expected each threshold once after 'after', found 't1' a second time"]);
  });
});

describe("review39 F5: a threshold not met tells its values with the language's colon", () => {
  it("French sets a space before it, as a met threshold does", () => {
    const body = 'criterion c1 "C1" per art1: x\nthreshold t1 "T1" per art1: c1 >= 3';
    const told = (lang: string) => {
      const t = scheme(body, { app: "x: integer in 0..10" }).replace('version "1"', `version "1"\n  language ${lang}`);
      const r = evaluate(load(analyze(t)), { call: { budget: "10.00" }, applications: [{ id: "A", ask: "1.00", x: 1 }] }, { explain: true }).result;
      return r.results[0]!.explanation.map((s) => s.text).find((s) => s.includes("T1"));
    };
    expect(told("fr")).toMatch(/ n'est pas atteint : c1 >= 3 \(C1 : 1 point\)$/);
    expect(told("en")).toBe("Threshold 'T1' is not met: c1 >= 3 (C1: 1 point)");
  });
});
