// Several groups in one allocation (docs/language.md §14.12 "Several groups", twogroups31): two
// limits on two keys — "at most 30 % of the budget per region" beside "at most one grant per
// applicant" (drafter30 finding 1: a NOFO's one award per applicant beside an appropriation's 15
// percent per State). An application is funded only where every group it belongs to has room; a
// refusal names each group that refused it, in the order the allocation declares them.
import { describe, expect, it } from "vitest";
import { errorsOf, preamble, resultOf as row, runScheme as run } from "./support/scheme";

type App = { id: string; applicant: string; region: string; score: number; asked: string };

const scheme = (groups: string, language?: string, tiebreak = "  tiebreak every tie per art1 { by id lowest first }\n", boundary = "skip") => `${preamble("Two groups", language)}call {
  budget: money(EUR)
}
application {
  id: text unique
  applicant: text
  region: text
  score: integer in 0..100
  asked: money(EUR)
}
criterion quality per art1: score
ranking per art1 {
  by total highest first
${tiebreak}}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
${groups}}
`;
const REGION_MONEY = '  group by region "Region" per art1 {\n    at most 100 EUR per art1\n  }\n';
const APPLICANT_ONE = '  group by applicant "Applicant" per art1 {\n    at most 1 grants per art1\n  }\n';
const both = scheme(REGION_MONEY + APPLICANT_ONE);
const input = (apps: App[], budget = "1000.00") => ({ call: { budget }, applications: apps });
const app = (id: string, applicant: string, region: string, score: number, asked: string): App => ({ id, applicant, region, score, asked });
const allocation = (r: { explanation: { step: string; text: string }[] }) => r.explanation.filter((s) => s.step === "allocation").map((s) => s.text);
const outcomes = (text: string, apps: App[], budget?: string) => {
  const r = run(text, input(apps, budget));
  return Object.fromEntries(apps.map((a) => [a.id, `${row(r, a.id).status} ${row(r, a.id).amount}`]));
};

describe("two groups on two keys: each has to have room", () => {
  // A1 (X, N, 60) funded: N 60 of 100, X 1 of 1. B1 (Y, N, 50): N has 40 left, less than 50: refused by
  // the region alone. A2 (X, S, 30): S has room, X has its one grant: refused by the applicant alone.
  // A3 (X, N, 50): N 40 left and X its grant: refused by both, the region first (declared first).
  // C1 (Z, S, 30) funded.
  const apps = [app("A1", "X", "N", 90, "60.00"), app("B1", "Y", "N", 80, "50.00"), app("A2", "X", "S", 70, "30.00"), app("A3", "X", "N", 60, "50.00"), app("C1", "Z", "S", 50, "30.00")];
  it("the outcomes", () => {
    expect(outcomes(both, apps)).toEqual({ A1: "funded 60.00", B1: "not_funded 0.00", A2: "not_funded 0.00", A3: "not_funded 0.00", C1: "funded 30.00" });
  });
  it("a funded application is told what each of its groups holds with it", () => {
    expect(allocation(row(run(both, input(apps)), "A1"))).toEqual([
      "Funded 60.00 EUR: fits in the remaining budget, as a member of Region 'N', which now holds 60.00 EUR of its cap of 100.00 EUR, and as a member of Applicant 'X', which now holds 1 grant of the 1 it may have (remaining before: 1000.00 EUR).",
    ]);
  });
  it("a refusal by the first group only, by the second only, and by both (in the order declared)", () => {
    const r = run(both, input(apps));
    expect([allocation(row(r, "B1")), allocation(row(r, "A2")), allocation(row(r, "A3"))]).toEqual([
      ["Not funded (50.00 EUR asked): Region 'N' has 40.00 EUR left of its cap of 100.00 EUR, less than the 50.00 EUR asked (remaining before: 940.00 EUR)."],
      ["Not funded (30.00 EUR asked): Applicant 'X' already has 1 grant, the most per Applicant (1) (remaining before: 940.00 EUR)."],
      ["Not funded (50.00 EUR asked): Region 'N' has 40.00 EUR left of its cap of 100.00 EUR, less than the 50.00 EUR asked; Applicant 'X' already has 1 grant, the most per Applicant (1) (remaining before: 940.00 EUR)."],
    ]);
  });
  it("declared the other way round, a refusal by both names the applicant first; the outcomes are the same", () => {
    const swapped = scheme(APPLICANT_ONE + REGION_MONEY);
    expect(outcomes(swapped, apps)).toEqual(outcomes(both, apps));
    expect(allocation(row(run(swapped, input(apps)), "A3"))).toEqual([
      "Not funded (50.00 EUR asked): Applicant 'X' already has 1 grant, the most per Applicant (1); Region 'N' has 40.00 EUR left of its cap of 100.00 EUR, less than the 50.00 EUR asked (remaining before: 940.00 EUR).",
    ]);
  });
  it("the reason's source is the first refusing group's", () => {
    const r = run(both, input(apps));
    expect(row(r, "A2").reasons.map((x) => x.rule)).toEqual(["allocation"]);
  });
  it("without the applicant's group A2 and A3's other grants are funded where the region has room (the second group is what refuses them)", () => {
    expect(outcomes(scheme(REGION_MONEY), apps)).toEqual({ A1: "funded 60.00", B1: "not_funded 0.00", A2: "funded 30.00", A3: "not_funded 0.00", C1: "funded 30.00" });
  });
  it("the order of the input does not change an outcome", () => {
    const reversed = apps.slice().reverse();
    expect(outcomes(both, reversed)).toEqual(outcomes(both, apps));
    const r1 = run(both, input(apps));
    const r2 = run(both, input(reversed));
    for (const a of apps) expect(allocation(row(r2, a.id))).toEqual(allocation(row(r1, a.id)));
  });
});

