// An offer of a reduced award not answered (`at boundary partial … with consent <field>`,
// docs/language.md §14.1, §25): the run walks the allocation again with that offer declined and
// names, in its warning, the applications a decline would decide otherwise (consent33; review33's
// D1 and W1, repros in review33/repro/). Worked by hand, review33's call: budget 2000.00, stage
// 'Priority' (points >= 5, budget 1000.00), then 'Rest' (`budget left`), a minimum of 50 % with
// consent `ok`, else stop. A 600.00 (9 points), B 700.00 (8, the answer absent), C 300.00 (7),
// D (1 point, yes). In 'Priority' A is funded (400.00 left); B meets the boundary with 400.00,
// 57 % of its 700.00: offered it.
//  - `unfunded stay out`, D asks 1200.00 (D1). B accepts: 'Priority' is used up, C is not funded
//    there and stays out; 'Rest' has 2000.00 − 1000.00 = 1000.00, D gets 1000.00 in part. B declines:
//    'Priority' stops with 400.00 unspent, 'Rest' has 2000.00 − 600.00 = 1400.00 and D is funded
//    1200.00 in full. So D depends on B's answer; C (not funded in either) does not.
//  - `unfunded go on`, D asks 500.00 (W1). B accepts: 'Priority' is used up, C goes on to 'Rest'
//    (2000.00 − 1000.00 = 1000.00): C 300.00, D 500.00, both funded (200.00 left). B declines:
//    'Priority' stops with 400.00 unspent and B goes on too: 'Rest' has 1400.00, B 700.00 in full,
//    C 300.00, and D meets the boundary with 400.00 (≥ 250.00, its 50 %; D's yes): 400.00 in part.
//    So D depends on B's answer (500.00 or 400.00), C does not; the engine publishes both
//    indeterminate (an open outcome before a later stage, §25), and C stays so (left: deciding it
//    needs the accepting walk, docs/performance.md fork33).
// A row a decline decides otherwise is published indeterminate, with the most either answer gives
// it and "depending on whether B accepts the partial grant" (fork33, §14.1); the warning names it.
import { describe, expect, it } from "vitest";
import { evaluate, evaluateRun } from "@allot/runtime";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const scheme = (unfunded: string) => `${preamble("Consent")}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  asked: money(EUR)  points: integer in 0..1000  ok: boolean optional "accepts" }
criterion p per art1: application.points
ranking per art1 {
  by total highest first
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 50% with consent ok, else stop per art1
  stage first "Priority" per art1 when points >= 5 {
    budget call.first
    unfunded ${unfunded}
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`;
const run = (unfunded: string, dAsks: string, b: boolean | undefined) =>
  evaluate(compiled(scheme(unfunded)), { call: { budget: "2000.00", first: "1000.00" }, applications: [
    { id: "A", asked: "600.00", points: 9 },
    { id: "B", asked: "700.00", points: 8, ...(b === undefined ? {} : { ok: b }) },
    { id: "C", asked: "300.00", points: 7 },
    { id: "D", asked: dAsks, points: 1, ok: true },
  ] }, { explain: true });
const outcomes = (r: ReturnType<typeof run>) => ["A", "B", "C", "D"].map((id) => [id, row(r.result, id).status, row(r.result, id).amount]);
const warning = (others: string) => `ok: not recorded: B is offered the reduced award of 400.00 EUR and left indeterminate; the applications after it are decided as if it accepts; if it declines, ${others} would differ, so ${others.includes(",") ? "they are" : "it is"} left indeterminate too — record the answer and run again`;
const said = (r: ReturnType<typeof run>, id: string) => row(r.result, id).explanation!.filter((s) => s.step === "allocation").at(-1)!.text;

