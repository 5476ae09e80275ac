// What an adversarial run of the seventeenth round found that the checker let through
// (docs/performance.md, adversary17), each held by the checker's diagnostics.
import { describe, expect, it } from "vitest";
import { analyze, formatScheme } from "@allot/dsl";
import { preamble } from "./support/scheme.js";

/** The codes and the texts they mark, of `text`'s diagnostics. */
function marked(text: string): Array<[string, string]> {
  return analyze(text).diagnostics.map((d) => [d.code, text.slice(d.span.start, d.span.end)]);
}

describe("a group's cap on a budget of places that can be a fraction of a place (AL0408)", () => {
  // AL0408 (checks16) asked how the law rounds a stage's, a reservation's and a quota's share of
  // places; a group's `at most` is such a share too — `at most call.places / 2` of 5 places is 2.5
  const places = (cap: string) => `${preamble("T")}call { places: integer }
application {
  id: text unique
  applicant: text
  score: integer in 0..20
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.places
  amount 1
  at boundary stop per art1
  group by applicant "Applicant" per art1 {
    at most ${cap} per art1
  }
}
`;
  it("is refused as a stage's share is, and a whole cap stays clean", () => {
    expect(marked(places("call.places / 2"))).toEqual([["AL0408", "call.places / 2"]]);
    expect(marked(places("30% × call.places"))).toEqual([["AL0408", "30% × call.places"]]);
    for (const cap of ["2", "call.places - 1", "round(call.places / 2, 0, down)", "2 grants"]) expect(marked(places(cap)), cap).toEqual([]);
  });
});

describe("a number that ends its line is not an amount in the currency of the next line's word", () => {
  // `budget 2` with `unfunded go on` on the next line read as 2 in a currency "unfunded" (AL0205
  // twice: checks16 left it, its tests wrote such budgets in brackets); and `allot fmt` of the
  // brackets, `budget (2)`, printed `budget 2` — which then meant another thing — and stopped with
  // an internal error (exit 3) on a scheme that checked clean
  const stage = (budget: string) => `${preamble("T")}call { places: integer }
application {
  id: text unique
  region: enum { south, north }
  score: integer in 0..20
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.places
  amount 1
  at boundary stop per art1
  stage north "Northern applicants" per art1 when region = north {
    budget ${budget}
    unfunded go on
  }
  stage all "Every applicant not yet admitted" per art1 {
    budget left
  }
}
`;
  it("checks clean, and formats", () => {
    expect(marked(stage("2"))).toEqual([]);
    const f = formatScheme(stage("(2)"));
    expect(f).toEqual({ ok: true, text: expect.stringContaining("    budget 2\n    unfunded go on\n") });
    expect(formatScheme((f as { text: string }).text)).toEqual(f);
  });

  it("an amount and its currency on one line stay money", () => {
    const money = stage("300.00 EUR").replace("places: integer", "places: money(EUR)").replace("amount 1", "amount 100.00 EUR");
    expect(marked(money)).toEqual([]);
  });
});

describe("pro rata of places rounded to a fraction of a place (AL0547)", () => {
  // `pro rata rounded down to 0.01` in an allocation of places checked clean and granted "pro rata
  // 0.66 places of the 1 place asked"
  const places = (clause: string) => `${preamble("T")}call { places: integer }
application {
  id: text unique
  score: integer in 0..20
}
criterion p per art1: weight 1 × score
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first
  }
}
allocation per art1 {
  budget call.places
  amount 1
  ${clause}
}
`;
  it("is refused at the step; a whole step stays clean", () => {
    expect(marked(places("pro rata rounded down to 0.01 remainder unallocated"))).toEqual([["AL0547", "0.01"]]);
    expect(marked(places("pro rata rounded down to 0.5 remainder largest_remainder"))).toEqual([["AL0547", "0.5"]]);
    expect(marked(places("pro rata rounded down to 1 remainder ranking_order"))).toEqual([]);
  });
});
