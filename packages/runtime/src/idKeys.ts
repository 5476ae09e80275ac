// How validation compares and shows ids and the values of fields declared `unique` (moved from
// validate.ts).
import { Decimal } from "./decimal.js";

/**
 * A validated value as text that two values share exactly when they are equal: decimals by value
 * ("1.50" and "1.5" are one amount), records field by field whatever the order of their keys
 * (an absent optional field, undefined, left out), lists item by item — never "[object Object]".
 */
export function uniqueKey(v: unknown): string {
  if (v instanceof Decimal) return v.toString();
  if (Array.isArray(v)) return `[${v.map(uniqueKey).join(",")}]`;
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${uniqueKey(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(v);
}

/** An id as a record's label shows it: quoted when empty or holding spaces, breaks or quotes. */
export function idText(id: string): string {
  return id === "" || /[\s\p{C}()"]/u.test(id) ? JSON.stringify(id) : id;
}
