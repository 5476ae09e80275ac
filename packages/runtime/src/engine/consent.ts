// A partial grant "with the applicant's consent" (`at boundary partial … with consent <field>`,
// docs/language.md §14.1; law32): the walk (step.ts) reads each row's answer; an offer whose
// answer is not recorded leaves the row `indeterminate`, and select.ts tells the clerk so.
import type { InputIssue } from "../validate.js";
import type { Assessor } from "./assess.js";
import { ANSWER_NO, INDETERMINATE, NOT_FUNDED } from "./step.js";

/** The start of the reason of an offer of a reduced award not answered (step.ts `offered`). */
export const OFFERED_START = "offered the remaining ";

/** The most offers not answered walked again, each declined in turn (a walk each): past it the warning says they were not. */
export const MAX_DECLINE_WALKS = 16;

/** The answers with row `r`'s read as a no (ANSWER_NO): the walk again with that offer declined. */
export function declining(answers: (field: string) => (r: number) => number, r: number): (field: string) => (row: number) => number {
  return (field) => {
    const column = answers(field);
    return (row) => (row === r ? ANSWER_NO : column(row));
  };
}

/**
 * For each offer not answered, the rows (other than the offers) the walk decides otherwise when that
 * offer alone is declined — another status or amount (review33 D1, W1): what a refusal frees may
 * fund a later row in full, a later stage may have more. Each offer is walked declined on its own,
 * the others as in the base walk (accepting); their combinations are not walked. `"beyond"` past
 * MAX_DECLINE_WALKS offers, none walked.
 */
export function declineWalks<V, W extends { status: ArrayLike<number>; granted: ArrayLike<V> }>(offers: readonly number[], n: number, base: { status: ArrayLike<number>; granted: ArrayLike<V> }, again: (r: number) => W, same: (x: V, y: V) => boolean, walks?: Map<number, W>, list?: ReserveOrder): Map<number, number[]> | "beyond" | undefined {
  if (offers.length === 0) return undefined;
  if (offers.length > MAX_DECLINE_WALKS) return "beyond";
  const isOffer = new Set(offers);
  const out = new Map<number, number[]>();
  for (const o of offers) {
    const w = again(o);
    walks?.set(o, w);
    const rows: number[] = [];
    for (let r = 0; r < n; r++) if (!isOffer.has(r) && (w.status[r] !== base.status[r] || !same(w.granted[r]!, base.granted[r]!))) rows.push(r);
    if (list) for (const r of placeDiffers(list, base.status, w.status)) if (!isOffer.has(r) && !rows.includes(r)) rows.push(r);
    out.set(o, rows);
  }
  return out;
}

/** The ranking's order and the size of the reserve list (Infinity: `reserve all`), where there is one. */
export interface ReserveOrder {
  readonly order: ArrayLike<number>;
  readonly size: number;
}

/**
 * The rows not funded under both walks whose place on the reserve list differs between them
 * (review34's R1; §14.1, §14.11): before each, in the ranking, another count of rows not funded (the
 * offer declined is one, a row the freed money funds one fewer), or of rows left open. Such a place
 * holds under one answer only: the row is left open with the others a decline changes. A row past
 * the list's last place under both is on it under neither.
 */
export function placeDiffers(list: ReserveOrder, x: ArrayLike<number>, y: ArrayLike<number>): number[] {
  const out: number[] = [];
  let nx = 0;
  let ny = 0;
  let ox = 0;
  let oy = 0;
  const { order, size } = list;
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    if (x[r] === NOT_FUNDED && y[r] === NOT_FUNDED && (nx < size || ny < size) && (Math.min(nx, size) !== Math.min(ny, size) || ox !== oy)) out.push(r);
    if (x[r] === NOT_FUNDED) nx++;
    else if (x[r] === INDETERMINATE) ox++;
    if (y[r] === NOT_FUNDED) ny++;
    else if (y[r] === INDETERMINATE) oy++;
  }
  return out;
}

/** The reason of a row whose outcome a decline would change (fork33): 1 the offer's id. */
export const openOnOffer = (id: string): string => `its outcome depends on ${id}'s answer to the offer of a partial grant, which is not recorded`;

/** A walk's columns a consent's open answer rewrites (select.ts's walk). */
export interface OpenColumns<V> {
  readonly status: Uint8Array;
  readonly granted: ArrayLike<V>;
  readonly why: string[];
  readonly before: { set(r: number, v: V | null): void };
  readonly contingent: Map<number, V>;
}

/**
 * The rows whose status or amount a decline of an offer not answered changes are published
 * `indeterminate` (review33 D1; docs/language.md §14.1): the most the accepting walk or the declining
 * walk gives as `contingent`, no amount left before (it holds under one answer only), the reason
 * naming the offer. Returns each such row's offer (the first whose decline changes it).
 */
