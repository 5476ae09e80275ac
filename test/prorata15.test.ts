// Pro rata as the law words it, built (issue 15, fifteenth round; designed by prorata14): a
// reduction coefficient the law rounds (`coefficient rounded down to 0.0001`) and a minimum grant
// (`minimum 500.00 EUR then reshare | then unallocated`), in the allocation, a stage's boundary and
// a group's share; the words of each step in en/nl/pl/de; the checker's diagnostics; the
// formatter, completion and hover. Every figure below is worked by hand in the comment before it.
import { describe, expect, it } from "vitest";
import { evaluate, type SelectionResult } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { formatScheme } from "../packages/dsl/src/format/format.js";
import { completion } from "../packages/dsl/src/services/completion.js";
import { hover } from "../packages/dsl/src/services/hover.js";

const head = (language: string) => `scheme s "S" { version "1" language ${language} }
act a "Act" { identifier "X" }
source art1 = a article 1 "text"
source art2 = a article 2 "the reduction coefficient"
`;
const scheme = (clause: string, language = "en") => `${head(language)}call { budget: money(EUR) }
application { id: text unique  asked: money(EUR) }
ranking per art1 { tiebreak every tie per art1 { by id lowest first } }
allocation per art1 { budget call.budget  amount asked  ${clause} per art2 }
`;
const run = (text: string, budget: string, asks: readonly string[]): SelectionResult => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return evaluate(load(a), { call: { budget }, applications: asks.map((asked, i) => ({ id: String.fromCharCode(65 + i), asked })) }).result;
};
const rows = (r: SelectionResult) => r.results.map((x) => `${x.id}:${x.status}:${x.amount}`);
/** the last allocation step of an application's explanation (a stage's is after the stage's head) */
const step = (r: SelectionResult, id: string) => r.results.find((x) => x.id === id)!.explanation.filter((s) => s.step === "allocation").at(-1)!.text;

const COEFFICIENT = "pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated";

describe("a coefficient the law rounds", () => {
  // Budget 100.00, asks A 30.00, B 30.00, C 50.00: total 110.00 > 100.00.
  // c = 100 / 110 = 0.909090… rounded down to 0.0001 = 0.9090.
  // A: 30.00 × 0.9090 = 27.27 (exactly; rounded down to 0.01: 27.27); B the same; C: 50.00 × 0.9090 = 45.45.
  // Together 99.99 = c × T = 0.9090 × 110 = 99.99: the shares' rounding leaves nothing; the
  // coefficient's leaves 100 − 99.99 = 0.01, which stays unallocated. (Without the coefficient's
  // rounding the shares are 27.2727… → 27.27, 27.27, 45.4545… → 45.45: the same here.)
  const r = run(scheme(COEFFICIENT), "100.00", ["30.00", "30.00", "50.00"]);
  it("shares the budget by the rounded coefficient", () => {
    expect(rows(r)).toEqual(["A:pro_rata:27.27", "B:pro_rata:27.27", "C:pro_rata:45.45"]);
  });
  it("records the rounded coefficient and the exact fraction in the totals", () => {
    expect(r.totals["main"]).toMatchObject({ budget: "100.00", requested: "110.00", awarded: "99.99", remaining: "0.01", proRataCoefficient: "0.9090", proRataCoefficientExact: "0.9090909090909090909090909090909091" });
  });
  it("differs from the exact fraction where the law's rounding does", () => {
    // Budget 100.00, asks 60.00 and 90.00 (total 150.00): c = 0.6666… → 0.6666 (to 0.0001).
    // 60 × 0.6666 = 39.996 → 39.99; 90 × 0.6666 = 59.994 → 59.99 (together 99.98).
    // By the exact fraction: 60 × 2/3 = 40.00, 90 × 2/3 = 60.00.
    expect(rows(run(scheme(COEFFICIENT), "100.00", ["60.00", "90.00"]))).toEqual(["A:pro_rata:39.99", "B:pro_rata:59.99"]);
    expect(rows(run(scheme("pro rata rounded down to 0.01 remainder unallocated"), "100.00", ["60.00", "90.00"]))).toEqual(["A:pro_rata:40.00", "B:pro_rata:60.00"]);
  });
  it("and leaves everyone in full where the requests fit", () => {
    // 30 + 30 + 50 = 110 ≤ 120: no coefficient at all
    const fit = run(scheme(COEFFICIENT), "120.00", ["30.00", "30.00", "50.00"]);
    expect(rows(fit)).toEqual(["A:funded:30.00", "B:funded:30.00", "C:funded:50.00"]);
    expect(fit.totals["main"]!.proRataCoefficient).toBeUndefined();
  });
  it("is told in each language as the law words it", () => {
    const words = (language: string) => step(run(scheme(COEFFICIENT, language), "100.00", ["30.00", "30.00", "50.00"]), "C");
    expect(words("en")).toBe("Funded pro rata 45.45 EUR of the 50.00 EUR asked: pro rata: 50.00 EUR × the reduction coefficient 0.9090 (budget 100.00 EUR / total 110.00 EUR, rounded down to 0.0001), rounded down to 0.01 EUR.");
    expect(words("nl")).toContain("berekening naar rato: 50,00 EUR × de verdeelcoëfficiënt 0,9090 (subsidieplafond 100,00 EUR / totaal 110,00 EUR, naar beneden afgerond op 0,0001), naar beneden afgerond op 0,01 EUR");
    expect(words("pl")).toContain("wyliczenie: 50,00 EUR × współczynnik redukcji 0,9090 (budżet 100,00 EUR / suma 110,00 EUR, zaokrąglony w dół do 0,0001), zaokrąglone w dół do 0,01 EUR");
    expect(words("de")).toContain("anteilige Berechnung: 50,00 EUR × Kürzungsquote 0,9090 (Fördermittel 100,00 EUR / Summe 110,00 EUR, nach unten gerundet auf 0,0001), nach unten gerundet auf 0,01 EUR");
  });
});

