// Find references: every use of a declared name, with or without its declaration.
import { describe, expect, it } from "vitest";
import { references } from "../../src/services/references.js";
import { cursor, textOf } from "./cursor.js";

function refs(name: string, marked: string, includeDeclaration = true): string[] {
  const { a, offset } = cursor(name, marked);
  return references(a, offset, includeDeclaration).map((s) => `${textOf(a, s)}:${a.lines.position(s.start).line + 1}`);
}

describe("references", () => {
  it("finds every citation of a legal source", () => {
    expect(refs("seed_000", "source <|>art23_3a =")).toEqual(["art23_3a:37", "art23_3a:135", "art23_3a:137", "art23_3a:159"]);
    expect(refs("seed_000", "source <|>art23_3a =", false)).toEqual(["art23_3a:135", "art23_3a:137", "art23_3a:159"]);
  });

  it("finds every use of a field, through `call.` and bare", () => {
    expect(refs("seed_000", "<|>measure_budget_eur: money(EUR)").length).toBe(4);
    expect(refs("seed_004", "<|>requested_aid_pln: money(PLN)")).toHaveLength(1 + 3 * 2);
  });

  it("finds the uses of a criterion in ordering keys", () => {
    expect(refs("seed_002", "criterion <|>a \"Mate")).toEqual(["a:92", "a:105"]);
  });

  it("finds every occurrence of an enumeration member: declaration, comparisons and match arms", () => {
    expect(refs("seed_003", "regional_criterion: enum { <|>met, partly, not_met }")).toEqual(["met:93", "met:129"]);
    expect(refs("seed_004", "call.report_years_reading = <|>two_years_class")).toEqual(["two_years_class:79", "two_years_class:96"]);
  });

  it("finds nothing where there is no name", () => {
    expect(refs("seed_002", "<|>ranking per lid5")).toEqual([]);
  });
});