export function leaveOpenOnOffers<V>(w: OpenColumns<V>, others: Map<number, number[]>, walks: Map<number, { status: ArrayLike<number>; granted: ArrayLike<V>; contingent: ReadonlyMap<number, V> }>, idOf: (r: number) => string, zero: V, more: (x: V, y: V) => boolean, indeterminate: number): Map<number, string> {
  const on = new Map<number, string>();
  const granted = w.granted as V[];
  for (const [o, rows] of others) {
    const walked = walks.get(o)!;
    for (const r of rows) {
      const here = on.has(r) || w.status[r] === indeterminate ? (w.contingent.get(r) ?? zero) : granted[r]!;
      // indeterminate in the declining walk too (another offer there, or a tie): the most it gives there
      const there = walked.status[r] === indeterminate ? (walked.contingent.get(r) ?? zero) : walked.granted[r]!;
      w.contingent.set(r, more(there, here) ? there : here);
      if (on.has(r)) continue;
      on.set(r, idOf(o));
      w.status[r] = indeterminate;
      granted[r] = zero;
      w.before.set(r, null);
      w.why[r] = openOnOffer(idOf(o));
    }
  }
  return on;
}

/**
 * The input warning of an application offered a reduced award whose answer its field does not
 * record: it is `indeterminate`, and the applications after it are decided as if it accepts — a
 * refusal would free what it was offered (docs/language.md §14.1, law32). `otherwise`: the
 * applications a decline would decide otherwise (declineWalks), named; `beyond`: too many offers
 * to walk each declined.
 */
export function offerIssue(id: string, why: string, otherwise?: readonly string[], beyond?: boolean): InputIssue {
  const m = /offered the remaining (.+) in part; its answer \((.+)\) is not recorded/.exec(why);
  const field = m?.[2] ?? "";
  const more = otherwise && otherwise.length ? `; if it declines, ${otherwise.length === 1 ? "the outcome of" : "the outcomes of"} ${otherwise.join(", ")} would differ, so ${otherwise.length === 1 ? "it is" : "they are"} left indeterminate too` : beyond ? `; with more than ${MAX_DECLINE_WALKS} offers not answered, what a decline would change was not walked` : "";
  return { record: `application ${id}`, id, path: field, expected: "yes or no: the applicant's answer to the offer of a reduced award", found: "no answer", message: `${field}: not recorded: ${id} is offered the reduced award of ${m?.[1] ?? ""} and left indeterminate; the applications after it are decided as if it accepts${more} — record the answer and run again`, severity: "warning" };
}

/**
 * Warns of each offer not answered in a walk (`w.contingent` whose reason is an offer), naming the
 * applications a decline would decide otherwise; `again` walks it with one offer declined (select.ts;
 * undefined where no walk again is made: the open and group walks, which read no consent).
 */
export function warnOffers<V, W extends { status: ArrayLike<number>; granted: ArrayLike<V> }>(as: Assessor, w: { contingent: ReadonlyMap<number, unknown>; status: ArrayLike<number>; granted: ArrayLike<V> }, why: readonly string[], n: number, idOf: (r: number) => string, again: ((r: number) => W) | undefined, same: (x: V, y: V) => boolean, walks?: Map<number, W>, list?: ReserveOrder): Map<number, number[]> | undefined {
  const offers = [...w.contingent.keys()].filter((r) => why[r]!.includes(OFFERED_START));
  const others = again ? declineWalks(offers, n, w, again, same, walks, list) : undefined;
  for (const r of offers) as.warn(offerIssue(idOf(r), why[r]!, others instanceof Map ? others.get(r)?.map(idOf) : undefined, others === "beyond"));
  return others instanceof Map ? others : undefined;
}

/** A walk as openOffers reads it: select.ts's walk, published or again with an offer declined. */
export interface OfferWalk<V> extends OpenColumns<V> {
  readonly finalRemaining: V | null | "indeterminate";
}

/**
 * Warns of each offer not answered (warnOffers) and leaves open the rows a decline would change
 * (leaveOpenOnOffers): `on` each such row's offer; `remainingOpen` where a declining walk ends with
 * another remainder, so what remains is undecided, as after an open tie (fork33).
 */
export function openOffers<V>(as: Assessor, w: OfferWalk<V>, n: number, idOf: (r: number) => string, again: ((r: number) => OfferWalk<V>) | undefined, arith: { readonly zero: V; cmp(x: V, y: V): number }, indeterminate: number, list?: ReserveOrder): { on: Map<number, string> | undefined; remainingOpen: boolean } {
  const walks = new Map<number, OfferWalk<V>>();
  const others = warnOffers(as, w, w.why, n, idOf, again, (x, y) => arith.cmp(x, y) === 0, walks, list);
  if (!others) return { on: undefined, remainingOpen: false };
  const on = leaveOpenOnOffers<V>(w, others, walks, idOf, arith.zero, (x, y) => arith.cmp(x, y) > 0, indeterminate);
  if (!on.size) return { on: undefined, remainingOpen: false };
  const a = w.finalRemaining;
  const remainingOpen = [...walks.values()].some(({ finalRemaining: b }) => b !== a && (a === null || b === null || a === "indeterminate" || b === "indeterminate" || arith.cmp(a, b) !== 0));
  return { on, remainingOpen };
}
