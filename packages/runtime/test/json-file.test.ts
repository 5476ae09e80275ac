// The file reader (json-file.ts) against the reader of bytes (json-records.ts): for documents
// valid and broken (a byte inserted or removed anywhere, bytes that are not UTF-8, texts and
// escapes cut by a window's edge), read in windows of 1 to 48 bytes, the same document, the same
// records (numbers kept as written, key order), and the same error: reason, line, column, path.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonInputError, JsonNumber, readJsonRecords, readJsonRecordsFile, type JsonRecords } from "../src/index.js";

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

process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
