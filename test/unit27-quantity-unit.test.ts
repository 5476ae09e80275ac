// The unit a quantity budget counts (`budget call.volume "the volume tendered" unit "kW"`,
// docs/language.md §14, drafter26's finding 4): schemes/drafted_solartender's tender for kilowatts
// of capacity said "Granted 2500 places", "the volume tendered was exceeded by 100 places". A unit
// is a symbol, written after each figure in every language (narration/quantityUnit.ts); the head
// of the explanation says "Asked"/"Granted" with it; the checker refuses it where there is no
// quantity to count (AL0533).
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, completion, formatScheme, load } from "@allot/dsl";
import { catalogueFor, evaluate, evaluateRun, explainText, reasonText, traceAnswer } from "@allot/runtime";
import { unitCatalogue } from "../packages/runtime/src/narration/quantityUnit.js";

const dir = resolve(__dirname, "../schemes/drafted_solartender");
const text = readFileSync(join(dir, "solar_tender.allot"), "utf8");
const input = JSON.parse(readFileSync(join(dir, "data/bids_2027_06.json"), "utf8"));
const inLanguage = (language: string) => load(analyze(text.replace("  language en\n", `  language ${language}\n`)));

describe("a tender counted in kW: its explanations and reasons in four languages", () => {
  const rows = (language: string) => evaluate(inLanguage(language), input).result.results;
  const words = (language: string, ids: readonly string[]) => {
    const all = rows(language);
    return ids.map((id) => all.find((r) => r.id === id)!.explanation.at(-1)!.text);
  };

  it("en", () => {
    expect(words("en", ["S01", "S07", "S12", "S04"])).toEqual([
      "Granted 2000 kW: fits in what is left (remaining before: 10000 kW).",
      "Granted 2200 kW: fits in what is left (remaining before: 3000 kW).",
      "Not granted (300 kW asked): the volume tendered was reached by S08; nothing is funded after it (nothing remaining before: the volume tendered was exceeded by 100 kW).",
      "Not granted (1000 kW asked): the quota 'The grid-expansion area' has 500 kW left, fewer than the 1000 kW asked (the volume tendered remaining before: 3000 kW).",
    ]);
    expect(rows("en").find((r) => r.id === "S04")!.reasons.map((r) => r.message)).toEqual(["the quota 'The grid-expansion area' has 500 kW left, fewer than the 1000 kW asked"]);
  });

  it("nl (the scheme's English name of the budget after the Dutch article, as before)", () => {
    expect(words("nl", ["S01", "S12", "S04"])).toEqual([
      "Toegewezen: 2.000 kW: past binnen wat resteert (resterend vóór deze aanvraag: 10.000 kW).",
      "Niet toegewezen (300 kW gevraagd): het the volume tendered is bereikt door S08; daarna wordt niets meer verleend (niets resterend vóór deze aanvraag: overschreden met 100 kW).",
      "Niet toegewezen (1.000 kW gevraagd): van het maximum ‘The grid-expansion area’ resteren 500 kW, minder dan de gevraagde 1.000 kW (van het the volume tendered resterend vóór deze aanvraag: 3.000 kW).",
    ]);
  });

  it("pl: no plural forms, and not \"Nie przyznano miejsca\"", () => {
    expect(words("pl", ["S01", "S12", "S04"])).toEqual([
      "Przyznano 2000 kW: mieści się w tym, co pozostało (pozostało przed tym wnioskiem: 10\u00a0000 kW).",
      "Nie przyznano (wnioskowano o 300 kW): budżet został osiągnięty przez wniosek S08; kolejnych wniosków nie dofinansowano (przed tym wnioskiem nie pozostało nic: przekroczono o 100 kW).",
      "Nie przyznano (wnioskowano o 1000 kW): w limicie „The grid-expansion area” pozostało 500 kW, mniej niż wnioskowane 1000 kW (z całego budżetu pozostało przed tym wnioskiem: 3000 kW).",
    ]);
  });

  it("de", () => {
    expect(words("de", ["S01", "S12", "S04"])).toEqual([
      "2.000 kW zugeteilt: passt in das Verbleibende (verbleibend vor diesem Antrag: 10.000 kW).",
      "Nicht zugeteilt (beantragt: 300 kW): die Fördermittel wurden durch S08 ausgeschöpft; danach wird nichts mehr bewilligt (vor diesem Antrag nichts verbleibend: um 100 kW überschritten).",
      "Nicht zugeteilt (beantragt: 1.000 kW): im Kontingent „The grid-expansion area“ verbleiben 500 kW, weniger als die beantragten 1.000 kW (vom gesamten Budget verbleibend vor diesem Antrag: 3.000 kW).",
    ]);
  });

  it("the head of `allot explain`: Asked and Granted, with the unit after the figure", () => {
    const head = (language: string) => explainText(evaluate(inLanguage(language), input).result, "S04", language, {}, {}, [], ["main"], [], { main: "kW" })!.split("\n").slice(2, 4);
    expect(head("en")).toEqual(["Asked: 1000 kW.", "Granted: 0 kW."]);
    expect(head("nl")).toEqual(["Gevraagd: 1.000 kW.", "Toegewezen: 0 kW."]);
    expect(head("pl")).toEqual(["Wnioskowano: 1000 kW.", "Przyznano: 0 kW."]);
    expect(head("de")).toEqual(["Beantragt: 1.000 kW.", "Zugeteilt: 0 kW."]);
  });

  it("the trace's allocation fact carries the unit; the results' amounts stay figures", () => {
    const { run } = evaluateRun(inLanguage("en"), input, { details: true });
    let j = 0;
    while (run.id(j) !== "S01") j++;
    const fact = traceAnswer(run, "S01")!.trace.find((s) => s.kind === "allocation")!;
    expect(fact).toMatchObject({ kind: "allocation", places: true, quantityUnit: "kW", granted: { value: "2000", unit: "" } });
    expect(run.row(j).amount).toBe("2000");
  });
});

