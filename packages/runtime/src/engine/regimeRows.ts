// The rows of one regime: the applications its ranking orders, in the order assessment accepts
// them, with what the ranking and the allocation read of each (amount asked, ordering keys,
// quotas and stage conditions that apply). Assessment (assess.ts) fills them; the selection
// (select.ts, stageRank.ts, groups.ts, fcfs.ts) reads them.
import { stageThresholds, type StageBelow } from "./stageThreshold.js";
import { EvaluationError, needOf, type Need } from "../ops.js";
import { Decimal, minorOf, minorUnits, POW10_EXACT } from "../decimal.js";
import type { CompiledScheme, Env, KeySpec, KeyValue, RankingSpec, RegimeSpec, StageSpec } from "../spec.js";
import { Asks } from "./asks.js";
import type { Numbers } from "./order.js";
import { Values } from "./values.js";
import { IdKey } from "./idKey.js";
import { MirroredKey } from "./mirroredKey.js";

/** The rows of one regime: the applications it ranks, with what the ranking and allocation read. */
export class RegimeRows {
  rows = 0;
  /** per row: its application */
  rowApp: Int32Array;
  asks: Asks;
  /** per row: its weight, where the allocation shares pro rata by one (`pro rata by total`, prorataWeights.ts) */
  readonly weights: Decimal[] = [];
  /** per key of the ranking and then of the tie-break chain: the value as the ranking orders it */
  keys: Values<KeyValue>[];
  /** per row: the quotas that apply, as bits (quota q: bit q) */
  quotaBits: Int32Array;
  /** per quota of a figure (`at most … of fy1`, §14.5), per row: the figure its grant draws from the quota (0 where the quota does not apply); undefined for a quota of the amount, and no array without such quotas */
  readonly figures: (Decimal[] | undefined)[] | undefined;
  /** per row: the conditions of the allocation's stages that hold, as bits (stages.ts): two a stage, in the narrowest column that holds them (`stageBitsOf`), `stageWords` to a row */
  stageBits: StageBits;
  /** how many of stageBits's elements a row takes: 1 for up to 16 stages, a 32-bit word for each 16 beyond (`stageWordsOf`) */
  readonly stageWords: number;
  /** where a stage that funds has its own threshold: the reasons of the rows below it, by row × stages + stage (stageThreshold.ts) */
  readonly stageBelow: StageBelow | undefined;
  readonly keySpecs: readonly KeySpec[];
  /** each key's `needs`, resolved once (ops.ts `needOf`) */
  readonly keyNeeds: readonly (Need | undefined)[];
  /** per key as `keys`: the rows a tie-break key has no value for, and why (read only inside a tie: lazykeys.ts) */
  readonly missing: Map<number, string>[];
  /** how many of `keySpecs` are the ranking's own keys (every row needs their values) */
  readonly primaryKeys: number;
  /** per key spec: 1 where it is a weighted lottery's weight (every row needs it, never negative: enter.ts) */
  readonly weightAt: Uint8Array;
  /** where stages have their own rankings: per key, 1 for a ranking key (every row needs it) */
  readonly primaryAt: Uint8Array;
  /** per stage: the index in `keys` of its own ranking's first key, undefined for the regime's */
  readonly stageKeys?: readonly (number | undefined)[];
  /**
   * per field a partial grant's consent reads (`with consent <field>`, law32): each row's answer,
   * 0 not recorded, 1 yes, 2 no (step.ts ANSWER_*); empty where no boundary asks for consent
   */
  readonly answers = new Map<string, Uint8Array>();

