// Fuzzing the inputs: malformed and hostile JSON (keys repeated at every level, byte-order marks,
// huge and over-precise numbers, deep nesting, wrong types, cut and corrupted bytes) and CSV
// (headers repeated, quotes, byte-order marks, formula-like cells) through the command line's
// reader (cli/input.ts `readInput`, data/csv.ts) and the validator, then the engine. Never an
// exception: a reading error with file, line and column, or issues naming record and field, or a
// result. A fixed seed and a bounded budget; FUZZ_LONG=1 runs twenty-five times longer.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluate, InvalidInput, validateInput, type CompiledScheme } from "@allot/runtime";
import { analyze } from "../packages/dsl/src/analysis.js";
import { load } from "../packages/dsl/src/compile/load.js";
import { InputError, readInput } from "../packages/dsl/src/cli/input.js";
import { preamble } from "./support/scheme.js";

const LONG = process.env["FUZZ_LONG"] === "1";
/** `a` once in `n` draws, null otherwise. */
const rarely = <T>(a: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | null> => fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: a });
const runs = (n: number) => ({ seed: 18, numRuns: LONG ? n * 25 : n });

const schemeText = `${preamble("Fuzzed inputs")}call {
  budget: money(EUR)
}
application {
  id: text unique
  asked: money(EUR)
  staff: integer in 0..1000
  share: decimal in 0..12.3
  rate: percentage optional
  kind: enum { small, large }
  filed: datetime("Europe/Warsaw")
  opened: date optional
  green: boolean optional
  rates: list of decimal optional
  site: record { city: text  plot: integer } optional unique
}
criterion c per art1: staff
ranking per art1 {
  by c highest first
  tiebreak every tie per art1 {
    by filed earliest first exactly
    by id lowest first
  }
}
allocation per art1 {
  budget call.budget
  amount asked
  at boundary skip per art1
}
`;
const analysis = analyze(schemeText, "fuzz.allot");
const scheme: CompiledScheme = load(analysis);
const dir = mkdtempSync(join(tmpdir(), "allot-input-fuzz-"));
const schemeFile = join(dir, "fuzz.allot");
writeFileSync(schemeFile, schemeText);

/** A field's value: mostly of its form, at times over-precise, huge, of another type or hostile. */
const hostileNumber = fc.constantFrom("3.9999999999999999", "12.3000000000000007", "1e400", "-1e-400", "123456789012345678901234567890", "-0", "0.0", "1E2", "4.0", "9007199254740993", "-9007199254740993");
const anyJson = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v));
const value = (good: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.oneof({ weight: 8, arbitrary: good }, { weight: 2, arbitrary: hostileNumber }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: fc.constantFrom('"=1+1"', '"@SUM(A1)"', '"+1"', '"-0.00"', "null", "true", "[]", "{}") });
const text = (a: fc.Arbitrary<string>) => a.map((s) => JSON.stringify(s));
const fields: Record<string, fc.Arbitrary<string>> = {
  id: value(text(fc.constantFrom("A", "B", "C", "D", "é", "__proto__", "constructor"))),
  asked: value(text(fc.constantFrom("10.00", "0.00", "-0.00", "99999.99", "1.234", "-1.00"))),
  staff: value(fc.constantFrom("1", "1000", "1001", "-0", "4.0", "3.9999999999999999")),
  share: value(fc.constantFrom("12.3", "12.3000000000000007", '"0.5"', "0.5", "1e1")),
  rate: value(text(fc.constantFrom("50%", "0%", "100.5%", "50"))),
  kind: value(text(fc.constantFrom("small", "large", "Small"))),
  filed: value(text(fc.constantFrom("2024-10-27T00:30:00Z", "2024-10-27T02:30:00", "2024-03-31T02:30:00", "2024-03-01T10:00:00.0008", "2024-03-01T10:00:00.123", "2024-03-01T10:00:00+01:00", "9999-12-31T23:59:59"))),
  opened: value(text(fc.constantFrom("2024-02-29", "2023-02-29", "9999-12-31", "0000-01-01"))),
  green: value(fc.constantFrom("true", "false", '"true"')),
  rates: value(fc.constantFrom("[1, 2.5]", '["1.5"]', "[3.9999999999999999]", "[null]")),
  site: value(fc.constantFrom('{"city": "Gdańsk", "plot": 1}', '{"plot": 2, "city": "Gdańsk"}', '{"city": "Sopot", "plot": 1, "plot": 2}', '{"city": "x"}')),
};