describe("a unit in a stage's lines and in the phrases of places, four languages", () => {
  const nursery = resolve(__dirname, "../schemes/drafted_nursery");
  const file = readFileSync(join(nursery, readdirSync(nursery).find((f) => f.endsWith(".allot"))!), "utf8");
  const data = JSON.parse(readFileSync(join(nursery, "data/eastbrook_2027.json"), "utf8"));
  const lines = (language: string, id: string) => {
    const s = load(analyze(file.replace("  budget call.places\n", '  budget call.places unit "t"\n').replace(/language \w+/, `language ${language}`)));
    return evaluate(s, data).result.results.find((r) => r.id === id)!.explanation.filter((e) => e.step === "allocation").map((e) => e.text);
  };

  it("a stage's line of places carries the unit as the allocation fact does (words28; it had none)", () => {
    const s = load(analyze(file.replace("  budget call.places\n", '  budget call.places unit "t"\n')));
    const { run } = evaluateRun(s, data, { details: true });
    const passes = data.applications.flatMap((a: { id: string }) => traceAnswer(run, a.id)?.trace.filter((f) => f.kind === "stage-pass") ?? []);
    expect(passes.length).toBeGreaterThan(0);
    for (const p of passes) expect(p).toMatchObject({ kind: "stage-pass", places: true, quantityUnit: "t" });
  });

  it("K05, decided in the second stage", () => {
    expect(lines("en", "K05")).toEqual(["Decided in stage 2 of 3, 'Children whose parents work or study': it considers only the applications that meet its condition: both parents, or the single parent, work or study; 7 t (what is left).", "Granted 1 t: in stage 'Children whose parents work or study': fits in what is left (remaining before: 7 t)."]);
    expect(lines("nl", "K05")).toEqual(["Beslist in fase 2 van 3, ‘Children whose parents work or study’: die neemt alleen de aanvragen waarvoor haar voorwaarde geldt: both parents, or the single parent, work or study; 7 t (wat resteert).", "Toegewezen: 1 t: in fase ‘Children whose parents work or study’: past binnen wat resteert (resterend vóór deze aanvraag: 7 t)."]);
    expect(lines("pl", "K05")).toEqual(["Rozstrzygnięto na etapie 2 z 3, „Children whose parents work or study”: obejmuje tylko wnioski spełniające jego warunek: both parents, or the single parent, work or study; 7 t (to, co pozostało).", "Przyznano 1 t: na etapie „Children whose parents work or study”: mieści się w tym, co pozostało (pozostało przed tym wnioskiem: 7 t)."]);
    expect(lines("de", "K05")).toEqual(["Entschieden in der Stufe 2 von 3, „Children whose parents work or study“: sie erfasst nur die Anträge, für die ihre Bedingung gilt: both parents, or the single parent, work or study; 7 t (was verbleibt).", "1 t zugeteilt: in der Stufe „Children whose parents work or study“: passt in das Verbleibende (verbleibend vor diesem Antrag: 7 t)."]);
  });

  it("the phrases that spoke of the places left, and a place in a ranking left alone", () => {
    // the catalogue's own phrases with a unit (mend27: no longer a swap over the finished sentence)
    const say = (language: string, reason: string) => reasonText(reason, unitCatalogue(catalogueFor(language), "MW"), "places");
    expect(say("en", "does not fit in the remaining budget; allocation stops here")).toBe("does not fit in what is left; allocation stops here");
    expect(say("en", "the 3 asked does not fit in the 2 left of the budget; allocation stops here")).toBe("the 3 MW asked do not fit in the 2 MW left; allocation stops here");
    expect(say("en", "the 1 asked does not fit in the 2 left of the budget; allocation stops here")).toBe("the 1 MW asked does not fit in the 2 MW left; allocation stops here");
    expect(say("en", "the budget is exhausted")).toBe("nothing is left");
    expect(say("nl", "the budget is exhausted")).toBe("er is niets meer over");
    expect(say("pl", "the budget is exhausted")).toBe("nic nie pozostało");
    expect(say("pl", "the quota 'Q' has 5 left, less than the 2 asked")).toBe("w limicie „Q” pozostało 5 MW, mniej niż wnioskowane 2 MW");
    expect(say("pl", "the quota 'Q' has 1 left, less than the 2 asked")).toBe("w limicie „Q” pozostało 1 MW, mniej niż wnioskowane 2 MW");
    expect(say("de", "the budget is exhausted")).toBe("es ist nichts mehr übrig");
    expect(say("de", "the quota 'Q' has 1000 left, less than the 1 asked")).toBe("im Kontingent „Q“ verbleiben 1.000 MW, weniger als der beantragte 1 MW");
    // a place in a ranking is not a count of places: every step but the allocation's as without a unit
    for (const language of ["en", "nl", "pl", "de"]) {
      const steps = (unit: string) => {
        const s = load(analyze(file.replace("  budget call.places\n", `  budget call.places${unit}\n`).replace(/language \w+/, `language ${language}`)));
        return evaluate(s, data).result.results.find((r) => r.id === "K05")!.explanation.filter((e) => e.step !== "allocation").map((e) => e.text);
      };
      expect(steps(' unit "MW"')).toEqual(steps(""));
    }
  });
});

