// The records of a JSON input one by one: `allot run` reads a call of a million applications
// without building the whole document, and a service reads a body the same way. The bytes are
// read twice: a first pass parses everything but the list of records (the call, notes, …),
// passing over the list by its brackets; the second yields each record as it is parsed, checking
// the list as it goes (an error in a record is thrown when the record is reached, naming it).
// Both are as strict as json-parse.ts (duplicate keys refused, numbers lossless, one leading
// byte-order mark skipped): where the first pass fails after passing over a list that is not
// well formed, it is read again checking the list, and gives the strict parser's error. Each record is found by a byte
// scan that notes its numbers and counts its keys, and handed to JSON.parse; the numbers the strict
// parser keeps as written (fractions, exponents, more than 15 digits, -0) are put back as
// `JsonNumber`s from their bytes, and the keys counted both ways (a repeated key leaves fewer).
// A record with keys of digits only (JSON.parse would reorder them), deep nesting or an error
// goes through the strict parser, which reports the error.
import { JsonInputError, JsonNumber, SKIPPED, StrictParser, bytesOf, startOf, afterBom, describeByte, pathText } from "./json-parse.js";

export interface JsonRecords {
  /** the document with the list of records left out: `undefined` in its place */
  readonly document: unknown;
  /** whether the document has a list at the path (otherwise `records` yields nothing) */
  readonly found: boolean;
  /** the records, each parsed as it is reached, with its 1-based position */
  records(): Generator<unknown, void, undefined>;
  /** as `records`, for `for await` */
  recordsAsync(): AsyncGenerator<unknown, void, undefined>;
}

/**
 * Reads `input` (bytes or text) as JSON whose list at `at` (keys from the top, default
 * `["applications"]`) holds the records. Throws `JsonInputError` for anything outside the list
 * at once, and from `records()` for a record when it is reached.
 */
export function readJsonRecords(input: string | Uint8Array, at: readonly string[] = ["applications"]): JsonRecords {
  const b = bytesOf(input);
  const start = typeof input === "string" ? afterBom(b) : startOf(b);
  let first = new StrictParser(b, start, b.length, [], at, true);
  let document: unknown;
  try {
    document = first.document();
  } catch (e) {
    // the list was passed over unchecked: read again checking it, for the strict error
    if (!(e instanceof JsonInputError)) throw e;
    first = new StrictParser(b, start, b.length, [], at);
    document = first.document();
  }
  return recordsReading(document, first.skipped, at, () => allOf(b));
}

/**
 * The reading of a document whose first pass is done: `span`, the list's place in the input
 * (none: no list at `at`); `window()`, the bytes to read the records from, afresh for each
 * pass over them. @internal
 */
export function recordsReading(document: unknown, span: { start: number } | undefined, at: readonly string[], window: () => ByteWindow): JsonRecords {
  if (span) clearSkipped(document, at);
  return {
    document,
    found: span !== undefined,
    records: () => (span ? recordsOf(window(), span.start, at) : empty()),
    async *recordsAsync() {
      if (span) yield* recordsOf(window(), span.start, at);
    },
  };
}

function* empty(): Generator<unknown, void, undefined> {}

function clearSkipped(doc: unknown, at: readonly string[]): void {
  let cur = doc as Record<string, unknown>;
  for (let i = 0; i < at.length - 1; i++) cur = cur[at[i]!] as Record<string, unknown>;
  const last = at[at.length - 1]!;
  if (cur[last] === SKIPPED) Object.defineProperty(cur, last, { value: undefined, enumerable: true, writable: true, configurable: true });
}

/**
 * The bytes the records are read from: all of the input, or a window moving over a file
 * (json-file.ts). `b[0, end)` holds the input from offset `origin`. @internal
 */
export interface ByteWindow {
  b: Buffer;
  origin: number;
  end: number;
  /** `end` is the end of the input */
  eof: boolean;
  /** keeps `b[keep, end)` (moved to the start of `b`) and reads at least a chunk more, or to the end; false at the end */
  more(keep: number): boolean;
  /** line and column of an input offset (without it, counted in `b`) */
  locate?: (offset: number) => { line: number; column: number };
  close?(): void;
}

/** The whole input as the window. */
function allOf(b: Buffer): ByteWindow {
  return { b, origin: 0, end: b.length, eof: true, more: () => false };
}

// A record is read when the window holds it, the next byte after it that is not white space,
// and this many more (the strict parser looks a few bytes past where it stops).
const AFTER = 8;

/** The records of the list whose opening bracket is at input offset `listStart`. */
function* recordsOf(w: ByteWindow, listStart: number, at: readonly string[]): Generator<unknown, void, undefined> {
  try {
    const p = new StrictParser(w.b, listStart + 1 - w.origin, w.end, at);
    p.listSteps = at.length;
    p.origin = w.origin;
    p.locate = w.locate;
    // more of the input, keeping it from `keep`; the parser moved along
    const more = (keep: number): boolean => {
      if (!w.more(keep)) return false;
      p.pos -= w.origin - p.origin;
      p.b = w.b;
      p.end = w.end;
      p.origin = w.origin;
      return true;
    };
    const ws = (): void => {
      for (p.ws(); p.pos >= p.end && more(p.pos); ) p.ws();
    };
    ws();
    if (p.b[p.pos] === 0x5d) return;
    for (let index = 0; ; index++) {
      ws();
      let fast: boolean;
      for (;;) {
        fast = scanValue(p.b, p.pos, p.end);
        if (w.eof) break;
        let q = scanEnd;
        while (q < p.end && (p.b[q] === 0x20 || p.b[q] === 0x0a || p.b[q] === 0x0d || p.b[q] === 0x09)) q++;
        if (q + AFTER < p.end) break;
        more(p.pos);
      }
      const b = p.b;
      const s = p.pos;
      let record: unknown = NOT_FAST;
      if (fast) record = parseFast(b, s, scanEnd);
      if (record === NOT_FAST) {
        p.recordAt = p.origin + s;
        p.steps.push(index);
        record = p.value(at.length + 1);
        p.steps.pop();
      } else p.pos = scanEnd;
      // the record read last, for an error after it (adversary26)
      p.lastIndex = index;
      p.lastStart = p.origin + s;
      p.lastEnd = p.origin + p.pos;
      yield record;
      p.ws();
      const c = b[p.pos];
      p.pos++;
      if (c === 0x5d) return;
      if (c !== 0x2c) p.fail(`expected ',' or ']' in the list at ${pathText(p.steps)}, found ${describeByte(c)}`, p.pos - 1);
    }
  } finally {
    w.close?.();
  }
}

