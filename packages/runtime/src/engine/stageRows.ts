// The row work of the stages (stages.ts) over typed columns: the rows a stage considers, their
// places in the regime's ranking, its sub-ranking, the columns its walk records in, what the
// stage decided copied back with each row's reason composed, and the order the results publish
// where the stages rank on their own. Each loop is a small function of its own over the columns
// it reads (no closure per run): it is compiled once and stays compiled from one run to the next,
// where a loop inside walkStages waited for the whole function to be recompiled (on-stack
// replacement of a large function took 0.1–1.3 s on the loaded 2-core machine, the loop running
// unoptimised meanwhile).
import type { AmountColumn, Arith, OptionalColumn } from "./arith.js";
import { INDETERMINATE, NOT_FUNDED, STOPPED, type Walked } from "./allocate.js";
import { noLaterStage } from "./step.js";
import { GROUP_START, LazyStart, startOf, type Ranking } from "./rank.js";
import { stageWordsOf, type StageBits } from "./regimeRows.js";
import type { StageSpec } from "../spec.js";
import type { PassedRows, StageReasons } from "./stageReasons.js";

export { StageReasons, stageName, type StagePart } from "./stageReasons.js";

/** No stage decided the row (`Staged.stageOf`). */
export const NO_STAGE = -1;

/** Per row: 1 where it is kept ranked below a threshold (not walked); undefined where no row is. */
export function keptRows(n: number, kept: (r: number) => boolean): Uint8Array | undefined {
  let out: Uint8Array | undefined;
  for (let r = 0; r < n; r++) if (kept(r)) (out ??= new Uint8Array(n))[r] = 1;
  return out;
}

/** Per row: the index of the stage that decided it, NO_STAGE where none considered it — a byte a row while the stages are fewer than 128. */
export type StageOf = Int8Array | Int16Array;

/** The column of each row's deciding stage for `stages` stages, NO_STAGE in every row. */
export function stageOfColumn(stages: number, n: number): StageOf {
  return (stages < 128 ? new Int8Array(n) : new Int16Array(n)).fill(NO_STAGE);
}

/** A stage's mark per row (`Marks`): a byte a row while the stages are fewer than 255. */
export type Marks = Uint8Array | Int16Array;

/**
 * The stages' scratch, kept from one walkStages call to the next (as radix.ts keeps its sort's):
 * the marks (a byte a row) and the order and flags of a stage's ranking of its candidates where
 * that ranking is done with when its stage is (`subRanking`'s `reuse`). Fresh memory is dear on
 * this machine — a new 4 KB page faulted in at some 20 µs, a new 620,000-row Float64Array filled
 * in 24–144 ms where the same array filled again took 0.5 ms (perf18) — and these are 6 bytes a
 * candidate of every stage and a byte a row that no result holds. walkStages calls are made one
 * after the other, never one inside another; a call that threw leaves them to be overwritten.
 */
let stageScratch: { readonly marks: Uint8Array; readonly order: Uint32Array; readonly flags: Uint8Array } | undefined;

function scratchFor(n: number): NonNullable<typeof stageScratch> {
  if (!stageScratch || stageScratch.marks.length < n) stageScratch = { marks: new Uint8Array(n), order: new Uint32Array(n), flags: new Uint8Array(n) };
  return stageScratch;
}

/** The column of marks for `stages` stages (each row's 1 + stage number), every row 0: no result holds it (the stages' scratch, while the stages are fewer than 255). */
export function marksFor(stages: number, n: number): Marks {
  return stages < 255 ? scratchFor(n).marks.subarray(0, n).fill(0) : new Int16Array(n);
}

/** The mark of a row that is done (decided, or kept out): no later stage considers it (no column of its own). */
export function doneMark(mark: Marks): number {
  return mark instanceof Uint8Array ? 255 : 32767;
}

/** The columns a stage's walk records in (allocate.ts `into`), each candidate made to hold what a new column holds as it is marked. */
export interface FreshColumns<V> {
  readonly status: Uint8Array;
  readonly granted: AmountColumn<V>;
  readonly zero: V;
  readonly why: string[];
  readonly before: OptionalColumn<V>;
}

