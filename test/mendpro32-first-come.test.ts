// review32's findings on first come after the budget was used up exactly (§14.13, engine/select.ts):
// F1, a request of 0.00 received after the ceiling; W1, the words of a reserve list after it.
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { compiled, LANGS, preamble, runScheme } from "./support/scheme.js";

const scheme = (policy: string, reserve: string, lang?: string) => `${preamble("first come", lang)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  received: date }
ranking per art1 {
  by received earliest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${policy} per art1
  first come first served per art1${reserve}
}
`;
const apps = (rows: [string, string][]) => rows.map(([id, asked], i) => ({ id, asked, received: `2027-03-0${i + 1}` }));
const seen = (r: ReturnType<typeof runScheme>) => Object.fromEntries(r.results.map((x) => [x.id, [x.status, x.amount, ...x.reasons.map((m) => m.message)]]));

describe("first come after the budget was used up exactly", () => {
  // Budget 300.00: A 100.00 (1 March), B 200.00 (2 March) use it up; B is the ceiling, "the first
  // application after which nothing is left" (§14.13). C asks 0.00 on 3 March: received after the
  // ceiling, it is not assessed as D is — a request of nothing is no grant, as pro rata's "a share of
  // nothing is not a grant"; it was funded 0.00, and D told the ceiling was B though C came after B.
  const rows: [string, string][] = [["A", "100.00"], ["B", "200.00"], ["C", "0.00"], ["D", "50.00"]];
  const after = "not assessed: the budget was used up before it was received (the ceiling was reached by B, received 2027-03-02)";
  it("a 0.00 request received after the ceiling is not assessed, as the rest (review32 F1)", () => {
    for (const policy of ["stop", "skip", "partial"]) {
      const r = runScheme(scheme(policy, ""), { call: { budget: "300.00" }, applications: apps(rows) });
      expect(seen(r)).toEqual({ A: ["funded", "100.00"], B: ["funded", "200.00"], C: ["not_funded", "0.00", after], D: ["not_funded", "0.00", after] });
    }
  });
  it("with a reserve list, those after it are on the list with where the allocation ended: the budget used up, under every policy (review32 W1)", () => {
    // `partial` said it; `stop` said "the 50.00 EUR asked does not fit in the 0.00 EUR left; allocation
    // stops here" and "the allocation stopped at D", `skip` "does not fit …; passed over": the walk
    // ended at B, nothing was left to stop or pass over at D.
    for (const policy of ["stop", "skip", "partial"]) {
      const r = runScheme(scheme(policy, "\n  reserve all per art1"), { call: { budget: "300.00" }, applications: apps(rows) });
      const s = seen(r);
      expect([s.C!.slice(0, 3), s.D!.slice(0, 3)]).toEqual([["reserve", "0.00", "the budget is exhausted"], ["reserve", "0.00", "the budget was used up before C"]]);
    }
  });
  it("says so in every language", () => {
    const said: Record<string, string> = {};
    for (const lang of [...LANGS, "es", "fr"]) {
      const results = evaluate(compiled(scheme("stop", "\n  reserve all per art1", lang)), { call: { budget: "300.00" }, applications: apps([["A", "100.00"], ["B", "200.00"], ["D", "50.00"], ["E", "60.00"]]) }, { explain: true }).result.results;
      said[lang] = (results.find((r) => r.id === "E")!.explanation as { step: string; text: string }[]).filter((s) => s.step === "allocation").map((s) => s.text).join(" ").replace(/[\u00a0\u202f]/g, " ");
    }
    expect(said).toEqual({
      en: "Not funded (60.00 EUR asked): the budget was used up before D (remaining before: 0.00 EUR). Placed on the reserve list, at place 2.",
      pl: "Nie przyznano dofinansowania (wnioskowano o 60,00 EUR): budżet wyczerpał się przed wnioskiem D (środki pozostałe przed tym wnioskiem: 0,00 EUR). Wniosek umieszczono na liście rezerwowej, na miejscu 2.",
      nl: "Niet verleend (60,00 EUR gevraagd): het subsidieplafond was vóór D uitgeput (resterend vóór deze aanvraag: 0,00 EUR). Op de reservelijst geplaatst, op plaats 2.",
      de: "Nicht bewilligt (beantragt: 60,00 EUR): die Fördermittel waren vor D aufgebraucht (verbleibend vor diesem Antrag: 0,00 EUR). Auf die Nachrückerliste gesetzt, auf Platz 2.",
      es: "No concedida (importe solicitado: 60,00 EUR): el crédito se agotó antes de la solicitud D (restante antes de esta solicitud: 0,00 EUR). Incluida en la lista de reserva, en el puesto 2.",
      fr: "Non retenue (montant demandé : 60,00 €) : les crédits ont été épuisés avant la demande D (crédits restants avant cette demande : 0,00 €). Inscrite sur la liste complémentaire, au rang 2.",
    });
  });
});
