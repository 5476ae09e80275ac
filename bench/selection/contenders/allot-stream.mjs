// Contender 1s (issue 15): Allot with every application's explanation, streamed — the generated
// module's `evaluateTable(call, applications, { details: true })` (contender 1's run, reading the
// values behind bands and keys that explanations show), then the record read as
// `run.explained()`: its `sources` (the pass that cites every explanation's sources, as a writer
// reads it first), then row by row, each row's explanation rendered in plain words and dropped —
// written by `writeLines` (runtime engine/explainWriter.ts: each step's text and a line break
// handed on as one piece, with no result, step or array made per row), or, on a runtime without
// it, read as `row(j).explanation`.
// What a service or `allot run` streaming a million explained rows does, without the writing.
// Measured against contender 1 (the run without) it gives the cost of explaining every
// application, streamed; memory stays that of the run (one row's explanation at a time).
//
// The texts are read so that none can be skipped: the checked (first) run hashes every text
// (SHA-256, reported as `digest` — equal across builds means the same explanations byte for
// byte); the timed runs fold each piece's length and middle character into a checksum (reading
// a character flattens a text built by concatenation, as printing it would).
import { createHash } from "node:crypto";

export async function setup(job, modulePath) {
  const m = await import(modulePath);
  let runs = 0;
  const stream = {
    digest: null,
    checksum: 0,
    run(call, applications) {
      const { table, issues } = m.evaluateTable(call, applications, { details: true });
      // a warning (a draw that leaves out a tied application: gen002 draws half of them, on purpose) does not change the rows; an error does
      const errors = issues.filter((i) => i.severity !== "warning");
      if (errors.length > 0) throw new Error(`Allot reported input issues: ${JSON.stringify(errors.slice(0, 3))}`);
      const explained = table.explained();
      const full = runs++ === 0;
      const hash = full ? createHash("sha256") : null;
      let sum = explained.sources.length | 0, batch = "";
      // each step's text and a line break, as one piece (explainWriter.ts: no result or step objects)
      const put = full
        ? (piece) => {
            batch += piece;
            if (batch.length > 1 << 16) { hash.update(batch); batch = ""; }
          }
        : (piece) => { sum = (Math.imul(sum, 31) + piece.length + piece.charCodeAt(piece.length >> 1)) | 0; };
      if (explained.writeLines) for (let j = 0; j < explained.length; j++) explained.writeLines(j, put);
      else
        for (let j = 0; j < explained.length; j++) {
          const steps = explained.row(j).explanation;
          for (let s = 0; s < steps.length; s++) put(steps[s].text + "\n");
        }
      if (full) stream.digest = hash.update(batch).digest("hex");
      else stream.checksum = sum;
      return table;
    },
    rows(table) {
      const rows = [];
      for (let i = 0; i < table.length; i++) rows.push([table.id(i), table.status(i), table.position(i), table.amount(i)]);
      return rows;
    },
  };
  return stream;
}
