// Strict JSON reading, the one reader of every JSON input (`allot run` and `test` data, `allot
// serve` bodies): a key repeated in an object is an error naming the key and where it is (never
// last-wins); a number is kept as written — a JS number only for a whole number of at most 15
// digits (exact as a double), a `JsonNumber` holding its text otherwise — so the validator sees
// what was written; one leading byte-order mark is skipped (anywhere else it is an error); bytes
// that are not UTF-8 are refused. Works on bytes; json-records.ts streams the records of a list.
import { isUtf8 } from "node:buffer";
import { endOfList } from "./json-brackets.js";

/** A JSON number kept as its text: a fraction, an exponent, or more than 15 digits. */
export class JsonNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function isJsonNumber(v: unknown): v is JsonNumber {
  return v instanceof JsonNumber;
}

/** Where in the input a JSON error is: 1-based line and column, and the path to the value. */
export class JsonInputError extends Error {
  constructor(
    readonly reason: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
    readonly path: string,
    /** where the error is inside a record of the list read record by record: its 0-based index and input offset */
    readonly record?: { readonly index: number; readonly start: number },
    /** the last record of that list read whole before the error, where one was: its 0-based index and input offsets (an error between records, or at a record's first byte, names it) */
    readonly after?: { readonly index: number; readonly start: number; readonly end: number },
  ) {
    super(`${line}:${column}: ${reason}`);
    this.name = "JsonInputError";
  }
}

/** Deeper nesting than this is refused (no input Allot reads needs more; it bounds the stack). */
export const MAX_DEPTH = 256;

const BOM = [0xef, 0xbb, 0xbf];

