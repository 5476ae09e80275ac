// The position step in parts (runtime engine/rankingSteps.ts positionText): a writer that prints
// texts only words the position of a row in no stage's ranking of its own and in no tie that
// straddles the budget as the catalogue's words around the row's number (narration/forms.ts
// PositionParts), without the fact: a row alone at its place, and (stream31) a row in a tie, its
// tie's words made once per shape (engine/tieTemplate.ts) with its number, key values, the other
// members' ids and the chain's values filled in. Here every position step of the
// benchmark's seed jobs and of every scheme test, in every catalogue (en, pl, nl, de), is worded
// both ways — in parts where positionText gives a text, and as the catalogue's render of the
// fact — and the two must be the same; the parts must be taken in every language, for rows alone
// and rows in ties, and refused for a stage's own ranking and a straddle. The number's edges (1, 9 → 10, 999 → 1,000 and a
// million and more: a number with no groups, as the render writes it) are worded from a made-up
// fact in every catalogue. A titled catalogue (budgetTitle.ts) is never worded in parts. Each
// position worded in parts is also handed on in pieces (positionStep.ts positionPieces, stream34)
// in the lines form and the JSON form: the pieces joined are its formed text, the words kept and
// the row's number a piece apart.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "@allot/runtime";
import { assessmentClassesOf, narrateTo, type Sink } from "../packages/runtime/src/engine/narrate.js";
import { positionHook, positionTemplate, positionText } from "../packages/runtime/src/engine/rankingSteps.js";
import { positionPieces } from "../packages/runtime/src/engine/positionStep.js";
import { jsonStep, LINES, type TextForm } from "../packages/runtime/src/engine/explainWriter.js";
import { fillCut } from "../packages/runtime/src/narration/markers.js";
import { PlaceBlocks } from "../packages/runtime/src/engine/placeBlock.js";
import { renderFact, formatsOf, type Catalogue } from "../packages/runtime/src/narration/catalogue.js";
import { positionKeysText, positionWords } from "../packages/runtime/src/narration/forms.js";
import { titledCatalogue } from "../packages/runtime/src/narration/budgetTitle.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { runOf, seedAndSchemeTestRuns } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");
type PositionFact = Extract<TraceFact, { kind: "position" }>;

/** What was seen: per catalogue, positions worded in parts; and the facts refused the parts, by why. */
interface Seen {
  inParts: Map<string, number>;
  /** per catalogue, positions handed on in pieces (stream34): the words as kept pieces, the row's values apart */
  inPieces: Map<string, number>;
  /** per catalogue, rows in a tie worded in parts, by how many members */
  tiedInParts: Map<string, Map<number, number>>;
  refused: Set<string>;
}

/** Every row of a run read in order (as a writer reads it: by place, and also not), each position step worded in parts and whole, in catalogue c. */
function compare(run: Run, c: Catalogue, label: string, seen: Seen, byPlace: boolean): number {
  const classes = assessmentClassesOf(run) ?? undefined;
  const places = new PlaceBlocks(run, 64);
  let compared = 0;
  for (let j = 0; j < run.length; j++) {
    const i = run.appAt(j);
    if (i < 0) continue;
    let placed = byPlace ? places.at(j, classes?.classOf) : undefined;
    if (placed && placed.block.app[placed.place - placed.block.from] !== i) placed = undefined;
    const sink: Sink = (_step, _source, x) => {
      if (x !== positionHook) return;
      const parts = positionText(c, formatsOf(c));
      const fact = (x as () => TraceFact)() as PositionFact;
      const whole = renderFact(fact, c);
      if (parts === undefined) {
        if (fact.tied > 0) seen.refused.add("tie");
        if (fact.stage) seen.refused.add("stage");
        if (fact.straddle) seen.refused.add("straddle");
        return;
      }
      expect(parts, `${label} ${c.language} row ${j}`).toBe(whole);
      // handed on in pieces (positionPieces, stream34): in both text forms, after a lead, the
      // pieces joined are the lead and the whole formed with the form's end; where the words are
      // a cut (more than one piece after the lead), the row's number is a piece of its own, not kept
      for (const form of FORMS) {
        const pieces: [string, boolean][] = [];
        expect(positionPieces(c, formatsOf(c), form, "<lead>", (piece, kept) => void pieces.push([piece, kept])), `${label} ${c.language} row ${j}`).toBe(true);
        expect(pieces.map(([piece]) => piece).join(""), `${label} ${c.language} row ${j}`).toBe("<lead>" + (form.form(whole) as unknown as string) + form.end);
        if (pieces.length > 1) {
          expect(pieces[0], `${label} ${c.language} row ${j}: the lead kept`).toEqual(["<lead>", true]);
          expect(pieces.some(([piece, kept]) => !kept && piece === String(fact.position)), `${label} ${c.language} row ${j}: the number apart`).toBe(true);
          if (form === LINES) seen.inPieces.set(c.language, (seen.inPieces.get(c.language) ?? 0) + 1);
        }
      }
      expect(fact.stage, `${label} ${c.language} row ${j}: a stage's place in parts`).toBeUndefined();
      expect(fact.straddle, `${label} ${c.language} row ${j}: a straddle in parts`).toBeUndefined();
      if (fact.tied > 0) {
        const bySize = seen.tiedInParts.get(c.language) ?? new Map<number, number>();
        seen.tiedInParts.set(c.language, bySize.set(fact.tied + 1, (bySize.get(fact.tied + 1) ?? 0) + 1));
      }
      compared++;
      seen.inParts.set(c.language, (seen.inParts.get(c.language) ?? 0) + 1);
    };
    narrateTo(run, i, sink, classes, () => {}, placed);
  }
  return compared;
}

