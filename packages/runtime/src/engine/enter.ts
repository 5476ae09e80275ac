// An assessed application entered into its regime's ranking (assess.ts `Assessor.assess`, its
// last step): its amount asked and its ordering keys — the field each needs checked first, its
// MissingValue taken without calling it (ops.ts `missingOf`, the needs resolved once) — its
// quotas, stages and published cells into row r of the regime's columns; or, where the data
// cannot give them, the reason that names the amount or the key.
import { Decimal } from "../decimal.js";
import { EvaluationError, missingOf, type Need } from "../ops.js";
import type { Env, KeyValue } from "../spec.js";
import type { QuotaSpec } from "../allocationSpec.js";
import type { Assessor } from "./assess.js";
import { orderValue } from "./rank.js";
import { negativeAsk } from "./asks.js";
import { rowCapacity, stageBit, stageConditions, thresholdBit, type RegimeRows } from "./regimeRows.js";
import { cellOf } from "./publish.js";
import { noteBelow } from "./stageThreshold.js";
import { tieValue } from "./assessKinds.js";

/** What `enter` reads beside the Assessor's public columns: made once per Assessor. */
export interface Entering {
  readonly env: Env;
  /** the tie-break keys an application has no value for: key index, reason, … (scratch, reused) */
  readonly lacking: (number | string)[];
  /** the applications' count where known (a list), for the regime's columns' room */
  readonly total: number | undefined;
  /** the published columns with a computed value */
  readonly computed: readonly number[];
  /** each regime's amount's `needs`, resolved once (ops.ts `needOf`) */
  readonly amountNeeds: readonly (Need | undefined)[];
}

/** `enter`'s keys before it pushes them: one array for every assessor (a new one's first stores change its elements kind, and `enter`'s code is thrown away: jit15) */
const KEY_SCRATCH: KeyValue[] = [];
/** a row's words of stage bits after the first, beyond 16 stages (one scratch: a row is entered at a time) */
const MORE_WORDS: number[] = [];
/** a row's figures of the quotas of a figure (§14.5), by quota (one scratch: a row is entered at a time) */
const FIGURES: Decimal[] = [];
const ZERO = new Decimal(0);

