// Reading a scheme and a data file for `allot run`, `explain` and `serve`: the scheme is
// analysed and compiled in memory; the data is parsed, mapped and given call overrides.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { constants } from "node:buffer";
import { basename, dirname, join } from "node:path";
import { JsonFileTooLarge, JsonInputError, parseJson, readJsonRecords, readJsonRecordsFile, recordOfJsonError, RecordStream, unseenEscaped, type CompiledScheme, type FieldSpec, type RawInput } from "@allot/runtime";
import { readCsv, CsvInputError } from "../data/csv.js";
import { analyze } from "../analysis.js";
import { generateBody, instantiate } from "../compile/load.js";
import { cacheEntry, readCached, writeCached } from "./schemeCache.js";
import { applyMapping, checkMappingNames, mapRecord, MappingError, recordIdKey, recordsPath, unfoundCallPath, validateMapping, type InputMapping } from "../data/mapping.js";
import { renderHuman } from "./render.js";
import { noSuch, UsageError } from "./files.js";
import { suggest } from "../diagnostics/suggest.js";
import type { RecordTimes } from "./timings.js";

export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

export function loadScheme(file: string, err: (s: string) => void): CompiledScheme | undefined {
  if (!existsSync(file)) throw noSuch("scheme", file);
  const text = readFileSync(file, "utf8");
  // compiled before, by this compiler, from this text: its body is used as it was stored (schemeCache.ts)
  const entry = cacheEntry(file, text);
  const cached = entry && readCached(entry);
  if (cached !== undefined) return instantiate(cached);
  const a = analyze(text, file);
  if (a.hasErrors) {
    for (const d of a.diagnostics.filter((x) => x.severity === "error")) err(renderHuman(a, d) + "\n");
    err(`${file} has errors; fix them first (allot check ${file})`);
    return undefined;
  }
  const body = generateBody(a);
  if (entry) writeCached(entry, body);
  return instantiate(body);
}

/** The bytes of a JSON file, refused when empty. */
function jsonBytes(file: string, what: string, why = ""): Buffer {
  if (!regularFile(file, what)) return piped(file, what);
  refuseEmpty(file, what);
  // Node reads at most 2^31 − 1 bytes at once: a larger file was an internal error (adversary23)
  const size = statSync(file).size;
  if (size > WHOLE) throw new InputError(`${file}: the ${what} has ${size.toLocaleString("en")} bytes, more than Allot reads whole (${WHOLE.toLocaleString("en")})${why}`);
  return readFileSync(file);
}

const WHOLE = 2 ** 31 - 1;

/**
 * Whether `file` is a regular file, which can be read at positions; a pipe (`/dev/stdin` from
 * `… |`, a shell's `<(…)`, a named pipe) is not, and is read once, whole (`piped`).
 */
function regularFile(file: string, what: string): boolean {
  if (!existsSync(file)) throw noSuch(what, file);
  return statSync(file).isFile();
}

/**
 * The bytes of a file that is not a regular one (a pipe), read to their end, refused when empty.
 * `/dev/stdin` is read as the descriptor 0: when it is a socket (a Node parent's `spawn`), Linux
 * refuses to open it by its name (ENXIO).
 */
function piped(file: string, what: string): Buffer {
  const bytes = readFileSync(file === "/dev/stdin" ? 0 : file);
  if (blankFrom(bytes, 0, bytes.length, true)) throw new InputError(`${file}: the ${what} is empty`);
  return bytes;
}

/** Whether `buf[from, n)` is white space only (a byte-order mark first, at the file's `start`). */
function blankFrom(buf: Buffer, from: number, n: number, start: boolean): boolean {
  let i = start && n - from >= 3 && buf[from] === 0xef && buf[from + 1] === 0xbb && buf[from + 2] === 0xbf ? from + 3 : from;
  while (i < n && (buf[i] === 0x20 || buf[i] === 0x0a || buf[i] === 0x0d || buf[i] === 0x09)) i++;
  return i === n;
}

/** Refuses a regular JSON file that is empty (white space and a byte-order mark at most), reading only its start. */
function refuseEmpty(file: string, what: string): void {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.allocUnsafe(1 << 16);
    for (let pos = 0; ; ) {
      const n = readSync(fd, buf, 0, buf.length, pos);
      if (n === 0) throw new InputError(`${file}: the ${what} is empty`);
      if (!blankFrom(buf, 0, n, pos === 0)) return;
      pos += n;
    }
  } finally {
    closeSync(fd);
  }
}