describe("`unit \"…\"`: the grammar, the formatter and the checker (AL0533)", () => {
  const codes = (t: string) => analyze(t).diagnostics.map((d) => `${d.code}: ${d.message}`);

  it("the tender checks clean; without a name the unit follows the amount; the formatter keeps it", () => {
    expect(codes(text)).toEqual([]);
    const untitled = text.replace('"the volume tendered" unit "kW"', 'unit "kW"');
    expect(codes(untitled)).toEqual([]);
    expect(load(analyze(untitled)).regimes[0]!.allocation.quantityUnit).toBe("kW");
    expect(formatScheme(text).text).toContain('  budget call.volume "the volume tendered" unit "kW" per art1_1\n');
    expect(formatScheme(untitled).text).toContain('  budget call.volume unit "kW" per art1_1\n');
  });

  it("a unit on money, on a decimal quantity, or not a symbol", () => {
    const on = (t: string) => codes(t).filter((c) => c.startsWith("AL0533"));
    expect(on(text.replace("  volume: integer in 0..10000000", "  volume: money(EUR)").replace("size_kw: integer in 0..1000000", "size_kw: money(EUR)"))).toEqual(['AL0533: expected no unit on a budget of money, found unit "kW"']);
    expect(on(text.replace("  volume: integer in 0..10000000", "  volume: decimal"))).toEqual(['AL0533: expected a budget and an amount in whole numbers for unit "kW", found a budget that is not an integer']);
    expect(on(text.replace('unit "kW"', 'unit "kilowatts of capacity"'))).toEqual(['AL0533: expected a unit\'s symbol, as "kW" or "ha", found "kilowatts of capacity"']);
    expect(on(text.replace('unit "kW"', 'unit ""'))).toEqual(['AL0533: expected a unit\'s symbol, as "kW" or "ha", found ""']);
  });

  it("completion offers `unit` after the allocation's budget, once", () => {
    const offered = (cut: string): boolean => {
      const i = text.indexOf(cut) + cut.length;
      const t = text.slice(0, i) + text.slice(text.indexOf("\n", i));
      return completion(analyze(t), i).items.some((x) => x.label === "unit");
    };
    expect(offered("budget call.volume ")).toBe(true);
    expect(offered('budget call.volume "the volume tendered" ')).toBe(true);
    expect(offered('budget call.volume "the volume tendered" unit "kW" ')).toBe(false);
  });
});
