// Walks of a run of ranked rows beside the walk of allocate.ts: `stepAll`, the state after the
// rows in one order (a boundary-only tie-break follows it, rank.ts), and `everyOrder`, the
// outcomes of a tied group in every order its members could take (allocate.ts `tiedGroup`).
import { NOT_FUNDED, STOPPED, figureOf, keyOf, stepOne, type Outcome, type State, type Walkable, type WalkInput } from "./allocate.js";
import { AND_NOR_BUDGET, quotaAtMost } from "./step.js";
import type { Arith } from "./arith.js";

/**
 * The state after the rows `members` (those not kept) are walked one by one from `state`: what
 * stepOne's `next` gives in turn, without the outcomes — the walk a boundary-only tie-break
 * follows (rank.ts). Without quotas what is left is held in a local; with quotas, stepOne.
 */
export function stepAll<V>(w: Walkable<V>, state: State<V>, members: ArrayLike<number>): State<V> {
  const { arith: a, asks, policy } = w;
  const m = members.length;
  if (state.quotas || w.minimum) {
    for (let q = 0; q < m; q++) {
      const r = members[q]!;
      if (!w.kept(r)) state = stepOne(a, state, asks[r]!, policy, w.quotaBits && w.quotaBits.length ? w.quotaBits[r]! : 0, undefined, undefined, w.minimum, r, figureOf(w, r)).next;
    }
    return state;
  }
  let R = state.remaining;
  let stopped = state.stopped;
  for (let q = 0; q < m && !stopped; q++) {
    const r = members[q]!;
    if (w.kept(r)) continue;
    const ask = asks[r]!;
    if (policy === "reach" && R !== null) {
      if (a.cmp(R, a.zero) <= 0) stopped = true;
      else {
        stopped = a.cmp(ask, R) >= 0;
        R = a.sub(R, ask);
      }
    } else if (R === null) continue;
    else if (a.cmp(ask, R) <= 0) R = a.sub(R, ask);
    else if (policy === "stop") stopped = true;
    else if (policy === "partial") {
      if (a.cmp(R, a.zero) > 0) R = a.zero;
      stopped = true;
    } else if (policy === "full") {
      R = a.sub(R, ask);
      stopped = true;
    }
    // skip: passed over, nothing changes
  }
  return R === state.remaining && stopped === state.stopped ? state : { remaining: R, stopped };
}

/** One class's step from one state (everyOrder): the outcome and the state after, with their keys. */
interface Taken<V> {
  readonly out: Outcome<V>;
  readonly outKey: string;
  readonly next: State<V>;
  readonly nextKey: string;
}

/**
 * One outcome of a member met in two orders alike (its status and amount) — `later`, what the
 * walk has always kept — with what was left before it told truly of every order: where the two
 * orders left it different amounts, the most of them, marked `atMost` (a determined member of a
 * tie is not told one order's remainder: drafter28's finding 6).
 */
export function sameOutcome<V>(a: Arith<V>, had: Outcome<V>, later: Outcome<V>): Outcome<V> {
  const out = quotaMerged(a, had, later, sameBefore(a, had, later));
  // a group's refusal (groupUnits.ts) says the budget's ground only where every order says it (review34's G1)
  return out.why.endsWith(AND_NOR_BUDGET) && !(had.why.endsWith(AND_NOR_BUDGET) && later.why.endsWith(AND_NOR_BUDGET)) ? { ...out, why: out.why.slice(0, -AND_NOR_BUDGET.length) } : out;
}

function sameBefore<V>(a: Arith<V>, had: Outcome<V>, later: Outcome<V>): Outcome<V> {
  const x = had.before;
  const y = later.before;
  if (x === null || y === null) return later;
  const c = a.cmp(x, y);
  if (c === 0) return had.atMost && !later.atMost ? { ...later, atMost: true } : later;
  return { ...later, before: c > 0 ? x : y, atMost: true };
}

