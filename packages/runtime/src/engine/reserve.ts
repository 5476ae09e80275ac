// The size of the reserve list: a number the scheme writes, every application not funded
// (`reserve all`), or a number the call gives (`reserve call.reserve_size`). A size the call
// cannot give, or one that is not a whole number of zero or more, is an error of the input.
import type { AllocationSpec, Rec } from "../spec.js";
import { callValue, InvalidInput } from "../invalid.js";
import { FUNDED, PARTIAL, PRO_RATA } from "./allocate.js";
import type { GroupWalkInput } from "./groupUnits.js";
import type { OpenTies } from "./allocate.js";

/** The reason of a place on the reserve list (its own reason, after the refusal's: it cites the list's source). */
export const RESERVED = "placed on the reserve list";

export function reserveSize(alloc: Pick<AllocationSpec, "reserve">, call: Rec): number {
  const r = alloc.reserve;
  if (r === undefined) return 0;
  if (r === "all") return Number.POSITIVE_INFINITY;
  if (typeof r === "number") return r;
  const v = callValue("size of the reserve list", () => r(call));
  // negative zero (`reserve -0`, `0 × -1`) is zero, as a budget's is (callValue)
  if (!v.isInteger() || (v.isNeg() && !v.isZero())) {
    throw new InvalidInput([{ record: "call", path: "size of the reserve list", expected: "a whole number of zero or more", found: v.toString(), message: `the size of the reserve list is ${v.toString()}: it must be a whole number of zero or more`, severity: "error" }]);
  }
  return Math.abs(v.toNumber());
}

/** The message of a place on a stage's own list (§14.11): the stage in the explanation's words (stageName). */
export const reservedIn = (stage: string): string => `${RESERVED} of stage '${stage}'`;

/**
 * The reserve lists of an allocation: the allocation's, and each stage's own (`reserve` inside a
 * stage: a stage per key's one per member, §14.11). A stage's list takes the applications it
 * decided (`stageOf`: or passed on and no later stage funded, `listStages`) and did not fund, in its
 * own ranking (`orderIn`, where stages rank on their own) or `order`, numbered from 1; the allocation's takes those
 * whose stage keeps none (or that no stage decided), as it took every one before. `list[r]`: the
 * stage whose list row r is on (−1: the allocation's); absent where no stage keeps a list.
 */
export function placeReserves(sizes: { readonly allocation: number; readonly stages: readonly number[] | undefined }, stageOf: ArrayLike<number> | undefined, order: ArrayLike<number>, eligible: (r: number) => boolean, place: (r: number, at: number) => void, together?: TogetherGroups, openTies?: OpenTies, orderIn?: (s: number) => ArrayLike<number> | undefined, counted?: (r: number) => boolean): Int16Array | undefined {
  const own = sizes.stages;
  if (!own || !stageOf) {
    placeReserve(sizes.allocation, order, eligible, place, together, openTies, counted);
    return undefined;
  }
  const list = new Int16Array(stageOf.length).fill(-1);
  own.forEach((size, s) => {
    if (size > 0) placeReserve(size, orderIn?.(s) ?? order, (r) => stageOf[r] === s && eligible(r), (r, at) => ((list[r] = s), place(r, at)), together, openTies && decidedIn(openTies, (r) => stageOf[r] === s));
  });
  const keepsNone = (r: number): boolean => stageOf[r]! < 0 || own[stageOf[r]!]! < 0;
  placeReserve(sizes.allocation, order, (r) => keepsNone(r) && eligible(r), place, together, openTies && decidedIn(openTies, keepsNone));
  return list;
}

/**
 * The stage whose list each row would be on (§14.11): the stage that decided it where that stage
 * keeps a list; else the last earlier stage that considered it, kept a list and passed it on
 * (`unfunded go on`) — a kraj's zásobník keeps the applications its allocation passed to the
 * national remainder and that remainder did not fund (mendd33, drafter33's finding 1); else the
 * stage that decided it (its list: none, the allocation's takes it). `parts`: the stages that
 * considered row r, in order (Staged.parts).
 */
export function listStages(stageOf: ArrayLike<number>, own: readonly number[], parts: (r: number) => readonly { readonly stage: number }[]): Int16Array {
  const out = new Int16Array(stageOf.length);
  for (let r = 0; r < stageOf.length; r++) {
    const s = stageOf[r]!;
    out[r] = s;
    if (s < 0 || own[s]! >= 0) continue;
    const p = parts(r);
    for (let k = p.length - 1; k >= 0; k--) {
      const t = p[k]!.stage;
      if (t < s && own[t]! >= 0) {
        out[r] = t;
        break;
      }
    }
  }
  return out;
}

