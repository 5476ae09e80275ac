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

/**
 * A character that does not print, or prints as another: a control character, half a surrogate
 * pair, a code point no character is assigned to, a default-ignorable code point (a zero-width
 * space or joiner, a direction mark, a byte-order mark, a soft hyphen, a variation selector, a
 * Hangul filler), an interlinear annotation mark, a line or paragraph separator, a space other
 * than U+0020, a Braille blank (adversary19). Two ids that differ by one print alike.
 */
const UNSEEN_CLASS = "\\p{Cc}\\p{Cs}\\p{Cn}\\p{Default_Ignorable_Code_Point}\\p{Zl}\\p{Zp}\\u00a0\\u1680\\u2000-\\u200a\\u202f\\u205f\\u3000\\u2800\\ufff9-\\ufffb";
const UNSEEN = new RegExp(`[${UNSEEN_CLASS}]`, "u");
/**
 * The same rule as a JSON Schema `pattern` (schema.ts): an id of characters that print, neither
 * beginning nor ending with a plain space (without a look-behind, which not every engine has). An
 * ECMA-262 expression in Unicode mode (the `u` flag), as ajv reads a pattern by default: an
 * engine without it cannot read `\p{…}`, nor tell a lone surrogate from half of a pair.
 */
export const PRINTED_ID_PATTERN = `^(?:[^ ${UNSEEN_CLASS}](?:[^${UNSEEN_CLASS}]*[^ ${UNSEEN_CLASS}])?)?$`;
const UNSEEN_ALL = new RegExp(UNSEEN.source, "gu");

/** `s` with each character that does not print (`UNSEEN`) as its JSON escape, `\u200b`. */
export function unseenEscaped(s: string): string {
  return s.replace(UNSEEN_ALL, (c) => c.split("").map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""));
}

/** A text read from the input, quoted as in JSON, a character that does not print by its escape: how an input error quotes a key or a value. */
export function quoted(s: string): string {
  return unseenEscaped(JSON.stringify(s));
}

/** An id as a record's label shows it: quoted when empty or holding spaces, breaks, quotes or a character that does not print; such a character as its JSON escape. */
export function idText(id: string): string {
  if (id !== "" && !/[\s\p{C}()"]/u.test(id) && !UNSEEN.test(id)) return id;
  return quoted(id);
}

/**
 * Whether every character of `id` is printing ASCII (U+0020 … U+007E): none of them is `UNSEEN`,
 * and such a text is its own NFC form (`STABLE`). A loop over the char codes, before either
 * regular expression: most ids are such texts, and the two Unicode-class tests were some 2 % of a
 * million-application run (perf19).
 */
function printingAscii(id: string): boolean {
  for (let k = 0; k < id.length; k++) {
    const c = id.charCodeAt(k);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/**
 * Why an id cannot be told from another in print (its first character that does not print,
 * `UNSEEN`; else a plain space at its start or end: "A1 " prints as "A1", adversary21), or
 * undefined.
 */
export function unseenIn(id: string): string | undefined {
  if (!printingAscii(id)) {
    const m = UNSEEN.exec(id);
    if (m) {
      const c = m[0];
      const what = /\p{Cc}/u.test(c) ? "a control character" : /\p{Cs}/u.test(c) ? "half of a surrogate pair and no character" : /[\p{Zl}\p{Zp}]/u.test(c) ? "a line or paragraph separator" : /\p{Zs}/u.test(c) ? "a space other than the plain one (U+0020)" : c === "\u2800" ? "a blank that is not the plain space (U+0020)" : /\p{Cn}/u.test(c) ? "a code point no character is assigned to" : "a zero-width space, joiner or other invisible character";
      return `id: ${idText(id)} (${spelled(id)}) holds ${spelled(c)}, ${what}, which does not print: two ids would print alike; write the id without it`;
    }
  }
  const first = id.charCodeAt(0) === 0x20;
  const last = id.charCodeAt(id.length - 1) === 0x20;
  if (!first && !last) return undefined;
  const bare = id.replace(/^ +| +$/g, "");
  if (bare === "") return `id: ${idText(id)} (${spelled(id)}) is ${id.length === 1 ? "a space alone" : "spaces alone"}, which does not show; write the application's id`;
  return `id: ${idText(id)} (${spelled(id)}) ${first ? (last ? "begins and ends" : "begins") : "ends"} with a space, which does not show: ${quoted(id)} would print as ${quoted(bare)}; write the id without it`;
}

/** Text of code points below U+0300 only (ASCII, Latin-1, Polish and Dutch letters): already in NFC. */
const STABLE = /^[\u0000-\u02ff]*$/;

/**
 * Ids that are different texts but one text in Unicode NFC — "é" written as one code point, and
 * as "e" and a combining accent; "K" and the Kelvin sign — print alike, so a later one is refused
 * as a repeated id is. Only ids with a code point from U+0300 up are normalised and kept here;
 * another id is looked up only once such an id was seen.
 */
export class LookAlikeIds {
  private readonly byForm = new Map<string, { readonly id: string; readonly at: number }>();

  /**
   * The earlier application whose id is `id`'s NFC form but another text, if any. `exactly(form)`
   * gives the number (#) of an earlier application whose id is exactly `form`.
   */
  check(id: string, at: number, exactly: (form: string) => number | undefined): { readonly id: string; readonly at: number } | undefined {
    if (printingAscii(id) || STABLE.test(id)) {
      const prev = this.byForm.size ? this.byForm.get(id) : undefined;
      return prev && prev.id !== id ? prev : undefined;
    }
    const form = id.normalize("NFC");
    const prev = this.byForm.get(form);
    if (prev) return prev.id !== id ? prev : undefined;
    this.byForm.set(form, { id, at });
    const earlier = form !== id ? exactly(form) : undefined;
    return earlier !== undefined ? { id: form, at: earlier } : undefined;
  }
}

/** An id's characters, all but ASCII's printing ones by code point ("e U+0301", "U+00E9", "U+0000"): how two look-alike ids differ. */
export function spelled(id: string): string {
  const cs = [...id].map((c) => (c.codePointAt(0)! > 0x20 && c.codePointAt(0)! < 0x7f ? c : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`));
  return cs.length > 40 ? `${cs.slice(0, 40).join(" ")} …` : cs.join(" ");
}

/**
 * What to add when no application has the id asked (`allot explain --id`, the service's trace;
 * adversary19): an id pasted from a document often ends in a no-break or zero-width space and
 * is told apart from the application's own only by its code points. When the id without its
 * characters that do not print, without spaces at its ends and in Unicode NFC is an
 * application's, its code points and that id (`quote` quotes it as the message does); else "".
 */
export function idNotFoundHint(asked: string, ids: { readonly length: number; id(row: number): string }, quote: (id: string) => string): string {
  const near = asked.replace(UNSEEN_ALL, "").trim().normalize("NFC");
  if (near === asked || near === "") return "";
  for (let k = 0; k < ids.length; k++) if (ids.id(k) === near) return ` (the id asked is ${spelled(asked)}); did you mean ${quote(near)}?`;
  return "";
}