/**
 * Marks the candidates of stage number m (its index + 1), in the order the rows are held: rows
 * not yet done (marked `done`), not kept, whose condition holds (`bit` 0: every row) and, after an admission
 * stage, admitted (`only`). `mask`: the same marks as 1s, for a stage that ranks on its own.
 * `fresh`: the columns the stage's walk records in, where it walks into them — each candidate
 * made to hold what new ones hold (not funded, zero, STOPPED, null) in the same pass (what came
 * before it is kept by StageReasons). Returns how many rows it marked.
 */
export function markCandidates<V>(done: number, kept: Uint8Array | undefined, bits: StageBits, bit: number, words: number, word: number, only: Uint8Array | undefined, mark: Marks, m: number, mask: Uint8Array | undefined, fresh: FreshColumns<V> | undefined): number {
  const n = mark.length;
  let count = 0;
  for (let r = 0; r < n; r++) {
    if (mark[r] === done || (kept && kept[r])) continue;
    if (bit && !(bits[r * words + word]! & bit)) continue;
    if (only && !only[r]) continue;
    mark[r] = m;
    count++;
    if (mask) mask[r] = 1;
    if (fresh) {
      fresh.status[r] = NOT_FUNDED;
      fresh.granted[r] = fresh.zero;
      fresh.why[r] = STOPPED;
      fresh.before.set(r, null);
    }
  }
  return count;
}

/**
 * A ranking of the `count` rows marked m: the regime's ranking restricted to them, in its order,
 * each tie of the whole kept a tie (two places are of one tie where the whole's `start` gives
 * them one first place). Read off the whole's order in one pass: no column of their places. Its
 * `start` is made when read (only an admission stage, or stages that rank on their own, read it:
 * `LazyStart`). `reuse`: its order and flags in the stages' scratch, overwritten by the next
 * stage's — only for a ranking no one reads after its stage's walk (the walk of allocate.ts,
 * which keeps nothing of it; not a pro-rata share, a group walk, nor a ranking walkStages returns).
 */
export function subRanking(ranking: Ranking, mark: Marks, m: number, count: number, reuse: boolean): Ranking {
  const scratch = reuse ? scratchFor(mark.length) : undefined;
  const order = scratch ? scratch.order.subarray(0, count) : new Uint32Array(count);
  const flags = scratch ? scratch.flags.subarray(0, count) : new Uint8Array(count);
  const notes = new Map<number, string>();
  const whole = ranking.order;
  const wholeFlags = ranking.flags;
  const withNotes = ranking.notes.size > 0;
  let k = 0;
  let last = -1;
  for (let p = 0; p < whole.length && k < count; p++) {
    const r = whole[p]!;
    if (mark[r] !== m) continue;
    order[k] = r;
    const g = startOf(ranking, p);
    const first = k === 0 || g !== last;
    last = g;
    flags[k] = (wholeFlags[p]! & ~GROUP_START) | (first ? GROUP_START : 0);
    // the notes of the ties whose first members are among the places (most rankings have none)
    if (withNotes && first) {
      const note = ranking.notes.get(last);
      if (note !== undefined) notes.set(k, note);
    }
    k++;
  }
  return new LazyStart(order, flags, ranking.primary, ranking.all, notes);
}

/** What copying a stage's walk back found: what it awarded, and whether some row is open. */
export interface Copied<V> {
  awarded: V;
  someOpen: boolean;
  /**
   * some open row may go on to a later stage that considers it (drafted27 finding 7): where none
   * may, the tie is settled inside this stage and, what it left being one amount, the later
   * stages do not depend on it
   */
  openGoesOn: boolean;
}

/**
 * What stage s's walk decided, copied into the stages' columns (where it recorded elsewhere:
 * `into` false), each row's stage, whether it is done, the quotas' spending and its reason
 * composed. `rows`: the candidates in ranking order, or undefined — then the rows marked m, in
 * the order they are held (whole minor units add up alike in any order: sequential reads).
 */
