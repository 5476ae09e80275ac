// The steps of a ranking as applied (rank.ts): a key's column and its words, a greedy step, a
// lottery (one draw, or a draw per key) — each with its label and the value a row is ordered by.
import { createHash } from "node:crypto";
import { EvaluationError } from "../ops.js";
import type { KeySpec, KeyValue, Rec, StepSpec } from "../spec.js";
import { truncate } from "../time.js";
import type { Column } from "./order.js";
import type { KeyKind } from "./trace.js";
import type { Values } from "./shared.js";
import { Draws, drawPlaces, keyText, type DrawPlaces } from "./draws.js";
import type { TieStep } from "./lazykeys.js";
import { coveredAt, uncovered, type Placed } from "./greedy.js";
import { keyColumn } from "./idorder.js";
import { measurePair, panelIndex, showPair } from "./greedyPairs.js";
import { valueShower } from "./keyShow.js";
import { orderText, orderWords } from "../narration/orderWords.js";
import { weightedStep } from "./weightedLottery.js";
/** A key's value as the ranking orders it: moments truncated to the key's granularity, yes/no as 1/0. */
export function orderValue(k: KeySpec, v: KeyValue): KeyValue {
  if (k.valueKind === "time") return truncate(v as number, k.granularity ?? "exact", k.zone);
  if (k.valueKind === "boolean") return v ? 1 : 0;
  // a greedy step's list, as texts (greedy.ts compares them as members of a set)
  if (k.valueKind === "set") return Array.from(v as unknown as ArrayLike<unknown>, (x) => String(x)) as unknown as KeyValue;
  return v;
}

/** true for a step ordering from high to low */
export function isDescending(k: KeySpec): boolean {
  return k.direction === "highest" || k.direction === "latest" || k.direction === "true";
}

/** One step of the order as applied: a key or a lottery, with its label for explanations. */
export interface Step {
  readonly label: string;
  readonly source?: string;
  readonly descending: boolean;
  readonly isLottery: boolean;
  /** a key's name in the law's words, its direction and (a moment's) granularity, for explanations */
  readonly key?: { readonly name: string; readonly direction: string; readonly granularity?: string; readonly kind?: KeyKind; readonly order?: readonly string[] };
  /** the value row r is ordered by */
  value(r: number): KeyValue;
  /** that value in words */
  show(r: number): string;
  /** a value of the key in words, as `show` words a row's (a key's own step only: a reader that gathered the row's value, placeBlock.ts) */
  showValue?(v: KeyValue): string;
  /** the column of every row (keys only: a lottery is computed for the rows of a tie) */
  column?(): Column;
  /** why row r has no value (a tie-break key it could not be computed for), else undefined */
  missing?(r: number): string | undefined;
  /** a tie-break key with rows without a value: such a row ranks "last", or the tie stays "unresolved" */
  readonly absent?: "last" | "unresolved";
  /** some row has no value: the step is read inside ties only (lazykeys.ts) */
  readonly lazy?: boolean;
  /** a greedy step (greedy.ts): read inside ties only, one place at a time */
  readonly greedy?: TieStep["greedy"];
  readonly cover?: "ranked" | "funded";
  /** the key it orders by (explanations read the operands recorded for it: details.ts) */
  readonly spec?: KeySpec;
  /**
   * a draw: told, after the sort, of each run of rows still equal when the ranking reached it
   * (rank.ts `reached`), so that it warns of a row the draw leaves out only where a drawn row is
   * tied with it there — not of a row an earlier step decided, whose value the sort read as well
   */
  reach?(members: ArrayLike<number>): void;
  /**
   * a greedy step: row r's value, and in words, at the place that the first placed of r and
   * `other` took — the place the two contested, where a pair is compared (deciding.ts); `value`
   * and `show` give a row's at its own place (drafted27 finding 11: E1's count at its own later
   * place was shown, and the step named, where the two were equal at the place E2 took)
   */
  valueAt?(r: number, other: number): KeyValue;
  showAt?(r: number, other: number): string;
}