/** A record's JSON text: some fields left out, at times one repeated, at times an extra key. */
const recordText = fc
  .record({ values: fc.record(fields), drop: fc.subarray(Object.keys(fields)), repeat: rarely(fc.constantFrom(...Object.keys(fields)), 12), extra: rarely(fc.constantFrom('"note": 1', '"__proto__": {"x": 1}', '"": 0'), 8) })
  .map(({ values, drop, repeat, extra }) => {
    const parts = Object.entries(values).filter(([k]) => k === "id" || !drop.includes(k)).map(([k, v]) => `${JSON.stringify(k)}: ${v}`);
    if (repeat) parts.push(`${JSON.stringify(repeat)}: ${values[repeat]}`);
    if (extra) parts.push(extra);
    return { text: `{${parts.join(", ")}}`, repeated: repeat !== null && (repeat === "id" || !drop.includes(repeat)) };
  });

const documentText = fc
  .record({
    records: fc.array(recordText, { maxLength: 5 }),
    budget: value(text(fc.constantFrom("100.00", "-1.00", "-0.00", "0.00"))),
    callFirst: fc.boolean(),
    bom: fc.boolean(),
    nest: fc.oneof({ weight: 15, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 200, max: 100_000 }) }),
    listTwice: fc.nat({ max: 20 }),
    repeatCall: fc.nat({ max: 20 }),
  })
  .map(({ records, budget, callFirst, bom, nest, listTwice, repeatCall }) => {
    const call = `"call": {"budget": ${budget}${repeatCall === 0 ? `, "budget": ${budget}` : ""}}`;
    const list = `"applications": [${records.map((r) => r.text).join(",\n ")}]`;
    const deep = nest > 0 ? `, "deep": ${"[".repeat(nest)}${"]".repeat(nest)}` : "";
    const twice = listTwice === 0 ? `, "applications": []` : "";
    const body = callFirst ? `{${call}, ${list}${deep}${twice}}` : `{${list}, ${call}${deep}${twice}}`;
    return { text: (bom ? "\uFEFF" : "") + body, repeated: records.some((r) => r.repeated) || listTwice === 0 || repeatCall === 0, deep: nest >= 256 };
  });

/** Cut or corrupt some bytes of a text. */
const damaged = fc.record({ doc: documentText, cut: rarely(fc.nat(), 6), flip: rarely(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), 6) }).map(({ doc, cut, flip }) => {
  let bytes = Buffer.from(doc.text, "utf8");
  if (cut !== null) bytes = bytes.subarray(0, cut % (bytes.length + 1));
  if (flip !== null && bytes.length) {
    bytes = Buffer.from(bytes);
    bytes[flip[0] % bytes.length] = flip[1];
  }
  return { ...doc, bytes, intact: cut === null && flip === null };
});

let fileNo = 0;
function write(name: string, content: string | Buffer): string {
  const file = join(dir, `${fileNo++}-${name}`);
  writeFileSync(file, content);
  return file;
}

/**
 * Reading, validating and running: what each step gave; throws on anything unexpected. The
 * applications of a JSON file are read as validation asks for them (a `RecordStream`): an error
 * in one is met there, before any issue of validation is reported.
 */
