// The values a ranked row's explanation reads, gathered by place for a block of a ranking's
// places (issue 15). A writer of every row writes them in the published order — each ranking's
// order, place after place — but the record holds what the facts read by application (ids,
// kinds, assessment classes) or by the selection's row (status, what was asked, granted and
// left, why), so read row by row at a million applications each fact takes its cache misses one
// after another. Here each block of places is read in passes, by place, with nothing else in
// between (the misses of one pass overlap), and the facts then read the block's arrays in order.
// Nothing is decided here: every value is the record's, read earlier by the same functions the
// facts call (`decidingStep`, the selection's own words), and a row without a block — written
// out of order, or ranked within its stage — is read from the record as before (narrate.ts,
// rankingSteps.ts; test/place-blocks.test.ts compares both ways on every row).
import { CHAIN, GROUP_START, type Step } from "./rank.js";
import { decidingIndex } from "./deciding.js";
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { GatheredOperands } from "./details.js";
import type { KeySpec } from "../spec.js";

/** The most places a block holds (a block grows to it from `FIRST` while rows are written in order). */
export const BLOCK = 4096;
/** A place whose comparison with the place before was not looked for. */
export const NOT_FOUND = -2;
/** The places of a first block, and of one after a row written out of order. */
const FIRST = 64;

/** Where a ranked row is, and its block: what narrateTo reads of it instead of the record. */
export interface Placed {
  selection: Selection;
  row: number;
  place: number;
  block: PlaceBlock;
}

/** One block of places of a selection's ranking: [from, to), its first place less one and its last plus one included (the neighbours compared). */
export class PlaceBlock {
  from = 0;
  to = 0;
  /** the block's own places, [own, ownEnd): the rows it was gathered for (their allocation values too) */
  own = 0;
  ownEnd = 0;
  app: Int32Array;
  kind: Uint8Array;
  classOf: Int32Array;
  status: Uint8Array;
  id: string[];
  /** the ids' lengths summed (kept so that the read of each id is not left out: `gather`) */
  chars = 0;
  /** per place q: the index of the step (of q's steps) that put q after q − 1; −1 none did, NOT_FOUND: not looked for (q is inside a tie) */
  decided: Int16Array;
  /**
   * per place q where `decided` found a key's own step (one with `showValue`): the two rows' values
   * on it as numbers, read there — the row at q − 1's (`before`) and q's (`after`); NaN: not a
   * number, or none read. A comparison words them (comparisonPair.ts) without reading the key's
   * column at the two rows again, by then out of the cache.
   */
  before: Float64Array;
  after: Float64Array;
  /**
   * per primary step of the ranking that is a key's own (one with `showValue`: `keySteps[k]`), the
   * value on it at each place as a number (NaN: not a number), read in a pass by place: a
   * position words its keys' values from them (positionStep.ts `keyWords`), the key's column not
   * read at the row again, by then out of the cache
   */
  readonly keySteps: Step[] = [];
  readonly keyValues: Float64Array[] = [];
  /** the allocation's values at each place, where the selection holds them in columns (`Selection.columns`): asked, granted, left before (NaN: none), why (held by the record: no text made here) */
  asks: Float64Array | undefined;
  granted: Float64Array | undefined;
  left: Float64Array | undefined;
  why: (string | undefined)[] | undefined;
  /** the operands of the ranking's keys that have them (details.ts), gathered by place where the run recorded them: `opKeys[k]`'s in `ops[k]` */
  readonly opKeys: KeySpec[] = [];
  readonly ops: (GatheredOperands | undefined)[] = [];

