// Titles for an enumeration's members (docs/language.md §8.4): `area: enum { old_town "Old Town",
// … }`. test/inputs/enum-titles is test/inputs/per-key's district pools with its areas titled (and
// a ceiling per area, a match on the area): every explanation names the member by its title — a
// stage per key's member in its stage line, its stage's name and its budget's words, a value shown
// beside a comparison and beside a match — in English and in German (goldens next to the input);
// the trace keeps the member and gives the title; a member without a title (harbour) is named as
// written. Also a row's `member` (§14.7.4) in the JSON, the service's schema, the CSV and Markdown;
// the checker (AL0202 on two members under one title), the formatter and hover.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import { analyze, formatScheme, hover, load } from "@allot/dsl";
import { evaluate, evaluateRun, evaluateTable, ObjectTable, traceAnswer } from "@allot/runtime";
import { formatResult } from "../packages/dsl/src/report/formats.js";
import { resultCsv } from "../packages/dsl/src/report/csv.js";
import { htmlReport } from "../packages/dsl/src/report/html.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { resultSchemas } from "../packages/server/src/result-schema.js";

const dir = join(__dirname, "inputs/enum-titles");
const text = readFileSync(join(dir, "titled_pools.allot"), "utf8");
const data = JSON.parse(readFileSync(join(dir, "data/pools.json"), "utf8")) as { call: Record<string, unknown>; applications: unknown[] };
const update = process.env["UPDATE_GOLDENS"] === "1";

const scheme = (t = text) => load(analyze(t));
const run = (t = text) => evaluate(scheme(t), data).result;
const lines = (t: string, id: string, kind: string) => run(t).results.find((x) => x.id === id)!.explanation.filter((s) => s.step === kind).map((s) => s.text);
const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

/** The golden file `name` next to the input: written with UPDATE_GOLDENS=1, else compared. */
function golden(name: string, got: string): void {
  const file = join(dir, name);
  if (update) writeFileSync(file, got);
  expect(existsSync(file), `${file} is missing: run with UPDATE_GOLDENS=1`).toBe(true);
  expect(got).toBe(readFileSync(file, "utf8"));
}

const explanations = (t: string) => JSON.stringify(Object.fromEntries(run(t).results.map((x) => [x.id, x.explanation.map((s) => ({ step: s.step, source: s.source, text: s.text }))])), null, 2) + "\n";

