// The records of a JSON file read as json-records.ts reads bytes, with the file never held whole:
// `allot run` on a call of a million applications (a file of hundreds of megabytes) holds a
// window of a chunk or so. The first pass reads the document up to the list from the file's
// start (a window doubled until the document reaches the list), passes over the list piece by
// piece by its brackets, and reads what follows it; each pass over the records reads the file
// again through a window moving over it. Every byte is checked to be UTF-8 on the way. Anything
// the first pass does not take (bytes that are not UTF-8, a document that is not well formed,
// no list at the path) is read from the whole file by `readJsonRecords`, which gives the strict
// reader's error or result; an error in a record is placed by counting the file's lines up to it.
// So the same input gives the same document, records and errors as `readJsonRecords` of its bytes.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { isUtf8 } from "node:buffer";
import { JsonInputError, StrictParser, afterBom, pathText } from "./json-parse.js";
import { passBrackets, type BracketState } from "./json-brackets.js";
import { readJsonRecords, recordsReading, type ByteWindow, type JsonRecords } from "./json-records.js";

const CHUNK = 1 << 20;

/**
 * The most bytes read at once: Node reads at most 2^31 − 1 bytes in one call, `readFileSync` too.
 * A file larger than this is never read whole; the first pass's window stops doubling below it.
 */
const WHOLE = 2 ** 31 - 1;

/** A JSON file Allot cannot read: a part of it that must be read whole is too large. */
export class JsonFileTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JsonFileTooLarge";
  }
}

/**
 * As `readJsonRecords` over a file's bytes, streaming them. `chunk` (bytes) and `whole` (the most
 * bytes read at once) are for tests.
 */
export function readJsonRecordsFile(file: string, at: readonly string[] = ["applications"], chunk = CHUNK, whole = WHOLE): JsonRecords {
  const first = firstPass(file, at, chunk, whole);
  if (!first) return readJsonRecords(readFileSync(file), at);
  return recordsReading(first.document, first.span, at, () => new FileWindow(file, first.span.start, chunk));
}

const bytesText = (n: number): string => n.toLocaleString("en");

// the first pass gives up: the whole file is read instead
const GIVE_UP: unique symbol = Symbol("give up");

/**
 * The first pass, or undefined where the whole file is to be read instead. A file too large to be
 * read whole (adversary23: one of 2 GiB was an internal error, the window doubled past what Node
 * reads at once) gives the window's own error where the parser failed before the window's end
 * (the whole file's reading would fail there too), and is refused as too large where the
 * document runs on past the largest window.
 */
