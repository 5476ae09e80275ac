// Where an admission stage `admit closest to <target> [at least <floor>]` cuts (§14.10): Horizon
// Europe's "the total requested budget of proposals admitted to stage 2 is as close as possible to
// three times the available budget, and not less than 2.5 times". One job: given the sums of the
// requests at the end of each place of the stage's candidates (a tie is one place, admitted whole),
// how many places are admitted. Split out of stageAdmit.ts, which walks the stage.
import type { Arith } from "./arith.js";

/**
 * The number of places admitted, of `levels` (the requests' sum after each place, ascending, the
 * candidates below the admission threshold left out): the level closest to `target`, of those not
 * under `floor`. Only the two levels around the target can be closest (the last below it, the
 * first at or above it); at equal distances the one above, with more admitted (the floor shows the
 * law would rather admit too many than too few). Where the level below is under the floor, the one
 * above; where no level reaches the target, every place (the closest there is); where no level
 * reaches the floor, every place too: no cut meets the law's floor, and admitting everyone comes
 * nearest to it. At least the first place is admitted, even where admitting nobody would come
 * nearer the target; nothing where the target is not above zero (and the floor not either).
 */
export function closestCut<V>(a: Arith<V>, levels: readonly V[], target: V, floor: V | undefined): number {
  // a floor above the target (the checker refuses it where the text shows it, AL0554): of the
  // levels not under it, the first is the closest
  if (floor !== undefined && a.cmp(floor, target) > 0) {
    const k = levels.findIndex((x) => a.cmp(x, floor) >= 0);
    return k < 0 ? levels.length : k + 1;
  }
  // the first level at or above the target (levels[hi - 1]; 0 is the level of nothing admitted)
  let hi = 0;
  if (a.cmp(a.zero, target) < 0) {
    hi = levels.findIndex((x) => a.cmp(x, target) >= 0) + 1;
    if (hi === 0) return levels.length;
  }
  if (hi === 0) return 0;
  const lo = hi - 1;
  // "as close as possible to" presumes a shortlist: the first place is admitted (a tie at it whole)
  // even where nothing is nearer the target than it (review31 L1: target 40, every ask 100)
  if (lo === 0) return hi;
  const below = lo === 0 ? a.zero : levels[lo - 1]!;
  const above = levels[hi - 1]!;
  if (a.cmp(above, target) === 0) return hi;
  if (floor !== undefined && a.cmp(below, floor) < 0) return hi;
  // target - below against above - target: the nearer; at equal distances, the one above
  return a.cmp(a.sub(target, below), a.sub(above, target)) < 0 ? lo : hi;
}
