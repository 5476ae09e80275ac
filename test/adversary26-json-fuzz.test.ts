// A seeded, bounded fuzz of the records reader's errors (adversary26): a file of small records
// with one to three bytes deleted, inserted or replaced near the separators between records, read
// whole and through a file in windows of 16 to 64 bytes. Every failure is a JsonInputError; where
// it names a record (`record`) or the one before it (`after`), the two readings agree, the record
// before ends before the error and before the record in error, and its bytes are a whole record
// (they parse); a reading that does not fail gives the same records both ways.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { JsonInputError, parseJson, readJsonRecords, readJsonRecordsFile } from "../packages/runtime/src/index.js";
import { rng } from "./support/rng.js";

const tmp = mkdtempSync(join(tmpdir(), "allot-adv26-fuzz-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const records = Array.from({ length: 6 }, (_, i) => `{"id":"R${i + 1}","n":${i * 7},"t":"a,b]}"}`);
const good = `{"call":{"x":1},\n"applications":[\n${records.join(",\n")}\n]}\n`;
const noise = [",", "]", "}", "[", "{", '"', "x", " ", "\n", "1", ":"];

type Outcome = { ok: true; recs: unknown[] } | { ok: false; e: JsonInputError };
function read(f: () => { records(): Iterable<unknown> }): Outcome {
  try {
    return { ok: true, recs: [...f().records()] };
  } catch (e) {
    if (!(e instanceof JsonInputError)) throw e;
    return { ok: false, e };
  }
}

describe("the records reader's errors under mutation near the separators", () => {
  it("600 seeded mutants: JsonInputError only, the same from bytes and from a file, `after` before `record`", () => {
    const r = rng(26);
    const seps = [...good.matchAll(/[,\]\n]/g)].map((m) => m.index!);
    const seen = { ok: 0, failed: 0, after: 0, both: 0 };
    for (let k = 0; k < 600; k++) {
      let text = good;
      const edits = 1 + Math.floor(r() * 3);
      for (let j = 0; j < edits; j++) {
        const at = Math.min(text.length, Math.max(0, seps[Math.floor(r() * seps.length)]! + Math.floor(r() * 5) - 2));
        const what = r();
        const c = noise[Math.floor(r() * noise.length)]!;
        text = what < 0.4 ? text.slice(0, at) + text.slice(at + 1) : what < 0.7 ? text.slice(0, at) + c + text.slice(at) : text.slice(0, at) + c + text.slice(at + 1);
      }
      if (r() < 0.15) text = text.slice(0, Math.floor(r() * text.length));
      const file = join(tmp, `m${k}.json`);
      writeFileSync(file, text);
      const whole = read(() => readJsonRecords(text));
      const piece = read(() => readJsonRecordsFile(file, ["applications"], 16 + Math.floor(r() * 48)));
      const what = `mutant ${k}: ${JSON.stringify(text)}`;
      expect(piece.ok, what).toBe(whole.ok);
      if (whole.ok && piece.ok) {
        seen.ok++;
        expect(piece.recs, what).toEqual(whole.recs);
        continue;
      }
      if (whole.ok || piece.ok) continue;
      const [a, b] = [whole.e, piece.e];
      expect([b.offset, b.reason, b.record, b.after], what).toEqual([a.offset, a.reason, a.record, a.after]);
      const bytes = Buffer.from(text);
      seen.failed++;
      if (a.after) seen.after++;
      if (a.after && a.record) seen.both++;
      if (a.after) {
        expect(a.after.end, what).toBeLessThanOrEqual(a.offset);
        if (a.record) expect(a.after.index, what).toBe(a.record.index - 1);
        if (a.record) expect(a.after.end, what).toBeLessThanOrEqual(a.record.start);
        expect(() => parseJson(bytes.subarray(a.after!.start, a.after!.end)), what).not.toThrow();
      }
    }
    // seed 26 gives 116 read whole, 484 failed, 329 of them naming the record before (259 with a record in error too)
    expect(seen).toEqual({ ok: 116, failed: 484, after: 329, both: 259 });
  });
});
