// The row work of the stages (stages.ts) over typed columns: the rows a stage considers, their
// places in the regime's ranking, its sub-ranking, the columns its walk records in, what the
// stage decided copied back with each row's reason composed, and the order the results publish
// where the stages rank on their own. Each loop is a small function of its own over the columns
// it reads (no closure per run): it is compiled once and stays compiled from one run to the next,
// where a loop inside walkStages waited for the whole function to be recompiled (on-stack
// replacement of a large function took 0.1–1.3 s on the loaded 2-core machine, the loop running
// unoptimised meanwhile).
import type { StageSpec } from "../spec.js";
import type { AmountColumn, Arith, OptionalColumn } from "./arith.js";
import { anyValues, listLike } from "./elements.js";
import { INDETERMINATE, NOT_FUNDED, STOPPED, type Walked } from "./allocate.js";
import { noLaterStage } from "./step.js";
import { GROUP_START, LazyStart, startOf, type Ranking } from "./rank.js";
import type { Numbers } from "./order.js";
import { widened } from "./values.js";
import type { StageBits } from "./regimeRows.js";

/** No stage decided the row (`Staged.stageOf`). */
export const NO_STAGE = -1;

/** The name of a stage as texts print it. */
export function stageName(s: StageSpec): string {
  return s.title ?? s.name;
}

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

/** The column of marks for `stages` stages (each row's 1 + stage number). */
export function marksFor(stages: number, n: number): Marks {
  return stages < 255 ? new Uint8Array(n) : new Int16Array(n);
}

/** The mark of a row that is done (decided, or kept out): no later stage considers it (no column of its own). */
export function doneMark(mark: Marks): number {
  return mark instanceof Uint8Array ? 255 : 32767;
}

/**
 * Marks the candidates of stage number m (its index + 1), in the order the rows are held: rows
 * not yet done (marked `done`), not kept, whose condition holds (`bit` 0: every row) and, after an admission
 * stage, admitted (`only`). `mask`: the same marks as 1s, for a stage that ranks on its own.
 * Returns how many rows it marked.
 */
export function markCandidates(done: number, kept: Uint8Array | undefined, bits: StageBits, bit: number, only: Uint8Array | undefined, mark: Marks, m: number, mask: Uint8Array | undefined): number {
  const n = mark.length;
  let count = 0;
  for (let r = 0; r < n; r++) {
    if (mark[r] === done || (kept && kept[r])) continue;
    if (bit && !(bits[r]! & bit)) continue;
    if (only && !only[r]) continue;
    mark[r] = m;
    count++;
    if (mask) mask[r] = 1;
  }
  return count;
}

/**
 * A ranking of the `count` rows marked m: the regime's ranking restricted to them, in its order,
 * each tie of the whole kept a tie (two places are of one tie where the whole's `start` gives
 * them one first place). Read off the whole's order in one pass: no column of their places. Its
 * `start` is made when read (only an admission stage, or stages that rank on their own, read it:
 * `LazyStart`).
 */
