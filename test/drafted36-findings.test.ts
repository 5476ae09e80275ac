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
// 1, …, 7"; a computed value cannot be an enumeration member (§8.4), so the scheme writes 0 for
// 0 bis, and B06 (granted 1 454 €, the 0 bis rate) is told "l'échelon = 0" — an échelon that today
// does not exist and that once meant no money. The law wants "échelon 0 bis".
describe("1. échelon 0 bis can only be told as 0", () => {
  it("an if cannot give an enumeration member (the checker refuses it)", () => {
    const withMember = bourse.replace("  else 0 per a_bareme", "  else e0bis per a_bareme");
    expect(withMember).not.toBe(bourse);
    expect(analyze(withMember).diagnostics.some((d) => d.severity === "error")).toBe(true);
  });
  it("B06 is told échelon 0 beside 1 454,00 €", () => {
    const r = run(bourse, bInput);
    expect(row(r, "B06").amount).toBe("1454.00");
    expect(step(row(r, "B06"), "Calculé : l'échelon = ")).toContain("l'échelon = 0, car aucune de ses conditions n'est remplie");
  });
});

// Finding 2 (an explanation misleads). An if-else-if chain names the values it read first: for a
// 0 bis student the ceilings 7 to 3, not those of échelons 2 and 1 that she passes, and in the
// amount step the rates of échelons 7 to 3, not hers. Arrêté art. 1: "l'échelon le plus élevé dont
// le plafond n'est pas dépassé": the law wants the ceiling she is under and the one she passes.
describe("2. the échelon's step shows the values read first, not those that decide", () => {
  it("B06: ceilings 7 to 3 shown, échelon 1's 25 000,00 € not", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Calculé : l'échelon = ");
    expect(t).toContain("plafond_3 « le plafond de l'échelon 3 » : 18 500,00 €)");
    expect(t).not.toContain("plafond_1");
    expect(t).not.toContain("25 000,00");
  });
  it("B06's amount step lists the rates of échelons 7 to 3", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Le montant : ");
    expect(t).toContain("call.taux[e7] « le taux annuel de chaque échelon » : 6 335,00 €");
    expect(t).toContain("call.taux[e3] « le taux annuel de chaque échelon » : 3 828,00 €)");
  });
});

// Finding 3 (an explanation misleads; the docs mislead). §8.4 names a member by its title in "a
// figure per key read for a member written out"; the computation steps name
// call.plafond_base[e7] by its code and by the figure's description ("de chaque échelon"), never
// "échelon 7". The law wants "le plafond de base de l'échelon 7".
describe("3. a figure per key read for a member written out is not named by the member's title", () => {
  it("B06's ceiling of échelon 7: code and description, no title", () => {
    const r = run(bourse, bInput);
    const t = step(row(r, "B06"), "Calculé : le plafond de l'échelon 7");
    expect(t).toContain("(call.plafond_base[e7] « le plafond de base de chaque échelon » : 250,00 €");
    expect(t).not.toContain("plafond de base de l'échelon 7");
  });
});

