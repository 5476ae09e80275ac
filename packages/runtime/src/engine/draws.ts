// Draws per key: a call parameter `draw by date` (or `by text`, `by integer`) holds one lottery
// draw for each key — the day of receipt, a round — so a scheme need not know in advance how many
// days will need a draw. In the input it is an object from each key, written as text, to the
// application ids in the order drawn; validate.ts reads it into `Draws`, and a lottery step
// `lottery draw call.draws by date_of(received_at)` (rank.ts) reads, for each application, the
// draw of its key.
import { Decimal } from "../decimal.js";
import type { KeySpec, KeyValue, LotterySpec, TypeSpec } from "../spec.js";
import { formatDate, parseDate } from "../time.js";
import type { InputIssue } from "../validate.js";
import type { Values } from "./shared.js";

export class Draws {
  constructor(readonly byKey: ReadonlyMap<string, readonly string[]>) {}
  /** the draw of one key (its canonical text, `keyText`), if the call gives one */
  of(key: string): readonly string[] | undefined {
    return this.byKey.get(key);
  }
}

/**
 * Each id's place in a draw (an id listed twice: its last place), as a hash table of the list's
 * positions: a typed array sized once (twice the list, a power of two), the ids hashed by their
 * code units (FNV-1a) and probed linearly — no Map of half a million entries grown by doubling,
 * no object per entry. Ids whose hashes crowd together (a probe longer than `maxProbe`, as
 * input made to collide would give) are placed by a Map instead, in the same table's stead.
 * `size` counts the different ids.
 */
export class DrawPlaces {
  private readonly slots: Int32Array | undefined;
  private map: Map<string, number> | undefined;
  private readonly mask: number;
  readonly size: number;
  constructor(
    private readonly list: readonly string[],
    private readonly maxProbe = 64,
  ) {
    let cap = 16;
    while (cap < list.length * 2) cap *= 2;
    const slots = new Int32Array(cap);
    const mask = cap - 1;
    this.mask = mask;
    let size = 0;
    let crowded = false;
    for (let i = 0; i < list.length && !crowded; i++) {
      const id = list[i]!;
      let h = hash(id) & mask;
      for (let probe = 0; ; probe++) {
        if (probe > maxProbe) {
          crowded = true;
          break;
        }
        const at = slots[h]!;
        if (at === 0) {
          slots[h] = i + 1;
          size++;
          break;
        }
        if (list[at - 1] === id) {
          slots[h] = i + 1;
          break;
        }
        h = (h + 1) & mask;
      }
    }
    if (crowded) {
      this.map = placesByMap(list);
      this.size = this.map.size;
    } else {
      this.slots = slots;
      this.size = size;
    }
  }
  /** the place of `id` in the draw (0 first), or undefined when the draw does not list it */
  get(id: string): number | undefined {
    const slots = this.slots;
    if (!slots || this.map) return this.map!.get(id);
    let h = hash(id) & this.mask;
    for (let probe = 0; ; probe++) {
      const at = slots[h]!;
      if (at === 0) return undefined;
      if (this.list[at - 1] === id) return at - 1;
      // a run of taken slots longer than inserting ever probed: the Map from here on
      if (probe > this.maxProbe) return (this.map = placesByMap(this.list)).get(id);
      h = (h + 1) & this.mask;
    }
  }
}

function placesByMap(list: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (let i = 0; i < list.length; i++) map.set(list[i]!, i);
  return map;
}

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

const placesOf = new WeakMap<readonly string[], DrawPlaces>();

/**
 * The places of a draw, computed once per list: validation builds them while it checks that no
 * id is listed twice (fewer places than ids), and a lottery step reads the same table for the
 * members of the ties that reach it.
 */
