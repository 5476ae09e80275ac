// The HTML report of an allocation of places says places where a budget's says money: the
// totals' "Places available" (not "Budget", nl not "Subsidieplafond"), "Places asked" and
// "Places granted", the rows' "Granted", the line "Places available — 10" — as the explanations
// and notices of the same call say them (placeLabels). drafted_nursery's call, in two languages.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateTable } from "@allot/runtime";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import { compile } from "../packages/runtime/test/support/generated.js";

const repo = resolve(__dirname, "..");
const text = readFileSync(join(repo, "schemes/drafted_nursery/nursery_places.allot"), "utf8");
const input = JSON.parse(readFileSync(join(repo, "schemes/drafted_nursery/data/eastbrook_2027.json"), "utf8"));

function report(language: string): string {
  const scheme = compile(text.replace(/^(\s*)language en$/m, `$1language ${language}`));
  return [...htmlReportChunks(evaluateTable(scheme, input).table, scheme)].join("");
}
const heads = (html: string) => [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
const statuses = (html: string) => new Set([...html.matchAll(/class="status s-(\w+)">([^<]*)</g)].map((m) => `${m[1]}=${m[2]}`));

describe("the HTML report of places", () => {
  it("in English: places available, asked and granted; Granted", () => {
    const html = report("en");
    expect(heads(html).slice(0, 5)).toEqual(["Places available", "Places asked", "Places granted", "Undecided", "Remaining"]);
    expect(heads(html)).toContain("Places granted");
    expect(heads(html)).not.toContain("Budget");
    expect(heads(html)).not.toContain("Amount");
    expect(statuses(html)).toEqual(new Set(["funded=Granted", "reserve=Reserve list", "ineligible=Not eligible"]));
  });

  it("in Dutch: beschikbare, gevraagde en toegewezen plaatsen; Toegewezen", () => {
    const html = report("nl");
    expect(heads(html).slice(0, 3)).toEqual(["Beschikbare plaatsen", "Gevraagde plaatsen", "Toegewezen plaatsen"]);
    expect(heads(html)).not.toContain("Subsidieplafond");
    expect(heads(html)).not.toContain("Bedrag");
    expect([...statuses(html)]).toContain("funded=Toegewezen");
  });
});