/** Computes what the regime's ranking reads into row r of its columns: r, or −1 (with the reason) when the data cannot give it. */
export function enter(as: Assessor, e: Entering, i: number, rr: RegimeRows): number {
  const { env } = e;
  const regime = rr.regime;
  const alloc = regime.allocation;
  let step = "allocation";
  let stepSource: string | undefined;
  let quotaAt: QuotaSpec | undefined;
  let asked: Decimal | number;
  let weight: Decimal | undefined;
  const keys = KEY_SCRATCH;
  const lacking = e.lacking;
  // (setting an array's length is a call into the runtime, even to the length it has)
  if (lacking.length !== 0) lacking.length = 0;
  let bits = 0;
  let stages = 0;
  const groupFailed = as.groups?.failed.get(i);
  if (groupFailed !== undefined) return as.addReason(i, { rule: "allocation", source: as.citer.cite(alloc.group?.source ?? alloc.source), message: groupFailed }), -1;
  for (let j = 0; j < as.moreGroups.length; j++) {
    const failed = as.moreGroups[j]!.failed.get(i);
    if (failed !== undefined) return as.addReason(i, { rule: "allocation", source: as.citer.cite(alloc.moreGroups?.[j]?.source ?? alloc.source), message: failed }), -1;
  }
  // a field the amount needs, absent: its MissingValue without calling the amount (ops.missingOf)
  const amountMissing = missingOf(env.a, e.amountNeeds[rr.index]);
  if (amountMissing !== undefined) return cannot(as, i, regime, step, stepSource, amountMissing);
  try {
    asked = alloc.amount(env);
    const negative = negativeAsk(asked, rr.asks.places);
    if (negative !== undefined) throw new EvaluationError(`it is negative (${negative}): no application can be granted less than nothing`);
    if (alloc.proRata?.weight) {
      step = "weight";
      weight = weightOf(alloc.proRata.weight(env));
      if (weight.isNegative()) throw new EvaluationError(`it is negative (${weight.toString()}): no share is in proportion to less than nothing`);
      step = "allocation";
    }
    for (let k = 0; k < rr.keySpecs.length; k++) {
      const spec = rr.keySpecs[k]!;
      step = spec.text;
      stepSource = spec.source;
      if (k < rr.primaryKeys || rr.primaryAt[k] || rr.weightAt[k]) {
        // a lottery's weight is told as the weight, by its title (review35 W3), not as an ordering key
        if (rr.weightAt[k]) step = weightStep(spec);
        // a field the key needs, absent: its MissingValue without calling the key (ops.missingOf)
        const missing = missingOf(env.a, rr.keyNeeds[k]);
        if (missing !== undefined) return cannot(as, i, regime, step, stepSource, missing);
        keys[k] = orderValue(spec, spec.get(env));
        // a weighted lottery's weight (§13.2): 0 keeps the application out of the draw, below 0 is no weight
        if (rr.weightAt[k] && weightNegative(keys[k]!)) throw new EvaluationError(`it is negative (${String(keys[k])}): a lottery weight is 0 (not in the draw) or more`);
        // beyond the doubles the recipe computes with (§13.2), a key would be 0 or +∞, ties the law does not make (review35 W2)
        if (rr.weightAt[k] && weightOutOfRange(keys[k]!)) throw new EvaluationError(`it is outside the range of the draw (${String(keys[k])}): a lottery weight above 0 is between 10^-100 and 10^100`);
      } else keys[k] = tieValue(spec, rr.keyNeeds[k], env, k, lacking);
    }
    step = "allocation";
    const quotas = alloc.quotas;
    if (quotas) {
      for (let q = 0; q < quotas.length; q++) {
        const quota = quotas[q]!;
        if (!quota.applies(env)) continue;
        bits |= 1 << q;
        // a quota of a figure (§14.5): the figure this grant draws from it, computed once as the
        // amount is; a negative one would give back to the quota what no grant took
        if (quota.figure) {
          step = "quota";
          quotaAt = quota;
          const f = quota.figure(env);
          if (f.isNegative()) throw new EvaluationError(`it is negative (${f.toString()}): no grant draws less than nothing from a quota`);
          FIGURES[q] = f;
          step = "allocation";
        }
      }
    }
    if (alloc.stages?.length) {
      // a stage's condition that cannot be computed does not hold (regimeRows.ts stageConditions)
      stages = stageConditions(alloc.stages, env);
      // beyond 16 stages, the row's further words of stage bits (regimeRows.ts stageWordsOf)
      for (let w = 1; w < rr.stageWords; w++) MORE_WORDS[w] = stageConditions(alloc.stages, env, w);
    }
  } catch (x) {
    if (!(x instanceof EvaluationError)) throw x;
    return cannot(as, i, regime, step, stepSource, x, quotaAt);
  }
  const r = rr.rows++;
  // the regime's first row, or its columns full: room for the rows it is likely to get
  if (r === rr.rowApp.length) rr.reserve(rowCapacity(e.total, as.kind.length, r, i));
  rr.rowApp[r] = i;
  if (rr.quotaBits.length) rr.quotaBits[r] = bits;
  if (rr.figures) for (let q = 0; q < rr.figures.length; q++) if (rr.figures[q]) rr.figures[q]![r] = bits & (1 << q) ? FIGURES[q]! : ZERO;
  // the answer to the offer of a reduced award, where a boundary asks for the applicant's consent (step.ts)
  if (rr.answers.size) for (const [field, column] of rr.answers) column[r] = answerIn(env.a[field]);
  if (rr.stageBits.length) {
    const words = rr.stageWords;
    rr.stageBits[r * words] = stages;
    for (let w = 1; w < words; w++) rr.stageBits[r * words + w] = MORE_WORDS[w]!;
    // below a funding stage's own threshold: the reason, with the values read now (stageThreshold.ts)
    if (rr.stageBelow) {
      const at = (s: number): number => (s < 16 ? stages : MORE_WORDS[s >> 4]!);
      noteBelow(rr.stageBelow, alloc.stages!, env, r, (s) => (at(s) & stageBit(s)) !== 0, (s) => (at(s) & thresholdBit(s)) !== 0);
    }
  }
  rr.asks.push(asked);
  if (weight !== undefined) rr.weights[r] = weight;
  for (let k = 0; k < rr.keySpecs.length; k++) rr.keys[k]!.push(keys[k]!);
  for (let q = 0; q < lacking.length; q += 2) rr.missing[lacking[q] as number]!.set(r, lacking[q + 1] as string);
  const columns = as.scheme.publish?.columns;
  if (columns) for (let c = 0; c < e.computed.length; c++) as.cells[e.computed[c]!]!.push(cellOf(columns[e.computed[c]!]!, env));
  if (as.records) as.records[i] = env.a;
  return r;
}