export function drawPlaces(list: readonly string[]): DrawPlaces {
  let places = placesOf.get(list);
  if (!places) placesOf.set(list, (places = new DrawPlaces(list)));
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

/**
 * What a draw per key says that the applications contradict (language.md §6.2), as input
 * warnings: an id no application has, and an application drawn for a key that is not its own (a
 * clerk who wrote the day of receipt in UTC where the scheme reads Berlin's clock). Validation
 * cannot tell (it does not hold a streamed input's ids, nor the keys, which the engine computes),
 * so this is read where the engine meets the draw: once per regime and lottery (select.ts), over
 * the regime's rows, each row's id looked up among the drawn ids only (a Map of those, not of the
 * applications). An id the regime does not rank but some application has (refused in assessment,
 * or of another regime) is not reported: a notary may draw among every application of the day.
 * `known` tells whether any application has an id; `missing` where a row has no key.
 */
export function drawIssues(
  step: LotterySpec,
  draws: Draws,
  keys: Values<KeyValue>,
  rows: number,
  idOf: (r: number) => string,
  known: (ids: ReadonlySet<string>) => ReadonlySet<string>,
  missing?: ReadonlyMap<number, string>,
): InputIssue[] {
  const key = step.key!;
  const drawn = new Set<string>();
  for (const list of draws.byKey.values()) for (const id of list) drawn.add(id);
  if (drawn.size === 0) return [];
  // each drawn id's own key, where the regime ranks it (null: a row without a key)
  const own = new Map<string, string | null>();
  for (let r = 0; r < rows; r++) {
    const id = idOf(r);
    if (drawn.has(id)) own.set(id, missing?.has(r) ? null : keyText(key, keys.at(r)));
  }
  const unseen = new Set([...drawn].filter((id) => !own.has(id)));
  const somewhere = unseen.size ? known(unseen) : unseen;
  const issues: InputIssue[] = [];
  const name = drawName(step);
  const zone = zoneOf(key);
  // in the draw's order: each key as the call writes it, each id in its place
  for (const [k, list] of draws.byKey) {
    for (const id of list) {
      const o = own.get(id);
      if (o !== undefined && o !== null && o !== k) issues.push(drawIssue(name, k, `the draw for ${k} names ${id}, whose ${key.text} is ${o}${zone ? ` (on the clock of ${zone})` : ""}: this draw does not place it`, `an application whose ${key.text} is ${k}`, `${id}, whose ${key.text} is ${o}`));
      else if (o === undefined && !somewhere.has(id)) issues.push(drawIssue(name, k, `the draw for ${k} names ${id}, which no application has`, "the id of an application", `${id}, which no application has`));
    }
  }
  return issues;
}

/**
 * A tied application that the draw (its key's, for a draw per key) leaves out, where one drawn is
 * tied with it when the ranking reaches the lottery (rank.ts `reached`): it comes after those
 * drawn, and stays tied with any others left out (§6.2, §13.2).
 */
export function drawMissingIssue(step: LotterySpec, key: string | undefined, id: string): InputIssue {
  const draw = key === undefined ? "the draw" : `the draw for ${key}`;
  return drawIssue(drawName(step), key, `${draw} leaves out ${id}, which is tied with the applications it names: ${id} is ranked after them`, `every application of the tie the draw decides`, `none for ${id}`);
}

function drawIssue(name: string, key: string | undefined, message: string, expected: string, found: string): InputIssue {
  const path = key === undefined ? name : `${name}[${JSON.stringify(key)}]`;
  return { record: "call", path, expected, found, message: `${path}: ${message}`, severity: "warning" };
}

/** The call parameter a draw per key is read from, as written after `lottery draw` without `call.` */
function drawName(step: LotterySpec): string {
  return (step.text ?? "the draw").replace(/^call\./, "");
}

/** The zone on whose clock a key of a moment's day is read (`date_of(received_at)`), where there is one. */
function zoneOf(k: KeySpec): string | undefined {
  if (k.zone) return k.zone;
  const zones = new Set((k.operands?.shows ?? []).flatMap((s) => (s.k === "time" ? [s.zone] : [])));
  return zones.size === 1 ? [...zones][0] : undefined;
}
