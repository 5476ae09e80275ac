// A quotient past 34 significant digits (adversary17, left 2). Since adversary23 an input of more
// than 34 significant digits is refused, so the inputs below have 34 (with zeros after them) where
// they were 41 before; the quotient still passes 34 digits. Before: an income of
// 99999999999999999999999999999999999999999.99 EUR over 7 members was told
// "14285714285714285714285714285714290000000.00 EUR" — exactly it is …285714285.71: the engine
// holds 34 significant digits, and the digits after the 34th are zeros of the rounding, not of
// the value. A value of exactly 34 significant digits is (as good as always) a result rounded to
// them: it is told "about", as a quotient rounded past the fourth place is. A value of fewer
// digits is told as before.
import { describe, expect, it } from "vitest";
import { preamble, resultOf, runScheme } from "./support/scheme.js";

const scheme = `${preamble("Q")}call {
  budget: money(EUR)
}
application {
  id: text unique
  requested: money(EUR)
  income: money(EUR)
  members: integer in 1..20
  score: decimal
}
criterion low "Income per member" per art1: bands income / members {
  at most 1200.00 EUR => 4
  above 1200.00 EUR => 0
}
criterion rate "Score per member" per art1: bands score / members {
  at least 1 => 1
  below 1 => 0
}
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
const app = (id: string, income: string, members: number, score: string) => ({ id, requested: "1.00", income, members, score });
const texts = (a: ReturnType<typeof app>) => resultOf(runScheme(scheme, { call: { budget: "1000.00" }, applications: [a] }), a.id).explanation.map((e) => e.text).join("\n");

describe("a quotient rounded to 34 significant digits is told about", () => {
  it("an amount whose whole part passes 34 digits", () => {
    // 34 significant digits, 40 whole ones: / 7 is 1428571428571428571428571428571428428571.428…
    const t = texts(app("A", "9999999999999999999999999999999999000000.00", 7, "1"));
    expect(t).toContain("about 1428571428571428571428571428571428000000.00 EUR");
  });
  it("an input of more than 34 significant digits is refused, not rounded (adversary23)", () => {
    let issues: readonly { message: string }[] = [];
    try {
      texts(app("F", "99999999999999999999999999999999999999999.99", 7, "1"));
    } catch (e) {
      issues = (e as { issues: readonly { message: string }[] }).issues;
    }
    expect(issues.map((i) => i.message)).toEqual(['income: the text "9999999999999999999999999999999999999..." has 43 significant digits, more than the 34 Allot computes with']);
  });
  it("an amount of 32 whole digits: the cents are the 33rd and 34th digits, and rounded", () => {
    const t = texts(app("B", "99999999999999999999999999999999.99", 7, "1"));
    expect(t).toContain("about 14285714285714285714285714285714.28 EUR");
  });
  it("a number whose whole part passes 34 digits", () => {
    const t = texts(app("C", "1.00", 7, "9999999999999999999999999999999999000000"));
    expect(t).toContain("about 1428571428571428571428571428571428000000");
  });
  it("exact quotients, and one rounded past the fourth place, are told as before", () => {
    expect(texts(app("D", "7000.00", 7, "14"))).toMatch(/1000\.00 EUR/);
    expect(texts(app("D", "7000.00", 7, "14"))).not.toMatch(/about 1000\.00 EUR/);
    expect(texts(app("E", "1000.00", 3, "1"))).toContain("about 333.3333 EUR");
  });
});
