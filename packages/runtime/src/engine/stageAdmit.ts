// An admission stage (§14.10): it funds nobody and admits to the next stage the first k of its
// candidates, or as many as needed for their requests to reach an amount, of those that meet its
// threshold; the others are not funded and say why. Split out of stages.ts, which walks it.
import { Decimal, roundTo } from "../decimal.js";
import type { StageSpec } from "../spec.js";
import { callValue } from "../invalid.js";
import { NOT_FUNDED } from "./step.js";
import type { Ranking } from "./rank.js";
import type { Marks, StageOf } from "./stageRows.js";
import { stageWordsOf } from "./regimeRows.js";
import type { StagesInput } from "./stages.js";
import { thresholdBit } from "./regimeRows.js";
import { closestCut } from "./stageClosest.js";
import type { Arith } from "./arith.js";

/**
 * An admission stage: of its candidates in ranking order, those that meet its threshold are
 * admitted while fewer than `count` are (a tie at the cut is admitted whole), or while the
 * requests admitted before them stay below `reach` (an amount that may read what is left), or,
 * `closest`, up to the place whose sum is closest to `reach` (not under `floor`; stageClosest.ts).
 * Those not admitted are not funded, and say why.
 */
export function admit<V>(w: StagesInput<V>, s: number, stage: StageSpec, sub: Ranking, budget: V | null, status: Uint8Array, stageOf: StageOf, mark: Marks, done: number, say: (r: number, s: number, text: string) => void): Uint8Array {
  const { arith: a } = w;
  const rule = stage.admits!;
  const words = stageWordsOf(w.stages.length);
  const out = new Uint8Array(w.ranking.order.length);
  const count = rule.count ? callValue(`number admitted by the stage '${stage.name}'`, () => rule.count!(w.call)) : undefined;
  const target = rule.reach && budget !== null ? w.fromDecimal(roundTo(callValue(`amount the stage '${stage.name}' admits to`, () => rule.reach!(w.call, a.decimal(budget), a.decimal(w.budget ?? budget))), Math.max(0, w.places), "up")) : undefined;
  const meets = (r: number): boolean => !rule.threshold || (w.stageBits[r * words + (s >> 4)]! & thresholdBit(s)) !== 0;
  // `admit closest to`: how many places are admitted, decided before the walk from the sums at each place's end
  let places = -1;
  let levels: V[] = [];
  let floor: V | undefined;
  if (rule.closest && target !== undefined) {
    floor = rule.floor && budget !== null ? w.fromDecimal(roundTo(callValue(`amount the stage '${stage.name}' admits at least`, () => rule.floor!(w.call, a.decimal(budget), a.decimal(w.budget ?? budget))), Math.max(0, w.places), "up")) : undefined;
    levels = placeSums(a, sub, meets, w.asks);
    places = closestCut(a, levels, target, floor);
  }
  let taken = 0;
  let placesTaken = 0;
  let sum = a.zero;
  let lastGroup = -1;
  let closed = places === 0;
  /** `admit closest to`: the place after the cut (its tie group's start) and its ids, named to the rows after it */
  let cutGroup = -1;
  let cutNames = "";
  for (let k = 0; k < sub.order.length; k++) {
    const r = sub.order[k]!;
    stageOf[r] = s;
    if (!meets(r)) {
      status[r] = NOT_FUNDED;
      mark[r] = done;
      say(r, s, `not admitted to the next stage: below the admission threshold (${rule.thresholdText ?? "its threshold"})`);
      continue;
    }
    // the place's tie group: a tie at the cut is admitted whole
    const g = sub.start[k]!;
    if (closed && g !== lastGroup) {
      status[r] = NOT_FUNDED;
      mark[r] = done;
      if (cutGroup < 0) {
        cutGroup = g;
        const ids: string[] = [];
        for (let q = k; q < sub.order.length && sub.start[q] === g; q++) if (meets(sub.order[q]!)) ids.push(w.idOf(sub.order[q]!));
        cutNames = ids.join(", ");
      }
      const cut = count !== undefined
        ? `the first ${count.toString()} are admitted`
        : places >= 0 && floor !== undefined && a.cmp(floor, target!) > 0
          ? // a floor above the target decided the cut (stageClosest.ts): the sum reached it, and more is only further from the target (mendtie32's D1)
            `the requests admitted before it already reach ${w.money(floor)} (${rule.floorText ?? ""}), the least they may come to, and more would only be further from ${w.money(target!)} (${rule.reachText ?? ""})`
        : places >= 0 && a.cmp(sum, target!) < 0
          ? `the requests admitted before it, ${w.money(sum)}, are closer to ${w.money(target!)} (${rule.reachText ?? ""}) than ${w.money(levels[places]!)}, with the next in ranking order${g === cutGroup ? "" : ` (${cutNames})`}, would be`
          : `the requests admitted before it already reach ${w.money(target!)} (${rule.reachText ?? ""})`;
      say(r, s, `not admitted to the next stage: ${cut}`);
      continue;
    }
    out[r] = 1;
    taken++;
    sum = a.add(sum, w.asks[r]!);
    if (g !== lastGroup) placesTaken++;
    lastGroup = g;
    if (count !== undefined && count.cmp(new Decimal(taken)) <= 0) closed = true;
    if (places >= 0 ? placesTaken >= places : target !== undefined && a.cmp(sum, target) >= 0) closed = true;
    say(r, s, "admitted to the next stage");
  }
  return out;
}

/** The requests' sum at the end of each place (a tie group) of the candidates that meet the threshold, in ranking order. */
function placeSums<V>(a: Arith<V>, sub: Ranking, meets: (r: number) => boolean, asks: ArrayLike<V>): V[] {
  const out: V[] = [];
  let sum = a.zero;
  let last = -1;
  for (let k = 0; k < sub.order.length; k++) {
    const r = sub.order[k]!;
    if (!meets(r)) continue;
    sum = a.add(sum, asks[r]!);
    if (sub.start[k] !== last) out.push(sum);
    else out[out.length - 1] = sum;
    last = sub.start[k]!;
  }
  return out;
}
