// A figure per key in the call's data (docs/language.md §5.1): `valid_ballots: integer by
// district` is given as an object with exactly the enumeration's members as keys, each value of
// the value type. A missing member, a key that is not a member or a value of the wrong type is an
// input error naming the call field and the key (a key written twice is refused by json-parse.ts);
// never a default.
import { ownField } from "./ops.js";
import { JsonNumber } from "./json-parse.js";
import { quoted } from "./idKeys.js";
import type { Rec, TypeSpec } from "./spec.js";

type Keyed = Extract<TypeSpec, { k: "keyed" }>;

/**
 * The figures of `v`, read by `value` member by member, as a null-prototype object (a member
 * named `__proto__` is a key like any other); undefined after reporting each problem to `error`.
 */
export function readKeyed(
  t: Keyed,
  v: unknown,
  path: string,
  value: (t: TypeSpec, raw: unknown, at: string) => unknown,
  error: (at: string, t: TypeSpec | string, v: unknown, message?: string) => undefined,
): Rec | undefined {
  if (v === null || typeof v !== "object" || Array.isArray(v) || v instanceof JsonNumber) return error(path, t, v);
  const o = v as Record<string, unknown>;
  const out = Object.create(null) as Rec;
  let ok = true;
  for (const m of t.members) {
    const at = `${path}[${JSON.stringify(m)}]`;
    const raw = ownField(o, m);
    // a table's row (a figure by two keys, §5.1) is a row of figures, one for each column (review40's F5)
    const row = t.value.k === "keyed" ? t.value : undefined;
    const missing = row ? `${at} is missing: expected the row of ${JSON.stringify(m)}, one for each of ${members(t)}, each with a figure for each of ${members(row)}` : `${at} is missing: expected ${JSON.stringify(m)}'s figure, one for each of ${members(t)}`;
    const val = raw === undefined || raw === null ? error(at, t.value, raw, missing) : value(t.value, raw, at);
    if (val === undefined) ok = false;
    else out[m] = val;
  }
  for (const k of Object.keys(o)) {
    if (t.members.includes(k)) continue;
    const at = `${path}[${quoted(k)}]`;
    // a column's key where a row's is wanted: the table given flat, or its keys swapped
    const column = t.value.k === "keyed" && t.value.members.includes(k) ? `: a table is given by its rows (${members(t)}), each an object with a figure for each of its columns (${members(t.value)})` : "";
    error(at, t, o[k], `${at}: the key ${quoted(k)} is not one of ${members(t)}${column}`);
    ok = false;
  }
  return ok ? out : undefined;
}

function members(t: Keyed): string {
  return t.members.map((m) => JSON.stringify(m)).join(", ");
}
