// What an adversarial run of the sixteenth round found in the checker: a pro-rata minimum grant
// written in another unit than the budget's (`minimum 300.00 USD` of a budget in euros, or a
// plain number of one in euros) checked clean and was read as the budget's unit — compared with
// the euro shares and explained as "below the minimum grant of 300.00 EUR". It is AL0302 / AL0301,
// as a quota's limit is, in the three places pro rata is written. And a coefficient rounded to
// more places than are computed exactly (below).
import { describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";

const head = `scheme s "S" { version "1" }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
`;
// (places are shared in whole places: AL0547, adversary17)
const inAllocation = (budget: string, asked: string, minimum: string) => `${head}call { budget: ${budget} }
application { id: text unique  asked: ${asked} }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  pro rata rounded down to ${budget === "integer" ? "1" : "0.01"} remainder unallocated minimum ${minimum} then reshare per art1 }
`;
const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.message, text.slice(d.span.start, d.span.end)]);

describe("a pro-rata minimum grant in the unit of the budget", () => {
  it("in another currency: AL0302 at the amount", () => {
    expect(errors(inAllocation("money(EUR)", "money(EUR)", "300.00 USD"))).toEqual([["AL0302", "expected the minimum grant in the unit of the budget, an amount in EUR, found an amount in USD", "300.00 USD"]]);
  });
  it("a plain number where the budget is money: AL0301, the hint with the currency", () => {
    const a = analyze(inAllocation("money(EUR)", "money(EUR)", "300"));
    const d = a.diagnostics.find((x) => x.severity === "error")!;
    expect([d.code, d.message, d.hint]).toEqual(["AL0301", "expected the minimum grant in the unit of the budget, an amount in EUR, found a plain number (integer)", "write the minimum as an amount in EUR, such as 'minimum 300 EUR then reshare'"]);
  });
  it("money where the budget counts places: AL0301", () => {
    expect(errors(inAllocation("integer", "integer in 1..100", "3.00 EUR")).map((e) => e[0])).toEqual(["AL0301"]);
  });
  it("in the budget's own unit: clean, money and places alike", () => {
    expect(errors(inAllocation("money(EUR)", "money(EUR)", "300.00 EUR"))).toEqual([]);
    expect(errors(inAllocation("integer", "integer in 1..100", "3"))).toEqual([]);
  });
  it("in a stage's boundary and a group's share too", () => {
    // an allocation of euros with a boundary policy and one block of items
    const allocation = (policy: string, block: string) => `${head}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  who: text }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy}
  ${block}
}
`;
    const stage = allocation("skip", `stage all "All" per art1 {
    budget left
    at boundary pro rata rounded down to 0.01 remainder unallocated minimum 25.00 PLN then reshare per art1
  }`);
    expect(errors(stage)).toEqual([["AL0302", "expected the minimum grant in the unit of the budget, an amount in EUR, found an amount in PLN", "25.00 PLN"]]);
    const group = allocation("partial", `group by who "Consortium" per art1 {
    together
    pro rata rounded down to 0.01 remainder unallocated minimum 25 then unallocated per art1
  }`);
    expect(errors(group).map((e) => [e[0], e[2]])).toEqual([["AL0301", "25"]]);
  });
});

// A coefficient rounded to 40 places was published as "0.6666666666666666666666666666666667000000"
// — above 2/3, the budget over the total, which it says it rounds down: a quotient is held to 34
// digits, and so is its product with the total. Twelve places are more than any law gives.
describe("a reduction coefficient rounded to more places than are computed exactly", () => {
  const scheme = (step: string) => inAllocation("money(EUR)", "money(EUR)", "1.00 EUR").replace("pro rata rounded", `pro rata coefficient rounded down to ${step} rounded`);
  it("past twelve places: AL0547 at the step", () => {
    expect(errors(scheme(`0.${"0".repeat(39)}1`))).toEqual([["AL0547", "expected the coefficient rounded to at most 12 decimal places, found 40", `0.${"0".repeat(39)}1`]]);
    expect(errors(scheme("0.0000000000001")).map((e) => e[0])).toEqual(["AL0547"]);
  });
  it("twelve places and fewer: clean", () => {
    expect(errors(scheme("0.000000000001"))).toEqual([]);
    expect(errors(scheme("0.0001"))).toEqual([]);
  });
});
