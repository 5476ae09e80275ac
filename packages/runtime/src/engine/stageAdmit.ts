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

/**
 * An admission stage: of its candidates in ranking order, those that meet its threshold are
 * admitted while fewer than `count` are (a tie at the cut is admitted whole), or while the
 * requests admitted before them stay below `reach` (an amount that may read what is left). Those
 * not admitted are not funded, and say why.
 */
export function admit<V>(w: StagesInput<V>, s: number, stage: StageSpec, sub: Ranking, budget: V | null, status: Uint8Array, stageOf: StageOf, mark: Marks, done: number, say: (r: number, s: number, text: string) => void): Uint8Array {
  const { arith: a } = w;
  const rule = stage.admits!;
  const words = stageWordsOf(w.stages.length);
  const out = new Uint8Array(w.ranking.order.length);
  const count = rule.count ? callValue(`number admitted by the stage '${stage.name}'`, () => rule.count!(w.call)) : undefined;
  const target = rule.reach && budget !== null ? w.fromDecimal(roundTo(callValue(`amount the stage '${stage.name}' admits to`, () => rule.reach!(w.call, a.decimal(budget), a.decimal(w.budget ?? budget))), Math.max(0, w.places), "up")) : undefined;
  let taken = 0;
  let sum = a.zero;
  let lastGroup = -1;
  let closed = false;
  for (let k = 0; k < sub.order.length; k++) {
    const r = sub.order[k]!;
    stageOf[r] = s;
    if (rule.threshold && !(w.stageBits[r * words + (s >> 4)]! & thresholdBit(s))) {
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
      const cut = count !== undefined ? `the first ${count.toString()} are admitted` : `the requests admitted before it already reach ${w.money(target!)} (${rule.reachText ?? ""})`;
      say(r, s, `not admitted to the next stage: ${cut}`);
      continue;
    }
    out[r] = 1;
    taken++;
    sum = a.add(sum, w.asks[r]!);
    lastGroup = g;
    if (count !== undefined && count.cmp(new Decimal(taken)) <= 0) closed = true;
    if (target !== undefined && a.cmp(sum, target) >= 0) closed = true;
    say(r, s, "admitted to the next stage");
  }
  return out;
}
