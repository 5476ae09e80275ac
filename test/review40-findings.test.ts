// review40's findings on round 39's constructs (review40/FINDINGS.md), each mend with a test that
// fails without it: F1 a weighted score's total told each score to 34 digits, recomputed from the
// points; F2 a cap whose bounds cross told the bound that did not make the points; F3 a weight
// written as a percentage was "an unknown name 'weight'"; F4 weights adding up to almost 1, or a
// weight of 0, taken without a word; F6 French inputs parted by "; ".
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate, evaluateRun, traceAnswer } from "@allot/runtime";
import { runNotices } from "../packages/dsl/src/report/notice.js";

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
  it("a notice's score column: ≈ 4,3333 in the scheme's language", () => {
    const { run: ran } = evaluateRun(load(analyze(text("de"))), { call: { budget: "100.00" }, applications: apps }, { details: true });
    const [[, page]] = [...runNotices(load(analyze(text("de"))), ran, {}, "P1")] as [[string, string]];
    const row = page.split("\n").find((l) => l.includes('data-criterion="ca"')) ?? page.slice(page.indexOf('data-criterion="ca"'), page.indexOf('data-criterion="cb"'));
    expect(row.replace(/[\u00a0\u202f]/g, " ")).toContain('<td class="num">≈ 4,3333</td><td class="num">0,6</td>');
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

describe("F2: a cap whose bounds cross", () => {
  const text = (value: string, lang = "en") => scheme(`criterion c "C" per art1: ${value}\ncriterion d "D" per art1: 1 points if x > 1000`, { app: "x: integer in -100..100", lang });
  const line = (value: string, x: number, lang = "en") => told(run(text(value, lang), [{ id: "P1", ask: "1.00", x }]), "P1").find((s) => /'C'|„C“|«C»|« C »|‘C’|„C”/.test(s));
  it("tells the outer bound, the one that made the points", () => {
    expect(line("max(min(x, 10), 20)", 15)).toBe("Criterion 'C': 20 points (20 to 20 points; x: 15, raised to 20).");
    expect(line("max(min(x, 10), 20)", 30)).toBe("Criterion 'C': 20 points (20 to 20 points; x: 30, raised to 20).");
    expect(line("min(max(x, 20), 10)", 5)).toBe("Criterion 'C': 10 points (10 to 10 points; x: 5, capped at 10).");
    expect(line("min(max(x, 20), 10)", 5, "de")).toBe("Kriterium „C“: 10 Punkte (10 bis 10 Punkte; x: 5, begrenzt auf 10).");
  });
  it("bounds in order are told as before", () => {
    expect(line("max(0, min(x, 10))", 15)).toBe("Criterion 'C': 10 points (0 to 10 points; x: 15, capped at 10).");
    expect(line("min(max(x, 0), 10)", -5)).toBe("Criterion 'C': 0 points (0 to 10 points; x: -5, raised to 0).");
    expect(line("max(min(x, 10), 10)", 5)).toBe("Criterion 'C': 10 points (10 to 10 points; x: 5, raised to 10).");
  });
  it("AL0426 warns at the cap, with the points every application gets", () => {
    const d = diagnostics(text("max(min(x, 10), 20)")).filter((x) => x.code === "AL0426");
    expect(d.map((x) => [x.severity, x.message, x.hint])).toEqual([["warning", "expected the lower bound of the cap (20) at most its upper bound (10), found it above: criterion 'c' gives 20 points whatever it reads", "write the bounds the right way round: 'max(10, min(…, 20))' gives at least 10 and at most 20 points"]]);
    expect(diagnostics(text("min(max(x, 20), 10)")).find((x) => x.code === "AL0426")?.message).toMatch(/gives 10 points/);
    for (const ok of ["max(0, min(x, 10))", "max(min(x, 10), 10)", "min(x, -5)", "max(-5, min(x, -1))"]) expect(diagnostics(text(ok)).filter((x) => x.code === "AL0426")).toEqual([]);
  });
});

describe("F4: weights that almost add up to 1, a weight of 0", () => {
  const text = (...w: string[]) => scheme(w.map((x, i) => `criterion c${i} "C${i}" per art1: weight ${x} × s${i}`).join("\n"), { app: w.map((_, i) => `s${i}: integer in 1..5`).join("\n  ") });
  const al0427 = (...w: string[]) => diagnostics(text(...w)).filter((d) => d.code === "AL0427").map((d) => d.message);
  it("0.9999 and 1.0001 are warned, with the sum", () => {
    expect(al0427("0.4", "0.3", "0.2999")).toEqual(["expected the weights to add up to exactly 1, a weighted score on the criteria's scale, found 0.4 + 0.3 + 0.2999 = 0.9999"]);
    expect(al0427("0.4", "0.3", "0.3001")).toEqual(["expected the weights to add up to exactly 1, a weighted score on the criteria's scale, found 0.4 + 0.3 + 0.3001 = 1.0001"]);
    expect(al0427("0.33", "0.33", "0.33")).toHaveLength(1);
  });
  it("a weight of 0 is warned", () => {
    expect(al0427("0.5", "0.5", "0")).toEqual(["expected a weight above 0, found 0: criterion 'c2' gives 0 points whatever it reads"]);
  });
  it("weights adding up to 1, or to a sum of points, are not", () => {
    expect(al0427("0.4", "0.3", "0.3")).toEqual([]);
    expect(al0427("0.333", "0.333", "0.334")).toEqual([]);
    expect(al0427("3", "2", "1")).toEqual([]);
    expect(al0427("0.5", "0.4")).toEqual([]);
  });
});

describe("F6: French parts a let's inputs with ' ; '", () => {
  it("« la note moyenne vaut 4,5 (calculé à partir de a1 : 5 ; a2 : 4) »", () => {
    const t = (lang: string) =>
      scheme(`let m "la note moyenne": decimal in 1..5 = (a1 + a2) / 2 per art1\ncriterion ca "A" per art1: weight 0.5 × m\ncriterion cb "B" per art1: weight 0.5 × b`, { app: "a1: integer in 1..5\n  a2: integer in 1..5\n  b: integer in 1..5", lang });
    const apps = [{ id: "P1", ask: "1.00", a1: 5, a2: 4, b: 3 }];
    expect(told(run(t("fr"), apps), "P1")[0]).toContain("la note moyenne vaut 4,5 (calculé à partir de a1 : 5 ; a2 : 4)");
    expect(told(run(t("en"), apps), "P1")[0]).toContain("la note moyenne is 4.5 (computed from a1: 5; a2: 4)");
  });
});

describe("F3: a weight written as a percentage, negative or missing", () => {
  const text = (w: string) => scheme(`criterion a "A" per art1: weight ${w} × x\ncriterion b "B" per art1: weight 0.6 × y`, { app: "x: integer in 0..5\n  y: integer in 0..5" });
  const said = (w: string) => diagnostics(text(w)).map((d) => `${d.code} ${d.message} [${d.hint}]`);
  it("weight 40%: the percentage named, and the number to write", () => {
    expect(said("40%")).toContain("AL0102 expected the weight as a number after 'weight', found the percentage '40%' [write the weight as a number: 'weight 0.4 × …' for 40%]");
    expect(said("12.5%").join("\n")).toContain("'weight 0.125 × …' for 12.5%");
  });
  it("weight -0.4 and weight × x: no 'unknown name' to declare", () => {
    for (const w of ["40%", "-0.4", ""]) {
      const d = diagnostics(text(w)).filter((x) => x.code === "AL0201");
      expect(d.map((x) => x.message)).toEqual(["expected a number after 'weight', the weight of a weighted criterion ('weight 0.4 × score'), or a value declared 'weight', found neither"]);
      expect(d[0]!.hint).not.toMatch(/declare 'weight' as an application field/);
    }
  });
  it("a field named weight is still read by its name", () => {
    const t = scheme(`criterion a "A" per art1: weight\ncriterion b "B" per art1: weight 0.6 × y`, { app: "weight: integer in 0..5\n  y: integer in 0..5" });
    expect(diagnostics(t).filter((d) => d.severity === "error")).toEqual([]);
  });
});

describe("F5: a table's row missing, or the table given flat", () => {
  const text = scheme(
    `enum size "the size" { small, large }\nenum band "the rate" { full, half }\nlet r "R": money(EUR) = call.t[sz, full] per art1\ncriterion a "A" per art1: 1 points if r > 0 EUR`,
    { app: "sz: size" },
  ).replace("budget: money(EUR)\n", "budget: money(EUR)\n  t: money(EUR) by size, band\n");
  const messages = (t: unknown) => {
    try {
      evaluate(load(analyze(text)), { call: { budget: "1.00", t }, applications: [] });
    } catch (e) {
      return ((e as { issues: { message: string }[] }).issues ?? []).map((i) => i.message);
    }
    return [];
  };
  it("a row missing is a row, with the columns it wants", () => {
    expect(messages({ small: { full: "1.00", half: "2.00" } })).toEqual(['t["large"] is missing: expected the row of "large", one for each of "small", "large", each with a figure for each of "full", "half"']);
  });
  it("a column's key where a row's is wanted says how a table is given", () => {
    expect(messages({ small: { full: "1.00", half: "2.00" }, large: { full: "1.00", half: "2.00" }, full: "3.00" })).toEqual(['t["full"]: the key "full" is not one of "small", "large": a table is given by its rows ("small", "large"), each an object with a figure for each of its columns ("full", "half")']);
  });
});
