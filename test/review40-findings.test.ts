// review40's findings on round 39's constructs (review40/FINDINGS.md), each mend with a test that
// fails without it: F1 a weighted score's total told each score to 34 digits, recomputed from the
// points; F2 a cap whose bounds cross told the bound that did not make the points; F3 a weight
// written as a percentage was "an unknown name 'weight'"; F4 weights adding up to almost 1, or a
// weight of 0, taken without a word; F6 French inputs parted by "; ".
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun, traceAnswer } from "@allot/runtime";

const LANGS = ["en", "nl", "pl", "de", "es", "fr", "pt"] as const;
const scheme = (decls: string, { app = "", lang = "en" } = {}) => `scheme t "T" {
  version "1"
  language ${lang}
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
call {
  budget: money(EUR)
}
application {
  id: text unique
  ask: money(EUR)
  ${app}
}
${decls}
ranking per art1 {
  by total highest first per art1
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.budget
  amount ask per art1
  at boundary skip per art1
}
publish per art1 {
  columns { id, status }
}
`;
const run = (text: string, applications: Record<string, unknown>[]) => {
  const a = analyze(text);
  expect(a.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return evaluate(load(a), { call: { budget: "100.00" }, applications }, { explain: true }).result;
};
const told = (r: ReturnType<typeof run>, id: string) => r.results.find((x) => x.id === id)!.explanation.map((s) => s.text.replace(/[\u00a0\u202f]/g, " "));
const diagnostics = (text: string) => analyze(text).diagnostics.filter((d) => d.code !== "AL0409");

describe("F1: a weighted score's total tells each score as its criterion's step does", () => {
  // ADEME's "moyenne des trois experts": a mean of three marks, weight 0.6; a mark, weight 0.4
  const text = (lang: string) =>
    scheme(
      `let m "the mean mark": decimal in 0..5 = (a1 + a2 + a3) / 3 per art1
criterion ca "A" per art1: weight 0.6 × m
criterion cb "B" per art1: weight 0.4 × c`,
      { app: "a1: integer in 0..5\n  a2: integer in 0..5\n  a3: integer in 0..5\n  c: decimal in 0..5", lang },
    );
  const apps = [{ id: "P1", ask: "1.00", a1: 5, a2: 4, a3: 4, c: "3.5" }];
  const want = {
    en: "Total: 0.6 × about 4.3333 + 0.4 × 3.5 = 4 points.",
    nl: "Totaal: 0,6 × ongeveer 4,3333 + 0,4 × 3,5 = 4 punten.",
    pl: "Suma punktów: 0,6 × około 4,3333 + 0,4 × 3,5 = 4 punkty.",
    de: "Gesamtpunktzahl: 0,6 × etwa 4,3333 + 0,4 × 3,5 = 4 Punkte.",
    es: "Puntuación total: 0,6 × aproximadamente 4,3333 + 0,4 × 3,5 = 4 puntos.",
    fr: "Note totale : 0,6 × environ 4,3333 + 0,4 × 3,5 = 4 points.",
    pt: "Pontuação total: 0,6 × aproximadamente 4,3333 + 0,4 × 3,5 = 4 pontos.",
  };
  for (const lang of LANGS) {
    it(`in ${lang}: "${want[lang]}"`, () => {
      const steps = told(run(text(lang), apps), "P1");
      expect(steps).toContain(want[lang]);
    });
  }
  it("the trace's term carries the score as shown, approx, and a whole score as it is", () => {
    const { run: ran } = evaluateRun(load(analyze(text("en"))), { call: { budget: "100.00" }, applications: apps }, { details: true });
    const total = traceAnswer(ran, "P1")!.trace.find((s) => s.kind === "total") as { terms?: unknown };
    expect(total.terms).toEqual([
      { criterion: "ca", weight: "0.6", score: "4.3333", approx: true },
      { criterion: "cb", weight: "0.4", score: "3.5" },
    ]);
  });
  it("a score of 10/3 under a weight of 0.08 does not drift to 3.333…332", () => {
    const t = scheme(
      `let m "the mean mark": decimal in 0..5 = (a1 + a2 + a3) / 3 per art1
criterion ca "A" per art1: weight 0.08 × m
criterion cb "B" per art1: weight 0.92 × c`,
      { app: "a1: integer in 0..5\n  a2: integer in 0..5\n  a3: integer in 0..5\n  c: decimal in 0..5" },
    );
    const steps = told(run(t, [{ id: "P1", ask: "1.00", a1: 5, a2: 5, a3: 0, c: "2" }]), "P1");
    expect(steps.find((s) => s.startsWith("Total:"))).toMatch(/^Total: 0\.08 × about 3\.3333 \+ 0\.92 × 2 = /);
  });
});