  constructor(readonly selection: Selection, size: number) {
    this.app = new Int32Array(size + 2);
    this.kind = new Uint8Array(size + 2);
    this.classOf = new Int32Array(size + 2);
    this.status = new Uint8Array(size + 2);
    this.id = new Array<string>(size + 2);
    this.decided = new Int16Array(size + 2);
    this.before = new Float64Array(size + 2);
    this.after = new Float64Array(size + 2);
    const c = selection.columns;
    if (c) {
      this.asks = new Float64Array(size + 2);
      this.granted = new Float64Array(size + 2);
      this.left = new Float64Array(size + 2);
      if (c.why) this.why = new Array<string | undefined>(size + 2);
    }
    for (const st of selection.ranking.primary) if (st.showValue && !st.showAt) this.keySteps.push(st), this.keyValues.push(new Float64Array(size + 2));
    for (const st of selection.ranking.all) if (st.spec?.operands && !this.opKeys.includes(st.spec)) this.opKeys.push(st.spec);
  }

  /** Gathers places [p, p + size) of the selection's ranking, with their neighbours. */
  gather(run: Run, p: number, size: number, classOf: Int32Array | undefined): void {
    const s = this.selection;
    const { order, flags, primary, all } = s.ranking;
    const n = order.length;
    const from = p > 0 ? p - 1 : 0;
    const ownEnd = Math.min(n, p + size);
    const to = Math.min(n, ownEnd + 1);
    this.from = from;
    this.to = to;
    this.own = p;
    this.ownEnd = ownEnd;
    const rowApp = s.rows.rowApp;
    const { ids, kind } = run.as;
    const status = s.status;
    const app = this.app;
    // each pass reads one column at the places' rows or applications: independent reads
    for (let q = from; q < to; q++) app[q - from] = rowApp[order[q]!]!;
    for (let q = from; q < to; q++) this.kind[q - from] = kind[app[q - from]!]!;
    for (let q = from; q < to; q++) this.status[q - from] = status[order[q]!]!;
    if (classOf) for (let q = from; q < to; q++) this.classOf[q - from] = classOf[app[q - from]!]!;
    // each id's length read too: the writer copies the neighbours' ids (a comparison's, a tie's
    // members) while it writes the block's rows, and at a million applications an id's characters
    // read one row after another are a cache miss each; read here in one pass, the misses overlap
    const id = this.id;
    let chars = 0;
    for (let q = from; q < to; q++) chars += (id[q - from] = ids[app[q - from]!]!).length;
    this.chars = chars;
    // the allocation's values, one column a pass, at the places' rows
    const c = s.columns;
    if (c) {
      const asks = this.asks!, granted = this.granted!, left = this.left!;
      for (let q = from; q < to; q++) asks[q - from] = c.asks[order[q]!]!;
      for (let q = from; q < to; q++) granted[q - from] = c.granted[order[q]!]!;
      // a column that reads the run of rows at once (arith.ts GatheringColumn: one loop in the column, no call per place)
      if (c.before.gatherInto) c.before.gatherInto(order, from, to, left);
      else for (let q = from; q < to; q++) left[q - from] = c.before.get(order[q]!) ?? NaN;
      const why = this.why;
      if (why) for (let q = from; q < to; q++) why[q - from] = c.why![order[q]!];
    }
    // the primary keys' values, one key a pass (a position's words: positionStep.ts), up to the
    // first that is not a number (a key held as decimals: one read a block, the rest read at the row)
    for (let k = 0; k < this.keySteps.length; k++) {
      const st = this.keySteps[k]!, vals = this.keyValues[k]!;
      let q = from;
      for (; q < to; q++) {
        const v = st.value(order[q]!);
        if (typeof v !== "number") break;
        vals[q - from] = v;
      }
      for (; q < to; q++) vals[q - from] = NaN;
    }
    // the operands of the keys that show them, where the run recorded them
    const details = run.as.details;
    if (details)
      for (let k = 0; k < this.opKeys.length; k++) {
        const g = (this.ops[k] ??= { tag: [], num: [], raw: [] });
        if (!details.gatherOperands(this.opKeys[k]!, app, to - from, g, app.length)) this.ops[k] = undefined;
      }
    // the comparison across each group's start, on the steps that place's comparison reads
    const decided = this.decided, before = this.before, after = this.after;
    for (let q = from; q < to; q++) {
      before[q - from] = after[q - from] = NaN;
      if (q === 0 || !(flags[q]! & GROUP_START)) {
        decided[q - from] = NOT_FOUND;
        continue;
      }
      const steps: readonly Step[] = flags[q]! & CHAIN ? all : primary;
      const k = (decided[q - from] = decidingIndex(order[q - 1]!, order[q]!, steps));
      // the two values just read by decidingIndex, kept where they are numbers the step words by value
      const st = k >= 0 ? steps[k]! : undefined;
      if (st?.showValue) {
        const x = st.value(order[q - 1]!), y = st.value(order[q]!);
        if (typeof x === "number" && typeof y === "number") (before[q - from] = x), (after[q - from] = y);
      }
    }
  }
}

