// The file reader (json-file.ts) against the reader of bytes (json-records.ts): for documents
// valid and broken (a byte inserted or removed anywhere, bytes that are not UTF-8, texts and
// escapes cut by a window's edge), read in windows of 1 to 48 bytes, the same document, the same
// records (numbers kept as written, key order), and the same error: reason, line, column, path.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonFileTooLarge, JsonInputError, JsonNumber, readJsonRecords, readJsonRecordsFile, type JsonRecords } from "../src/index.js";

const dir = mkdtempSync(join(tmpdir(), "allot-json-file-"));
const file = join(dir, "input.json");

const shape = (v: unknown): string =>
  JSON.stringify(v === undefined ? null : v, (_k, x) => (x === undefined ? "#undefined" : x instanceof JsonNumber ? `#${x.text}` : x !== null && typeof x === "object" && !Array.isArray(x) && Object.getPrototypeOf(x) !== Object.prototype ? "#prototype" : x));

/** What a reading gives, twice over its records: the document and records, up to an error and the error. */
function outcome(read: () => JsonRecords): unknown[] {
  const out: unknown[] = [];
  const error = (e: unknown) => {
    if (!(e instanceof JsonInputError)) throw e;
    out.push({ reason: e.reason, line: e.line, column: e.column, path: e.path, offset: e.offset });
  };
  let r: JsonRecords;
  try {
    r = read();
  } catch (e) {
    error(e);
    return out;
  }
  out.push(shape(r.document), r.found);
  for (let pass = 0; pass < 2; pass++) {
    try {
      for (const x of r.records()) out.push(shape(x));
    } catch (e) {
      error(e);
    }
  }
  return out;
}

function same(bytes: Buffer, at: readonly string[], chunk: number): void {
  writeFileSync(file, bytes);
  expect(outcome(() => readJsonRecordsFile(file, at, chunk))).toEqual(outcome(() => readJsonRecords(bytes, at)));
}

const num = fc.constantFrom("10.2", "-0", "0", "-0.5", "1e2", "2E-3", "12345678901234567", "123456789012345", "7");
const text = fc.constantFrom('"t"', '"\\n\\u00e9"', '"ąę"', '"a\\"]}"', '"[{\\\\"', '""');
const key = fc.constantFrom("a", "id", "0", "__proto__", "ł", "x\\\\y");
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, num, text, fc.constantFrom("true", "null"), tie("list"), tie("object")),
  list: fc.array(tie("value"), { maxLength: 3 }).map((xs) => `[${(xs as string[]).join(", ")}]`),
  object: fc.array(fc.tuple(key, tie("value")), { maxLength: 3 }).map((kvs) => `{${(kvs as [string, string][]).map(([k, x]) => `"${k}": ${x}`).join(",\n  ")}}`),
}));
const record = fc.array(fc.tuple(key, value), { maxLength: 4 }).map((kvs) => `{${kvs.map(([k, x]) => `"${k}":${x}`).join(", ")}}`);
const space = fc.constantFrom("", " ", "\n", "\r\n  ", "\n".repeat(40));

const documentText = fc
  .tuple(fc.array(record, { maxLength: 6 }), space, fc.constantFrom("before", "after", "nested"), fc.boolean(), value)
  .map(([records, sp, where, bom, other]) => {
    const list = `[${sp}${records.join(`,${sp}`)}${sp}]`;
    const doc =
      where === "before" ? `{"call": {"a": ${other}},${sp}"applications": ${list}}` : where === "after" ? `{"applications":${list},${sp}"notes": ${other}}${sp}` : `{"data": {"x": ${other}, "apps": ${list}}, "y": [1]}`;
    return { doc: (bom ? "\uFEFF" : "") + doc, at: where === "nested" ? ["data", "apps"] : ["applications"] };
  });

describe("readJsonRecordsFile", () => {
  it("reads a document and its records as the reader of bytes does, in windows of any size", () => {
    fc.assert(
      fc.property(documentText, fc.integer({ min: 1, max: 48 }), ({ doc, at }, chunk) => same(Buffer.from(doc, "utf8"), at, chunk)),
      { seed: 21, numRuns: 400 },
    );
  });
  it("a document broken by one byte (inserted or removed), or not UTF-8: the same records or the same error", () => {
    const bytes = [",", "]", "}", "[", "{", '"', ":", " ", "\n", "1", "\\", "x", "\u0001"].map((c) => Buffer.from(c)).concat([Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0xef, 0xbb, 0xbf])]);
    fc.assert(
      fc.property(documentText, fc.nat(), fc.constantFrom(...bytes), fc.boolean(), fc.integer({ min: 1, max: 48 }), ({ doc, at }, where, byte, insert, chunk) => {
        const b = Buffer.from(doc, "utf8");
        const i = where % (b.length + 1);
        same(Buffer.concat([b.subarray(0, i), byte, b.subarray(insert ? i : Math.min(b.length, i + 1))]), at, chunk);
      }),
      { seed: 22, numRuns: 1500 },
    );
  });
  it("an empty file, white space only, no list at the path, a list not closed", () => {
    for (const doc of ["", "  \n", "\uFEFF", '{"applications": {"a": 1}}', '{"applications": [1, 2', '{"applications": [1, 2]', "[1]", '{"x":1}']) {
      for (const chunk of [1, 2, 5, 64]) same(Buffer.from(doc, "utf8"), ["applications"], chunk);
    }
  });
  it("a record larger than the window, and a document larger than the first window", () => {
    const big = `{"id": "a", "xs": [${Array.from({ length: 2000 }, (_, i) => `${i}.5`).join(", ")}]}`;
    same(Buffer.from(`{"call": {"t": "${"x".repeat(5000)}"}, "applications": [${big}, {"id": "b"}, ${big}]}`), ["applications"], 64);
  });
});