describe("two groups each with at most N grants", () => {
  const grants = scheme('  group by region "Region" per art1 {\n    at most 2 grants per art1\n  }\n  group by applicant "Applicant" per art1 {\n    at most 2 grants per art1\n  }\n');
  // N: A1, A2 funded (N has 2, X has 2); A3 (X, S): X has 2: refused; B1 (Y, N): N has 2: refused;
  // B2 (Y, S) funded; A4 (X, N): both; B3 (Y, S): Y 1, S 1: funded (Y 2, S 2).
  const apps = [app("A1", "X", "N", 90, "10.00"), app("A2", "X", "N", 85, "10.00"), app("A3", "X", "S", 80, "10.00"), app("B1", "Y", "N", 75, "10.00"), app("B2", "Y", "S", 70, "10.00"), app("A4", "X", "N", 65, "10.00"), app("B3", "Y", "S", 60, "10.00")];
  it("the outcomes", () => {
    expect(outcomes(grants, apps)).toEqual({ A1: "funded 10.00", A2: "funded 10.00", A3: "not_funded 0.00", B1: "not_funded 0.00", B2: "funded 10.00", A4: "not_funded 0.00", B3: "funded 10.00" });
  });
  it("the words of each refusal", () => {
    const r = run(grants, input(apps));
    expect(["A3", "B1", "A4", "B3"].map((id) => allocation(row(r, id))[0])).toEqual([
      "Not funded (10.00 EUR asked): Applicant 'X' already has 2 grants, the most per Applicant (2) (remaining before: 980.00 EUR).",
      "Not funded (10.00 EUR asked): Region 'N' already has 2 grants, the most per Region (2) (remaining before: 980.00 EUR).",
      "Not funded (10.00 EUR asked): Region 'N' already has 2 grants, the most per Region (2); Applicant 'X' already has 2 grants, the most per Applicant (2) (remaining before: 970.00 EUR).",
      "Funded 10.00 EUR: fits in the remaining budget, as a member of Region 'S', which now holds 2 grants of the 2 it may have, and as a member of Applicant 'Y', which now holds 2 grants of the 2 it may have (remaining before: 970.00 EUR).",
    ]);
  });
});

