// An open tie in an earlier stage: what every order agrees on, said as such (docs/language.md
// §14.7; tieorder32, the reviewer's O1 of round 31 and mendstage31's leftover words). Each case
// worked by hand below, every order of the tie walked.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { compile } from "../packages/runtime/test/support/generated.js";
import { preamble } from "./support/scheme.js";

const head = (language: string) => `${preamble("Open tie", language)}call { budget: money(EUR)  first: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR) }
criterion p per art1: application.points
ranking per art1 { by total highest first per art1 }
`;
/** 'Priority' (call.first, points >= 8, its own boundary), `unfunded go on`, then 'Rest' (`budget left`) under `skip` */
const scheme = (firstBoundary: string, language = "en") =>
  compile(`${head(language)}allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage first "Priority" per art1 when points >= 8 {
    budget call.first
    at boundary ${firstBoundary}
    unfunded go on
  }
  stage rest "Rest" per art1 {
    budget left
  }
}
`);
type App = { id: string; points: number; asked: string };
const app = (id: string, points: number, asked: string): App => ({ id, points, asked });
const run = (s: ReturnType<typeof compile>, applications: App[]) => evaluate(s, { call: { budget: "10000.00", first: "5000.00" }, applications }, { explain: true }).result;
const row = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!;
const allocation = (r: SelectionResult, id: string) => row(r, id).explanation.filter((e) => e.step === "allocation").map((e) => e.text);
const brief = (r: SelectionResult, id: string) => {
  const x = row(r, id);
  return `${x.status}:${x.amount}:${x.contingentAmount ?? "-"}:${x.stage ?? "-"}`;
};

// O1: budget 10,000; 'Priority' 5,000 under skip: A 4,000 funded (1,000 left); B 600 and H 700
// tied. B first: B funded in 'Priority' (400 left), H passed over and on; 'Rest' has 10,000 −
// 4,600 = 5,400: H 700 (4,700 left), E 50 (4,650 left). H first: H funded in 'Priority' (300
// left), B passed over and on; 'Rest' has 5,300: B 600 (4,700 left), E 50 (4,650 left). B is
// granted 600 and H 700 in every order, in 'Priority' or in 'Rest' depending on it: funded, no
// stage named. E is funded 50 in 'Rest' with 4,700 before it either way. The allocation awards
// 5,350 and leaves 4,650 in both orders; 'Priority' awards 4,000 to A and 600 (B) or 700 (H) to
// the tie; 'Rest' 50 to E and 700 (H) or 600 (B) to the tie.
const o1: App[] = [app("A", 9, "4000.00"), app("B", 8, "600.00"), app("H", 8, "700.00"), app("E", 5, "50.00")];

describe("O1: a member of the tie granted alike in every order, in different stages", () => {
  it("B and H funded, no stage named; E funded in 'Rest'; the totals", () => {
    const r = run(scheme("skip per art1"), o1);
    expect(brief(r, "B")).toBe("funded:600.00:-:-");
    expect(brief(r, "H")).toBe("funded:700.00:-:-");
    expect(brief(r, "E")).toBe("funded:50.00:-:rest");
    expect(allocation(r, "B").at(-1)).toBe("Funded 600.00 EUR: in stage 'Priority': granted whichever order the tie in stage 'Priority' takes: in stage 'Priority' or 'Rest', depending on the order.");
    const t = r.totals["main"]!;
    expect([t.awarded, t.undecided, t.remaining]).toEqual(["5350.00", "0.00", "4650.00"]);
    expect(t.stages!["first"]).toEqual({ budget: "5000.00", awarded: "4000.00", undecided: "600.00", undecidedAtMost: "700.00", remaining: null });
    expect(t.stages!["rest"]).toEqual({ budget: null, awarded: "50.00", undecided: "600.00", undecidedAtMost: "700.00", remaining: "4650.00" });
  });

  it("the words in six languages", () => {
    const words = (l: string) => allocation(run(scheme("skip per art1", l), o1), "B").at(-1);
    expect(words("nl")).toBe("Verleend: 600,00 EUR: in fase ‘Priority’: verleend, welke volgorde de gelijke stand in fase ‘Priority’ ook krijgt: in fase ‘Priority’ of ‘Rest’, afhankelijk van de volgorde.");
    expect(words("pl")).toBe("Przyznano 600,00 EUR: na etapie „Priority”: przyznano niezależnie od kolejności wniosków o równej pozycji na etapie „Priority”: na etapie „Priority” lub „Rest”, zależnie od kolejności.");
    expect(words("de")).toBe("600,00 EUR bewilligt: in der Stufe „Priority“: bewilligt, gleich in welcher Reihenfolge der Gleichstand in der Stufe „Priority“ aufgelöst wird: in der Stufe „Priority“ oder „Rest“, je nach Reihenfolge.");
    expect(words("es")).toBe("Concedida por importe de 600,00 EUR: en la fase «Priority»: concedida cualquiera que sea el orden del empate en la fase «Priority»: en la fase «Priority» o «Rest», según el orden.");
    expect(words("fr")).toBe("Accordée : 600,00\u00a0€ ; à l'étape «\u00a0Priority\u00a0» : accordée quel que soit l'ordre des ex æquo à l'étape «\u00a0Priority\u00a0» : à l'étape «\u00a0Priority\u00a0» ou «\u00a0Rest\u00a0», selon cet ordre.");
  });
});

