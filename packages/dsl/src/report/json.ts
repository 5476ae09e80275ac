// The JSON result, streamed: byte for byte what `JSON.stringify(result, null, 2) + "\n"` prints
// for the object form of a result, made row by row from a `ResultTable` so that no string ever
// holds the whole result. Small values are printed by JSON.stringify itself (re-indented to their
// depth); only long arrays (results, ranking) are taken apart element by element.
import type { ResultTable, SelectionResult, StreamedPublication } from "@allot/runtime";
import { SharedSteps } from "./sharedSteps.js";
import { writtenRows } from "./rowBytes.js";

/** Arrays longer than this are streamed element by element; shorter ones are one chunk. */
const streamedLength = 64;

/** `value` as JSON.stringify(value, null, 2) prints it, nested at `indent`, in chunks. */
export function* jsonChunks(value: unknown, indent = "", key = ""): Generator<string | Uint8Array> {
  const v = value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function" ? (value as { toJSON: (k: string) => unknown }).toJSON(key) : value;
  if (Array.isArray(v) && v.length > streamedLength) {
    yield* arrayChunks(v.length, (i) => v[i], indent);
    return;
  }
  if (v !== null && typeof v === "object" && !Array.isArray(v) && holdsLongArray(v)) {
    yield* objectChunks(v as Record<string, unknown>, indent);
    return;
  }
  yield indented(v, indent);
}

/**
 * `v` as JSON.stringify(v, null, 2) prints it nested at `indent` (even spaces): printed wrapped
 * in as many arrays as its depth, so that its lines come indented, and cut out of the wrapping
 * (no pass over the text to indent it again: the totals of a call with 100,000 groups are tens
 * of megabytes).
 */
function indented(v: unknown, indent: string): string {
  if (!indent || v === null || typeof v !== "object") return JSON.stringify(v, null, 2);
  const depth = indent.length / 2;
  let wrapped: unknown = v;
  let head = 0;
  let tail = 0;
  for (let k = 0; k < depth; k++) {
    wrapped = [wrapped];
    // "  ".repeat(k) + "[\n" before, "\n" + "  ".repeat(k) + "]" after
    head += 2 * k + 2;
    tail += 2 * k + 2;
  }
  const text = JSON.stringify(wrapped, null, 2);
  return text.slice(head + indent.length, text.length - tail);
}

/** Whether one of the members of `o` is an array long enough to be streamed. */
function holdsLongArray(o: object): boolean {
  for (const x of Object.values(o)) if (Array.isArray(x) && x.length > streamedLength) return true;
  return false;
}

/** An object member by member, as JSON.stringify prints it at `indent`. */
function* objectChunks(o: Record<string, unknown>, indent: string): Generator<string | Uint8Array> {
  const inner = indent + "  ";
  let first = true;
  for (const key of Object.keys(o)) {
    const value = o[key];
    if (value === undefined || typeof value === "function" || typeof value === "symbol") continue;
    yield (first ? "{\n" : ",\n") + inner + JSON.stringify(key) + ": ";
    first = false;
    yield* jsonChunks(value, inner, key);
  }
  yield first ? "{}" : "\n" + indent + "}";
}

/**
 * About how many characters one JSON.stringify call prints (a batch's text is one chunk): the
 * batch's length is fitted to it as the rows come. A string much longer than this is allocated
 * in V8's large-object space, in memory mapped afresh each time, which this machine is slow to
 * touch: a batch of 256 explained rows (a megabyte) took five times as long to print.
 */
const batchChars = 1 << 15;

/**
 * An array of `length` elements given by `at`, as JSON.stringify prints it at `indent`.
 */
function arrayChunks(length: number, at: (i: number) => unknown, indent: string, shared?: SharedSteps): Generator<string | Uint8Array> {
  return listChunks(
    (function* () {
      for (let i = 0; i < length; i++) yield at(i);
    })(),
    indent,
    shared,
  );
}