describe("the explanations name a member by its title", () => {
  it("has no diagnostics", () => expect(analyze(text).diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]));
  it("a stage per key's member: the stage line, the stage's name, the member's budget", () => {
    expect(lines(text, "R2", "allocation")).toEqual([
      "Decided in stage 1 of 2, 'District pools', for Riverside: budget 50.00 EUR (the pool of each district and the city-wide pool: Riverside).",
      "Not funded (30.00 EUR asked): in stage 'District pools (Riverside)': does not fit in the remaining budget; passed over (not considered again: those this stage does not fund stay out) (remaining before: 20.00 EUR).",
    ]);
    expect(lines(text, "R2", "ranking")[0]).toBe("Position 5 (total points: 1, the votes cast for the project: 5). Place 2 of 3 in the ranking of stage 'District pools (Riverside)', which decided it.");
    expect(lines(text, "O1", "allocation")[0]).toContain("for Old Town: budget 100.00 EUR (the pool of each district and the city-wide pool: Old Town).");
  });
  it("a value beside a comparison of a figure per key, and beside a match", () => {
    expect(lines(text, "C1", "eligibility").join("\n")).toContain("area: the whole City");
    expect(lines(text, "O1", "eligibility").join("\n")).toContain("area: Old Town");
    expect(lines(text, "O1", "points")[0]).toBe("Criterion 'The area the project serves': 1 point (the whole City → 2; otherwise → 1); the district of the project, or city-wide: Old Town.");
    // the refusal's reason: the default one, and one that names the member in its own words
    expect(run().results.find((x) => x.id === "C1")!.reasons.map((x) => x.message)).toEqual(["not met: cost <= call.ceiling[area] (cost: 45.00 EUR, call.ceiling[area]: 40.00 EUR, area: the whole City)"]);
    const own = text.replace("cost <= call.ceiling[area]\n", 'cost <= call.ceiling[area]\n    otherwise "the cost exceeds the ceiling of {area}"\n');
    expect(run(own).results.find((x) => x.id === "C1")!.reasons.map((x) => x.message)).toEqual(["the cost exceeds the ceiling of the whole City"]);
  });
  it("the result's stage and member are the members as written: they are data", () => {
    const r = run().results.find((x) => x.id === "O1")!;
    expect([r.stage, r.member]).toEqual(["districts[old_town]", "old_town"]);
  });
  it("the trace keeps the member and gives its title", () => {
    const { run: ran } = evaluateRun(scheme(), data, { details: true });
    const t = traceAnswer(ran, "O1")!.trace;
    const facts = JSON.stringify(t);
    expect(facts).toContain('"member":"old_town"');
    expect(facts).toContain('"memberTitle":"Old Town"');
    expect(facts).toContain('"value":"old_town","title":"Old Town"');
  });
  it("in English and in German: goldens of every application's explanation", () => {
    golden("pools.en.explanations.json", explanations(text));
    const de = explanations(text.replace("language en\n  timezone", "language de\n  timezone"));
    golden("pools.de.explanations.json", de);
    expect(de).toContain("Entschieden in der Stufe 1 von 2, „District pools“, für Riverside: ");
    // each catalogue names the member by its title
    const inLanguage = (l: string) => lines(text.replace("language en\n  timezone", `language ${l}\n  timezone`), "R2", "allocation")[0];
    expect(inLanguage("nl")).toContain(", voor Riverside: ");
    expect(inLanguage("pl")).toContain(", dla Riverside: ");
  });
  it("a member without a title is named as written", () => {
    const t = text.replace('old_town "Old Town"', "old_town");
    expect(lines(t, "O1", "allocation")[0]).toContain("for old_town: budget 100.00 EUR (the pool of each district and the city-wide pool: old_town).");
  });
});

