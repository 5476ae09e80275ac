// A cap per group computed from the group's own figure (docs/language.md §14.12, law29): inside
// `group by field { … }` the key `field` is the group's member, as a stage per key reads its key
// (§14.7.4): `at most max(1, floor(10% * call.students[field])) grants` is each field's own limit
// (art. 91 ust. 3 of the Polish Law on Higher Education). And floor(x)/ceil(x), whole numbers.
import { describe, expect, it } from "vitest";
import { analyze, completion, hover, load } from "@allot/dsl";
import { preamble, resultOf, runScheme } from "./support/scheme.js";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { evaluate, evaluateRun, traceAnswer } from "@allot/runtime";

const scheme = (cap: string, language = "en", key = "field") => `${preamble("Rector's scholarship", language)}
call {
  students: integer in 0..100000 by field "the students of each field"
}

application {
  id: text unique
  field: enum { cs "Computer science", physics "Physics", philosophy "Philosophy" }
  code: text
  points: integer in 0..100
}

ranking per art1 {
  by points highest first per art1
}

allocation per art1 {
  budget unlimited
  amount 100 EUR
  at boundary skip per art1
  group by ${key} "Field" per art1 {
    at most ${cap} grants per art1
  }
}
`;

const law = "max(1, floor(10% * call.students[field]))";
const errors = (t: string) => analyze(t).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

// cs 35 students: floor(3.5) = 3; physics 9: floor(0.9) = 0, at least 1; philosophy 20: 2
const call = { students: { cs: 35, physics: 9, philosophy: 20 } };
const app = (id: string, field: string, points: number) => ({ id, field, code: id, points });
const applications = [
  app("C1", "cs", 90), app("C2", "cs", 80), app("C3", "cs", 70), app("C4", "cs", 60),
  app("F1", "physics", 85), app("F2", "physics", 75),
  app("P1", "philosophy", 95), app("P2", "philosophy", 65), app("P3", "philosophy", 55),
];

describe("a cap per group that reads the group's key", () => {
  it("is accepted, and each field gets its own limit (worked by hand)", () => {
    expect(errors(scheme(law))).toEqual([]);
    const r = runScheme(scheme(law), { call, applications });
    const funded = r.results.filter((x) => x.status === "funded").map((x) => x.id).sort();
    // cs 3 of 4 (C4 refused), physics 1 of 2 (F2 refused), philosophy 2 of 3 (P3 refused)
    expect(funded).toEqual(["C1", "C2", "C3", "F1", "P1", "P2"]);
    expect(r.totals["main"]!.groups).toMatchObject({ cs: { grants: 3, funded: 3 }, physics: { grants: 1, funded: 1 }, philosophy: { grants: 2, funded: 2 } });
  });

  it("the refusal names the field's own limit", () => {
    const r = runScheme(scheme(law), { call, applications });
    expect(resultOf(r, "C4").status).toBe("not_funded");
    expect(resultOf(r, "C4").reasons.map((x) => x.message)).toEqual(["Field 'Computer science' already has 3 grants, the most per Field (3)"]);
    expect(resultOf(r, "F2").reasons.map((x) => x.message)).toEqual(["Field 'Physics' already has 1 grant, the most per Field (1)"]);
  });

  it("the figures come from the call: 10 students in physics give it 1, 40 in cs 4", () => {
    const r = runScheme(scheme(law), { call: { students: { cs: 40, physics: 10, philosophy: 9 } }, applications });
    const funded = r.results.filter((x) => x.status === "funded").map((x) => x.id).sort();
    expect(funded).toEqual(["C1", "C2", "C3", "C4", "F1", "P1"]);
  });

  it("a cap that reads another field of the application stays AL0207: the members of one group may differ in it", () => {
    const t = scheme("points");
    expect(errors(t)).toEqual(["AL0207 the cap per group cannot use the application field 'points': it is evaluated once for the whole call"]);
  });

  it("a key that is not an enumeration field keeps AL0207 for a cap reading it", () => {
    const t = scheme("max(1, floor(10% * call.students[field]))", "en", "code").replace("call.students[field]", "call.students[code]");
    expect(errors(t).some((x) => x.startsWith("AL0207"))).toBe(true);
  });

  it("a money cap that reads the key is in the budget's unit (AL0521 for another currency), and runs per field", () => {
    const money = (cap: string) =>
      scheme("1", "en").replace("students: integer in 0..100000 by field \"the students of each field\"", "students: integer in 0..100000 by field \"the students of each field\"\n  per_student: money(EUR)\n  per_student_usd: money(USD)").replace("at most 1 grants per art1", `at most ${cap} per art1`).replace("budget unlimited", "budget 100000 EUR");
    expect(errors(money("call.per_student_usd * call.students[field]"))).toEqual(["AL0521 expected the cap per group in the unit of the budget, an amount in EUR, found an amount in USD"]);
    // 100 EUR each; philosophy 20 students × 10 EUR = 200 EUR: P1 and P2, not P3; physics 9 × 10 = 90 EUR: nobody
    const t = money("call.per_student * call.students[field]");
    expect(errors(t)).toEqual([]);
    const r = runScheme(t, { call: { ...call, per_student: "10.00", per_student_usd: "1.00" }, applications });
    expect(r.results.filter((x) => x.status === "funded").map((x) => x.id).sort()).toEqual(["C1", "C2", "C3", "P1", "P2"]);
    expect(resultOf(r, "F1").reasons.map((x) => x.message)).toEqual(["Field 'Physics' has 90.00 EUR left of its cap of 90.00 EUR, less than the 100.00 EUR asked"]);
  });

  it("before law29 round(…, 0, down) was a decimal, not a whole number of grants (AL0521), and still is", () => {
    expect(errors(scheme("max(1, round(10% * call.students[field], 0, down))"))).toEqual(["AL0521 expected a whole number of grants, found decimal"]);
  });
});

