// `unused <stage>` in a stage's budget (docs/language.md §14.7), checked where the budget is
// (budgetFlow.ts checkStages): "the part of a cut-off's budget not committed is added to the budget
// of the next" names an earlier stage of the same allocation, one with a budget whose unused part
// returns (not an admission stage, not one whose unused part lapses); anything else is AL0510
// (typecheck.ts says AL0510 too where it is read outside a stage's budget).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import { ERROR, type Ty } from "../types.js";

const words = (it: A.StageItem): string => (it.kind === "setting" ? it.words.map((w) => w.text).join(" ") : "");

/** `unused <name>` in the budget of stages[k]: its type, `ty` (the budget's unit), or ERROR with AL0510. */
export function unusedOf(m: Model, stages: readonly A.StageDecl[], k: number, e: A.UnusedRef, ty: Ty): Ty {
  const name = e.stage.text;
  const here = stages[k]!.name.text;
  const earlier = stages.slice(0, k).map((s) => s.name.text);
  const at = stages.findIndex((s) => s.name.text === name);
  const fail = (message: string, hint: string, related?: A.StageDecl): Ty => {
    m.diagnostics.push(diag("AL0510", e.stage.span, message, { hint, ...(related ? { related: [{ span: related.name.span, message: `the stage '${related.name.text}'` }] } : {}) }));
    return ERROR;
  };
  if (name === "") {
    const last = earlier[earlier.length - 1];
    const hint = last ? `write 'unused ${last}': what the stage '${last}' left of its budget (the stages before '${here}': ${earlier.join(", ")})` : `'${here}' is the first stage: no stage came before it to leave anything; give its budget as an amount`;
    return fail("expected the name of an earlier stage after 'unused', found nothing", hint);
  }
  if (at < 0) {
    const none = `'${here}' is the first stage: no stage came before it to leave anything; give its budget as an amount`;
    return fail(`expected an earlier stage of this allocation after 'unused', found '${name}'`, didYouMean(name, earlier) ?? (earlier.length ? `the stages before '${here}': ${earlier.join(", ")}` : none));
  }
  if (at >= k) return fail(`expected an earlier stage after 'unused', found '${name}', ${at === k ? "this stage itself" : "a later stage"}`, "a stage's budget is computed when it starts: it can read what the stages before it left", at === k ? undefined : stages[at]);
  const st = stages[at]!;
  if (st.items.some((i) => i.kind === "admit")) return fail(`expected a stage that funds after 'unused', found '${name}', which admits applications to the next stage`, "an admission stage spends no budget: read what an earlier stage that funds left", st);
  if (st.items.some((i) => words(i) === "unused lapses")) return fail(`expected a stage whose unused part returns after 'unused', found '${name}', whose unused part lapses`, `'unused lapses' says what '${name}' does not use is gone: write 'unused returns' on it, or leave the setting out`, st);
  return ty;
}
