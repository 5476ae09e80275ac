// `unused <stage>` in a stage's budget as written (the stage fact's `budgetText`), in the words of
// a language: each earlier stage it names replaced by what that stage left of its budget and the
// stage's title (the fact's `unused`, engine/stageSteps.ts): "the budget of cut-off 2 + 90000.00
// EUR not committed in stage 'Cut-off 1'".
import type { TraceAmount, TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

type StageFact = Extract<TraceFact, { kind: "stage" }>;

const escaped = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` (the budget as the language words it) with each `unused <stage>` of `x` in `phrase`'s words. */
export function unusedWorded(text: string, x: StageFact, f: Formats, phrase: (amount: string, title: string) => string): string {
  let out = text;
  for (const u of x.unused ?? []) out = out.replace(new RegExp(`(?<![\\w.])unused\\s+${escaped(u.stage)}(?![\\w])`, "gu"), () => phrase(f.amount(u.amount as TraceAmount), u.title));
  return out;
}
