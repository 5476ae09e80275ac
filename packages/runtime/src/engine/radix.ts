// The sort of a ranking's rows by their key columns (order.ts): a stable LSD radix sort on the
// leading numeric columns, read as unsigned integers in 16-bit digits, and a comparison sort on
// the remaining columns and the caller's last resort only inside the runs of rows those leave
// equal. Used by the engine's ranking (rank.ts); moved out of order.ts, unchanged.
import { BY_INDEX, compareAt, EXACT, type Column, type Numbers, type NumColumn } from "./order.js";

/** Below this many rows a comparison sort is as fast as setting up the radix passes. */
const RADIX_MIN = 2048;
const DIGIT = 16;
const BUCKETS = 1 << DIGIT;

/**
 * The rows 0 … n−1 in the order of the columns (`compareAt`), rows equal on every column in the
 * order of `last` (which should leave no two rows equal: the same rows then give the same order
 * whatever their input order). The leading numeric columns are sorted by a stable LSD radix sort
 * over keys read as unsigned integers whose order is the numbers' order — a column of whole
 * numbers as its distance from its least value, in as many 16-bit digits as its range needs, any
 * other as its IEEE-754 bits — and only as many leading columns as leave few rows equal in a
 * sample (those after them are read only inside the runs of equal rows, which are sorted by
 * comparison on the remaining columns and `last`). A hand-written comparator sort of a million
 * rows takes about ten times as long. With `runs` (n entries), `runs[p]` is set to the number of the run of rows equal on every column that
 * position p of the order is in (0, 1, …): two positions are equal (`compareAt` 0) exactly when
 * their runs are, read from the pass that finds the runs anyway instead of a second pass over the
 * columns.
 */
export function orderRows(cols: readonly Column[], n: number, last: (x: number, y: number) => number, runs?: Uint32Array, into?: Uint32Array): Uint32Array {
  const idx = into ? into.subarray(0, n) : new Uint32Array(n);
  for (let r = 0; r < n; r++) idx[r] = r;
  let lead = 0;
  while (lead < cols.length && cols[lead]!.kind === "num" && !hasNaN((cols[lead] as NumColumn).v, n)) lead++;
  if (n < RADIX_MIN || lead === 0) {
    idx.sort((x, y) => compareAt(cols, x, y) || last(x, y));
    if (runs) for (let r = 0, g = 0; r < n; r++) runs[r] = r === 0 || compareAt(cols, idx[r - 1]!, idx[r]!) === 0 ? g : ++g;
    return idx;
  }
  lead = enoughColumns(cols as readonly NumColumn[], lead, n);
  const s = scratchFor(n);
  let from: Uint32Array = idx;
  let to: Uint32Array = s.to.subarray(0, n);
  // each column's keys are moved with the rows (by position, not by row): every pass reads them
  // in order instead of looking each row's up, and the first column's end sorted, where the runs
  // of equal rows are read off them
  let lo = s.lo.subarray(0, n);
  let hi = s.hi.subarray(0, n);
  let toLo = s.toLo.subarray(0, n);
  let toHi = s.toHi.subarray(0, n);
  let wide = false;
  for (let k = lead - 1; k >= 0; k--) {
    const digits = sortableKeys(cols[k] as NumColumn, n, from, hi, lo);
    wide = digits > 2;
    for (let d = 0; d < digits; d++) {
      if (radixPass(from, to, d < 2 ? lo : hi, (d & 1) * DIGIT, s.count, lo, toLo, wide ? hi : undefined, toHi)) {
        [from, to] = [to, from];
        [lo, toLo] = [toLo, lo];
        if (wide) [hi, toHi] = [toHi, hi];
      }
    }
  }
  // the order ends in the caller's own array, not in the scratch the next call reuses
  if (from !== idx) {
    idx.set(from);
    from = idx;
  }
  // the runs equal on every leading column, ordered by the rest; rows in different runs differ.
  // Two positions are equal on the first column exactly when its keys are (sortableKeys); the
  // other leading columns are read only where those are.
  const rest = cols.slice(lead);
  const lead1 = cols.slice(1, lead) as NumColumn[];
  const byRest = (x: number, y: number): number => compareAt(rest, x, y) || last(x, y);
  let start = 0;
  // the number of the current run of rows equal on every column (`runs`)
  let g = 0;
  for (let r = 1; r <= n; r++) {
    if (r < n && lo[start] === lo[r] && (!wide || hi[start] === hi[r]) && (lead1.length === 0 || sameAt(lead1, from[start]!, from[r]!))) continue;
    if (r - start > 1) {
      if (rest.length > 0 || last !== BY_INDEX) sortRun(from, start, r, byRest);
      if (runs) {
        runs[start] = g;
        if (rest.length === 0) runs.fill(g, start + 1, r);
        else for (let q = start + 1; q < r; q++) runs[q] = compareAt(rest, from[q - 1]!, from[q]!) === 0 ? g : ++g;
      }
    } else if (runs) runs[start] = g;
    g++;
    start = r;
  }
  return from;
}

