// What an applicant and an appeal board read (the twentieth round's wording items): each sentence
// asserted in every language it changes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, InvalidInput, ObjectTable } from "@allot/runtime";
import { htmlReportChunks } from "../packages/dsl/src/report/html.js";
import { textOf } from "../packages/dsl/src/report/sink.js";
import { compiled, twoCutOffs } from "./support/scheme.js";

const caps = join(__dirname, "inputs/keyed-caps");
const capsText = readFileSync(join(caps, "faculty_places.allot"), "utf8");
const capsData = JSON.parse(readFileSync(join(caps, "data/annex.json"), "utf8")) as { call: Record<string, unknown>; applications: { id: string }[] };

function allocationStep(text: string, input: unknown, language: string, id: string): string {
  const r = evaluate(load(analyze(text.replace("language en", `language ${language}`))), input).result.results.find((x) => x.id === id)!;
  return r.explanation.filter((s) => s.step === "allocation").at(-1)!.text;
}

describe("a count's noun agrees with its number", () => {
  const together = capsText.replace('group by faculty "Faculty" per par5 {', 'group by faculty "Faculty" per par5 {\n    together');
  // medicine has 1 place; S02 and S05 are its two members, funded together or not at all
  const two = { ...capsData, applications: capsData.applications.filter((a) => ["S02", "S05"].includes(a.id)) };
  // no place for medicine: its one member S02 is one more than the 0 it may have
  const none = { call: { ...capsData.call, places: { law: 2, medicine: 0, arts: 3 } }, applications: capsData.applications.filter((a) => a.id === "S02") };
  it("one grant, more than one member", () => {
    expect(allocationStep(together, two, "en", "S02")).toContain("Faculty 'medicine' has 2 members, more than the 1 grant per Faculty");
    expect(allocationStep(together, two, "nl", "S02")).toContain("de groep ‘Faculty: medicine’ telt 2 leden, meer dan het maximumaantal subsidies per Faculty (1)");
    expect(allocationStep(together, two, "de", "S02")).toContain("die Gruppe „Faculty: medicine“ hat 2 Mitglieder, mehr als die Höchstzahl der Förderungen je Faculty (1)");
    expect(allocationStep(together, two, "pl", "S02")).toContain("grupa „Faculty: medicine” liczy 2 członków, więcej niż limit dofinansowań na „Faculty” (1)");
  });
  it("one member, no grant", () => {
    expect(allocationStep(together, none, "en", "S02")).toContain("Faculty 'medicine' has 1 member, more than the 0 grants per Faculty");
    expect(allocationStep(together, none, "nl", "S02")).toContain("de groep ‘Faculty: medicine’ telt 1 lid, meer dan het maximumaantal subsidies per Faculty (0)");
    expect(allocationStep(together, none, "de", "S02")).toContain("die Gruppe „Faculty: medicine“ hat 1 Mitglied, mehr als die Höchstzahl der Förderungen je Faculty (0)");
    expect(allocationStep(together, none, "pl", "S02")).toContain("grupa „Faculty: medicine” liczy 1 członka, więcej niż limit dofinansowań na „Faculty” (0)");
  });
  it("five members in Polish take the genitive too", () => {
    const five = {
      call: { ...capsData.call, places: { law: 2, medicine: 1, arts: 3 }, faculty_budget: { law: "3000.00", medicine: "50000.00", arts: "2500.00" } },
      applications: ["M1", "M2", "M3", "M4", "M5"].map((id, i) => ({ id, faculty: "medicine", score: 90 - i, amount: "100.00" })),
    };
    expect(allocationStep(together, { ...five, call: { ...five.call, budget: "8000.00" } }, "pl", "M1")).toContain("grupa „Faculty: medicine” liczy 5 członków, więcej niż limit dofinansowań na „Faculty” (1)");
  });
});

