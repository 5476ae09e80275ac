// What an explanation shows of an ordering key's value (a comparison's "12000.00 EUR against
// 24000.00 EUR", a tie's values): a moment on the zone's clock at the key's granularity, a date,
// yes/no as true/false, and an amount with its currency and a percentage with its sign — as the
// operands, subjects and amounts beside it show them (details.ts traceValue), from the key's type
// the compiler gives (`KeySpec.show`). Only the words: the value the ranking orders by and its
// packed column are the key's own (rank.ts, order.ts).
import { Decimal } from "../decimal.js";
import type { KeySpec, KeyValue, ShowSpec } from "../spec.js";
import { formatDate } from "../time.js";
import { showMoment } from "../timeShow.js";
import type { Values } from "./shared.js";

/** What explanations read of a key beyond its value (compile/explainValues.ts keyShown). */
export interface KeyWords {
  /** how its value is shown where it has a unit: money ("12000.00 EUR"), a percentage ("51.5%") */
  readonly show?: ShowSpec;
  /** a let's title (`let grant "the grant" = …`): the key's name in comparisons */
  readonly title?: string;
  /** the description of the application's field that is the key (`complete_at: datetime(…) "the moment …"`): first come names its order by it where the key has no title (fcfs.ts, mendfix29) */
  readonly described?: string;
}

/** Row r's value of key k in words (k's values are `values`, by row). */
export function keyShower(k: KeySpec, values: Values<KeyValue>): (r: number) => string {
  const show = valueShower(k);
  return (r) => show(values.at(r));
}

/**
 * A value of key k in words, as `keyShower` words row r's (the same words: a function of the value
 * alone): for a reader that holds the value already, gathered by place (placeBlock.ts), which then
 * does not read the key's column at the row again.
 */
export function valueShower(k: KeySpec): (v: KeyValue) => string {
  const unit = k.granularity ?? "exact";
  const shown = k.show;
  // the value shown last, and its words: rows read in ranking order show the same value again and
  // again (a position's total, a tie's moment); the words are a function of the value alone
  let last: KeyValue | undefined, lastText: string | undefined;
  return (v) => {
    if (lastText !== undefined && (v === last || (typeof v === "number" && Object.is(v, last)))) return lastText;
    last = v;
    return (lastText = words(v));
  };
  function words(v: KeyValue): string {
    // a quantity's unit after its number ("650 m", language.md §6.4), a no-break space between:
    // narration/keyValues.ts writes the number in the language's digits and the unit as it is
    if (shown?.k === "number" && shown.unit !== undefined) return `${number(v)}\u00a0${shown.unit}`;
    return number(v);
  }
  function number(v: KeyValue): string {
    if (shown?.k === "money" || shown?.k === "percent") return withUnit(v instanceof Decimal ? v : new Decimal(v as number), shown);
    // a number declared decimal(n) with its n places ("8.0"), never fewer than it has
    if (shown?.k === "number" && shown.places !== undefined && (v instanceof Decimal || typeof v === "number")) {
      const d = v instanceof Decimal ? v : new Decimal(v);
      return d.toFixed(Math.max(shown.places, d.decimalPlaces()));
    }
    if (v instanceof Decimal) return v.toString();
    // a moment at day granularity is held as its day on the zone's clock, else as an instant
    if (k.valueKind === "time") return unit === "day" ? formatDate(v as number) : showMoment(v as number, unit, k.zone);
    if (k.valueKind === "date") return formatDate(v as number);
    if (k.valueKind === "boolean") return v ? "true" : "false";
    if (typeof v === "number" && k.valueKind === "decimal") return new Decimal(v).toString();
    return String(v);
  }
}

/** An amount with at least its currency's two places and its unit, a percentage with its sign: exact (a comparison shows the values that decided it, never rounded). */
function withUnit(d: Decimal, show: ShowSpec): string {
  if (show.k === "money") return `${d.toFixed(Math.max(2, d.decimalPlaces()))} ${show.unit}`;
  return `${d.times(100).toFixed()}%`;
}
