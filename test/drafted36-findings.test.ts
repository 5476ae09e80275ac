// What drafter36 found drafting schemes of real law from the docs alone (issue 15, thirty-sixth
// round): schemes/drafted_bourse (the French "bourse sur critères sociaux": an entitlement, an
// échelon from income and points de charge, a fixed rate per échelon) and schemes/drafted_volgorde
// (a Dutch subsidieplafond "in de volgorde van ontvangst": the day an application is complete,
// the day that passes the ceiling by lot, "voor zover"; closing on the night the clocks go back).
// Each test pins today's behaviour and says, in its note, what the law says (FINDINGS36.md).
// Drafter36 did not change the engine, the catalogues or the docs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { forMember } from "../packages/dsl/src/compile/explainAmount.js";
import { resultOf as row, runScheme as run } from "./support/scheme";

const cli = resolve(__dirname, "../packages/dsl/dist/allot.mjs");
const bDir = resolve(__dirname, "../schemes/drafted_bourse");
const bFile = join(bDir, "bourse_criteres_sociaux.allot");
const bourse = readFileSync(bFile, "utf8");
const bInput = JSON.parse(readFileSync(join(bDir, "data/bcs2027.json"), "utf8"));
const vDir = resolve(__dirname, "../schemes/drafted_volgorde");
const vFile = join(vDir, "volgorde_van_ontvangst.allot");
const volgorde = readFileSync(vFile, "utf8");
const vInput = JSON.parse(readFileSync(join(vDir, "data/svkm2027.json"), "utf8"));

type Row = { explanation: { step: string; text: string }[] };
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (r: Row) => r.explanation.map((s) => flat(s.text));
const step = (r: Row, start: string) => texts(r).find((t) => t.startsWith(start)) ?? "";

