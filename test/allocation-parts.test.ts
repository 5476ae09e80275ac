// The allocation sentence in parts (runtime engine/allocationStep.ts allocationText): a writer that
// prints texts only splits each shape of the sentence at its amounts once and fills in each row's
// amounts, worded from the walk's minor units (Formats.minorAmount). Here every allocation step
// of the benchmark's seed jobs and of every scheme test, in every catalogue (en, pl, nl, de), is
// worded both ways — in parts where allocationText gives a text, and as the catalogue's render of
// the fact — and the two must be the same; the parts must be taken for grants, partial grants,
// refusals and places on the reserve list, with and without what was left, in every language. A
// titled catalogue (budgetTitle.ts), whose render swaps the budget's name in the whole text, is
// never split.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { catalogueFor } from "@allot/runtime";
import { allocationHook, allocationText, assessmentClassesOf, narrate, narrateTo, type Sink } from "../packages/runtime/src/engine/narrate.js";
import { PlaceBlocks } from "../packages/runtime/src/engine/placeBlock.js";
import { renderFact, formatsOf, type Catalogue, type Formats } from "../packages/runtime/src/narration/catalogue.js";
import { ExplanationWriter, LINES, NO_FRAME } from "../packages/runtime/src/engine/explainWriter.js";
import { titledCatalogue } from "../packages/runtime/src/narration/budgetTitle.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { runOf, seedAndSchemeTestRuns } from "./support/schemeRuns.js";

const repo = resolve(__dirname, "..");

/** Per catalogue: the statuses worded in parts, and whether with what was left ("left") or without. */
type Seen = Map<string, Set<string>>;

/** Every row of a run read in order (as a writer reads it: by place), each allocation step worded in parts and whole, in catalogue c. */
function compare(run: Run, c: Catalogue, label: string, seen: Seen): number {
  const f = formatsOf(c);
  const classes = assessmentClassesOf(run) ?? undefined;
  const places = new PlaceBlocks(run, 64);
  let compared = 0;
  for (let j = 0; j < run.length; j++) {
    const i = run.appAt(j);
    if (i < 0) continue;
    let placed = places.at(j, classes?.classOf);
    if (placed && placed.block.app[placed.place - placed.block.from] !== i) placed = undefined;
    const sink: Sink = (_step, _source, x) => {
      if (x !== allocationHook) return;
      const parts = allocationText(c, f);
      const fact = (x as () => TraceFact)() as Extract<TraceFact, { kind: "allocation" }>;
      const whole = renderFact(fact, c);
      if (parts === undefined) return;
      expect(parts, `${label} ${c.language} row ${j}`).toBe(whole);
      compared++;
      const key = `${c.language}${c.amountsInParts === false ? " titled" : ""}`;
      if (!seen.has(key)) seen.set(key, new Set());
      seen.get(key)!.add(`${fact.status}${fact.remainingBefore ? " left" : ""}${fact.stoppedBefore ? " stopped" : ""}${fact.remainingAtMost ? " at most" : ""}`);
    };
    narrateTo(run, i, sink, classes, () => {}, placed);
  }
  return compared;
}

describe("the allocation sentence in parts is the catalogue's render of its fact", () => {
  const catalogues = ["en", "pl", "nl", "de", "es", "fr", "pt"].map((l) => catalogueFor(l));

  it("every allocation step of the seed jobs (600 applications) and of every scheme test, in every catalogue", async () => {
    const runs = await seedAndSchemeTestRuns(600);
    const seen: Seen = new Map();
    let compared = 0;
    for (const [label, run] of runs) for (const c of catalogues) compared += compare(run, c, label, seen);
    expect(compared).toBeGreaterThan(10000);
    // in every language: grants with what was left, refusals after the stop and before it, a partial grant, a place on the reserve list,
    // and a member of a tie that fits whole told the most any order leaves it ("at most …": a shape of its own since stream36)
    for (const c of catalogues) {
      const shapes = seen.get(c.language) ?? new Set();
      for (const s of ["funded left", "not_funded left stopped", "not_funded left", "partially_funded left", "reserve left stopped", "funded left at most"]) expect(shapes, `${c.language}: ${s}`).toContain(s);
    }
  }, 240_000);

  it("a titled catalogue is worded whole", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const run = runOf(load(analyze(readFileSync(join(repo, SEED_JOBS.seed002.scheme), "utf8"))), generate("seed002", 200));
    const titled = titledCatalogue(catalogueFor("nl"), "het subsidieplafond");
    expect(titled.amountsInParts).toBe(false);
    const seen: Seen = new Map();
    expect(compare(run, titled, "seed002 titled", seen)).toBe(0);
    // the members of a tie that fits whole are told "at most …, whichever order the tie takes" (words30):
    // worded whole until stream36 (53 of seed002's 200 rows in parts), in parts since, by a shape of their own
    expect(compare(run, catalogueFor("nl"), "seed002", seen)).toBeGreaterThan(53);
  });
});

describe("an allocation's amounts handed on in pieces are worded once while the same (stream35)", () => {
  it("the rows after the stop say the same amount left, worded once; every row's text is the catalogue's", async () => {
    const { SEED_JOBS } = await import(pathToFileURL(join(repo, "bench/selection/seeds/jobs.mjs")).href);
    const { generate } = await import(pathToFileURL(join(repo, "bench/selection/gen.mjs")).href);
    const run = runOf(load(analyze(readFileSync(join(repo, SEED_JOBS.seed000.scheme), "utf8"))), generate("seed000", 3000));
    for (const c of ["pl", "en", "fr"].map((l) => catalogueFor(l))) {
      const f = formatsOf(c) as { minorAmount: Formats["minorAmount"] };
      const minorAmount = f.minorAmount;
      // counted while the writer writes (narrate, below, words them too)
      let worded = 0, writing = false;
      f.minorAmount = (m, places, unit) => (writing && worded++, minorAmount(m, places, unit));
      const writer = new ExplanationWriter(run, LINES, NO_FRAME, c);
      // the amounts of the allocation steps handed on in pieces: the row's own pieces between its words
      let amounts = 0;
      try {
        for (let j = 0; j < run.length; j++) {
          const i = run.appAt(j);
          if (i < 0) continue;
          const pieces: [string, boolean][] = [];
          writing = true;
          writer.write(i, (p, kept) => pieces.push([p, kept]), "", j);
          writing = false;
          const steps = narrate(run, i, c);
          expect(pieces.map((p) => p[0]).join(""), `${c.language} row ${j}`).toBe(steps.map((s) => s.text + "\n").join(""));
          const last = steps.at(-1)!;
          if (last.step !== "allocation") continue;
          // the allocation's pieces: the last ones, which joined are its text
          let k = pieces.length, tail = "";
          while (k > 0 && tail.length < last.text.length + 1) tail = pieces[--k]![0] + tail;
          expect(tail).toBe(last.text + "\n");
          if (k < pieces.length - 1) for (let m = k; m < pieces.length; m++) if (!pieces[m]![1]) amounts++;
        }
      } finally {
        f.minorAmount = minorAmount;
      }
      expect(amounts, c.language).toBeGreaterThan(5000);
      // the funded rows (about a third) word both their amounts; a refused row its request only
      expect(worded, c.language).toBeLessThan(amounts * 0.8);
    }
  }, 120_000);
});
