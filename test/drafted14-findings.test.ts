// What the fourteenth round's drafter found writing schemes/drafted_deminimis from the docs alone
// (docs/performance.md, "A farm energy investment aid drafted from the docs alone (drafter14)"),
// each worked by hand on the smallest scheme that shows it.
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";

const head = `
scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
`;
const schemeOf = (text: string): CompiledScheme => load(analyze(text));

// "Reduced in the proportion of the part of the ceiling that remains to the undertaking's aid,
// rounded down to the cent" (drafted_deminimis s4(2)). Money × money is no type, so the law's
// proportion is written aid × (left / owed). By hand: 30000.00 × 0.01 / 30000.00 = 0.01 exactly;
// 170000.00 × 100000.00 / 170000.00 = 100000.00; 65000.00 × 180000.00 / 205000.00 = 57073.1707…
// → 57073.17; and a quotient first, (left / owed) × aid, the same.
const proportion = `${head}
call { budget: money(EUR) }
application { id: text unique  aid: money(EUR)  left: money(EUR)  owed: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount if id = "Q" then round((left / owed) × aid, 2, down) else round(aid × (left / owed), 2, down)
  at boundary skip
}
`;

describe("a product with a quotient among its factors", () => {
  // Before: the quotient was held to 34 significant digits first, 0.01 / 30000.00 =
  // 3.333…3e-7, and 30000.00 times it came out 0.00999…9, which rounded down to 0.00: E22 of
  // drafted_deminimis was granted nothing of the 0.01 the law leaves it.
  const { result } = evaluate(schemeOf(proportion), {
    call: { budget: "1000000.00" },
    applications: [
      { id: "A", aid: "30000.00", left: "0.01", owed: "30000.00" },
      { id: "B", aid: "170000.00", left: "100000.00", owed: "170000.00" },
      { id: "C", aid: "65000.00", left: "180000.00", owed: "205000.00" },
      { id: "Q", aid: "30000.00", left: "0.01", owed: "30000.00" },
      { id: "Z", aid: "30000.00", left: "0.01", owed: "0.00" },
    ],
  });
  const row = (id: string) => result.results.find((r) => r.id === id)!;
  it("divides once, at the end, as the law's proportion does", () => {
    expect(["A", "B", "C", "Q"].map((id) => row(id).amount)).toEqual(["0.01", "100000.00", "57073.17", "0.01"]);
  });
  it("still refuses a division by zero with its reason", () => {
    expect(row("Z").status).toBe("ineligible");
    expect(row("Z").reasons.map((r) => r.message).join(" ")).toContain("division by zero");
  });
});

// The same proportion compared rather than granted: "the request may not exceed the part of the
// aid the ceiling leaves", requested <= aid × (left / owed). By hand: 0.01 <= 30000.00 × 0.01 /
// 30000.00 = 0.01 holds; 0.02 does not.
const compared = `${head}
call { budget: money(EUR) }
application { id: text unique  requested: money(EUR)  aid: money(EUR)  left: money(EUR)  owed: money(EUR) }
eligibility per art1 {
  rule within "Within the part the ceiling leaves": requested <= aid × (left / owed)
}
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount requested  at boundary skip }
`;

describe("a comparison with a product whose factor is a quotient", () => {
  // Before: compared through the fused product with the quotient held to 34 digits, so 0.01 was
  // found above 0.00999…9 and A was refused.
  const { result } = evaluate(schemeOf(compared), {
    call: { budget: "100.00" },
    applications: [
      { id: "A", requested: "0.01", aid: "30000.00", left: "0.01", owed: "30000.00" },
      { id: "B", requested: "0.02", aid: "30000.00", left: "0.01", owed: "30000.00" },
    ],
  });
  it("compares the law's exact proportion", () => {
    expect(result.results.map((r) => [r.id, r.status])).toEqual([
      ["A", "funded"],
      ["B", "ineligible"],
    ]);
  });
});