// O1's other half: 'Priority' under `partial at least 500 EUR, else skip`: A 4,000 (1,000 left);
// C 1,500 and D 600 tied. C first: C granted 1,000 in part (nothing left), D passed over (0 < 500)
// and on; 'Rest' has 5,000: D 600. D first: D 600 (400 left), C passed over (400 < 500) and on;
// 'Rest' has 5,400: C 1,500 in full. C: 1,000 in part or 1,500 in full — open, and the most an
// order gives it is 1,500 (the order against it in 'Priority'), not the 1,000 of the order in its
// favour there. D: 600 in every order, in 'Priority' or 'Rest'.
describe("O1: an open member told the most any order gives it", () => {
  it("C indeterminate, 1500.00; D funded 600.00", () => {
    const r = run(scheme("partial at least 500 EUR, else skip per art1"), [app("A", 9, "4000.00"), app("C", 8, "1500.00"), app("D", 8, "600.00")]);
    expect(brief(r, "C")).toBe("indeterminate:0.00:1500.00:first");
    expect(brief(r, "D")).toBe("funded:600.00:-:-");
  });
});

// L2: an admission stage after the open tie. 'Priority' 5,000 under skip (points >= 8, `unfunded
// stay out`): A 4,000 (1,000 left); B 600 and H 700 tied: B first, 400 left; H first, 300 left.
// 'Shortlist' (`admit to left`) has 5,400 or 5,300 to reach: F 3,000 (sum 3,000), G 2,000 (sum
// 5,000), K 1,000 (the sum before it, 5,000, is below either) — all three admitted in both orders.
// 'Award' (`budget left`, skip) has 5,400 or 5,300: F 3,000 (2,400 or 2,300 left), G 2,000 (400 or
// 300 left), K 1,000 passed over in both. F and G funded, K not funded, whichever order.
const admitScheme = (admit: string) =>
  compile(`${head("en")}allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
  stage first "Priority" per art1 when points >= 8 {
    budget call.first
    unfunded stay out
  }
  stage shortlist "Shortlist" per art1 {
    ${admit}
  }
  stage award "Award" per art1 {
    budget left
  }
}
`);
const l2: App[] = [app("A", 9, "4000.00"), app("B", 8, "600.00"), app("H", 8, "700.00"), app("F", 5, "3000.00"), app("G", 4, "2000.00"), app("K", 3, "1000.00")];

describe("L2: an admission stage that reads what the open tie left", () => {
  it("admit to left: F and G funded, K not funded, in 'Award'", () => {
    const r = run(admitScheme("admit to left"), l2);
    expect(brief(r, "F")).toBe("funded:3000.00:-:award");
    expect(brief(r, "G")).toBe("funded:2000.00:-:award");
    expect(brief(r, "K")).toBe("not_funded:0.00:-:award");
    expect(allocation(r, "F")).toEqual([
      "In stage 'Shortlist': admitted to the next stage.",
      "Decided in stage 3 of 3, 'Award': it considers the applications stage 'Shortlist' admitted; its budget depends on a tie an earlier stage left open.",
      "Funded 3000.00 EUR: in stage 'Award': granted whichever order the tie in stage 'Priority' takes.",
    ]);
    expect(allocation(r, "K").at(-1)).toBe("Not funded (1000.00 EUR asked): in stage 'Award': not funded whichever order the tie in stage 'Priority' takes.");
    // 'Award' awards 5,000 in both orders and leaves 400 or 300
    expect(r.totals["main"]!.stages!["award"]).toEqual({ budget: null, awarded: "5000.00", remaining: null });
    expect(brief(r, "B")).toBe("indeterminate:0.00:600.00:first");
  });
});

// Words: C 2,000 and D 1,000 tie unbroken in 'First' (1,500, `unfunded go on`), E 3,000 after them.
// Under `full`: C first, C is granted in full beyond the stage's budget and the stage stops; D
// first, D fits (500 left), then C is granted in full beyond it and the stage stops. Under
// `reach` the same. Either way the stage stops after C, at no one application for E (the
// remainders differ): E is told that this stage stopped and the later stages go on — not the
// allocation's stop.
const stopScheme = (boundary: string, language: string) =>
  compile(`${preamble("Stop", language)}call { budget: money(EUR) }
application { id: text unique  q: integer in 0..10  asked: money(EUR) }
criterion quality "Quality" per art1: q
maximum points 10 per art1
ranking per art1 { by total highest first per art1 }
allocation per art1 {
  budget call.budget
  amount asked
  at boundary ${boundary} per art1
  stage first "First" per art1 {
    budget 1500.00 EUR
    unfunded go on
  }
  stage second "Second" per art1 {
    budget left
  }
}
`);
const stopApps = [
  { id: "C", q: 9, asked: "2000.00" },
  { id: "D", q: 9, asked: "1000.00" },
  { id: "E", q: 7, asked: "3000.00" },
];
const stopWords = (boundary: string, language: string) => allocation(evaluate(stopScheme(boundary, language), { call: { budget: "5000.00" }, applications: stopApps }, { explain: true }).result, "E")[0];

