// The Markdown report's totals name the unit a regime's figures are in (words30, the brief's
// item 4). A regime that allocates places had an empty unit cell ("| main |  | 10000 | …"), where
// the HTML report heads its columns "Budget (kW)" and "Asked (kW)": the Markdown now says "kW" for a
// quantity and "places" for places counted as places; money keeps its currency.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { formatResult } from "../packages/dsl/src/report/formats.js";

const totalsOf = (dir: string, file: string, data: string): string[] => {
  const d = resolve(__dirname, "../schemes", dir);
  const scheme = load(analyze(readFileSync(join(d, file), "utf8")));
  const md = formatResult(evaluate(scheme, JSON.parse(readFileSync(join(d, "data", data), "utf8"))).result, "md", scheme);
  return md.split("## Totals")[1]!.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| regime"));
};

describe("the Markdown totals' unit column", () => {
  it("a quantity in kW (drafted_solartender): kW", () => {
    expect(totalsOf("drafted_solartender", "solar_tender.allot", "bids_2027_06.json")).toEqual(["| main | kW | 10000 | 13700 | 10100 | 0 | -100 |"]);
  });
  it("places (drafted_school): places", () => {
    expect(totalsOf("drafted_school", "school_places.allot", "places_2027.json")[0]).toMatch(/^\| \w+ \| places \| /);
  });
  it("money keeps its currency (drafted_stypendium_rektora): PLN", () => {
    expect(totalsOf("drafted_stypendium_rektora", "stypendium_rektora.allot", "wnioski_2027.json")[0]).toMatch(/^\| olimpijczycy \| PLN \| /);
  });
});
