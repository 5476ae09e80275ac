// What an appeal board reads (issue 15, twenty-fifth round; words24's left): code in the text. A
// ranking key and a draw's key are named by a let's title (a draw per key: "eine Ziehung je Tag des
// Eingangs", not "je date_of(eingang)"), and the drafted schemes in German, Dutch and Polish give
// their keys titles, so no comparison of theirs names a field by its code name.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, ObjectTable } from "@allot/runtime";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import { textOf } from "../packages/dsl/src/report/sink.js";

const scheme = (dir: string, file: string, data: string) => {
  const u = new URL(`../schemes/${dir}/`, import.meta.url);
  return { text: readFileSync(new URL(file, u), "utf8"), data: JSON.parse(readFileSync(new URL(data, u), "utf8")) as { call: Record<string, unknown> } };
};
const rankingSteps = (text: string, data: unknown, id: string): string[] =>
  evaluate(load(analyze(text)), data).result.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "ranking").map((s) => s.text);

const w = scheme("drafted_waermepumpe", "waermepumpe.allot", "data/waermepumpe_2025.json");
const language = (text: string, from: string, to: string): string => {
  const t = text.replace(new RegExp(`^ {2}language ${from}$`, "m"), `  language ${to}`);
  expect(t).not.toBe(text);
  return t;
};

describe("a draw per key is named by its key's title, without the article", () => {
  // W11, W12 and W13 arrived on the same day (26.10.2025): the notary's draw of that day decides between them
  const drawStep = (text: string, id: string): string => rankingSteps(text, w.data, id).find((s) => /Losentscheid|lottery|loting|losowanie/.test(s))!;
  it("in German", () => {
    const de = rankingSteps(w.text, w.data, "W13").join("\n");
    expect(de).toContain("der Losentscheid (eine Ziehung je Tag des Eingangs)");
    // "in" takes the dative: the key's title without its nominative article, as the draw's label ("in „der Eingang …“" was ungrammatical)
    expect(de).toContain("Beide Anträge stimmen überein in „Eingang des Antrags“, auf den Tag genau");
    expect(de).not.toMatch(/in „(der|die|das) /);
    expect(de).not.toMatch(/date_of|eingang\b/);
  });
  it("in English and Dutch, with a title in that language", () => {
    const titled = (to: string, title: string): string => language(w.text, "de", to).replace('"der Tag des Eingangs"', JSON.stringify(title));
    expect(drawStep(titled("en", "the day of receipt"), "W13")).toMatch(/^(Ahead of|After) W1[1-3]: decided by lottery \(the draw for each day of receipt\): drawn as number/);
    expect(drawStep(titled("nl", "de dag van ontvangst"), "W13")).toMatch(/: beslist door loting \(een trekking per dag van ontvangst\)/);
  });
  it("an untitled key is named as written", () => {
    const untitled = w.text.replace('let eingangstag "der Tag des Eingangs" =', "let eingangstag =");
    expect(untitled).not.toBe(w.text);
    expect(drawStep(untitled, "W13")).toContain("der Losentscheid (eine Ziehung je eingangstag)");
  });
});

describe("the drafted schemes' keys in their own words", () => {
  it("Polish: the income per person and the date of receipt (drafted_stypendium)", () => {
    const s = scheme("drafted_stypendium", "stypendium_szkolne.allot", "data/stypendia_2026.json");
    const undrawn = { ...s.data, call: { ...s.data.call, losowanie: [] } }; // bez_losowania.test.json
    const s14 = rankingSteps(s.text, undrawn, "S14");
    expect(s14).toContain("Przed wnioskiem S12: rozstrzyga data wpływu wniosku (od najwcześniejszej): 2026-09-07 wobec 2026-09-08.");
    expect(s14[0]).toMatch(/^Miejsce na liście: 8 \(„dochód na osobę w rodzinie”: 350,00 PLN\)/);
    expect(s14.join("\n")).not.toMatch(/data_wplywu|„dochod_na_osobe”|rozstrzyga dochod_na_osobe/);
  });
  it("German: the aptitude test's result (drafted_studienplatz), Dutch: the moment of receipt (drafted_sport)", () => {
    const st = scheme("drafted_studienplatz", "studienplatz.allot", "data/bewerbungen_2027.json");
    const all = evaluate(load(analyze(st.text)), st.data).result.results.flatMap((r) => r.explanation.map((x) => x.text)).join("\n");
    expect(all).toContain("in der Rangfolge („das Ergebnis des Studieneignungstests“:");
    expect(all).not.toMatch(/„test“|ausschlaggebend ist test/);
    expect(all).toContain("Beide Anträge stimmen überein in der Gesamtpunktzahl");
    expect(all).not.toMatch(/ in „(der|die|das) /);
    const sp = scheme("drafted_sport", "sportsubsidie.allot", "data/sport_2027.json");
    const nl = evaluate(load(analyze(sp.text)), sp.data).result.results.flatMap((r) => r.explanation.map((x) => x.text)).join("\n");
    expect(nl).toContain("beslist door het tijdstip van ontvangst (vroegste eerst, per seconde)");
    expect(nl).not.toMatch(/door ontvangen|waarde van ontvangen/);
  });
});