describe("a tie the law leaves open at a group's boundary", () => {
  const open = scheme(REGION_MONEY + APPLICANT_ONE, undefined, "");
  it("two tied applications of one applicant in two regions, one grant: which is funded depends on the order — both indeterminate, each would receive its amount", () => {
    const apps = [app("A1", "X", "N", 50, "40.00"), app("A2", "X", "S", 50, "30.00"), app("C1", "Z", "S", 40, "20.00")];
    const r = run(open, input(apps));
    expect(apps.map((a) => [a.id, row(r, a.id).status, row(r, a.id).amount])).toEqual([
      ["A1", "indeterminate", "0.00"],
      ["A2", "indeterminate", "0.00"],
      ["C1", "funded", "20.00"],
    ]);
    expect(allocation(row(r, "A2"))).toEqual(["Indeterminate (30.00 EUR asked): the outcome depends on the order of a tie the law does not break (remaining before: 1000.00 EUR); it would receive 30.00 EUR if the tie were decided in its favour."]);
  });
  it("a tie only the second group's cap decides in the region's favour is no tie of outcomes: two applicants, one region with room for both", () => {
    const apps = [app("A1", "X", "N", 50, "40.00"), app("B1", "Y", "N", 50, "30.00")];
    expect(outcomes(open, apps)).toEqual({ A1: "funded 40.00", B1: "funded 30.00" });
  });
  it("the region's cap at the tie: 70 asked by two tied applicants of two applicants, 50 left of the region's cap — one of them", () => {
    const apps = [app("A0", "W", "N", 60, "50.00"), app("A1", "X", "N", 50, "40.00"), app("B1", "Y", "N", 50, "30.00")];
    expect(outcomes(open, apps)).toEqual({ A0: "funded 50.00", A1: "indeterminate 0.00", B1: "indeterminate 0.00" });
  });
  it("past 7 tied applications the orders are not walked: every tied one and all after are indeterminate (honestly bounded)", () => {
    const apps = Array.from({ length: 8 }, (_, i) => app(`T${i}`, `P${i}`, `R${i}`, 50, "10.00"));
    apps.push(app("L1", "Q", "S", 10, "10.00"));
    const r = run(open, input(apps));
    expect(new Set(apps.map((a) => row(r, a.id).status))).toEqual(new Set(["indeterminate"]));
  });
});

describe("with quotas and a tie-break scope that follows the walk", () => {
  it("a quota is met after both groups: B1 fits both groups but not the quota of region S's 40", () => {
    const q = scheme(REGION_MONEY + APPLICANT_ONE + "  quota south \"South\": at most 40 EUR when region = \"S\" per art1\n");
    // A1 (X, S, 30) funded: S quota 10 left; B1 (Y, S, 20): both groups have room, the quota 10 < 20: refused by the quota; C1 (Z, N, 20) funded
    const apps = [app("A1", "X", "S", 90, "30.00"), app("B1", "Y", "S", 80, "20.00"), app("C1", "Z", "N", 70, "20.00")];
    const r = run(q, input(apps));
    expect(apps.map((a) => `${row(r, a.id).status} ${row(r, a.id).amount}`)).toEqual(["funded 30.00", "not_funded 0.00", "funded 20.00"]);
    expect(allocation(row(r, "B1"))).toEqual(["Not funded (20.00 EUR asked): the quota 'South' has 10.00 EUR left, less than the 20.00 EUR asked (the budget remaining before: 970.00 EUR)."]);
  });
  it("tiebreak when decisive: a tie the applicant's one grant decides is broken by id", () => {
    const d = scheme(REGION_MONEY + APPLICANT_ONE, undefined, "  tiebreak when decisive per art1 { by id lowest first }\n");
    const apps = [app("A2", "X", "S", 50, "30.00"), app("A1", "X", "N", 50, "40.00"), app("C1", "Z", "S", 40, "20.00")];
    expect(outcomes(d, apps)).toEqual({ A2: "not_funded 0.00", A1: "funded 40.00", C1: "funded 20.00" });
  });
});

describe("a key of the second group that cannot be computed", () => {
  it("leaves the application unranked, with the reason", () => {
    const opt = scheme(REGION_MONEY + APPLICANT_ONE).replace("  applicant: text\n", "  applicant: text optional\n");
    const r = run(opt, input([app("A1", "X", "N", 90, "10.00"), { id: "B1", region: "S", score: 80, asked: "10.00" } as unknown as App]));
    expect([row(r, "B1").status, row(r, "B1").reasons.map((x) => x.message)]).toEqual(["ineligible", ["the group key applicant cannot be computed: the optional field 'applicant' is absent"]]);
  });
});