// A field named `total` (the undertaking's total costs, a form's "total" box): the bare name is
// the total of the points wherever it is read (§9), so the field can only be read as
// application.total. Before, the drafter was told the field was unused and that an eligibility
// rule "cannot use the total of points", and neither said why the field was not read.
describe("an application field named total", () => {
  const text = `${head}
call { budget: money(EUR) }
application { id: text unique  total: money(EUR) }
eligibility per art1 { rule small "Small": total <= 1000 EUR }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount application.total  at boundary skip }
`;
  const ds = analyze(text).diagnostics;
  it("is told where the bare name is read: it is the points' total, the field is application.total", () => {
    const d = ds.find((x) => x.code === "AL0207")!;
    expect(d.hint).toContain("application.total");
    expect(d.fixes?.[0]?.text).toBe("application.total");
  });
  it("and where it is declared, when no read reaches it", () => {
    const unused = `${head}
call { budget: money(EUR) }
application { id: text unique  total: money(EUR)  asked: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  at boundary skip }
`;
    const d = analyze(unused).diagnostics.find((x) => x.code === "AL0409")!;
    expect(d.message).toContain("the bare name 'total' is the total of the points");
    expect(d.hint).toContain("application.total");
  });
  it("reads the field as application.total once fixed", () => {
    const fixed = text.replace("rule small \"Small\": total", "rule small \"Small\": application.total");
    expect(analyze(fixed).diagnostics.filter((x) => x.severity === "error")).toEqual([]);
  });
});

// "Where the undertaking's aid would exceed what is left of the ceiling, it is reduced"
// (drafted_deminimis s4(2)): an amount `if owed <= left then aid else …`. The reduced applicant
// was told "= 0.01 EUR, as its condition does not hold (owed: 30000.00 EUR; left: 0.01 EUR; …)",
// and which condition was written nowhere in the step.
describe("the else of an amount after one condition", () => {
  const text = `${head}
call { budget: money(EUR) }
application { id: text unique  aid: money(EUR)  left: money(EUR)  owed: money(EUR) }
let grant = if owed <= left then aid else round(aid × (left / owed), 2, down) per art1
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount grant  at boundary skip }
`;
  const { result } = evaluate(schemeOf(text), {
    call: { budget: "100000.00" },
    applications: [
      { id: "A", aid: "30000.00", left: "0.01", owed: "30000.00" },
      { id: "B", aid: "500.00", left: "1000.00", owed: "500.00" },
    ],
  });
  const amountStep = (id: string) => result.results.find((r) => r.id === id)!.explanation.map((s) => s.text).find((t) => t.startsWith("The amount:"));
  it("names the condition that does not hold, as the arm taken names the one that holds", () => {
    expect(amountStep("A")).toBe("The amount: grant = (aid × (left / owed) = 0.01 EUR, rounded to the cent, toward zero: 0.01 EUR) = 0.01 EUR, as owed <= left does not hold (owed: 30000.00 EUR; left: 0.01 EUR; aid: 30000.00 EUR).");
    expect(amountStep("B")).toBe("The amount: grant = aid = 500.00 EUR, as owed <= left (owed: 500.00 EUR; left: 1000.00 EUR; aid: 500.00 EUR).");
  });
});

// "Every grant is multiplied by the reduction coefficient, which is the budget divided by that
// total" (drafted_deminimis s5(1)): the JSON totals gave proRataCoefficient, the Markdown and
// HTML reports — the published list — did not. And a figure with more than 20 decimals (this
// coefficient, points of a criterion `quality / 3`) stopped the HTML report with an internal
// error: Intl writes at most 20.
describe("the pro-rata coefficient in the published reports", () => {
  const text = `${head.replace("language en", "language nl")}
call { budget: money(EUR) }
application { id: text unique  quality: integer in 0..10  asked: money(EUR) }
criterion q "Kwaliteit" per art1: quality / 3
ranking per art1 { by total highest first tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  pro rata rounded down to 0.01 remainder unallocated }
`;
  const scheme = schemeOf(text);
  // by hand: 10.00 + 20.00 = 30.00 asked of 10.00: coefficient 10 / 30 = 0.333… (34 digits);
  // A's points 1 / 3 = 0.333…, B's 2 / 3 = 0.666…7
  const { result } = evaluate(scheme, {
    call: { budget: "10.00" },
    applications: [
      { id: "A", quality: 1, asked: "10.00" },
      { id: "B", quality: 2, asked: "20.00" },
    ],
  });
  const third = "0.3333333333333333333333333333333333";
  it("is in the Markdown totals", () => {
    expect(result.totals["main"]!.proRataCoefficient).toBe(third);
    expect(formatResult(result, "md", scheme)).toContain(`Pro rata coefficient (main): ${third} = budget / requested.`);
  });
  it("is a column of the HTML totals, in the language's numbers, and the report is made", () => {
    const html = htmlReport(result, scheme);
    expect(html).toContain("<th class=\"num\">Verdeelcoëfficiënt naar rato</th>");
    expect(html).toContain(`<td class="num">${third.replace(".", ",")}</td>`);
    expect(html).toContain("0,6666666666666666666666666666666667");
  });
});