/** The open ties of the rows a list takes (`mine`): a tie decided in another stage is on that stage's list, not counted on this one. */
const decidedIn = (openTies: OpenTies, mine: (r: number) => boolean): OpenTies => new Map([...openTies].filter(([r]) => mine(r)));

/** A group funded together or not at all (groups.ts): each row's key, and the keys a member that cannot be funded blocks. */
export interface TogetherGroups {
  readonly keyOfRow: (r: number) => number;
  readonly blocked: ReadonlyMap<number, readonly string[]>;
}

/**
 * The reserve list: the first `size` applications not funded, in ranking order (`order`), each
 * marked by `place` with its place on the list (from 1); `eligible(r)`: not funded and not passed over for another cause (first come).
 * With a group funded together, a place on the list is the whole group — all its members not
 * funded, placed where its best-ranked one stands — and a group that one of its members blocks
 * (not eligible, below a threshold) is never on it: it could not be funded whatever the budget.
 */
export function placeReserve(size: number, order: ArrayLike<number>, eligible: (r: number) => boolean, place: (r: number, at: number) => void, together?: TogetherGroups, openTies?: OpenTies, counted?: (r: number) => boolean): void {
  let left = size;
  if (left <= 0) return;
  // the place on the list of the next one placed (`left` may be Infinity: `reserve all`)
  let at = 1;
  if (!together) {
    // a tie left open whose orders all leave u of its open members not funded: those u are
    // counted ahead of the rows after it, as every order counts them (§14.11)
    let tie: { readonly unfunded: readonly number[] | null } | undefined;
    for (let p = 0; p < order.length && left > 0; p++) {
      const r = order[p]!;
      const t = openTies?.get(r);
      if (t !== undefined && t !== tie && (tie = t).unfunded?.length === 1) {
        at += t.unfunded![0]!;
        left -= t.unfunded![0]!;
      }
      if (eligible(r)) {
        place(r, at++);
        left--;
      } else if (counted?.(r)) {
        // a row left open on an offer not answered that the accepting walk leaves not funded: its
        // place is counted ahead of the rows after it, whose places both answers give (consent.ts placeDiffers)
        at++;
        left--;
      }
    }
    return;
  }
  const members = new Map<number, number[]>();
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const k = together.keyOfRow(r);
    if (k < 0 || !eligible(r)) continue;
    const list = members.get(k);
    if (list) list.push(r);
    else members.set(k, [r]);
  }
  const placed = new Set<number>();
  for (let p = 0; p < order.length && left > 0; p++) {
    const r = order[p]!;
    if (!eligible(r)) continue;
    const k = together.keyOfRow(r);
    if (k < 0) {
      place(r, at++);
      left--;
      continue;
    }
    if (placed.has(k) || together.blocked.get(k)?.length) continue;
    placed.add(k);
    for (const m of members.get(k)!) place(m, at);
    at++;
    left--;
  }
}

/**
 * A group's cap (`at most X`, `at most N grants`) without `together`: whether row r could never be
 * funded within its group's cap — it asks more than the whole cap, or the cap allows no grant —
 * so that it is never on the reserve list (§14.11, §14.12). A row the cap merely has no room left
 * for when the walk is over (the credit fixed for its group is used: RD 887/2006 art. 63.3 lists
 * it) is on the list, in ranking order, and moves up when a place of its group frees
 * (mendg34, drafter34's finding 1). Either way a row refused for another cause (after the
 * allocation stopped) whose group's cap has no room for it is given the cap's ground, in the
 * walk's own words and citing the cap's own source (`ground`: a reason of its own after the
 * refusal's, before a place on the list; `refusedBy`: the rows an item of the group refused,
 * whose reason says it already).
 */
