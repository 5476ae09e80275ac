// AL0556 (mendalloc32; drafter32's finding 7): an item its block reads once, written twice, is
// refused at the second, and the hint names the line of the first. Each case is a scheme of
// schemes/ with one line written again (the schemes themselves check clean: the last case).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../packages/dsl/src/analysis.js";

const read = (p: string) => readFileSync(resolve(__dirname, "../schemes", p), "utf8");
const twoStage = read("drafted_twostage/two_stage_ria.allot");
const perRegion = read("drafted_clickday/isi_per_region.allot");
const subsidie = read("drafted_subsidie/verduurzaming_vastgoed.allot");

/** The scheme with `line` (written whole, as in the file, the first time it occurs) written twice. */
function twice(text: string, line: string): string {
  const at = text.indexOf(line + "\n");
  expect(at).toBeGreaterThan(-1);
  return text.slice(0, at) + line + "\n" + text.slice(at);
}

/** AL0556's diagnostics: [line of the second (1-based), message, hint]. */
function refused(text: string): Array<[number, string, string]> {
  const a = analyze(text);
  return a.diagnostics.filter((d) => d.code === "AL0556").map((d) => [a.lines.position(d.span.start).line + 1, d.message, d.hint ?? ""]);
}

const lineOf = (text: string, line: string) => text.slice(0, text.indexOf(line + "\n")).split("\n").length;

describe("AL0556: an item read once, written twice", () => {
  it("the schemes it is tried on check without it", () => {
    for (const t of [twoStage, perRegion, subsidie]) expect(refused(t)).toEqual([]);
  });
  it("a stage's admission", () => {
    const line = "    admit closest to 3 × call.budget at least 2.5 × call.budget";
    const n = lineOf(twoStage, line);
    expect(refused(twice(twoStage, line))).toEqual([[n + 1, "expected 'admit' once in the stage 'outline', found it again", `'admit' is already given on line ${n}; a stage admits one way (docs/language.md §14.10): keep the one the law states`]]);
  });
  it("a stage's budget", () => {
    const line = "    budget left";
    const n = lineOf(twoStage, line);
    expect(refused(twice(twoStage, line))).toEqual([[n + 1, "expected 'budget' once in the stage 'full', found it again", `'budget' is already given on line ${n}; a stage has one budget (docs/language.md §14.7); for a second limit, see a quota (§14.5)`]]);
  });
  it("a regime's allocation: first come, and the boundary", () => {
    const fc = "    first come first served per a11_4";
    const n = lineOf(perRegion, fc);
    expect(refused(twice(perRegion, fc))[0]).toEqual([n + 1, "expected 'first come first served' once in an allocation, found it again", `'first come first served' is already given on line ${n}; an allocation is walked first come, first served once (docs/language.md §14.13)`]);
    const b = "    at boundary stop per a11_4";
    const k = lineOf(perRegion, b);
    expect(refused(twice(perRegion, b))[0]).toEqual([k + 1, "expected 'at boundary' once in an allocation, found it again", `'at boundary' is already given on line ${k}; an allocation has one boundary rule (a policy such as 'at boundary skip', or 'at boundary pro rata …'): keep the one the law states`]);
  });
  it("the allocation's reserve list", () => {
    const line = '    reserve all "the chronological list" per a11_5';
    const n = lineOf(perRegion, line);
    expect(refused(twice(perRegion, line))[0]).toEqual([n + 1, "expected 'reserve' once in an allocation, found it again", `'reserve' is already given on line ${n}; an allocation keeps one reserve list (docs/language.md §14.11): keep the size the law gives`]);
  });
  it("a publish block's columns, and a notice's objection clause (the first was read, silently)", () => {
    const cols = "  columns { position, id, aanvrager, perceel, total, amount, status }";
    const n = lineOf(subsidie, cols);
    expect(refused(twice(subsidie, cols))).toEqual([[n + 1, "expected 'columns' once in the publish block, found it again", `'columns' is already given on line ${n}; a publish block has one list of columns (docs/language.md §16.2): put every column in it`]]);
    const obj = '  objection within 6 weeks calendar NL to "het college van burgemeester en wethouders van Zuiderhaven" by "een ondertekend bezwaarschrift met de gronden van het bezwaar"';
    const k = lineOf(subsidie, obj);
    expect(refused(twice(subsidie, obj))).toEqual([[k + 1, "expected 'objection' once in the notice, found it again", `'objection' is already given on line ${k}; a notice has one objection clause (docs/language.md §16.4)`]]);
  });
});