/** Bytes of `input` (UTF-8 for a string). @internal */
export function bytesOf(input: string | Uint8Array): Buffer {
  if (typeof input === "string") return Buffer.from(input, "utf8");
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

/** The offset after a leading byte-order mark (0 without one). */
export function afterBom(b: Uint8Array): number {
  return b.length >= 3 && b[0] === BOM[0] && b[1] === BOM[1] && b[2] === BOM[2] ? 3 : 0;
}

/** 1-based line and column of byte `offset` (columns count bytes). */
export function lineAndColumn(b: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < b.length; i++) {
    if (b[i] === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/** `$.applications[3].scores`, from the steps of a path. */
export function pathText(steps: readonly (string | number)[]): string {
  let s = "$";
  // a path hundreds of levels deep is shown by its ends
  const shown = steps.length > 16 ? [...steps.slice(0, 8), "…", ...steps.slice(-6)] : steps;
  for (const p of shown) s += p === "…" && shown !== steps ? "…" : typeof p === "number" ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`;
  return s;
}

/** @internal */
export function describeByte(c: number | undefined): string {
  if (c === undefined) return "the end of the input";
  if (c >= 0x20 && c < 0x7f) return `'${String.fromCharCode(c)}'`;
  if (c === 0xef) return "a byte-order mark or other non-ASCII byte";
  return `the byte 0x${c.toString(16).padStart(2, "0")}`;
}

/**
 * A strict recursive-descent parser over `b[pos, end)`. `steps` is the path of the value being
 * read (kept as a stack, turned to text only for an error); `skip`, when set, is a path whose
 * list value is not built but skipped, its bounds (input offsets) kept in `skipped`.
 */
/** @internal (its bytes are a Node Buffer: kept out of the published declarations) */
export class StrictParser {
  pos: number;
  readonly steps: (string | number)[];
  skipped: { start: number; end: number } | undefined;
  private skip: readonly string[] | undefined;
  /** the input's offset of `b[0]`: a reader of a file holds a window of it (json-file.ts) */
  origin = 0;
  /** line and column of an input offset, where `b` is not the whole input */
  locate: ((offset: number) => { line: number; column: number }) | undefined;
  /** passes over the list at `b[start]` (loose): its end in `b` (which it may move on) */
  passList: ((p: StrictParser, start: number) => number) | undefined;
  /** the length of `steps` at the list of records, while it is read (-1 otherwise); `recordAt`, the input offset of the record being read */
  listSteps = -1;
  recordAt = 0;
  /** the last record of the list read whole: its index (-1: none yet) and input offsets */
  lastIndex = -1;
  lastStart = 0;
  lastEnd = 0;

  /**
   * `loose`: the list at `skip` is passed over by matching brackets outside texts, unchecked
   * (json-records.ts checks each record as it reads it, and reads this pass again strictly when
   * it fails, so that its error is the strict one).
   */
  constructor(public b: Buffer, pos: number, public end: number, base: readonly (string | number)[] = [], skip?: readonly string[], readonly loose = false) {
    this.pos = pos;
    this.steps = [...base];
    this.skip = skip;
  }

  fail(reason: string, at = this.pos): never {
    const offset = this.origin + at;
    const { line, column } = this.locate ? this.locate(offset) : lineAndColumn(this.b, at);
    const ls = this.listSteps;
    const index = ls >= 0 && this.steps.length > ls ? this.steps[ls] : undefined;
    const after = ls >= 0 && this.lastIndex >= 0 && this.steps.length >= ls ? { index: this.lastIndex, start: this.lastStart, end: this.lastEnd } : undefined;
    throw new JsonInputError(reason, offset, line, column, pathText(this.steps), typeof index === "number" ? { index, start: this.recordAt } : undefined, after);
  }

  ws(): void {
    const b = this.b;
    let p = this.pos;
    while (p < this.end) {
      const c = b[p]!;
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) p++;
      else break;
    }
    this.pos = p;
  }

  /** The whole input is one value. */
  document(): unknown {
    this.ws();
    const v = this.value(0);
    this.ws();
    if (this.pos < this.end) this.fail(`expected the end of the input after the value, found ${describeByte(this.b[this.pos])}`);
    return v;
  }

  value(depth: number): unknown {
    this.ws();
    const c = this.b[this.pos];
    if (this.pos >= this.end) this.fail("expected a value, found the end of the input");
    if (c === 0x7b) return this.object(depth + 1);
    if (c === 0x5b) return this.array(depth + 1);
    if (c === 0x22) return this.string();
    if (c === 0x2d || (c! >= 0x30 && c! <= 0x39)) return this.number();
    if (c === 0x74) return this.word("true", true);
    if (c === 0x66) return this.word("false", false);
    if (c === 0x6e) return this.word("null", null);
    return this.fail(`expected a value, found ${describeByte(c)}`);
  }

  private word<T>(w: string, v: T): T {
    for (let i = 0; i < w.length; i++) if (this.b[this.pos + i] !== w.charCodeAt(i)) this.fail(`expected a value, found ${describeByte(this.b[this.pos])}`);
    this.pos += w.length;
    return v;
  }

  private object(depth: number): Record<string, unknown> {
    if (depth > MAX_DEPTH) this.fail(`the input is nested deeper than ${MAX_DEPTH} levels`);
    this.pos++;
    const o: Record<string, unknown> = {};
    this.ws();
    if (this.b[this.pos] === 0x7d) {
      this.pos++;
      return o;
    }
    for (;;) {
      this.ws();
      if (this.b[this.pos] !== 0x22) this.fail(`expected a key in double quotes, found ${describeByte(this.b[this.pos])}`);
      const keyAt = this.pos;
      const key = this.string();
      this.ws();
      if (this.b[this.pos] !== 0x3a) this.fail(`expected ':' after the key ${JSON.stringify(key)}, found ${describeByte(this.b[this.pos])}`);
      this.pos++;
      if (Object.prototype.hasOwnProperty.call(o, key)) this.fail(`the key ${JSON.stringify(key)} appears twice in the object at ${pathText(this.steps)}: JSON input must name each key once`, keyAt);
      this.steps.push(key);
      let v: unknown;
      if (this.skip && this.skip.length === this.steps.length && this.skip.every((s, i) => s === this.steps[i])) {
        this.ws();
        if (this.b[this.pos] === 0x5b) {
          const start = this.origin + this.pos;
          if (!this.loose) {
            // checked strictly (the loose pass failed): an error names its record and field
            this.listSteps = this.steps.length;
            skipValue(this, depth);
            this.listSteps = -1;
          } else this.pos = this.passList ? this.passList(this, this.pos) : endOfList(this.b, this.pos, this.end);
          this.skipped = { start, end: this.origin + this.pos };
          v = SKIPPED;
        } else v = this.value(depth);
      } else v = this.value(depth);
      this.steps.pop();
      if (key === "__proto__") Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
      else o[key] = v;
      this.ws();
      const c = this.b[this.pos];
      this.pos++;
      if (c === 0x7d) return o;
      if (c !== 0x2c) this.fail(`expected ',' or '}' in the object at ${pathText(this.steps)}, found ${describeByte(c)}`, this.pos - 1);
    }
  }

  private array(depth: number): unknown[] {
    if (depth > MAX_DEPTH) this.fail(`the input is nested deeper than ${MAX_DEPTH} levels`);
    this.pos++;
    const a: unknown[] = [];
    this.ws();
    if (this.b[this.pos] === 0x5d) {
      this.pos++;
      return a;
    }
    for (;;) {
      this.steps.push(a.length);
      a.push(this.value(depth));
      this.steps.pop();
      this.ws();
      const c = this.b[this.pos];
      this.pos++;
      if (c === 0x5d) return a;
      if (c !== 0x2c) this.fail(`expected ',' or ']' in the list at ${pathText(this.steps)}, found ${describeByte(c)}`, this.pos - 1);
    }
  }

  string(): string {
    const start = this.pos + 1;
    const escaped = this.skipString();
    const p = this.pos - 1;
    if (!escaped) return this.b.toString("utf8", start, p);
    try {
      return JSON.parse(this.b.toString("utf8", start - 1, p + 1)) as string;
    } catch {
      return this.fail("a text holds an escape that JSON does not have (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)", start - 1);
    }
  }

  /**
   * Moves past the text at `pos` (its opening quote) without making a string: control
   * characters refused, escapes checked only when `checkEscapes` (`string` checks them by
   * decoding). Tells whether the text holds an escape.
   */
  skipString(checkEscapes = false): boolean {
    const b = this.b;
    const open = this.pos;
    let p = open + 1;
    let escaped = false;
    let bad = false;
    for (;;) {
      if (p >= this.end) this.fail("a text is not closed: expected '\"' before the end of the input", open);
      const c = b[p]!;
      if (c === 0x22) break;
      if (c === 0x5c) {
        escaped = true;
        if (checkEscapes && !bad && !validEscape(b, p + 1, this.end)) bad = true;
        p += 2;
        continue;
      }
      if (c < 0x20) this.fail(`a control character (0x${c.toString(16).padStart(2, "0")}) inside a text must be escaped`, p);
      p++;
    }
    // as `string` finds them: a text closed and free of control characters, then its escapes
    if (bad) this.fail("a text holds an escape that JSON does not have (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)", open);
    this.pos = p + 1;
    return escaped;
  }

  private number(): number | JsonNumber {
    const start = this.pos;
    const plain = this.skipNumber();
    const text = this.b.toString("latin1", start, this.pos);
    // a whole number of up to 15 digits is exact as a double; "-0" is kept as written
    if (plain && text !== "-0") return Number(text);
    return new JsonNumber(text);
  }

  /** Moves past the number at `pos`; tells whether it is whole with at most 15 digits. */
  skipNumber(): boolean {
    const b = this.b;
    let p = this.pos;
    if (b[p] === 0x2d) p++;
    const intStart = p;
    if (b[p] === 0x30) p++;
    else if (b[p]! >= 0x31 && b[p]! <= 0x39) while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
    else this.fail(`expected a digit in a number, found ${describeByte(b[p])}`, p);
    let plain = p - intStart <= 15;
    if (b[p] === 0x2e) {
      plain = false;
      p++;
      if (!(b[p]! >= 0x30 && b[p]! <= 0x39)) this.fail(`expected a digit after the decimal point, found ${describeByte(b[p])}`, p);
      while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
    }
    if (b[p] === 0x65 || b[p] === 0x45) {
      plain = false;
      p++;
      if (b[p] === 0x2b || b[p] === 0x2d) p++;
      if (!(b[p]! >= 0x30 && b[p]! <= 0x39)) this.fail(`expected a digit in the exponent, found ${describeByte(b[p])}`, p);
      while (p < this.end && b[p]! >= 0x30 && b[p]! <= 0x39) p++;
    }
    this.pos = p;
    return plain;
  }
}

/** Whether the escape after a backslash at `p` is one JSON has. */
function validEscape(b: Buffer, p: number, end: number): boolean {
  const c = b[p];
  if (c === 0x22 || c === 0x5c || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74) return true;
  if (c !== 0x75 || p + 4 >= end) return false;
  for (let i = 1; i <= 4; i++) {
    const h = b[p + i]!;
    if (!((h >= 0x30 && h <= 0x39) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66))) return false;
  }
  return true;
}

const SKIPPED: unique symbol = Symbol("skipped");

/** Moves past one value without building it (strings, nesting and numbers still checked). @internal */
export function skipValue(p: StrictParser, depth: number): void {
  p.ws();
  const c = p.b[p.pos];
  if (c === 0x5b || c === 0x7b) {
    if (depth + 1 > MAX_DEPTH) p.fail(`the input is nested deeper than ${MAX_DEPTH} levels`);
    const close = c === 0x5b ? 0x5d : 0x7d;
    p.pos++;
    p.ws();
    if (p.b[p.pos] === close) {
      p.pos++;
      return;
    }
    // the path is kept as `value` keeps it, so that an error names the record and the field
    for (let i = 0; ; i++) {
      let step: string | number = i;
      if (c === 0x7b) {
        p.ws();
        if (p.b[p.pos] !== 0x22) p.fail(`expected a key in double quotes, found ${describeByte(p.b[p.pos])}`);
        step = p.string();
        p.ws();
        if (p.b[p.pos] !== 0x3a) p.fail(`expected ':' after the key ${JSON.stringify(step)}, found ${describeByte(p.b[p.pos])}`);
        p.pos++;
      } else if (p.steps.length === p.listSteps) {
        p.ws();
        p.recordAt = p.origin + p.pos;
      }
      p.steps.push(step);
      skipValue(p, depth + 1);
      p.steps.pop();
      if (p.steps.length === p.listSteps) {
        p.lastIndex = i;
        p.lastStart = p.recordAt;
        p.lastEnd = p.origin + p.pos;
      }
      p.ws();
      const d = p.b[p.pos];
      p.pos++;
      if (d === close) return;
      if (d !== 0x2c) p.fail(`expected ',' or '${String.fromCharCode(close)}' in the ${c === 0x7b ? "object" : "list"} at ${pathText(p.steps)}, found ${describeByte(d)}`, p.pos - 1);
    }
  }
  // texts and numbers are checked as `value` checks them, without being made
  if (c === 0x22) p.skipString(true);
  else if (c === 0x2d || (c! >= 0x30 && c! <= 0x39)) p.skipNumber();
  else p.value(depth);
}

/** Checks the bytes are UTF-8, and gives the offset of the first value (after a byte-order mark). @internal */
export function startOf(b: Buffer): number {
  if (!isUtf8(b)) {
    // find the first bad byte for the message: decode growing prefixes would be slow; report at 1:1
    throw new JsonInputError("the input is not UTF-8 text (save it as UTF-8)", 0, 1, 1, "$");
  }
  return afterBom(b);
}

/**
 * The JSON value of `input` (a string, or bytes that must be UTF-8): duplicate keys refused,
 * numbers lossless, one leading byte-order mark skipped. Throws `JsonInputError`.
 */
export function parseJson(input: string | Uint8Array): unknown {
  const b = bytesOf(input);
  const start = typeof input === "string" ? afterBom(b) : startOf(b);
  return new StrictParser(b, start, b.length).document();
}

export { SKIPPED };