/**
 * Two orders' refusals by the same quota, whose words give what the quota had left: where the
 * orders left it different amounts, the words of the one that left the most, told "at most …,
 * whichever order the tie takes" (quotaAtMost); "it does not fit in the remaining budget either"
 * kept only where both orders said it (fix29). `out`: the outcome merged so far.
 */
function quotaMerged<V>(a: Arith<V>, had: Outcome<V>, later: Outcome<V>, out: Outcome<V>): Outcome<V> {
  if (had.quota === undefined || had.quota !== later.quota || had.quotaLeft === undefined || later.quotaLeft === undefined) return out;
  const c = a.cmp(had.quotaLeft, later.quotaLeft);
  const most = c > 0 ? had : later;
  const marked = c !== 0 || had.quotaAtMost === true || later.quotaAtMost === true;
  let why = marked && !most.quotaAtMost ? quotaAtMost(most.why) : most.why;
  if (why.endsWith(AND_NOR_BUDGET) && !(had.why.endsWith(AND_NOR_BUDGET) && later.why.endsWith(AND_NOR_BUDGET))) why = why.slice(0, -AND_NOR_BUDGET.length);
  if (why === out.why && !marked) return out;
  return { ...out, why, quotaLeft: most.quotaLeft, ...(marked ? { quotaAtMost: true as const } : {}) };
}

const MAX_NODES = 1 << 16;
/**
 * The steps one tie may take to be walked in every order: past it the walk of that tie is given
 * up (everyOrder answers undefined) and the policies' own account of a tie serves, which is exact
 * for who is funded under stop, partial, full and reach, and leaves the rest open under skip.
 */
const MAX_STEPS = 200_000;

/**
 * Every order of a tied group too large to list its orders: members asking the same amount under
 * the same quotas are interchangeable, so it is enough to know how many of each class went
 * before. reach[i] holds the states after walking count_k(i) members of each class k in some
 * order; a member of class k meets every state of every i with fewer than all members of class k.
 * Undefined when the group has too many different classes for that.
 */
