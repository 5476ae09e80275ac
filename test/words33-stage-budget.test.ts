// words33: what an applicant reads of a stage with a budget of its own, in en, nl, pl, de, es, fr.
// (1) The row's reasons (CSV, notices, the report) word that stage's remainder as its step does
// (mendres32's `ownBudget`): no budget's name, and Dutch "het budget", not "het subsidieplafond" —
// the ceiling is the whole a regulation sets (Awb art. 4:25); a stage spends its own part of it.
// (2) review32's W3: a stage's `budget 1500.00 EUR` is not followed by the literal again in the
// scheme's notation ("budget 1.500,00 EUR (1500.00 EUR)"). (3) mendtie32's D1: a floor above the
// target that decided an `admit closest to` cut is named (§14.10), and (4) D3: a budget of 0 under
// `reach` is exhausted, not "reached by the applications before it" (§14.1).
// Worked by hand (1, 2): budget 1600.00; stage 'One' 1500.00 EUR, `at boundary partial at least
// 500.00 EUR, else skip`; A 1000.00 funded, B 1000.00 partly (the 500.00 left meets the minimum),
// C 50.00 and D 600.00 find 'One' used up and go on to 'Two' (budget left: 100.00): C funded, D's
// 600.00 leaves 50.00, below the minimum: passed over.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { preamble, resultOf, runScheme } from "./support/scheme";

const LANGS = ["en", "nl", "pl", "de", "es", "fr"] as const;
const titles: Record<string, string> = { en: ' "the subsidy ceiling"', nl: ' "het subsidieplafond"' };
const staged = (l: string) =>
  runScheme(
    `${preamble("w33", l)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget${titles[l] ?? ""} per art1
  amount asked
  at boundary partial at least 500.00 EUR, else skip per art1
  stage one "One" per art1 {
    budget 1500.00 EUR
    unfunded go on per art1
  }
  stage two "Two" per art1 {
    budget left
  }
}
`,
    { call: { budget: "1600.00" }, applications: [{ id: "A", asked: "1000.00", points: 9 }, { id: "B", asked: "1000.00", points: 8 }, { id: "C", asked: "50.00", points: 7 }, { id: "D", asked: "600.00", points: 6 }] },
  );
const steps = (r: ReturnType<typeof staged>, id: string): string[] => resultOf(r, id).explanation.filter((s) => s.step === "allocation").map((s) => s.text);
const reasons = (r: ReturnType<typeof staged>, id: string): string[] => resultOf(r, id).reasons.map((x) => x.message);

describe("W3: a stage's budget written as one amount is not repeated in the scheme's notation", () => {
  const line: Record<string, string> = {
    en: "Decided in stage 1 of 2, 'One': it considers every ranked application; budget 1500.00 EUR.",
    nl: "Beslist in fase 1 van 2, ‘One’: die neemt elke gerangschikte aanvraag; budget 1.500,00 EUR.",
    pl: "Rozstrzygnięto na etapie 1 z 2, „One”: obejmuje wszystkie wnioski z listy rankingowej; budżet 1500,00 EUR.",
    de: "Entschieden in der Stufe 1 von 2, „One“: sie erfasst jeden Antrag der Rangfolge; Mittel 1.500,00 EUR.",
    es: "Decidida en la fase 1 de 2, «One»: considera todas las solicitudes de la prelación; crédito 1.500,00 EUR.",
    fr: "Décidée à l'étape 1 sur 2, « One » : elle examine toutes les demandes classées ; crédits : 1 500,00 €.",
  };
  for (const l of LANGS)
    it(l, () => {
      const b = steps(staged(l), "B");
      expect(b[0]).toBe(line[l]);
      expect(b.join("\n")).not.toContain("1500.00 EUR)");
    });
});

describe("a stage with its own budget: the row's reasons as its step, without the budget's name", () => {
  // B, partly granted in 'One' (its step), and D, whose reasons pass through 'One' and end in 'Two' (budget left)
  const own: Record<string, { b: string; d: string }> = {
    en: { b: "in stage 'One': granted the remaining budget in part: the 500.00 EUR left", d: "in stage 'One': the budget was used up by the partial grant to B" },
    nl: { b: "in fase ‘One’: verleend tot het restant van het budget: het restant van 500,00 EUR", d: "in fase ‘One’: het budget is uitgeput door de gedeeltelijke verlening aan B" },
    pl: { b: "na etapie „One”: przyznano pozostałą część środków", d: "na etapie „One”: budżet wyczerpało częściowe dofinansowanie wniosku B" },
    de: { b: "in der Stufe „One“: in Höhe der verbleibenden Fördermittel teilweise bewilligt", d: "in der Stufe „One“: die Fördermittel wurden durch die teilweise Bewilligung an B aufgebraucht" },
    es: { b: "en la fase «One»: se le concede parcialmente el crédito restante", d: "en la fase «One»: el crédito se agotó con la subvención parcial a la solicitud B" },
    fr: { b: "à l'étape « One » : le solde des crédits lui est accordé en partie", d: "à l'étape « One » : les crédits ont été épuisés par l'aide partielle accordée à la demande B" },
  };
  for (const l of LANGS)
    it(l, () => {
      const r = staged(l);
      expect(steps(r, "B").join("\n")).toContain(own[l]!.b);
      expect(reasons(r, "D")[0]).toBe(own[l]!.d);
      expect([...steps(r, "B"), ...reasons(r, "D")].join("\n")).not.toMatch(/subsidieplafond|subsidy ceiling/);
    });
  it("nl: a stage that spends what is left keeps the subsidy's ceiling", () => expect(steps(staged("nl"), "C").at(-1)).toContain("in fase ‘Two’: past binnen het resterende subsidieplafond"));

  it("drafted_subsidie: a perceel's own plafond in the reason, the shared reserve's the subsidieplafond", () => {
    const dir = resolve(__dirname, "../schemes/drafted_subsidie");
    const r = runScheme(readFileSync(join(dir, "verduurzaming_vastgoed.allot"), "utf8"), JSON.parse(readFileSync(join(dir, "data/zuiderhaven_2027.json"), "utf8")));
    expect(reasons(r as ReturnType<typeof staged>, "A04")).toEqual(["in fase ‘Perceel A: sportaccommodaties’: past niet binnen het resterende budget; overgeslagen", "vervolgens in fase ‘Gezamenlijke reserve’: het subsidieplafond is uitgeput door de gedeeltelijke toekenning aan C06"]);
  });
});

