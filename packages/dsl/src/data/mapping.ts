// Input mappings: how a data file whose shape differs from the scheme's inputs becomes
// `{ call, applications }`. A mapping is JSON that lives beside the scheme:
//
//   { "call": { "<param>": "$.path.in.file" | { "const": <value> }, ... },
//     "applications": "$.path.to.list",
//     "application": { "<field>": "$.path.in.record" } }
//
// Paths are `$` followed by `.key` or `[index]` steps. A mapping with a `call` entry names every
// call parameter (the file's own `call` object is then not read: data files often carry notes
// there); without one, the file's `call` object is taken as it is. Application fields not named
// in `application` are taken as they are; a field the mapping reads into another name is not
// kept under its own (map it to itself as well, `"x": "$.x"`, where the scheme reads both).

import { unreadKeys, type FieldSpec } from "@allot/runtime";
import { suggest } from "../diagnostics/suggest.js";

export interface InputMapping {
  readonly call?: Readonly<Record<string, string | { readonly const: unknown }>>;
  readonly applications?: string;
  readonly application?: Readonly<Record<string, string>>;
}

export class MappingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MappingError";
  }
}

const STEP = /\.([^.[\]]+)|\[(\d+)\]/g;

/** An own property whatever its name ("__proto__" included). */
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

export function getPath(root: unknown, path: string): unknown {
  if (!path.startsWith("$")) throw new MappingError(`a path starts with '$', found ${JSON.stringify(path)}`);
  let cur: unknown = root;
  const rest = path.slice(1);
  let consumed = 0;
  for (const m of rest.matchAll(STEP)) {
    if (m.index !== consumed) throw new MappingError(`cannot read the path ${JSON.stringify(path)}`);
    consumed += m[0].length;
    if (cur === null || typeof cur !== "object") return undefined;
    // a key the record does not have is nothing, whatever every JavaScript object inherits under
    // that name (`$.constructor` read Object's constructor: "found an object" for a record without it)
    cur = m[1] !== undefined ? (Object.hasOwn(cur, m[1]) ? (cur as Record<string, unknown>)[m[1]] : undefined) : (cur as unknown[])[Number(m[2])];
  }
  if (consumed !== rest.length) throw new MappingError(`cannot read the path ${JSON.stringify(path)}`);
  return cur;
}

