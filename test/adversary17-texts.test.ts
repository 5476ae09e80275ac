// What an adversarial run of the seventeenth round found in the texts the results quote from a
// scheme's source (docs/performance.md, adversary17): a comment inside an expression was quoted
// with it — a drafter's note to a colleague ("// TODO ask legal whether 18 is lawful") reached every
// applicant's explanation and notice, and a line comment quoted on one line swallowed the words
// after it ("age >= 18 // TODO … and age < 100" reads as if the rest were the comment's). `allot
// fmt` moves such a comment before its declaration, so the same scheme gave other results once
// formatted.
import { describe, expect, it } from "vitest";
import { formatScheme } from "@allot/dsl";
import { oneLine } from "../packages/dsl/src/syntax/oneLine.js";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const scheme = `${preamble("T")}call {
  budget: money(EUR)
}
application {
  id: text unique
  requested: money(EUR)
  score: integer in 0..20
  age: integer in 0..120
  site: text
}
eligibility per art1 {
  rule adult "Adult": age >= 18 // TODO ask legal whether 18 is lawful
    and age < 100 /* internal: nobody is 100 */
  rule site "Site": site != "http://example.org/x" /* not // a line comment */ or site = "a /* b */ c"
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  at boundary skip per art1
}
`;
const input = { call: { budget: "1000.00" }, applications: [{ id: "A", requested: "100.00", score: 5, age: 30, site: "s" }] };
const texts = (text: string) => resultOf(runScheme(text, input), "A").explanation.map((e) => e.text);

describe("a comment inside an expression is not quoted with it", () => {
  it("the rule's condition is told without the comments, the texts written in it kept whole", () => {
    const t = texts(scheme);
    expect(t).toContain("Rule 'Adult' is met (age >= 18 and age < 100).");
    expect(t).toContain(`Rule 'Site' is met (site != "http://example.org/x" or site = "a /* b */ c").`);
    expect(t.join("\n")).not.toMatch(/TODO|internal|line comment/);
  });

  it("the scheme formatted gives the same explanation", () => {
    const f = formatScheme(scheme);
    expect(f.ok).toBe(true);
    expect(texts((f as { text: string }).text)).toEqual(texts(scheme));
  });
});

describe("a piece of source quoted on one line (oneLine)", () => {
  const quoted = (t: string) => oneLine(t, { start: 0, end: t.length });
  it("drops comments where they stood, keeps texts and text blocks whole", () => {
    expect(quoted("min(/* a */ x, y)")).toBe("min(x, y)");
    expect(quoted("a/* c */b")).toBe("a b");
    expect(quoted("sum(\n  // the members\n  m in xs: m\n)")).toBe("sum(m in xs: m)");
    expect(quoted('x = "a \\" // b" // c\n  or y')).toBe('x = "a \\" // b" or y');
    expect(quoted('"""a // b /* c */"""')).toBe('"""a // b /* c */"""');
    expect(quoted("a / b")).toBe("a / b");
  });
});

describe("a stage's budget tells `left` as what is left, and nothing else", () => {
  // drafter16 told `left` "what is left" by a regular expression over the budget's text: it also
  // rewrote a name ending in "left" after a letter JavaScript's \w does not know ("leftä"), and a
  // text the budget compares ("left", a bank of a river)
  const text = `${preamble("T")}call {
  budget: money(EUR)
  b1: money(EUR)
  side: text
}
application {
  id: text unique
  requested: money(EUR)
  region: enum { north, south }
  score: integer in 0..20
}
let leftä = call.b1
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.budget
  amount requested
  stage one "North" per art1 when region = north {
    budget leftä
    at boundary skip per art1
    unfunded go on
  }
  stage two "Rest" per art1 {
    budget if call.side = "left bank" then left else left - call.b1
    at boundary skip per art1
  }
}
`;
  const input = { call: { budget: "1000.00", b1: "300.00", side: "left bank" }, applications: [{ id: "N1", requested: "200.00", region: "north", score: 20 }, { id: "S1", requested: "500.00", region: "south", score: 18 }] };
  it("a name and a text holding the word are quoted as written", () => {
    const r = runScheme(text, input);
    expect(resultOf(r, "N1").explanation.map((e) => e.text)).toContain("Decided in stage 1 of 2, 'North': it considers only the applications that meet its condition: region = north; budget 300.00 EUR (leftä).");
    expect(resultOf(r, "S1").explanation.map((e) => e.text)).toContain(`Decided in stage 2 of 2, 'Rest': it considers every application not yet funded; budget 800.00 EUR (if call.side = "left bank" then what is left else what is left - call.b1; call.b1: 300.00 EUR).`);
  });
});