describe("words: after an open tie that stops a stage under full or reach", () => {
  it("full, in six languages", () => {
    expect(stopWords("full", "en")).toBe("In stage 'First': the budget was passed by a grant in full to an earlier application, and this stage stops there; the later stages go on (nothing remaining before: the stage's budget was exceeded by at least 500.00 EUR, whichever order the tie takes).");
    expect(stopWords("full", "nl")).toBe("In fase ‘First’: het budget is overschreden door een volledige verlening aan een eerdere aanvraag, en daar stopt deze fase; de volgende fasen gaan door (niets resterend vóór deze aanvraag: het budget van de fase overschreden met ten minste 500,00 EUR, in welke volgorde de gelijke stand ook valt).");
    expect(stopWords("full", "pl")).toBe("Na etapie „First”: budżet przekroczyło przyznanie pełnej kwoty wcześniejszemu wnioskowi; na nim ten etap się kończy; kolejne etapy trwają dalej (przed tym wnioskiem nie pozostały żadne środki: przekroczono budżet etapu o co najmniej 500,00 EUR, bez względu na kolejność wniosków o równej pozycji).");
    expect(stopWords("full", "de")).toBe("In der Stufe „First“: die Fördermittel wurden durch eine Bewilligung in voller Höhe an einen früheren Antrag überschritten, und diese Stufe endet dort; die späteren Stufen gehen weiter (vor diesem Antrag nichts verbleibend: das Budget der Stufe um mindestens 500,00 EUR überschritten, gleich in welcher Reihenfolge der Gleichstand fällt).");
    expect(stopWords("full", "es")).toBe("En la fase «First»: la subvención íntegra a una solicitud anterior superó el crédito, y esta fase termina ahí; las fases posteriores continúan (nada restante antes de esta solicitud: se superó el crédito de la fase en al menos 500,00 EUR, cualquiera que sea el orden del empate).");
    expect(stopWords("full", "fr")).toBe("À l'étape «\u00a0First\u00a0» : l'aide entière accordée à une demande précédente a dépassé les crédits, et cette étape prend fin à celle-ci ; les étapes suivantes se poursuivent (rien ne restait avant cette demande : les crédits de l'étape ont été dépassés d'au moins 500,00\u00a0€, quel que soit l'ordre des ex æquo).");
  });
  it("reach, in six languages", () => {
    expect(stopWords("reach", "en")).toBe("In stage 'First': an earlier application reached the budget and was funded in full; nothing more is funded in this stage; the later stages go on (nothing remaining before: the stage's budget was exceeded by at least 500.00 EUR, whichever order the tie takes).");
    expect(stopWords("reach", "nl")).toBe("In fase ‘First’: een eerdere aanvraag heeft het budget bereikt en is volledig verleend; in deze fase wordt daarna niets meer verleend; de volgende fasen gaan door (niets resterend vóór deze aanvraag: het budget van de fase overschreden met ten minste 500,00 EUR, in welke volgorde de gelijke stand ook valt).");
    expect(stopWords("reach", "pl")).toBe("Na etapie „First”: budżet został osiągnięty przez wcześniejszy wniosek, który dofinansowano w pełnej kwocie; na tym etapie kolejnych wniosków nie dofinansowano; kolejne etapy trwają dalej (przed tym wnioskiem nie pozostały żadne środki: przekroczono budżet etapu o co najmniej 500,00 EUR, bez względu na kolejność wniosków o równej pozycji).");
    expect(stopWords("reach", "de")).toBe("In der Stufe „First“: ein früherer Antrag hat die Fördermittel ausgeschöpft und wurde in voller Höhe bewilligt; in dieser Stufe wird danach nichts mehr bewilligt; die späteren Stufen gehen weiter (vor diesem Antrag nichts verbleibend: das Budget der Stufe um mindestens 500,00 EUR überschritten, gleich in welcher Reihenfolge der Gleichstand fällt).");
    expect(stopWords("reach", "es")).toBe("En la fase «First»: una solicitud anterior alcanzó el crédito y se subvencionó íntegramente; en esta fase no se subvenciona ninguna posterior; las fases posteriores continúan (nada restante antes de esta solicitud: se superó el crédito de la fase en al menos 500,00 EUR, cualquiera que sea el orden del empate).");
    expect(stopWords("reach", "fr")).toBe("À l'étape «\u00a0First\u00a0» : une demande précédente a atteint la limite des crédits et a été aidée en entier ; aucune autre demande n'est aidée à cette étape ; les étapes suivantes se poursuivent (rien ne restait avant cette demande : les crédits de l'étape ont été dépassés d'au moins 500,00\u00a0€, quel que soit l'ordre des ex æquo).");
  });
});