export function keyStep(k: KeySpec, values: Values<KeyValue>, words: ReadonlyMap<string, string>, missing?: ReadonlyMap<number, string>, call?: Rec, idOf?: (r: number) => string): Step {
  if (k.cover) return greedyStep(k, values, words, missing, k.pairs !== undefined ? panelIndex(call?.[k.pairs]) : undefined, idOf);
  if (k.order) return orderedStep(k, k.order, values, words, missing, idOf);
  const descending = isDescending(k);
  const unit = k.granularity ?? "exact";
  // (read by `at`: a column of moments is held as offsets from a base, values.ts)
  const value = (r: number): KeyValue => values.at(r);
  const showValue = valueShower(k);
  const show = (r: number): string => showValue(values.at(r));
  const dirWords = { highest: "highest first", lowest: "lowest first", earliest: "earliest first", latest: "latest first", true: "true first", false: "false first" }[k.direction];
  const gran = k.valueKind === "time" ? (unit === "exact" ? ", exact moment" : `, to the ${unit}`) : "";
  const column = (): Column => keyColumn(values, descending);
  // in the law's words: a criterion by its title, the total as total points, a let by its title,
  // a field by its description (mend40: FINDINGS40 5) — but the id as written: the narration
  // says "so the id decided" by that name (narration/sameTime.ts)
  const name = words.get(k.text) ?? k.title ?? (k.text === "id" ? undefined : k.described) ?? k.text;
  // a yes/no key says so: its values are worded as the language's yes and no (trace.ts KeyKind)
  const key = { name, direction: k.direction, ...(k.valueKind === "time" ? { granularity: unit } : {}), ...(k.valueKind === "boolean" ? { kind: "boolean" as const } : {}) };
  const lacking = missing && missing.size > 0 ? { missing: (r: number) => missing.get(r), absent: k.absent ?? ("unresolved" as const), ...(idOf ? { idOf } : {}), lazy: true } : {};
  return { label: `${name} (${dirWords}${gran})`, ...(k.source ? { source: k.source } : {}), descending, isLottery: false, key, value, show, showValue, column, spec: k, ...lacking };
}

/**
 * A key in a written order (§13.1): a row's value is its member's place in the order, lowest
 * first; its label and its values name the members ("category (medical grounds first, then social
 * grounds, then other)", "medical grounds"), its trace key gives the order (`direction` "order").
 */
function orderedStep(k: KeySpec, order: readonly string[], values: Values<KeyValue>, words: ReadonlyMap<string, string>, missing?: ReadonlyMap<number, string>, idOf?: (r: number) => string): Step {
  const name = words.get(k.text) ?? k.title ?? (k.text === "id" ? undefined : k.described) ?? k.text;
  const value = (r: number): KeyValue => values.at(r);
  const show = (r: number): string => order[values.at(r) as number] ?? String(values.at(r));
  const lacking = missing && missing.size > 0 ? { missing: (r: number) => missing.get(r), absent: k.absent ?? ("unresolved" as const), ...(idOf ? { idOf } : {}), lazy: true } : {};
  return { label: `${name} (${orderText(order, orderWords.en)})`, ...(k.source ? { source: k.source } : {}), descending: false, isLottery: false, key: { name, direction: "order", order }, value, show, column: () => keyColumn(values, false), spec: k, ...lacking };
}