  /**
   * The columns are made empty and sized at the regime's first row (`reserve`), and again as they
   * fill: a regime no application comes under (most calls choose one regime of several) makes no
   * column, and one that gets a share of the applications columns of about that share — V8 counts
   * typed arrays as external memory, and 64 MB more of it since the last full collection starts
   * one, which marks the whole input.
   */
  constructor(
    readonly regime: RegimeSpec,
    readonly index: number,
    scheme: CompiledScheme,
    /** per application: its id (assess.ts `Assessor.ids`), where a key of texts may be read from them (idKey.ts) */
    private readonly ids?: readonly string[],
  ) {
    // a lottery read per key (`lottery draw call.draws by …`) has its key computed with the others
    const keysOf = (rk: RankingSpec): KeySpec[] => [...rk.keys, ...(rk.tiebreak?.steps ?? [])].flatMap((k): KeySpec[] => (k.kind === "key" ? [k] : k.kind === "lottery" ? [...(k.key ? [k.key] : []), ...(k.weight ? [k.weight] : [])] : []));
    const specs = keysOf(regime.ranking);
    this.primaryAt = new Uint8Array(0);
    // a stage's own ranking: its keys after the regime's (stages.ts reads them by `stageKeys`)
    if (regime.allocation.stages?.some((st) => st.ranking)) {
      const primary = [specs.map((_, k) => k < regime.ranking.keys.length)];
      this.stageKeys = regime.allocation.stages!.map((st) => {
        if (!st.ranking) return undefined;
        const from = specs.length;
        const ks = keysOf(st.ranking);
        specs.push(...ks);
        primary.push(ks.map((_, k) => k < st.ranking!.keys.length));
        return from;
      });
      this.primaryAt = Uint8Array.from(primary.flat(), (x) => (x ? 1 : 0));
    }
    this.keySpecs = specs;
    // a weighted lottery's weights: computed for every row, as the ranking's own keys (enter.ts)
    this.weightAt = Uint8Array.from(specs, (k) => (isWeight(regime, k) ? 1 : 0));
    this.keyNeeds = specs.map((s) => needOf(s.needs));
    this.rowApp = new Int32Array(0);
    this.quotaBits = this.rowApp;
    this.figures = regime.allocation.quotas?.some((q) => q.figure) ? regime.allocation.quotas.map((q) => (q.figure ? [] : undefined)) : undefined;
    this.stageWords = stageWordsOf(regime.allocation.stages?.length ?? 0);
    this.stageBits = stageBitsOf(regime.allocation.stages?.length ?? 0, 0);
    this.stageBelow = stageThresholds(regime.allocation.stages) ? new Map() : undefined;
    this.asks = new Asks(this.places, 0);
    this.keys = this.keySpecs.map(() => new Values<KeyValue>(0, true));
    this.missing = this.keySpecs.map(() => new Map<number, string>());
    this.primaryKeys = regime.ranking.keys.length;
    const alloc = regime.allocation;
    for (const pm of [alloc.partialMinimum, ...(alloc.stages ?? []).map((st) => st.partialMinimum)]) if (pm?.consent !== undefined) this.answers.set(pm.consent, new Uint8Array(0));
  }

  private get places(): number {
    return this.regime.allocation.unit ? minorUnits(this.regime.allocation.unit) : -1;
  }

  /**
   * Makes room for `capacity` rows, the rows there are kept (the first call makes the columns):
   * assessment sizes them from the regime's share of the applications so far (assess.ts
   * `rowCapacity`), not the call's length for every regime.
   */
  reserve(capacity: number): void {
    const alloc = this.regime.allocation;
    const first = this.rowApp.length === 0;
    this.rowApp = resized(this.rowApp, capacity);
    if (alloc.quotas?.length) this.quotaBits = resized(this.quotaBits, capacity);
    if (alloc.stages?.length) this.stageBits = resized(this.stageBits, capacity * this.stageWords);
    for (const [field, column] of this.answers) this.answers.set(field, resized(column, capacity));
    if (first) {
      const asks = (this.asks = new Asks(this.places, capacity));
      // a key of amounts in an allocation of minor units may be the amount asked itself
      this.keys = this.keySpecs.map((k) => (k.valueKind === "decimal" && asks.places >= 0 ? new AskedKey(asks, capacity) : k.valueKind === "text" && this.ids ? new IdKey(this.ids, () => this.rowApp, capacity) : new Values<KeyValue>(capacity, true)));
    } else {
      this.asks.reserve(capacity);
      for (let k = 0; k < this.keys.length; k++) this.keys[k]!.reserve(capacity);
    }
  }
}