export function copyStage<V>(
  a: Arith<V>,
  walked: Walked<V>,
  into: boolean,
  rows: Uint32Array | undefined,
  mark: Marks,
  m: number,
  s: number,
  stayOut: boolean,
  stayOutText: string | undefined,
  cols: { readonly status: Uint8Array; readonly granted: AmountColumn<V>; readonly before: OptionalColumn<V>; readonly stageOf: StageOf; readonly done: number; readonly quotaBits: Int32Array | undefined; readonly spent: V[]; readonly figures?: readonly (ArrayLike<V> | undefined)[] | undefined; readonly stageBits: StageBits; readonly later: Later },
  reasons: StageReasons<V>,
): Copied<V> {
  const { status, granted, before, stageOf, done, quotaBits, spent, figures, stageBits, later } = cols;
  const wStatus = walked.status;
  const wGranted = walked.granted;
  const wWhy = walked.why;
  // the quotas' refusals, looked up only where a quota refused someone (most stages: none)
  const refusedBy = walked.quotaRefused.size ? walked.quotaRefused : undefined;
  let awarded = a.zero;
  let someOpen = false;
  let openGoesOn = false;
  const goesOn = reasons.laterThan(s);
  const n = rows ? rows.length : mark.length;
  // those it passes over and lets go on, counted first: what was left before each is held in
  // columns of that size (StageReasons.passing)
  let passing: PassedRows<V> | undefined;
  if (goesOn && !stayOut) {
    let count = 0;
    for (let k = 0; k < n; k++) {
      const r = rows ? rows[k]! : k;
      if ((rows || mark[r] === m) && wStatus[r] === NOT_FUNDED) count++;
    }
    passing = reasons.passing(s, count);
  }
  for (let k = 0; k < n; k++) {
    let r = k;
    if (rows) r = rows[k]!;
    else if (mark[r] !== m) continue;
    const st = wStatus[r]!;
    if (!into) {
      status[r] = st;
      granted[r] = wGranted[r]!;
      before.set(r, walked.before.get(r));
    }
    stageOf[r] = s;
    if (st === INDETERMINATE) {
      someOpen = true;
      if (goesOn && !stayOut && (later === EVERY_ROW || considersLater(stageBits, r, later))) openGoesOn = true;
      mark[r] = done;
    } else {
      const g = wGranted[r]!;
      awarded = a.add(awarded, g);
      if (st !== NOT_FUNDED) {
        mark[r] = done;
        // a quota of a figure (§14.5) is spent the row's figure: the call's, carried to the later stages
        if (quotaBits) for (let q = 0; q < spent.length; q++) if (quotaBits[r]! & (1 << q)) spent[q] = a.add(spent[q]!, figures?.[q]?.[r] ?? g);
      } else if (stayOut) mark[r] = done;
      else if (goesOn) {
        // passed over and going on: what was left before it here, for its explanation
        const b = walked.before.get(r);
        if (b !== null) passing!.add(r, b);
      }
    }
    // a row no later stage considers: the stage's stop says so, not that the later stages go on; one
    // it keeps out (`unfunded stay out`) likewise where the stop speaks of the later stages, else
    // its words say it is not considered again (drafter23's finding 5: not "the later stages go on
    // (not considered again …)")
    const why = st !== NOT_FUNDED ? wWhy[r]! : stayOutText ? keptOut(wWhy[r]!, stayOutText) : goesOn && later !== EVERY_ROW && !considersLater(stageBits, r, later) ? noLaterStage(wWhy[r]!) : wWhy[r]!;
    reasons.say(r, s, why, refusedBy?.get(r));
  }
  return { awarded, someOpen, openGoesOn };
}

/** The words of a row a stage does not fund and keeps out of the later stages: a stop's "no later stage considers it", any other reason with `stayOutText`. */
function keptOut(why: string, stayOutText: string): string {
  const none = noLaterStage(why);
  return none !== why ? none : why + stayOutText;
}

