// A decision notice in German (report/notice.ts on schemes/drafted_cargobike, `language de`): the
// headings, the decision, the amounts in German numbers, the reasons and the steps in the words of
// a Förderrichtlinie, the citations in German style (§ 5, § 4 Abs. 2). Read from the HTML itself,
// so that it runs without Chromium (test/notices.test.ts renders the en, nl and pl notices in it).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateRun } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { noticeHtml } from "../packages/dsl/src/report/notice.js";

const repo = resolve(__dirname, "..");
const dir = join(repo, "schemes", "drafted_cargobike");
const path = join(dir, "lastenrad.allot");
const scheme = load(analyze(readFileSync(path, "utf8"), path));
const input = JSON.parse(readFileSync(join(dir, "data", "lastenrad_2027.json"), "utf8"));
const { run } = evaluateRun(scheme, input);
const result = run.explained("trace").toResult();

/** the notice of `id`, as the texts of its elements (tags dropped, entities read, spaces as one) */
function notice(id: string): { one: (selector: string) => string; all: (selector: string) => string[] } {
  const j = result.results.findIndex((r) => r.id === id);
  const html = noticeHtml(scheme, result, result.results[j]!, run.traceAt(j), { published: "2027-04-08", reference: "LR 2027/1" });
  const text = (s: string) => s.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").replace(/[\s\u00a0\u202f]+/g, " ").trim();
  // "tag.class", "tag" or "tag.class tag" (the second inside the first): every such element's text
  const within = (source: string, part: string): string[] => {
    const [tag, cls] = part.split(".");
    const re = new RegExp(`<${tag}(?:\\s[^>]*)?${cls ? `\\sclass="(?:[^"]*\\s)?${cls}(?:\\s[^"]*)?"` : ""}[^>]*>([\\s\\S]*?)</${tag}>`, "g");
    return [...source.matchAll(re)].map((m) => m[1]!);
  };
  const all = (selector: string): string[] => selector.split(" ").reduce<string[]>((found, part) => found.flatMap((x) => within(x, part)), [html]).map(text);
  return { one: (selector) => all(selector)[0]!, all };
}
const act = "Richtlinie der Stadt Musterstadt zur Förderung von Lastenrädern (Lastenradrichtlinie 2027)";

describe("a decision notice in German (drafted_cargobike)", () => {
  it("L04, refused: its household already has its one grant (§ 5), whatever the budget", () => {
    const n = notice("L04");
    expect(n.one("h1")).toBe("Entscheidung über den Antrag");
    expect(n.one("p.call")).toBe("Förderaufruf: LR 2027/1");
    expect(n.one("p.application")).toBe("Antrag: L04");
    expect(n.one("p.published")).toBe("Veröffentlicht am: 8. April 2027");
    // an amount the scheme computes: "zuerkannt", the label quoted in German quotation marks
    expect(n.one("p.decision")).toBe("Nicht zuerkannt — „abgelehnt“");
    expect(n.all("dt")).toEqual(["Rang in der Rangfolge", "Berechneter Betrag", "Zuerkannter Betrag"]);
    expect([n.one("dd.position"), n.one("dd.requested"), n.one("dd.granted")]).toEqual(["4", "1.000,00 EUR", "0,00 EUR"]);
    expect(n.all("h2")).toEqual(["Begründung", "Wie die Entscheidung zustande kam", "Angeführte Vorschriften"]);
    expect(n.all("ul.reasons li")).toEqual([`Gruppe „Haushalt: H02“: die Zahl der Zuerkennungen (1) hat die Höchstzahl je Haushalt (1) erreicht; der Antrag passt auch nicht in die verbleibenden Mittel [${act}, § 5]`]);
    const steps = n.all("ol.steps li");
    expect(steps[0]).toBe(`Die Voraussetzung „Hauptwohnsitz in Musterstadt“ ist erfüllt (hauptwohnsitz). [${act}, § 2]`);
    expect(steps).toContain(`Rang 4 in der Rangfolge. [${act}, § 6 Abs. 1]`);
    expect(steps.at(-1)).toBe(`Nicht zuerkannt (berechneter Betrag: 1.000,00 EUR): Gruppe „Haushalt: H02“: die Zahl der Zuerkennungen (1) hat die Höchstzahl je Haushalt (1) erreicht; der Antrag passt auch nicht in die verbleibenden Mittel (verbleibend vor diesem Antrag: 500,00 EUR). [${act}, § 5]`);
    expect(n.all("h3.cite-title")).toContain(`${act}, § 5`);
  });

  it("L03, granted: the lottery placed it first, the amount as § 4 Abs. 2 computes it", () => {
    const n = notice("L03");
    expect(n.one("p.decision")).toMatch(/^Zuerkannt/);
    expect(n.one("dd.granted")).toBe("1.500,00 EUR");
    expect(n.all("ul.reasons li")).toEqual([]);
    expect(n.one("p.no-reasons")).toBe("Es liegt kein Ablehnungsgrund vor.");
    const steps = n.all("ol.steps li");
    expect(steps).toContain(`Vor L06: ausschlaggebend ist der Losentscheid (Startwert „Ziehung-2027-04-07“): sha256("Ziehung-2027-04-07:L03") = 0c533c122cc1… gegenüber sha256("Ziehung-2027-04-07:L06") = 11555803b632…. [${act}, § 6 Abs. 1]`);
    expect(steps.at(-1)).toBe(`1.500,00 EUR zuerkannt: passt in die verbleibenden Mittel, als Mitglied der Gruppe „Haushalt: H03“ (damit ist nun 1 von 1 zulässigen Zuerkennung in Anspruch genommen) (verbleibend vor diesem Antrag: 5.000,00 EUR). [${act}, § 6 Abs. 2]`);
  });

  it("L01, on the waiting list: passed over, then placed on the Nachrückerliste", () => {
    const n = notice("L01");
    expect(n.one("p.decision")).toMatch(/^Auf der Nachrückerliste/);
    expect(n.all("ul.reasons li").map((x) => x.replace(/ \[.*\]$/, ""))).toEqual(["Passt nicht in die verbleibenden Mittel; übersprungen", "Auf die Nachrückerliste gesetzt, auf Platz 1"]);
    expect(n.all("ol.steps li").at(-1)).toBe(`Auf die Nachrückerliste gesetzt, auf Platz 1. [${act}, § 7]`);
  });

  it("L08, not eligible: the scheme's own reason, its value in German numbers; no position", () => {
    const n = notice("L08");
    expect(n.one("p.decision")).toMatch(/^Nicht förderfähig/);
    expect(n.one("dd.position")).toBe("nicht in die Rangfolge aufgenommen");
    expect(n.all("ul.reasons li")).toEqual([`Der Kaufpreis (999,99 EUR) liegt unter 1.000 Euro. [${act}, § 3]`]);
    expect(n.all("ol.steps li")).toContain(`Die Voraussetzung „Kaufpreis von mindestens 1.000 Euro“ ist nicht erfüllt: Der Kaufpreis (999,99 EUR) liegt unter 1.000 Euro. [${act}, § 3]`);
  });
});
