// A criterion under a cap told by the value before the cap, the bound that bit and its inputs, not
// by its code (cap38; drafter37's finding 7, FINDINGS37.md): "50 Punkte (70, begrenzt auf 50;
// berechnet aus …)", where it told "50 Punkte (min(10 × wohnjahre + 4 × ehrenamtsjahre, 50), 0 bis
// 50 Punkte)" to 5 + 5 years and to 5 + 0 alike.
import { describe, expect, it } from "vitest";
import { preamble, resultOf as row, runScheme as run } from "./support/scheme";

const LANGS = ["en", "nl", "pl", "de", "es", "fr"] as const;
const scheme = (lang: string): string => `${preamble("T", lang)}call {
  ceiling: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  years: integer in 0..20 "years on the register"
  helped: integer in 0..20
  debt: integer in 0..20
}
let help "the years of help" = helped
criterion joint "Joint" per art1: min(10 × years + 4 × help, 50)
criterion lower "Floor" per art1: max(0, min(10 - debt, 10))
criterion plain "Plain" per art1: min(years, 10)
ranking per art1 {
  by total highest first
  tiebreak every tie per art1 {
    by id lowest first per art1
  }
}
allocation per art1 {
  budget call.ceiling
  amount asked
  at boundary skip per art1
}
`;
const input = {
  call: { ceiling: "1000.00" },
  applications: [
    // 120 + 20 = 140, capped at 50; 10 - 15 = -5, raised to 0; 12 years capped at 10
    { id: "A", asked: "1.00", years: 12, helped: 5, debt: 15 },
    // 20 + 0: no cap bit
    { id: "B", asked: "1.00", years: 2, helped: 0, debt: 3 },
  ],
};
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ").replace(/\u2212/g, "-");
const texts = (lang: string, id: string) => resultOf(lang, id).explanation.map((s) => flat(s.text));
const resultOf = (lang: string, id: string) => row(run(scheme(lang), input), id) as unknown as { explanation: { text: string }[] };
const line = (lang: string, id: string, title: string) => texts(lang, id).find((t) => t.includes(title)) ?? "";

describe("a cap that bit is told with the value before it (cap38)", () => {
  const want: Record<(typeof LANGS)[number], string[]> = {
    en: ["(0 to 50 points; 140, capped at 50; computed from years on the register: 12; the years of help: 5)", "(0 to 10 points; -5, raised to 0; computed from debt: 15)", "(0 to 10 points; years on the register: 12, capped at 10)"],
    nl: ["(0 tot 50 punten; 140, begrensd tot 50; berekend uit years on the register: 12; the years of help: 5)", "(0 tot 10 punten; -5, verhoogd tot 0; berekend uit debt: 15)", "(0 tot 10 punten; years on the register: 12, begrensd tot 10)"],
    pl: ["(od 0 do 50 punktów; 140, ograniczone do 50; na podstawie: years on the register: 12; the years of help: 5)", "(od 0 do 10 punktów; -5, podwyższone do 0; na podstawie: debt: 15)", "(od 0 do 10 punktów; years on the register: 12, ograniczone do 10)"],
    de: ["(0 bis 50 Punkte; 140, begrenzt auf 50; Berechnungsgrundlage: years on the register: 12; the years of help: 5)", "(0 bis 10 Punkte; -5, angehoben auf 0; Berechnungsgrundlage: debt: 15)", "(0 bis 10 Punkte; years on the register: 12, begrenzt auf 10)"],
    es: ["(de 0 a 50 puntos; 140, limitado a 50; base de cálculo: years on the register: 12; the years of help: 5)", "(de 0 a 10 puntos; -5, aumentado hasta 0; base de cálculo: debt: 15)", "(de 0 a 10 puntos; years on the register: 12, limitado a 10)"],
    fr: ["(de 0 à 50 points ; 140, plafonné à 50 ; base de calcul : years on the register : 12 ; the years of help : 5)", "(de 0 à 10 points ; -5, porté à 0 ; base de calcul : debt : 15)", "(de 0 à 10 points ; years on the register : 12, plafonné à 10)"],
  };
  for (const lang of LANGS) {
    it(lang, () => {
      const [joint, floor, plain] = want[lang];
      expect(line(lang, "A", "Joint")).toContain(joint!);
      expect(line(lang, "A", "Floor")).toContain(floor!);
      expect(line(lang, "A", "Plain")).toContain(plain!);
      // no code: neither min nor max nor a field's name
      for (const t of ["Joint", "Floor", "Plain"]) expect(line(lang, "A", t)).not.toMatch(/min\(|max\(|helped|× help/);
    });
  }
});

describe("where no cap bit, the range and the inputs (cap38, cap39)", () => {
  it("en", () => {
    expect(line("en", "B", "Joint")).toContain("20 points (0 to 50 points; computed from years on the register: 2; the years of help: 0).");
    expect(line("en", "B", "Floor")).toContain("7 points (0 to 10 points; computed from debt: 3).");
    // a value read as it is, under a cap that did not bite: by its name, not the formula (cap39)
    expect(line("en", "B", "Plain")).toContain("2 points (0 to 10 points; years on the register: 2).");
  });
});