describe("a negative cap is said as the call gives it", () => {
  it("names the figure, its key and the amount with its places and currency", () => {
    const t = capsText.replace("faculty_budget: money(EUR) by faculty", "faculty_budget: money(EUR) in -10000..10000 by faculty");
    let issues: string[] = [];
    try {
      evaluate(load(analyze(t)), { ...capsData, call: { ...capsData.call, faculty_budget: { law: "3000.00", medicine: "-1.00", arts: "2500.00" } } });
    } catch (e) {
      if (!(e instanceof InvalidInput)) throw e;
      issues = e.issues.map((i) => i.message);
    }
    expect(issues).toEqual(['the cap per group call.faculty_budget["medicine"] is -1.00 EUR: a group\'s cap cannot be less than nothing']);
  });
});

describe("a group funded together in an allocation of places", () => {
  it("counts the one place it may have in the singular", () => {
    const markt = new URL("../schemes/drafted_markt/", import.meta.url);
    const scheme = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8").replace("at most 1 grants per art3_2", "together\n    at most 1 grants per art3_2");
    const data = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as unknown;
    const en = scheme.replace(/^ {2}language nl$/m, "  language en");
    // undertaking 10000001 applied twice (M01, M07): two members, one place
    expect(allocationStep(en, data, "en", "M01")).toContain("Onderneming '10000001' has 2 members, more than the 1 place per Onderneming");
    expect(allocationStep(scheme, data, "nl", "M01")).toContain("de groep ‘Onderneming: 10000001’ telt 2 leden, meer dan het maximumaantal plaatsen per Onderneming (1)");
  });
});

describe("the HTML report's stage table: a stage's unused part a later stage reads", () => {
  // two cut-offs (fix19-stages' call): b1 = b2 = 100; cut-off 1 funds A1 (60) and stops at A2 (60 > 40),
  // leaving 40, which cut-off 2 reads (`call.b2 + unused one`): 140 for B2, B1 and A2
  const text = twoCutOffs(
    "  b1: money(EUR)\n  b2: money(EUR)",
    `  budget call.b1 + call.b2
  amount asked
  stage one "Cut-off 1" when cut = 1 {
    budget call.b1
    at boundary stop
    unfunded go on
  }
  stage two "Cut-off 2" {
    budget call.b2 + unused one
    at boundary skip
  }`,
  );
  const input = {
    call: { b1: "100.00", b2: "100.00" },
    applications: ([["A1", 1, 9, "60.00"], ["A2", 1, 8, "60.00"], ["B1", 2, 9, "50.00"], ["B2", 2, 10, "30.00"]] as const).map(([id, cut, score, asked]) => ({ id, cut, score, asked })),
  };
  const cell = (language: string): string => {
    const scheme = compiled(text.replace('version "1"', `version "1"\n  language ${language}`));
    const html = textOf(htmlReportChunks(new ObjectTable(evaluate(scheme, input).result), scheme));
    const row = /<tr data-stage="one">.*?<\/tr>/.exec(html)![0];
    return /<td class="num">([^<]*)<\/td><\/tr>$/.exec(row)![1]!;
  };
  it("says where the amount went, in each language", () => {
    expect(cell("en")).toBe("40.00\u00a0EUR (carried to a later stage)");
    expect(cell("nl")).toBe("40,00\u00a0EUR (overgedragen naar een latere fase)");
    expect(cell("de")).toBe("40,00\u00a0EUR (in eine spätere Stufe übertragen)");
    expect(cell("pl")).toBe("40,00\u00a0EUR (przeniesione do późniejszego etapu)");
  });
});