/** `a`'s values in a new column of its kind, `capacity` long (at least as long as `a`). */
function resized<T extends Int32Array | Uint8Array | StageBits>(a: T, capacity: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(capacity, a.length));
  b.set(a);
  return b;
}

/**
 * The stage conditions of a row as bits, two a stage (stages.ts `stageBit`, `thresholdBit`): a
 * byte a row for up to 4 stages, two bytes for up to 8, four for up to 16 (V8 counts typed arrays
 * as external memory, and 64 MB more of it starts a full collection), and beyond 16 a 32-bit word
 * for each 16 stages, the row's words side by side (row r's stage s at `r * words + (s >> 4)`).
 */
export type StageBits = Uint8Array | Uint16Array | Int32Array;

/** How many words a row's stage conditions take: one for up to 16 stages (two bits a stage), one more for each 16 beyond. */
export const stageWordsOf = (stages: number): number => (stages <= 16 ? 1 : Math.ceil(stages / 16));

/** An empty column of stage bits for `stages` stages, `n` rows long. */
export function stageBitsOf(stages: number, n: number): StageBits {
  return stages <= 4 ? new Uint8Array(n) : stages <= 8 ? new Uint16Array(n) : new Int32Array(n * stageWordsOf(stages));
}

/**
 * A ranking key that may be, row by row, the amount asked (`by requested_aid_pln lowest first` in
 * a regime whose allocation reads `amount requested_aid_pln`): read from the asks while every
 * value pushed is the ask of its row — the same number of minor units, their double (the
 * compiled code's number for a money field: minor units ÷ 10^places) or a Decimal of the same
 * amount (which a key column holds as that double), below 10^15 minor units — and a
 * column of its own from the first that is not, the values before it pushed again from the asks,
 * which held them. A million rows then hold their asks once (4 bytes a row less: V8 counts typed
 * arrays as external memory, and 64 MB more of it starts a full collection).
 */
const MINOR = 1;
const DOUBLE = 2;
const DECIMAL = 3;

export class AskedKey extends MirroredKey {
  /** how the values pushed are the asks (the first row decides): MINOR, DOUBLE or DECIMAL */
  private kind = 0;

  constructor(
    private readonly asks: Asks,
    capacity: number,
  ) {
    super(capacity, true);
  }

  protected override matches(v: KeyValue, r: number): boolean {
    return r === this.asks.length - 1 && this.same(v, this.asks.minorAt(r));
  }

  /** v is the ask m: its minor units, their double (m ÷ 10^places) or its Decimal, as the rows before */
  private same(v: KeyValue, m: number | undefined): boolean {
    if (m === undefined || Math.abs(m) >= 1e15 || (m === 0 && 1 / m < 0)) return false;
    let kind: number;
    if (typeof v === "number") kind = v === m && (v !== 0 || 1 / v > 0) ? MINOR : v === m / POW10_EXACT[this.asks.places]! && (v !== 0 || 1 / v > 0) ? DOUBLE : 0;
    // (a Decimal finer than the currency's minor unit has none: minorOf gives undefined)
    else kind = v instanceof Decimal && minorOf(v, this.asks.places) === m ? DECIMAL : 0;
    if (kind === 0 || (this.kind !== 0 && kind !== this.kind && !(m === 0 && kind === MINOR && this.kind === DOUBLE))) return false;
    // (stored every time: a store only the first row makes has no feedback for the optimizing compiler)
    this.kind = this.kind === 0 ? kind : this.kind;
    return true;
  }

  /**
   * ask r as the key's value was: its minor units, or their double — a Decimal's too, as the
   * double a key column holds it as (values.ts: the nearest double of a decimal of at most 15
   * digits, which minor ÷ 10^places is), so the rows read are pushed back as that double
   */
  protected override valueAt(r: number): number {
    const m = this.asks.minorAt(r)!;
    return this.kind === MINOR ? m : m / POW10_EXACT[this.asks.places]!;
  }

