// A stage's own reserve list in the editor (docs/language.md §14.11): completion offers `reserve`
// where a stage's line starts, and hover on it says it is the stage's list, one per member of a
// stage per key. On schemes/drafted_leader, whose art. 8 keeps a list per measure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analysis.js";
import { completion } from "../../src/services/completion.js";
import { hover } from "../../src/services/hover.js";

const leader = readFileSync(join(__dirname, "../../../../schemes/drafted_leader/leader_call.allot"), "utf8");
const LINE = "    reserve all per art8\n";

describe("a stage's own reserve list in the language services", () => {
  it("is offered at the start of a stage's line, with `budget` and `threshold`", () => {
    const text = leader.replace(LINE, "    \n");
    const offset = text.indexOf("at boundary skip per art7_2\n") + "at boundary skip per art7_2\n    ".length;
    const labels = completion(analyze(text), offset).items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["budget", "threshold", "reserve"]));
  });

  it("hover on it says it is the stage's list, one per member", () => {
    const at = leader.indexOf(LINE) + 4;
    const h = hover(analyze(leader), at);
    expect(h?.markdown).toContain("**Reserve list of stage “The allocation of each measure”**: Every candidate of the stage that no stage funds, and that no later stage keeping its own list decides, is placed on the stage's own reserve list, in the stage's ranking order: one list per member of `measure`, each numbered from 1. The results give each application's place and its list (`reserveList`).");
    expect(h?.markdown).toContain("> Operations that meet Articles 2 and 4 but are not selected");
  });

  it("hover on a named list says the law's name, as the allocation's does (review34 H1)", () => {
    const text = leader.replace(LINE, '    reserve all "die Nachrückliste" per art8\n');
    const h = hover(analyze(text), text.indexOf('reserve all "die Nachrückliste"'));
    expect(h?.markdown).toContain("**Reserve list “die Nachrückliste” of stage “The allocation of each measure”**: Every candidate");
    expect(h?.markdown).toContain("The law calls it “die Nachrückliste”: the explanations, the reasons and the notices name it so.");
  });
});
