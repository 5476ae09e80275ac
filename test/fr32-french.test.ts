// Explanations in French (issue 15, thirty-second round, fr32): `language fr` in the words of a
// "notification de décision" / "arrêté d'attribution" (Code des relations entre le public et
// l'administration, art. L211-2 and L211-5: a refusal states its reasons in fact and in law):
// narration/fr.ts, frWords.ts, frRanking.ts; the report's messages/fr.ts. Amounts as fr-FR writes
// them with the euro's sign ("20\u202f500,00\u00a0€": a narrow no-break space between the groups,
// a no-break space before the sign), dates "1er mars 2027", moments "31 mars 2027 à 12 h 00 min
// 01 s", "0 point", "1 point", "2 points", citations "article 8, alinéa 1er". Each sentence asserted
// whole, one scheme per family (a call with its reserve list and a scheme's own reason, pro rata, a
// lottery, groups, a tie left open; stages: drafted_tierslieux, whose goldens hold the rest).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueFor, citationText, formatsOf } from "@allot/runtime";
import { formattersFor } from "../packages/dsl/src/report/htmlFormat.js";
import { counted, messagesFor } from "../packages/dsl/src/report/messages/catalogue.js";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const texts = (r: { explanation: { text: string }[] }) => r.explanation.map((s) => s.text);
const fr = (text: string) => preamble("Appel à projets", "fr") + text;

describe("numbers, amounts, counts, dates and citations as a French decision writes them", () => {
  const c = catalogueFor("fr-FR");
  const f = formatsOf(c);
  it("the catalogue of fr, fr-FR and fr-BE is the French one", () => {
    expect([c.language, catalogueFor("fr").words.notice, catalogueFor("fr-BE").words.statuses["not_funded"]]).toEqual(["fr", "Décision relative à la demande", "Non retenue"]);
  });
  it("amounts: groups by a narrow no-break space, the decimal comma, the euro's sign after a no-break space; another currency keeps its code", () => {
    expect([f.amount({ value: "19999.99", unit: "EUR" }), f.amount({ value: "999.00", unit: "EUR" }), f.minorAmount(2050000, 2, "EUR"), f.number("-12000"), f.amount({ value: "1000.00", unit: "CHF" })]).toEqual([
      "19\u202f999,99\u00a0€",
      "999,00\u00a0€",
      "20\u202f500,00\u00a0€",
      "−12\u202f000",
      "1\u202f000,00 CHF",
    ]);
  });
  it("points: the French singular for 0 and 1 (and 1,5)", () => {
    const points = { one: "{n} point", other: "{n} points" };
    expect([f.count(0, points), f.count(1, points), f.count("1.5", points), f.count(2, points), f.count(1000, points)]).toEqual(["0 point", "1 point", "1,5 point", "2 points", "1\u202f000 points"]);
  });
  it("dates and moments: 1er mars 2027, 31 mars 2027 à 12 h 00 min 01 s", () => {
    const moment = c.values.moment!;
    expect([moment("2027-03-01"), moment("2027-03-31 12:00:01"), moment("2027-03-31 12:00"), moment("2027-12-01 07:59:59.999"), moment("2026-10-25 02:40:00+02:00"), moment("hier")]).toEqual([
      "1er mars 2027",
      "31 mars 2027 à 12 h 00 min 01 s",
      "31 mars 2027 à 12 h 00",
      "1er décembre 2027 à 7 h 59 min 59,999 s",
      "25 octobre 2026 à 2 h 40 min 00 s (UTC+02:00)",
      "hier",
    ]);
    expect([c.values.yes, c.values.no, c.values.notGiven]).toEqual(["oui", "non", "(non renseignée)"]);
  });
  it("citations: the units joined by a comma, the first article and alinéa '1er'; the other languages as before", () => {
    expect(["Règlement, article 8 paragraph 1", "Règlement, article 1", "Règlement, article 8 paragraph 2 point 3 letter b", "Règlement, annex 1"].map((x) => citationText(x, c))).toEqual([
      "Règlement, article 8, alinéa 1er",
      "Règlement, article 1er",
      "Règlement, article 8, alinéa 2, point 3, b)",
      "Règlement, annexe 1",
    ]);
    expect(citationText("Ley, article 22 paragraph 1", catalogueFor("es"))).toBe("Ley, artículo 22 apartado 1");
  });
  it("the report writes the same numbers, its counts and statuses in French", () => {
    const m = messagesFor("fr");
    const w = formattersFor(m);
    expect([w.number("12345.5"), counted(m, 1, m.applications), counted(m, 1200, m.applications), m.statuses["reserve"], m.objectionFrom]).toEqual(["12\u202f345,5", "1 demande", "1\u202f200 demandes", "Liste complémentaire", "de sa notification"]);
  });
});

