// Go to definition: from uses to declarations of fields, values, criteria, sources, acts and
// enumeration members; built-ins have none.
import { describe, expect, it } from "vitest";
import { definition } from "../../src/services/definition.js";
import { cursor, textOf } from "./cursor.js";

function target(name: string, marked: string): string[] {
  const { a, offset } = cursor(name, marked);
  return definition(a, offset).map((s) => {
    const line = a.lines.position(s.start).line;
    return `${textOf(a, s)}@${a.lines.lineText(line).trim().slice(0, 30).trim()}`;
  });
}

describe("definition", () => {
  it("goes from a citation to the legal source, and from a source to its act", () => {
    expect(target("seed_002", "at boundary call.grensregel per <|>awb_4_25")).toEqual(["awb_4_25@source awb_4_25 = awb article"]);
    expect(target("seed_002", "source awb_4_25 = <|>awb")).toEqual(["awb@act awb \"Algemene wet bestuurs"]);
  });

  it("goes from a use to an application field, a call parameter, a record field", () => {
    expect(target("seed_000", "rule on_time \"Wniosek złożony w terminie\": <|>submitted_at")).toEqual(["submitted_at@submitted_at: datetime(\"Europe"]);
    expect(target("seed_000", "budget call.<|>measure_budget_eur shared\n    amount requested_support_eur\n    at boundary call.boundary\n  }\n}\n\nregime threshold_pro_rata")).toEqual(["measure_budget_eur@measure_budget_eur: money(EUR)"]);
    expect(target("seed_002", "weight 3 × scores.<|>b_innovativeness")).toEqual(["b_innovativeness@b_innovativeness: integer in 1"]);
  });

  it("goes to criteria, values and quantifier variables", () => {
    expect(target("seed_002", "by <|>c highest first per lid8")).toEqual(["c@criterion c \"Kosteneffectivite"]);
    expect(target("seed_000", "by <|>tie_time earliest first")).toEqual(["tie_time@let tie_time ="]);
    expect(target("seed_003", "every s in stages: <|>s.requested_aid_pln <= 50% × s.eligible_costs_pln\n")).toEqual(["s@then every s in stages: s.requ"]);
  });

  it("goes from an enumeration member to its declaration", () => {
    expect(target("seed_003", "<|>partly => 1")).toEqual(["partly@regional_criterion: enum { met"]);
    expect(target("seed_000", "when call.selection = <|>threshold_only")).toEqual(["threshold_only@selection: enum { rank_until_e"]);
  });

  it("gives nothing for built-ins and outside names", () => {
    expect(target("seed_002", "by <|>total highest first\n  tiebreak")).toEqual([]);
    expect(target("seed_002", "<|>maximum points 36")).toEqual([]);
  });
});