const RESHARE = "pro rata rounded down to 0.01 remainder unallocated minimum 300.00 EUR then reshare";

describe("a minimum grant, the funds it frees shared again", () => {
  // Budget 1000.00, minimum 300.00; asks A 200, B 500, C 550, D 750 (total 2000).
  // Round 1: c = 1000/2000 = 0.5: A 100.00, B 250.00, C 275.00, D 375.00. Below 300: A, B, C.
  //   A stays below even were B and C left out too: 200 × 1000 / (750 + 200) = 210.52… < 300, so it
  //   is left out now; B alone with D: 500 × 1000 / 1250 = 400, C alone with D: 550 × 1000 / 1300 =
  //   423.07…: either could still reach the minimum, so the smallest share (B, 250.00) is the
  //   next to go — in the next round, after A's funds are shared again.
  // Round 2 (B, C, D; total 1800): c = 0.5555…: B 277.77, C 305.55, D 416.66. Below: B (277.77):
  //   left out (500 × 1000 / (550 + 750 + 500) = 277.77… < 300 whatever else is left out).
  // Round 3 (C, D; total 1300): C 550 × 1000 / 1300 = 423.0769… → 423.07, D 576.9230… → 576.92:
  //   none below. Awarded 999.99, remaining 0.01. C, below the minimum in round 1, is funded: what
  //   A and B freed lifted it (left out all at once in round 1, it would not have been).
  const r = run(scheme(RESHARE), "1000.00", ["200.00", "500.00", "550.00", "750.00"]);
  it("leaves out the shares below it, round after round, until none is below", () => {
    expect(rows(r)).toEqual(["A:not_funded:0.00", "B:not_funded:0.00", "C:pro_rata:423.07", "D:pro_rata:576.92"]);
    expect(r.totals["main"]).toMatchObject({ requested: "2000.00", awarded: "999.99", remaining: "0.01", proRataCoefficient: "0.7692307692307692307692307692307692" });
  });
  it("says why each was left out, with its share in the round that left it out", () => {
    expect(step(r, "A")).toBe("Not funded (200.00 EUR asked): pro rata: 200.00 EUR × the reduction coefficient (budget 1000.00 EUR / total 2000.00 EUR), rounded down to 0.01 EUR, which is below the minimum grant of 300.00 EUR.");
    expect(step(r, "B")).toBe("Not funded (500.00 EUR asked): pro rata: 500.00 EUR × the reduction coefficient (budget 1000.00 EUR / total 1800.00 EUR), rounded down to 0.01 EUR, shared again without the shares below the minimum grant of 300.00 EUR, which is below the minimum grant of 300.00 EUR.");
    expect(step(r, "C")).toBe("Funded pro rata 423.07 EUR of the 550.00 EUR asked: pro rata: 550.00 EUR × the reduction coefficient (budget 1000.00 EUR / total 1300.00 EUR), rounded down to 0.01 EUR, shared again without the shares below the minimum grant of 300.00 EUR.");
  });
  it("in Dutch, Polish and German", () => {
    const words = (language: string, id: string) => step(run(scheme(RESHARE, language), "1000.00", ["200.00", "500.00", "550.00", "750.00"]), id);
    expect(words("nl", "A")).toContain("naar beneden afgerond op 0,01 EUR, wat onder het minimumbedrag van 300,00 EUR ligt");
    expect(words("nl", "C")).toContain("(subsidieplafond 1.000,00 EUR / totaal 1.300,00 EUR), naar beneden afgerond op 0,01 EUR, opnieuw verdeeld zonder de aandelen onder het minimumbedrag van 300,00 EUR");
    expect(words("pl", "A")).toContain("zaokrąglone w dół do 0,01 EUR, czyli mniej niż minimalna kwota dofinansowania 300,00 EUR");
    expect(words("pl", "C")).toContain("(budżet 1000,00 EUR / suma 1300,00 EUR), zaokrąglone w dół do 0,01 EUR, po ponownym podziale środków między pozostałych wnioskodawców (bez udziałów niższych od minimalnej kwoty dofinansowania 300,00 EUR)");
    expect(words("de", "A")).toContain("nach unten gerundet auf 0,01 EUR, und liegt damit unter dem Mindestbetrag von 300,00 EUR");
    expect(words("de", "C")).toContain("(Fördermittel 1.000,00 EUR / Summe 1.300,00 EUR), nach unten gerundet auf 0,01 EUR, erneut verteilt ohne die Anteile unter dem Mindestbetrag von 300,00 EUR");
  });
  it("pays a share equal to the minimum", () => {
    // Budget 1000.00, asks 600 and 1400 (total 2000): c = 0.5: 300.00 and 700.00. 300.00 is not
    // below 300.00: paid.
    expect(rows(run(scheme(RESHARE), "1000.00", ["600.00", "1400.00"]))).toEqual(["A:pro_rata:300.00", "B:pro_rata:700.00"]);
    // one cent less asked: 599.99 × 1000 / 1999.99 = 299.9995… → 299.99, below: left out; B's 1400
    // alone fits in 1000? No: 1400 > 1000, B gets 1000 × 1400 / 1400 = 1000.00.
    expect(rows(run(scheme(RESHARE), "1000.00", ["599.99", "1400.00"]))).toEqual(["A:not_funded:0.00", "B:pro_rata:1000.00"]);
  });
  it("funds the rest in full where, without the shares below it, they fit", () => {
    // Budget 1000.00, asks A 200, B 900 (total 1100): A 181.81 < 300 is left out; B's 900 fits.
    const fit = run(scheme(RESHARE), "1000.00", ["200.00", "900.00"]);
    expect(rows(fit)).toEqual(["A:not_funded:0.00", "B:funded:900.00"]);
    expect(fit.totals["main"]).toMatchObject({ awarded: "900.00", remaining: "100.00" });
    expect(step(fit, "B")).toBe("Funded 900.00 EUR: once the shares below the minimum grant of 300.00 EUR were left out, the requests do not exceed the budget: funded in full (remaining before: 1000.00 EUR).");
    const words = (language: string) => step(run(scheme(RESHARE, language), "1000.00", ["200.00", "900.00"]), "B");
    expect(words("nl")).toContain("zonder de aandelen onder het minimumbedrag van 300,00 EUR overschrijden de aanvragen het subsidieplafond niet: volledig verleend");
    expect(words("pl")).toContain("po pominięciu udziałów niższych od minimalnej kwoty dofinansowania 300,00 EUR wnioskowane kwoty nie przekraczają budżetu: dofinansowano w pełnej wysokości");
    expect(words("de")).toContain("ohne die Anteile unter dem Mindestbetrag von 300,00 EUR übersteigen die Anträge die Fördermittel nicht: in voller Höhe bewilligt");
  });
  it("binds shares only: where the requests fit, a request below it is paid in full", () => {
    expect(rows(run(scheme(RESHARE), "2000.00", ["200.00", "900.00"]))).toEqual(["A:funded:200.00", "B:funded:900.00"]);
  });
});

