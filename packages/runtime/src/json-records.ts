// The records of a JSON input one by one: `allot run` reads a call of a million applications
// without building the whole document, and a service reads a body the same way. The bytes are
// read twice: a first pass parses everything but the list of records (the call, notes, …),
// skipping the list; the second yields each record as it is parsed. Both passes are as strict as
// json-parse.ts (duplicate keys refused, numbers lossless, one leading byte-order mark skipped):
// a record with only short whole numbers and no repeated key is handed to JSON.parse (checked by
// counting its keys both ways), any other goes through the strict parser.
import { readFileSync } from "node:fs";
import { JsonInputError, SKIPPED, StrictParser, bytesOf, startOf, afterBom } from "./json-parse.js";

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
  const first = new StrictParser(b, start, b.length, [], at);
  const document = first.document();
  const span = first.skipped;
  if (span) clearSkipped(document, at);
  return {
    document,
    found: span !== undefined,
    records: () => (span ? recordsOf(b, span.start, at) : empty()),
    async *recordsAsync() {
      if (span) yield* recordsOf(b, span.start, at);
    },
  };
}

/** As `readJsonRecords` over a file's bytes. */
export function readJsonRecordsFile(file: string, at: readonly string[] = ["applications"]): JsonRecords {
  return readJsonRecords(readFileSync(file), at);
}

function* empty(): Generator<unknown, void, undefined> {}

function clearSkipped(doc: unknown, at: readonly string[]): void {
  let cur = doc as Record<string, unknown>;
  for (let i = 0; i < at.length - 1; i++) cur = cur[at[i]!] as Record<string, unknown>;
  const last = at[at.length - 1]!;
  if (cur[last] === SKIPPED) Object.defineProperty(cur, last, { value: undefined, enumerable: true, writable: true, configurable: true });
}

function* recordsOf(b: Buffer, listStart: number, at: readonly string[]): Generator<unknown, void, undefined> {
  const p = new StrictParser(b, listStart + 1, b.length, at);
  p.ws();
  if (b[p.pos] === 0x5d) return;
  for (let index = 0; ; index++) {
    p.ws();
    const s = p.pos;
    const scan = scanValue(b, s);
    let record: unknown = NOT_FAST;
    if (scan.plain) record = parseFast(b, s, scan.end, scan.keys);
    if (record === NOT_FAST) {
      p.steps.push(index);
      record = p.value(at.length + 1);
      p.steps.pop();
    } else p.pos = scan.end;
    yield record;
    p.ws();
    const c = b[p.pos];
    p.pos++;
    if (c === 0x5d) return;
    if (c !== 0x2c) {
      // the first pass checked the list: only reached if the bytes changed under us
      throw new JsonInputError("expected ',' or ']' between records", p.pos - 1, 0, 0, "$");
    }
  }
}

const NOT_FAST: unique symbol = Symbol("not fast");

/**
 * The end of the value at `s` (an object, list, text or scalar), how many keys its objects have
 * (colons outside texts) and whether every number in it is a whole number of at most 15 digits
 * (and not "-0"): then JSON.parse reads it exactly as the strict parser would. Malformed bytes
 * make it stop early or run on; JSON.parse then fails and the strict parser reports them.
 */
function scanValue(b: Buffer, s: number): { end: number; keys: number; plain: boolean } {
  const n = b.length;
  let p = s;
  let depth = 0;
  let keys = 0;
  let plain = true;
  do {
    const c = b[p]!;
    if (c === 0x22) {
      p++;
      while (p < n) {
        const d = b[p]!;
        if (d === 0x22) break;
        p += d === 0x5c ? 2 : 1;
      }
      p++;
    } else if (c === 0x7b || c === 0x5b) {
      // deep nesting is left to the strict parser, which bounds it
      if (++depth > 64) plain = false;
      p++;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      p++;
    } else if (c === 0x3a) {
      keys++;
      p++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const t = p;
      if (c === 0x2d && b[p + 1] === 0x30) plain = false;
      p++;
      while (p < n) {
        const d = b[p]!;
        if (d >= 0x30 && d <= 0x39) p++;
        else if (d === 0x2e || d === 0x65 || d === 0x45 || d === 0x2b || d === 0x2d) {
          plain = false;
          p++;
        } else break;
      }
      if (p - t > 16 || (p - t === 16 && c !== 0x2d)) plain = false;
    } else p++;
    if (depth === 0 && c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) {
      // a scalar record ends at the next separator
      if (c !== 0x7d && c !== 0x5d && c !== 0x22 && c !== 0x2d && !(c >= 0x30 && c <= 0x39)) {
        while (p < n && b[p] !== 0x2c && b[p] !== 0x5d && b[p] !== 0x20 && b[p] !== 0x0a && b[p] !== 0x0d && b[p] !== 0x09) p++;
      }
      break;
    }
  } while (p < n);
  return { end: p, keys, plain };
}

function parseFast(b: Buffer, s: number, e: number, keys: number): unknown {
  let v: unknown;
  try {
    v = JSON.parse(b.toString("utf8", s, e));
  } catch {
    return NOT_FAST;
  }
  // a repeated key leaves fewer keys in the parsed objects than the bytes have
  return countKeys(v) === keys ? v : NOT_FAST;
}

function countKeys(v: unknown): number {
  if (v === null || typeof v !== "object") return 0;
  let n = 0;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) n += countKeys(v[i]);
    return n;
  }
  for (const k in v) {
    n++;
    n += countKeys((v as Record<string, unknown>)[k]);
  }
  return n;
}
