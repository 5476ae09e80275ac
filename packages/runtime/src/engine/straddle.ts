// The test of the tie a ranked application belongs to, where the scheme breaks only the tie that
// straddles the budget (tie-break scope boundary): told in its position step (narrate.ts).
import { Decimal } from "../decimal.js";
import { KEPT_ROW } from "./allocate.js";
import { CHAIN, decidingStep } from "./rank.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { TraceAmount } from "./trace.js";
import { unitAsks } from "./groups.js";

/**
 * Where the scheme breaks only the tie that straddles the budget (tie-break scope boundary): the
 * test of the tie the application belongs to on the ranking keys — what the budget had left
 * before the tied applications, what they ask together, and whether the budget falls inside.
 * Undefined where there is no such test (ties broken everywhere or nowhere, no tie, no budget).
 */
type StraddleTest = { remainingBefore: TraceAmount; asked: TraceAmount; straddles: boolean };
/** Each tie's test, kept for all its places: found once per tie, not once per member (a tie of thousands was quadratic). */
const straddleTests = new WeakMap<Selection, Map<number, StraddleTest | undefined>>();

export function straddleTest(run: Run, s: Selection, p: number): StraddleTest | undefined {
  const tb = s.regime.ranking.tiebreak;
  if (!tb || tb.scope !== "boundary" || tb.steps.length === 0 || s.proRata) return undefined;
  let known = straddleTests.get(s);
  if (known?.has(p)) return known.get(p);
  const { order, primary } = s.ranking;
  // the tie on the ranking keys: neighbours no primary step separates
  let a = p;
  while (a > 0 && !decidingStep(order[a - 1]!, order[a]!, primary)) a--;
  let b = p + 1;
  while (b < order.length && !decidingStep(order[b - 1]!, order[b]!, primary)) b++;
  const test = b - a < 2 ? undefined : tieTest(run, s, a, b);
  if (!known) straddleTests.set(s, (known = new Map()));
  for (let q = a; q < b; q++) known.set(q, test);
  return test;
}

function tieTest(run: Run, s: Selection, a: number, b: number): StraddleTest | undefined {
  const { order, flags } = s.ranking;
  const unit = s.regime.allocation.unit ?? null;
  let asked = new Decimal(0);
  let before: string | undefined;
  // groups funded together: what the tie's units ask, each consortium whole (groups.ts)
  const units = s.regime.allocation.group?.together && run.as.groups ? unitAsks(s, run.as.groups) : undefined;
  const seen = new Set<number>();
  for (let q = a; q < b; q++) {
    const row = order[q]!;
    if (s.status[row] === KEPT_ROW) continue;
    before ??= s.before(row);
    if (!units) asked = asked.plus(s.requested(row));
    else asked = asked.plus(units.askOf(row, a, seen));
  }
  if (before === undefined) return undefined;
  const plain = unit && before.endsWith(` ${unit}`) ? before.slice(0, -unit.length - 1) : before;
  const places = plain.includes(".") ? plain.length - plain.indexOf(".") - 1 : 0;
  return { remainingBefore: { value: plain, unit }, asked: { value: asked.toFixed(places), unit }, straddles: (flags[a]! & CHAIN) !== 0 };
}

/** a tie left whole because its members are one group funded together: the walk takes them as one unit, no tie-break orders them (FINDINGS39 14) */
export const ONE_GROUP = "they are one group, considered only together";

/** Whether the tied rows order[a..b) are all members of one group funded together (not the kept ones). */
export function oneGroupTie(run: Run, s: Selection, order: ArrayLike<number>, a: number, b: number): boolean {
  const keys = s.regime.allocation.group?.together ? run.as.groups : undefined;
  if (!keys) return false;
  let key: number | undefined;
  for (let q = a; q < b; q++) {
    const row = order[q]!;
    if (s.status[row] === KEPT_ROW) continue;
    const k = keys.keyOf(s.rows.rowApp[row]!);
    if (key === undefined) key = k;
    else if (k !== key) return false;
  }
  return key !== undefined;
}
