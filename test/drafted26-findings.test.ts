// What drafter26 found drafting schemes/drafted_solartender (issue 15, twenty-sixth round): a
// tender whose volume is whole kilowatts (`budget call.volume "the volume tendered"`, an integer, so
// the allocation counts places) named its budget in the explanation — "the volume tendered was
// reached by S08; nothing is funded after it" — but the result's reason, which every reader of the
// result shows (JSON, CSV, Markdown, `allot explain`'s grounds, the notices), said "the budget was
// reached by S08": the places' phrases did not pass through the budget's name
// (narration/budgetTitle.ts), and English, which has no phrase for that reason, kept the engine's words.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";

const dir = resolve(__dirname, "../schemes/drafted_solartender");
const scheme = load(analyze(readFileSync(join(dir, "solar_tender.allot"), "utf8")));
const input = JSON.parse(readFileSync(join(dir, "data/bids_2027_06.json"), "utf8"));

describe("a budget of places with a name of its own: the reasons say the name, as the explanation does", () => {
  const { result } = evaluate(scheme, input);
  const of = (id: string) => result.results.find((r) => r.id === id)!;

  it("S12, after the bid that passed the volume, is refused by 'the volume tendered', in its reason and its explanation", () => {
    expect(of("S12").reasons).toEqual([{ rule: "allocation", source: "art4_1", message: "the volume tendered was reached by S08; nothing is funded after it" }]);
    expect(of("S12").explanation.at(-1)!.text).toBe("Not granted (300 places asked): the volume tendered was reached by S08; nothing is funded after it (remaining before: -100 places).");
  });
});
