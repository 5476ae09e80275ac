// The JSON result, streamed: byte for byte what `JSON.stringify(result, null, 2) + "\n"` prints
// for the object form of a result, made row by row from a `ResultTable` so that no string ever
// holds the whole result. Small values are printed by JSON.stringify itself (re-indented to their
// depth); only long arrays (results, ranking) are taken apart element by element.
import type { ResultTable, SelectionResult } from "@allot/runtime";
import type { Chunks } from "./sink.js";

/** Arrays longer than this are streamed element by element; shorter ones are one chunk. */
const streamedLength = 64;

/** `value` as JSON.stringify(value, null, 2) prints it, nested at `indent`, in chunks. */
export function* jsonChunks(value: unknown, indent = "", key = ""): Generator<string> {
  const v = value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function" ? (value as { toJSON: (k: string) => unknown }).toJSON(key) : value;
  if (Array.isArray(v) && v.length > streamedLength) {
    yield* arrayChunks(v.length, (i) => v[i], indent);
    return;
  }
  if (v !== null && typeof v === "object" && !Array.isArray(v) && holdsLongArray(v)) {
    yield* objectChunks(v as Record<string, unknown>, indent);
    return;
  }
  const text = JSON.stringify(v, null, 2);
  yield indent ? text.replace(/\n/g, "\n" + indent) : text;
}

/** Whether one of the members of `o` is an array long enough to be streamed. */
function holdsLongArray(o: object): boolean {
  for (const x of Object.values(o)) if (Array.isArray(x) && x.length > streamedLength) return true;
  return false;
}

/** An object member by member, as JSON.stringify prints it at `indent`. */
function* objectChunks(o: Record<string, unknown>, indent: string): Generator<string> {
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

/** An array of `length` elements given by `at`, as JSON.stringify prints it at `indent`. */
function* arrayChunks(length: number, at: (i: number) => unknown, indent: string): Generator<string> {
  if (length === 0) {
    yield "[]";
    return;
  }
  const inner = indent + "  ";
  yield "[";
  for (let i = 0; i < length; i++) {
    yield (i ? ",\n" : "\n") + inner;
    const el = at(i);
    if (el === undefined || typeof el === "function" || typeof el === "symbol") yield "null";
    else yield* jsonChunks(el, inner, String(i));
  }
  yield "\n" + indent + "]";
}

/** The members of a result in the order of its object form; `results` is read row by row. */
const members: readonly (keyof SelectionResult)[] = ["scheme", "version", "sources", "results", "ranking", "unresolvedTies", "ties", "totals", "publication"];

/** The result as JSON, ending with a line break: what `allot run --format json` prints. */
export function* resultJson(table: ResultTable): Generator<string> {
  let first = true;
  for (const name of members) {
    const value = name === "results" ? undefined : name === "publication" ? table.publication() : table[name];
    if (name !== "results" && value === undefined) continue;
    yield (first ? "{\n" : ",\n") + `  ${JSON.stringify(name)}: `;
    first = false;
    if (name === "results") yield* arrayChunks(table.length, (i) => table.row(i), "  ");
    else yield* jsonChunks(value, "  ", name);
  }
  yield "\n}\n";
}