/** What a mapping's entry holds, for its error. */
function found(v: unknown): string {
  if (Array.isArray(v)) return "a list";
  if (v === null) return "null";
  if (typeof v === "object") return "an object";
  return typeof v === "string" ? `the text ${JSON.stringify(v)}` : `the ${typeof v === "number" ? "number" : "value"} ${String(v)}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** A path entry (`where`: "call.budget"), read once so that a malformed path is refused here, by its entry. */
function checkPath(p: unknown, where: string, example: string): void {
  if (typeof p !== "string") throw new MappingError(`${where}: expected a path such as "${example}", found ${found(p)}`);
  if (!p.startsWith("$")) throw new MappingError(`${where}: the path ${JSON.stringify(p)} does not start with '$': write ${JSON.stringify(`$.${p.replace(/^\.+/, "")}`)}`);
  let consumed = 0;
  for (const m of p.slice(1).matchAll(STEP)) {
    if (m.index !== consumed) break;
    consumed += m[0].length;
  }
  if (consumed !== p.length - 1) {
    throw new MappingError(`${where}: cannot read the path ${JSON.stringify(p)}: a path is '$' followed by .key and [index] steps, such as "$.call.budget" or "$.lists[0]"`);
  }
}

/**
 * The mapping, its every entry checked before anything is read (adversary22): a path starts with
 * `$` and is made of steps `getPath` reads; a call parameter is a path or `{ "const": value }`
 * alone. The errors name the entry (`call.budget: …`); the caller names the file.
 */
export function validateMapping(m: unknown): InputMapping {
  if (!isObject(m)) throw new MappingError("a mapping is a JSON object with 'call', 'applications' and 'application' entries");
  const o = m;
  for (const k of Object.keys(o)) if (!["call", "applications", "application", "$comment"].includes(k)) throw new MappingError(`unknown mapping entry '${k}': expected call, applications or application`);
  if (o["call"] !== undefined) {
    const call = o["call"];
    if (!isObject(call)) throw new MappingError(`call: expected an object of call parameters, each a path or { "const": value }, found ${found(call)}`);
    for (const [k, v] of Object.entries(call)) {
      const where = `call.${k}`;
      if (!isObject(v)) {
        if (typeof v !== "string") throw new MappingError(`${where}: expected a path such as "$.call.${k}" or { "const": value }, found ${found(v)}`);
        checkPath(v, where, `$.call.${k}`);
      } else if (!Object.hasOwn(v, "const")) throw new MappingError(`${where}: expected a path such as "$.call.${k}" or { "const": value }, found an object without 'const'`);
      else {
        const extra = Object.keys(v).filter((x) => x !== "const");
        if (extra.length) throw new MappingError(`${where}: a constant is written { "const": value } alone, found also ${extra.map((x) => `'${x}'`).join(", ")}`);
      }
    }
  }
  if (o["applications"] !== undefined) checkPath(o["applications"], "applications", "$.applications");
  if (o["application"] !== undefined) {
    const app = o["application"];
    if (!isObject(app)) throw new MappingError(`application: expected an object of application fields, each a path within the record, found ${found(app)}`);
    for (const [k, v] of Object.entries(app)) checkPath(v, `application.${k}`, `$.${k}`);
  }
  return o as InputMapping;
}

/** A record's key of its id (`"id"` without a mapping, the mapping's `$.key`), to name a record in an error; undefined where the mapping reads the id from deeper. */
export function recordIdKey(mapping: InputMapping | undefined): string | undefined {
  const idPath = mapping?.application?.["id"];
  return idPath === undefined ? "id" : /^\$\.[A-Za-z_][A-Za-z0-9_]*$/.test(idPath) ? idPath.slice(2) : undefined;
}

/**
 * The keys from the top of the file to its list of applications (`["applications"]` without a
 * mapping), or undefined when the mapping's path has an index step: the reader then streams
 * nothing and `applyMapping` finds the list in the whole document.
 */
export function recordsPath(mapping: InputMapping | undefined): string[] | undefined {
  const path = mapping?.applications ?? "$.applications";
  if (!path.startsWith("$")) throw new MappingError(`a path starts with '$', found ${JSON.stringify(path)}`);
  const keys: string[] = [];
  let consumed = 0;
  for (const m of path.slice(1).matchAll(STEP)) {
    if (m.index !== consumed || m[1] === undefined) return undefined;
    consumed += m[0].length;
    keys.push(m[1]);
  }
  return consumed === path.length - 1 && keys.length > 0 ? keys : undefined;
}

/** One application record with the mapping's renamed fields (the record itself without any). */
export function mapRecord(rec: unknown, mapping: InputMapping | undefined): unknown {
  const fields = mapping?.application;
  if (!fields || rec === null || typeof rec !== "object") return rec;
  const out: Record<string, unknown> = { ...(rec as object) };
  for (const [k, p] of Object.entries(fields)) {
    const v = getPath(rec, p);
    if (v !== undefined) setOwn(out, k, v);
  }
  // a source field the mapping reads under another name is consumed by it: left in the record,
  // validation would warn that it "is not declared by the scheme and is ignored"
  for (const key of consumedKeys(fields)) delete out[key];
  return out;
}

const consumedCache = new WeakMap<object, string[]>();

/** The top-level keys of a record that the mapping reads into fields of other names. */
function consumedKeys(fields: Readonly<Record<string, string>>): string[] {
  let keys = consumedCache.get(fields);
  if (!keys) {
    const targets = new Set(Object.keys(fields));
    const read = new Set<string>();
    for (const p of Object.values(fields)) {
      const first = /^\$\.([^.[\]]+)/.exec(p)?.[1];
      if (first !== undefined) read.add(first);
    }
    keys = [...read].filter((k) => !targets.has(k));
    consumedCache.set(fields, keys);
  }
  return keys;
}

/** Applies a mapping (and call overrides) to a parsed data file. */
export function applyMapping(data: unknown, mapping: InputMapping | undefined, overrides: Readonly<Record<string, unknown>> = {}): { call: unknown; applications: unknown; unread?: string[] } {
  const src = (data ?? {}) as Record<string, unknown>;
  // `"call": null` handed on as null, for validation to name (review33 S2); absent, an empty call
  const baseCall = mapping?.call ? {} : src["call"] === undefined ? {} : src["call"];
  // without a mapping, a top-level key beside call and applications is warned as not read (review33 S1)
  const unread = mapping ? [] : unreadKeys(data);
  const more = unread.length ? { unread } : {};
  let applications = mapping?.applications ? getPath(data, mapping.applications) : src["applications"];
  if (mapping?.application && Array.isArray(applications)) applications = applications.map((rec) => mapRecord(rec, mapping));
  // a call that is not an object (a list, a text, a number) is handed on as it is, for validation
  // to refuse ("call: expected an object, found a list of 1"): spread, it became its indices
  if (baseCall === null || typeof baseCall !== "object" || Array.isArray(baseCall)) return { call: baseCall, applications, ...more };
  const call: Record<string, unknown> = { ...baseCall };
  for (const [k, v] of Object.entries(mapping?.call ?? {})) {
    const value = typeof v === "string" ? getPath(data, v) : v.const;
    if (value !== undefined) setOwn(call, k, value);
  }
  for (const [k, v] of Object.entries(overrides)) setOwn(call, k, v);
  return { call, applications, ...more };
}

/**
 * A mapping's names against the scheme's (adversary23): an entry naming a call parameter or an
 * application field the scheme does not declare is refused, naming the one likely meant. Such an
 * entry consumed its source and set a name nothing reads, and the run said the field the source
 * was meant for was missing. Nested names are not written in a mapping (a target is a top-level
 * field), so the top-level names are those compared.
 */
export function checkMappingNames(m: InputMapping, call: readonly FieldSpec[], application: readonly FieldSpec[]): void {
  const check = (entries: Readonly<Record<string, unknown>> | undefined, fields: readonly FieldSpec[], entry: string, what: string) => {
    const names = fields.map((f) => f.name);
    for (const k of Object.keys(entries ?? {})) {
      if (names.includes(k)) continue;
      const meant = suggest(k, names, 1)[0];
      const which = meant !== undefined ? ` (did you mean '${meant}'?)` : names.length ? ` (it declares ${names.join(", ")})` : "";
      throw new MappingError(`${entry}.${k}: the scheme declares no ${what} '${k}'${which}; the mapping names the scheme's fields`);
    }
  };
  check(m.call, call, "call", "call parameter");
  check(m.application, application, "application", "application field");
}

/**
 * The first required call parameter (not set by `--set`) whose mapped path finds nothing in the
 * document, with the path: the run would only say the parameter is missing (adversary22's finding).
 */
export function unfoundCallPath(data: unknown, m: InputMapping | undefined, call: readonly FieldSpec[], overrides: Readonly<Record<string, unknown>> = {}): { name: string; path: string } | undefined {
  for (const [k, v] of Object.entries(m?.call ?? {})) {
    if (typeof v !== "string" || Object.hasOwn(overrides, k)) continue;
    const f = call.find((x) => x.name === k);
    if (f && !f.optional && getPath(data, v) === undefined) return { name: k, path: v };
  }
  return undefined;
}