// Finding 1 (an explanation misleads; a construct is missing). The arrêté's échelons are "0 bis,
// 1, …, 7"; a computed value could not be an enumeration member (§8.4), so the scheme wrote 0 for
// 0 bis, and B06 (granted 1 454 €, the 0 bis rate) was told "l'échelon = 0". Mended (lang37): the
// échelons are a named enumeration (§6.3), the let `echelon` is of it, its `if` gives the members,
// and B06 is told "échelon 0 bis", the member's title.
describe("1. échelon 0 bis is told échelon 0 bis (mended)", () => {
  it("an if gives a member of the named enumeration the let is declared of", () => {
    expect(bourse).toContain("  else e0bis per a_bareme");
    expect(analyze(bourse).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  it("B06 is told échelon 0 bis beside 1 454,00 €", () => {
    const r = run(bourse, bInput);
    expect(row(r, "B06").amount).toBe("1454.00");
    const t = step(row(r, "B06"), "Calculé : l'échelon = ");
    expect(t).toContain("l'échelon = échelon 0 bis, car aucune de ses conditions n'est remplie");
    expect(texts(row(r, "B06")).join("\n")).not.toMatch(/échelon\W+: 0\b|l'échelon = 0\b/);
  });
});

// Finding 2 (an explanation misleads). An if-else-if chain named the values it read first: for a
// 0 bis student the ceilings 7 to 3, not those of échelons 2 and 1 that she passes, and in the
// amount step the rates of échelons 7 to 3, not hers. Arrêté art. 1: "l'échelon le plus élevé dont
// le plafond n'est pas dépassé". Mended (mendd37): a step shows the values its arm decides by —
// the condition that held and the one before it that failed (the last `else`: the last one), and
// the arm's own figure.
describe("2. the échelon's step shows the values that decide (mended)", () => {
  it("B06 (the last else): her resources and échelon 1's ceiling, which she passes; not the ceilings 7 to 3", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Calculé : l'échelon = ");
    expect(t).toBe("Calculé : l'échelon = échelon 0 bis, car aucune de ses conditions n'est remplie (ressources « les ressources (revenu brut global n-2) » : 34 000,00 € ; plafond_1 « le plafond de l'échelon 1 » : 25 000,00 €).");
    expect(t).not.toContain("plafond_3");
  });
  // the amount step's half mended by lang37's rewrite (a named enumeration, §6.3): the rate is
  // `call.taux[echelon]`, and the step reads her own rate and her échelon, no chain of rates
  it("B06's amount step reads her own rate and échelon (mended, lang37)", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Le montant : ");
    expect(t).toBe("Le montant : le taux annuel de la bourse = call.taux[echelon] = 1 454,00 € (call.taux[echelon] « le taux annuel de chaque échelon » : 1 454,00 € ; echelon « l'échelon » : échelon 0 bis).");
    expect(t).not.toContain("call.taux[e7]");
  });
  it("B03 (échelon 3): échelon 4's ceiling, passed, and échelon 3's, met", () => {
    const t = step(row(run(bourse, bInput), "B03"), "Calculé : l'échelon = ");
    expect(t).toBe("Calculé : l'échelon = échelon 3, car ressources <= plafond_3 (ressources « les ressources (revenu brut global n-2) » : 20 000,00 € ; plafond_4 « le plafond de l'échelon 4 » : 17 800,00 € ; plafond_3 « le plafond de l'échelon 3 » : 20 500,00 €).");
  });
});

// Finding 3 (an explanation misleads; the docs mislead). §8.4 names a member by its title in "a
// figure per key read for a member written out"; the computation steps named
// call.plafond_base[e7] by its code and by the figure's description ("de chaque échelon"), never
// "échelon 7". Mended (mendd37): "le plafond de base de l'échelon 7"; where the description does
// not say "each …" of the title's word, the title follows it in brackets.
describe("3. a figure per key read for a member written out is named by the member's title (mended)", () => {
  it("B06's ceiling of échelon 7", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Calculé : le plafond de l'échelon 7");
    expect(t).toContain("(call.plafond_base[e7] « le plafond de base de l'échelon 7 » : 250,00 € ; points « les points de charge » : 0 ; call.majoration[e7] « la majoration par point de charge de l'échelon 7 » : 250,00 €).");
    expect(t).not.toContain("de chaque échelon");
  });
  it("the words for one member (forMember)", () => {
    expect(forMember("le plafond de base de chaque échelon", "échelon 0 bis")).toBe("le plafond de base de l'échelon 0 bis");
    expect(forMember("the rate of each échelon", "échelon 7")).toBe("the rate of échelon 7");
    expect(forMember("het plafond van elke trede", "trede 2")).toBe("het plafond van trede 2");
    // no "each" of the title's word, or a French title that does not begin with a vowel: in brackets
    expect(forMember("the pool of each district", "Old Town")).toBe("the pool of each district (Old Town)");
    expect(forMember("le taux de chaque catégorie", "catégorie A")).toBe("le taux de chaque catégorie (catégorie A)");
    expect(forMember("der Höchstbetrag je Stufe", "Stufe 1")).toBe("der Höchstbetrag je Stufe (Stufe 1)");
  });
  it("a scheme in English: the pool of one district, in brackets", () => {
    const scheme = `scheme s "S" { version "1" language en }
act a "Act" { identifier "X" }
source art1 = a article 1 "pools"
call { pool: money(EUR) by enum { old_town "Old Town", riverside "Riverside" } "the pool of each district" }
application { id: text unique  asked: money(EUR) }
let grant "the grant" = min(asked, call.pool[old_town]) per art1
ranking per art1 { by id lowest first }
allocation per art1 { budget unlimited amount grant }
`;
    const r = run(scheme, { call: { pool: { old_town: "300.00", riverside: "200.00" } }, applications: [{ id: "A", asked: "500.00" }] });
    expect(texts(row(r, "A")).join(" ")).toContain("call.pool[old_town] 'the pool of each district (Old Town)': 300.00 EUR");
  });
});

// Finding 4 (a construct is missing; a diagnostic misleads). The barème is a table (points ×
// échelon); a figure per key is keyed only by an application field's enumeration: the points are
// computed. Keyed by a let, the checker said it expected a type (AL0204, "choose the type that fits
// the values"), not that a key must be an enumeration (AL0548, §5.1); mended (lang37, tooling37): AL0548.
// Keyed by `points`, the parse of
// the call stopped at it (a declaration started with `points`) and lost the fields after it;
// since tooling37 `points not summed` opens with a token of its own, and `by points` is one error
// that says `points` is a keyword there.
describe("4. no table keyed by a computed number", () => {
  it("an integer field as key: AL0548", () => {
    const t = bourse.replace('taux: money(EUR) by echelon_bourse', 'plafond7: money(EUR) by distance_km "x"\n  taux: money(EUR) by echelon_bourse');
    expect(t).not.toBe(bourse);
    expect(analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toEqual(["AL0548"]);
  });
  it("the let named points as key: one AL0102 that says 'points' is a keyword there; the call read to its end", () => {
    const t = bourse.replace('taux: money(EUR) by echelon_bourse', 'plafond7: money(EUR) by points "x"\n  taux: money(EUR) by echelon_bourse');
    const e = analyze(t).diagnostics.filter((d) => d.severity === "error");
    expect(e.map((d) => d.code)).toEqual(["AL0102"]);
    expect(e[0]!.message).toBe("expected a name, found 'points', a keyword of the language");
    expect(e[0]!.hint).toContain("after 'by' comes the application field declared 'enum { … }' whose members key the figure");
    expect(t.slice(e[0]!.span.start, e[0]!.span.end)).toBe("points");
  });
  it("a let as key: AL0548, a value the scheme computes, with what keys a figure", () => {
    const t = bourse.replace(
      'taux: money(EUR) by echelon_bourse',
      'plafond7: money(EUR) by points_distance "le plafond de l\'échelon 7 par points"\n  taux: money(EUR) by echelon_bourse',
    );
    expect(t).not.toBe(bourse);
    const e = analyze(t).diagnostics.filter((d) => d.severity === "error");
    expect(e.map((d) => d.code)).toEqual(["AL0548"]);
    expect(e[0]!.message).toBe("expected an enumeration after 'by' (a named enumeration, an application field declared 'enum { … }', or the enumeration itself), found the let 'points_distance', a value the scheme computes");
    expect(e[0]!.hint).toContain("key it by a named enumeration ('enum echelon { … }', 'by echelon'");
  });
});

// Finding 5 (the law repeated). The enumeration of échelons was written out three times in the
// call, copies with different titles checking clean. Mended (lang37): declared once (`enum
// echelon_bourse`, §6.3), each figure `by echelon_bourse`; a member misspelled in a reading is caught.
describe("5. one enumeration of échelons, declared once (mended)", () => {
  it("written once; the three figures are keyed by its name", () => {
    expect(bourse.match(/e0bis "échelon 0 bis"/g)).toHaveLength(1);
    expect(bourse.match(/money\(EUR\) by echelon_bourse/g)).toHaveLength(3);
  });
  it("a member misspelled in a reading: AL0548", () => {
    const t = bourse.replace("call.plafond_base[e7]", "call.plafond_base[e77]");
    expect(t).not.toBe(bourse);
    expect(analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toEqual(["AL0548"]);
  });
});

// Finding 6 (French typography). The head of an explanation wrote "Montant calculé:" without the
// space French puts before a colon; the steps write "Calculé : …". Mended (mendd36): the head too.
describe("6. the head of a French explanation puts a space before its colons (mended)", () => {
  it("B06", () => {
    const out = flat(execFileSync(process.execPath, [cli, "explain", bFile, "--input", join(bDir, "data/bcs2027.json"), "--id", "B06"], { encoding: "utf8" }));
    expect(out).toContain("Montant calculé : 1 454,00 €.");
    expect(out).toContain("Montant accordé : 1 454,00 €.");
    expect(out).not.toMatch(/\p{L}: /u);
    expect(out).toContain("Accordée : 1 454,00 €");
  });
});

// Finding 7 (an explanation misleads, nl). Art. 23(3) Kaderbesluit: the order of one day's
// applications "wordt … vastgesteld door loting"; S12 is told that "de aanvullende criteria
// bepaalden de volgorde, beslist door loting". There are none: one key and a lot. Mended
// (mendd36): "dus besliste de loting over de volgorde".
describe("7. only the lot decides, and the Dutch says so (mended)", () => {
  it("S12", () => {
    const r = run(volgorde, vInput);
    expect(row(r, "S12").status).toBe("partially_funded");
    expect(step(row(r, "S12"), "Plaats 10 in de rangschikking")).toContain("dus besliste de loting (startwaarde \"SVKM-2027-loting\") over de volgorde.");
    expect(step(row(r, "S12"), "Plaats 10 in de rangschikking")).not.toContain("aanvullende criteria");
  });
});

// Finding 8 (an explanation misleads). Module art. 2: "tot en met 31 oktober 2027, 17:00 uur". A
// passing rule on a moment is told in code without the moment; S14 (02:30+01:00, the repeated hour)
// is never told when it was filed or complete; the amount shows the literal "20000 EUR".
describe("8. a rule on a moment is told in code, without the moment judged", () => {
  it("S14 in the repeated hour (02:30+01:00), S13 (02:30+02:00), S12 (00:30+02:00)", () => {
    const r = run(volgorde, vInput);
    for (const id of ["S14", "S13", "S12"]) {
      expect(texts(row(r, id))).toContain("Voorwaarde ‘Ingediend uiterlijk 31 oktober 2027, 17:00 uur’ is vervuld (ingediend <= 2027-10-31T17:00:00).");
      expect(texts(row(r, id)).join(" ")).not.toMatch(/02:30|17:00:00 |00:30/);
    }
    // (since ademe40, FINDINGS39 9: the ceiling in the law's words)
    expect(step(row(r, "S14"), "Het bedrag: ")).toContain(", met een maximum van 20.000 EUR = 9.000,00 EUR");
  });
});

// Finding 9 (the docs mislead). §14.13: one refused in assessment and "drawn after the ceiling on
// its moment" is not assessed. S19 (refused: costs under the minimum), of the ceiling's day, hashes
// after the ceiling S12 (d97f21cf… > d01b6d86…) and keeps its own refusal: a seeded lottery draws
// only the ranked. Lawful, but the docs do not say it.
describe("9. a refused application of the ceiling's day keeps its refusal under a seeded lottery", () => {
  it("S19", () => {
    const r = run(volgorde, vInput);
    expect(row(r, "S12").position).toBe(10);
    expect(row(r, "S19").status).toBe("ineligible");
    expect(row(r, "S19").reasons.map((x) => x.rule)).toEqual(["minimum"]);
  });
  it("§14.13 says what a seeded lottery does with a refused application of the ceiling's moment (mended, mendd37)", () => {
    const docs = readFileSync(resolve(__dirname, "../docs/language.md"), "utf8").replace(/\s+/g, " ");
    expect(docs).toContain("A **seeded** lottery (`lottery seed call.loting`, [§13.2](#132-tie-breaks)) reads no draw per key and orders only the applications the ranking holds: one of the ceiling's own moment refused in assessment is not drawn");
  });
});

// Finding 10 (a publication misleads). An unlimited budget has no remaining; the JSON says null,
// the HTML report (fr) "dépend d'une égalité non départagée", the Markdown "indeterminate" — a tie
// that does not exist in a scheme that ranks nobody. Mended (mendd36): "unlimited", "sans limite".
describe("10. an unlimited budget's remaining is told as unlimited (mended)", () => {
  const args = [cli, "run", bFile, "--input", join(bDir, "data/bcs2027.json")];
  it("JSON null, no tie", () => {
    const r = JSON.parse(execFileSync(process.execPath, args, { encoding: "utf8" }));
    expect(r.totals.main.remaining).toBeNull();
    expect([r.ties, r.unresolvedTies]).toEqual([[], []]);
  });
  it("Markdown: unlimited; HTML: sans limite", () => {
    const md = execFileSync(process.execPath, [...args, "--format", "md"], { encoding: "utf8" });
    expect(md).toContain("| main | EUR | unlimited | 54411.00 | 54411.00 | 0.00 | unlimited |");
    const html = flat(execFileSync(process.execPath, [...args, "--format", "html"], { encoding: "utf8" }));
    expect(html).not.toContain("égalité non départagée");
    expect(html).toContain('<td class="num">0,00 EUR</td><td class="num">sans limite</td>');
  });
});

// Finding 11 (a publication misleads, nl). The HTML list's "Ontvangst" column wrote
// "31-10-2027, 00:30" but the two moments of the repeated hour in ISO code form, and the reasons
// "2027-10-31 17:00:01": three formats in one Dutch list. Mended in part (mendd37): the column
// writes every moment the language's way, a repeated hour's offset after it in brackets; the
// scheme's own reasons' `{ingediend}` is still the code form.
describe("11. one Dutch list: its moments written one way (mended in part)", () => {
  it("svkm2027's HTML report", () => {
    const html = flat(execFileSync(process.execPath, [cli, "run", vFile, "--input", join(vDir, "data/svkm2027.json"), "--format", "html"], { encoding: "utf8" }));
    expect(html).toContain("31-10-2027, 00:30");
    expect(html).toContain("31-10-2027, 02:30 (UTC+01:00)");
    expect(html).toContain("31-10-2027, 02:30 (UTC+02:00)");
    expect(html).not.toContain("2027-10-31T02:30:00");
    expect(html).toContain("ingediend op 2027-10-31 17:00:01");
  });
});

// Finding 12 (a ground misleads). S15, complete on the ceiling's day and placed after S12 by the
// lot, was told only that the ceiling was reached by S12 "received" on the same date; the lot was
// not in its ground, which had no full stop. Art. 23(3): the ground says the lot placed it after
// S12. Mended (mendd37): the lot's words, in six languages, closed by a full stop; S18, of a later
// day, keeps the old words.
describe("12. the ground of one the lot put after the ceiling names the lot (mended)", () => {
  it("S15 (nl), and S18 of a later day as before", () => {
    const r = run(volgorde, vInput);
    expect(row(r, "S15").reasons.map((x) => flat(x.message))).toEqual([
      "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ‘de ontvangst van de volledige aanvraag’: de loting onder de aanvragen van dezelfde dag (2027-10-31) plaatste deze aanvraag na S12, die het subsidieplafond bereikte.",
    ]);
    expect(row(r, "S18").reasons.map((x) => flat(x.message))).toEqual([
      "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ‘de ontvangst van de volledige aanvraag’ (het subsidieplafond werd bereikt door S12, ‘de ontvangst van de volledige aanvraag’: 2027-10-31)",
    ]);
  });
  it("the explanation's step does not close it twice", () => {
    const out = flat(execFileSync(process.execPath, [cli, "explain", vFile, "--input", join(vDir, "data/svkm2027.json"), "--id", "S15"], { encoding: "utf8" }));
    expect(out).toContain("die het subsidieplafond bereikte. Aanvragen worden behandeld in volgorde van ontvangst;");
    expect(out).not.toContain("bereikte..");
  });
  // the scheme in each language (its own words stay Dutch), with the key's title and without it
  const words: Record<string, [string, string]> = {
    en: [
      "not assessed: the het subsidieplafond was used up before it in the order of “de ontvangst van de volledige aanvraag”: the lot among the applications of the same day (2027-10-31) placed it after S12, which reached the ceiling.",
      "not assessed: the het subsidieplafond was used up before it in the order of receipt: the lot among the applications received the same day (2027-10-31) placed it after S12, which reached the ceiling.",
    ],
    pl: [
      "wniosku nie oceniano: budżet wyczerpał się przed tym wnioskiem w kolejności według „de ontvangst van de volledige aanvraag”: losowanie wśród wniosków z tego samego dnia (2027-10-31) umieściło go za wnioskiem S12, który osiągnął limit.",
      "wniosku nie oceniano: budżet wyczerpał się przed tym wnioskiem w kolejności wpływu: losowanie wśród wniosków, które wpłynęły tego samego dnia (2027-10-31), umieściło go za wnioskiem S12, który osiągnął limit.",
    ],
    de: [
      "nicht geprüft: die Mittel waren vor diesem Antrag in der Reihenfolge nach „de ontvangst van de volledige aanvraag“ aufgebraucht: das Los unter den Anträgen desselben Tages (31.10.2027) setzte ihn hinter S12, durch den die Grenze erreicht wurde.",
      "nicht geprüft: die Mittel waren vor diesem Antrag in der Reihenfolge des Eingangs aufgebraucht: das Los unter den am selben Tag eingegangenen Anträgen (31.10.2027) setzte ihn hinter S12, durch den die Grenze erreicht wurde.",
    ],
    es: [
      "no evaluada: el crédito se agotó antes de ella en el orden de «de ontvangst van de volledige aanvraag»: el sorteo entre las solicitudes del mismo día (31 de octubre de 2027) la situó después de la solicitud S12, que alcanzó el límite.",
      "no evaluada: el crédito se agotó antes de ella en el orden de recepción: el sorteo entre las solicitudes recibidas el mismo día (31 de octubre de 2027) la situó después de la solicitud S12, que alcanzó el límite.",
    ],
    fr: [
      "non examinée : les crédits ont été épuisés avant elle dans l'ordre de « de ontvangst van de volledige aanvraag » : le tirage au sort entre les demandes du même jour (31 octobre 2027) l'a placée après la demande S12, qui a atteint la limite.",
      "non examinée : les crédits ont été épuisés avant elle dans l'ordre de réception : le tirage au sort entre les demandes reçues le même jour (31 octobre 2027) l'a placée après la demande S12, qui a atteint la limite.",
    ],
    nl: [
      "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ‘de ontvangst van de volledige aanvraag’: de loting onder de aanvragen van dezelfde dag (2027-10-31) plaatste deze aanvraag na S12, die het subsidieplafond bereikte.",
      "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ontvangst: de loting onder de aanvragen ontvangen op dezelfde dag (2027-10-31) plaatste deze aanvraag na S12, die het subsidieplafond bereikte.",
    ],
  };
  for (const [lang, [titled, untitled]] of Object.entries(words)) {
    it(`S15 in ${lang}`, () => {
      const inLang = volgorde.replace("  language nl\n  timezone", `  language ${lang}\n  timezone`);
      expect(inLang.includes(`language ${lang}\n  timezone`)).toBe(true);
      const untitledScheme = inLang.replace('let ontvangst "de ontvangst van de volledige aanvraag" = volledig', "let ontvangst = volledig");
      expect(untitledScheme).not.toBe(inLang);
      expect(flat(row(run(inLang, vInput), "S15").reasons[0]!.message)).toBe(flat(titled));
      expect(flat(row(run(untitledScheme, vInput), "S15").reasons[0]!.message)).toBe(flat(untitled));
    });
  }
});
