// The reasons of the rows of an allocation with stages (stages.ts), composed stage after stage
// as each stage's walk is copied back (stageRows.ts `copyStage`), kept per row by the number of
// its composed text, with what a stage had left before each row it passed over and let go on.
import type { StageSpec } from "../spec.js";
import { anyValues } from "./elements.js";
import type { AmountColumn } from "./arith.js";
import type { Numbers } from "./order.js";
import { widened } from "./typedColumns.js";

/** The name of a stage as texts print it; a member of a stage per key names the member: "District pools (riverside)". */
export function stageName(s: StageSpec): string {
  return s.member ? `${s.title ?? s.member.stage} (${s.member.title ?? s.member.name})` : (s.title ?? s.name);
}

/** A stage's number among the stages as written and their count: the members of a stage per key are one stage (§14.7.4). */
export function writtenStage(stages: readonly StageSpec[], s: number): { number: number; count: number } {
  let number = 0;
  let count = 0;
  for (let i = 0; i < stages.length; i++) {
    if (stages[i]!.member && stages[i]!.member!.index > 0) continue;
    count++;
    if (i <= s) number++;
  }
  return { number, count };
}

/** How many of the texts composed last `StageReasons.say` tries before its maps. */
const RECENT = 8;

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
   * what was left before a row in a stage that passed it over and let it go on: per such stage,
   * its rows and the amounts in columns the size of their count (`passing`), not a Map entry per
   * row (a stage passes over a hundred thousand rows and more, and the Map's entries and boxed
   * amounts outlived the run on the heap) nor arrays appended to (an array past 128 KB grows by
   * a copy into fresh memory each time: 200,000 appended took 26–31 ms); by row × stages + stage
   * in `passedAt`, made when an explanation first reads one
   */
  private readonly passedRows: PassedRows<V>[] = [];
  private passedAt: Map<number, V> | undefined;
  /** how much of `passedRows` `passedAt` holds: the lists taken in, and how far into the last */
  private indexedLists = 0;
  private indexedRows = 0;
  /** per row: the number of its composed text so far */
  private prior: Numbers;
  /** the first number `prior` cannot hold: a byte a row while the composed texts are few, wider past them */
  private priorLimit = 128;
  // the last few texts composed (stage, what came before, the stage's words → the composed text's
  // number), tried in turn before the maps: a stage's rows, met in the order they are held, say
  // one of a few texts after one of a few, in no order (a row that fits, then one that does not)
  private readonly recentS = new Int32Array(RECENT).fill(-1);
  private readonly recentPrev = new Int32Array(RECENT);
  private readonly recentText: string[] = new Array<string>(RECENT).fill("");
  private readonly recentOut = new Int32Array(RECENT);
  private recentNext = 0;

  constructor(
    readonly why: string[],
    private readonly stages: readonly StageSpec[],
    /** an amount (the arithmetic's zero): the values passed are held as it is (`PassedRows`) */
    private readonly amount: V,
  ) {
    this.composed = stages.map(() => new Map());
    this.prior = new Int8Array(why.length);
  }

  say(r: number, s: number, text: string, quota = -1): void {
    const prev = this.prior[r]!;
    const { recentS, recentPrev, recentText } = this;
    let i = 0;
    while (i < RECENT && (recentS[i] !== s || recentPrev[i] !== prev || recentText[i] !== text)) i++;
    let out: number;
    if (i < RECENT) out = this.recentOut[i]!;
    else {
      out = this.compose(prev, s, text, quota);
      const k = this.recentNext;
      this.recentNext = (k + 1) % RECENT;
      recentS[k] = s;
      recentPrev[k] = prev;
      recentText[k] = text;
      this.recentOut[k] = out;
    }
    if (out >= this.priorLimit) {
      this.prior = widened(this.prior, this.prior.length, out);
      this.priorLimit = 2 ** (this.prior.BYTES_PER_ELEMENT * 8 - 1);
    }
    this.prior[r] = out;
    this.why[r] = this.texts[out]!;
  }

  /** Row r's last part replaced by `text` in stage s (stageFork.ts: a later stage's open words, once the row is decided whichever order the tie takes). */
  replaceLast(r: number, s: number, text: string): void {
    this.prior[r] = this.prevOf[this.prior[r]!]!;
    this.say(r, s, text);
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

  /** Stage s passes over at most `count` rows and lets them go on: a list for them and what was left before each (`PassedRows.add`), kept for their explanations. */
  passing(s: number, count: number): PassedRows<V> {
    const list = new PassedRows(s, count, this.amount);
    this.passedRows.push(list);
    return list;
  }

  /** What was left before row r in stage s, where s passed it over and let it go on; null where not known. */
  beforeIn(r: number, s: number): V | null {
    const lists = this.passedRows;
    const at = (this.passedAt ??= new Map());
    const stages = this.stages.length;
    // those passed since the last read taken in too (a later one of a key replaces an earlier)
    for (; this.indexedLists < lists.length; this.indexedLists++, this.indexedRows = 0) {
      const list = lists[this.indexedLists]!;
      for (let k = this.indexedRows; k < list.length; k++) at.set(list.rows[k]! * stages + list.stage, list.before[k]!);
      this.indexedRows = list.length;
      if (this.indexedLists === lists.length - 1) break;
    }
    return at.get(r * stages + s) ?? null;
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

/** The rows one stage passed over and let go on, in the order copied, and what was left before each there. */
export class PassedRows<V> {
  readonly rows: Uint32Array;
  /** numbers unboxed in a Float64Array, anything else in an array */
  readonly before: AmountColumn<V>;
  length = 0;
  constructor(
    readonly stage: number,
    count: number,
    amount: V,
  ) {
    this.rows = new Uint32Array(count);
    this.before = (typeof amount === "number" ? new Float64Array(count) : anyValues<V>(count)) as unknown as AmountColumn<V>;
  }

  add(r: number, before: V): void {
    this.rows[this.length] = r;
    this.before[this.length++] = before;
  }
}
