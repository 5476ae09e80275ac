// Words made once and given again (moved out of forms.ts): a catalogue's wording functions that
// keep what they worded last — a quoted name, a value's text, a comparison's step and pair — for
// the formats without side effects only (`pureFormats`). Each row of a call words the same few
// texts again; these memos are the narration's, apart from the words themselves.
import type { TraceFact } from "../engine/trace.js";
import type { Formats } from "./catalogue.js";

/** How many (value, formats) pairs `wordedRecently` keeps. */
const RECENT = 4;

/**
 * The formats whose wording has no side effect (a catalogue's own, catalogue.ts `formatsOf`):
 * only these are memoised. A `renderChecked` pass has formats of its own whose `raw` lists what
 * passes through untranslated, once per time it passes — a memo would list it fewer times.
 */
const pure = new WeakSet<Formats>();

/** Marks `f` as formats without side effects (see `pure`). */
export function pureFormats(f: Formats): void {
  pure.add(f);
}

/** Whether `f` has no side effects (see `pure`): what is worded once for it may be used again. */
export function isPureFormats(f: Formats): boolean {
  return pure.has(f);
}

/** A wording of two texts that is the same for every row of a call (the boundary rule's
 * reading): the last one worded is kept and given again while both texts are the same. */
export function wordedLast(word: (a: string, b: string) => string): (a: string, b: string) => string {
  let lastA: string | undefined;
  let lastB: string | undefined;
  let last = "";
  return (a, b) => {
    if (a === lastA && b === lastB) return last;
    last = word(a, b);
    lastA = a;
    lastB = b;
    return last;
  };
}

/**
 * A wording of one text that is a function of the text alone (a name in the language's quotation
 * marks), with its last few results kept: every row quotes the same criteria's titles and bands.
 */
export function textRecently(word: (s: string) => string): (s: string) => string {
  const ins: (string | undefined)[] = new Array(RECENT_TEXTS).fill(undefined);
  const outs: string[] = new Array(RECENT_TEXTS).fill("");
  let next = 0;
  return (s) => {
    for (let k = 0; k < RECENT_TEXTS; k++) if (ins[k] === s) return outs[k]!;
    const w = word(s);
    ins[next] = s;
    outs[next] = w;
    next = (next + 1) % RECENT_TEXTS;
    return w;
  };
}

/** How many texts `textRecently` keeps: a row quotes each criterion's title and band (seed003: six a row), more than `RECENT`. */
const RECENT_TEXTS = 16;

/**
 * `word` with its last few results kept, by the value and the formats (their identity), for
 * pure formats only (`pureFormats`; any other is worded each time). For a wording that is a
 * function of its value and formats alone: rows read in order word each of a comparison's values
 * four times (in the row's two comparisons and in each neighbour's).
 */
export function wordedRecently(word: (v: string, f: Formats) => string): (v: string, f: Formats) => string {
  const values: (string | undefined)[] = new Array(RECENT).fill(undefined);
  const formats: (Formats | undefined)[] = new Array(RECENT).fill(undefined);
  const words: string[] = new Array(RECENT).fill("");
  let next = 0;
  return (v, f) => {
    if (!pure.has(f)) return word(v, f);
    for (let k = 0; k < RECENT; k++) if (values[k] === v && formats[k] === f) return words[k]!;
    const w = word(v, f);
    values[next] = v;
    formats[next] = f;
    words[next] = w;
    next = (next + 1) % RECENT;
    return w;
  };
}

/**
 * A comparison's "decided by" words (a step's label and key in a language's words), kept for the
 * last few steps worded, by the label, the key (its identity: one per ranking step) and whether
 * it is a lottery, for pure formats only. A step's label and key are the same for every row the
 * step decides; the words were made again for each comparison, two per row.
 */
export function wordedByStep(word: (x: Extract<TraceFact, { kind: "comparison" }>, f: Formats) => string): (x: Extract<TraceFact, { kind: "comparison" }>, f: Formats) => string {
  const labels: (string | undefined)[] = new Array(RECENT).fill(undefined);
  const keys: (object | undefined)[] = new Array(RECENT).fill(undefined);
  const lotteries: boolean[] = new Array(RECENT).fill(false);
  const formats: (Formats | undefined)[] = new Array(RECENT).fill(undefined);
  const words: string[] = new Array(RECENT).fill("");
  let next = 0;
  return (x, f) => {
    if (!pure.has(f)) return word(x, f);
    const lottery = x.lottery === true;
    for (let k = 0; k < RECENT; k++) if (labels[k] === x.by && keys[k] === x.key && lotteries[k] === lottery && formats[k] === f) return words[k]!;
    const w = word(x, f);
    labels[next] = x.by;
    keys[next] = x.key;
    lotteries[next] = lottery;
    formats[next] = f;
    words[next] = w;
    next = (next + 1) % RECENT;
    return w;
  };
}

/**
 * A comparison's words after its neighbour's id — the step, the two values in the order shown and
 * their operands, already in words — with the last pair's kept, by those texts and the formats
 * (pure formats only): rows written in order word each pair twice, as row q's "ahead of" q + 1
 * and as q + 1's "after" q, in the same words (only the side and the neighbour differ).
 */
export function wordedPair(word: (by: string, a: string, b: string, operands: string) => string): (by: string, a: string, b: string, operands: string, f: Formats) => string {
  let lastBy: string | undefined;
  let lastA: string | undefined;
  let lastB: string | undefined;
  let lastOps: string | undefined;
  let lastF: Formats | undefined;
  let last = "";
  return (by, a, b, operands, f) => {
    if (!pure.has(f)) return word(by, a, b, operands);
    if (by === lastBy && a === lastA && b === lastB && operands === lastOps && f === lastF) return last;
    last = word(by, a, b, operands);
    lastBy = by;
    lastA = a;
    lastB = b;
    lastOps = operands;
    lastF = f;
    return last;
  };
}
