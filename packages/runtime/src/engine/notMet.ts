// The default reason of a rule or threshold not met (no `otherwise` of its own): "not met: " and
// the condition as written; for a threshold that compares points, each one's points for the
// application after it, the criterion named by its title where the scheme gives one (as the
// explanation's steps name it) — "not met: realnosc >= 6 (Realność: 4.5 points)" — so the reason
// says what was compared, not only the rule (the catalogues word it: narration/whys.ts NOT_MET).
// Applications refused alike share one list of reasons: by rule, and by the points it states.
import type { CriterionSpec, Env, RuleSpec } from "../spec.js";
import type { Reason } from "../result.js";

/** The default reason's text, for the application in `e` (or without points where `e` is not given); `titles`: the criteria's titles by name. */
export function notMetText(r: RuleSpec, e?: Env, titles?: ReadonlyMap<string, string>): string {
  if (r.message !== undefined) return r.message;
  if (!r.compares || !e) return `not met: ${r.text}`;
  return `not met: ${r.text} (${r.compares.map((n) => `${titles?.get(n) ?? n}: ${pointsText(e.p[n])}`).join(", ")})`;
}

/** The titles of the criteria that have one, by name. */
export function criterionTitles(criteria: readonly CriterionSpec[]): ReadonlyMap<string, string> {
  const titles = new Map<string, string>();
  for (const c of criteria) if (c.title !== undefined) titles.set(c.name, c.title);
  return titles;
}

function pointsText(v: unknown): string {
  if (v === undefined || v === null) return "no points";
  const s = String(v);
  return s === "1" ? "1 point" : `${s} points`;
}

/** The shared lists of default reasons, by rule and text. */
export class NotMetLists {
  private readonly lists = new Map<RuleSpec, number | Map<string, number>>();

  /** `titles`: the criteria's titles by name (criterionTitles) */
  constructor(readonly titles?: ReadonlyMap<string, string>) {}

  /** The list of one reason for rule `r` not met by the application in `e`, made once per text (`one`: makes a list). */
  listOf(r: RuleSpec, e: Env, reason: (message: string) => Reason, one: (x: Reason) => number): number {
    const known = this.lists.get(r);
    if (!r.compares || r.message !== undefined) {
      if (typeof known === "number") return known;
      const list = one(reason(notMetText(r)));
      this.lists.set(r, list);
      return list;
    }
    const text = notMetText(r, e, this.titles);
    let byText = known as Map<string, number> | undefined;
    if (!byText) this.lists.set(r, (byText = new Map()));
    let list = byText.get(text);
    if (list === undefined) byText.set(text, (list = one(reason(text))));
    return list;
  }
}