describe("a call in French: granted, the stop at the boundary, the reserve list, the tie-break by the moment, a scheme's own reason", () => {
  const r = run(fr(`call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  received: datetime("Europe/Paris")  population: integer in 0..10000000 optional }
eligibility per art1 { rule pts "Note positive": points > 0 otherwise "Le dossier {id} a obtenu {points} points le {received} (population : {population})." }
criterion p "Qualité du projet" per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by received earliest first to the minute per art1 } }
allocation per art1 { budget call.budget  amount asked  at boundary stop per art1  reserve 2 per art1 }
`), {
    call: { budget: "2500.00" },
    applications: [
      { id: "A", points: 1, asked: "1234.56", received: "2025-03-03T10:00:00" },
      { id: "B", points: 1, asked: "1500.00", received: "2025-03-03T11:00:00" },
      { id: "C", points: 3, asked: "1000.00", received: "2025-03-01T09:00:00" },
      { id: "D", points: 0, asked: "100.00", received: "2025-03-05T09:00:00" },
    ],
  });
  it("A: 1 point, the tie-break by the moment of filing, granted", () => {
    expect(texts(row(r, "A"))).toEqual([
      "La condition d'éligibilité «\u00a0Note positive\u00a0» est remplie (points > 0).",
      "Critère «\u00a0Qualité du projet\u00a0» : 1 point (application.points, de 0 à 10 points).",
      "Note totale : 1 point.",
      "Rang au classement : 2 (note totale : 1).",
      "Après la demande C : départagée par la note totale (par ordre décroissant) : 3 contre 1.",
      "Avant la demande B : départagée par received (du plus ancien au plus récent, à la minute près) : 3 mars 2025 à 10 h 00 contre 3 mars 2025 à 11 h 00.",
      "Accordée : 1\u202f234,56\u00a0€ ; entre dans la limite des crédits restants (crédits restants avant cette demande : 1\u202f500,00\u00a0€).",
    ]);
  });
  it("B: 'Non retenue', the allocation stops, 'Inscrite sur la liste complémentaire, au rang 1'", () => {
    expect(row(r, "B").status).toBe("reserve");
    expect(texts(row(r, "B")).slice(-2)).toEqual([
      "Non retenue (montant demandé : 1\u202f500,00\u00a0€) : n'entre pas dans la limite des crédits restants ; l'attribution prend fin à cette demande (crédits restants avant cette demande : 265,44\u00a0€).",
      "Inscrite sur la liste complémentaire, au rang 1.",
    ]);
    expect(row(r, "B").reasons.map((x) => x.message)).toEqual([
      "le montant demandé, 1\u202f500,00\u00a0€, excède les crédits restants, 265,44\u00a0€ ; l'attribution prend fin à cette demande",
      "inscrite sur la liste complémentaire, au rang 1",
    ]);
  });
  it("D: the scheme's own reason, its moment and a value not given in French form", () => {
    expect(texts(row(r, "D"))).toEqual([
      "La condition d'éligibilité «\u00a0Note positive\u00a0» n'est pas remplie : Le dossier D a obtenu 0 points le 5 mars 2025 à 9 h 00 min 00 s (population : (non renseignée)).",
    ]);
  });
});

describe("pro rata: 'Accordée au prorata', the coefficient de réduction", () => {
  it("A and B", () => {
    const r = run(fr(`call { budget: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p "Qualité" per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 { budget call.budget  amount asked  pro rata rounded down to 0.01 remainder unallocated per art1 }
`), { call: { budget: "1000.00" }, applications: [{ id: "A", points: 3, asked: "600.00" }, { id: "B", points: 2, asked: "900.00" }] });
    expect([texts(row(r, "A")).at(-1), texts(row(r, "B")).at(-1)]).toEqual([
      "Accordée au prorata : 400,00\u00a0€ sur les 600,00\u00a0€ demandés ; au prorata : 600,00\u00a0€ × le coefficient de réduction (crédits 1\u202f000,00\u00a0€ / total 1\u202f500,00\u00a0€), arrondi à l'inférieur à 0,01\u00a0€.",
      "Accordée au prorata : 600,00\u00a0€ sur les 900,00\u00a0€ demandés ; au prorata : 900,00\u00a0€ × le coefficient de réduction (crédits 1\u202f000,00\u00a0€ / total 1\u202f500,00\u00a0€), arrondi à l'inférieur à 0,01\u00a0€.",
    ]);
  });
});

describe("a lottery: 'départagée par le tirage au sort'", () => {
  it("A before B by the seed's digests", () => {
    const r = run(fr(`call { budget: money(EUR)  seed: text }
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion quality "Qualité" per art1: q
ranking per art1 { by total highest first tiebreak every tie per art1 { lottery seed call.seed } }
allocation per art1 { budget call.budget amount asked at boundary skip per art1 }
`), { call: { budget: "10.00", seed: "S-1" }, applications: [{ id: "A", q: 5, asked: "10.00" }, { id: "B", q: 5, asked: "10.00" }] });
    expect(texts(row(r, "B")).slice(-2)).toEqual([
      "Après la demande A : départagée par le tirage au sort (graine \"S-1\") : sha256(\"S-1:A\") = aab240be3124… contre sha256(\"S-1:B\") = dee375d6c348…. Les deux demandes ont la même valeur pour la note totale (5) : le tirage au sort a donc départagé.",
      "Non retenue (montant demandé : 10,00\u00a0€) : n'entre pas dans la limite des crédits restants ; elle est écartée (crédits restants avant cette demande : 0,00\u00a0€).",
    ]);
  });
});

