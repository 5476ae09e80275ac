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