/** A writer's blocks, one per selection: the block holding a row written in order, gathered when the row before it was the last one's. */
export class PlaceBlocks {
  private readonly blocks: (PlaceBlock | undefined)[] = [];
  /** per selection: the place after the last written, and the size of the next block */
  private readonly next: number[] = [];
  private readonly sizes: number[] = [];
  /** per selection, the first table row of its ranked rows (the run's order: each selection's ranking in turn) */
  private readonly starts: number[] = [];
  private readonly ranked: number;
  /** the one place handed out (read before the next row is asked for) */
  private placed: Placed | undefined;

  constructor(
    private readonly run: Run,
    private readonly limit: number = BLOCK,
  ) {
    let j = 0;
    for (const s of run.selections) {
      this.starts.push(j);
      j += s.rows.rows;
      this.next.push(-1);
      this.sizes.push(Math.min(FIRST, limit));
    }
    this.ranked = j;
  }

  /** Table row j's place and block, where it is a ranked row written in order (else undefined: read from the record). */
  at(j: number, classOf: Int32Array | undefined): Placed | undefined {
    if (!(j >= 0 && j < this.ranked)) return undefined;
    let k = 0;
    while (k + 1 < this.starts.length && j >= this.starts[k + 1]!) k++;
    const s = this.run.selections[k]!;
    const p = j - this.starts[k]!;
    // a row ranked within its stage (stageRank.ts) is placed by its stage's ranking: read from the record
    if (s.staged?.rankings) return undefined;
    let b = this.blocks[k];
    const inOrder = p === this.next[k] || p === 0;
    this.next[k] = p + 1;
    if (!b || p < b.own || p >= b.ownEnd) {
      if (!inOrder) {
        this.sizes[k] = Math.min(FIRST, this.limit);
        return undefined;
      }
      const size = this.sizes[k]!;
      if (!b || b.app.length < size + 2) this.blocks[k] = b = new PlaceBlock(s, size);
      b.gather(this.run, p, size, classOf);
      this.sizes[k] = Math.min(this.limit, size * 2);
    }
    const at = (this.placed ??= { selection: s, row: 0, place: 0, block: b });
    at.selection = s;
    at.row = s.ranking.order[p]!;
    at.place = p;
    at.block = b;
    return at;
  }
}

/** The application at place q of a ranking: as gathered where the block holds the place (placeBlock.ts). */
export function appAt(s: Selection, order: ArrayLike<number>, blk: PlaceBlock | undefined, q: number): number {
  return blk && q >= blk.from && q < blk.to ? blk.app[q - blk.from]! : s.rows.rowApp[order[q]!]!;
}

/** Step st's value at place q as the block gathered it (a number), or NaN: not gathered (read from the key's column). */
export function keyValueAt(blk: PlaceBlock | undefined, st: Step, q: number): number {
  if (!blk || q < blk.from || q >= blk.to) return NaN;
  const k = blk.keySteps.indexOf(st);
  return k < 0 ? NaN : blk.keyValues[k]![q - blk.from]!;
}

/** The id of the application at place q of a ranking. */
export function idAt(run: Run, s: Selection, order: ArrayLike<number>, blk: PlaceBlock | undefined, q: number): string {
  return blk && q >= blk.from && q < blk.to ? blk.id[q - blk.from]! : run.as.ids[s.rows.rowApp[order[q]!]!]!;
}
