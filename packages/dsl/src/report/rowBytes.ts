// The results array of the JSON result where the table writes its rows itself
// (`ResultTable.writeRowJson`: the runtime's explained run prints each row and its explanation
// straight from the record, runtime engine/rowJson.ts): the rows' pieces encoded as UTF-8 into
// byte batches as they come. A piece the table hands on unchanged for every row that has it (a
// shared explanation step) is encoded once and its bytes kept. A batch's buffer is filled again
// once the consumer has taken the batch and asks for more (a consumer that keeps bytes copies
// them: sink.ts `Chunks`): the batches are written in memory the caches hold, not in new memory. A row the table does not write is
// printed from its object, as JSON.stringify prints it at its depth.
import type { ResultTable } from "@allot/runtime";

/** How many kept pieces' bytes are kept (past it, the kept ones are dropped and encoded again as met). */
const KEPT = 4096;
/** A kept piece shorter than this is encoded where it goes (a look-up would cost more). */
const SHORT = 64;
/** The size of the byte batches made (a batch's buffer is written again once the consumer asks for more: sink.ts Chunks). */
const BATCH = 1 << 19;

/** The array of `table`'s rows as JSON.stringify prints it with its elements at `indent`. */
export function* writtenRows(table: ResultTable, indent: string): Generator<string | Uint8Array> {
  if (table.length === 0) {
    yield "[]";
    return;
  }
  const kept = new Map<string, Buffer>();
  let buf: Buffer = Buffer.allocUnsafe(BATCH);
  let pos = 0;
  const full: Buffer[] = [];
  // the batches yielded: their buffers written again once the consumer asks for more
  const spare: Buffer[] = [];
  const made: Buffer[] = [];
  const flush = (): void => {
    full.push(buf.subarray(0, pos));
    made.push(buf);
    buf = spare.pop() ?? Buffer.allocUnsafe(BATCH);
    pos = 0;
  };
  const bytes = (b: Buffer): void => {
    if (pos > 0 && pos + b.length > BATCH) flush();
    if (b.length > BATCH) full.push(b);
    else buf.set(b, pos), (pos += b.length);
  };
  const text = (piece: string): void => {
    // a UTF-16 code unit takes at most 3 bytes of UTF-8
    if (pos + piece.length * 3 > BATCH) {
      if (pos > 0) flush();
      if (piece.length * 3 > BATCH) return void full.push(Buffer.from(piece, "utf8"));
    }
    pos += buf.write(piece, pos, "utf8");
  };
  // the text pieces since the last kept one, encoded together (one call for several small pieces)
  let pending = "";
  const out = (piece: string, keep: boolean): void => {
    if (keep && piece.length >= SHORT) {
      let b = kept.get(piece);
      if (!b) {
        if (kept.size >= KEPT) kept.clear();
        kept.set(piece, (b = Buffer.from(piece, "utf8")));
      }
      if (pending) text(pending), (pending = "");
      return bytes(b);
    }
    pending += piece;
  };
  for (let j = 0; j < table.length; j++) {
    out(j === 0 ? "[\n" + indent : ",\n" + indent, false);
    if (!table.writeRowJson!(j, indent, out)) out(JSON.stringify(table.row(j), null, 2).replace(/\n/g, "\n" + indent), false);
    if (pending) text(pending), (pending = "");
    if (full.length > 0) {
      yield* full;
      full.length = 0;
      for (let k = 0; k < made.length; k++) spare.push(made[k]!);
      made.length = 0;
    }
  }
  text("\n" + indent.slice(2) + "]");
  if (pos > 0) flush();
  yield* full;
}
