// review32's findings on `pro rata by <weight>` (§14.4, engine/prorataWeights.ts), each worked by hand
// against §14.4 and plain pro rata on the same input (review32/FINDINGS.md C1, P2, P3, P1).
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, LANGS, preamble, resultOf, runScheme } from "./support/scheme.js";
import { allocationScheme } from "./support/allocation.js";

const scheme = (clause: string, lang?: string): string =>
  allocationScheme({ head: preamble("by weight", lang), call: "budget: money(EUR)", fields: "asked: money(EUR)  points: integer in 0..100", rules: "", boundary: "skip", body: `  ${clause}\n` });
const input = (budget: string, apps: [string, string, number][]) => ({ call: { budget }, applications: apps.map(([id, asked, points]) => ({ id, asked, points })) });
const run = (clause: string, budget: string, apps: [string, string, number][]) => runScheme(scheme(clause), input(budget, apps));
const amounts = (r: ReturnType<typeof run>) => Object.fromEntries(r.results.map((x) => [x.id, [x.status, x.amount]]));
/** the allocation step of `id` in every language (French's no-break spaces as spaces) */
const told = (clause: string, budget: string, apps: [string, string, number][], id: string) => {
  const said: Record<string, string> = {};
  for (const lang of [...LANGS, "es", "fr"]) {
    const results = evaluate(compiled(scheme(clause, lang)), input(budget, apps), { explain: true }).result.results;
    said[lang] = (results.find((r) => r.id === id)!.explanation as { step: string; text: string }[]).filter((s) => s.step === "allocation").map((s) => s.text).join(" ").replace(/[\u00a0\u202f]/g, " ");
  }
  return said;
};

describe("a minimum with more places than the budget, the asks and the step (review32 C1)", () => {
  // The amounts are whole (100.00 and 200.00 read as 0 places) and the step is 1; the minimum 50.50 has
  // two places: the scale must hold it (§14.4: a minimum written out in the currency, AL0547), else it
  // shifted by a negative power of ten and threw (exit 3, HTTP 500).
  it("then unallocated: 1 of 2 × 100.00 = 50 each, below 50.50: both left out, 100.00 unspent", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 50.50 EUR then unallocated", "100.00", [["A", "200.00", 1], ["B", "200.00", 1]]);
    expect(amounts(r)).toEqual({ A: ["not_funded", "0.00"], B: ["not_funded", "0.00"] });
    expect(r.totals.main!.remaining).toBe("100.00");
  });
  it("then reshare: B's 1 of 4 × 100.00 = 25 is below 50.50 and left out; A alone takes the budget, 100.00", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 50.50 EUR then reshare", "100.00", [["A", "200.00", 3], ["B", "200.00", 1]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "100.00"], B: ["not_funded", "0.00"] });
  });
});

describe("a share that rounds to nothing is below the minimum (review32 P2)", () => {
  // Budget 6.00; A asks 100.00 (50 points), C 0.50 (1 point); rounded down to 1, minimum 4.00 then reshare.
  // Round 1: A 50 of 51 × 6.00 = 5.88 → 5, C 1 of 51 × 6.00 = 0.11 → 0. §14.4: "a share below the minimum
  // (after the rounding …)" is left out; 0 is below 4.00, and C asks less than the minimum: left out first.
  // Round 2: A alone, 6.00 of its 100.00 (plain pro rata gives the same: A 6.00). It was A 5.00, 1.00 unspent.
  it("is left out and the budget shared again without it", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare", "6.00", [["A", "100.00", 50], ["C", "0.50", 1]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "6.00"], C: ["not_funded", "0.00"] });
    expect(r.totals.main!.remaining).toBe("0.00");
    expect(told("pro rata by total rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare", "6.00", [["A", "100.00", 50], ["C", "0.50", 1]], "C")).toEqual({
      en: "Not funded (0.50 EUR asked): pro rata by points: 1 of 51 × 6.00 EUR, rounded down to 1 EUR, which is below the minimum grant of 4.00 EUR.",
      pl: "Nie przyznano dofinansowania (wnioskowano o 0,50 EUR): podział proporcjonalny według liczby punktów: 1 z 51 × 6,00 EUR, zaokrąglone w dół do 1 EUR, czyli mniej niż minimalna kwota dofinansowania 4,00 EUR.",
      nl: "Niet verleend (0,50 EUR gevraagd): naar rato van de punten: 1 van 51 × 6,00 EUR, naar beneden afgerond op 1 EUR, wat onder het minimumbedrag van 4,00 EUR ligt.",
      de: "Nicht bewilligt (beantragt: 0,50 EUR): anteilig nach Punkten: 1 von 51 × 6,00 EUR, nach unten gerundet auf 1 EUR, und liegt damit unter dem Mindestbetrag von 4,00 EUR.",
      es: "No concedida (importe solicitado: 0,50 EUR): prorrateo según la puntuación: 1 de 51 × 6,00 EUR, redondeado por defecto a 1 EUR, cantidad inferior al importe mínimo de 4,00 EUR.",
      fr: "Non retenue (montant demandé : 0,50 €) : au prorata de la note : 1 sur 51 × 6,00 €, arrondi à l'inférieur à 1 €, soit moins que le montant minimal de 4,00 €.",
    });
  });
  it("a weight of 0 stays a share of nothing, not a share below the minimum", () => {
    const r = run("pro rata by total rounded down to 1 remainder unallocated minimum 4.00 EUR then reshare", "6.00", [["A", "100.00", 50], ["Z", "10.00", 0]]);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "6.00"], Z: ["not_funded", "0.00"] });
    expect(resultOf(r, "Z").reasons.map((x) => x.message)).toEqual(["pro rata by points: 0 of 50 × 6, which is nothing: a share of nothing is not a grant"]);
  });
});