function firstPass(file: string, at: readonly string[], chunk: number, whole: number): { document: unknown; span: { start: number; end: number } } | undefined {
  const fd = openSync(file, "r");
  const list = pathText(at);
  try {
    const size = fstatSync(fd).size;
    for (let window = Math.min(chunk, whole); ; window *= 2) {
      const n = Math.min(window, size);
      const b = readAt(fd, Buffer.allocUnsafe(n), 0, n, 0);
      const p = new StrictParser(b, afterBom(b), n, [], at, true);
      let passed = false;
      let failed: unknown;
      p.passList = (q, listAt) => {
        passed = true;
        return passList(fd, size, q, listAt, chunk, whole);
      };
      try {
        const document = p.document();
        if (passed && p.skipped) return { document, span: p.skipped };
      } catch (e) {
        if (e !== GIVE_UP && !(e instanceof JsonInputError)) throw e;
        failed = e;
        if (size > whole && e instanceof JsonInputError && !passed && n < size && beforeEnd(e, n)) {
          // the file cannot be read whole: the window's error is the file's (its UTF-8 first)
          if (!isUtf8(b.subarray(0, e.offset))) throw new JsonInputError("the input is not UTF-8 text (save it as UTF-8)", 0, 1, 1, "$");
          throw e;
        }
      }
      // the document is read to its end once the list is passed: what fails after is an error
      if (passed || n === size) {
        if (size > whole) {
          const why = failed instanceof JsonInputError ? `${failed.line}:${failed.column}: ${failed.reason}` : passed ? `the list at ${list} is not closed, or the file is not UTF-8 text` : `there is no list at ${list}`;
          throw new JsonFileTooLarge(`the file has ${bytesText(size)} bytes, more than Allot reads at once (${bytesText(whole)}), and it cannot be read in pieces: ${why}`);
        }
        return undefined;
      }
      if (size > whole && window * 2 > whole) {
        throw new JsonFileTooLarge(`the file has ${bytesText(size)} bytes, and its first ${bytesText(n)} do not reach the list at ${list}: Allot reads the applications' list in pieces, but what comes before it whole, and at most ${bytesText(n)} bytes of it (put the call before the list and keep it short, or split the call)`);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Passes over the list whose opening bracket is at `q.b[listAt]`, reading the file on from the
 * window's end, then moves the parser to a window of the rest of the file after the list; checks
 * UTF-8 of everything up to the file's end. Gives the parser's position after the list.
 */
function passList(fd: number, size: number, q: StrictParser, listAt: number, chunk: number, whole: number): number {
  const utf8 = new Utf8Check();
  utf8.add(q.b.subarray(0, listAt));
  const state: BracketState = { depth: 0, text: false, escape: false };
  let piece = q.b.subarray(0, q.end);
  let from = listAt;
  let origin = q.origin;
  let after = passBrackets(piece, from, piece.length, state);
  const buf = Buffer.allocUnsafe(chunk);
  while (after < 0) {
    utf8.add(piece.subarray(from));
    origin += piece.length;
    if (origin >= size) throw GIVE_UP;
    piece = readAt(fd, buf, 0, Math.min(chunk, size - origin), origin);
    from = 0;
    after = passBrackets(piece, 0, piece.length, state);
  }
  utf8.add(piece.subarray(from, after));
  const end = origin + after;
  if (size - end > whole) throw new JsonFileTooLarge(`the file has ${bytesText(size)} bytes, and ${bytesText(size - end)} of them follow the list at ${pathText(q.steps)}: Allot reads what follows the list whole, and at most ${bytesText(whole)} bytes of it (end the document after the list)`);
  const rest = readAt(fd, Buffer.allocUnsafe(size - end), 0, size - end, end);
  utf8.add(rest);
  if (!utf8.done()) throw GIVE_UP;
  q.b = rest;
  q.origin = end;
  q.end = rest.length;
  return 0;
}

/**
 * Whether the parser failed on what it read, not on the window's end: a reason that names the
 * end of the input (as found, or as expected before it) is the window's, and so is one within a
 * word's length of its end (`tru` is "expected a value, found 't'"). "Expected the end of the input
 * after the value" names the end as what should have come: the document ended in the window.
 */
function beforeEnd(e: JsonInputError, n: number): boolean {
  if (/(found|before) the end of the input/.test(e.reason)) return false;
  return e.offset + 8 <= n;
}

/** UTF-8 checked piece by piece: each cut after its last ASCII byte, the rest carried on. */
class Utf8Check {
  private carry: Buffer | undefined;
  private ok = true;

  add(piece: Buffer): void {
    let cut = piece.length;
    while (cut > 0 && piece[cut - 1]! >= 0x80) cut--;
    if (cut === 0) {
      this.carry = this.carry ? Buffer.concat([this.carry, piece]) : Buffer.from(piece);
      return;
    }
    if (this.carry) {
      if (!isUtf8(Buffer.concat([this.carry, piece.subarray(0, cut)]))) this.ok = false;
    } else if (!isUtf8(piece.subarray(0, cut))) this.ok = false;
    this.carry = cut < piece.length ? Buffer.from(piece.subarray(cut)) : undefined;
  }

  done(): boolean {
    return this.ok && (!this.carry || isUtf8(this.carry));
  }
}

/** Reads `length` bytes at file offset `position` into `buf[at…]`; gives `buf[0, at + length)`. */
function readAt(fd: number, buf: Buffer, at: number, length: number, position: number): Buffer {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, at + got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buf.subarray(0, at + got);
}

/** A window moving over a file from offset `from`, for one pass over its records. */
class FileWindow implements ByteWindow {
  b: Buffer;
  origin: number;
  end = 0;
  eof = false;
  private fd: number | undefined;
  private readonly size: number;

  constructor(
    private readonly file: string,
    from: number,
    private readonly chunk: number,
  ) {
    this.fd = openSync(file, "r");
    this.size = fstatSync(this.fd).size;
    this.b = Buffer.allocUnsafe(2 * chunk);
    this.origin = from;
    this.more(0);
  }

  more(keep: number): boolean {
    if (this.eof || this.fd === undefined) return false;
    const kept = this.end - keep;
    if (kept + this.chunk > this.b.length) {
      const b = Buffer.allocUnsafe(Math.max(2 * this.b.length, kept + this.chunk));
      this.b.copy(b, 0, keep, this.end);
      this.b = b;
    } else this.b.copy(this.b, 0, keep, this.end);
    this.origin += keep;
    const want = Math.min(this.b.length - kept, this.size - this.origin - kept);
    this.end = readAt(this.fd, this.b, kept, want, this.origin + kept).length;
    this.eof = this.origin + this.end >= this.size;
    return true;
  }

  locate = (offset: number): { line: number; column: number } => {
    // the file's lines counted up to the offset (only for an error)
    const fd = openSync(this.file, "r");
    try {
      const buf = Buffer.allocUnsafe(this.chunk);
      let line = 1;
      let start = 0;
      for (let pos = 0; pos < offset; ) {
        const piece = readAt(fd, buf, 0, Math.min(this.chunk, offset - pos), pos);
        if (piece.length === 0) break;
        for (let i = piece.indexOf(10); i >= 0; i = piece.indexOf(10, i + 1)) {
          line++;
          start = pos + i + 1;
        }
        pos += piece.length;
      }
      return { line, column: offset - start + 1 };
    } finally {
      closeSync(fd);
    }
  };

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
