// The default reason of a rule or threshold not met (no `otherwise` of its own): "not met: " and
// the condition as written; for a threshold that compares points, each one's points for the
// application after it — "not met: realnosc >= 6 (realnosc: 4.5 points)" — so the reason says
// what was compared, not only the rule (the catalogues word it: narration/whys.ts NOT_MET).
// Applications refused alike share one list of reasons: by rule, and by the points it states.
import type { Env, RuleSpec } from "../spec.js";
import type { Reason } from "../result.js";

/** The default reason's text, for the application in `e` (or without points where `e` is not given). */
export function notMetText(r: RuleSpec, e?: Env): string {
  if (r.message !== undefined) return r.message;
  if (!r.compares || !e) return `not met: ${r.text}`;
  return `not met: ${r.text} (${r.compares.map((n) => `${n}: ${pointsText(e.p[n])}`).join(", ")})`;
}

function pointsText(v: unknown): string {
  if (v === undefined || v === null) return "no points";
  const s = String(v);
  return s === "1" ? "1 point" : `${s} points`;
}

/** The shared lists of default reasons, by rule and text. */
export class NotMetLists {
  private readonly lists = new Map<RuleSpec, number | Map<string, number>>();

  /** The list of one reason for rule `r` not met by the application in `e`, made once per text (`one`: makes a list). */
  listOf(r: RuleSpec, e: Env, reason: (message: string) => Reason, one: (x: Reason) => number): number {
    const known = this.lists.get(r);
    if (!r.compares || r.message !== undefined) {
      if (typeof known === "number") return known;
      const list = one(reason(notMetText(r)));
      this.lists.set(r, list);
      return list;
    }
    const text = notMetText(r, e);
    let byText = known as Map<string, number> | undefined;
    if (!byText) this.lists.set(r, (byText = new Map()));
    let list = byText.get(text);
    if (list === undefined) byText.set(text, (list = one(reason(text))));
    return list;
  }
}
