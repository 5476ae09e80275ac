// A named enumeration's let read only by the ranking (§6.3, FINDINGS39 2, issue 15's fortieth
// round): told as a step of its own before the position, "Computed: the band = …", with the
// conditions that chose the member, met or not, and — where a later member's condition holds too —
// that the first that holds counts ("ist die höchste maßgeblich"), in each of the seven languages.
import { describe, expect, it } from "vitest";
import { preamble, resultOf, runScheme } from "./support/scheme";

const scheme = (language: string) => `${preamble("Bands", language)}enum band_kind "the band" {
  b1 "band 1 (need)",
  b2 "band 2 (sibling)",
  b3 "band 3 (others)"
}
call {
  places: integer
}
application {
  id: text unique
  need: boolean "need found"
  sibling: boolean "a sibling attends"
}
let band "the band": band_kind =
  if need then b1
  else if sibling then b2
  else b3 per art1
ranking per art1 {
  by band in order [b1, b2, b3] per art1
  by id lowest first per art1
}
allocation per art1 {
  budget call.places
  amount 1
  at boundary skip per art1
}
`;
const input = {
  call: { places: 1 },
  applications: [
    { id: "A", need: true, sibling: true },
    { id: "B", need: false, sibling: false },
  ],
};
const flat = (t: string) => t.replace(/[\u00a0\u202f]/g, " ");
const texts = (language: string, id: string) => resultOf(runScheme(scheme(language), input), id).explanation.map((s) => ({ step: s.step, text: flat(s.text) }));

// the words after the reads: that the later condition holds too, and the first counts
const also: Record<string, string> = {
  en: "; sibling (band 2 (sibling)) holds too, but the first condition that holds counts.",
  nl: "; ook sibling (band 2 (sibling)) geldt, maar de eerste voorwaarde die geldt is beslissend.",
  pl: "; spełniony jest także warunek sibling (band 2 (sibling)), lecz decyduje pierwszy spełniony warunek.",
  de: "; auch sibling (band 2 (sibling)) trifft zu, maßgeblich ist aber die erste zutreffende Bedingung.",
  es: "; también se cumple sibling (band 2 (sibling)), pero prevalece la primera condición que se cumple.",
  fr: " ; sibling (band 2 (sibling)) est aussi remplie, mais la première condition remplie l'emporte.",
  pt: "; também se verifica sibling (band 2 (sibling)), mas prevalece a primeira condição que se verifica.",
};

describe("a ranking's let of a named enumeration, computed before the position", () => {
  it("in English: the member, the conditions met or not, the step before the position", () => {
    const a = texts("en", "A");
    const at = a.findIndex((s) => s.text.startsWith("Computed: the band"));
    expect(a[at]).toEqual({ step: "assessment", text: `Computed: the band = band 1 (need), as need (need 'need found': yes)${also.en}` });
    expect(a[at + 1]!.text.startsWith("Position 1")).toBe(true);
    const b = texts("en", "B");
    expect(b.find((s) => s.text.startsWith("Computed"))!.text).toBe(
      "Computed: the band = band 3 (others), as neither need nor sibling holds (need 'need found': no; sibling 'a sibling attends': no).",
    );
  });
  for (const [language, words] of Object.entries(also)) {
    it(`${language}: the later condition that holds too`, () => {
      const a = texts(language, "A");
      const computed = a.filter((s) => s.step === "assessment" && s.text.includes("band 1 (need)"));
      expect(computed).toHaveLength(1);
      expect(computed[0]!.text.endsWith(words)).toBe(true);
      expect(texts(language, "B").some((s) => s.text.includes("band 3 (others)") && s.step === "assessment")).toBe(true);
    });
  }
});
