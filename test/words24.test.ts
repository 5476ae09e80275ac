// What an appeal board reads (issue 15, twenty-fourth round; words23's left): a titled group in the
// cap step's German opening, the counts in the reason of the place an allocation of places stops at,
// the Markdown totals' column of a computed amount. Each held in German and in at least one other
// language.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, ObjectTable } from "@allot/runtime";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const markt = new URL("../schemes/drafted_markt/", import.meta.url);
const marktText = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8");
const marktData = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as unknown;
const marktIn = (language: string) => evaluate(load(analyze(marktText.replace(/^ {2}language nl$/m, `  language ${language}`))), marktData).result;

describe("the cap step names a titled group by its title, not 'der Gruppe'", () => {
  // M24 (undertaking 10000004, which holds M04's stall) comes after the stop at M12: the cap of one
  // stall per undertaking (art. 3(2)) is a second ground, a step of its own
  const capStep = (language: string): string =>
    marktIn(language).results.find((x) => x.id === "M24")!.explanation.filter((s) => s.step === "allocation" && s.source === "art3_2").map((s) => s.text)[0]!;
  it("in German, with the title; in English as before", () => {
    expect(capStep("de")).toBe("Auch die Obergrenze je Onderneming lässt keinen Raum für den Antrag: Gruppe „Onderneming: 10000004“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Onderneming (1) erreicht.");
    expect(capStep("en")).toBe("Nor does its group's cap leave room for it: Onderneming '10000004' already holds 1 place, the most per Onderneming (1).");
  });
  it("an untitled group keeps 'der Gruppe'", () => {
    const untitled = marktText.replace(/^ {2}language nl$/m, "  language de").replace('group by kvk "Onderneming"', "group by kvk");
    expect(untitled).not.toBe(marktText.replace(/^ {2}language nl$/m, "  language de"));
    const r = evaluate(load(analyze(untitled)), marktData).result.results.find((x) => x.id === "M24")!;
    expect(r.explanation.filter((s) => s.source === "art3_2").map((s) => s.text)).toEqual(["Auch die Obergrenze der Gruppe lässt keinen Raum für den Antrag: Gruppe „10000004“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Gruppe (1) erreicht."]);
  });
});

describe("the reason of the place an allocation of places stops at: none was left (mendg34, drafter34's finding 7)", () => {
  // M12 asks 1 stall when none is left: no stall is left (art. 6), then the reserve list (art. 7);
  // until the thirty-fourth round "the 1 place asked does not fit in the 0 places left"
  const reason = (language: string): string => marktIn(language).results.find((x) => x.id === "M12")!.reasons.find((x) => x.source === "art6")!.message;
  it("in Dutch, German, English and Polish", () => {
    expect(reason("nl")).toBe("er is geen plaats meer over");
    expect(reason("de")).toBe("es ist kein Platz mehr frei");
    expect(reason("en")).toBe("no place is left");
    expect(reason("pl")).toBe("nie pozostało żadne miejsce");
  });
});

const repo = resolve(__dirname, "..");
const cli = join(repo, "packages/dsl/dist/allot.mjs");
function allot(args: readonly string[], note = ""): string {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, timeout: 60_000 });
  expect(r.stderr).toBe(note);
  expect(r.status).toBe(0);
  return r.stdout;
}

describe("the Markdown totals head what a computed amount sums 'computed', not 'requested'", () => {
  const totalsHead = (md: string): string => md.split("\n## Totals\n\n")[1]!.split("\n")[0]!;
  it("a scheme that computes the amount (German), and one whose applications ask it (Dutch)", () => {
    const w = join(repo, "schemes/drafted_waermepumpe");
    const md = allot(["run", join(w, "waermepumpe.allot"), "--input", join(w, "data/waermepumpe_2025.json"), "--format", "md"]);
    expect(totalsHead(md)).toBe("| regime | unit | budget | computed | awarded | undecided | remaining |");
    // the figure is the sum of the results' computed amounts (words23): the applications never assessed left out
    expect(md).toContain("\n| main | EUR | 100000.00 | 137084.30 |");
    const p = join(repo, "schemes/seed_002");
    const asked = allot(["run", join(p, "pop3_innovatie.allot"), "--input", join(p, "data/seed_002.applications.json"), "--format", "md"], `note: using the input mapping ${join(p, "pop3_innovatie.map.json")}\n`);
    expect(totalsHead(asked)).toBe("| regime | unit | budget | requested | awarded | undecided | remaining |");
  });
});

