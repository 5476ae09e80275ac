// What an applicant and an appeal board read (the twenty-first round's wording items): each
// sentence asserted in every language it changes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun, explainText, ObjectTable, traceAnswer } from "@allot/runtime";
import { resultChunks } from "../packages/dsl/src/report/formats.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { askedById } from "./support/scheme.js";

const stipendium = new URL("../schemes/drafted_deutschlandstipendium/", import.meta.url);
const stipText = readFileSync(new URL("deutschlandstipendium.allot", stipendium), "utf8");
const stipData = JSON.parse(readFileSync(new URL("data/nordheim_2027.json", stipendium), "utf8")) as unknown;
const inLanguage = (text: string, language: string): string => text.replace(/^( *)language de$/m, `$1language ${language}`);

describe("explain's head quotes the law's word for the status in the language's marks", () => {
  // D21 is on the reserve list, the scheme's label for it "Nachrückliste" (§ 7)
  const head = (language: string): string => {
    const result = evaluate(load(analyze(inLanguage(stipText, language))), stipData).result;
    return explainText(result, "D21", language, {}, {}, [], ["main"])!.split("\n")[0]!;
  };
  it("de „…“, pl „…”, nl ‘…’, en “…” — not ASCII quotes", () => {
    expect(head("de")).toBe("Antrag D21 — Auf der Nachrückerliste („Nachrückliste“).");
    expect(head("pl")).toMatch(/ \(„Nachrückliste”\)\.$/);
    expect(head("nl")).toMatch(/ \(‘Nachrückliste’\)\.$/);
    expect(head("en")).toMatch(/ \(“Nachrückliste”\)\.$/);
  });
});

describe("the lottery after equal keys reads as the language writes it", () => {
  // D12 and D21: 28 points and 6 for engagement each, then the lot (§ 5 Abs. 3)
  const lot = (language: string, text = stipText): string => {
    const r = evaluate(load(analyze(inLanguage(text, language))), stipData).result.results.find((x) => x.id === "D21")!;
    return r.explanation.find((s) => s.step === "ranking" && s.text.includes("sha256"))!.text;
  };
  it("two equal keys", () => {
    expect(lot("de")).toMatch(/\. Beide Anträge stimmen überein in der Gesamtpunktzahl \(28\) und in „Gesellschaftliches Engagement“ \(6\), daher entschied das Los\.$/);
    expect(lot("pl")).toMatch(/\. Oba wnioski mają te same wartości: suma punktów \(28\) i „Gesellschaftliches Engagement” \(6\), dlatego rozstrzygnęło losowanie\.$/);
    expect(lot("en")).toMatch(/\. Both have the same value of the total points \(28\) and of Gesellschaftliches Engagement \(6\), so the lottery decided\.$/);
    expect(lot("nl")).toMatch(/\. Beide hebben dezelfde waarde van het totaal aantal punten \(28\) en van Gesellschaftliches Engagement \(6\), dus besliste de loting\.$/);
  });
  it("one equal key", () => {
    // the engagement key taken out: the lot follows the total alone
    const one = stipText.replace(/\n\s*by engagementpunkte highest first[^\n]*/, "");
    expect(one).not.toBe(stipText);
    expect(lot("de", one)).toMatch(/\. Beide Anträge stimmen überein in der Gesamtpunktzahl \(28\), daher entschied das Los\.$/);
    expect(lot("pl", one)).toMatch(/\. Oba wnioski mają tę samą wartość: suma punktów \(28\), dlatego rozstrzygnęło losowanie\.$/);
  });
});

describe("a scheme without criteria has no points column in any format", () => {
  // ranked by id, each granted what it asks: no criterion, so no application has points
  const scheme = load(analyze(askedById("No points", "ceiling", "stop")));  const table = new ObjectTable(evaluate(scheme, { call: { ceiling: "100.00" }, applications: [{ id: "A", asked: "60.00" }, { id: "B", asked: "60.00" }] }).result);
  it("the HTML report's ranking table as the CSV and Markdown", () => {
    const html = textOf(resultChunks(table, "html", scheme));
    const head = /<table class="ranking"[^>]*><thead><tr>(.*?)<\/tr><\/thead>/.exec(html)![1]!;
    expect(head).not.toContain("Points");
    expect(head).toContain("Amount");
    expect(textOf(resultChunks(table, "csv", scheme)).split("\n")[0]).not.toContain("points");
  });
});

describe("a condition met is told with its values in the language's form", () => {
  // D21 met every rule of §§ 2–3; the trace's condition keeps the scheme's code form
  const rules = (language: string): { texts: string[]; conditions: string[] } => {
    const trace = traceAnswer(evaluateRun(load(analyze(inLanguage(stipText, language))), stipData as Parameters<typeof evaluateRun>[1], { details: true }).run, "D21")!.trace;
    const steps = trace.filter((s) => s.step === "eligibility");
    return { texts: steps.map((s) => s.text), conditions: steps.flatMap((s) => (s.kind === "rule" ? [s.condition] : [])) };
  };
  it("a moment as a date and time, a decimal with its comma; the trace as written", () => {
    const de = rules("de");
    expect(de.texts).toContain("Die Voraussetzung „Eingang bis zum Ablauf des 15. Juli 2027“ ist erfüllt (eingang < 16.07.2027, 00:00 Uhr).");
    expect(de.texts).toContain("Die Voraussetzung „Keine andere Begabtenförderung über 30 Euro monatlich“ ist erfüllt (foerderung <= 30,00 EUR).");
    expect(de.texts).toContain("Die Voraussetzung „Leistungsnote 2,5 oder besser“ ist erfüllt (leistungsnote <= 2,5; die Leistungsnote: 1,8, note: 1,85).");
    expect(de.conditions).toEqual(expect.arrayContaining(["eingang < 2027-07-16T00:00", "foerderung <= 30.00 EUR", "leistungsnote <= 2.5"]));
    expect(rules("pl").texts.join("\n")).toContain("(leistungsnote <= 2,5; ");
    expect(rules("nl").texts.join("\n")).toContain("(foerderung <= 30,00 EUR)");
    expect(rules("en").texts.join("\n")).toContain("(leistungsnote <= 2.5; ");
  });
  it("a condition with a comma of its own is kept as written", () => {
    const listed = stipText.replace("leistungsnote <= 2.5", "leistungsnote <= max(2.5, 1.0)");
    expect(listed).not.toBe(stipText);
    const r = evaluate(load(analyze(listed)), stipData).result.results.find((x) => x.id === "D21")!;
    expect(r.explanation.map((s) => s.text).join("\n")).toContain("ist erfüllt (leistungsnote <= max(2.5, 1.0)");
  });
});