/** The two text forms a writer hands a position to (explainWriter.ts): the bench's lines, the JSON result's step at four spaces. */
const FORMS: readonly TextForm[] = [LINES, jsonStep("    ")];

describe("the position step in parts is the catalogue's render of its fact", () => {
  const catalogues = ["en", "pl", "nl", "de", "es"].map((l) => catalogueFor(l));

  it("every position step of the seed jobs (600 applications) and of every scheme test, in every catalogue", async () => {
    const runs = await seedAndSchemeTestRuns(600);
    const seen: Seen = { inParts: new Map(), inPieces: new Map(), tiedInParts: new Map(), refused: new Set() };
    let compared = 0;
    for (const [label, run] of runs) for (const c of catalogues) for (const byPlace of [true, false]) compared += compare(run, c, label, seen, byPlace);
    expect(compared).toBeGreaterThan(10000);
    for (const c of catalogues) expect(seen.inParts.get(c.language) ?? 0, c.language).toBeGreaterThan(1000);
    // nearly all of them handed on as words and values (a tie's first row is worded whole, once a shape)
    for (const c of catalogues) expect(seen.inPieces.get(c.language) ?? 0, c.language).toBeGreaterThan(0.9 * (seen.inParts.get(c.language) ?? 0));
    // rows in ties worded in parts (stream31): ties of two and of more, in every language
    for (const c of catalogues) {
      const bySize = seen.tiedInParts.get(c.language) ?? new Map<number, number>();
      expect(bySize.get(2) ?? 0, `${c.language}: ties of two`).toBeGreaterThan(50);
      expect([...bySize.keys()].some((m) => m > 2), `${c.language}: ties of more than two`).toBe(true);
    }
    // rows the parts must not word: each kind met and worded from the fact
    for (const why of ["stage", "straddle"]) expect(seen.refused, why).toContain(why);
  }, 240_000);

  it("the number's edges in every catalogue: a position is its digits, ungrouped, as the render writes it", () => {
    for (const c of catalogues) {
      const parts = c.positionParts!;
      expect(parts, c.language).toBeDefined();
      for (const position of [1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 123456, 1000000, 2 ** 31, Number.MAX_SAFE_INTEGER])
        for (const computed of [false, true]) {
          const fact: PositionFact = { kind: "position", position, tied: 0, tiedWith: [], ...(computed ? { computed: true as const } : {}) };
          const whole = renderFact(fact, c);
          expect(parts.before + position + parts.between + parts.after, `${c.language} ${position}`).toBe(whole);
          expect(positionWords(parts, position, "", ""), `${c.language} ${position}`).toBe(whole);
          expect(whole, `${c.language} ${position}`).toContain(String(position));
        }
      // the row's own key values (notice23): the words in brackets from the same parts as the render's
      const keys = [{ by: "total points", value: "45" }, { by: "received", value: "2026-03-02 10:30:00" }];
      const keyed = renderFact({ kind: "position", position: 7, tied: 0, tiedWith: [], keys }, c);
      expect(positionWords(parts, 7, positionKeysText(parts, keys, formatsOf(c)), ""), c.language).toBe(keyed);
      expect(keyed, c.language).toMatch(/\(.*45.*\)\.$/);
      // the formats are not read for a plain position: the same text with any formats
      expect(renderFact({ kind: "position", position: 1234567, tied: 0, tiedWith: [] }, c)).toBe(c.render.position({ kind: "position", position: 1234567, tied: 0, tiedWith: [] }, formatsOf(c)));
    }
  });

  // the words around a row's number and key values are made once per ranking (rankingSteps.ts
  // positionTemplate: the narration's words of a position with markers, cut at them) and filled in
  // per row; the first case asserts every row's text so made against the render
  it("a position's words are made once per ranking from the narration: each seed job's ranking in every catalogue", async () => {
    const runs = (await seedAndSchemeTestRuns(60)).filter(([label]) => label.startsWith("seed"));
    let made = 0, keyed = 0;
    for (const [label, run] of runs)
      for (const s of run.selections) {
        if (s.regime.ranking.unordered) continue;
        for (const c of catalogues) {
          const f = formatsOf(c);
          const t = positionTemplate(c.positionParts!, f, s.ranking);
          expect(t, `${label} ${s.regime.name} ${c.language}`).toBeDefined();
          // the pieces filled with made-up values are the narration's words of the same values
          const values = t!.steps.map((_, k) => (k % 2 === 0 ? String(40 + k) : "2026-03-02 10:30:00"));
          const filled = fillCut(t!.cut, (k) => (k === 0 ? "7" : c.positionParts!.keys.value(values[k - 1]!, f)));
          const keys = t!.steps.map((st, k) => ({ by: st.key!.name, value: values[k]! }));
          expect(filled, `${label} ${c.language}`).toBe(positionWords(c.positionParts!, 7, positionKeysText(c.positionParts!, keys, f), ""));
          made++;
          if (t!.steps.length > 0) keyed++;
        }
      }
    expect(made).toBeGreaterThan(20);
    expect(keyed).toBeGreaterThan(16);
  }, 120_000);

  it("a titled catalogue is worded whole", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const run = runOf(load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8"))), generate("seed000", 200));
    const titled = titledCatalogue(catalogueFor("nl"), "het subsidieplafond");
    expect(titled.positionParts).toBeUndefined();
    const seen: Seen = { inParts: new Map(), inPieces: new Map(), tiedInParts: new Map(), refused: new Set() };
    expect(compare(run, titled, "seed000 titled", seen, true)).toBe(0);
    expect(compare(run, catalogueFor("nl"), "seed000", seen, true)).toBeGreaterThan(100);
  });
});
