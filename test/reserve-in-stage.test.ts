// A reserve list written inside a stage (drafter25's finding 2, schemes/drafted_leader: the law
// keeps "the reserve list of their measure"). The list is the allocation's item — one list over
// every stage, docs/language.md §14.11 — and a list per stage is not in the language yet. Before
// issue 15's twenty-fifth round the drafter read only "expected '}', found 'reserve'" with the hint
// "close the block with '}'", which does not say why; the hint now says where the list goes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";

const leader = readFileSync(join(__dirname, "../schemes/drafted_leader/leader_call.allot"), "utf8");
// the list moved from the allocation into the stage per key, as a drafter reading art. 8 writes it
const inStage = leader
  .replace('  reserve all "the reserve list" per art8\n', "")
  .replace("    at boundary skip per art7_2\n", '    at boundary skip per art7_2\n    reserve all "the reserve list" per art8\n');

describe("a reserve list written inside a stage", () => {
  it("is one AL0102 at `reserve` whose hint says the list is the allocation's", () => {
    expect(inStage).not.toBe(leader);
    const d = analyze(inStage).diagnostics.filter((x) => x.severity === "error");
    expect(d[0]).toMatchObject({ code: "AL0102", message: "expected '}', found 'reserve'" });
    expect(d[0]!.hint).toBe("a reserve list is the allocation's item, one list over all its stages: write `reserve …` in the allocation, after the stages (docs/language.md §14.11); a list per stage is not in the language yet");
    // at the word, in the stage
    expect(inStage.slice(d[0]!.span.start, d[0]!.span.end)).toBe("reserve");
    expect(inStage.slice(0, d[0]!.span.start).lastIndexOf("stage measures")).toBeGreaterThan(inStage.slice(0, d[0]!.span.start).lastIndexOf("allocation per"));
  });
  it("another word that closes no stage keeps the old hint", () => {
    const d = analyze(leader.replace("    at boundary skip per art7_2\n", "    at boundary skip per art7_2\n    amount aid\n")).diagnostics.filter((x) => x.severity === "error");
    expect(d[0]).toMatchObject({ code: "AL0102", hint: "close the block with '}'" });
  });
  it("the allocation's list checks as written", () => {
    expect(analyze(leader).diagnostics).toEqual([]);
  });
});