export function subRanking(ranking: Ranking, mark: Marks, m: number, count: number): Ranking {
  const order = new Uint32Array(count);
  const flags = new Uint8Array(count);
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

/** The rows marked m made to hold what new walk columns hold: not funded, zero, STOPPED, null (what came before them is kept by StageReasons). */
export function resetCandidates<V>(mark: Marks, m: number, status: Uint8Array, granted: AmountColumn<V>, zero: V, raw: string[], before: OptionalColumn<V>): void {
  for (let r = 0; r < mark.length; r++) {
    if (mark[r] !== m) continue;
    status[r] = NOT_FUNDED;
    granted[r] = zero;
    raw[r] = STOPPED;
    before.set(r, null);
  }
}

/**
 * The reasons of the rows, composed stage after stage: "in stage 'A': …; then in stage 'B': …",
 * once per (what came before, stage, text) — rows share one string, as the walk's rows share its
 * constant texts (reasons are shared by their text). What came before is each row's composed text
 * by its number (`prior`: 0 is none), not the text in `why`: a stage's walk records its own words
 * in `why` itself (no second column of texts), and `say` composes them with what came before.
 */
export class StageReasons<V = unknown> {
  /** per stage: per number of what came before, per text: the number of the composed text */
  private readonly composed: Map<number, Map<string, number>>[];
  /** the composed texts by number; 0 is none ("") */
  private readonly texts: string[] = [""];
  /** per composed text: the number of what came before it, its stage and the stage's own words */
  private readonly prevOf: number[] = [0];
  private readonly stageOfText: number[] = [-1];
  private readonly own: string[] = [""];
  /** per composed text: the quota whose refusal its stage's words are, by index; -1 none */
  private readonly quotaOf: number[] = [-1];
  /** per composed text: its parts, stage by stage (made when asked for) */
  private readonly chains: (readonly StagePart[] | undefined)[] = anyValues(1);
  /**
   * what was left before a row in a stage that passed it over and let it go on: its row × stages
   * + stage and the amount, appended as the stages walk (two arrays, not a Map entry per row: a
   * stage passes over a hundred thousand rows and more, and the Map's entries and boxed amounts
   * outlived the run on the heap); by key in `passedAt`, made when an explanation first reads one
   */
  private readonly passedKeys: number[] = [];
  private readonly passedValues: V[];
  private passedAt: Map<number, number> | undefined;
  private passedIndexed = 0;
  /** per row: the number of its composed text so far */
  private prior: Numbers;
  /** the first number `prior` cannot hold: a byte a row while the composed texts are few, wider past them */
  private priorLimit = 128;
  // the last text composed: rows in a run mostly say the same after the same
  private lastS = -1;
  private lastPrev = 0;
  private lastText = "";
  private lastOut = 0;

  constructor(
    readonly why: string[],
    private readonly stages: readonly StageSpec[],
    /** an amount (the arithmetic's zero): the values passed are held as it is (elements.ts) */
    amount: V,
  ) {
    this.passedValues = listLike(amount);
    this.composed = stages.map(() => new Map());
    this.prior = new Int8Array(why.length);
  }

  say(r: number, s: number, text: string, quota = -1): void {
    const prev = this.prior[r]!;
    let out = this.lastOut;
    if (s !== this.lastS || prev !== this.lastPrev || text !== this.lastText) {
      out = this.compose(prev, s, text, quota);
      this.lastS = s;
      this.lastPrev = prev;
      this.lastText = text;
      this.lastOut = out;
    }
    if (out >= this.priorLimit) {
      this.prior = widened(this.prior, this.prior.length, out);
      this.priorLimit = 2 ** (this.prior.BYTES_PER_ELEMENT * 8 - 1);
    }
    this.prior[r] = out;
    this.why[r] = this.texts[out]!;
  }

  private compose(prev: number, s: number, text: string, quota: number): number {
    const composed = this.composed[s]!;
    let byText = composed.get(prev);
    if (!byText) composed.set(prev, (byText = new Map()));
    let out = byText.get(text);
    if (out === undefined) {
      const before = this.texts[prev]!;
      out = this.texts.push(before ? `${before}; then in stage '${stageName(this.stages[s]!)}': ${text}` : `in stage '${stageName(this.stages[s]!)}': ${text}`) - 1;
      this.prevOf.push(prev);
      this.stageOfText.push(s);
      this.own.push(text);
      this.quotaOf.push(quota);
      byText.set(text, out);
    }
    return out;
  }

  /** Whether a stage comes after stage s. */
  laterThan(s: number): boolean {
    return s < this.stages.length - 1;
  }

  /** Stage s passed row r over and let it go on, with `before` left: kept for its explanation. */
  passed(r: number, s: number, before: V): void {
    this.passedKeys.push(r * this.stages.length + s);
    this.passedValues.push(before);
  }

  /** What was left before row r in stage s, where s passed it over and let it go on; null where not known. */
  beforeIn(r: number, s: number): V | null {
    const keys = this.passedKeys;
    const at = (this.passedAt ??= new Map());
    // those passed since the last read taken in too (a later one of a key replaces an earlier)
    for (let k = this.passedIndexed; k < keys.length; k++) at.set(keys[k]!, k);
    this.passedIndexed = keys.length;
    const k = at.get(r * this.stages.length + s);
    return k === undefined ? null : (this.passedValues[k] ?? null);
  }

  /**
   * Row r's reason stage by stage, in the order the stages considered it: each stage's number and
   * its own words (empty for a row no stage considered). One array per composed text, shared.
   */
  parts(r: number): readonly StagePart[] {
    const id = this.prior[r]!;
    let chain = this.chains[id];
    if (chain === undefined) {
      const out: StagePart[] = [];
      for (let k = id; k !== 0; k = this.prevOf[k]!) out.push(this.quotaOf[k]! >= 0 ? { stage: this.stageOfText[k]!, text: this.own[k]!, quota: this.quotaOf[k]! } : { stage: this.stageOfText[k]!, text: this.own[k]! });
      this.chains[id] = chain = Object.freeze(out.reverse());
    }
    return chain;
  }
}

/** One stage's part of a row's reason: the stage's index and its own words (and the quota that refused it there, by index). */
export interface StagePart {
  readonly stage: number;
  readonly text: string;
  readonly quota?: number;
}

/** What copying a stage's walk back found: what it awarded, and whether some row is open. */
export interface Copied<V> {
  awarded: V;
  someOpen: boolean;
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
  cols: { readonly status: Uint8Array; readonly granted: AmountColumn<V>; readonly before: OptionalColumn<V>; readonly stageOf: StageOf; readonly done: number; readonly quotaBits: Int32Array | undefined; readonly spent: V[]; readonly stageBits: StageBits; readonly later: number },
  reasons: StageReasons<V>,
): Copied<V> {
  const { status, granted, before, stageOf, done, quotaBits, spent, stageBits, later } = cols;
  const wStatus = walked.status;
  const wGranted = walked.granted;
  const wWhy = walked.why;
  // the quotas' refusals, looked up only where a quota refused someone (most stages: none)
  const refusedBy = walked.quotaRefused.size ? walked.quotaRefused : undefined;
  let awarded = a.zero;
  let someOpen = false;
  const goesOn = reasons.laterThan(s);
  const n = rows ? rows.length : mark.length;
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
      mark[r] = done;
    } else {
      const g = wGranted[r]!;
      awarded = a.add(awarded, g);
      if (st !== NOT_FUNDED) {
        mark[r] = done;
        if (quotaBits) for (let q = 0; q < spent.length; q++) if (quotaBits[r]! & (1 << q)) spent[q] = a.add(spent[q]!, g);
      } else if (stayOut) mark[r] = done;
      else if (goesOn) {
        // passed over and going on: what was left before it here, for its explanation
        const b = walked.before.get(r);
        if (b !== null) reasons.passed(r, s, b);
      }
    }
    // a row no later stage considers: the stage's stop says so, not that the later stages go on
    const why = st !== NOT_FUNDED ? wWhy[r]! : stayOutText ? wWhy[r]! + stayOutText : goesOn && later !== EVERY_ROW && !(stageBits[r]! & later) ? noLaterStage(wWhy[r]!) : wWhy[r]!;
    reasons.say(r, s, why, refusedBy?.get(r));
  }
  return { awarded, someOpen };
}

/** `laterStages`: a later stage considers every row (one without `when`, or too many stages for their bits). */
export const EVERY_ROW = -1;

/** The bits of the `when` of the stages after stage s (stages.ts stageBit), or EVERY_ROW: what copyStage asks of a row that goes on. */
export function laterStages(stages: readonly StageSpec[], s: number): number {
  if (stages.length > 16) return EVERY_ROW;
  let bits = 0;
  for (let k = s + 1; k < stages.length; k++) {
    if (!stages[k]!.considers) return EVERY_ROW;
    bits |= 1 << (2 * k);
  }
  return bits;
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
 * the members its stage decided (position: the competition numbering over this order).
 */
export function publishedOrder(regime: Ranking, rankings: readonly Ranking[], stageOf: StageOf): { ranking: Ranking; placeIn: Uint32Array } {
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
      if (stageOf[r] !== s) continue;
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
  rankings.forEach((rk, s) => append(rk, s));
  append(regime, NO_STAGE);
  return { ranking: { order, start, flags, primary: regime.primary, all: regime.all, notes }, placeIn };
}
