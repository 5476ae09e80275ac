// review36's findings (review36/FINDINGS.md), each mended with a test that fails without its mend:
// F1 a band's bounds and a criterion's weight in the language's notation; F2 a reservation's
// condition told only where all of it is in words; F3 a rounding in brackets told without its code;
// F4 a name of any letters in a reason; and the decision on review35's D1 (a weight of 0 may take a
// place left after the draw, §13.2).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), "utf8");
const json = (p: string) => JSON.parse(read(p)) as { call: Record<string, unknown>; applications: Record<string, unknown>[] };
function explained(text: string, input: ReturnType<typeof json>) {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual([]);
  return evaluate(load(a), input, { explain: true }).result;
}
const withLanguage = (text: string, l: string) => text.replace(/^ {2}language en$/m, `  language ${l}`);
const steps = (r: ReturnType<typeof explained>, id: string, step?: string) => row(r, id).explanation.filter((s) => step === undefined || s.step === step).map((s) => s.text.replace(/\s/gu, " "));

describe("F1: a band's bounds and a criterion's weight in the language's notation, as its points are", () => {
  // drafted_sport's volunteers' bands with decimal bounds and half points
  const SPORT = read("schemes/drafted_sport/sportsubsidie.allot")
    .replace("  at least 20% => 2\n  at least 10% and below 20% => 1\n  below 10% => 0", "  at least 0.205 => 2.5\n  at least 0.1 and below 0.205 => 1.5\n  below 0.1 => 0")
    .replace("maximum points 12 per art5_max", "maximum points 12.5 per art5_max");
  const input = json("schemes/drafted_sport/data/sport_2027.json");
  const id = input.applications[0]!["id"] as string;
  it("nl (the scheme's): 'ten minste 0,205 → 2,5', the band it fell in alike", () => {
    const told = steps(explained(SPORT, input), id).find((t) => t.includes("Vrijwilligers’"))!;
    expect(told).toContain("ten minste 0,205 → 2,5; ten minste 0,1 en onder 0,205 → 1,5; onder 0,1 → 0");
    expect(told).toContain("in de schijf ‘ten minste 0,205’");
  });
  it.each([
    ["en", "0.205"],
    ["pl", "0,205"],
    ["de", "0,205"],
    ["es", "0,205"],
    ["fr", "0,205"],
  ])("%s: the bound %s", (l, bound) => {
    const r = explained(withLanguage(SPORT.replace(/^ {2}language nl$/m, "  language en"), l), input);
    const told = steps(r, id, "points").find((t) => t.includes("0.205") || t.includes("0,205"))!;
    expect(told).toContain(bound);
    if (l !== "en") expect(told).not.toMatch(/\d\.\d/u);
  });
  it("pl: drafted_regional's weights 'waga 3,5', not 'waga 3.5' beside '31,5 punktu'", () => {
    const input2 = json("schemes/drafted_regional/data/nabor_2027.json");
    const r = explained(read("schemes/drafted_regional/nabor_regionalny.allot"), input2);
    const told = steps(r, input2.applications[0]!["id"] as string, "points");
    expect(told.find((t) => t.includes("Jakość projektu”"))).toContain("(waga 3,5 × ocena.jakosc");
    expect(told.join(" ")).not.toMatch(/waga \d\.\d/u);
  });
});

describe("F2: a reservation's condition is told only where all of it is in words", () => {
  const ARTS = read("schemes/drafted_arts/project_awards.allot");
  const mixed = ARTS.replace("    when emerging, unused returns", "    when emerging and project_costs < 30000 EUR and applicant_type = individual, unused returns");
  const input = json("schemes/drafted_arts/data/westmark_2027_r1.json");
  it.each(["en", "fr", "pl", "nl", "de", "es"])("%s: with a field's code in it, the reservation by its title; no code told", (l) => {
    const r = explained(withLanguage(mixed, l), input);
    expect(row(r, "A02").status).toBe("funded");
    const told = steps(r, "A02").join(" ");
    expect(told).not.toContain("project_costs <");
    expect(told).not.toContain("applicant_type");
    expect(told).toContain("Emerging artists");
  });
  it("a condition in a let's title alone is told as before", () => {
    const told = steps(explained(ARTS, input), "A02", "allocation").join(" ");
    expect(told).toContain("it takes only the applications that meet its condition: an emerging artist, as this one does");
  });
});

