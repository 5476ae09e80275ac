// The explanation steps that many rows share (the runtime hands out one frozen object for a
// step every application that reaches it has: engine/sharedFacts.ts), printed and encoded once
// for the JSON result. A batch of rows is printed by JSON.stringify with each such step replaced
// by a mark; the text is cut at the marks and the step's bytes, kept, go in between. The bytes are
// those of printing the rows as they are (test/report-steps.test.ts): a step is printed as
// JSON.stringify prints it at its depth, and a batch whose marks are not exactly the steps
// replaced (a value of the data that reads as a mark) is printed as it is.
const MARK = "\u0000allot:shared-step\u0000";
const MARK_JSON = JSON.stringify(MARK);
/** How many steps' bytes are kept (past it, the kept ones are dropped and made again as met). */
const KEPT = 4096;
/** The size of the byte batches made (each a new buffer: a consumer may keep what it is given). */
const BATCH = 1 << 16;

export class SharedSteps {
  private readonly kept = new Map<object, Buffer>();
  /** the shared steps of the batch marked last, in the order their marks are printed */
  private steps: object[] = [];

  /** @param indent the indentation of a step in the printed rows */
  constructor(private readonly indent: string) {}

  /** The rows with each shared step replaced by a mark; undefined where no row has one. */
  mark(rows: readonly unknown[]): unknown[] | undefined {
    const steps: object[] = [];
    let out: unknown[] | undefined;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as { explanation?: unknown } | null;
      const list = row !== null && typeof row === "object" ? row.explanation : undefined;
      if (!Array.isArray(list)) continue;
      let copy: unknown[] | undefined;
      for (let k = 0; k < list.length; k++) {
        const s: unknown = list[k];
        if (s === null || typeof s !== "object" || !Object.isFrozen(s)) continue;
        copy ??= list.slice();
        copy[k] = MARK;
        steps.push(s);
      }
      if (!copy) continue;
      out ??= rows.slice();
      out[r] = { ...row, explanation: copy };
    }
    this.steps = steps;
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
      // a text longer than a batch goes as its own bytes; the step after it follows all the same
      if (text.length * 3 > BATCH) yield Buffer.from(text, "utf8");
      else pos += buf.write(text, pos, "utf8");
      if (k === this.steps.length) break;
      const step = this.stepBytes(this.steps[k]!);
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
