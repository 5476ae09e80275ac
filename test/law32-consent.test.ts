// A partial grant "with the applicant's consent" (drafter31 finding 3; issue 15, thirty-second
// round, law32): `at boundary partial [at least …] with consent <field>[, else stop | skip]`.
// Art. 8(3) of schemes/drafted_tierslieux: "l'aide peut être ramenée à ce solde, avec l'accord du
// porteur, si le solde atteint au moins la moitié de l'aide calculée. À défaut, l'attribution de
// l'enveloppe de péréquation prend fin." Worked by hand: budget 250.00, A, B, C, D asking 100.00,
// 100.00, 100.00, 40.00 in that order (by id), a minimum of 50 %. A and B fit (50.00 left); C meets
// the boundary with 50.00, exactly half of its 100.00: its answer decides — yes, 50.00 in part;
// no, not funded, and under `else stop` D (40.00, which the 50.00 would cover) is not funded,
// under `else skip` D is funded; absent, C is indeterminate (50.00 if it accepts), the run warns,
// and D is not funded, the 50.00 held for C. With 249.99, 49.99 is below C's minimum: not asked.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "@allot/runtime";
import { analyze, formatScheme } from "@allot/dsl";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const scheme = (otherwise: string, language?: string, minimum = "at least 50% ") => `${preamble("Consent", language)}call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  accepts_reduced: boolean optional "accepts a reduced award"
}
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial ${minimum}with consent accepts_reduced, else ${otherwise} per art1
}
`;
const apps = (answer?: boolean) => [
  { id: "A", asked: "100.00" },
  { id: "B", asked: "100.00" },
  { id: "C", asked: "100.00", ...(answer === undefined ? {} : { accepts_reduced: answer }) },
  { id: "D", asked: "40.00" },
];
const run = (text: string, answer: boolean | undefined, budget = "250.00") => evaluate(compiled(text), { call: { budget }, applications: apps(answer) }, { explain: true });
const outcome = (r: ReturnType<typeof run>, id: string) => {
  const x = row(r.result, id);
  return [id, x.status, x.amount, x.reasons.map((m) => m.message).join(" | ")];
};
const allocation = (r: ReturnType<typeof run>, id: string) => row(r.result, id).explanation.filter((s) => s.step === "allocation").map((s) => s.text).at(-1);

describe("with consent, in one walk", () => {
  it("yes: granted in part, as without the clause", () => {
    const r = run(scheme("stop"), true);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "partially_funded", "50.00", ""],
      ["D", "not_funded", "0.00", "the budget was used up by the partial grant to C"],
    ]);
    expect(r.issues).toEqual([]);
  });
  it("no, else stop: declined, and the allocation stops there", () => {
    const r = run(scheme("stop"), false);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "not_funded", "0.00", "declined the reduced award of 50.00 EUR offered in part; allocation stops here"],
      ["D", "not_funded", "0.00", "the allocation stopped at C, which declined the reduced award"],
    ]);
    // what C declined is not spent
    expect(r.result.totals["main"]!.remaining).toBe("50.00");
  });
  it("no, else skip: declined and passed over; D is funded from what C declined", () => {
    const r = run(scheme("skip"), false);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "not_funded", "0.00", "declined the reduced award of 50.00 EUR offered in part; passed over"],
      ["D", "funded", "40.00", ""],
    ]);
  });
  it("absent: indeterminate, offered 50.00, a warning; D decided as if C accepts", () => {
    const r = run(scheme("stop"), undefined);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "indeterminate", "0.00", "offered the remaining 50.00 EUR in part; its answer (accepts_reduced) is not recorded, so the outcome waits for it"],
      ["D", "not_funded", "0.00", "the remaining budget is held for C, offered it in part"],
    ]);
    expect(row(r.result, "C").contingentAmount).toBe("50.00");
    expect(r.issues.map((i) => [i.severity, i.record, i.path, i.message])).toEqual([
      ["warning", "application C", "accepts_reduced", "accepts_reduced: not recorded: C is offered the reduced award of 50.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"],
    ]);
    expect(allocation(r, "C")).toBe("Indeterminate (100.00 EUR asked): offered the remaining 50.00 EUR in part; its answer (accepts_reduced) is not recorded, so the outcome waits for it (remaining before: 50.00 EUR); it would receive 50.00 EUR if it accepts the reduced award.");
  });
  it("one cent below the minimum: refused below it, the consent not asked", () => {
    for (const answer of [true, false, undefined]) {
      const r = run(scheme("stop"), answer, "249.99");
      expect(outcome(r, "C")).toEqual(["C", "not_funded", "0.00", "the 49.99 EUR left is less than the minimum of 50.00 EUR (50% of the amount asked) for a partial grant; allocation stops here"]);
      expect(r.issues).toEqual([]);
    }
  });
  it("without a minimum: any remainder is offered", () => {
    const r = run(scheme("stop", undefined, ""), false, "210.00");
    expect(outcome(r, "C")).toEqual(["C", "not_funded", "0.00", "declined the reduced award of 10.00 EUR offered in part; allocation stops here"]);
    // yes: granted the 10.00 in part, explained (no minimum to state in its trace)
    const yes = run(scheme("stop", undefined, ""), true, "210.00");
    expect(outcome(yes, "C")).toEqual(["C", "partially_funded", "10.00", ""]);
    expect(allocation(yes, "C")).toBe("Partially funded 10.00 EUR of the 100.00 EUR asked: granted the remaining budget in part (remaining before: 10.00 EUR).");
  });
});