  /** the key is read from the asks (every value so far the ask of its row) */
  get isAsks(): boolean {
    return this.isMirrored;
  }

  /** (as doubles: a new column of them, but the minor units themselves) */
  override get numbers(): Numbers {
    return this.isMirrored && this.kind === MINOR ? this.ordered : super.numbers;
  }

  /** the asks in minor units: in the order of the values, equal where they are */
  override get ordered(): Numbers {
    return this.isMirrored ? this.asks.minorUnits!.subarray(0, this.length) : super.ordered;
  }
}

/** The rows a regime's columns are made for at its first row, before its share of the call is known. */
const FIRST_ROWS = 4096;

/**
 * The rows to make room for in a regime whose columns are full at its row r, application i of
 * the `total` known (undefined: a stream), whose per-application columns are `length` long.
 * Each application is a row of one regime at most, so a regime gets at most the applications
 * still to come; of those, in a call of known length, it is given its share so far and a
 * sixteenth more (a first few rows before any share is known): a call split among regimes then has
 * columns about as long as the rows of each, not one as long as the call per regime (typed
 * arrays count towards V8's external memory: shared.ts `Values`). A regime whose share grows
 * along the input grows by an eighth at least; a stream of unknown length doubles.
 */
export function rowCapacity(total: number | undefined, length: number, r: number, i: number): number {
  if (total === undefined) return Math.max(FIRST_ROWS, r * 2);
  const left = Math.max(1, length - i);
  if (r === 0) return Math.min(left, FIRST_ROWS);
  const likely = Math.ceil((left * r * 1.0625) / i) + FIRST_ROWS;
  return r + Math.min(left, Math.max(likely, r >> 3));
}

/** The bit of row conditions saying stage s considers the row, in the row's word `s >> 4` (regimeRows.ts `stageWordsOf`). */
export const stageBit = (s: number): number => 1 << (2 * (s & 15));
/** The bit saying the row meets the admission threshold of stage s, in the row's word `s >> 4`. */
export const thresholdBit = (s: number): number => 1 << (2 * (s & 15) + 1);

/**
 * The conditions of the stages that hold for one application, as bits (assessment records them):
 * the word `word` of them, stages 16·word to 16·word + 15. A condition that cannot be computed for
 * the application (an absent optional field, a division by zero) does not hold, as §8.5 has it for
 * a regime's: a stage's `when` does not take the application, its threshold is not met (the reason
 * says why: stageThreshold.ts `noteBelow`). It never refuses the application as a whole: a stage
 * that does not consider it must not decide it (review31's M1).
 */
export function stageConditions(stages: readonly StageSpec[], env: Env, word = 0): number {
  let bits = 0;
  const end = Math.min(stages.length, 16 * word + 16);
  for (let s = 16 * word; s < end; s++) {
    const st = stages[s]!;
    if (!st.considers || considers(st, env)) bits |= stageBit(s);
    if (thresholdMet(st, env)) bits |= thresholdBit(s);
  }
  return bits;
}

/** Whether stage st's `when` takes the application; false where it cannot be computed. */
function considers(st: StageSpec, env: Env): boolean {
  try {
    return !!st.considers!(env);
  } catch (x) {
    if (!(x instanceof EvaluationError)) throw x;
    return false;
  }
}

/** Whether the application meets stage st's threshold (an admission stage's or a funding stage's own); false where it cannot be computed. */
function thresholdMet(st: StageSpec, env: Env): boolean {
  try {
    return !!(st.admits?.threshold?.(env) || st.threshold?.test(env));
  } catch (x) {
    if (!(x instanceof EvaluationError)) throw x;
    return false;
  }
}

/** Whether k is the weight of a weighted lottery of the regime's ranking or a stage's (§13.2). */
function isWeight(regime: RegimeSpec, k: KeySpec): boolean {
  const rankings = [regime.ranking, ...(regime.allocation.stages ?? []).flatMap((st) => (st.ranking ? [st.ranking] : []))];
  return rankings.some((rk) => rk.tiebreak?.steps.some((st) => st.kind === "lottery" && st.weight === k));
}