describe("a request of nothing by a weight under a minimum then reshare (review32 P1)", () => {
  // Budget 374.13; Z asks 0.00 (10 points), B 264.14 (3), C 10.00 (2), D 100.00 (0); minimum 50.00 then
  // reshare. Round 1 (15 points): Z's share caps at its 0.00 and C's 2 of 15 × 374.13 = 49.88 at its 10.00;
  // then B's 3 of 3 × 364.13 caps at 264.14. Z (0.00) and C (10.00) are below 50.00 and ask less than it:
  // §14.4 leaves them out first, together. B and D (364.14) then fit: funded in full. Plain pro rata leaves
  // Z out the same way; it was "funded 0.00".
  const apps: [string, string, number][] = [["Z", "0.00", 10], ["B", "264.14", 3], ["C", "10.00", 2], ["D", "100.00", 0]];
  it("is left out with the shares below the minimum, not funded 0.00", () => {
    const r = run("pro rata by total rounded down to 0.01 remainder unallocated minimum 50.00 EUR then reshare", "374.13", apps);
    expect(amounts(r)).toEqual({ Z: ["not_funded", "0.00"], B: ["funded", "264.14"], C: ["not_funded", "0.00"], D: ["funded", "100.00"] });
    expect(resultOf(r, "Z").reasons.map((x) => x.message)).toEqual(["pro rata by points: 10 of 15 × 374.13, more than the amount asked, so it receives the amount asked, which is nothing: a share of nothing is not a grant"]);
  });
});

describe("a share rounded past its request and past the budget (review32 P3)", () => {
  // Budget 39.98; A asks 29.99 (3 points), B 10.00 (1); rounded half_up to 1, largest remainder. Exact
  // shares 3 of 4 × 39.98 = 29.985 → 30 and 9.995 → 10 (40 > 39.98). A's 30 passes its request: held at
  // 29.99; 39.99 still passes the budget, so §14.4's give-back runs, the share rounded up the most first:
  // A, by 0.015 (B by 0.005), gives back what exceeds a multiple of the step: 29.00. 39.00 fits; B keeps
  // 10.00, as under plain pro rata. It was A 29.99 (not a multiple of the step) and B 9.00.
  const clause = "pro rata by total rounded half_up to 1 remainder largest_remainder";
  const apps: [string, string, number][] = [["A", "29.99", 3], ["B", "10.00", 1]];
  it("gives back what exceeds a multiple of the step itself, the others keep theirs", () => {
    const r = run(clause, "39.98", apps);
    expect(amounts(r)).toEqual({ A: ["pro_rata", "29.00"], B: ["pro_rata", "10.00"] });
    expect(r.totals.main!.awarded).toBe("39.00");
    expect(told(clause, "39.98", apps, "A").en).toBe("Funded pro rata 29.00 EUR of the 29.99 EUR asked: pro rata by points: 3 of 4 × 39.98 EUR, rounded half up to 1 EUR, but no more than the amount asked, less what exceeds a multiple of 1 EUR so that the shares stay within the budget.");
  });
});

describe("a capped share left out below the minimum (review32 W2)", () => {
  // P1's call: C's 2 of 15 × 374.13 = 49.88 caps at its 10.00, below the minimum of 50.00: it is left
  // out. It was told it "receives the amount asked, and what that frees is shared among the others".
  const apps: [string, string, number][] = [["Z", "0.00", 10], ["B", "264.14", 3], ["C", "10.00", 2], ["D", "100.00", 0]];
  it("says its share is the amount asked, below the minimum, in every language", () => {
    expect(told("pro rata by total rounded down to 0.01 remainder unallocated minimum 50.00 EUR then reshare", "374.13", apps, "C")).toEqual({
      en: "Not funded (10.00 EUR asked): pro rata by points: 2 of 15 × 374.13 EUR, more than the amount asked, so its share is the amount asked, 10.00 EUR, which is below the minimum grant of 50.00 EUR.",
      pl: "Nie przyznano dofinansowania (wnioskowano o 10,00 EUR): podział proporcjonalny według liczby punktów: 2 z 15 × 374,13 EUR, czyli więcej niż wnioskowana kwota, więc udział jest równy wnioskowanej kwocie, 10,00 EUR, czyli mniej niż minimalna kwota dofinansowania 50,00 EUR.",
      nl: "Niet verleend (10,00 EUR gevraagd): naar rato van de punten: 2 van 15 × 374,13 EUR, meer dan het gevraagde bedrag; het aandeel is dus het gevraagde bedrag, 10,00 EUR, wat onder het minimumbedrag van 50,00 EUR ligt.",
      de: "Nicht bewilligt (beantragt: 10,00 EUR): anteilig nach Punkten: 2 von 15 × 374,13 EUR, mehr als der beantragte Betrag, daher ist der Anteil der beantragte Betrag, 10,00 EUR, und liegt damit unter dem Mindestbetrag von 50,00 EUR.",
      es: "No concedida (importe solicitado: 10,00 EUR): prorrateo según la puntuación: 2 de 15 × 374,13 EUR, más que el importe solicitado, por lo que su parte es el importe solicitado, 10,00 EUR, cantidad inferior al importe mínimo de 50,00 EUR.",
      fr: "Non retenue (montant demandé : 10,00 €) : au prorata de la note : 2 sur 15 × 374,13 €, plus que le montant demandé : sa part est donc le montant demandé, 10,00 €, soit moins que le montant minimal de 50,00 €.",
    });
  });
});