describe("an unanswered offer, walked again declined", () => {
  it("stay out (D1): the decline funds D in full, so D is indeterminate, at most 1200.00; the warning names D", () => {
    const r = run("stay out", "1200.00", undefined);
    expect(outcomes(r)).toEqual([["A", "funded", "600.00"], ["B", "indeterminate", "0.00"], ["C", "not_funded", "0.00"], ["D", "indeterminate", "0.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual([warning("the outcome of D")]);
    // no remaining before that holds under one answer only (1000.00 if B accepts, 1400.00 if not)
    expect(said(r, "D")).toBe("Indeterminate (1200.00 EUR asked): its outcome depends on B's answer to the offer of a partial grant, which is not recorded; it would receive at most 1200.00 EUR, depending on whether B accepts the partial grant.");
    // the totals: A's 600.00 awarded; what remains is 0.00 (B accepts) or 200.00 (B declines): undecided, as after an open tie
    expect(r.result.totals!["main"]).toMatchObject({ awarded: "600.00", undecided: "1400.00", remaining: null });
    // the two answers, recorded: the figures worked by hand above
    expect(outcomes(run("stay out", "1200.00", true))).toEqual([["A", "funded", "600.00"], ["B", "partially_funded", "400.00"], ["C", "not_funded", "0.00"], ["D", "partially_funded", "1000.00"]]);
    expect(outcomes(run("stay out", "1200.00", false))).toEqual([["A", "funded", "600.00"], ["B", "not_funded", "0.00"], ["C", "not_funded", "0.00"], ["D", "funded", "1200.00"]]);
  });
  it("go on (W1): C and D published indeterminate, D at most 500.00 depending on B; the warning names both", () => {
    const r = run("go on", "500.00", undefined);
    expect(outcomes(r)).toEqual([["A", "funded", "600.00"], ["B", "indeterminate", "0.00"], ["C", "indeterminate", "0.00"], ["D", "indeterminate", "0.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual([warning("the outcomes of C, D")]);
    // D: 500.00 if B accepts, 400.00 in part if it declines: at most 500.00
    expect(said(r, "D")).toBe("Indeterminate (500.00 EUR asked): its outcome depends on B's answer to the offer of a partial grant, which is not recorded; it would receive at most 500.00 EUR, depending on whether B accepts the partial grant.");
    expect(outcomes(run("go on", "500.00", true))).toEqual([["A", "funded", "600.00"], ["B", "partially_funded", "400.00"], ["C", "funded", "300.00"], ["D", "funded", "500.00"]]);
    expect(outcomes(run("go on", "500.00", false))).toEqual([["A", "funded", "600.00"], ["B", "funded", "700.00"], ["C", "funded", "300.00"], ["D", "partially_funded", "400.00"]]);
  });
  it("a decline that changes nothing after it (else stop, one walk): the warning as before", () => {
    // D asks 500.00 under stay out: 'Rest' has 1000.00 or 1400.00, D funded 500.00 in either
    const r = run("stay out", "500.00", undefined);
    expect(row(r.result, "D").status).toBe("funded");
    expect(r.issues.map((i) => i.message)).toEqual(["ok: not recorded: B is offered the reduced award of 400.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"]);
  });
});

// One walk, no stages (law32's call): budget 250.00, A, B, C 100.00 each, D 40.00, by id; C's
// answer absent, 50.00 left at C (exactly its 50 %). Under `else skip` a decline passes C over and
// D's 40.00 fits the 50.00: D is funded, where the base walk holds the 50.00 for C (D not funded).
// Under `else stop` a decline stops the walk: D is not funded either way.
const single = (otherwise: string, language?: string) => `${preamble("Consent", language)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR)  ok: boolean optional "accepts" }
ranking per art1 {
  by id lowest first per art1
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial at least 50% with consent ok, else ${otherwise} per art1
}
`;
const one = (otherwise: string, language?: string) => evaluate(compiled(single(otherwise, language)), { call: { budget: "250.00" }, applications: [
  { id: "A", asked: "100.00" }, { id: "B", asked: "100.00" }, { id: "C", asked: "100.00" }, { id: "D", asked: "40.00" },
] }, { explain: true });
describe("an unanswered offer in one walk", () => {
  it("else skip: a decline would fund D, so D is indeterminate, at most 40.00; the warning names it", () => {
    const r = one("skip");
    expect(["C", "D"].map((id) => [id, row(r.result, id).status, row(r.result, id).amount])).toEqual([["C", "indeterminate", "0.00"], ["D", "indeterminate", "0.00"]]);
    expect(r.issues.map((i) => i.message)).toEqual(["ok: not recorded: C is offered the reduced award of 50.00 EUR and left indeterminate; the applications after it are decided as if it accepts; if it declines, the outcome of D would differ, so it is left indeterminate too — record the answer and run again"]);
    // A and B 200.00; what remains is 0.00 (C accepts 50.00) or 10.00 (C declines, D 40.00): undecided
    expect(r.result.totals!["main"]).toMatchObject({ awarded: "200.00", undecided: "50.00", remaining: null });
  });
  it("else stop: a decline changes nothing after C", () => {
    expect(one("stop").issues.map((i) => i.message)).toEqual(["ok: not recorded: C is offered the reduced award of 50.00 EUR and left indeterminate; the applications after it are decided as if it accepts — record the answer and run again"]);
  });
});

// D's words under `else skip` in every language: at most its 40.00, depending on C's answer
describe("a row a decline would change, in six languages", () => {
  const expected: Record<string, string> = {
    en: "Indeterminate (40.00 EUR asked): its outcome depends on C's answer to the offer of a partial grant, which is not recorded; it would receive at most 40.00 EUR, depending on whether C accepts the partial grant.",
    nl: "Onbeslist (40,00 EUR gevraagd): de uitkomst hangt af van het antwoord van C op het aanbod van een gedeeltelijke toekenning, dat niet is vastgelegd; de aanvraag zou ten hoogste 40,00 EUR ontvangen, afhankelijk van de vraag of C de gedeeltelijke toekenning aanvaardt.",
    pl: "Wynik nierozstrzygnięty (wnioskowano o 40,00 EUR): wynik zależy od odpowiedzi wniosku C na ofertę kwoty częściowej, która nie została odnotowana; wniosek otrzymałby najwyżej 40,00 EUR, zależnie od tego, czy wnioskodawca C przyjmie kwotę częściową.",
    de: "Nicht entschieden (beantragt: 40,00 EUR): das Ergebnis hängt von der nicht erfassten Antwort von C auf das Angebot einer Teilförderung ab; der Antrag erhielte höchstens 40,00 EUR, je nachdem, ob C die Teilförderung annimmt.",
    es: "Sin resolver (importe solicitado: 40,00 EUR): el resultado depende de la respuesta de C a la oferta de una subvención parcial, que no consta; recibiría como máximo 40,00 EUR, según que C acepte o no la subvención parcial.",
    fr: "En suspens (montant demandé : 40,00\u00a0€) : son issue dépend de la réponse de C à l'offre d'une aide partielle, qui n'est pas enregistrée ; elle recevrait au plus 40,00\u00a0€, selon que C accepte ou non l'aide partielle.",
  };
  for (const language of Object.keys(expected)) {
    it(language, () => {
      const r = one("skip", language);
      expect(row(r.result, "D").explanation!.filter((s) => s.step === "allocation").at(-1)!.text).toBe(expected[language]);
    });
  }
  it("the trace's allocation fact: contingent 40.00, contingentOnOffer C", () => {
    const { run } = evaluateRun(compiled(single("skip")), { call: { budget: "250.00" }, applications: [
      { id: "A", asked: "100.00" }, { id: "B", asked: "100.00" }, { id: "C", asked: "100.00" }, { id: "D", asked: "40.00" },
    ] });
    const fact = run.traceAt(3)!.steps.map((s) => s as { kind?: string; contingent?: { value: string }; contingentOnOffer?: string; remainingBefore?: unknown }).find((s) => s.kind === "allocation")!;
    expect([fact.contingent?.value, fact.contingentOnOffer, fact.remainingBefore]).toEqual(["40.00", "C", null]);
  });
});
