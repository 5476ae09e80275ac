// What validation says a value is and what it expected, in words (moved from validate.ts).
import { JsonNumber } from "./json-parse.js";
import { quoted } from "./idKeys.js";
import type { TypeSpec } from "./spec.js";

export function describe(v: unknown): string {
  if (v === null) return "null";
  if (v === undefined) return "nothing";
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === "string") return `the text ${quoted(v.length > 40 ? v.slice(0, 37) + "..." : v)}`;
  if (typeof v === "number") return `the number ${v}`;
  if (v instanceof JsonNumber) return `the number ${v.text}`;
  if (typeof v === "boolean") return String(v);
  return "an object";
}

export function expectedText(t: TypeSpec): string {
  switch (t.k) {
    case "integer": return "a whole number" + (t.lo !== undefined ? ` from ${t.lo} to ${t.hi}` : "") + (t.step !== undefined ? ` in steps of ${t.step}` : "");
    case "decimal": return "a decimal number" + (t.lo !== undefined ? ` from ${t.lo} to ${t.hi}` : "") + (t.step !== undefined ? ` in steps of ${t.step}` : "");
    case "percentage": return 'a percentage such as "75%"';
    case "money": return `an amount in ${t.currency} as a decimal string such as "1000.00"`;
    case "boolean": return "true or false";
    case "text": return "a text";
    case "enum": return `one of ${t.members.map((m) => JSON.stringify(m)).join(", ")}`;
    case "date": return 'a date such as "2024-11-08"';
    case "datetime": return 'a date-time such as "2024-11-08T09:30:00"';
    case "record": return "an object";
    case "list": return "a list";
    case "keyed": return `an object with a value for each of ${t.members.map((m) => JSON.stringify(m)).join(", ")}, each ${expectedText(t.value)}`;
    case "draw": return t.key ? `an object from each ${t.key.k === "date" ? "day (\"2024-11-08\")" : t.key.k === "integer" ? "whole number" : "text"} to the list of application ids in the order drawn` : "a list of application ids in the order drawn";
  }
}