describe("the German cap of grants per group says 'je' the group's title", () => {
  // drafted_markt (Dutch) in German: M24's undertaking 10000004 already holds M04's stall (art. 3(2))
  const m = scheme("drafted_markt", "vaste_standplaatsen.allot", "data/voorstad_2027.json");
  const capStep = (text: string): string =>
    evaluate(load(analyze(text)), m.data).result.results.find((x) => x.id === "M24")!.explanation.filter((s) => s.step === "allocation" && s.source === "art3_2").map((s) => s.text)[0]!;
  it("a titled group: 'je Onderneming'; an untitled one keeps 'je Gruppe'", () => {
    const de = language(m.text, "nl", "de");
    expect(capStep(de)).toBe("Auch die Obergrenze je Onderneming lässt keinen Raum für den Antrag: Gruppe „Onderneming: 10000004“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Onderneming (1) erreicht.");
    const untitled = de.replace('group by kvk "Onderneming"', "group by kvk");
    expect(untitled).not.toBe(de);
    expect(capStep(untitled)).toBe("Auch die Obergrenze der Gruppe lässt keinen Raum für den Antrag: Gruppe „10000004“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Gruppe (1) erreicht.");
  });
});

describe("the HTML report of a computed amount in German heads its budget 'Mittel', not 'Fördermittel'", () => {
  const html = (text: string, data: unknown): string => {
    const c = load(analyze(text));
    return textOf(htmlReportChunks(new ObjectTable(evaluate(c, data).result), c));
  };
  it("drafted_waermepumpe (computed): 'Mittel'; a German scheme whose applications ask keeps 'Fördermittel'", () => {
    const computed = html(w.text, w.data);
    expect(computed).toContain('<th class="num">Mittel</th>');
    expect(computed).not.toMatch(/Fördermittel/);
    const asked = scheme("seed_002", "pop3_innovatie.allot", "data/seed_002.applications.json");
    const call = JSON.parse(readFileSync(new URL("../schemes/seed_002/data/seed_002.call.json", import.meta.url), "utf8")) as unknown;
    const askedHtml = html(language(asked.text, "nl", "de"), { ...asked.data, call });
    expect(askedHtml).toContain('<th class="num">Fördermittel</th>');
    expect(askedHtml).not.toContain('<th class="num">Mittel</th>');
  });
  // drafted_bursary (English) computes its bursary and shares what is left pro rata (art. 6): in German and Dutch its report
  // says the computed scheme's words in every line, the pro-rata legend and the unused funds included, not a subsidy's
  const b = scheme("drafted_bursary", "bursary.allot", "data/bursary_2027.json");
  it("drafted_bursary in German: 'Mittel' and 'zuerkannt' throughout, no 'Fördermittel', no 'gefördert'", () => {
    const de = html(language(b.text, "en", "de"), b.data);
    expect(de).toContain('<th class="num">Mittel</th>');
    expect(de).toContain("Jedem Antrag über dem Schwellenwert wird ein anteilig gekürzter Betrag zuerkannt: es gibt keine Grenze der Mittel.");
    expect(de).not.toMatch(/Fördermittel|gefördert/i);
  });
  it("drafted_bursary in Dutch: 'Budget', as the explanations say it, no 'Subsidieplafond'", () => {
    const nl = html(language(b.text, "en", "nl"), b.data);
    expect(nl).toContain('<th class="num">Budget</th>');
    expect(nl).toContain("Aan elke aanvraag boven de drempel wordt een bedrag naar rato toegekend: er is geen grens van het budget.");
    expect(nl).not.toMatch(/plafond/i);
  });
});