describe("a `define`d function's value where a rule, a threshold or an ordering key reads it", () => {
  // third(h) = h / 3, a quotient: shown rounded to four places and marked "about" (§6.1, the
  // explanation's values); half(h) = h / 2 (2.00 → 1, 1.00 → 0.5, a plain decimal as computed);
  // two(h) = h × 1 declared decimal(2): "2.00", its type's places
  const text = (language: string) => `scheme t "Functions" {
  version "1"
  language ${language}
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
call { budget: money(EUR) }
application { id: text unique  score: integer in 0..10  hectares: decimal(2) }
define third(h: decimal): decimal = h / 3 per art1
define half(h: decimal): decimal = h / 2 per art1
define two(h: decimal(2)): decimal(2) = h * 1 per art1
eligibility per art1 {
  rule big per art1: third(hectares) + half(hectares) >= 0.5
}
threshold enough per art1: third(hectares) >= 0.1
criterion quality per art1: score
ranking per art1 {
  by score highest first
  by third(hectares) + two(hectares) highest first
  by half(hectares) highest first
  tiebreak every tie per art1 { by id lowest first }
}
allocation per art1 {
  budget call.budget
  amount round(100 EUR × third(hectares), 2, down)
  at boundary skip
}
`;
  const input = { call: { budget: "1000.00" }, applications: [{ id: "A", score: 5, hectares: "2.00" }, { id: "B", score: 5, hectares: "1.00" }] };
  const steps = (language: string, id: string, step: string): string[] => {
    const r = evaluate(compiled(text(language)), input).result.results.find((x) => x.id === id)!;
    return r.explanation.filter((s) => s.step === step).map((s) => s.text);
  };
  it("a rule and a threshold met list the function's value after its argument", () => {
    expect(steps("en", "A", "eligibility")).toEqual(["Rule 'big' is met (third(hectares) + half(hectares) >= 0.5; hectares: 2.00, third(hectares): about 0.6667, half(hectares): 1)."]);
    expect(steps("en", "B", "threshold")).toEqual(["Threshold 'enough' is met (third(hectares) >= 0.1; hectares: 1.00, third(hectares): about 0.3333)."]);
    expect(steps("nl", "A", "eligibility")[0]).toContain("hectares: 2,00, third(hectares): ongeveer 0,6667, half(hectares): 1)");
    expect(steps("de", "A", "eligibility")[0]).toContain("hectares: 2,00, third(hectares): etwa 0,6667, half(hectares): 1)");
    expect(steps("pl", "A", "eligibility")[0]).toContain("hectares: 2,00, third(hectares): około 0,6667, half(hectares): 1)");
  });
  it("an ordering key computed from calls lists each call's value, as its type prints it; a key that is one call states its value alone", () => {
    // equal scores; A 2/3 + 2.00 against B 1/3 + 1.00: the values that decided, exact (keyShow.ts: a
    // comparison never rounds them, two values a rounding would make look equal), what they read rounded
    expect(steps("en", "A", "ranking")[1]).toBe("Ahead of B: decided by third(hectares) + two(hectares) (highest first): 2.666666666666666666666666666666667 against 1.333333333333333333333333333333333 (hectares: 2.00 against 1.00; third(hectares): about 0.6667 against about 0.3333; two(hectares): 2.00 against 1.00).");
    expect(steps("nl", "B", "ranking")[1]).toContain("(hectares: 2,00 tegen 1,00; third(hectares): ongeveer 0,6667 tegen ongeveer 0,3333; two(hectares): 2,00 tegen 1,00)");
  });
});

describe("a quota of places in Dutch is a maximum, not a subsidy's 'deelplafond'", () => {
  // art. 2(2): "ten hoogste twee standplaatsen in de branche eetwaren"; M05 (eetwaren) comes after
  // the two food stalls, with 4 places left in all
  it("says what is left of the maximum", () => {
    const markt = new URL("../schemes/drafted_markt/", import.meta.url);
    const scheme = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8");
    const data = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as unknown;
    const r = evaluate(load(analyze(scheme)), data).result.results.find((x) => x.id === "M05")!;
    expect(r.explanation.find((s) => s.step === "allocation")!.text).toBe("Niet toegewezen (1 plaats gevraagd): van het maximum ‘Branche eetwaren’ resteren 0 plaatsen, minder dan de gevraagde 1 plaats (van alle plaatsen resterend vóór deze aanvraag: 4 plaatsen).");
  });
});