describe("the words in nl, pl, de, es and fr", () => {
  const said = (language: string, answer: boolean | undefined) => {
    const r = run(scheme("stop", language), answer);
    return [allocation(r, "C"), allocation(r, "D")];
  };
  const expected: Record<string, string[][]> = {
    en: [
        ["Not funded (100.00 EUR asked): declined the reduced award of 50.00 EUR offered in part; allocation stops here (remaining before: 50.00 EUR).", "Not funded (40.00 EUR asked): the allocation stopped at C, which declined the reduced award (left when the allocation stopped: 50.00 EUR)."],
        ["Indeterminate (100.00 EUR asked): offered the remaining 50.00 EUR in part; its answer (accepts_reduced) is not recorded, so the outcome waits for it (remaining before: 50.00 EUR); it would receive 50.00 EUR if it accepts the reduced award.", "Not funded (40.00 EUR asked): the remaining budget is held for C, offered it in part (remaining before: 0.00 EUR)."],
      ],
    nl: [
        ["Niet verleend (100,00 EUR gevraagd): het aanbod van een verlaagde verlening van 50,00 EUR is afgewezen; de verdeling stopt hier (resterend vóór deze aanvraag: 50,00 EUR).", "Niet verleend (40,00 EUR gevraagd): de verdeling is gestopt bij C, die de verlaagde verlening heeft afgewezen (resterend toen de verdeling stopte: 50,00 EUR)."],
        ["Onbeslist (100,00 EUR gevraagd): het restant van 50,00 EUR is gedeeltelijk aangeboden; het antwoord (accepts_reduced) is niet vastgelegd, dus de uitkomst wacht daarop (resterend vóór deze aanvraag: 50,00 EUR); de aanvraag zou 50,00 EUR ontvangen als de aanvrager de verlaagde toekenning aanvaardt.", "Niet verleend (40,00 EUR gevraagd): het restant van het subsidieplafond wordt aangehouden voor C, aan wie het gedeeltelijk is aangeboden (resterend vóór deze aanvraag: 0,00 EUR)."],
      ],
    pl: [
        ["Nie przyznano dofinansowania (wnioskowano o 100,00 EUR): wnioskodawca odrzucił ofertę obniżonej kwoty w wysokości 50,00 EUR; przydział kończy się na tym wniosku (środki pozostałe przed tym wnioskiem: 50,00 EUR).", "Nie przyznano dofinansowania (wnioskowano o 40,00 EUR): przydział zakończył się na wniosku C, którego wnioskodawca odrzucił obniżoną kwotę (środki pozostałe w chwili zakończenia przydziału: 50,00 EUR)."],
        ["Wynik nierozstrzygnięty (wnioskowano o 100,00 EUR): zaoferowano pozostałe środki w wysokości 50,00 EUR jako kwotę częściową; odpowiedź wnioskodawcy (accepts_reduced) nie została zapisana, więc rozstrzygnięcie na nią czeka (środki pozostałe przed tym wnioskiem: 50,00 EUR); wniosek otrzymałby 50,00 EUR, jeżeli wnioskodawca przyjmie obniżoną kwotę.", "Nie przyznano dofinansowania (wnioskowano o 40,00 EUR): pozostałe środki są zarezerwowane dla wniosku C, któremu zaoferowano je jako kwotę częściową (środki pozostałe przed tym wnioskiem: 0,00 EUR)."],
      ],
    de: [
        ["Nicht bewilligt (beantragt: 100,00 EUR): das Angebot einer gekürzten Bewilligung von 50,00 EUR wurde abgelehnt; die Verteilung endet hier (verbleibend vor diesem Antrag: 50,00 EUR).", "Nicht bewilligt (beantragt: 40,00 EUR): die Verteilung endete bei C, der die gekürzte Bewilligung abgelehnt hat (verbleibend bei Ende der Verteilung: 50,00 EUR)."],
        ["Nicht entschieden (beantragt: 100,00 EUR): die verbleibenden 50,00 EUR wurden teilweise angeboten; die Antwort (accepts_reduced) liegt nicht vor, daher steht das Ergebnis noch aus (verbleibend vor diesem Antrag: 50,00 EUR); der Antrag erhielte 50,00 EUR, wenn er die gekürzte Förderung annimmt.", "Nicht bewilligt (beantragt: 40,00 EUR): die verbleibenden Fördermittel werden für C zurückgehalten, dem sie teilweise angeboten wurden (verbleibend vor diesem Antrag: 0,00 EUR)."],
      ],
    es: [
        ["No concedida (importe solicitado: 100,00 EUR): rechazó la oferta de una subvención reducida de 50,00 EUR; el reparto termina en esta solicitud (restante antes de esta solicitud: 50,00 EUR).", "No concedida (importe solicitado: 40,00 EUR): el reparto terminó en la solicitud C, que rechazó la subvención reducida (restante al terminar el reparto: 50,00 EUR)."],
        ["Sin resolver (importe solicitado: 100,00 EUR): se le ofrece parcialmente lo que queda, 50,00 EUR; su respuesta (accepts_reduced) no consta, por lo que el resultado queda pendiente de ella (restante antes de esta solicitud: 50,00 EUR); recibiría 50,00 EUR si acepta la subvención reducida.", "No concedida (importe solicitado: 40,00 EUR): el crédito restante se reserva para la solicitud C, a la que se ofreció parcialmente (restante antes de esta solicitud: 0,00 EUR)."],
      ],
    fr: [
        ["Non retenue (montant demandé : 100,00\u00a0€) : le porteur a refusé l'aide réduite de 50,00\u00a0€ qui lui était proposée ; l'attribution prend fin à cette demande (crédits restants avant cette demande : 50,00\u00a0€).", "Non retenue (montant demandé : 40,00\u00a0€) : l'attribution a pris fin à la demande C, dont le porteur a refusé l'aide réduite (restant à la fin de l'attribution : 50,00\u00a0€)."],
        ["En suspens (montant demandé : 100,00\u00a0€) : le solde, 50,00\u00a0€, lui est proposé au titre d'une aide partielle ; sa réponse (accepts_reduced) n'est pas renseignée : l'issue en dépend (crédits restants avant cette demande : 50,00\u00a0€) ; elle recevrait 50,00\u00a0€ si elle acceptait l'aide réduite.", "Non retenue (montant demandé : 40,00\u00a0€) : le solde des crédits est réservé à la demande C, à laquelle il a été proposé au titre d'une aide partielle (crédits restants avant cette demande : 0,00\u00a0€)."],
      ],
  };
  for (const language of ["en", "nl", "pl", "de", "es", "fr"]) {
    it(language, () => {
      expect([said(language, false), said(language, undefined)]).toEqual(expected[language]);
    });
  }
});