describe("what does not combine with several groups (AL0525)", () => {
  const errs = (groups: string, extra = "") => errorsOf(scheme(groups + extra));
  const TOGETHER = "AL0525 expected groups walked application by application in an allocation with several groups, found one funded together: how two groups' units would overlap is not defined";
  it("the same key twice", () => {
    expect(errs(REGION_MONEY + '  group by region "Region" per art1 {\n    at most 2 grants per art1\n  }\n')).toEqual(["AL0525 expected each group of an allocation on a key of its own, found 'region' twice"]);
  });
  it("together in either group, a group's pro rata", () => {
    expect(errs(REGION_MONEY + '  group by applicant "Applicant" per art1 {\n    together per art1\n  }\n')).toEqual([TOGETHER]);
    expect(errs('  group by region "Region" per art1 {\n    together per art1\n    pro rata rounded down to 0.01 remainder largest_remainder per art1\n  }\n' + APPLICANT_ONE)).toEqual([TOGETHER, "AL0525 expected no pro-rata sharing in a group of an allocation with several groups, found one: a group shares only where it is funded together"]);
  });
  it("stages and first come beside several groups; a reserve list combines with them since groups32", () => {
    expect(errs(REGION_MONEY + APPLICANT_ONE, "  reserve all per art1\n")).toEqual([]);
    expect(errs(REGION_MONEY + APPLICANT_ONE, "  stage one \"One\" per art1 when score > 50 {\n    budget call.budget\n  }\n")).toEqual(["AL0525 expected one group or stages in one allocation, found several groups and stages: how they combine is not defined"]);
  });
  it("one group still combines with a reserve list", () => {
    expect(errorsOf(scheme(REGION_MONEY + "  reserve all per art1\n"))).toEqual([]);
  });
});