describe("a tie the règlement leaves open: 'ex æquo', 'En suspens'", () => {
  it("A and B share the first rank; 15,00 € funds one of them", () => {
    const r = run(fr(`call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion quality "Qualité" per art1: q
ranking per art1 { by total highest first  tiebreak every tie per art1 { unresolved per art1 } }
allocation per art1 { budget call.budget amount asked at boundary stop per art1 }
`), { call: { budget: "15.00" }, applications: [{ id: "A", q: 5, asked: "10.00" }, { id: "B", q: 5, asked: "10.00" }] });
    expect(row(r, "A").status).toBe("indeterminate");
    expect(texts(row(r, "A")).slice(-2)).toEqual([
      "Rang au classement : 1 (note totale : 5 ; ex æquo avec B). Le règlement ne prévoit aucun critère de départage entre elles ; elles partagent ce rang.",
      "En suspens (montant demandé : 10,00\u00a0€) : l'issue dépend de l'ordre d'une égalité que le règlement ne départage pas (crédits restants avant cette demande : 15,00\u00a0€) ; elle recevrait 10,00\u00a0€ si l'égalité était départagée en sa faveur.",
    ]);
  });
});

describe("groups: 'en tant que membre du groupe', the most grants per group", () => {
  it("A1 granted as a member, A2 refused by its group's limit", () => {
    const r = run(fr(`call { budget: money(EUR) }
application { id: text unique  consortium: text  points: integer in 0..10  asked: money(EUR) }
criterion p "Qualité" per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first per art1 } }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  group by consortium per art1 {
    at most 50 EUR per art1
    at most 1 grants per art1
  }
}
`), {
      call: { budget: "1000.00" },
      applications: [
        { id: "A1", consortium: "C1", points: 9, asked: "30.00" },
        { id: "A2", consortium: "C1", points: 8, asked: "30.00" },
        { id: "B1", consortium: "C2", points: 7, asked: "40.00" },
      ],
    });
    expect([texts(row(r, "A1")).at(-1), texts(row(r, "A2")).at(-1)]).toEqual([
      "Accordée : 30,00\u00a0€ ; entre dans la limite des crédits restants, en tant que membre du groupe «\u00a0C1\u00a0» (le groupe détient désormais 30,00\u00a0€ de son plafond de 50,00\u00a0€ et 1 sur 1 aide permise) (crédits restants avant cette demande : 1\u202f000,00\u00a0€).",
      "Non retenue (montant demandé : 30,00\u00a0€) : le groupe «\u00a0C1\u00a0» a déjà 1 aide, le maximum par groupe (1) (crédits restants avant cette demande : 970,00\u00a0€).",
    ]);
  });
});

describe("stages: drafted_tierslieux, a commune's decision", () => {
  const dir = resolve(__dirname, "../schemes/drafted_tierslieux");
  const r = run(readFileSync(join(dir, "tiers_lieux.allot"), "utf8"), JSON.parse(readFileSync(join(dir, "data/aap2027.json"), "utf8")));
  it("T02: its aid brought down to the equalisation envelope's balance", () => {
    // passed over in its envelope, then the equalisation stage, the rate, (the amount,) the partial grant
    const t = texts(row(r, "T02"));
    expect([...t.slice(-5, -2), t.at(-1)]).toEqual([
      "À l'étape «\u00a0Enveloppes départementales (Côtes-d'Armor)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée (crédits restants avant cette demande : 28\u202f000,00\u00a0€).",
      "Décidée à l'étape 2 sur 2, «\u00a0Enveloppe régionale de péréquation\u00a0» : elle examine toutes les demandes auxquelles rien n'a encore été accordé ; crédits : 20\u202f500,00\u00a0€ (20\u202f500,00\u00a0€ non engagés à l'étape «\u00a0Enveloppes départementales\u00a0»).",
      "Calculé : le taux d'aide = 40\u00a0%, car la condition zrr n'est pas remplie (zrr «\u00a0commune classée en zone de revitalisation rurale\u00a0» : non).",
      "Accordée partiellement : 20\u202f500,00\u00a0€ sur les 32\u202f000,00\u00a0€ calculés ; à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : le solde des crédits lui est accordé en partie : ce solde, 20\u202f500,00\u00a0€, atteint le montant minimal d'une attribution partielle, 16\u202f000,00\u00a0€ (50\u00a0% du montant calculé) (crédits restants avant cette demande : 20\u202f500,00\u00a0€).",
    ]);
  });
  it("T05 and T16: 0 point, a tie on the score decided by the ancrage", () => {
    expect(texts(row(r, "T16")).filter((s) => s.startsWith("Critère «\u00a0Sobriété")).length).toBe(1);
    expect(texts(row(r, "T16")).find((s) => s.startsWith("Après la demande T05"))).toBe("Après la demande T05 : départagée par Ancrage territorial (par ordre décroissant) : 5 contre 4.");
  });
});