const NOT_FAST: unique symbol = Symbol("not fast");

// What `scanValue` found in the last record (module state: no object per record): where it ends,
// how many keys its objects have, and each number's bytes, in order,
// with whether the strict parser keeps it as written (a `JsonNumber`).
let scanEnd = 0;
let scanKeys = 0;
let numCount = 0;
let numKept = 0;
let numAt = new Uint32Array(64);
let numKeep = new Uint8Array(32);

function addNumber(start: number, end: number, keep: boolean): void {
  if (numCount === numKeep.length) {
    const at = new Uint32Array(numAt.length * 2);
    at.set(numAt);
    numAt = at;
    const k = new Uint8Array(numKeep.length * 2);
    k.set(numKeep);
    numKeep = k;
  }
  numAt[2 * numCount] = start;
  numAt[2 * numCount + 1] = end;
  numKeep[numCount++] = keep ? 1 : 0;
  if (keep) numKept++;
}

/**
 * Finds the end of the value at `s` (an object, list, text or scalar), counting the keys of its
 * objects (colons outside texts) and noting each number; tells whether JSON.parse, with the
 * numbers that the strict parser keeps as written put back in, reads it as the strict parser
 * would: not when a key is all digits (JSON.parse puts such keys first, so its order would not
 * be the bytes' order) or the nesting is deep. Malformed bytes make it stop early or run on;
 * JSON.parse then fails and the strict parser reports them.
 */
function scanValue(b: Buffer, s: number, n: number): boolean {
  let p = s;
  let depth = 0;
  let keys = 0;
  let fast = true;
  let keyStart = -1;
  numCount = 0;
  numKept = 0;
  do {
    const c = b[p]!;
    if (c === 0x22) {
      keyStart = ++p;
      while (p < n) {
        const d = b[p]!;
        if (d === 0x22) break;
        p += d === 0x5c ? 2 : 1;
      }
      p++;
    } else if (c === 0x7b || c === 0x5b) {
      // deep nesting is left to the strict parser, which bounds it
      if (++depth > 64) fast = false;
      p++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      p++;
    } else if (c === 0x3a) {
      keys++;
      const k = b[keyStart]!;
      if (k >= 0x30 && k <= 0x39) fast = false;
      p++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const t = p;
      let keep = c === 0x2d && b[p + 1] === 0x30;
      p++;
      while (p < n) {
        const d = b[p]!;
        if (d >= 0x30 && d <= 0x39) p++;
        else if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) {
          keep = true;
          p++;
        } else break;
      }
      if (p - t > 16 || (p - t === 16 && c !== 0x2d)) keep = true;
      addNumber(t, p, keep);
    } else p++;
    if (depth === 0 && c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) {
      // a scalar record ends at the next separator
      if (c !== 0x7d && c !== 0x5d && c !== 0x22 && c !== 0x2d && !(c >= 0x30 && c <= 0x39)) {
        while (p < n && b[p] !== 0x2c && b[p] !== 0x5d && b[p] !== 0x20 && b[p] !== 0x0a && b[p] !== 0x0d && b[p] !== 0x09) p++;
      }
      break;
    }
  } while (p < n);
  scanEnd = p;
  scanKeys = keys;
  return fast;
}

let seenKeys = 0;
let seenNumbers = 0;

function parseFast(b: Buffer, s: number, e: number): unknown {
  let v: unknown;
  try {
    v = JSON.parse(b.toString("utf8", s, e));
  } catch {
    return NOT_FAST;
  }
  seenKeys = 0;
  seenNumbers = 0;
  if (numKept === 0) countKeys(v);
  else v = restore(v, b);
  // a repeated key leaves fewer keys in the parsed objects than the bytes have
  return seenKeys === scanKeys && (numKept === 0 || seenNumbers === numCount) ? v : NOT_FAST;
}

function countKeys(v: unknown): void {
  if (v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) countKeys(v[i]);
    return;
  }
  for (const k in v) {
    seenKeys++;
    countKeys((v as Record<string, unknown>)[k]);
  }
}

/** `v` with the numbers the strict parser keeps as written put back as `JsonNumber`s, in byte order; counts keys. */
function restore(v: unknown, b: Buffer): unknown {
  if (typeof v === "number") {
    const i = seenNumbers++;
    return numKeep[i] === 1 ? new JsonNumber(b.toString("latin1", numAt[2 * i]!, numAt[2 * i + 1]!)) : v;
  }
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === "number" || (typeof x === "object" && x !== null)) {
        const y = restore(x, b);
        if (y !== x) v[i] = y;
      }
    }
    return v;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) {
    seenKeys++;
    const x = o[k];
    if (typeof x === "number" || (typeof x === "object" && x !== null)) {
      const y = restore(x, b);
      if (y !== x) {
        if (k === "__proto__") Object.defineProperty(o, k, { value: y, enumerable: true, writable: true, configurable: true });
        else o[k] = y;
      }
    }
  }
  return v;
}