describe("a minimum grant, the funds it frees unspent", () => {
  // The data of the cascade: round 1 only, c = 0.5: A 100, B 250, C 275 below 300: left out, all
  // at once; D keeps its 375.00. Awarded 375.00, remaining 625.00.
  const r = run(scheme("pro rata rounded down to 0.01 remainder unallocated minimum 300.00 EUR then unallocated"), "1000.00", ["200.00", "500.00", "550.00", "750.00"]);
  it("leaves every share below it out, and what they would have had unallocated", () => {
    expect(rows(r)).toEqual(["A:not_funded:0.00", "B:not_funded:0.00", "C:not_funded:0.00", "D:pro_rata:375.00"]);
    expect(r.totals["main"]).toMatchObject({ awarded: "375.00", remaining: "625.00", proRataCoefficient: "0.5" });
    expect(step(r, "C")).toBe("Not funded (550.00 EUR asked): pro rata: 550.00 EUR × the reduction coefficient (budget 1000.00 EUR / total 2000.00 EUR), rounded down to 0.01 EUR, which is below the minimum grant of 300.00 EUR.");
  });
});

// A stage's boundary and a group's share: asks A 30, B 40, C 50 (total 120), 80.00 to share,
// coefficient rounded down to 0.01, minimum 25.00, reshare.
// Round 1: c = 80/120 = 0.666… → 0.66: A 19.80, B 26.40, C 33.00. A is below 25: and stays below
//   whatever: 30 × 80 / (90 + 30) = 20 < 25: left out.
// Round 2 (B, C; total 90): c = 80/90 = 0.888… → 0.88: B 35.20, C 44.00 (together 79.20; 0.80
//   unallocated: what the coefficient's rounding leaves).
const CLAUSE = "pro rata coefficient rounded down to 0.01 rounded down to 0.01 remainder unallocated minimum 25.00 EUR then reshare";
const ASKS = [
  { id: "A", points: 5, asked: "30.00", who: "G" },
  { id: "B", points: 5, asked: "40.00", who: "G" },
  { id: "C", points: 5, asked: "50.00", who: "G" },
];
const fields = "points: integer  asked: money(EUR)  who: text";
const ranking = `criterion p per art1: points
ranking per art1 { by total highest first tiebreak every tie per art1 { unresolved } }
`;