/** A JSON file read strictly (runtime `parseJson`): duplicate keys refused, numbers lossless. */
export function readJson(file: string, what: string): unknown {
  const bytes = jsonBytes(file, what);
  try {
    return parseJson(bytes);
  } catch (e) {
    throw jsonError(file, e);
  }
}

/**
 * A reader's error as an input error with the file, line and column; in a record of the list read
 * record by record, the record by its number and its id where the id came before the error, and
 * the path to the field where the reason does not name it (adversary24: a syntax error in record
 * 700,000 of a million was found by its line alone). `idKey`, the record's key of the id;
 * `bytes`, the input where it is not a file to be read again (a pipe).
 */
function jsonError(file: string, e: unknown, idKey: string | undefined = "id", bytes?: Buffer): unknown {
  if (e instanceof JsonInputError) {
    // in a record, or after one where the error is between records (adversary26): its id and number
    const named = recordOfJsonError(e, (start, end) => (bytes ? bytes.subarray(start, end) : fileBytes(file, start, end)), idKey);
    const r = e.record;
    const at = !r || e.offset === r.start || e.reason.includes(`at ${e.path},`) || e.reason.includes(`at ${e.path}:`) ? "" : `, at ${e.path}`;
    return new InputError(`${file}:${e.line}:${e.column}: not valid input JSON${named ? ` ${named}` : ""}${at}: ${e.reason}`);
  }
  if (e instanceof JsonFileTooLarge) return new InputError(`${file}: ${e.message}`);
  return e;
}

/** The bytes `[start, end)` of a file; none where it cannot be read again. */
function fileBytes(file: string, start: number, end: number): Buffer {
  try {
    if (!statSync(file).isFile()) return Buffer.alloc(0);
    const fd = openSync(file, "r");
    try {
      const buf = Buffer.allocUnsafe(Math.max(0, end - start));
      return buf.subarray(0, readSync(fd, buf, 0, buf.length, start));
    } finally {
      closeSync(fd);
    }
  } catch {
    return Buffer.alloc(0);
  }
}

/** The mapping named with --map, or `<scheme>.map.json` beside the scheme if there is one. */
export function findMapping(schemeFile: string, explicit: string | undefined): { mapping?: InputMapping; file?: string } {
  const file = explicit ?? join(dirname(schemeFile), basename(schemeFile, ".allot") + ".map.json");
  if (!explicit && !existsSync(file)) return {};
  try {
    return { mapping: validateMapping(readJson(file, "mapping")), file };
  } catch (e) {
    if (e instanceof UsageError || e instanceof InputError) throw e;
    throw new InputError(`${file}: ${(e as Error).message}`);
  }
}

/**
 * `--set name=value`, read by the declared type of the call parameter: a whole number for an
 * integer, true/false for a yes/no value, JSON for lists, draws and figures per key, and text for everything else
 * (so `--set budget=1000.00` is the decimal string "1000.00", as money is written). A name the
 * scheme does not declare is a usage error naming those it declares (adversary20: it was a
 * warning, and the run went on with the file's figures); a declared one that takes JSON and is
 * not valid JSON is an input error with the reader's reason.
 */