function throughTheCli(inputFile: string, extra: { call?: string; columns?: string } = {}): "read error" | "input errors" | "result" {
  try {
    return readValidateRun(inputFile, extra);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // a reading error says where: the file, and a line (and column for JSON)
    expect(e.message.startsWith(inputFile) || e.message.includes(inputFile), e.message).toBe(true);
    return "read error";
  }
}

function readValidateRun(inputFile: string, extra: { call?: string; columns?: string }): "input errors" | "result" {
  const raw = readInput(scheme, schemeFile, inputFile, { set: [], ...extra }, () => {});
  const v = validateInput(scheme, raw);
  for (const i of v.issues) {
    expect(i.record, i.message).toMatch(/^(call|input|applications|application .+ \(#\d+(, line \d+)?\))$/);
    if (i.severity !== "error") continue;
    expect(i.path.length, i.message).toBeGreaterThan(0);
    if (i.record !== "input") expect(i.message, i.message).toContain(i.path.replace(/\[\d+\]/g, ""));
  }
  try {
    evaluate(scheme, raw);
  } catch (e) {
    if (!(e instanceof InvalidInput)) throw e;
    for (const i of e.issues) if (i.severity === "error") expect(i.path.length, i.message).toBeGreaterThan(0);
    return "input errors";
  }
  return "result";
}

describe("hostile JSON through the command line's reader, the validator and the engine", () => {
  it("is read, refused with a place, or refused with record and field; never an exception", () => {
    expect(analysis.hasErrors).toBe(false);
    const seen = { "read error": 0, "input errors": 0, result: 0 };
    fc.assert(
      fc.property(damaged, (d) => {
        const outcome = throughTheCli(write("in.json", d.bytes));
        seen[outcome]++;
        // a repeated key or a nesting too deep in an intact file is always a reading error
        if (d.intact && (d.repeated || d.deep)) expect(outcome).toBe("read error");
      }),
      runs(250),
    );
    // the property says little unless every outcome happens
    expect(seen["read error"]).toBeGreaterThan(10);
    expect(seen["input errors"]).toBeGreaterThan(10);
    expect(seen.result).toBeGreaterThan(0);
  });
});

/** A CSV cell, quoted when it needs it (or at times broken on purpose). */
const cell = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("A", "B", "10.00", "-0.00", "1", "4.0", "12.3", "2024-10-27T00:30:00Z", "2024-03-31T02:30:00", "small", "true", "") },
  { weight: 2, arbitrary: fc.constantFrom("=1+1", "+1", "-1", "@SUM(A1)", '"quoted, with comma"', '"a ""b"" c"', '"line\nbreak"', '"unclosed', '{"city": "x", "plot": 1}', "[1, 2]", "\uFEFF1") },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const headers = fc.subarray(["id", "asked", "staff", "share", "rate", "kind", "filed", "opened", "green", "rates", "site", "site.city", "site.plot", "note"], { minLength: 1 });

describe("hostile CSV through the command line's reader, the validator and the engine", () => {
  it("is read, refused with a place, or refused with record (and line) and field; never an exception", () => {
    const call = write("call.json", '{"budget": "100.00"}');
    const seen = { "read error": 0, "input errors": 0, result: 0 };
    fc.assert(
      fc.property(headers, rarely(fc.nat(), 5), fc.boolean(), fc.array(fc.array(cell, { maxLength: 15 }), { maxLength: 5 }), (hs, repeat, bom, rows) => {
        const head = repeat === null ? hs : [...hs, hs[repeat % hs.length]!];
        const lines = [head.join(","), ...rows.map((r) => head.map((_, i) => r[i] ?? "").join(","))];
        const file = write("in.csv", (bom ? "\uFEFF" : "") + lines.join("\n") + "\n");
        const outcome = throughTheCli(file, { call });
        seen[outcome]++;
        if (repeat !== null) expect(outcome).toBe("read error");
      }),
      runs(250),
    );
    expect(seen["read error"]).toBeGreaterThan(10);
    expect(seen["input errors"]).toBeGreaterThan(10);
  });
});