describe("in a stage's boundary", () => {
  const text = `${head("en")}call { budget: money(EUR) }
application { id: text unique  ${fields} }
${ranking}allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip
  stage all "All" per art1 {
    budget left
    at boundary ${CLAUSE} per art2
  }
}
`;
  const r = evaluate(load(analyze(text)), { call: { budget: "80.00" }, applications: ASKS }).result;
  it("shares what the stage has left by the rounded coefficient, leaving out the share below the minimum", () => {
    expect(analyze(text).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(rows(r)).toEqual(["A:not_funded:0.00", "B:pro_rata:35.20", "C:pro_rata:44.00"]);
    expect(r.totals["main"]!.stages!["all"]).toMatchObject({ budget: "80.00", awarded: "79.20", remaining: "0.80", proRataCoefficient: "0.88", proRataCoefficientExact: "0.8888888888888888888888888888888889" });
    expect(step(r, "A")).toContain("so they share what is left: pro rata: 30.00 EUR × the reduction coefficient 0.66 (budget 80.00 EUR / total 120.00 EUR, rounded down to 0.01), rounded down to 0.01 EUR, which is below the minimum grant of 25.00 EUR");
  });
});

describe("in a group's share", () => {
  const text = `${head("en")}call { budget: money(EUR) }
application { id: text unique  ${fields} }
${ranking}allocation per art1 {
  budget call.budget
  amount asked
  at boundary partial
  group by who "Consortium" per art1 {
    together
    ${CLAUSE} per art2
  }
}
`;
  it("shares what is left among the members by the rounded coefficient, leaving out the share below the minimum", () => {
    expect(analyze(text).diagnostics).toEqual([]);
    const r = evaluate(load(analyze(text)), { call: { budget: "80.00" }, applications: ASKS }).result;
    expect(rows(r)).toEqual(["A:not_funded:0.00", "B:pro_rata:35.20", "C:pro_rata:44.00"]);
    expect(step(r, "C")).toContain("pro rata: 50.00 EUR × the reduction coefficient 0.88 (budget 80.00 EUR / total 90.00 EUR, rounded down to 0.01), rounded down to 0.01 EUR, shared again without the shares below the minimum grant of 25.00 EUR");
  });
});

describe("the checker", () => {
  const codes = (clause: string) => analyze(scheme(clause)).diagnostics.map((d) => `${d.code} ${d.message}`);
  it("refuses a coefficient rounded in a mode that can raise it, at the mode, with the fix 'down'", () => {
    for (const mode of ["up", "ceiling", "half_up", "half_even", "half_down"]) {
      const text = scheme(`pro rata coefficient rounded ${mode} to 0.0001 rounded down to 0.01 remainder unallocated`);
      const d = analyze(text).diagnostics;
      expect(d.map((x) => x.code)).toEqual(["AL0547"]);
      expect(text.slice(d[0]!.span.start, d[0]!.span.end)).toBe(mode);
      expect(d[0]!.fixes?.map((f) => f.text)).toEqual(["down"]);
    }
    expect(codes(`pro rata coefficient rounded floor to 0.0001 rounded down to 0.01 remainder unallocated`)).toEqual([]);
  });
  it("refuses a coefficient's step that is not a power of ten below 1", () => {
    expect(codes("pro rata coefficient rounded down to 1 rounded down to 0.01 remainder unallocated")).toEqual(["AL0547 expected the coefficient rounded to a power of ten below 1, found 1: a coefficient of 1 or more is no reduction"]);
    expect(codes("pro rata coefficient rounded down to 0.05 rounded down to 0.01 remainder unallocated")).toEqual(["AL0547 expected the coefficient rounded to a power of ten below 1 (0.01, 0.0001, …), found 0.05"]);
  });
  it("tells a misspelt word", () => {
    expect(codes("pro rata coeficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated")[0]).toMatch(/^AL0205 expected 'coefficient'/);
    expect(codes("pro rata rounded down to 0.01 remainder unallocated minimum 500.00 EUR then reshar")[0]).toBe("AL0205 expected 'reshare' or 'unallocated' after the minimum grant, found 'reshar'");
  });
  it("asks a minimum grant to say what becomes of what it frees: no default", () => {
    const text = scheme("pro rata rounded down to 0.01 remainder unallocated minimum 500.00 EUR");
    const d = analyze(text).diagnostics;
    expect(d.map((x) => x.code)).toEqual(["AL0408"]);
    expect(text.slice(d[0]!.span.start, d[0]!.span.end)).toBe("minimum 500.00 EUR");
    expect(d[0]!.hint).toContain("'then reshare'");
    expect(d[0]!.fixes?.map((f) => f.text)).toEqual([" then reshare", " then unallocated"]);
  });
  it("asks the minimum written out as an amount", () => {
    expect(codes("pro rata rounded down to 0.01 remainder unallocated minimum call.budget then reshare")).toEqual(["AL0547 expected the minimum grant written out as an amount above zero, such as 500.00 EUR"]);
  });
});

describe("the editor", () => {
  it("the formatter prints the clause in one form", () => {
    const out = formatScheme(scheme("pro   rata  coefficient rounded down   to 0.0001 rounded down to 0.01 remainder  unallocated   minimum 500.00 EUR   then reshare"));
    expect(out.ok && out.text).toContain("pro rata coefficient rounded down to 0.0001 rounded down to 0.01 remainder unallocated minimum 500.00 EUR then reshare per art2");
  });
  it("completes 'coefficient' after 'pro rata'", () => {
    const text = scheme("pro rata rounded down to 0.01 remainder unallocated");
    const at = text.indexOf("rata ") + "rata ".length;
    expect(completion(analyze(text), at).items.map((i) => i.label)).toEqual(expect.arrayContaining(["rounded", "coefficient"]));
  });
  it("hover explains the coefficient and the minimum", () => {
    const text = scheme(`${COEFFICIENT} minimum 500.00 EUR then reshare`);
    const a = analyze(text);
    expect(hover(a, text.lastIndexOf("coefficient") + 2)?.markdown).toContain("the reduction coefficient, budget ÷ total, rounded as the law says");
    expect(hover(a, text.lastIndexOf("minimum") + 2)?.markdown).toContain("a share below it is not funded");
    expect(hover(a, text.indexOf("reshare") + 2)?.markdown).toContain("shared again among the others");
  });
});
