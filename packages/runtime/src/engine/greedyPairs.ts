// A greedy step over the panel's pairs (§13.6.1): `by most new call.adds ranked above`, where
// `call.adds` is a list of `{ proposal, over, adds }` — for a pair of applications, whether the
// panel finds that `proposal` addresses aspects not covered by `over`. An application placed
// above covers a member when the panel states that the member adds nothing over it (`adds:
// false`); a pair the panel does not state covers nothing. So the member's count at its place is
// 1 ("it addresses aspects not covered by the applications placed above") when no application
// placed above covers it, else 0, and the members that add come first (`most new`).
//
// It runs on the greedy machinery of greedy.ts: what a placed application "covers" is its own id
// (the set of the ids placed above, or funded above), and `measure` reads that set against the
// pairs. The pairs are indexed once per call list (a WeakMap on the list), so each application's
// value is found in constant time. A proposal for which the panel states both answers over one
// application has no value for the step (the tie follows the step's `if absent` rule).
import { EvaluationError } from "../ops.js";
import type { Placed } from "./greedy.js";

interface PanelIndex {
  /** per proposal: the applications over which it adds nothing */
  readonly coveredBy: ReadonlyMap<string, readonly string[]>;
  /** per proposal: why its pairs contradict each other */
  readonly conflicts: ReadonlyMap<string, string>;
}

const indexes = new WeakMap<object, PanelIndex>();

/** The panel's pairs indexed by proposal (once per list). */
export function panelIndex(list: unknown): PanelIndex {
  const pairs = (Array.isArray(list) ? list : []) as ReadonlyArray<Record<string, unknown>>;
  let ix = indexes.get(pairs);
  if (ix) return ix;
  const stated = new Map<string, boolean>();
  const coveredBy = new Map<string, string[]>();
  const conflicts = new Map<string, string>();
  for (const p of pairs) {
    const proposal = String(p["proposal"]);
    const over = String(p["over"]);
    const adds = p["adds"] === true;
    const key = JSON.stringify([proposal, over]);
    const before = stated.get(key);
    if (before !== undefined && before !== adds) conflicts.set(proposal, `the panel's pairs state both that it adds and that it adds nothing over ${over}`);
    if (before !== undefined) continue;
    stated.set(key, adds);
    if (!adds) {
      let list = coveredBy.get(proposal);
      if (!list) coveredBy.set(proposal, (list = []));
      list.push(over);
    }
  }
  ix = { coveredBy, conflicts };
  indexes.set(pairs, ix);
  return ix;
}

/** The value an application has for the step: its own id (what it covers once placed), or no value on contradictory pairs. */
export function panelMember(list: unknown, id: string): string[] {
  const why = panelIndex(list).conflicts.get(id);
  if (why !== undefined) throw new EvaluationError(why);
  return [id];
}

/** A member's count at its place given the ids placed above: 1 unless one of them covers it. */
export function measurePair(ix: PanelIndex, id: string, above: ReadonlySet<string>): Placed {
  const by = (ix.coveredBy.get(id) ?? []).filter((b) => above.has(b)).sort();
  return by.length ? { count: 0, added: [], coveredAbove: by } : { count: 1, added: [id], coveredAbove: [] };
}

/** A placed member's value in words, for its explanation. */
export function showPair(p: Placed): string {
  return p.count === 1 ? "1: it adds to every application placed above (no pair of the panel says otherwise)" : `0: the panel finds it adds nothing over ${p.coveredAbove.join(", ")}, placed above`;
}