/** Runs of at most this many rows are sorted in place by insertion (`sortRun`). */
const SHORT_RUN = 16;

/**
 * Sorts order[from … to) by `cmp` in place: a short run by insertion (most runs the radix sort
 * leaves hold two or three rows: no view of the array and no copy for the built-in sort per run),
 * a longer one by the built-in sort. Both are stable, and the order of rows `cmp` tells apart is
 * the same whichever sorts them.
 */
function sortRun(order: Uint32Array, from: number, to: number, cmp: (x: number, y: number) => number): void {
  if (to - from > SHORT_RUN) {
    order.subarray(from, to).sort(cmp);
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const x = order[i]!;
    let j = i;
    while (j > from && cmp(order[j - 1]!, x) > 0) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = x;
  }
}

/** Rows sampled to choose how many leading columns the radix sort takes. */
const SAMPLE = 4096;
/** The longest runs of equal rows, on average, left to the comparison sort (`enoughColumns`). */
const RUN = 8;

/**
 * The fewest leading columns (of the first `lead`, all numeric) that tell apart at least half of
 * an evenly spaced sample of rows and, estimated from the sample, leave runs of at most RUN equal
 * rows on average among all n: the rows they leave equal are then few, in short runs. (A sample
 * of 4,096 rows with half of them distinct can stand for a column of some 2,600 values, which
 * leaves runs of ~400 rows of a million to the comparison sort: there a radix pass on the next
 * column costs less.) Which columns the radix sort takes changes nothing of the order.
 */
function enoughColumns(cols: readonly NumColumn[], lead: number, n: number): number {
  if (lead === 1) return 1;
  const m = Math.min(n, SAMPLE);
  const step = n / m;
  const seen = new Set<string>();
  for (let k = 1; k <= lead; k++) {
    seen.clear();
    for (let q = 0; q < m; q++) {
      const r = Math.floor(q * step);
      let key = "";
      for (let c = 0; c < k; c++) key += `${cols[c]!.v[r]! + 0},`;
      seen.add(key);
    }
    if (seen.size * 2 >= m && (seen.size === m || n <= RUN * distinctOf(seen.size, m))) return k;
  }
  return lead;
}

/**
 * How many distinct values a column of many rows holds, estimated from `d` distinct among `m`
 * rows sampled: the D for which D·(1 − e^(−m/D)), the distinct values expected among m rows drawn
 * from D equally common ones, is d (d < m).
 */
function distinctOf(d: number, m: number): number {
  let lo = d;
  let hi = d;
  const expected = (D: number): number => D * (1 - Math.exp(-m / D));
  while (expected(hi) < d && hi < 2 ** 40) hi *= 2;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (expected(mid) < d) lo = mid;
    else hi = mid;
  }
  return hi;
}


/**
 * The radix sort's scratch, kept from one call to the next (20 bytes a row of the longest ranking
 * sorted so far, and the counts): a fresh 20 MB for each million-row ranking would be memory the
 * system has to map again, and typed arrays that count towards V8's external memory, whose growth
 * by 64 MB starts a full collection of the whole heap — the caller's input included.
 */
let scratch: { readonly to: Uint32Array; readonly hi: Uint32Array; readonly lo: Uint32Array; readonly toHi: Uint32Array; readonly toLo: Uint32Array; readonly count: Uint32Array } | undefined;

