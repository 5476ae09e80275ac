// What mendd37 mended of drafter37's findings (issue 15, thirty-seventh round; FINDINGS37.md on
// branch h-drafter37), without the drafter's schemes: each on a scheme of its own here.
import { describe, expect, it } from "vitest";
import { analyze } from "@allot/dsl";
import { resultOf, runScheme } from "./support/scheme";

const german = (source: string) => `scheme s "S" {
  version "1"
  language de
}

act richtlinien "Vergaberichtlinien" {
  language de
}

source r = richtlinien ${source} """
  Die Bauplätze werden nach der Rangfolge vergeben.
  """

`;

// (a source alone: the scheme's other parts missing are errors of their own, AL0410; AL0418 is read
// beside them)

// Finding 5 (a diagnostic's hint is wrong). "§ 2 Abs. 1" first written `paragraph 2 section 1` in a
// German act: AL0418's hint said "write `section 2 section 1`", swapping the first word only.
describe("drafter37's finding 5: AL0418's hint moves every unit down (mended)", () => {
  const hints = (source: string) => analyze(german(source)).diagnostics.filter((d) => d.code === "AL0418").map((d) => d.hint);
  it("paragraph 2 section 1 → section 2 paragraph 1", () => {
    expect(hints("paragraph 2 section 1")).toEqual(['write `section 2 paragraph 1` for "§ 2"; `paragraph` is the Abs. under it (`section 3 paragraph 1`: "§ 3 Abs. 1")']);
  });
  it("paragraph 2 paragraph 1 → section 2 subparagraph 1, as before", () => {
    expect(hints("paragraph 2 paragraph 1")[0]).toContain("write `section 2 subparagraph 1`");
  });
  it("section 2 paragraph 1: no warning", () => {
    expect(hints("section 2 paragraph 1")).toEqual([]);
  });
});

// Finding 3 (an explanation misleads). A criterion's range gave its lower bound in English notation
// in every language: Spanish "de -3.333 a 10 puntos" (minus three thousand three hundred …), German
// "-0.333 bis 30 Punkte". Mended: the language's notation, as the upper bound.
describe("drafter37's finding 3: a criterion's lower bound in the language's notation (mended)", () => {
  const scheme = (lang: string) => `scheme s "S" { version "1" language ${lang} }
act a "Act" { identifier "X" }
source r = a article 1 "ejercicio"
call { budget: money(EUR) }
application { id: text unique  aciertos: integer in 0..10  errores: integer in 0..10  asked: money(EUR) }
criterion e "Ejercicio" per r: round((3 × aciertos - errores) / 3, 3, down)
maximum points 10 per r
ranking per r { by total highest first tiebreak every tie { unresolved } }
allocation per r { budget call.budget amount asked at boundary skip }
`;
  const input = { call: { budget: "100.00" }, applications: [{ id: "A", aciertos: 3, errores: 1, asked: "10.00" }] };
  // (the minus sign of the language's numbers, U+2212, as its other negative numbers)
  const said: Record<string, string> = { es: "de −3,333 a 10 puntos", de: "−3,333 bis 10 Punkte", fr: "de −3,333 à 10 points", nl: "−3,333 tot 10 punten", pl: "od −3,333 do 10 punktów", en: "-3.333 to 10 points" };
  for (const [lang, range] of Object.entries(said))
    it(lang, () => {
      const r = runScheme(scheme(lang), input);
      const text = resultOf(r, "A").explanation.map((s) => s.text.replace(/[\u00a0\u202f]/g, " ")).join(" ");
      expect(text).toContain(range);
    });
});

// Finding 12 (an explanation shows code). A criterion's bands over a let with a title told the value
// by the let's code: "quote ist etwa 53,33 %". §22.1: a let by its title. Mended: the title.
describe("drafter37's finding 12: the bands' subject by the let's title (mended)", () => {
  const scheme = `scheme s "S" { version "1" language de }
act a "Richtlinien" { identifier "X" }
source r = a section 4 "Einkommen"
call { mittel: money(EUR) }
application { id: text unique  einkommen: money(EUR)  asked: money(EUR) }
let quote "der Anteil des Einkommens an der Einkommensobergrenze": percentage = einkommen / 112500 EUR per r
criterion c "Einkommen" per r: bands quote {
  at most 60% => 10
  above 60% => 0
}
maximum points 10 per r
ranking per r { by total highest first tiebreak every tie { unresolved } }
allocation per r { budget call.mittel amount asked at boundary skip }
`;
  it("B02", () => {
    const r = runScheme(scheme, { call: { mittel: "100.00" }, applications: [{ id: "B02", einkommen: "60000.00", asked: "10.00" }] });
    const text = resultOf(r, "B02").explanation.map((s) => s.text.replace(/[\u00a0\u202f]/g, " ")).join(" ");
    expect(text).toContain("der Anteil des Einkommens an der Einkommensobergrenze ist etwa 53,33 %");
    expect(text).not.toContain("quote ist");
  });
});