describe("an allocation of places is told in its own words, not a subsidy's (drafter23's finding 6)", () => {
  const sp = join(repo, "schemes/drafted_studienplatz");
  const spText = readFileSync(join(sp, "studienplatz.allot"), "utf8");
  const spData = JSON.parse(readFileSync(join(sp, "data/bewerbungen_2027.json"), "utf8")) as unknown;
  const spIn = (language: string) => evaluate(load(analyze(spText.replace(/^ {2}language de$/m, `  language ${language}`))), spData).result;
  it("an application not eligible: 'Voraussetzungen nicht erfüllt' (German), 'Voldoet niet aan de voorwaarden' (Dutch), not 'Nicht förderfähig', 'Niet subsidiabel'", () => {
    expect(spText).toMatch(/^ {2}language de$/m);
    const head = (language: string) => allot(["explain", join(sp, "studienplatz.allot"), "--input", join(sp, "data/bewerbungen_2027.json"), "--id", "B20"]).split("\n")[0];
    expect(head("de")).toBe("Antrag B20 — Voraussetzungen nicht erfüllt („vom Verfahren ausgeschlossen“).");
    // the HTML report's status of B20 in the scheme's language
    const html = allot(["run", join(sp, "studienplatz.allot"), "--input", join(sp, "data/bewerbungen_2027.json"), "--format", "html"]);
    expect(html).not.toContain("Nicht förderfähig");
    expect(html).toContain(">Voraussetzungen nicht erfüllt<");
    // the same scheme in Dutch: not the report's "Niet subsidiabel"
    const nl = load(analyze(spText.replace(/^ {2}language de$/m, "  language nl")));
    const nlHtml = textOf(htmlReportChunks(new ObjectTable(evaluate(nl, spData).result), nl));
    expect(nlHtml).not.toContain("Niet subsidiabel");
    expect(nlHtml).toContain('<span class="status s-ineligible">Voldoet niet aan de voorwaarden</span>');
  });
  it("a later stage considers every application not yet given a place (German, English, Dutch, Polish)", () => {
    const stageStep = (language: string): string => spIn(language).results.find((x) => x.id === "B23")!.explanation.filter((s) => s.step === "allocation").map((s) => s.text).find((t) => /^(Entschieden|Decided|Beslist|Rozstrzygnięto)/.test(t))!;
    expect(stageStep("de")).toMatch(/^Entschieden in der Stufe 3 von 5, „Abiturbestenquote“: sie erfasst jeden Antrag, der noch keinen Platz erhalten hat, außer denen, die eine frühere Stufe ausgeschlossen hat; 3 Plätze /);
    expect(stageStep("de")).toContain("jeden Antrag, der noch keinen Platz erhalten hat");
    expect(stageStep("de")).not.toContain("gefördert");
    expect(stageStep("en")).toContain("every application not yet given a place");
    expect(stageStep("nl")).toContain("elke aanvraag die nog geen plaats heeft gekregen");
    expect(stageStep("pl")).toContain("wszystkie wnioski, którym jeszcze nie przyznano miejsca");
  });
});

describe("a computed amount is 'zuerkannt', not 'bewilligt', in the head of its explanation, its notice and the HTML report", () => {
  const w = join(repo, "schemes/drafted_waermepumpe");
  const wText = readFileSync(join(w, "waermepumpe.allot"), "utf8");
  const wData = JSON.parse(readFileSync(join(w, "data/waermepumpe_2025.json"), "utf8")) as unknown;
  it("German (the scheme's) and Dutch", () => {
    const head = allot(["explain", join(w, "waermepumpe.allot"), "--input", join(w, "data/waermepumpe_2025.json"), "--id", "W01"]).split("\n").slice(0, 4);
    expect(head).toEqual(["Antrag W01 — Zuerkannt („bewilligt“).", "Rang in der Rangfolge: 1.", "Berechneter Betrag: 15.000,00 EUR.", "Zuerkannter Betrag: 15.000,00 EUR."]);
    const html = allot(["run", join(w, "waermepumpe.allot"), "--input", join(w, "data/waermepumpe_2025.json"), "--format", "html"]);
    expect(html).not.toContain(">Bewilligter Betrag<");
    expect(html).not.toContain(">Bewilligt<");
    const nl = load(analyze(wText.replace("  language de\n", "  language nl\n")));
    const nlHtml = textOf(htmlReportChunks(new ObjectTable(evaluate(nl, wData).result), nl));
    expect(nlHtml).not.toContain(">Verleend<");
    expect(nlHtml).toContain(">Toegekend<");
  });
});