function scratchFor(n: number): NonNullable<typeof scratch> {
  if (!scratch || scratch.to.length < n) scratch = { to: new Uint32Array(n), hi: new Uint32Array(n), lo: new Uint32Array(n), toHi: new Uint32Array(n), toLo: new Uint32Array(n), count: new Uint32Array(BUCKETS) };
  return scratch;
}

function hasNaN(v: Numbers, n: number): boolean {
  for (let r = 0; r < n; r++) if (v[r] !== v[r]) return true;
  return false;
}

function sameAt(cols: readonly NumColumn[], i: number, j: number): boolean {
  for (let k = 0; k < cols.length; k++) if (cols[k]!.v[i] !== cols[k]!.v[j]) return false;
  return true;
}

const F = new Float64Array(1);
const W = new Uint32Array(F.buffer);
const LITTLE = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HI = LITTLE ? 1 : 0;
const LO = 1 - HI;

/**
 * Each row's key as two unsigned words whose order (high word, then low) is the order of the
 * column's values, at its position in `order` (hi[p], lo[p] for row order[p]); returns how many 16-bit digits, from the low word's lowest, the keys use. Whole
 * numbers whose range is below 2^53 give their distance from the least value (a column of points
 * takes one digit); any other value its IEEE-754 bits, a positive number's sign bit set and a
 * negative number's bits all flipped (four digits). −0 is read as 0 (the two compare equal).
 */
function sortableKeys(c: NumColumn, n: number, order: Uint32Array, hi: Uint32Array, lo: Uint32Array): number {
  const { v, sign } = c;
  let min = Infinity;
  let max = -Infinity;
  let whole = true;
  for (let r = 0; r < n; r++) {
    const x = sign * v[r]!;
    if (x < min) min = x;
    if (x > max) max = x;
    if (whole && !Number.isInteger(x)) whole = false;
  }
  const range = max - min;
  if (whole && range < EXACT) {
    for (let p = 0; p < n; p++) {
      const d = sign * v[order[p]!]! - min; // exact: both are whole and within 2^53 of each other
      const h = Math.floor(d / 4294967296);
      hi[p] = h;
      lo[p] = d - h * 4294967296;
    }
    let digits = 1;
    while (digits < 4 && range >= 2 ** (DIGIT * digits)) digits++;
    return digits;
  }
  for (let p = 0; p < n; p++) {
    F[0] = sign * v[order[p]!]! + 0;
    const h = W[HI]!;
    const l = W[LO]!;
    if (h >>> 31) {
      hi[p] = ~h >>> 0;
      lo[p] = ~l >>> 0;
    } else {
      hi[p] = (h | 0x80000000) >>> 0;
      lo[p] = l;
    }
  }
  return 4;
}

/**
 * One stable counting pass on a 16-bit digit of `word` (by position): `from` into `to`, and the
 * keys with them (`lo` into `toLo`, `hi` into `toHi` where given). False when every row has the
 * same digit (nothing moves; `to` is left as it was).
 */
function radixPass(from: Uint32Array, to: Uint32Array, word: Uint32Array, shift: number, count: Uint32Array, lo: Uint32Array, toLo: Uint32Array, hi: Uint32Array | undefined, toHi: Uint32Array): boolean {
  const n = from.length;
  count.fill(0);
  for (let i = 0; i < n; i++) count[(word[i]! >>> shift) & (BUCKETS - 1)]++;
  if (count[(word[0]! >>> shift) & (BUCKETS - 1)] === n) return false;
  let sum = 0;
  for (let b = 0; b < BUCKETS; b++) {
    const c = count[b]!;
    count[b] = sum;
    sum += c;
  }
  if (hi) {
    for (let i = 0; i < n; i++) {
      const at = count[(word[i]! >>> shift) & (BUCKETS - 1)]++;
      to[at] = from[i]!;
      toLo[at] = lo[i]!;
      toHi[at] = hi[i]!;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const at = count[(word[i]! >>> shift) & (BUCKETS - 1)]++;
      to[at] = from[i]!;
      toLo[at] = lo[i]!;
    }
  }
  return true;
}