describe("a group's cap that bars a place after the stop, told in places", () => {
  // M24 (undertaking 10000004, which holds M04's stall) comes after the stop at M12: the cap of one
  // stall per undertaking (art. 3(2)) is a second ground, in the words of places as its reason is
  const markt = new URL("../schemes/drafted_markt/", import.meta.url);
  const scheme = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8");
  const data = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as unknown;
  const capStep = (language: string): string => {
    const r = evaluate(load(analyze(scheme.replace(/^ {2}language nl$/m, `  language ${language}`))), data).result.results.find((x) => x.id === "M24")!;
    return r.explanation.filter((s) => s.step === "allocation" && s.source === "art3_2").map((s) => s.text)[0]!;
  };
  it("in each language", () => {
    expect(capStep("en")).toBe("Nor does its group's cap leave room for it: Onderneming '10000004' already holds 1 place, the most per Onderneming (1).");
    expect(capStep("nl")).toBe("Ook het maximum per groep laat geen ruimte voor de aanvraag: groep ‘Onderneming: 10000004’: het aantal toegewezen plaatsen (1) heeft het maximum per Onderneming (1) bereikt.");
    expect(capStep("de")).toBe("Auch die Obergrenze je Onderneming lässt keinen Raum für den Antrag: Gruppe „Onderneming: 10000004“: die Zahl der zugeteilten Plätze (1) hat die Höchstzahl je Onderneming (1) erreicht.");
    expect(capStep("pl")).toBe("Także limit na grupę nie pozostawia miejsca dla wniosku: grupa „Onderneming: 10000004”: liczba przyznanych miejsc (1) osiągnęła limit na „Onderneming” (1).");
  });
});

describe("a lottery says the pair was equal on the law's earlier keys", () => {
  // art. 5: category (a day stall on at least 30 market days: both no), seniority (both on the list
  // since 2021-07-07), market days in 2026 (both 10), then the lot (art. 5(4)) between M12 and M13
  const markt = new URL("../schemes/drafted_markt/", import.meta.url);
  const scheme = readFileSync(new URL("vaste_standplaatsen.allot", markt), "utf8");
  const data = JSON.parse(readFileSync(new URL("data/voorstad_2027.json", markt), "utf8")) as unknown;
  const lot = (language: string): string => {
    const r = evaluate(load(analyze(scheme.replace(/^ {2}language nl$/m, `  language ${language}`))), data).result.results.find((x) => x.id === "M12")!;
    return r.explanation.filter((s) => s.step === "ranking" && s.source === "art5_4").map((s) => s.text)[0]!;
  };
  it("in each language, after the digests", () => {
    expect(lot("nl")).toMatch(/…\. Beide hebben dezelfde waarde van een dagplaats op ten minste dertig marktdagen in 2026 \(nee\), van de anciënniteit \(2021-07-07\) en van het aantal marktdagen met een dagplaats in 2026 \(10\), dus besliste de loting\.$/);
    expect(lot("en")).toMatch(/…\. Both have the same value of een dagplaats op ten minste dertig marktdagen in 2026 \(no\), of de anciënniteit \(2021-07-07\) and of het aantal marktdagen met een dagplaats in 2026 \(10\), so the lottery decided\.$/);
    expect(lot("de")).toMatch(/…\. Beide Anträge stimmen überein in „een dagplaats op ten minste dertig marktdagen in 2026“ \(nein\), in „de anciënniteit“ \(07.07.2021\) und in „het aantal marktdagen met een dagplaats in 2026“ \(10\), daher entschied das Los\.$/);
    expect(lot("pl")).toMatch(/…\. Oba wnioski mają te same wartości: „een dagplaats op ten minste dertig marktdagen in 2026” \(nie\), „de anciënniteit” \(2021-07-07\) i „het aantal marktdagen met een dagplaats in 2026” \(10\), dlatego rozstrzygnęło losowanie\.$/);
  });
});