export function everyOrder<V>(w: WalkInput<V>, members: number[], from: State<V>, bitsOf: (r: number) => number): { outcomes: Map<number, Outcome<V>[]>; finals: State<V>[]; unfunded: number[] | undefined } | undefined {
  const { arith: a, policy, asks } = w;
  const classes: { amount: V; bits: number; members: number[]; outs: Map<string, Outcome<V>> }[] = [];
  const byKey = new Map<string, (typeof classes)[number]>();
  for (const r of members) {
    // a quota of a figure (§14.5): members alike only where they draw alike from it too
    const k = `${a.key(asks[r]!)}|${bitsOf(r)}${w.figures ? w.figures.map((f) => (f ? `|${a.key(f[r]!)}` : "")).join("") : ""}`;
    const c = byKey.get(k);
    if (c) c.members.push(r);
    else {
      const made = { amount: asks[r]!, bits: bitsOf(r), members: [r], outs: new Map<string, Outcome<V>>() };
      classes.push(made);
      byKey.set(k, made);
    }
  }
  const stride: number[] = [];
  let size = 1;
  for (const c of classes) {
    stride.push(size);
    size *= c.members.length + 1;
    if (size > MAX_NODES) return undefined;
  }
  const reach: Map<string, State<V>>[] = Array.from({ length: size }, () => new Map());
  reach[0]!.set(keyOf(a, from), from);
  // per count and state: how many members the orders that reach it left not funded (OpenTies)
  // (not followed where nothing reads it: `countsUnfunded` false)
  const left: Map<string, Set<number>>[] | undefined = w.countsUnfunded === false ? undefined : Array.from({ length: size }, () => new Map());
  left?.[0]!.set(keyOf(a, from), new Set([0]));
  // a state is met again at many counts (different members, the same money left): a class's step
  // from it, a pure function of the state's key, is taken once and its keys made once (`taken`)
  const taken = classes.map(() => new Map<string, Taken<V>>());
  // a state the walk has stopped in steps to itself, its member told "allocation stopped"
  // (stepOne), an outcome kept only where its class has none of that status and amount yet: once
  // the class has one (`stopMet`), such a step only carries the state on. In seed001's tie at the
  // cut (11 members, 2,048 counts) 99 % of the steps are these (seed39).
  const stopKey = `${NOT_FUNDED}|${a.key(a.zero)}`;
  const stopMet = classes.map(() => false);
  let steps = 0;
  for (let i = 0; i < size; i++) {
    for (let k = 0; k < classes.length; k++) {
      const c = classes[k]!;
      if (Math.floor(i / stride[k]!) % (c.members.length + 1) === c.members.length) continue;
      const once = taken[k]!;
      const to = reach[i + stride[k]!]!;
      const here = reach[i]!;
      // (forEach, not a loop over entries: no pair made per state where the loop is not yet compiled)
      here.forEach((st, key) => {
        if (++steps > MAX_STEPS) return;
        if (st.stopped && left === undefined) {
          if (!stopMet[k]) {
            if (!c.outs.has(stopKey)) c.outs.set(stopKey, stepOne(a, st, c.amount, policy).out);
            stopMet[k] = true;
          }
          to.set(key, st);
          return;
        }
        let t = once.get(key);
        if (t === undefined) {
          const { out, next } = stepOne(a, st, c.amount, policy, c.bits, w.names, w.stops, w.minimum, undefined, figureOf(w, c.members[0]!));
          once.set(key, (t = { out, outKey: `${out.status}|${a.key(out.amount)}`, next, nextKey: keyOf(a, next) }));
        }
        // one outcome per status and amount; the member's own meeting with the boundary ("does
        // not fit; the allocation stops here", met first) is not replaced by the stop another
        // member of its tie caused: the tie shares one position, and no earlier application
        // stopped the walk (schemes/drafted_kostenefficientie, test/drafted21-findings.test.ts)
        const had = c.outs.get(t.outKey);
        if (had === undefined || (had.why === STOPPED && t.out.why !== STOPPED)) c.outs.set(t.outKey, t.out);
        else if (t.out.why !== STOPPED) c.outs.set(t.outKey, sameOutcome(a, had, t.out));
        to.set(t.nextKey, t.next);
        if (left === undefined) return;
        const into = left[i + stride[k]!]!;
        const had2 = into.get(t.nextKey) ?? new Set<number>();
        for (const u of left[i]!.get(key)!) had2.add(t.out.status === NOT_FUNDED ? u + 1 : u);
        into.set(t.nextKey, had2);
      });
      if (steps > MAX_STEPS) return undefined;
    }
  }
  const outcomes = new Map<number, Outcome<V>[]>();
  for (const c of classes) for (const r of c.members) outcomes.set(r, [...c.outs.values()]);
  const finals = [...reach[size - 1]!.values()];
  if (left === undefined) return { outcomes, finals, unfunded: undefined };
  const unfunded = new Set<number>();
  for (const us of left[size - 1]!.values()) for (const u of us) unfunded.add(u);
  return { outcomes, finals, unfunded: [...unfunded] };
}

/**
 * What was left before a tie the walk follows from `states` (an open member is told it: allocate.ts,
 * groups.ts): their remainder where they agree,
 * else the most of them, marked `atMost` ("at most …, whichever order the tie takes"); null where
 * one is unlimited.
 */
export function beforeTie<V>(a: Arith<V>, states: readonly { readonly remaining: V | null }[]): { before: V | null; atMost: boolean } {
  let most = states[0]!.remaining;
  let differ = false;
  for (const st of states) {
    if (st.remaining === null || most === null) return { before: null, atMost: false };
    const c = a.cmp(st.remaining, most);
    if (c !== 0) differ = true;
    if (c > 0) most = st.remaining;
  }
  return { before: most, atMost: differ };
}