/**
 * The reason where the amount (`step` "allocation"), the weight, a quota's figure (`step` "quota",
 * §14.5: the quota's words and source) or an ordering key cannot be computed; −1.
 */
function cannot(as: Assessor, i: number, regime: RegimeRows["regime"], step: string, stepSource: string | undefined, e: EvaluationError, quota?: QuotaSpec): -1 {
  const alloc = regime.allocation;
  if (step === "quota" && quota) {
    const message = `the figure '${quota.figureText ?? quota.name}' of the quota '${quota.title ?? quota.name}' cannot be computed: ${e.message}`;
    as.addReason(i, { rule: "allocation", source: as.citer.cite(quota.source ?? alloc.source), message });
    return -1;
  }
  const source = step === "allocation" ? as.citer.cite(alloc.amountSource ?? alloc.source) : step === "weight" ? as.citer.cite(alloc.proRata?.source ?? alloc.source) : as.citer.cite(stepSource ?? regime.ranking.source);
  const message = step === "allocation" ? `the amount (${alloc.amountText}) cannot be computed: ${e.message}` : step === "weight" ? `the weight of pro rata (${alloc.proRata?.weightText}) cannot be computed: ${e.message}` : step.startsWith(WEIGHT) ? `the lottery weight '${step.slice(WEIGHT.length)}' cannot be computed: ${e.message}` : `the ordering key ${step} cannot be computed: ${e.message}`;
  as.addReason(i, { rule: step === "allocation" || step === "weight" ? "allocation" : "ranking", source, message });
  return -1;
}

/** `step` while a lottery's weight is computed: a mark, then the weight's words (`weightStep`) */
const WEIGHT = "\u0000weight:";

/** A lottery's weight in words: a let's title ("the tickets"), a field's description, else as written. */
function weightStep(spec: { readonly text: string; readonly title?: string; readonly described?: string }): string {
  return WEIGHT + (spec.title ?? spec.described ?? spec.text);
}

/** a weight as the scheme computes it: a Decimal, or a JS number (whole points) */
function weightOf(v: Decimal | number): Decimal {
  return typeof v === "number" ? new Decimal(v) : v;
}

/** A yes/no field's value as the answer to the offer of a reduced award: 1 yes, 2 no, 0 not recorded (step.ts ANSWER_*). */
function answerIn(v: unknown): number {
  return v === true ? 1 : v === false ? 2 : 0;
}

const LEAST_WEIGHT = new Decimal("1e-100");
const MOST_WEIGHT = new Decimal("1e100");

/** Whether a lottery's weight above 0 is below 10^-100 or above 10^100 (a whole number of points never is). */
function weightOutOfRange(v: KeyValue): boolean {
  return v instanceof Decimal && v.gt(0) && (v.lt(LEAST_WEIGHT) || v.gt(MOST_WEIGHT));
}

/** Whether a lottery's weight (a number or a Decimal) is below 0. */
function weightNegative(v: KeyValue): boolean {
  return typeof v === "number" ? v < 0 : v instanceof Decimal ? v.isNegative() && !v.isZero() : false;
}
