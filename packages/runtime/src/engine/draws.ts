// Draws per key: a call parameter `draw by date` (or `by text`, `by integer`) holds one lottery
// draw for each key — the day of receipt, a round — so a scheme need not know in advance how many
// days will need a draw. In the input it is an object from each key, written as text, to the
// application ids in the order drawn; validate.ts reads it into `Draws`, and a lottery step
// `lottery draw call.draws by date_of(received_at)` (rank.ts) reads, for each application, the
// draw of its key.
import { Decimal } from "../decimal.js";
import type { KeySpec, KeyValue, TypeSpec } from "../spec.js";
import { formatDate, parseDate } from "../time.js";

export class Draws {
  constructor(readonly byKey: ReadonlyMap<string, readonly string[]>) {}
  /** the draw of one key (its canonical text, `keyText`), if the call gives one */
  of(key: string): readonly string[] | undefined {
    return this.byKey.get(key);
  }
}

const placesOf = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

/**
 * Each id's place in a draw (an id listed twice: its last place), computed once per list:
 * validation builds it while it checks that no id is listed twice (fewer places than ids), and a
 * lottery step reads the same map for the members of the ties that reach it.
 */
export function drawPlaces(list: readonly string[]): ReadonlyMap<string, number> {
  let places = placesOf.get(list);
  if (places) return places;
  const m = new Map<string, number>();
  for (let i = 0; i < list.length; i++) m.set(list[i]!, i);
  placesOf.set(list, (places = m));
  return places;
}

/** The canonical text of a key as the input writes it, or undefined when it is not of the type. */
export function drawKey(t: TypeSpec, text: string): string | undefined {
  switch (t.k) {
    case "date": {
      const d = parseDate(text);
      return d === undefined ? undefined : formatDate(d);
    }
    case "integer":
      return /^-?\d{1,15}$/.test(text) ? String(Number(text)) : undefined;
    case "text":
      return text;
    default:
      return undefined;
  }
}

/** The canonical text of an application's key value, as `drawKey` writes the input's keys. */
export function keyText(k: KeySpec, v: KeyValue): string {
  if (k.valueKind === "date") return formatDate(v as number);
  if (v instanceof Decimal) return v.toString();
  return String(v);
}
