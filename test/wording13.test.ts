// What an applicant reads: the findings the twelfth round left (issue 15, thirteenth round,
// wording13). Each test asserts the text a user sees, worked by hand; the controls (an amount
// asked keeps its words) are named.
import { describe, expect, it } from "vitest";
import type { SelectionResult } from "@allot/runtime";
import { headIn, runScheme as run, resultOf as of } from "./support/scheme.js";

const LANGS = ["en", "pl", "nl"] as const;
type L = (typeof LANGS)[number];
/** application id's steps of one kind, as text */
const steps = (r: SelectionResult, id: string, step: string): string[] => of(r, id).explanation.filter((s) => s.step === step).map((s) => s.text);

describe("a position's stage is quoted as the rest of the language quotes it", () => {
  // §14.7.1: stage south ranks its bids by what they ask (B 100 before A 200), and funds B only
  // (150); stage all ranks the rest by points and funds A. A's place in all's ranking: 1 of 1.
  const text = (lang: string) => `${headIn(lang, ["text", "text"])}
call { volume: money(EUR) }
application { id: text unique  points: integer in 0..10  asked: money(EUR)  region: enum { south, north } }
criterion p per art1: application.points
ranking per art1 { by total highest first  tiebreak every tie per art1 { by id lowest first } }
allocation per art1 {
  budget call.volume
  amount asked
  at boundary skip per art1
  stage south "Southern bids" per art2 when region = south {
    ranking per art2 { by asked lowest first  tiebreak every tie per art2 { by id lowest first } }
    budget 150 EUR
    unfunded go on
  }
  stage all "The rest" per art1 { budget left }
}
`;
  const position = (lang: L) => {
    const r = run(text(lang), { call: { volume: "1000.00" }, applications: [{ id: "A", points: 9, asked: "200.00", region: "south" }, { id: "B", points: 5, asked: "100.00", region: "south" }] });
    expect(r.results.map((x) => `${x.id}:${x.status}`)).toEqual(["B:funded", "A:funded"]);
    return steps(r, "A", "ranking")[0];
  };
  const said = {
    en: "Position 2. Place 1 of 1 in the ranking of stage 'The rest', which decided it.",
    pl: "Miejsce na liście: 2. Miejsce 1 z 1 w rankingu etapu „The rest”, który o nim rozstrzygnął.",
    // was "fase 'The rest'": the Dutch texts quote a title ‘…’ everywhere else
    nl: "Plaats 2 in de rangschikking. Plaats 1 van 1 in de rangschikking van fase ‘The rest’, die erover besliste.",
  } as const;
  for (const lang of LANGS) it(lang, () => expect(position(lang)).toBe(said[lang]));
});
