// The explanation steps that many rows share (the runtime hands out one frozen object for a
// step every application that reaches it has: engine/sharedFacts.ts), printed and encoded once
// for the JSON result; and a row's list of reasons that rows share (frozen: reasonWords.ts) where
// its text is not Latin-1 (a Polish or Dutch refusal), so that the batch stays a one-byte string:
// one such character in a batch makes JSON.stringify build the whole batch's text two bytes a
// character, and both the printing and the UTF-8 encoding of it cost some 1.7–2.5 times more
// (docs/performance.md, perf21). A batch of rows is printed by JSON.stringify with each such value
// replaced by a mark; the text is cut at the marks and the value's bytes, kept, go in between.
// The bytes are those of printing the rows as they are (test/report-steps.test.ts): a value is
// printed as JSON.stringify prints it at its depth, and a batch whose marks are not exactly the
// values replaced (a value of the data that reads as a mark) is printed as it is.
const MARK = "\u0000allot:shared-step\u0000";
const MARK_JSON = JSON.stringify(MARK);
/** How many steps' bytes are kept (past it, the kept ones are dropped and made again as met). */
const KEPT = 4096;
/** The size of the byte batches made (each a new buffer: a consumer may keep what it is given). */
const BATCH = 1 << 16;

/** Latin-1 throughout: JSON.stringify keeps a text of such characters one byte a character. */
const ONE_BYTE = /^[\u0000-\u00ff]*$/;

export class SharedSteps {
  private readonly kept = new Map<object, Buffer>();
  /** the bytes of a shared list of reasons whose text is not Latin-1; null where it is (not marked) */
  private readonly keptReasons = new Map<object, Buffer | null>();
  /** the shared values of the batch marked last, in the order their marks are printed */
  private steps: object[] = [];
  /** each value's bytes, in the same order */
  private stepBytesOf: Buffer[] = [];
  /** the indentation of a row's members (a step's, less one level) */
  private readonly memberIndent: string;

  /** @param indent the indentation of a step in the printed rows */
  constructor(private readonly indent: string) {
    this.memberIndent = indent.slice(2);
  }

  /** The rows with each shared step (and shared list of reasons not in Latin-1) replaced by a mark; undefined where no row has one. */
  mark(rows: readonly unknown[]): unknown[] | undefined {
    const steps: object[] = [];
    const bytes: Buffer[] = [];
    let out: unknown[] | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as { reasons?: unknown; explanation?: unknown } | null;
      if (row === null || typeof row !== "object") continue;
      // the reasons come before the explanation in a row: their mark is printed first
      const reasons = row.reasons;
      const reasonBytes = Array.isArray(reasons) && reasons.length > 0 && Object.isFrozen(reasons) ? this.reasonBytes(reasons) : null;
      if (reasonBytes !== null) {
        out ??= rows.slice();
        out[r] = { ...row, reasons: MARK };
        steps.push(reasons as object);
        bytes.push(reasonBytes);
      }
      const list = row.explanation;
      if (!Array.isArray(list)) continue;
      let copy: unknown[] | undefined;
      for (let k = 0; k < list.length; k++) {
        const s: unknown = list[k];
        if (s === null || typeof s !== "object" || !Object.isFrozen(s)) continue;
        copy ??= list.slice();
        copy[k] = MARK;
        steps.push(s);
        bytes.push(this.stepBytes(s));
      }
      if (!copy) continue;
      out ??= rows.slice();
      out[r] = { ...(out[r] as object), explanation: copy };
    }
    this.steps = steps;
    this.stepBytesOf = bytes;
    return out;
  }

  /** The printed batch cut at its marks (texts between them), or undefined where its marks are not exactly the steps marked. */
  parts(text: string): string[] | undefined {
    const parts: string[] = [];
    let from = 0;
    for (let at = text.indexOf(MARK_JSON); at >= 0; at = text.indexOf(MARK_JSON, from)) {
      parts.push(text.slice(from, at));
      from = at + MARK_JSON.length;
    }
    parts.push(text.slice(from));
    return parts.length === this.steps.length + 1 ? parts : undefined;
  }

  /** `lead`, then the parts with the bytes of each marked step between them, as UTF-8 batches. */
  *bytes(lead: string, parts: readonly string[]): Generator<Uint8Array> {
    let buf = Buffer.allocUnsafe(BATCH);
    let pos = 0;
    for (let k = 0; k <= this.steps.length; k++) {
      const text = k === 0 ? lead + parts[0]! : parts[k]!;
      // a UTF-16 code unit takes at most 3 bytes of UTF-8
      if (pos + text.length * 3 > BATCH) {
        if (pos > 0) yield buf.subarray(0, pos);
        buf = Buffer.allocUnsafe(BATCH);
        pos = 0;
      }
      // a text longer than a batch goes as its own bytes; the value after it follows all the same
      if (text.length * 3 > BATCH) yield Buffer.from(text, "utf8");
      else pos += buf.write(text, pos, "utf8");
      if (k === this.steps.length) break;
      const step = this.stepBytesOf[k]!;
      if (pos + step.length > BATCH) {
        if (pos > 0) yield buf.subarray(0, pos);
        buf = Buffer.allocUnsafe(BATCH);
        pos = 0;
      }
      if (step.length > BATCH) yield step;
      else {
        step.copy(buf, pos);
        pos += step.length;
      }
    }
    if (pos > 0) yield buf.subarray(0, pos);
  }

  /** A shared list of reasons as JSON.stringify prints it as a row's member, in UTF-8 (kept); null where its text is Latin-1 (printed with the row). */
  private reasonBytes(list: object): Buffer | null {
    let b = this.keptReasons.get(list);
    if (b !== undefined) return b;
    const text = JSON.stringify(list, null, 2);
    b = ONE_BYTE.test(text) ? null : Buffer.from(text.replace(/\n/g, "\n" + this.memberIndent), "utf8");
    if (this.keptReasons.size >= KEPT) this.keptReasons.clear();
    this.keptReasons.set(list, b);
    return b;
  }

  /** A step as JSON.stringify prints it at the steps' depth, in UTF-8 (kept). */
  private stepBytes(step: object): Buffer {
    let b = this.kept.get(step);
    if (b) return b;
    b = Buffer.from(JSON.stringify(step, null, 2).replace(/\n/g, "\n" + this.indent), "utf8");
    if (this.kept.size >= KEPT) this.kept.clear();
    this.kept.set(step, b);
    return b;
  }
}