// Finding 4 (a construct is missing; a diagnostic misleads). The barème is a table (points ×
// échelon); a figure per key is keyed only by an application field's enumeration: the points are
// computed. Keyed by a let, the checker said it expected a type (AL0204, "choose the type that fits
// the values"); since tooling37 it says what §5.1 wants (AL0548). Keyed by `points`, the parse of
// the call stopped at it (a declaration started with `points`) and lost the fields after it;
// since tooling37 `points not summed` opens with a token of its own, and `by points` is one error
// that says `points` is a keyword there.
describe("4. no table keyed by a computed number", () => {
  it("an integer field as key: AL0548", () => {
    const t = bourse.replace('taux: money(EUR) by enum', 'plafond7: money(EUR) by distance_km "x"\n  taux: money(EUR) by enum');
    expect(t).not.toBe(bourse);
    expect(analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => d.code)).toEqual(["AL0548"]);
  });
  it("the let named points as key: one AL0102 that says 'points' is a keyword there; the call read to its end", () => {
    const t = bourse.replace('taux: money(EUR) by enum', 'plafond7: money(EUR) by points "x"\n  taux: money(EUR) by enum');
    const e = analyze(t).diagnostics.filter((d) => d.severity === "error");
    expect(e.map((d) => d.code)).toEqual(["AL0102"]);
    expect(e[0]!.message).toBe("expected a name, found 'points', a keyword of the language");
    expect(e[0]!.hint).toContain("after 'by' comes the application field declared 'enum { … }' whose members key the figure");
    expect(t.slice(e[0]!.span.start, e[0]!.span.end)).toBe("points");
  });
  it("a let as key: AL0548, a value the scheme computes, with what keys a figure", () => {
    const t = bourse.replace(
      'taux: money(EUR) by enum',
      'plafond7: money(EUR) by points_distance "le plafond de l\'échelon 7 par points"\n  taux: money(EUR) by enum',
    );
    expect(t).not.toBe(bourse);
    const e = analyze(t).diagnostics.filter((d) => d.severity === "error");
    expect(e.map((d) => d.code)).toEqual(["AL0548"]);
    expect(e[0]!.message).toBe("expected an enumeration after 'by' (an application field declared 'enum { … }', or the enumeration itself), found the let 'points_distance', a value the scheme computes");
    expect(e[0]!.hint).toContain("key it by an application field declared 'enum { … }'");
  });
});

// Finding 5 (the law repeated). One enumeration of échelons written out three times in the call;
// copies with different titles check clean.
describe("5. one enumeration of échelons written three times", () => {
  it("a copy whose title differs still checks", () => {
    const at = bourse.lastIndexOf('e0bis "échelon 0 bis"');
    const t = bourse.slice(0, at) + 'e0bis "échelon zéro bis"' + bourse.slice(at + 'e0bis "échelon 0 bis"'.length);
    expect(t).not.toBe(bourse);
    expect(bourse.match(/e0bis "échelon 0 bis"/g)).toHaveLength(3);
    expect(analyze(t).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
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
    expect(step(row(r, "S14"), "Het bedrag: ")).toContain(", 20000 EUR) = 9.000,00 EUR");
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

// Finding 11 (a publication misleads, nl). The HTML list's "Ontvangst" column writes
// "31-10-2027, 00:30" but the two moments of the repeated hour in ISO code form, and the reasons
// "2027-10-31 17:00:01": three formats in one Dutch list.
describe("11. one Dutch list, three ways of writing a moment", () => {
  it("svkm2027's HTML report", () => {
    const html = flat(execFileSync(process.execPath, [cli, "run", vFile, "--input", join(vDir, "data/svkm2027.json"), "--format", "html"], { encoding: "utf8" }));
    expect(html).toContain("31-10-2027, 00:30");
    expect(html).toContain("2027-10-31T02:30:00+01:00");
    expect(html).toContain("2027-10-31T02:30:00+02:00");
    expect(html).toContain("ingediend op 2027-10-31 17:00:01");
  });
});

// Finding 12 (a ground misleads). S15, complete on the ceiling's day and placed after S12 by the
// lot, is told only that the ceiling was reached by S12 "received" on the same date; the lot is not
// in its ground. Art. 23(3): the ground should say the lot placed it after S12.
describe("12. the ground of one the lot put after the ceiling does not name the lot", () => {
  it("S15", () => {
    const r = run(volgorde, vInput);
    expect(row(r, "S15").reasons.map((x) => flat(x.message))).toEqual([
      "niet beoordeeld: het subsidieplafond was uitgeput vóór deze aanvraag in de volgorde van ‘de ontvangst van de volledige aanvraag’ (het subsidieplafond werd bereikt door S12, ‘de ontvangst van de volledige aanvraag’: 2027-10-31)",
    ]);
  });
});
