// Which step of a ranking put one row after another: the first step on which the two differ, and
// the two values in words — what an explanation's comparison with a neighbour says
// (rankingSteps.ts). `decidingIndex` finds the step; placeBlock.ts finds it ahead of the rows,
// for a block of places, and the comparison words it when read (`stepWords`): one reading.
import { Decimal } from "../decimal.js";
import { missingWords } from "./lazykeys.js";
import type { Step } from "./rank.js";

/** The index in `steps` of the first step on which rows a and b differ (a value against none counts); −1 where none does. */
export function decidingIndex(a: number, b: number, steps: readonly Step[]): number {
  for (let k = 0; k < steps.length; k++) {
    const s = steps[k]!;
    const ma = missingWords(s, a);
    const mb = missingWords(s, b);
    if (ma !== undefined || mb !== undefined) {
      if (ma !== undefined && mb !== undefined) continue;
      return k;
    }
    // a greedy step: both at the place the first of them took, where they contested it
    const x = s.valueAt ? s.valueAt(a, b) : s.value(a);
    const y = s.valueAt ? s.valueAt(b, a) : s.value(b);
    if (x instanceof Decimal ? !x.eq(y as Decimal) : x !== y) return k;
  }
  return -1;
}

/** The step that decided rows a and b, and each row's value on it in words (or why it has none), made when asked. */
export function stepWords(a: number, b: number, s: Step): { step: Step; before: () => string; after: () => string } {
  return { step: s, before: () => missingWords(s, a) ?? (s.showAt ? s.showAt(a, b) : s.show(a)), after: () => missingWords(s, b) ?? (s.showAt ? s.showAt(b, a) : s.show(b)) };
}

/** Which step put row `b` after row `a`: the first step on which they differ. */
export function decidingStep(a: number, b: number, steps: readonly Step[]): { step: Step; before: () => string; after: () => string } | undefined {
  const k = decidingIndex(a, b, steps);
  return k < 0 ? undefined : stepWords(a, b, steps[k]!);
}
