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
import { INDETERMINATE, NOT_FUNDED, STOPPED, type Walked } from "./allocate.js";
import { GROUP_START, type Ranking } from "./rank.js";
import type { Numbers } from "./order.js";
import { widened } from "./values.js";

/** No stage decided the row (`Staged.stageOf`). */
export const NO_STAGE = -1;

/** The name of a stage as texts print it. */
export function stageName(s: StageSpec): string {
  return s.title ?? s.name;
}

/** Per row: 1 where it is kept ranked below a threshold (not walked). */
export function keptRows(n: number, kept: (r: number) => boolean): Uint8Array {
  const out = new Uint8Array(n);
  for (let r = 0; r < n; r++) if (kept(r)) out[r] = 1;
  return out;
}

/**
 * Marks the candidates of stage number m (its index + 1), in the order the rows are held: rows
 * not yet done, not kept, whose condition holds (`bit` 0: every row) and, after an admission
 * stage, admitted (`only`). `mask`: the same marks as 1s, for a stage that ranks on its own.
 */
export function markCandidates(done: Uint8Array, kept: Uint8Array, bits: Int32Array, bit: number, only: Uint8Array | undefined, mark: Int16Array, m: number, mask: Uint8Array | undefined): void {
  const n = done.length;
  for (let r = 0; r < n; r++) {
    if (done[r] || kept[r]) continue;
    if (bit && !(bits[r]! & bit)) continue;
    if (only && !only[r]) continue;
    mark[r] = m;
    if (mask) mask[r] = 1;
  }
}

/** The places of the ranking whose rows are marked m, in ranking order, into `places`; how many. */
export function markedPlaces(order: Uint32Array, mark: Int16Array, m: number, places: Uint32Array): number {
  let count = 0;
  for (let p = 0; p < order.length; p++) if (mark[order[p]!] === m) places[count++] = p;
  return count;
}

/**
 * A ranking of some rows: the regime's ranking restricted to the places given, each tie of the
 * whole kept a tie (two places are of one tie where the whole's `start` gives them one first place).
 */
export function subRanking(ranking: Ranking, places: Uint32Array): Ranking {
  const order = new Uint32Array(places.length);
  const flags = new Uint8Array(places.length);
  const start = new Uint32Array(places.length);
  const notes = new Map<number, string>();
  const whole = ranking.order;
  const wholeFlags = ranking.flags;
  const group = ranking.start;
  for (let k = 0; k < places.length; k++) {
    const p = places[k]!;
    order[k] = whole[p]!;
    const first = k === 0 || group[p] !== group[places[k - 1]!];
    flags[k] = (wholeFlags[p]! & ~GROUP_START) | (first ? GROUP_START : 0);
    start[k] = first ? k : start[k - 1]!;
  }
  // the notes of the ties whose first members are among the places (most rankings have none)
  if (ranking.notes.size > 0) for (let k = 0; k < places.length; k++) if (flags[k]! & GROUP_START) {
    const note = ranking.notes.get(ranking.start[places[k]!]!);
    if (note !== undefined) notes.set(k, note);
  }
  return { order, start, flags, primary: ranking.primary, all: ranking.all, notes };
}

/** The rows marked m made to hold what new walk columns hold: not funded, zero, STOPPED, null (what came before them is kept by StageReasons). */
export function resetCandidates<V>(mark: Int16Array, m: number, status: Uint8Array, granted: AmountColumn<V>, zero: V, raw: string[], before: OptionalColumn<V>): void {
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
  /** per composed text: its parts, stage by stage (made when asked for) */
  private readonly chains: (readonly StagePart[] | undefined)[] = [];
  /** what was left before a row in a stage that passed it over and let it go on, by row × stages + stage */
  private readonly passedBefore = new Map<number, V>();
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
  ) {
    this.composed = stages.map(() => new Map());
    this.prior = new Int8Array(why.length);
  }

  say(r: number, s: number, text: string): void {
    const prev = this.prior[r]!;
    let out = this.lastOut;
    if (s !== this.lastS || prev !== this.lastPrev || text !== this.lastText) {
      out = this.compose(prev, s, text);
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

  private compose(prev: number, s: number, text: string): number {
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
    this.passedBefore.set(r * this.stages.length + s, before);
  }

  /** What was left before row r in stage s, where s passed it over and let it go on; null where not known. */
  beforeIn(r: number, s: number): V | null {
    return this.passedBefore.get(r * this.stages.length + s) ?? null;
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
      for (let k = id; k !== 0; k = this.prevOf[k]!) out.push({ stage: this.stageOfText[k]!, text: this.own[k]! });
      this.chains[id] = chain = Object.freeze(out.reverse());
    }
    return chain;
  }
}

/** One stage's part of a row's reason: the stage's index and its own words. */
export interface StagePart {
  readonly stage: number;
  readonly text: string;
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
  mark: Int16Array,
  m: number,
  s: number,
  stayOut: boolean,
  stayOutText: string | undefined,
  cols: { readonly status: Uint8Array; readonly granted: AmountColumn<V>; readonly before: OptionalColumn<V>; readonly stageOf: Int16Array; readonly done: Uint8Array; readonly quotaBits: Int32Array | undefined; readonly spent: V[] },
  reasons: StageReasons<V>,
): Copied<V> {
  const { status, granted, before, stageOf, done, quotaBits, spent } = cols;
  const wStatus = walked.status;
  const wGranted = walked.granted;
  const wWhy = walked.why;
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
      done[r] = 1;
    } else {
      const g = wGranted[r]!;
      awarded = a.add(awarded, g);
      if (st !== NOT_FUNDED) {
        done[r] = 1;
        if (quotaBits) for (let q = 0; q < spent.length; q++) if (quotaBits[r]! & (1 << q)) spent[q] = a.add(spent[q]!, g);
      } else if (stayOut) done[r] = 1;
      else if (goesOn) {
        // passed over and going on: what was left before it here, for its explanation
        const b = walked.before.get(r);
        if (b !== null) reasons.passed(r, s, b);
      }
    }
    reasons.say(r, s, st === NOT_FUNDED && stayOutText ? wWhy[r]! + stayOutText : wWhy[r]!);
  }
  return { awarded, someOpen };
}

/** Rows kept below a threshold take their status; rows no stage considered say so. */
export function finishRows(kept: Uint8Array, status: Uint8Array, keptStatus: number, stageOf: Int16Array, why: string[], notConsidered: string): void {
  for (let r = 0; r < kept.length; r++) {
    if (kept[r]) status[r] = keptStatus;
    else if (stageOf[r] === NO_STAGE) why[r] = notConsidered;
  }
}

/**
 * The published order where stages rank on their own: the rows each stage decided, in its
 * ranking, stage after stage; then the rows no stage decided, in the regime's ranking. A tie keeps
 * the members its stage decided (position: the competition numbering over this order).
 */
export function publishedOrder(regime: Ranking, rankings: readonly Ranking[], stageOf: Int16Array): { ranking: Ranking; placeIn: Uint32Array } {
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
      const first = rk.start[p] !== group;
      if (first) {
        group = rk.start[p]!;
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