export function capBarred<V>(g: Omit<GroupWalkInput<V>, "ranking">, n: number, status: ArrayLike<number>, granted: (r: number) => V, ground: (r: number, text: string, source: string | undefined) => void, refusedBy: { get(r: number): string | undefined } | undefined): (r: number) => boolean {
  if (g.limit === null && g.grants === null) return () => false;
  const a = g.arith;
  const held = new Map<number, { granted: V; count: number }>();
  for (let r = 0; r < n; r++) {
    const st = status[r]!;
    if (st !== FUNDED && st !== PARTIAL && st !== PRO_RATA) continue;
    const k = g.keyOfRow(r);
    if (k < 0) continue;
    const h = held.get(k);
    if (h) (h.granted = a.add(h.granted, granted(r))), h.count++;
    else held.set(k, { granted: granted(r), count: 1 });
  }
  const name = (k: number): string => `${g.spec.title ?? "group"} '${g.keyName(k)}'`;
  // the words of the cap that bars row r, and the source of that cap
  let source: string | undefined;
  const refusal = (r: number, k: number): string | undefined => {
    const h = held.get(k);
    source = g.spec.grants?.source;
    if (g.grants !== null && (h?.count ?? 0) + 1 > g.grants.of(k)) return `${name(k)} already has ${h?.count ?? 0} grant${h?.count === 1 ? "" : "s"}, the most per ${g.spec.title ?? "group"} (${g.grants.of(k)})`;
    if (g.limit === null) return undefined;
    const cap = g.limit.of(k);
    const left = h ? a.sub(cap, h.granted) : cap;
    source = g.spec.limit?.source;
    return a.cmp(g.asks[r]!, left) > 0 ? `${name(k)} has ${g.format(left)} left of its cap of ${g.format(cap)}, less than the ${g.format(g.asks[r]!)} asked` : undefined;
  };
  // whether no room could ever be made in row r's group (key k): the cap allows no grant, or r asks more than all of it
  const never = (r: number, k: number): boolean => g.spec.unlisted !== undefined || (g.grants !== null && g.grants.of(k) < 1) || (g.limit !== null && a.cmp(g.asks[r]!, g.limit.of(k)) > 0);
  // each row's answer, once: 1 not barred, 2 barred (its reason told once, however often asked)
  const seen = new Uint8Array(n);
  return (r) => {
    if (seen[r] !== 0) return seen[r] === 2;
    const k = g.keyOfRow(r);
    const cap = k < 0 ? undefined : refusal(r, k);
    seen[r] = cap !== undefined && never(r, k) ? 2 : 1;
    if (cap !== undefined && refusedBy?.get(r) === undefined) ground(r, cap, source);
    return seen[r] === 2;
  };
}

/**
 * `capBarred` of each capped group of an allocation (the first and its further groups, §14.12
 * "Several groups", groups32): a row one of them has no room for is barred, the first declared
 * that bars it giving the ground.
 */
export function capsBarred<V>(g: Omit<GroupWalkInput<V>, "ranking">, n: number, status: ArrayLike<number>, granted: (r: number) => V, ground: (r: number, text: string, source: string | undefined) => void, refusedBy: { get(r: number): string | undefined } | undefined): (r: number) => boolean {
  const first = capBarred(g, n, status, granted, ground, refusedBy);
  if (!g.others?.length) return first;
  const bars = [first, ...g.others.map((o) => capBarred({ ...g, spec: o.spec, keyOfRow: o.keyOfRow, keyName: o.keyName, limit: o.limit, grants: o.grants }, n, status, granted, ground, refusedBy))];
  return (r) => bars.some((b) => b(r));
}

/**
 * A group funded `together` with a cap: whether row r's group could never be funded — its members
 * in the ranking (`order`) ask together more than `at most X`, or are more than `at most N
 * grants` — so that it is never on the reserve list (§14.11), as a group a member blocks is not.
 * The walk's refusal already says why (the group's cap, "asked together").
 */
export function togetherBarred<V>(g: Omit<GroupWalkInput<V>, "ranking">, order: ArrayLike<number>): (r: number) => boolean {
  if (g.limit === null && g.grants === null) return () => false;
  const a = g.arith;
  const asked = new Map<number, { sum: V; count: number }>();
  for (let p = 0; p < order.length; p++) {
    const r = order[p]!;
    const k = g.keyOfRow(r);
    if (k < 0) continue;
    const h = asked.get(k);
    if (h) (h.sum = a.add(h.sum, g.asks[r]!)), h.count++;
    else asked.set(k, { sum: g.asks[r]!, count: 1 });
  }
  const never = new Set<number>();
  for (const [k, h] of asked) if ((g.grants !== null && h.count > g.grants.of(k)) || (g.limit !== null && a.cmp(h.sum, g.limit.of(k)) > 0)) never.add(k);
  return (r) => never.has(g.keyOfRow(r));
}
