// A reported tie's note (`ties[].note`) is in the scheme's language, as its reasons are: it was
// English in a Polish scheme (drafter11, schemes/drafted_stypendium without the committee's draw).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";

const repo = join(__dirname, "..");

// Two applications of equal income per person ask 600.00 each of a budget of 1000.00: the scheme
// gives no tie-break, and the tie's order decides who is funded.
const tied = (language: string) =>
  evaluate(
    load(
      analyze(`
scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
call { budget: money(PLN) }
application { id: text unique  income: money(PLN) in 0..100000  asked: money(PLN) }
ranking per art1 { by income lowest first }
allocation per art1 { budget call.budget  amount asked  at boundary skip }
`),
    ),
    { call: { budget: "1000.00" }, applications: [{ id: "A", income: "100.00", asked: "600.00" }, { id: "B", income: "100.00", asked: "600.00" }] },
  ).result.ties.map((t) => t.note);

describe("a tie's note in the scheme's language", () => {
  it("en: as recorded", () => {
    expect(tied("en")).toEqual(["the scheme does not break this tie, and its order decides who is funded"]);
  });
  it("pl", () => {
    expect(tied("pl")).toEqual(["przepisy nie rozstrzygają tej równej pozycji, a od kolejności tych wniosków zależy, które z nich otrzymają środki"]);
  });
  it("nl", () => {
    expect(tied("nl")).toEqual(["de regeling doorbreekt deze gelijke stand niet, en de volgorde bepaalt wie subsidie krijgt"]);
  });
  it("pl: a chain that runs out names its steps in Polish (drafted_stypendium, no draw yet)", () => {
    const dir = join(repo, "schemes", "drafted_stypendium");
    const scheme = load(analyze(readFileSync(join(dir, "stypendium_szkolne.allot"), "utf8")));
    const input = JSON.parse(readFileSync(join(dir, "data", "stypendia_2026.json"), "utf8"));
    input.call.losowanie = [];
    const ties = evaluate(scheme, input).result.ties;
    expect(ties.map((t) => [t.ids, t.note])).toEqual([
      [["S12", "S13"], "kolejne kryteria rozstrzygające (data wpływu wniosku (od najwcześniejszej), następnie losowanie) nie rozstrzygają tej równej pozycji, a od kolejności tych wniosków zależy, które z nich otrzymają środki"],
    ]);
  });
});
