// The operands a comparison shows: those of the key's formula whose values differ between the two
// applications (drafter25: "call.intensity[measure]: 50% against 50%; measure: enterprise against
// enterprise" beside the aid that decided explained nothing — what is the same on both sides did
// not make the difference). Read by rankingSteps.ts for a pair's fact and its words' shape: a
// row's operands are read and worded whole once (the row both pairs share keeps them), and each
// pair picks those its mask keeps.
import { namedOperands } from "./details.js";
import type { KeySpec } from "../spec.js";
import type { TraceOperand, TraceValue } from "./trace.js";

/** The most operands a mask tells apart (the compiler keeps at most four a key: compile's operands). */
const MOST = 30;

const same = (x: TraceValue, y: TraceValue): boolean => x.kind === y.kind && x.value === y.value && x.unit === y.unit;

/** Which of one key's operand values differ between two applications (bit n: operand n; 0: none does). */
export function differingMask(a: readonly TraceValue[], b: readonly TraceValue[]): number {
  let mask = 0;
  const n = Math.min(a.length, b.length, MOST);
  for (let k = 0; k < n; k++) if (!same(a[k]!, b[k]!)) mask |= 1 << k;
  return mask;
}

/** How many operands a mask keeps. */
export function shownCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The indices of the operands a mask keeps, in the formula's order. */
export function shownIndices(mask: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < MOST; k++) if (mask & (1 << k)) out.push(k);
  return out;
}

/** The names of the operands a mask keeps. */
export function shownNames(names: readonly string[], mask: number): string[] {
  return shownIndices(mask).map((k) => names[k]!);
}

/** One row's operands named (details.ts `namedOperands`), those a mask keeps. */
export function shownOperands(k: KeySpec, values: readonly TraceValue[], mask: number): TraceOperand[] {
  const all = namedOperands(k, values);
  if (mask === (1 << all.length) - 1) return all;
  return shownIndices(mask).map((n) => all[n]!);
}