describe("in a stage: drafted_tierslieux, art. 8(3), T02 offered the 20,500 left of its 32,000", () => {
  const dir = resolve(__dirname, "../schemes/drafted_tierslieux");
  const text = readFileSync(join(dir, "tiers_lieux.allot"), "utf8");
  const input = JSON.parse(readFileSync(join(dir, "data/aap2027.json"), "utf8")) as { call: unknown; applications: Record<string, unknown>[] };
  const withAnswer = (answer: boolean | undefined) => ({ ...input, applications: input.applications.map((a) => (a["id"] !== "T02" ? a : Object.fromEntries(Object.entries({ ...a, accord_reduction: answer }).filter(([, v]) => v !== undefined)))) });
  const stage = (answer: boolean | undefined) => {
    const r = evaluate(compiled(text), withAnswer(answer) as never);
    return { rows: ["T02", "T08", "T16"].map((id) => outcome(r, id)), issues: r.issues.map((i) => i.message) };
  };
  // the scheme is in French: its reasons are read in French (fr.ts; frfit32)
  // yes: as before the clause (T08 and T16 would fit in the 20,500; the law ends the equalisation either way)
  it("yes", () => expect(stage(true)).toEqual({"rows": [["T02", "partially_funded", "20500.00", ""], ["T08", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Finistère)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : les crédits ont été épuisés par l'attribution partielle à la demande T02"], ["T16", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Ille-et-Vilaine)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : les crédits ont été épuisés par l'attribution partielle à la demande T02"]], "issues": []}));
  // no: "À défaut, l'attribution de l'enveloppe de péréquation prend fin" (else stop)
  it("no", () => expect(stage(false)).toEqual({"rows": [["T02", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Côtes-d'Armor)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : le porteur a refusé l'aide réduite de 20\u202f500,00\u00a0€ qui lui était proposée ; l'attribution prend fin à cette demande"], ["T08", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Finistère)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : l'attribution a pris fin à la demande T02, dont le porteur a refusé l'aide réduite"], ["T16", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Ille-et-Vilaine)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : l'attribution a pris fin à la demande T02, dont le porteur a refusé l'aide réduite"]], "issues": []}));
  it("absent", () => expect(stage(undefined)).toEqual({"rows": [["T02", "indeterminate", "0.00", "à l'étape «\u00a0Enveloppes départementales (Côtes-d'Armor)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : le solde, 20\u202f500,00\u00a0€, lui est proposé au titre d'une aide partielle ; sa réponse (accord_reduction) n'est pas renseignée : l'issue en dépend"], ["T08", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Finistère)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : le solde des crédits est réservé à la demande T02, à laquelle il a été proposé au titre d'une aide partielle"], ["T16", "not_funded", "0.00", "à l'étape «\u00a0Enveloppes départementales (Ille-et-Vilaine)\u00a0» : n'entre pas dans la limite des crédits restants ; elle est écartée | puis, à l'étape «\u00a0Enveloppe régionale de péréquation\u00a0» : le solde des crédits est réservé à la demande T02, à laquelle il a été proposé au titre d'une aide partielle"]], "issues": ["accord_reduction: not recorded: T02 is offered the reduced award of 20500.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"]}));
});

// A stage that is not the last, whose unfunded go on: budget 400.00, stage 'First' 250.00 (A, B
// 100.00 each; C meets it with 50.00, half its 100.00), stage 'Second' what is left. C declines:
// the first stage stops with 50.00 not granted, and C goes on to 'Second' (400.00 − 200.00 =
// 200.00 left), which funds C 100.00 and D 40.00. C's answer absent: C is indeterminate, and the
// later stage reads the offer as an open outcome (a tie's words: docs/language.md §25).
describe("with consent in a stage that is not the last", () => {
  const staged = `${preamble("Consent in stages")}call {
  budget: money(EUR)
  first: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  accepts_reduced: boolean optional "accepts a reduced award"
}
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount asked
  stage one "First" per art1 {
    budget call.first
    at boundary partial at least 50% with consent accepts_reduced, else stop per art1
    unfunded go on per art1
  }
  stage two "Second" per art1 {
    budget left
    at boundary skip per art1
  }
}
`;
  const go = (answer: boolean | undefined) => evaluate(compiled(staged), { call: { budget: "400.00", first: "250.00" }, applications: apps(answer) });
  it("declined: C goes on to the second stage and is funded in full", () => {
    const r = go(false);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "funded", "100.00", ""],
      ["D", "funded", "40.00", ""],
    ]);
  });
  it("absent: C indeterminate, and D after it (the limit of §25)", () => {
    const r = go(undefined);
    expect(["C", "D"].map((id) => outcome(r, id))).toEqual([
      ["C", "indeterminate", "0.00", "in stage 'First': offered the remaining 50.00 EUR in part; its answer (accepts_reduced) is not recorded, so the outcome waits for it"],
      ["D", "indeterminate", "0.00", "in stage 'First': the remaining budget is held for C, offered it in part | then in stage 'Second': what the earlier stages left depends on a tie the law does not break"],
    ]);
  });
});

describe("AL0536", () => {
  const errors = (text: string) => analyze(text).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);
  it("a field the application does not declare", () => {
    expect(errors(scheme("stop").replace("with consent accepts_reduced", "with consent accept_reduced"))).toEqual(["AL0536 expected an application field holding the applicant's consent, found 'accept_reduced', which the application does not declare"]);
  });
  it("after skip", () => {
    expect(errors(scheme("stop").replace("at boundary partial at least 50% with consent accepts_reduced, else stop", "at boundary skip with consent accepts_reduced"))).toEqual(["AL0536 expected the applicant's consent after 'at boundary partial', found it after 'skip'"]);
  });
  it("a word after else", () => {
    expect(errors(scheme("stop").replace("else stop", "else halt"))).toEqual(["AL0205 expected 'stop' or 'skip' after 'else', found 'halt'"]);
  });
  it("the formatter keeps the clause, after a minimum and alone", () => {
    for (const text of [scheme("skip"), scheme("stop", undefined, "")]) {
      const f = formatScheme(text);
      expect(f.ok && f.text.includes(`with consent accepts_reduced, else ${text.includes("else skip") ? "skip" : "stop"} per art1`)).toBe(true);
    }
  });
});
