// Tie-break keys read as far as a comparison needs them (§13.5). The law applies a tie-break
// step only to a tie that reaches it, so a value a step cannot give (an optional field absent,
// a division by zero) matters only to the members of such a tie: assessment records it as "no
// value" with its reason instead of refusing the application (the record itself is not kept, so
// the value is computed while it is in hand; computing a pure expression is unobservable, and a
// failure is only ever read here). Inside a tie, step by step: the members with a value are
// ordered by it; the members without one rank after them (`if absent last`, tied among
// themselves at that step, and the next steps go on) or the whole tie stays unresolved from that
// step on and is reported with the members and the reason (`if absent unresolved`, also what
// happens where the scheme declares no rule).
import { Decimal } from "../decimal.js";
import { cmp } from "../ops.js";
import type { KeyValue } from "../spec.js";
import { cmpText } from "./order.js";
import { uncovered, type Coverage, type GreedyRows, type Placed } from "./greedy.js";
import { byIdOf } from "./idorder.js";

/** What `breakTie` reads of a step (rank.ts's `Step`). */
export interface TieStep {
  readonly label: string;
  readonly descending: boolean;
  value(r: number): KeyValue;
  /** why row r has no value for this step, or undefined when it has one */
  missing?(r: number): string | undefined;
  /** what a member without a value does: "last", or the tie stays "unresolved" (the default) */
  readonly absent?: "last" | "unresolved";
  /** the id of row r: the one that ranks last where it has no value (`missingWords`, review34 T1) */
  readonly idOf?: (r: number) => string;
  /** a greedy step (greedy.ts): its rows' lists, and where each member's count at its place is kept */
  readonly greedy?: GreedyRows & { record(r: number, placed: Placed): void };
  /** a draw: told of the members still tied when the chain reaches it (rankKeys.ts `Step.reach`) */
  reach?(members: ArrayLike<number>): void;
}

/** A group of the members of a tie after the steps: tied when more than one is left equal. */
export interface TieGroup {
  readonly rows: Uint32Array;
  readonly tied: boolean;
  /** why a tie stays unresolved though the chain has further steps: members without a value */
  readonly note?: string;
}

function compareValues(x: KeyValue, y: KeyValue): number {
  if (typeof x === "string" && typeof y === "string") return cmpText(x, y);
  if (typeof x === "number" && y instanceof Decimal) return new Decimal(x).cmp(y);
  if (x instanceof Decimal && typeof y === "number") return x.cmp(new Decimal(y));
  return cmp(x, y);
}

/** Whether any of `rows` lacks a value for a step from `from` on. */
export function anyMissing(rows: ArrayLike<number>, steps: readonly TieStep[], from: number): boolean {
  for (let k = from; k < steps.length; k++) {
    const m = steps[k]!.missing;
    if (m) for (let q = 0; q < rows.length; q++) if (m(rows[q]!) !== undefined) return true;
  }
  return false;
}

/**
 * The members `rows` of a tie (equal on every step before `from`) ordered by the steps from
 * `from` on, as groups; their ids order members left equal (a listing order, not a decision):
 * `inOrder`: the ids are in row order (idorder.ts), rows are then compared as numbers.
 */
/** The places a greedy step has filled, counted over every tie and run: a later place has a higher number (`Placed.at`). */
let placings = 0;

export function breakTie<V>(rows: ArrayLike<number>, steps: readonly TieStep[], from: number, idOf: (r: number) => string, inOrder: boolean, coverage?: Coverage<V>): TieGroup[] {
  const out: TieGroup[] = [];
  // the order of the ids (`<`): the rows' own where the ids are in row order (idorder.ts)
  const byId = byIdOf(idOf, inOrder);
  const leave = (members: number[], note?: string): void => {
    members.sort(byId);
    out.push({ rows: Uint32Array.from(members), tied: members.length > 1, ...(note ? { note } : {}) });
    coverage?.advance(members);
  };
  const refine = (members: number[], k: number): void => {
    if (members.length === 1 || k === steps.length) return leave(members);
    const s = steps[k]!;
    s.reach?.(members);
    const present: number[] = [];
    const absent: number[] = [];
    for (const r of members) (s.missing?.(r) !== undefined ? absent : present).push(r);
    if (absent.length > 0 && s.absent !== "last") {
      absent.sort(byId);
      const why = absent.map((r) => `${idOf(r)} (${s.missing!(r)})`).join(", ");
      return leave(members, `no value for ${s.label}: ${why}; the scheme leaves such a tie unresolved`);
    }
    if (s.greedy && coverage) {
      place(present, k, s.greedy, s.descending, coverage);
      if (absent.length > 0) refine(absent, k + 1);
      return;
    }
    const sign = s.descending ? -1 : 1;
    present.sort((a, b) => sign * compareValues(s.value(a), s.value(b)) || byId(a, b));
    for (let g = 0; g < present.length; ) {
      let e = g + 1;
      while (e < present.length && compareValues(s.value(present[g]!), s.value(present[e]!)) === 0) e++;
      refine(present.slice(g, e), k + 1);
      g = e;
    }
    if (absent.length > 0) refine(absent, k + 1);
  };
  /** one place at a time: the best count given what is covered above, then the later steps */
  const place = (members: number[], k: number, g: NonNullable<TieStep["greedy"]>, most: boolean, cov: Coverage<V>): void => {
    let left = members;
    while (left.length > 0) {
      const measured = g.measure ? left.map((r) => g.measure!(r, cov.covered)) : undefined;
      const counts = measured ? measured.map((x) => x.count) : left.map((r) => uncovered(g.list(r), cov.covered).length);
      const best = most ? Math.max(...counts) : Math.min(...counts);
      const equal = left.filter((_, q) => counts[q] === best);
      // the later steps order the members equal on the count; the first of them takes the place
      const first = equal.length === 1 ? { rows: Uint32Array.of(equal[0]!), tied: false } : breakTie(equal, steps, k + 1, idOf, inOrder)[0]!;
      const above = [...cov.covered].sort();
      // where it was placed: the members it contested this place with are measured there when compared with it
      const at = { seq: placings++, mark: cov.history.length, history: cov.history };
      for (const r of first.rows) g.record(r, { ...(measured ? measured[left.indexOf(r)]! : { count: best, added: uncovered(g.list(r), cov.covered), coveredAbove: above }), at });
      leave(Array.from(first.rows), first.note);
      const taken = new Set(first.rows);
      left = left.filter((r) => !taken.has(r));
    }
  };
  refine(Array.from(rows), from);
  return out;
}

/** `decidingStep`'s reading of one step for rows a and b: 0 equal, else which step value shows. */
export function missingWords(s: TieStep, r: number): string | undefined {
  const m = s.missing?.(r);
  return m === undefined ? undefined : `no value (${m})${s.absent === "last" ? `, so ${s.idOf ? s.idOf(r) : "it"} ranks last at this step` : ""}`;
}