/** `laterStages`: a later stage considers every row (one without `when`). */
export const EVERY_ROW = -1;

/** What `laterStages` says: EVERY_ROW, or a mask for each of a row's words of stage bits. */
export type Later = typeof EVERY_ROW | readonly number[];

/** The bits of the `when` of the stages after stage s (stages.ts stageBit), a mask for each word of a row's bits (regimeRows.ts `stageWordsOf`), or EVERY_ROW: what copyStage asks of a row that goes on. */
export function laterStages(stages: readonly StageSpec[], s: number): Later {
  const masks: number[] = new Array<number>(stageWordsOf(stages.length)).fill(0);
  for (let k = s + 1; k < stages.length; k++) {
    if (!stages[k]!.considers) return EVERY_ROW;
    masks[k >> 4]! |= 1 << (2 * (k & 15));
  }
  return masks;
}

/** Row r meets the `when` of a later stage: any bit of `later` (laterStages' masks, one a word of the row) in its stage bits. */
export function considersLater(bits: StageBits, r: number, later: readonly number[]): boolean {
  const words = later.length;
  for (let k = 0; k < words; k++) if (bits[r * words + k]! & later[k]!) return true;
  return false;
}

/** Rows kept below a threshold take their status; rows no stage considered say so. */
export function finishRows(kept: Uint8Array | undefined, status: Uint8Array, keptStatus: number, stageOf: StageOf, why: string[], notConsidered: string): void {
  for (let r = 0; r < stageOf.length; r++) {
    if (kept && kept[r]) status[r] = keptStatus;
    else if (stageOf[r] === NO_STAGE) why[r] = notConsidered;
  }
}

/**
 * The published order where stages rank on their own: the rows each stage decided, in its
 * ranking, stage after stage; then the rows no stage decided, in the regime's ranking. A tie keeps
 * the members its stage decided (position: the competition numbering over this order). The rows
 * below a stage's own threshold (`below`), which no ranking places, come last — also where no
 * stage ranks on its own (`rankings` empty): then the others keep the regime's ranking, and the
 * positions run without holes over them (§14.10; mendstage30).
 */
const BELOW = -2;
/** where no stage ranks on its own: every row not below a stage's threshold, in the regime's ranking (mendstage30) */
const ABOVE = -3;
export function publishedOrder(regime: Ranking, rankings: readonly Ranking[], stageOf: StageOf, below?: (r: number) => boolean): { ranking: Ranking; placeIn: Uint32Array } {
  const n = regime.order.length;
  const order = new Uint32Array(n);
  const start = new Uint32Array(n);
  const flags = new Uint8Array(n);
  const notes = new Map<number, string>();
  const placeIn = new Uint32Array(n);
  let q = 0;
  const append = (rk: Ranking, s: number): void => {
    let group = -1;
    let head = 0;
    for (let p = 0; p < rk.order.length; p++) {
      const r = rk.order[p]!;
      if (s === BELOW ? !below!(r) : s === ABOVE ? below!(r) : stageOf[r] !== s) continue;
      placeIn[r] = p;
      const first = startOf(rk, p) !== group;
      if (first) {
        group = startOf(rk, p);
        head = q;
        const note = rk.notes.get(group);
        if (note !== undefined) notes.set(q, note);
      }
      order[q] = r;
      start[q] = head;
      flags[q] = (rk.flags[p]! & ~GROUP_START) | (first ? GROUP_START : 0);
      q++;
    }
  };
  if (rankings.length === 0 && below) append(regime, ABOVE);
  else {
    rankings.forEach((rk, s) => append(rk, s));
    append(regime, NO_STAGE);
  }
  // below a stage's own threshold: in no stage's ranking, last (not ranked: no position, stageThreshold.ts)
  if (below) append(regime, BELOW);
  return { ranking: { order, start, flags, primary: regime.primary, all: regime.all, notes }, placeIn };
}