describe("in every language of the catalogues", () => {
  const apps = [app("A1", "X", "N", 90, "60.00"), app("B1", "Y", "N", 80, "50.00"), app("A2", "X", "S", 70, "30.00"), app("A3", "X", "N", 60, "50.00"), app("C1", "Z", "S", 50, "30.00")];
  const words = (language: string) => {
    const r = run(scheme(REGION_MONEY + APPLICANT_ONE, language), input(apps));
    return ["A1", "A2", "A3"].map((id) => allocation(row(r, id))[0]);
  };
  it("a funded application, a refusal by the second group, a refusal by both: in Dutch, Polish, German, Spanish and French", () => {
    expect(Object.fromEntries(["nl", "pl", "de", "es", "fr"].map((l) => [l, words(l)]))).toEqual({
      nl: [
        "Verleend: 60,00 EUR: past binnen het resterende subsidieplafond, als lid van de groep ‘Region: N’ (de groep heeft nu 60,00 EUR van haar plafond van 100,00 EUR) en als lid van de groep ‘Applicant: X’ (de groep heeft nu 1 van de 1 toegestane subsidie) (resterend vóór deze aanvraag: 1.000,00 EUR).",
        "Niet verleend (30,00 EUR gevraagd): groep ‘Applicant: X’: het aantal subsidies (1) heeft het maximum per Applicant (1) bereikt (resterend vóór deze aanvraag: 940,00 EUR).",
        "Niet verleend (50,00 EUR gevraagd): groep ‘Region: N’: van het groepsplafond van 100,00 EUR resteert 40,00 EUR, minder dan de gevraagde 50,00 EUR; groep ‘Applicant: X’: het aantal subsidies (1) heeft het maximum per Applicant (1) bereikt (resterend vóór deze aanvraag: 940,00 EUR).",
      ],
      pl: [
        "Przyznano 60,00 EUR: mieści się w pozostałych środkach, jako członek grupy „Region: N” (grupa ma teraz 60,00 EUR z limitu 100,00 EUR) i jako członek grupy „Applicant: X” (grupa ma teraz 1 z 1 dozwolonego dofinansowania) (środki pozostałe przed tym wnioskiem: 1000,00 EUR).",
        "Nie przyznano dofinansowania (wnioskowano o 30,00 EUR): grupa „Applicant: X”: liczba dofinansowań (1) osiągnęła limit na „Applicant” (1) (środki pozostałe przed tym wnioskiem: 940,00 EUR).",
        "Nie przyznano dofinansowania (wnioskowano o 50,00 EUR): grupa „Region: N”: z limitu 100,00 EUR na grupę pozostało 40,00 EUR, mniej niż wnioskowane 50,00 EUR; grupa „Applicant: X”: liczba dofinansowań (1) osiągnęła limit na „Applicant” (1) (środki pozostałe przed tym wnioskiem: 940,00 EUR).",
      ],
      de: [
        "60,00 EUR bewilligt: passt in die verbleibenden Fördermittel, als Mitglied der Gruppe „Region: N“ (damit sind nun 60,00 EUR der Obergrenze von 100,00 EUR in Anspruch genommen) und als Mitglied der Gruppe „Applicant: X“ (damit ist nun 1 von 1 zulässigen Förderung in Anspruch genommen) (verbleibend vor diesem Antrag: 1.000,00 EUR).",
        "Nicht bewilligt (beantragt: 30,00 EUR): Gruppe „Applicant: X“: die Zahl der Förderungen (1) hat die Höchstzahl je Applicant (1) erreicht (verbleibend vor diesem Antrag: 940,00 EUR).",
        "Nicht bewilligt (beantragt: 50,00 EUR): Gruppe „Region: N“: von der Obergrenze von 100,00 EUR verbleiben 40,00 EUR, weniger als die beantragten 50,00 EUR; Gruppe „Applicant: X“: die Zahl der Förderungen (1) hat die Höchstzahl je Applicant (1) erreicht (verbleibend vor diesem Antrag: 940,00 EUR).",
      ],
      es: [
        "Concedida por importe de 60,00 EUR: cabe en el crédito restante, como miembro del grupo «Region: N» (el grupo tiene ahora 60,00 EUR de su límite de 100,00 EUR) y como miembro del grupo «Applicant: X» (el grupo tiene ahora 1 de 1 subvención permitida) (restante antes de esta solicitud: 1.000,00 EUR).",
        "No concedida (importe solicitado: 30,00 EUR): el grupo «Applicant: X» ya tiene 1 subvención, el máximo por «Applicant» (1) (restante antes de esta solicitud: 940,00 EUR).",
        "No concedida (importe solicitado: 50,00 EUR): al grupo «Region: N» le quedan 40,00 EUR de su límite de 100,00 EUR, menos que lo solicitado, 50,00 EUR; el grupo «Applicant: X» ya tiene 1 subvención, el máximo por «Applicant» (1) (restante antes de esta solicitud: 940,00 EUR).",
      ],
      fr: [
        "Accordée : 60,00\u00a0€ ; entre dans la limite des crédits restants, en tant que membre du groupe «\u00a0Region : N\u00a0» (le groupe détient désormais 60,00\u00a0€ de son plafond de 100,00\u00a0€) et en tant que membre du groupe «\u00a0Applicant : X\u00a0» (le groupe détient désormais 1 sur 1 aide permise) (crédits restants avant cette demande : 1\u202f000,00\u00a0€).",
        "Non retenue (montant demandé : 30,00\u00a0€) : le groupe «\u00a0Applicant : X\u00a0» a déjà 1 aide, le maximum par «\u00a0Applicant\u00a0» (1) (crédits restants avant cette demande : 940,00\u00a0€).",
        "Non retenue (montant demandé : 50,00\u00a0€) : il reste au groupe «\u00a0Region : N\u00a0» 40,00\u00a0€ de son plafond de 100,00\u00a0€, moins que le montant demandé, 50,00\u00a0€ ; le groupe «\u00a0Applicant : X\u00a0» a déjà 1 aide, le maximum par «\u00a0Applicant\u00a0» (1) (crédits restants avant cette demande : 940,00\u00a0€).",
      ],
    });
  });
});