describe("F3: a rounding written in brackets is told without the function's name", () => {
  const GEN = read("schemes/drafted_generacion/generacion_conocimiento.allot").replace(
    "costes_directos + round(21% × costes_directos, 2, half_up) per c8_2",
    "costes_directos + (round((21% × costes_directos), 2, half_up)) per c8_2",
  );
  it("es: '(21% × costes_directos = 31.500,2583 EUR, redondeado al céntimo, …: 31.500,26 EUR)'", () => {
    const input = json("schemes/drafted_generacion/data/convocatoria2027.json");
    for (const a of input.applications) if (a["id"] === "G01") a["costes_directos"] = "150001.23";
    const told = steps(explained(GEN, input), "G01", "allocation").find((t) => t.startsWith("El importe"))!;
    expect(told).toContain("la ayuda = costes_directos + (21% × costes_directos = 31.500,2583 EUR, redondeado al céntimo, la mitad hacia arriba: 31.500,26 EUR) = 181.501,49 EUR");
    expect(told).not.toContain("round(");
  });
});

describe("F4: a name of any letters may be put in a reason", () => {
  it("`{próg}` in a threshold's reason: no AL0604, the value told", () => {
    const text = read("schemes/drafted_climate/climate_fund.allot")
      .replace("let bar = 60% × best_in_theme per s5_2", "let próg = 60% × best_in_theme per s5_2")
      .replace("total >= bar", "total >= próg")
      .replace("less than {bar} points", "less than {próg} points");
    const r = explained(text, json("schemes/drafted_climate/data/climate_2027.json"));
    const below = r.results.flatMap((x) => x.reasons).filter((x) => x.rule === "relative");
    expect(below.length).toBeGreaterThan(0);
    for (const x of below) expect(x.message).toMatch(/^The total of [\d.]+ points is less than [\d.]+ points, 60 % of/u);
  });
});

describe("F6: a date-time an aggregate gives, in the language's form, not as a number", () => {
  const ARTS = read("schemes/drafted_arts/project_awards.allot");
  const input = json("schemes/drafted_arts/data/westmark_2027_r1.json");
  it.each([
    ["en", "2026-10-19 09:30:00"],
    ["nl", "2026-10-19 09:30:00"],
    ["pl", "2026-10-19 09:30:00"],
    ["de", "19.10.2026, 09:30:00 Uhr"],
    ["es", "19 de octubre de 2026"],
    ["fr", "19 octobre 2026"],
  ])("%s: max(m in peers(applicant_no): m.received) is %s, as the rules give it", (l, moment) => {
    const told = steps(explained(withLanguage(ARTS, l), input), "A02").find((t) => t.includes("max(m in peers(applicant_no): m.received):") || t.includes("max(m in peers(applicant_no): m.received) :"))!;
    expect(told).toContain(moment);
    expect(told).not.toMatch(/2[. \u00a0]?026−10−19/u);
  });
});

describe("review35 D1, decided: an application of weight 0 may take a place left after the draw (§13.2)", () => {
  const weighted = `${preamble("Weighted lottery")}call {
  plots: integer in 0..1000 "the plots"
  seed: text "the seed"
}
application {
  id: text unique
  w: decimal "the weight"
}
ranking per art1 {
  tiebreak every tie per art1 {
    lottery seed call.seed weighted by w per art1
  }
}
allocation per art1 {
  budget call.plots per art1
  amount 1
  at boundary stop per art1
}
`;
  it("A (weight 1) drawn first; B (weight 0) second, funded with the place left", () => {
    const r = run(weighted, { call: { plots: 2, seed: "s" }, applications: [{ id: "A", w: "1" }, { id: "B", w: "0" }] });
    expect(["A", "B"].map((id) => [id, row(r, id).position, row(r, id).status])).toEqual([
      ["A", 1, "funded"],
      ["B", 2, "funded"],
    ]);
  });
  it("two of weight 0 for the one place left: an unresolved tie, neither funded", () => {
    const r = run(weighted, { call: { plots: 2, seed: "s" }, applications: [{ id: "A", w: "1" }, { id: "B", w: "0" }, { id: "C", w: "0" }] });
    expect(["A", "B", "C"].map((id) => [id, row(r, id).position, row(r, id).status])).toEqual([
      ["A", 1, "funded"],
      ["B", 2, "indeterminate"],
      ["C", 2, "indeterminate"],
    ]);
  });
  it("a law that gives no place without a ticket says so by a rule: B ineligible, with its reason", () => {
    const ruled = weighted.replace("ranking per art1 {", 'eligibility per art1 {\n  rule ticket "Takes part in the lot" per art1: w > 0\n    otherwise "takes no part in the lot"\n}\nranking per art1 {');
    const r = run(ruled, { call: { plots: 2, seed: "s" }, applications: [{ id: "A", w: "1" }, { id: "B", w: "0" }] });
    expect(row(r, "B").status).toBe("ineligible");
    expect(row(r, "B").reasons.map((x) => x.message)).toEqual(["takes no part in the lot"]);
  });
});