/** A greedy step: its value for a row is the count it had at its place (recorded as the tie is ordered). */
function greedyStep(k: KeySpec, values: Values<KeyValue>, words: ReadonlyMap<string, string>, missing?: ReadonlyMap<number, string>, pairs?: ReturnType<typeof panelIndex>, idOf?: (r: number) => string): Step {
  const view = values.view as unknown as ArrayLike<readonly string[]>;
  const placed = new Map<number, Placed>();
  const name = words.get(k.text) ?? k.text;
  // over the panel's pairs (greedyPairs.ts): a member's own id is what it covers once placed
  const label = pairs ? `${k.direction === "lowest" ? "fewest" : "most"} new aspects by the panel's pairs ${name} (not covered by the applications ${k.cover} above)` : `${k.direction === "lowest" ? "fewest" : "most"} new ${name} (not covered by the applications ${k.cover} above)`;
  const lacking = missing && missing.size > 0 ? { missing: (r: number) => missing.get(r), absent: k.absent ?? ("unresolved" as const), ...(idOf ? { idOf } : {}) } : {};
  const wordsOf = (p: Placed | undefined): string => {
    if (!p) return "not needed";
    if (pairs) return showPair(p);
    const added = p.added.length ? `: ${p.added.join(", ")}` : "";
    const above = p.coveredAbove.length ? p.coveredAbove.join(", ") : "nothing";
    return `${p.count} new${added} (already covered above: ${above})`;
  };
  const measure = (r: number, covered: ReadonlySet<string>): Placed => {
    if (pairs) return measurePair(pairs, view[r]?.[0] ?? "", covered);
    const added = uncovered(view[r] ?? [], covered);
    return { count: added.length, added, coveredAbove: [...covered].sort() };
  };
  // row r at the place the first placed of r and `other` took: its own, or measured at the other's
  let last: { r: number; other: number; p: Placed | undefined } | undefined;
  const placedAt = (r: number, other: number): Placed | undefined => {
    if (last && last.r === r && last.other === other) return last.p;
    const p = placed.get(r);
    const q = placed.get(other);
    const covered = p?.at && q?.at && q.at.seq < p.at.seq ? coveredAt(q) : undefined;
    last = { r, other, p: covered ? measure(r, covered) : p };
    return last.p;
  };
  return {
    label,
    ...(k.source ? { source: k.source } : {}),
    descending: k.direction !== "lowest",
    isLottery: false,
    lazy: true,
    cover: k.cover!,
    value: (r) => placed.get(r)?.count ?? -1,
    show: (r) => wordsOf(placed.get(r)),
    valueAt: (r, other) => placedAt(r, other)?.count ?? -1,
    showAt: (r, other) => wordsOf(placedAt(r, other)),
    greedy: { list: (r) => view[r] ?? [], record: (r, p) => void placed.set(r, p), ...(pairs ? { measure } : {}) },
    ...lacking,
  };
}

export function lotteryStep(step: Extract<StepSpec, { kind: "lottery" }>, call: Rec, idOf: (r: number) => string, keys?: Values<KeyValue>, drawMissing?: DrawMissing, weights?: Values<KeyValue>): Step {
  // a call without its (optional) draw or seed: nobody is drawn, so ties stay unresolved and are reported
  let drawn: readonly string[] | string | Draws;
  try {
    drawn = step.get(call);
  } catch (e) {
    if (!(e instanceof EvaluationError)) throw e;
    drawn = [];
  }
  const source = step.source ? { source: step.source } : {};
  if (step.key && keys) return perKeyStep(step.key, drawn instanceof Draws ? drawn : new Draws(new Map()), source, idOf, keys, drawMissing && ((key, id) => drawMissing(step, key, id)));
  if (Array.isArray(drawn)) {
    // read only when a tie reaches the step; validation has placed the ids already (draws.ts)
    const list = drawn;
    let index: DrawPlaces | undefined;
    const place = (r: number): number | undefined => (index ??= drawPlaces(list)).get(idOf(r));
    // the rows the draw left out of a tie it decides (an input warning, and their explanation says so)
    const leftOut = new Set<number>();
    return {
      label: "lottery (draw)",
      ...source,
      descending: false,
      isLottery: true,
      value: (r) => place(r) ?? Number.MAX_SAFE_INTEGER,
      show: (r) => {
        const p = place(r);
        return p !== undefined ? `drawn as number ${p + 1}` : leftOut.has(r) ? LEFT_OUT : "not in the draw";
      },
      ...(drawMissing && list.length > 0
        ? {
            reach: (members: ArrayLike<number>) => {
              const out = slips(members, (r) => place(r) !== undefined);
              for (const r of out) {
                leftOut.add(r);
                drawMissing(step, undefined, idOf(r));
              }
            },
          }
        : {}),
    };
  }
  const seed = String(drawn);
  if (step.weight && weights) return weightedStep(seed, weights, idOf, source);
  // Documented procedure: order by the SHA-256 hex digest of "<seed>:<id>", ascending.
  const digests = new Map<number, string>();
  const digest = (r: number): string => {
    let d = digests.get(r);
    if (d === undefined) digests.set(r, (d = createHash("sha256").update(`${seed}:${idOf(r)}`, "utf8").digest("hex")));
    return d;
  };
  // shown with the text hashed, so that anyone can recompute it (`printf 'seed:id' | sha256sum`, docs/language.md §13.2)
  return { label: `lottery (seed ${JSON.stringify(seed)})`, ...source, descending: false, isLottery: true, value: digest, show: (r) => `sha256(${JSON.stringify(`${seed}:${idOf(r)}`)}) = ${digest(r).slice(0, 12)}…` };
}