// §14.10 (mendtie32's D1, test/mendtie32-closest-zero.test.ts): target 0.00, floor 100.00 from the call: A (500.00) admitted, the first sum not under the floor; B after it is told the floor, not only the target
describe("D1: a floor above the target that decided the cut is named", () => {
  const scheme = (l: string) => `${preamble("Closest to zero", l)}call { budget: money(EUR)  target: money(EUR)  floor: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage outline "Outline" per art1 {
    admit closest to call.target at least call.floor
  }
  stage award "Award" per art1 {
    budget left
  }
}
`;
  const said: Record<string, string> = {
    en: "in stage 'Outline': not admitted to the next stage: the requests admitted before it already reach 100.00 EUR (call.floor), the least they may come to, and more would only be further from 0.00 EUR (call.target)",
    nl: "in fase ‘Outline’: niet toegelaten tot de volgende fase: de eerder toegelaten aanvragen bereiken al 100,00 EUR (call.floor), het minste waarop zij mogen uitkomen, en meer toelaten zou hen alleen verder verwijderen van 0,00 EUR (call.target)",
    pl: "na etapie „Outline”: niezakwalifikowany do następnego etapu: wnioski zakwalifikowane przed nim osiągają już 100,00 EUR (call.floor), czyli najmniej, ile mogą wynieść, a zakwalifikowanie kolejnych tylko oddaliłoby je od 0,00 EUR (call.target)",
    de: "in der Stufe „Outline“: nicht zur nächsten Stufe zugelassen: die zuvor zugelassenen Anträge erreichen bereits 100,00 EUR (call.floor), den Mindestbetrag, den sie erreichen müssen, und weitere Zulassungen brächten sie nur weiter von 0,00 EUR (call.target) weg",
    es: "en la fase «Outline»: no admitida a la fase siguiente: las solicitudes admitidas antes ya alcanzan 100,00 EUR (call.floor), lo mínimo a lo que pueden llegar, y admitir más solo las alejaría de 0,00 EUR (call.target)",
    fr: "à l'étape « Outline » : non admise à l'étape suivante : les demandes admises avant elle atteignent déjà 100,00 € (call.floor), le minimum qu'elles doivent atteindre, et en admettre davantage ne ferait que les éloigner de 0,00 € (call.target)",
  };
  for (const l of LANGS)
    it(l, () => {
      const r = runScheme(scheme(l), { call: { budget: "10000.00", target: "0.00", floor: "100.00" }, applications: [{ id: "A", asked: "500.00", points: 5 }, { id: "B", asked: "300.00", points: 1 }] });
      expect(resultOf(r, "A").status).toBe("funded");
      expect(resultOf(r, "B").reasons.map((x) => x.message)).toEqual([said[l]]);
    });
});

// §14.1 (mendtie32's D3, test/mendtie32-reach-zero.test.ts): a budget of 0 under `reach` — A, the first, finds it exhausted; B is told it was reached before A
describe("D3: a budget of 0 under reach is exhausted before the first application", () => {
  const words: Record<string, [string, string]> = {
    en: ["the budget is exhausted", "the budget was reached before A; nothing is funded from there on"],
    nl: ["het subsidieplafond is uitgeput", "het subsidieplafond was vóór A bereikt; vanaf daar wordt niets meer verleend"],
  };
  for (const l of ["en", "nl"])
    it(l, () => {
      const r = runScheme(
        `${preamble("Zero budget", l)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..100 }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary reach per art1
}
`,
        { call: { budget: "0.00" }, applications: [{ id: "A", asked: "100.00", points: 5 }, { id: "B", asked: "50.00", points: 3 }] },
      );
      expect([...reasons(r as ReturnType<typeof staged>, "A"), ...reasons(r as ReturnType<typeof staged>, "B")]).toEqual(words[l]);
    });
});