describe("floor and ceil", () => {
  const value = (expr: string) => {
    const t = scheme(`max(1, ${expr})`);
    expect(errors(t)).toEqual([]);
    const r = runScheme(t, { call, applications });
    return r.totals["main"]!.groups!["cs"]!.grants;
  };
  it("floor rounds down, ceil up, to whole numbers (cs: 35 students)", () => {
    expect(value("floor(10% * call.students[field])")).toBe(3);
    expect(value("ceil(10% * call.students[field])")).toBe(4);
    expect(value("floor(call.students[field] / 10)")).toBe(3);
    expect(value("ceil(3.5)")).toBe(4);
    expect(value("ceil(35)")).toBe(35);
  });
  it("floor goes towards minus infinity, ceil towards plus infinity", () => {
    // max(1, floor(-0.5) + 4) = 3; max(1, ceil(-0.5) + 4) = 4
    expect(value("floor(0 - 0.5) + 4")).toBe(3);
    expect(value("ceil(0 - 0.5) + 4")).toBe(4);
  });
  it("an amount is refused with the round that keeps it money", () => {
    const t = scheme("floor(10 EUR)");
    expect(errors(t)).toEqual(["AL0303 floor needs a number, found money(EUR)"]);
    expect(analyze(t).diagnostics.find((d) => d.code === "AL0303")!.hint).toBe("an amount rounded to whole units stays an amount: write round(x, 0, floor)");
  });
  it("has hover and completion words", () => {
    const t = scheme(law).replace("ranking per art1", "let places: integer = floor(points / 10)\n\nranking per art1");
    expect(errors(t)).toEqual([]);
    const at = t.indexOf("floor(points") + 2;
    expect(JSON.stringify(hover(analyze(t), at))).toContain("the whole number at or below a number");
    const items = completion(analyze(t), t.indexOf("max(1"));
    expect(items.items.map((i) => i.label)).toEqual(expect.arrayContaining(["floor", "ceil"]));
  });
});