export function parseSets(sets: readonly string[], fields: readonly FieldSpec[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of sets) {
    const i = s.indexOf("=");
    if (i <= 0) throw new UsageError(`--set takes name=value, found '${s}'`);
    const name = s.slice(0, i);
    const raw = s.slice(i + 1);
    const t = fields.find((f) => f.name === name)?.type;
    if (!t) throw new UsageError(undeclaredSet(s, name, fields));
    let v: unknown = raw;
    if (t.k === "integer") v = /^-?\d+$/.test(raw) ? Number(raw) : raw;
    else if (t.k === "boolean") v = raw === "true" ? true : raw === "false" ? false : raw;
    else if (t.k === "list" || t.k === "draw" || t.k === "record" || t.k === "keyed") {
      try {
        v = parseJson(raw);
      } catch (e) {
        if (!(e instanceof JsonInputError)) throw e;
        // a list, a record or a figure per key is JSON only: the reader's reason, not "found the text" (adversary19)
        throw new InputError(`--set ${name}: not valid JSON at column ${e.column}: ${e.reason}`);
      }
    }
    Object.defineProperty(out, name, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** What a `--set` of a name the scheme does not declare says: the names it declares, the one likely meant, and how a figure per key is set when its member was written after the name. */
function undeclaredSet(arg: string, name: string, fields: readonly FieldSpec[]): string {
  const names = fields.map((f) => f.name);
  const meant = suggest(name, names, 1)[0];
  const head = `--set ${unseenEscaped(arg)}: the scheme declares no call parameter '${unseenEscaped(name)}'${meant !== undefined && !name.startsWith(`${meant}[`) ? ` (did you mean '${meant}'?)` : ""}`;
  if (!names.length) return `${head}; it declares none`;
  const keyed = fields.find((f) => f.type.k === "keyed" && name.startsWith(`${f.name}[`));
  const tail = `; it declares ${names.join(", ")}`;
  if (!keyed || keyed.type.k !== "keyed") return head + tail;
  const shown = keyed.type.members.slice(0, 3).map((m) => `${JSON.stringify(m)}: …`);
  const more = keyed.type.members.length > 3 ? ", …" : "";
  return `${head}${tail}. ${keyed.name} is a figure per key (${keyed.type.members.slice(0, 3).join(", ")}${more}): set it whole, as JSON: --set '${keyed.name}={${shown.join(", ")}${more}}'`;
}

export interface InputOptions {
  readonly map?: string;
  /** for CSV input: the call parameters as a JSON file */
  readonly call?: string;
  /** for CSV input: a JSON object mapping field paths to CSV headers */
  readonly columns?: string;
  readonly set: readonly string[];
}

/** Reads JSON input (through a mapping) or CSV applications with the call given separately. */
export function readInput(scheme: CompiledScheme, schemeFile: string, inputFile: string, o: InputOptions, note: (s: string) => void, times?: RecordTimes): RawInput {
  const sets = parseSets(o.set, scheme.call);
  if (inputFile.toLowerCase().endsWith(".csv")) {
    if (!existsSync(inputFile)) throw noSuch("input file", inputFile);
    const columns = o.columns ? readJson(o.columns, "column mapping") : {};
    if (columns === null || typeof columns !== "object" || Array.isArray(columns) || Object.values(columns).some((v) => typeof v !== "string")) {
      throw new InputError(`${o.columns}: a column mapping is a JSON object from field paths to CSV headers, such as {"scores.a": "Score A"}`);
    }
    // a CSV file is read whole, as one text: one longer than a string holds is refused by its
    // size before a byte is read (a 3 GB file was read for a minute, then an internal error)
    const size = statSync(inputFile).size;
    if (size > constants.MAX_STRING_LENGTH) {
      throw new InputError(`${inputFile}: the CSV file has ${size.toLocaleString("en")} bytes, more than the ${constants.MAX_STRING_LENGTH.toLocaleString("en")} Allot reads as CSV (a CSV file is read whole): give the applications as JSON, which is read in stream, or split the call`);
    }
    let csv;
    try {
      csv = readCsv(readFileSync(inputFile, "utf8"), scheme.application, columns as Record<string, string>, inputFile);
    } catch (e) {
      if (e instanceof CsvInputError) throw new InputError(e.message);
      throw e;
    }
    const call = o.call ? readJson(o.call, "call file") : {};
    if (call === null || typeof call !== "object" || Array.isArray(call)) throw new InputError(`${o.call}: the call file must hold a JSON object of call parameters`);
    // the JSON input's whole file given to --call (its parameters one level down, under `call`): one error
    // naming that, not every parameter "missing" (review34 V2)
    const wrapped = (call as Record<string, unknown>).call;
    if (wrapped !== null && typeof wrapped === "object" && !Array.isArray(wrapped) && !(scheme.call ?? []).some((f) => f.name === "call"))
      throw new InputError(`${o.call}: the call file holds a key 'call': give its contents to --call (the call's parameters at the top level), or the whole file to --input`);
    const mapped = columns as Record<string, string>;
    return { call: { ...(call as object), ...sets }, applications: csv.applications, lines: csv.lines, ...(Object.keys(mapped).length ? { columns: mapped } : {}) };
  }
  if (o.call || o.columns) throw new UsageError("--call and --columns go with CSV input; a JSON input holds its call (or maps it with --map)");
  const { mapping, file } = findMapping(schemeFile, o.map);
  if (file && !o.map) note(`using the input mapping ${file}`);
  if (mapping) {
    try {
      checkMappingNames(mapping, scheme.call, scheme.application);
    } catch (e) {
      throw e instanceof MappingError ? new InputError(`${file}: ${e.message}`) : e;
    }
  }
  // a required call parameter whose mapped path finds nothing: named with its path (adversary23)
  const unfound = (doc: unknown): void => {
    const u = unfoundCallPath(doc, mapping, scheme.call, sets);
    if (u) throw new InputError(`${inputFile}: call.${u.name}: the mapping's path "${u.path}" (${file}) found nothing in the data file`);
  };
  // the applications are parsed one by one, after the rest of the document
  const listed = recordsPath(mapping);
  // a call parameter mapped from inside the list needs the whole document too
  const at = listed && !Object.values(mapping?.call ?? {}).some((p) => typeof p === "string" && p.startsWith(`$.${listed.join(".")}`)) ? listed : undefined;
  // a path with an index step ("$.lists[0].applications"): the whole document, then the mapping
  // a pipe is read whole, once: it cannot be read again at a position (adversary21)
  const regular = regularFile(inputFile, "input file");
  const bytes = at && regular ? undefined : jsonBytes(inputFile, "input file", regular ? ', and this mapping needs the whole document: map the applications with a path of names alone ("$.applications"), or split the call' : "");
  if (at && regular) refuseEmpty(inputFile, "input file");
  // the record's key of its id, for an error in a record (a mapping may read the id from another key)
  const idKey = recordIdKey(mapping);
  const failed = (e: unknown) => jsonError(inputFile, e, idKey, bytes);
  try {
    if (bytes && !at) {
      const doc = anObject(parseJson(bytes), mapping, inputFile);
      unfound(doc);
      return applyMapping(doc, mapping, sets);
    }
    // the file read in pieces, never whole (a pipe's bytes, read whole, by the same reader)
    const read = bytes ? readJsonRecords(bytes, at!) : readJsonRecordsFile(inputFile, at!);
    unfound(anObject(read.document, mapping, inputFile));
    const base = applyMapping(read.document, mapping, sets);
    if (!read.found) return base;
    // each record parsed and mapped as validation asks for it, and not kept
    return { call: base.call, ...(base.unread ? { unread: base.unread } : {}), applications: new RecordStream(() => (times ? timedRecords(read.records(), mapping, failed, times) : mappedRecords(read.records(), mapping, failed))) };
  } catch (e) {
    throw failed(e);
  }
}

/**
 * A document read without a mapping is an object of the call and the applications: a list, a
 * text, a number or null is refused as such, not read as a call and applications both missing.
 */
function anObject(doc: unknown, mapping: InputMapping | undefined, inputFile: string): unknown {
  if (mapping || (doc !== null && typeof doc === "object" && !Array.isArray(doc))) return doc;
  const found = Array.isArray(doc) ? `a list of ${doc.length}` : doc === null ? "null" : typeof doc === "string" ? "a text" : `a ${typeof doc}`;
  throw new InputError(`${inputFile}: expected a JSON object with "call" and "applications", found ${found}${Array.isArray(doc) ? ' (write {"call": {…}, "applications": [the list]}, or map it with --map)' : ""}`);
}

/** The records as the mapping shapes them; a record that is not valid JSON is the file's input error. */
function* mappedRecords(records: Iterable<unknown>, mapping: InputMapping | undefined, failed: (e: unknown) => unknown): Generator<unknown> {
  try {
    if (!mapping?.application) yield* records;
    else for (const rec of records) yield mapRecord(rec, mapping);
  } catch (e) {
    throw failed(e);
  }
}

/** As `mappedRecords`, timing each record's reading and mapping (`allot run --timings`). */
function* timedRecords(records: Iterable<unknown>, mapping: InputMapping | undefined, failed: (e: unknown) => unknown, times: RecordTimes): Generator<unknown> {
  try {
    const it = records[Symbol.iterator]();
    for (;;) {
      const t0 = performance.now();
      const next = it.next();
      const t1 = performance.now();
      times.read += t1 - t0;
      if (next.done) return;
      times.records++;
      if (!mapping?.application) yield next.value;
      else {
        const rec = mapRecord(next.value, mapping);
        times.map += performance.now() - t1;
        yield rec;
      }
    }
  } catch (e) {
    throw failed(e);
  }
}
