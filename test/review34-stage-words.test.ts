// review34's W3, K1 and T1's second part (mendq34). W3: a stage's condition and a budget reading a let whose title
// holds a comma and a connective are told with the language's decimals ("points >= 2,5",
// "× 0,5"), the let's title as written (§14.7, narration/conditionWords.ts `conditionIn`'s `kept`).
// K1: a stage per key's `reserve call.size[region]` reads the key as each member, as its budget
// does (§14.7.4, §14.11): one list per member, of the member's size.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { errorsOf, resultOf, runScheme } from "./support/scheme";

const w3 = readFileSync(resolve(__dirname, "../review34/repro/W3/stages.allot"), "utf8").replace("    budget half\n", "    budget half × 0.5\n");
const w3Input = JSON.parse(readFileSync(resolve(__dirname, "../review34/repro/W3/input.json"), "utf8"));
const allocation = (r: ReturnType<typeof runScheme>, id: string) => resultOf(r, id).explanation.filter((s) => s.step === "allocation").map((s) => s.text).join("\n");

describe("W3: a stage's condition and budget with the language's decimals", () => {
  // the connective before `points`, and the punctuation after the budget's formula, in each language
  const words: Record<string, [string, string]> = { en: ["and", ";"], fr: ["et", " ;"], nl: ["en", ";"], pl: ["i", ";"], de: ["und", ";"], es: ["y", ";"] };
  for (const [lang, [and, semi]] of Object.entries(words)) {
    it(`${lang}: "points >= ${lang === "en" ? "2.5" : "2,5"}", and "× ${lang === "en" ? "0.5" : "0,5"}" after a let titled "half of the pot, if not then none"`, () => {
      const r = runScheme(w3.replace("language en", `language ${lang}`), w3Input);
      const d = lang === "en" ? "." : ",";
      // B is decided by stage two, whose condition reads a decimal
      expect(allocation(r, "B")).toContain(` ${and} points >= 2${d}5`);
      // A by stage one, whose budget is the let titled with a comma and "if … then", times a decimal
      expect(allocation(r, "A")).toContain(`(half of the pot, if not then none × 0${d}5${semi} half of the pot, if not then none`);
      if (lang !== "en") expect(allocation(r, "A") + allocation(r, "B")).not.toMatch(/2\.5|0\.5/);
    });
  }
});

describe("K1: a stage per key's reserve list of a size per member (call.size[region])", () => {
  const k1 = readFileSync(resolve(__dirname, "../review34/repro/K1/size_per_member.allot"), "utf8")
    .replace("    unfunded go on per art1\n", "")
    .replace('  stage rest "Rest" per art1 {\n    budget left\n  }\n', "");
  // each pool holds one grant of 100.00; the north keeps a list of 1 place, the south of 2
  const input = {
    call: { budget: "1000.00", pool: { n: "100.00", s: "100.00" }, size: { n: 1, s: 2 } },
    applications: [["N1", 9, "n"], ["N2", 8, "n"], ["N3", 7, "n"], ["S1", 9, "s"], ["S2", 8, "s"], ["S3", 7, "s"], ["S4", 6, "s"]].map(([id, points, region]) => ({ id, asked: "100.00", points, region })),
  };
  it("checks without an error", () => {
    expect(errorsOf(k1)).toEqual([]);
  });
  it("each member's list has its own size, read from the call for the member", () => {
    const r = runScheme(k1, input);
    // worked by hand: N1 and S1 take their pools; N2 is 1 of the north's 1 place, N3 off it; S2 and S3 are 1 and 2 of the south's 2, S4 off it
    expect(r.results.map((x) => [x.id, x.status, x.stage, x.reservePlace ?? null])).toEqual([
      ["N1", "funded", "pk[n]", null],
      ["S1", "funded", "pk[s]", null],
      ["N2", "reserve", "pk[n]", 1],
      ["S2", "reserve", "pk[s]", 1],
      ["N3", "not_funded", "pk[n]", null],
      ["S3", "reserve", "pk[s]", 2],
      ["S4", "not_funded", "pk[s]", null],
    ]);
  });
  it("a size that is not a whole number is told once, at the stage as written", () => {
    const bad = k1.replace("size: integer by region", "size: decimal by region");
    expect(errorsOf(bad).filter((e) => e.startsWith("AL0301"))).toHaveLength(1);
  });
});

// review34 T1 (its second part): the line of the one that has a value names the one without,
// which ranks last at the step ("so A ranks last"), where "it" read as the application explained
describe("T1: the one that ranks last at a step for want of a value is named, in six languages", () => {
  const chain = readFileSync(resolve(__dirname, "../review34/repro/T1/chain.allot"), "utf8");
  const input = JSON.parse(readFileSync(resolve(__dirname, "../review34/repro/T1/input.json"), "utf8"));
  const words: Record<string, string> = {
    en: "(the optional field 'born' is absent), so A ranks last at this step.",
    fr: "n'est pas renseignée), A est donc classée en dernier à ce critère.",
    nl: "(het optionele veld ‘born’ ontbreekt), dus staat A bij deze stap als laatste.",
    pl: "(brak wartości opcjonalnego pola „born”), dlatego A na tym etapie zajmuje ostatnie miejsce.",
    de: "(das optionale Feld „born“ fehlt), daher steht A in diesem Schritt an letzter Stelle.",
    es: "(falta el valor del campo opcional «born»), por lo que A ocupa el último lugar en este paso.",
  };
  for (const [lang, said] of Object.entries(words)) {
    it(`${lang}: C's line, ahead of A`, () => {
      const r = runScheme(chain.replace("language en", `language ${lang}`), input);
      const line = resultOf(r, "C").explanation.map((s) => s.text).find((t) => t.includes("born") && t.includes("A"));
      expect(line).toContain(said);
    });
  }
});

// review34 T1 (its first part): where an earlier key has no value for either (`if absent last`),
// the id's line still says the keys both have the same value of, and the one neither has
describe("T1: the keys both tie on, and the one neither has, before the id decided, in six languages", () => {
  const chain = readFileSync(resolve(__dirname, "../review34/repro/T1/chain.allot"), "utf8");
  const input = JSON.parse(readFileSync(resolve(__dirname, "../review34/repro/T1/input.json"), "utf8"));
  const words: Record<string, string> = {
    en: "of cost (10.00 EUR) and of kind (small), and neither has a value of born, so the id decided.",
    fr: "et « kind » (small), et aucune des deux n'a de valeur pour « born » : l'identifiant (id) a donc départagé.",
    nl: "van cost (10,00 EUR) en van kind (small), en geen van beide heeft een waarde van born, dus gaf het id de doorslag.",
    pl: "„cost” (10,00 EUR) i „kind” (small), a żaden z nich nie ma wartości: „born”, dlatego rozstrzygnął identyfikator (id).",
    de: "in „cost“ (10,00 EUR) und in „kind“ (small), und keiner der beiden hat einen Wert für „born“, daher entschied die Kennung (id).",
    es: "«cost» (10,00 EUR) y «kind» (small), y ninguna de las dos tiene valor de «born», por lo que decidió el identificador (id).",
  };
  for (const [lang, said] of Object.entries(words)) {
    it(`${lang}: B's line, after A`, () => {
      const r = runScheme(chain.replace("language en", `language ${lang}`), input);
      const line = resultOf(r, "B").explanation.map((s) => s.text.replace(/\u00a0/g, " ")).find((t) => t.includes("(id)") || t.includes("id ("));
      expect(line).toContain(said);
    });
  }
});
