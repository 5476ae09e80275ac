// The operands a comparison shows: those of the key's formula whose values differ between the two
// applications (drafter25: "call.intensity[measure]: 50% against 50%; measure: enterprise against
// enterprise" beside the aid that decided explained nothing — what is the same on both sides did
// not make the difference). Read by rankingSteps.ts for a pair's fact and its words' shape.
import type { TraceOperand, TraceValue } from "./trace.js";

/** A pair's operands that differ, each side's in the formula's order, and which by bit (operand n: bit n) — the shape of the pair's words. */
export interface Differing {
  readonly a: readonly TraceOperand[];
  readonly b: readonly TraceOperand[];
  readonly mask: number;
}

const same = (x: TraceValue, y: TraceValue): boolean => x.kind === y.kind && x.value === y.value && x.unit === y.unit;

/** The operands of `a` and `b` (one key's, of two applications) whose values differ; the lists themselves where all do; undefined where none does. */
export function differingOperands(a: readonly TraceOperand[], b: readonly TraceOperand[]): Differing | undefined {
  let mask = 0;
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) if (!same(a[k]!.value, b[k]!.value)) mask |= 1 << k;
  if (mask === 0) return undefined;
  if (mask === (1 << n) - 1 && a.length === n && b.length === n) return { a, b, mask };
  const da: TraceOperand[] = [];
  const db: TraceOperand[] = [];
  for (let k = 0; k < n; k++) if (mask & (1 << k)) da.push(a[k]!), db.push(b[k]!);
  return { a: da, b: db, mask };
}