/** Told of a member of a tie the lottery decides that the draw (its key's, for a draw per key) leaves out (draws.ts `drawMissingIssue`). */
export type DrawMissing = (step: Extract<StepSpec, { kind: "lottery" }>, key: string | undefined, id: string) => void;

/** How a row the draw left out of a tie it decides is shown (narration/whys.ts LEFT_OUT): not merely "not in the draw". */
const LEFT_OUT = "left out of the draw, and so ranked after those drawn";

/**
 * The members of a run still tied when the lottery is reached that the draw leaves out, where
 * one of the run is drawn: the draw had to place them (§13.2, §6.2). A run none of whose members
 * is drawn stays tied and is reported as an unresolved tie; it is no slip of this draw.
 */
function slips(members: ArrayLike<number>, drawn: (r: number) => boolean): number[] {
  const out: number[] = [];
  let any = false;
  for (let q = 0; q < members.length; q++) {
    if (drawn(members[q]!)) any = true;
    else out.push(members[q]!);
  }
  return any ? out : [];
}

/**
 * A lottery whose draw is read per key (`lottery draw call.draws by date_of(received_at)`): a row
 * is ordered by its place in the draw of its own key; rows missing from that draw come after
 * those in it. Rows of different keys are not compared by it (their keys already differ).
 */
function perKeyStep(k: KeySpec, draws: Draws, source: { source?: string }, idOf: (r: number) => string, keys: Values<KeyValue>, missing?: (key: string, id: string) => void): Step {
  const index = new Map<string, DrawPlaces>();
  const keyOf = (r: number): string => keyText(k, keys.at(r));
  const place = (r: number): number | undefined => {
    const key = keyOf(r);
    let m = index.get(key);
    if (!m) index.set(key, (m = drawPlaces(draws.of(key) ?? [])));
    return m.get(idOf(r));
  };
  const leftOut = new Set<number>();
  return {
    // the key by its let's title where it has one (`let day "the day of receipt" = date_of(received)`),
    // without its article ("for each day of receipt"; each language's narration drops its own)
    label: `lottery (the draw for each ${k.title !== undefined ? k.title.replace(/^the /, "") : k.text})`,
    ...source,
    descending: false,
    isLottery: true,
    value: (r) => place(r) ?? Number.MAX_SAFE_INTEGER,
    show: (r) => {
      const p = place(r);
      return p === undefined ? `${leftOut.has(r) ? "left out of" : "not in"} the draw for ${keyOf(r)}${leftOut.has(r) ? ", and so ranked after those drawn" : ""}` : `drawn as number ${p + 1} in the draw for ${keyOf(r)}`;
    },
    // a member of a tie the lottery decides that its key's draw leaves out, where a member of the
    // same key is drawn (an input warning): told after the sort, of the rows still tied there
    ...(missing
      ? {
          reach: (members: ArrayLike<number>) => {
            const byKey = new Map<string, number[]>();
            for (let q = 0; q < members.length; q++) {
              const key = keyOf(members[q]!);
              let list = byKey.get(key);
              if (!list) byKey.set(key, (list = []));
              list.push(members[q]!);
            }
            for (const [key, rows] of byKey) {
              if (!draws.of(key)) continue;
              for (const r of slips(rows, (x) => place(x) !== undefined)) {
                leftOut.add(r);
                missing(key, idOf(r));
              }
            }
          },
        }
      : {}),
  };
}
