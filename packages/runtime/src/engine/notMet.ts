// The default reason of a rule or threshold not met (no `otherwise` of its own): "not met: " and
// the condition as written; for a threshold, the values its condition read for the application
// after it (the compiler's `values`, which a met threshold's step shows too: metValues.ts), and so
// for an eligibility rule whose condition compares (its `metValues`: "not met: average >= 4.5
// (average: 4.2)", notice23: the applicant refused read the rule and not their own value) — each
// criterion's points by its title, the total, a let by its title, fields and call parameters with
// their units — so the reason gives both the applicant's value and the bar it was set against:
// "not met: total >= bar (total: 41 points, bar: 50 points)", "not met: requested <=
// call.max_grant (requested: 120000.00 EUR, call.max_grant: 100000.00 EUR)". The catalogues word
// it (narration/whys.ts NOT_MET). Applications refused alike share one list of reasons: by rule,
// and by the values it states.
import type { Env, RuleSpec, ShowSpec, ThresholdSpec } from "../spec.js";
import { Decimal } from "../decimal.js";
import { pointsText } from "../pointsText.js";
import { shownAt, type ThresholdValues } from "./metValues.js";
import type { Reason } from "../result.js";
import type { TraceValue } from "./trace.js";
import { traceValue } from "./details.js";
import { EvaluationError } from "../ops.js";

/** The default reason's text, for the application in `e` (or without values where `e` is not given). */
export function notMetText(r: RuleSpec, e?: Env): string {
  if (r.message !== undefined) return r.message;
  const v = valuesOf(r);
  if (!v || !e) return `not met: ${r.text}`;
  const parts: string[] = [];
  let before: unknown;
  for (let n = 0; n < v.gets.length; n++) {
    let raw: unknown;
    try {
      raw = v.gets[n]!(e);
    } catch (err) {
      // an absent optional field: the value is shown absent, as the met threshold's step shows it
      if (!(err instanceof EvaluationError)) throw err;
      raw = undefined;
    }
    // a rounded let's unrounded input, where the rounding changed it (metValues.ts shownAt)
    const shown = !v.unrounded || shownAt(v, n, raw, before);
    before = raw;
    if (!shown) continue;
    parts.push(`${v.names[n]}: ${v.points[n] ? pointsWords(raw, v.shows[n]!) : englishValue(traceValue(raw, v.shows[n]!))}`);
  }
  return `not met: ${r.text} (${parts.join(", ")})`;
}

/** What a check's default reason shows: a threshold's `values`, an eligibility rule's `metValues` (the values its step shows where it is met). */
const valuesOf = (r: RuleSpec): ThresholdValues | undefined => (r as ThresholdSpec).values ?? r.metValues;

/** Points in the reason's words, with the places of a scale of points (§11.3: "4.990 points") where the compiler shows them so. */
function pointsWords(v: unknown, show: ShowSpec): string {
  if (v === undefined || v === null) return "no points";
  const s = show.k === "number" && show.places !== undefined && (v instanceof Decimal || typeof v === "number") ? pointsText(v, show.places) : String(v);
  return s === "1" ? "1 point" : `${s} points`;
}

/** A value in English, as the English catalogue words it (forms.ts valueText); the others render the reason's values from these words (whys.ts notMetValues). */
function englishValue(v: TraceValue): string {
  switch (v.kind) {
    case "absent":
      return "absent";
    case "boolean":
      return v.value === "true" ? "yes" : "no";
    case "number":
    case "percent":
    case "money": {
      const s = v.kind === "percent" ? `${v.value}%` : v.kind === "money" && v.unit ? `${v.value} ${v.unit}` : v.unit ? `${v.value}\u00a0${v.unit}` : v.value;
      return v.approx ? `about ${s}` : s;
    }
    default:
      return v.title ?? v.value;
  }
}

/** The shared lists of default reasons, by rule and text. */
export class NotMetLists {
  private readonly lists = new Map<RuleSpec, number | Map<string, number>>();

  /**
   * The list `listOf` gives for `r` and the application in `e` where it is made already, else
   * undefined: asked first, so that the closures `listOf` takes are made only for a list's first
   * application, not for each one refused (assess.ts `onlyNotMet`).
   */
  made(r: RuleSpec, e: Env): number | undefined {
    const known = this.lists.get(r);
    return known === undefined || typeof known === "number" ? known : known.get(notMetText(r, e));
  }

  /** The list of one reason for rule `r` not met by the application in `e`, made once per text (`one`: makes a list). */
  listOf(r: RuleSpec, e: Env, reason: (message: string) => Reason, one: (x: Reason) => number): number {
    const known = this.lists.get(r);
    if (!valuesOf(r) || r.message !== undefined) {
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