describe("a row's member", () => {
  const r = run();
  it("in the JSON: after `stage`, only in the rows a member's walk decided; valid in the service's schema", () => {
    expect(r.results.map((x) => `${x.id}:${x.member ?? "-"}`)).toEqual(["O1:old_town", "O2:old_town", "O3:old_town", "R1:riverside", "R2:riverside", "R3:riverside", "N1:northfield", "C2:-", "C3:-", "C1:-"]);
    const o1 = r.results.find((x) => x.id === "O1")!;
    const keys = Object.keys(o1);
    expect(keys.indexOf("member")).toBe(keys.indexOf("stage") + 1);
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ $id: "allot-result", components: { schemas: resultSchemas } });
    const validate = ajv.compile({ $ref: "allot-result#/components/schemas/ApplicationResult" });
    expect(validate(o1), ajv.errorsText(validate.errors)).toBe(true);
    expect(validate({ ...o1, member: 3 })).toBe(false);
  });
  it("the engine's JSON writer gives it too", () => {
    const json = formatResult(r, "json", scheme());
    expect(json).toContain('"stage": "districts[riverside]",\n      "member": "riverside",');
  });
  it("in the CSV: a `member` column after `stage`, the same from the engine's table and from the JSON's; a golden", () => {
    const { table } = evaluateTable(scheme(), data, { explain: false });
    const fromEngine = textOf(resultCsv(table, true, new Map([["districts[riverside]", "District pools (Riverside)"]])));
    const fromJson = textOf(resultCsv(new ObjectTable(r), true, new Map([["districts[riverside]", "District pools (Riverside)"]])));
    expect(fromEngine).toBe(fromJson);
    const csv = formatResult(r, "csv", scheme());
    expect(csv.split("\n")[0]).toBe("position,id,stage,member,stage_position,status,label,points,amount,reasons");
    golden("pools.csv", csv);
  });
  it("the `member` column is the scheme's: a call where no member decided a row has it too, from the engine's table and from the JSON's (fixa25)", () => {
    // every project over its area's ceiling: none is walked by a member, no row has a `member`
    const none = { ...data, call: { ...data.call, ceiling: Object.fromEntries(Object.keys(data.call["ceiling"] as object).map((k) => [k, "0.00"])) } };
    const { table } = evaluateTable(scheme(), none, { explain: false });
    const result = evaluate(scheme(), none).result;
    expect(result.results.filter((x) => x.member !== undefined)).toEqual([]);
    const head = (csv: string) => csv.split("\n")[0];
    const fromEngine = head(textOf(resultCsv(table, true, new Map())));
    expect(fromEngine).toBe("position,id,stage,member,status,label,points,amount,reasons");
    expect(head(formatResult(result, "csv", scheme()))).toBe(fromEngine);
    expect(formatResult(result, "md", scheme()).split("\n").find((l) => l.startsWith("| position | id |"))).toContain("| stage | member |");
  });
  it("in the Markdown: the same column; a golden", () => {
    const md = formatResult(r, "md", scheme());
    expect(md).toContain("| position | id | stage | member | stage_position | status |");
    golden("pools.md", md);
  });
  it("the HTML report names the stage by the member's title", () => {
    expect(htmlReport(r, scheme())).toContain("District pools (Old Town)");
  });
  it("a scheme without a stage per key has no member column", () => {
    const t = text.replace("\n    for each area in [old_town, riverside, northfield, harbour] {", " when area != city_wide {").replace("budget call.pool[area]", "budget call.pool[old_town]");
    expect(errors(t)).toEqual([]);
    const r2 = run(t);
    expect(r2.results.some((x) => x.member !== undefined)).toBe(false);
    expect(formatResult(r2, "csv", scheme(t)).split("\n")[0]).toBe("position,id,stage,stage_position,status,label,points,amount,reasons");
  });
});

describe("the checker, the formatter and hover", () => {
  it("two members under one title are AL0202, at the second title", () => {
    const t = text.replace('northfield "Northfield"', 'northfield "old town "');
    const d = analyze(t).diagnostics.filter((x) => x.code === "AL0202");
    expect(d.map((x) => x.message)).toEqual([`expected a title of its own for the member 'northfield', found "old town ", the title of 'old_town'`]);
    expect(t.slice(d[0]!.span.start, d[0]!.span.end)).toBe('"old town "');
    expect(d[0]!.hint).toContain("give 'northfield' the title the law gives it");
  });
  it("an empty title is AL0202", () => {
    expect(errors(text.replace('"Northfield"', '" "'))).toEqual(["AL0202 expected a title for the member 'northfield', found an empty text"]);
  });
  it("the formatter keeps the titles as written, one member a line where the enumeration is long", () => {
    const f = formatScheme(text.replace('old_town "Old Town", riverside', 'old_town   "Old Town" ,riverside')) as { text: string };
    expect(f.text).toContain(`  area: enum {\n    old_town "Old Town",\n    riverside "Riverside",\n    northfield "Northfield",\n    harbour,\n    city_wide "the whole City"\n  } "the district of the project, or city-wide"`);
    expect((formatScheme(f.text) as { text: string }).text).toBe(f.text);
    expect((formatScheme("application {\n  id: text\n  a: enum {x \"X\",y}\n}\n") as { text: string }).text).toContain('a: enum { x "X", y }');
  });
  it("hover on a member gives its title", () => {
    const at = text.indexOf("in [old_town") + 5;
    expect(hover(analyze(text), at)?.markdown ?? "").toContain("**`old_town`** — *Old Town* — ");
  });
});
