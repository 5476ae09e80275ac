// A single draw (`lottery draw call.x`, a `draw` or `list of text`) that leaves out an application
// of a tie it decides (drafter31 finding 1; issue 15, thirty-second round, law32). Guidance 5.3 of
// schemes/drafted_ballot: "The ballot is drawn by an independent observer, who draws every eligible
// application …"; the observer's list leaves out B17, which the engine ranks after every
// application drawn. The warning is given after the sort, only where the row left out is still
// tied, when the ranking reaches the lottery, with one the draw names (rank.ts `reached`): a row an
// earlier step decides is not a slip of the draw (mendmain31 warned of seed_002's N05, N06 and N07,
// whose lottery value the sort reads too, and reverted). Every scheme with a draw is run on its
// own tests' inputs: only drafted_ballot's observer's slip is told.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate, type CompiledScheme } from "@allot/runtime";
import { compileScheme, discoverTests, prepareTest } from "../packages/dsl/src/testing/schemeTests.js";
import { compiled, preamble, resultOf as row } from "./support/scheme";

const schemes = resolve(__dirname, "../schemes");
const steps = (r: { explanation: { step: string; text: string }[] }, step: string) => r.explanation.filter((s) => s.step === step).map((s) => s.text);

describe("every scheme with a draw, on its tests' inputs: a draw's slip only where one is", () => {
  const withDraw = readdirSync(schemes).filter((d) => readdirSync(join(schemes, d)).some((f) => f.endsWith(".allot") && /lottery draw /.test(readFileSync(join(schemes, d, f), "utf8"))));
  it("the schemes found", () => {
    expect(withDraw.length).toBeGreaterThanOrEqual(7);
    expect(withDraw).toContain("seed_002");
    expect(withDraw).toContain("drafted_ballot");
  });
  for (const dir of withDraw) {
    it(dir, () => {
      const told: string[] = [];
      for (const t of discoverTests([join(schemes, dir, "tests")])) {
        const p = prepareTest(t);
        if ("failures" in p) continue;
        const scheme = compileScheme(t.scheme);
        if (scheme instanceof Error) throw scheme;
        const { issues } = evaluate(scheme as CompiledScheme, p.input);
        for (const i of issues) if (/leaves out/.test(i.message)) told.push(`${t.file.split("/").pop()}: ${i.message}`);
      }
      // drafted_ballot's observer left out B17 in the call as published, which every test of it reads
      const expected = dir === "drafted_ballot" ? readdirSync(join(schemes, dir, "tests")).filter((f) => f.endsWith(".test.json")).map((f) => `${f}: ballot: the draw leaves out B17, which is tied with the applications it names: B17 is ranked after them`) : [];
      expect(told).toEqual(expected);
    });
  }
});

// Four applications on one key; a tie-break key, then the draw. `scope` the tie-break's scope.
const small = (scope: string, language?: string) => `${preamble("Draw", language)}call {
  budget: money(EUR)
  lot: list of text
}
application {
  id: text unique
  asked: money(EUR)
  rating: integer in 0..10
  second: integer in 0..10
}
criterion score "Rating" per art1: weight 1 × rating
maximum points 10 per art1
ranking per art1 {
  by total highest first
  tiebreak ${scope} per art1 {
    by second highest first per art1
    lottery draw call.lot per art1
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary stop per art1
}
`;
const apps = [
  { id: "A", asked: "100.00", rating: 5, second: 3 },
  { id: "B", asked: "100.00", rating: 5, second: 2 },
  { id: "C", asked: "100.00", rating: 5, second: 2 },
  { id: "D", asked: "100.00", rating: 5, second: 1 },
];
const warnings = (text: string, lot: string[], budget = "250.00") => evaluate(compiled(text), { call: { budget, lot }, applications: apps }).issues.map((i) => [i.severity, i.path, i.message]);

describe("a single draw that leaves out an application the lottery had to place", () => {
  it("C left out, tied with B when the lottery is reached: a warning naming C", () => {
    expect(warnings(small("every tie"), ["B"])).toEqual([["warning", "lot", "lot: the draw leaves out C, which is tied with the applications it names: C is ranked after them"]]);
  });
  it("A and D left out but decided by the key before the lottery: no warning (seed_002's case)", () => {
    expect(warnings(small("every tie"), ["C", "B"])).toEqual([]);
  });
  it("a tie none of whose members is drawn: no slip of the draw (the tie is reported unresolved)", () => {
    const r = evaluate(compiled(small("every tie")), { call: { budget: "250.00", lot: ["A"] }, applications: apps });
    expect(r.issues).toEqual([]);
    expect(r.result.unresolvedTies).toEqual([["B", "C"]]);
  });
  it("at boundary: a tie that does not straddle the budget does not reach the lottery", () => {
    // 450 left: all four fit, nothing straddles
    expect(warnings(small("at boundary"), ["B"], "450.00")).toEqual([]);
    // 250: A 100, then B and C (200) straddle the 150 left
    expect(warnings(small("at boundary"), ["B"], "250.00")).toEqual([["warning", "lot", "lot: the draw leaves out C, which is tied with the applications it names: C is ranked after them"]]);
  });
  it("C's explanation says the draw left it out, in en, nl, pl, de, es and fr", () => {
    const after = (language: string) => steps(row(evaluate(compiled(small("every tie", language)), { call: { budget: "250.00", lot: ["B"] }, applications: apps }, { explain: true }).result, "C"), "ranking")[1];
    expect(["en", "nl", "pl", "de", "es", "fr"].map(after)).toEqual([
      "After B: decided by lottery (draw): drawn as number 1 against left out of the draw, and so ranked after those drawn. Both have the same value of the total points (5) and of second (2), so the lottery decided.",
      "Na B: beslist door loting: getrokken als nummer 1 tegen weggelaten uit de loting en daarom gerangschikt na de getrokken aanvragen. Beide hebben dezelfde waarde van het totaal aantal punten (5) en van second (2), dus besliste de loting.",
      "Za wnioskiem B: rozstrzyga losowanie: wylosowany z numerem 1 wobec pominięty w losowaniu, dlatego umieszczony za wylosowanymi wnioskami. Oba wnioski mają te same wartości: suma punktów (5) i „second” (2), dlatego rozstrzygnęło losowanie.",
      "Nach B: ausschlaggebend ist der Losentscheid: gezogen als Nummer 1 gegenüber im Losentscheid ausgelassen und daher nach den gezogenen Anträgen eingereiht. Beide Anträge stimmen überein in der Gesamtpunktzahl (5) und in „second“ (2), daher entschied das Los.",
      "Detrás de la solicitud B: decide el sorteo: sorteada con el número 1 frente a omitida en el sorteo y, por ello, clasificada después de las sorteadas. Ambas solicitudes tienen el mismo valor de la puntuación total (5) y «second» (2), por lo que decidió el sorteo.",
      "Après la demande B : départagée par le tirage au sort : tirée au sort au rang 1 contre écartée du tirage, et donc classée après les demandes tirées au sort. Les deux demandes ont la même valeur pour la note totale (5) et «\u00a0second\u00a0» (2) : le tirage au sort a donc départagé.",
    ]);
  });
});
