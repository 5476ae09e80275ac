// A tied group from one state: what every order of its members decides alike, recorded in place
// (`wholeGroup`: the walk has stopped, or the whole group fits), and the outcomes of each member
// in every order it could take (`tiedGroup`: computed per boundary policy where the policy
// decides whatever the order, else followed by walkOrders.ts's `everyOrder`, else left open).
// Split from allocate.ts, whose walk calls both at each group the scheme leaves tied: the
// policies' reasoning over a tie stands apart from the walk over the ranking.
import type { BoundaryPolicy } from "../spec.js";
import type { AmountColumn, Arith, OptionalColumn } from "./arith.js";
import type { WalkInput } from "./allocate.js";
import { everyOrder } from "./walkOrders.js";
import { FUNDED, INDETERMINATE, NOT_FUNDED, PARTIAL, STOPPED, DOES_NOT_FIT_SKIP, ALLOCATION_STOPS, EXHAUSTED, FITS, OPEN, UNLIMITED, PARTLY, type Outcome, type State } from "./step.js";

/**
 * tiedGroup's first two cases from one state without quotas, recorded in place: the walk has
 * stopped, or the whole group fits. The state after the group, or undefined where the group
 * meets the boundary (tiedGroup then follows its orders). A member of a group that fits is told
 * what was left before the group, the most any order leaves it: `atMost` marks it (words30).
 */
export function wholeGroup<V>(a: Arith<V>, st: State<V>, members: ArrayLike<number>, asks: ArrayLike<V>, policy: BoundaryPolicy, status: Uint8Array, granted: AmountColumn<V>, why: string[], before: OptionalColumn<V>, atMost: { add(r: number): unknown }): State<V> | undefined {
  const R = st.remaining;
  const m = members.length;
  if (st.stopped) {
    // not funded, nothing granted, STOPPED: what the walk's columns hold for a row it has not
    // recorded (allocate.ts `WalkInput.into`), as the walk's loop of single rows leaves them after
    // a stop; only what was left before is told (seed40: three random stores a row fewer)
    for (let q = 0; q < m; q++) before.set(members[q]!, R);
    return st;
  }
  let sum = a.zero;
  for (let q = 0; q < m; q++) sum = a.add(sum, asks[members[q]!]!);
  if (R !== null) {
    const c = a.cmp(sum, R);
    if (c > 0 || (c === 0 && policy === "reach")) return undefined;
  }
  for (let q = 0; q < m; q++) {
    const r = members[q]!;
    status[r] = FUNDED;
    granted[r] = asks[r]!;
    why[r] = R === null ? UNLIMITED : FITS;
    before.set(r, R);
    // what was left before the tie is the most any order leaves a member: marked where the others ask something (fix29's words; words30)
    if (R !== null && a.cmp(sum, asks[r]!) > 0) atMost.add(r);
  }
  return { remaining: R === null ? null : a.sub(R, sum), stopped: false };
}

function outcome<V>(status: number, amount: V, why: string, before: V | null): Outcome<V> {
  return { status, amount, why, before };
}

/**
 * The outcomes of a tied group in every order its members could take, from one state. What the
 * policies decide whatever the order is computed directly (the group is stopped out, fits whole,
 * or meets the boundary under stop, partial or full); under skip a group that does not fit is
 * walked in every order (everyOrder), and only when that is too large are its members left
 * open and the budget no longer followed (`lost`).
 */
