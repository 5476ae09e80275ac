// `stage_position(<stage>)` in a published list's columns (language.md §16.2): the place in the
// ranking of one stage, where the stages rank on their own — for a stage per key, the place in the
// list of the member that ranked the application ("pořadí žádostí za každý kraj zvlášť": the
// kraj's list of a výzva whose national remainder decided some of them; drafter33's finding 2).
// `stage_position` alone is the place in the ranking of the stage that decided it.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";

/** The names of the stages of every allocation, as written (a stage per key once). */
function stageNames(m: Model): string[] {
  const out: string[] = [];
  for (const d of m.file.declarations) {
    const allocations = d.kind === "allocation" ? [d] : d.kind === "regime" ? d.members.filter((x): x is A.AllocationDecl => x.kind === "allocation") : [];
    for (const a of allocations) for (const it of a.items) if (it.kind === "stage") {
      // a stage per key once, by the name written (`kraje`, not its members `kraje[jmk]`)
      const name = it.member ? it.member.stage.text : it.name.text;
      if (!out.includes(name)) out.push(name);
    }
  }
  return out;
}

/** `e` as `stage_position(<stage>)`: the stage's name, or undefined for any other column. */
export function stageColumnOf(m: Model, e: A.Expr): string | undefined {
  if (e.kind !== "callfn" || e.fn.text !== "stage_position" || m.functions.has("stage_position")) return undefined;
  const a = e.args[0]?.value;
  return e.args.length === 1 && a?.kind === "name" && !e.args[0]!.variable ? a.name.text : undefined;
}

/**
 * Checks a column `stage_position(…)`: one argument, the name of a stage of an allocation; true
 * where `e` is such a column (typed integer, its place being a whole number; AL0303 where the
 * argument is not a stage), false for any other column (typechecked as an expression).
 */
export function checkStageColumn(m: Model, e: A.Expr): boolean {
  if (e.kind !== "callfn" || e.fn.text !== "stage_position" || m.functions.has("stage_position")) return false;
  const stages = stageNames(m);
  if (stages.length === 0) return false;
  const name = stageColumnOf(m, e);
  if (name === undefined || !stages.includes(name)) {
    const written = name ?? m.text.slice(e.span.start, e.span.end);
    m.diagnostics.push(
      diag("AL0303", e.args[0]?.span ?? e.span, `stage_position takes the name of a stage of the allocation, found '${written}'`, {
        hint: (name && didYouMean(name, stages)) ?? `write stage_position(${stages[0]}): the place in the ranking of the stage '${stages[0]}' (the stages: ${stages.join(", ")}); stage_position alone is the place in the stage that decided it`,
      }),
    );
  }
  m.types.set(e, { k: "integer" });
  return true;
}
