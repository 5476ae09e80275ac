// `budget 200 eur` in a stage with `unfunded go on` on the next line (fix17, left 1): the stage's
// settings item took `eur unfunded go` as its words, and the drafter got AL0502 (a budget without
// its currency), AL0205 of the settings and four AL0102s at `on` — seven diagnostics, none saying
// what is wrong. A currency code written in small letters right after its number on its line is
// read as the amount's currency, with one syntax error at the word that says a currency is three
// capitals, and its hint the amount as it is written; the rest of the stage reads as written.
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";
import { preamble } from "./support/scheme.js";

const scheme = (allocation: string) => `${preamble("T")}call { budget: money(EUR) }
application {
  id: text unique
  region: enum { south, north }
  score: integer in 0..20
  asked: money(EUR)
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
${allocation}}
`;
const stage = (first: string) => scheme(`  budget call.budget
  amount asked
  at boundary stop per art1
  stage north "North" per art1 when region = north {
${first}  }
  stage all "All" per art1 {
    budget left
  }
`);
const said = (text: string) => analyze(text).diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end), d.message, d.hint]);
const ONE = (amount: string) => [["AL0102", "eur", "expected a three-letter ISO 4217 currency code after the amount, found 'eur'", `a currency is written in three capitals after the amount: ${amount} EUR`]];

describe("a currency in small letters before the next line's setting", () => {
  for (const next of ["unfunded go on", "unfunded stay out", "unfunded go on\n    unused lapses", "admit first 2"]) {
    it(`budget 200 eur, then ${next}: one diagnostic, what is wrong and how to write it`, () => {
      expect(said(stage(`    budget 200 eur\n    ${next}\n`))).toEqual(ONE("200"));
      // and written in capitals the stage is clean
      expect(said(stage(`    budget 200 EUR\n    ${next}\n`))).toEqual([]);
    });
  }
  it("the allocation's own budget, a decimal amount, and Pln / Eur in mixed letters", () => {
    expect(said(scheme("  budget 20000.50 eur\n  amount asked\n  at boundary stop per art1\n"))).toEqual(ONE("20000.50"));
    const mixed = stage("    budget 200 Eur\n    unfunded go on\n");
    expect(said(mixed).map(([c, t]) => [c, t])).toEqual([["AL0102", "Eur"]]);
  });
  it("a word that is no currency code is read as before: `budget 2 unfunded go on` on one line is the setting; fmt refuses the small letters", () => {
    expect(said(stage("    budget 200 EUR unfunded go on\n"))).toEqual([]);
    expect(formatScheme(stage("    budget 200 eur\n    unfunded go on\n")).ok).toBe(false);
  });
});
