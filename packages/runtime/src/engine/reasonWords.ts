// The reasons of a result in the scheme's language. The engine records the reasons it gives itself
// — a refusal by the allocation, a quota or a group's cap, first come's "not assessed", a tie
// left open, a place on the reserve list — in English words, as its explanation facts do; a
// scheme's own reasons (`otherwise "…"`) are in its language already. Every reader of a result's
// reasons (JSON, CSV, Markdown, HTML, notices, the service) reads them through here, so each
// reads the catalogue's words (narration/*.ts, the phrases the explanations use) and none reads
// English inside a Polish or Dutch list. A list is translated once and kept by identity: a list
// the rows share (frozen, ReasonLists) stays one list, printed once where the writers keep it.
import type { Reason } from "../result.js";
import type { CompiledScheme } from "../spec.js";
import { phrasesOf, reasonText, type Allotted, type Catalogue } from "../narration/catalogue.js";
import { hasOwnBudget } from "./stageSteps.js";
import { stageName } from "./stageReasons.js";

/**
 * The list of reasons `list` in the words of catalogue `c` (the list itself where no message
 * changes); `kind`: what the row's allocation hands out — places (`AllocationSpec.places`), whose
 * refusals speak of the places left, not of a budget, in English too (narration/places.ts); an
 * amount the scheme computes, whose budget Dutch does not call a subsidy's ceiling (nlBudget.ts).
 */
export type ReasonWords = (list: readonly Reason[], kind?: Allotted) => readonly Reason[];

export function reasonWords(c: Catalogue, own?: ReadonlySet<string>): ReasonWords {
  const kept = { asked: new WeakMap<readonly Reason[], readonly Reason[]>(), places: new WeakMap<readonly Reason[], readonly Reason[]>(), computed: new WeakMap<readonly Reason[], readonly Reason[]>() };
  // English: the engine's words are the catalogue's, but for places
  const none = { asked: c.phrases.length === 0, places: phrasesOf(c, "places").length === 0, computed: phrasesOf(c, "computed").length === 0 };
  return (list, kind = "asked") => {
    if (list.length === 0 || none[kind]) return list;
    const worded = kept[kind];
    let w = worded.get(list);
    if (w === undefined) {
      let changed = false;
      const out = list.map((x) => {
        const message = reasonText(x.message, c, kind, own);
        if (message === x.message) return x;
        changed = true;
        return Object.freeze({ rule: x.rule, source: x.source, message });
      });
      w = changed ? Object.freeze(out) : list;
      worded.set(list, w);
    }
    return w;
  };
}

/** What allocation `a` hands out (its reasons' words: reasonWords). */
export function allotted(a: { readonly places?: boolean; readonly amountSteps?: unknown }): Allotted {
  return a.places ? "places" : a.amountSteps ? "computed" : "asked";
}

/**
 * The stages of a scheme whose budget is their own (a reservation, `budget X` in a stage:
 * stageSteps.ts `hasOwnBudget`), by the name a reason prints ("in stage '…'"): their parts of a
 * reason are worded as their steps are, without the budget's name (narration/catalogue.ts `reasonText`).
 */
export function ownBudgetStages(scheme: CompiledScheme): ReadonlySet<string> {
  const out = new Set<string>();
  for (const g of scheme.regimes) for (const s of g.allocation?.stages ?? []) if (hasOwnBudget(s)) out.add(stageName(s));
  return out;
}