/**
 * The elements of `items` (read once, as they come) as the array JSON.stringify prints at
 * `indent`. They go to JSON.stringify a batch at a time, wrapped in as many arrays as their
 * depth, so that its own indentation is theirs: the batch's text is cut out of the wrapping,
 * never re-indented (the bytes are those of printing the whole array at once).
 */
function* listChunks(items: Iterator<unknown>, indent: string, shared?: SharedSteps): Generator<string | Uint8Array> {
  const inner = indent + "  ";
  const depth = inner.length / 2;
  let head = "";
  let tail = "";
  for (let k = 0; k < depth; k++) {
    head += "  ".repeat(k) + "[\n";
    tail = "\n" + "  ".repeat(k) + "]" + tail;
  }
  const batch: unknown[] = [];
  let n = 16;
  let first = true;
  for (let done = false; !done; ) {
    batch.length = 0;
    while (batch.length < n) {
      const x = items.next();
      if (x.done) {
        done = true;
        break;
      }
      batch.push(x.value);
    }
    if (batch.length === 0) break;
    const print = (items: unknown[]): string => {
      let wrapped: unknown = items;
      for (let k = 1; k < depth; k++) wrapped = [wrapped];
      const text = JSON.stringify(wrapped, null, 2);
      return text.slice(head.length, text.length - tail.length);
    };
    const lead = first ? "[\n" : ",\n";
    first = false;
    // rows with explanations: the steps many rows share printed (and encoded) once (sharedSteps.ts)
    const marked = shared ? shared.mark(batch) : undefined;
    const text = print(marked ?? batch);
    if (!marked) {
      yield lead + text;
    } else {
      const parts = shared!.parts(text);
      if (parts) yield* shared!.bytes(lead, parts);
      else yield lead + print(batch);
    }
    n = Math.max(1, Math.min(1024, Math.floor((n * batchChars) / text.length)));
  }
  yield first ? "[]" : "\n" + indent + "]";
}

/** The published list (`Publication`) as JSON.stringify prints it at `indent`, its rows made as they are written. */
function* publicationChunks(p: StreamedPublication, indent: string): Generator<string | Uint8Array> {
  const inner = indent + "  ";
  let first = true;
  for (const [key, value] of Object.entries(p.head)) {
    if (value === undefined) continue;
    yield (first ? "{\n" : ",\n") + inner + JSON.stringify(key) + ": ";
    first = false;
    yield* jsonChunks(value, inner, key);
  }
  yield (first ? "{\n" : ",\n") + inner + '"rows": ';
  yield* listChunks(p.rows[Symbol.iterator](), inner);
  const statistics = p.statistics();
  if (statistics !== undefined) {
    yield ",\n" + inner + '"statistics": ';
    yield* jsonChunks(statistics, inner, "statistics");
  }
  yield "\n" + indent + "}";
}

/** The members of a result in the order of its object form; `results` is read row by row. */
const members: readonly (keyof SelectionResult)[] = ["scheme", "version", "sources", "results", "ranking", "unresolvedTies", "ties", "totals", "publication"];

/** The result as JSON, ending with a line break: what `allot run --format json` prints. */
export function* resultJson(table: ResultTable): Generator<string | Uint8Array> {
  let first = true;
  for (const name of members) {
    // the published list's rows are made as they are written, where the table can
    const streamed = name === "publication" && table.publicationRows ? table.publicationRows() : undefined;
    const value = name === "results" || streamed ? undefined : name === "publication" ? table.publication() : table[name];
    if (name !== "results" && value === undefined && !streamed) continue;
    yield (first ? "{\n" : ",\n") + `  ${JSON.stringify(name)}: `;
    first = false;
    if (name === "results") yield* table.writeRowJson ? writtenRows(table, "    ") : arrayChunks(table.length, (i) => table.row(i), "  ", new SharedSteps("        "));
    else if (streamed) yield* publicationChunks(streamed, "  ");
    else yield* jsonChunks(value, "  ", name);
  }
  yield "\n}\n";
}
