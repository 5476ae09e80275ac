// The comparison's words made once a shape (runtime engine/rankingSteps.ts pairTail): a writer
// that prints texts only words a pair after the neighbour's id by filling its values into the
// words the catalogue's own wording made once for the pair's shape with markers
// (narration/forms.ts ComparisonParts.marked, narration/markers.ts) — not from the pair's fact.
// Here every comparison step of the benchmark's seed jobs and of every scheme test, in every
// catalogue (en, pl, nl, de), is worded both ways — by the writer's `comparisonText` and as the
// catalogue's render of the fact — and the two must be the same; pairs must be filled into a
// template in every language, and a lottery's pair worded from its fact.
import { describe, expect, it } from "vitest";
import { catalogueFor } from "@allot/runtime";
import { assessmentClassesOf, narrateTo, type Sink } from "../packages/runtime/src/engine/narrate.js";
import { comparisonHook, comparisonText, pendingPairTail } from "../packages/runtime/src/engine/rankingSteps.js";
import { LINES } from "../packages/runtime/src/engine/explainWriter.js";
import { PlaceBlocks } from "../packages/runtime/src/engine/placeBlock.js";
import { renderFact, formatsOf, type Catalogue } from "../packages/runtime/src/narration/catalogue.js";
import type { TraceFact } from "../packages/runtime/src/engine/trace.js";
import type { Run } from "../packages/runtime/src/engine/record.js";
import { seedAndSchemeTestRuns } from "./support/schemeRuns.js";

type ComparisonFact = Extract<TraceFact, { kind: "comparison" }>;

/** Per catalogue, pairs worded from a template and from the fact; the kinds of fact met each way. */
interface Seen {
  template: Map<string, number>;
  fact: Map<string, number>;
  kinds: Set<string>;
}

/** Every row of a run read in order (by place, and not), each comparison step worded by the writer and whole, in catalogue c. */
function compare(run: Run, c: Catalogue, label: string, seen: Seen, byPlace: boolean): number {
  const classes = assessmentClassesOf(run) ?? undefined;
  const places = new PlaceBlocks(run, 64);
  const f = formatsOf(c);
  let compared = 0;
  for (let j = 0; j < run.length; j++) {
    const i = run.appAt(j);
    if (i < 0) continue;
    let placed = byPlace ? places.at(j, classes?.classOf) : undefined;
    if (placed && placed.block.app[placed.place - placed.block.from] !== i) placed = undefined;
    const sink: Sink = (_step, _source, x) => {
      if (x !== comparisonHook) return;
      const said = comparisonText(c, f, LINES) as unknown as string;
      const fact = (x as () => TraceFact)() as ComparisonFact;
      expect(said, `${label} ${c.language} row ${j}`).toBe(renderFact(fact, c));
      const how = pendingPairTail()!;
      seen[how].set(c.language, (seen[how].get(c.language) ?? 0) + 1);
      seen.kinds.add(`${how}${fact.operands ? " operands" : ""}${fact.sameTime ? " sameTime" : ""}${fact.lottery ? " lottery" : ""}`);
      if (how === "template") expect(fact.lottery, `${label}: a lottery's pair from a template`).toBeFalsy();
      compared++;
    };
    narrateTo(run, i, sink, classes, () => {}, placed);
  }
  return compared;
}

describe("a comparison's words filled into its shape's template are the catalogue's render of its fact", () => {
  const catalogues = ["en", "pl", "nl", "de", "es", "fr", "pt"].map((l) => catalogueFor(l));

  it("every comparison step of the seed jobs (600 applications) and of every scheme test, in every catalogue", async () => {
    const runs = await seedAndSchemeTestRuns(600);
    const seen: Seen = { template: new Map(), fact: new Map(), kinds: new Set() };
    let compared = 0;
    for (const [label, run] of runs) for (const c of catalogues) for (const byPlace of [true, false]) compared += compare(run, c, label, seen, byPlace);
    expect(compared).toBeGreaterThan(10000);
    for (const c of catalogues) expect(seen.template.get(c.language) ?? 0, c.language).toBeGreaterThan(1000);
    // the shapes met: plain, with operands and with a shared moment filled into templates; a lottery's from its fact
    for (const kind of ["template", "template operands", "template sameTime", "fact lottery"]) expect([...seen.kinds], kind).toContain(kind);
  }, 240_000);
});