// The explanation gives the figures a field's own limit read (law29b): the cap as written for the
// student's field and the number of students the call gives it, in four languages, after the
// refusal that names the limit and after a grant; the trace carries them (`groupCaps`). Before,
// the student read "the most per Kierunek (3)" and could not check 10% of 35, rounded down.
describe("the explanation and the trace show the figure the cap read", () => {
  const dir = resolve(__dirname, "../schemes/drafted_stypendium_rektora");
  const rektor = readFileSync(join(dir, "stypendium_rektora.allot"), "utf8");
  const input = JSON.parse(readFileSync(join(dir, "data/wnioski_2027.json"), "utf8"));
  const steps = (language: string, id: string) => {
    const r = evaluate(load(analyze(rektor.replace("  language pl\n", `  language ${language}\n`))), input).result;
    return resultOf(r, id).explanation.filter((s) => s.source === "art91_3").map((s) => s.text);
  };
  const read = "liczba studentów każdego kierunku (bez studentów z art. 91 ust. 2): Informatyka";
  const cap = `3 (max(1, floor(10% × ${read})); ${read}: 35)`;
  it("I3, refused by the limit of Informatyka, and I1, granted, in en, nl, pl and de (I1 in es and fr too)", () => {
    expect(steps("en", "I3")).toEqual([`Not granted (amount computed: 8100.00 PLN): Kierunek 'Informatyka' already has 3 grants, the most per Kierunek (3). Its group's cap: ${cap}.`]);
    expect(steps("en", "I1")).toEqual([`Granted 8100.00 PLN, as a member of Kierunek 'Informatyka', which now holds 1 grant of the 3 it may have. Its group's cap: ${cap}.`]);
    expect(steps("nl", "I3")).toEqual([`Niet toegekend (berekend bedrag: 8.100,00 PLN): groep ‘Kierunek: Informatyka’: het aantal toekenningen (3) heeft het maximum per Kierunek (3) bereikt. Het maximum van de groep: ${cap}.`]);
    expect(steps("nl", "I1")).toEqual([`Toegekend: 8.100,00 PLN, als lid van de groep ‘Kierunek: Informatyka’ (de groep heeft nu 1 van de 3 toegestane toekenningen). Het maximum van de groep: ${cap}.`]);
    expect(steps("pl", "I3")).toEqual([`Nie przyznano (obliczona kwota: 8100,00 PLN): grupa „Kierunek: Informatyka”: liczba przyznanych kwot (3) osiągnęła limit na „Kierunek” (3). Limit grupy: ${cap}.`]);
    expect(steps("pl", "I1")).toEqual([`Przyznano 8100,00 PLN, jako członek grupy „Kierunek: Informatyka” (grupa ma teraz 1 z 3 dozwolonych przyznanych kwot). Limit grupy: ${cap}.`]);
    expect(steps("de", "I3")).toEqual([`Nicht zuerkannt (berechneter Betrag: 8.100,00 PLN): Gruppe „Kierunek: Informatyka“: die Zahl der Zuerkennungen (3) hat die Höchstzahl je Kierunek (3) erreicht. Die Obergrenze der Gruppe: ${cap}.`]);
    expect(steps("de", "I1")).toEqual([`8.100,00 PLN zuerkannt, als Mitglied der Gruppe „Kierunek: Informatyka“ (damit ist nun 1 von 3 zulässigen Zuerkennungen in Anspruch genommen). Die Obergrenze der Gruppe: ${cap}.`]);
    // a member under no budget: the amount and its group, not "the allocation has no limit (budget unlimited)" (assess39, mend38's leftover)
    expect(steps("es", "I1")).toEqual([`Concedida por importe de 8.100,00 PLN, como miembro del grupo «Kierunek: Informatyka» (el grupo tiene ahora 1 de 3 concesiones permitidas). El límite de su grupo: ${cap}.`]);
    expect(steps("fr", "I1").map((t) => t.replace(/[\u00a0\u202f]/g, " "))[0]).toMatch(/^Accordée : 8 100,00 PLN, en tant que membre du groupe « Kierunek : Informatyka » \(le groupe détient désormais 1 sur 3 attributions permises\)\. Le plafond de son groupe : 3 /);
  });

  it("the trace's allocation step carries the cap's figure, its words and the value it read", () => {
    const { run } = evaluateRun(load(analyze(rektor)), input, { details: true });
    const step = traceAnswer(run, "I3")!.trace.find((s) => s.kind === "allocation")!;
    expect((step as { groupCaps?: unknown }).groupCaps).toEqual([{ value: { kind: "number", value: "3" }, text: `max(1, floor(10% × ${read}))`, reads: [{ name: read, value: { kind: "number", value: "35" } }] }]);
  });

  it("a money cap per field gives its amount and the figures it read; a refusal by another cause names no cap", () => {
    const money = scheme("1").replace("  students: integer in 0..100000 by field \"the students of each field\"", "  students: integer in 0..100000 by field \"the students of each field\"\n  per_student: money(EUR) \"the sum per student\"").replace("at most 1 grants per art1", "at most call.per_student * call.students[field] per art1").replace("budget unlimited", "budget 350 EUR");
    const r = runScheme(money, { call: { ...call, per_student: "10.00" }, applications });
    // physics: 9 × 10 EUR = 90 EUR, less than the 100 EUR F1 asks; P1 and C1 took 200 EUR of the 350 before it
    expect(resultOf(r, "F1").explanation.filter((s) => s.step === "allocation").map((s) => s.text)).toEqual([
      "Not funded (100.00 EUR asked): Field 'Physics' has 90.00 EUR left of its cap of 90.00 EUR, less than the 100.00 EUR asked (remaining before: 150.00 EUR). Its group's cap: 90.00 EUR (the sum per student * the students of each field: Physics; the sum per student: 10.00 EUR, the students of each field: Physics: 9).",
    ]);
    // P1, C1, C2 take 300 EUR (F1 refused by its cap): C3 asks 100 EUR of the 50 left, a refusal by the budget, which names no cap
    expect(resultOf(r, "C3").explanation.filter((s) => s.step === "allocation").map((s) => s.text).join(" ")).not.toContain("cap:");
  });
});
