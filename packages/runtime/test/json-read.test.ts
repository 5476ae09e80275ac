// The strict JSON reader (json-parse.ts) and the record stream (json-records.ts): duplicate keys
// refused at every level with the key and the path, numbers kept as written, one byte-order mark
// skipped, non-UTF-8 bytes refused, nesting bounded; and the stream gives, record for record,
// what the strict parser gives for the whole document (its JSON.parse shortcut included).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { JsonInputError, JsonNumber, parseJson, readJsonRecords } from "../src/index.js";

function errorOf(f: () => unknown): JsonInputError {
  try {
    f();
  } catch (e) {
    if (e instanceof JsonInputError) return e;
    throw e;
  }
  throw new Error("no error");
}

describe("parseJson", () => {
  it("refuses a repeated key at any level, naming it and where it is, equal values included", () => {
    expect(errorOf(() => parseJson('{"applications":[],"applications":[]}'))).toMatchObject({ path: "$", line: 1, column: 20 });
    expect(errorOf(() => parseJson('{"applications":[],"applications":[]}')).reason).toContain('the key "applications" appears twice');
    expect(errorOf(() => parseJson('{"call":{"budget":"1","budget":"1"}}')).path).toBe("$.call");
    expect(errorOf(() => parseJson('{"a":[{"b":{"c":1,"c":2}}]}')).path).toBe("$.a[0].b");
    expect(errorOf(() => parseJson('{"__proto__":1,"__proto__":2}')).reason).toContain('"__proto__"');
  });
  it("keeps a number as written unless it is a whole number of at most 15 digits", () => {
    expect(parseJson("[4, -12, 999999999999999, 3.9999999999999999, 12.3000000000000007, 1e2, -0, 1234567890123456]")).toEqual([
      4, -12, 999999999999999, new JsonNumber("3.9999999999999999"), new JsonNumber("12.3000000000000007"), new JsonNumber("1e2"), new JsonNumber("-0"), new JsonNumber("1234567890123456"),
    ]);
  });
  it("keeps __proto__ as an own key, never as the prototype", () => {
    const o = parseJson('{"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(Object.keys(o)).toEqual(["__proto__"]);
    expect((o as { x?: unknown }).x).toBeUndefined();
  });
  it("skips one leading byte-order mark, in bytes and in text; refuses one elsewhere", () => {
    expect(parseJson(Buffer.from([0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toEqual([]);
    expect(parseJson("\uFEFF[1]")).toEqual([1]);
    expect(() => parseJson("[\uFEFF1]")).toThrow(JsonInputError);
    expect(() => parseJson("\uFEFF\uFEFF[1]")).toThrow(JsonInputError);
  });
  it("refuses bytes that are not UTF-8, unescaped control characters, bad escapes, trailing text", () => {
    expect(errorOf(() => parseJson(Buffer.from([0x22, 0xff, 0x22]))).reason).toContain("not UTF-8");
    expect(errorOf(() => parseJson('"a\u0001"')).reason).toContain("control character");
    expect(errorOf(() => parseJson('"\\x"')).reason).toContain("escape");
    expect(errorOf(() => parseJson("{} x")).reason).toContain("end of the input");
    expect(errorOf(() => parseJson("[01]")).reason).toContain("expected ','");
    expect(errorOf(() => parseJson("[1.]")).reason).toContain("after the decimal point");
  });
  it("bounds nesting with an error, not a stack overflow", () => {
    expect(errorOf(() => parseJson("[".repeat(100_000) + "]".repeat(100_000))).reason).toContain("nested deeper");
    expect(errorOf(() => parseJson('{"a":'.repeat(300) + "1" + "}".repeat(300))).reason).toContain("nested deeper");
  });
  it("gives what JSON.parse gives for valid JSON without repeated keys, except numbers kept as written", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        expect(normal(parseJson(text))).toEqual(normal(JSON.parse(text)));
      }),
      { seed: 18, numRuns: 500 },
    );
  });
});

/** JsonNumbers as the doubles JSON.parse would make, -0 as 0 (to compare with JSON.parse). */
function normal(v: unknown): unknown {
  if (v instanceof JsonNumber) return Number(v.text) + 0;
  if (typeof v === "number") return v + 0;
  if (Array.isArray(v)) return v.map(normal);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normal(x)]));
  return v;
}

