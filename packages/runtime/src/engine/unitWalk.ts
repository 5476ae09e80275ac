// The walk by units as a tie-break scope that follows the group walk reads it (rank.ts): the
// same units and the same step as groups.ts's walk (groupUnits.ts), over the rows in order.
import type { GroupWalkInput, GState, Sink } from "./groupUnits.js";
import { unitsOf, unitStep } from "./groupUnits.js";
import { MAX_TIED_UNITS, permutations } from "./tieOrders.js";

/**
 * The walk by units as a tie-break scope that follows the walk reads it (rank.ts): one state,
 * advanced by the rows in the order the ranking gives them, and the test of a tie met on the way.
 * Under `at boundary` (and `… and after`) a tie of units straddles where what the units that the
 * group's items and the quotas admit ask together passes what is left (the test of §13.2 with
 * units for applications: a consortium funded together asks the sum of all its members); under
 * `when decisive` it decides where some member's outcome differs between two orders of its units.
 */
export interface UnitWalk {
  straddles(run: ArrayLike<number>, decisive: boolean): boolean;
  advance(rows: ArrayLike<number>): void;
}

export function unitWalk<V>(w: Omit<GroupWalkInput<V>, "ranking">, rows: number): UnitWalk {
  const a = w.arith;
  const together = w.spec.together !== undefined;
  const identity = new Uint32Array(rows);
  for (let r = 0; r < rows; r++) identity[r] = r;
  // the units in the order of their rows (a group's members in row order)
  const units = unitsOf(w, identity, rows, together);
  const step = unitStep(w, units, (r) => r, []);
  const walked = new Uint8Array(units.count);
  const state: GState<V> = { remaining: w.budget, stopped: false, delta: null, ...(w.limits.length ? { quotas: w.limits } : {}) };
  const ignore: Sink<V> = () => {};
  /** the units whose first members are among these rows (a consortium already walked is not met again) */
  const unitsIn = (run: ArrayLike<number>): number[] => {
    const out: number[] = [];
    for (let q = 0; q < run.length; q++) {
      const u = units.of[run[q]!]!;
      if (u < 0) continue;
      if (!together) out.push(u);
      else if (!walked[u] && !out.includes(u)) out.push(u);
    }
    return out;
  };
  return {
    straddles(run, decisive) {
      if (state.stopped || state.remaining === null) return false;
      const us = unitsIn(run);
      if (us.length < 2) return false;
      if (decisive && us.length <= MAX_TIED_UNITS) {
        const first = new Map<number, string>();
        let differs = false;
        const compare: Sink<V> = (r, st, amount) => {
          const k = `${st}:${a.key(amount)}`;
          const f = first.get(r);
          if (f === undefined) first.set(r, k);
          else if (f !== k) differs = true;
        };
        for (const perm of permutations(us)) {
          let s = state;
          for (const u of perm) {
            s = step(s, u, false, compare);
            if (differs) return true;
          }
        }
        return false;
      }
      let sum = a.zero;
      let least: V | undefined;
      for (const u of us) {
        let held = false;
        const lead = units.rows[units.start[u]!]!;
        step(state, u, false, (r, _st, _amount, _why, _before, _source, _quota, h) => {
          if (r === lead) held = h === true;
        });
        if (held) continue;
        const ask = units.ask[u]!;
        sum = a.add(sum, ask);
        if (least === undefined || a.cmp(ask, least) < 0) least = ask;
      }
      const left = state.remaining;
      return w.policy === "reach"
        ? a.cmp(left, a.zero) > 0 && least !== undefined && a.cmp(a.sub(sum, least), left) >= 0
        : (w.policy === "full" ? a.cmp(left, a.zero) >= 0 : a.cmp(left, a.zero) > 0) && a.cmp(sum, left) > 0;
    },
    advance(run) {
      for (const u of unitsIn(run)) {
        if (together) walked[u] = 1;
        step(state, u, true, ignore);
      }
    },
  };
}