// adversary23: a file larger than Node reads at once (2^31 − 1 bytes) was an internal error
// (ERR_OUT_OF_RANGE: the first window doubled past it even where the document failed at byte 0).
// `whole` stands for that limit here: a file over it is never read whole, and gives the reader of
// bytes' error where its window shows it, or JsonFileTooLarge, never anything else.
describe("readJsonRecordsFile, a file larger than is read at once", () => {
  const tooLarge = (bytes: Buffer, at: readonly string[], chunk: number, whole: number): unknown => {
    writeFileSync(file, bytes);
    try {
      readJsonRecordsFile(file, at, chunk, whole);
      return "read";
    } catch (e) {
      if (e instanceof JsonFileTooLarge) return e.message;
      throw e;
    }
  };
  it("a document broken early: the window's error, the same as the reader of bytes gives", () => {
    const bytes = [",", "]", "}", "x", "\u0001", "\u0000"].map((c) => Buffer.from(c));
    fc.assert(
      fc.property(documentText, fc.constantFrom(...bytes), fc.integer({ min: 1, max: 8 }), ({ doc, at }, byte, chunk) => {
        // the byte put at the document's start (after its byte-order mark): the parser fails at once
        const b = Buffer.from(doc, "utf8");
        const bom = b[0] === 0xef ? 3 : 0;
        const broken = Buffer.concat([b.subarray(0, bom), byte, b.subarray(bom), Buffer.from(" ".repeat(100))]);
        writeFileSync(file, broken);
        expect(outcome(() => readJsonRecordsFile(file, at, chunk, 64))).toEqual(outcome(() => readJsonRecords(broken, at)));
      }),
      { seed: 23, numRuns: 300 },
    );
  });
  it("zero bytes (a sparse file's): the error at 1:1, not an exception", () => {
    writeFileSync(file, Buffer.alloc(100));
    expect(outcome(() => readJsonRecordsFile(file, ["applications"], 4, 50))).toEqual([{ reason: "expected a value, found the byte 0x00", line: 1, column: 1, path: "$", offset: 0 }]);
  });
  it("a document whose list comes after more than the largest window: refused as too large", () => {
    const doc = Buffer.from(`{"call": {"t": "${"x".repeat(200)}"}, "applications": [{"id": "a"}]}`);
    expect(tooLarge(doc, ["applications"], 4, 100)).toBe(
      `the file has ${doc.length} bytes, and its first 64 do not reach the list at $.applications: Allot reads the applications' list in pieces, but what comes before it whole, and at most 64 bytes of it (put the call before the list and keep it short, or split the call)`,
    );
  });
  it("more than the largest window after the list: refused as too large; a short end is read", () => {
    const doc = Buffer.from(`{"applications": [{"id": "a"}], "notes": "${"x".repeat(200)}"}`);
    expect(tooLarge(doc, ["applications"], 4, 100)).toBe("the file has 244 bytes, and 214 of them follow the list at $.applications: Allot reads what follows the list whole, and at most 100 bytes of it (end the document after the list)");
    const short = Buffer.from(`{"applications": [${'{"id": "a"}, '.repeat(20)}{"id": "b"}], "n": 1}`);
    writeFileSync(file, short);
    expect(outcome(() => readJsonRecordsFile(file, ["applications"], 4, 100))).toEqual(outcome(() => readJsonRecords(short, ["applications"])));
  });
  it("no list at the path in a file over the limit: refused, saying so", () => {
    const doc = Buffer.from(`{"x": [${"1, ".repeat(60)}1]}`);
    expect(tooLarge(doc, ["applications"], 4, 100)).toBe(`the file has ${doc.length} bytes, and its first 64 do not reach the list at $.applications: Allot reads the applications' list in pieces, but what comes before it whole, and at most 64 bytes of it (put the call before the list and keep it short, or split the call)`);
  });
});

process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