describe("readJsonRecords", () => {
  it("gives the document without the list, then the records one by one", () => {
    const r = readJsonRecords('{"applications":[{"id":"a","n":1},{"id":"b","n":2.5}],"call":{"budget":"1.00"}}');
    expect(r.document).toEqual({ applications: undefined, call: { budget: "1.00" } });
    expect(r.found).toBe(true);
    expect([...r.records()]).toEqual([{ id: "a", n: 1 }, { id: "b", n: new JsonNumber("2.5") }]);
  });
  it("reads the list at a nested path, and nothing when there is none", () => {
    const r = readJsonRecords('{"data":{"apps":[1,2]},"x":[3]}', ["data", "apps"]);
    expect([...r.records()]).toEqual([1, 2]);
    const none = readJsonRecords('{"applications":{"not":"a list"}}');
    expect(none.found).toBe(false);
    expect(none.document).toEqual({ applications: { not: "a list" } });
  });
  it("refuses a repeated key inside a record (the JSON.parse shortcut would keep the last)", () => {
    const r = readJsonRecords('{"applications":[{"id":"a"},{"id":"b","x":{"k":1,"k":1}}]}');
    const it = r.records();
    expect(it.next().value).toEqual({ id: "a" });
    expect(errorOf(() => it.next()).path).toBe("$.applications[1].x");
  });
  it("refuses a repeated list key before any record is read", () => {
    expect(errorOf(() => readJsonRecords('{"applications":[{"id":"a"}],"applications":[]}')).reason).toContain('"applications" appears twice');
  });
  it("yields, record for record, what the strict parser gives for the whole document", () => {
    const record = fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom("3.9999999999999999", "-0", "1e2", "12345678901234567").map((t) => ({ raw: t }))), { maxKeys: 6 });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), fc.boolean(), (records, callFirst) => {
        const list = `[${records.map(textOf).join(",\n ")}]`;
        const text = callFirst ? `{"call":{"a":1},"applications":${list}}` : `\uFEFF{"applications": ${list} , "call":{"a":1}}`;
        const whole = parseJson(text) as { applications: unknown[] };
        const r = readJsonRecords(text);
        expect([...r.records()]).toEqual(whole.applications);
      }),
      { seed: 18, numRuns: 300 },
    );
  });
  it("gives the strict parser's records, keys in order, with numbers kept as written at any depth (the shortcut puts them back)", () => {
    // numbers of every kind the strict parser keeps as text or reads, keys the shortcut must
    // refuse (all digits: JSON.parse would put them first; repeated) or keep (__proto__), texts
    // with escapes and characters outside ASCII
    const num = fc.constantFrom("10.2", "-0", "0", "-0.5", "1e2", "2E-3", "12345678901234567", "-123456789012345", "123456789012345", "7", "0.10");
    const key = fc.constantFrom("a", "b", "id", "rates", "0", "12", "__proto__", "x\\\\y", "ł", "\\u0041");
    const leaf = fc.oneof(num.map((t) => ({ raw: t })), fc.constantFrom('"t"', '"\\n\\u00e9"', '"ąę"', "true", "null").map((t) => ({ raw: t })));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, tie("list"), tie("object")),
      list: fc.array(tie("value"), { maxLength: 4 }).map((xs) => ({ raw: `[${(xs as { raw: string }[]).map((x) => x.raw).join(",")}]` })),
      object: fc.array(fc.tuple(key, tie("value")), { maxLength: 4 }).map((kvs) => ({ raw: `{${(kvs as [string, { raw: string }][]).map(([k, x]) => `"${k}":${x.raw}`).join(", ")}}` })),
    }));
    const record = fc.array(fc.tuple(key, value), { maxLength: 5 }).map((kvs) => `{${kvs.map(([k, x]) => `"${k}": ${(x as { raw: string }).raw}`).join(",")}}`);
    const shape = (v: unknown): string => JSON.stringify(v, (_k, x) => (x instanceof JsonNumber ? `#${x.text}` : x !== null && typeof x === "object" && !Array.isArray(x) && Object.getPrototypeOf(x) !== Object.prototype ? "#prototype" : x));
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), (records) => {
        const text = `{"call":{},"applications":[\n${records.join(",\n")}\n]}`;
        let whole: { applications: unknown[] } | undefined;
        try {
          whole = parseJson(text) as { applications: unknown[] };
        } catch (e) {
          if (!(e instanceof JsonInputError)) throw e;
        }
        if (!whole) {
          // the strict parser refuses a record (a repeated key): so does the stream, at the same place
          const strict = errorOf(() => parseJson(text));
          expect(errorOf(() => [...readJsonRecords(text).records()])).toMatchObject({ reason: strict.reason, line: strict.line, column: strict.column });
          return;
        }
        expect([...readJsonRecords(text).records()].map(shape)).toEqual(whole.applications.map(shape));
      }),
      { seed: 19, numRuns: 400 },
    );
  });
  it("a list broken by one byte: the same records, or an error at the same line and column as the strict parser's", () => {
    // the first pass passes over the list by its brackets; the records are checked as they are
    // read, and a first pass that fails is read again checking the list
    const doc = `{"call":{"a":[1,2]},"applications":[\n{"id":"a","x":[1,{"y":"]}"}]},\n{"id":"b","n":2.5,"s":"\\"{["},\n{"id":"c","z":{}}\n],"notes":{"k":"v"}}`;
    const listStart = doc.indexOf("[\n");
    const listEnd = doc.indexOf("\n]") + 2;
    const bytes = [",", "]", "}", "[", "{", '"', ":", " ", "1", "\\"];
    fc.assert(
      fc.property(fc.integer({ min: listStart, max: listEnd - 1 }), fc.constantFrom(...bytes), fc.boolean(), (at, byte, insert) => {
        const text = doc.slice(0, at) + byte + doc.slice(insert ? at : at + 1);
        let whole: { applications: unknown[] } | undefined;
        try {
          whole = parseJson(text) as { applications: unknown[] };
        } catch (e) {
          if (!(e instanceof JsonInputError)) throw e;
        }
        const read = () => [...readJsonRecords(text).records()];
        if (whole) expect(read()).toEqual(whole.applications);
        else {
          const strict = errorOf(() => parseJson(text));
          expect(errorOf(read)).toMatchObject({ line: strict.line, column: strict.column });
        }
      }),
      { seed: 20, numRuns: 600 },
    );
  });
});

/** JSON text of a generated value; `{raw}` is a number written as that text. */
function textOf(v: unknown): string {
  if (v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { raw?: unknown }).raw === "string" && /^[-0-9]/.test((v as { raw: string }).raw)) return (v as { raw: string }).raw;
  if (Array.isArray(v)) return `[${v.map(textOf).join(",")}]`;
  if (v && typeof v === "object") return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${textOf(x)}`).join(",")}}`;
  return JSON.stringify(v);
}