export function tiedGroup<V>(w: WalkInput<V>, members: number[], st: State<V>, bitsOf: (r: number) => number): { outcomes: Map<number, Outcome<V>[]>; finals: State<V>[]; lost: boolean; unfunded?: readonly number[] } {
  const { arith: a, policy, asks } = w;
  const outcomes = new Map<number, Outcome<V>[]>();
  const R = st.remaining;
  let sum = a.zero;
  for (const r of members) sum = a.add(sum, asks[r]!);
  const set = (r: number, ...outs: Outcome<V>[]): void => void outcomes.set(r, outs);
  if (st.stopped) {
    for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, STOPPED, R));
    return { outcomes, finals: [st], lost: false, unfunded: [members.length] };
  }
  if (!st.quotas && (R === null || a.cmp(sum, R) < 0 || (a.cmp(sum, R) === 0 && policy !== "reach"))) {
    for (const r of members) set(r, outcome(FUNDED, asks[r]!, R === null ? UNLIMITED : FITS, R));
    return { outcomes, finals: [{ remaining: R === null ? null : a.sub(R, sum), stopped: false }], lost: false, unfunded: [0] };
  }
  // exact when the orders can be followed; what follows is for groups too large for that
  const exact = everyOrder(w, members, st, bitsOf);
  if (exact) return { outcomes: exact.outcomes, finals: exact.finals, lost: false, unfunded: exact.unfunded };
  if (st.quotas || (w.minimum && policy === "partial")) {
    // the shortcuts below do not follow quotas, nor a minimum for a partial grant: leave the
    // group open and stop following the budget
    for (const r of members) set(r, outcome(INDETERMINATE, asks[r]!, OPEN, R));
    return { outcomes, finals: [], lost: true };
  }
  if (R === null) return { outcomes, finals: [st], lost: true }; // an unlimited budget without quotas fits every group
  const funded = (r: number) => outcome(FUNDED, asks[r]!, FITS, R);
  const openOf = (r: number) => outcome(INDETERMINATE, policy === "partial" && a.cmp(asks[r]!, R) > 0 ? R : asks[r]!, OPEN, R);
  switch (policy) {
    case "stop": {
      // a member that fits on its own may come first; any member may come after the stop
      const notFunded = outcome(NOT_FUNDED, a.zero, (w.stops ?? ALLOCATION_STOPS).here, R);
      let someFit = false;
      for (const r of members) {
        if (a.cmp(asks[r]!, R) <= 0) {
          someFit = true;
          set(r, funded(r), notFunded);
        } else set(r, notFunded);
      }
      // every order stops inside the group; what is left depends on the order when some fit
      return { outcomes, finals: someFit ? [{ remaining: R, stopped: true }, { remaining: a.zero, stopped: true }] : [{ remaining: R, stopped: true }], lost: false };
    }
    case "partial":
      if (a.cmp(R, a.zero) <= 0) {
        for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, EXHAUSTED, R));
        return { outcomes, finals: [{ remaining: R, stopped: true }], lost: false, unfunded: [members.length] };
      }
      // every member may come first (funded or partial) or later (less, or nothing)
      for (const r of members) set(r, a.cmp(asks[r]!, R) <= 0 ? funded(r) : outcome(PARTIAL, R, PARTLY, R), openOf(r));
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }], lost: false };
    case "reach":
      if (a.cmp(R, a.zero) <= 0) {
        for (const r of members) set(r, outcome(NOT_FUNDED, a.zero, EXHAUSTED, R));
        return { outcomes, finals: [{ remaining: R, stopped: true }], lost: false };
      }
      // a member is left out only if the others alone can reach the budget before it
      for (const r of members) a.cmp(a.sub(sum, asks[r]!), R) >= 0 ? set(r, funded(r), openOf(r)) : set(r, funded(r));
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }, { remaining: a.sub(R, sum), stopped: true }], lost: false };
    case "full":
      // a member is left out only if the others alone can pass the budget before it
      for (const r of members) a.cmp(a.sub(sum, asks[r]!), R) > 0 ? set(r, funded(r), openOf(r)) : set(r, funded(r));
      // how far past the budget depends on the order: two markers make what is left open
      return { outcomes, finals: [{ remaining: a.zero, stopped: true }, { remaining: a.sub(R, sum), stopped: true }], lost: false };
    case "skip": {
      const fitting = members.filter((r) => a.cmp(asks[r]!, R) <= 0);
      const never = outcome(NOT_FUNDED, a.zero, DOES_NOT_FIT_SKIP, R);
      for (const r of members) if (!fitting.includes(r)) set(r, never);
      let fitSum = a.zero;
      for (const r of fitting) fitSum = a.add(fitSum, asks[r]!);
      if (a.cmp(fitSum, R) <= 0) {
        for (const r of fitting) set(r, funded(r));
        return { outcomes, finals: [{ remaining: a.sub(R, fitSum), stopped: false }], lost: false, unfunded: [members.length - fitting.length] };
      }
      const fit = everyOrder(w, fitting, st, bitsOf);
      if (fit) {
        for (const [r, outs] of fit.outcomes) outcomes.set(r, outs);
        return { outcomes, finals: fit.finals, lost: false, unfunded: fit.unfunded?.map((u) => u + members.length - fitting.length) };
      }
      for (const r of fitting) set(r, funded(r), openOf(r));
      return { outcomes, finals: [], lost: true };
    }
  }
}
