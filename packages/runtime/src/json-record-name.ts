// Which application a JSON syntax error in the list of records is in, or after, in words: the
// CLI (`allot run`) and the service name it the same way. The id is read from the record's own
// bytes — up to the error where the error is inside it, the whole record where the error comes
// after it — and only where it is a text or a number written before the error.
import { StrictParser, skipValue, startOf, type JsonInputError } from "./json-parse.js";

/** a record's id is looked for in at most this many bytes from the record's start */
export const ID_WINDOW = 1 << 16;

/**
 * "in application X2 (#2)", "after application X1 (#1)" (an error between records), "in
 * application #3, after X2 (#2)" (an error at a record's first byte: nothing of it was read); undefined
 * for an error outside the list. `bytes(start, end)`: the input's bytes there (at most
 * ID_WINDOW of them are read); `idKey`: the record's key of its id (undefined: none is looked for).
 */
export function recordOfJsonError(e: JsonInputError, bytes: (start: number, end: number) => Uint8Array, idKey: string | undefined): string | undefined {
  const r = e.record;
  const a = e.after;
  const named = (index: number, start: number, end: number): string => {
    const id = idKey === undefined ? undefined : idBefore(bytes(start, Math.min(end, start + ID_WINDOW)), idKey);
    return id === undefined ? `#${index + 1}` : `${id} (#${index + 1})`;
  };
  if (!r) return a ? `after application ${named(a.index, a.start, a.end)}` : undefined;
  if (e.offset === r.start) return `in application #${r.index + 1}${a ? `, after ${named(a.index, a.start, a.end)}` : ""}`;
  return `in application ${named(r.index, r.start, e.offset)}`;
}

/**
 * The value of the key `key` of the object starting `b` (a record's bytes, up to an error in it),
 * where it is a text or a number written before the error; undefined otherwise.
 */
export function idBefore(b: Uint8Array, key: string): string | undefined {
  let depth = 0;
  const n = Math.min(b.length, ID_WINDOW);
  const text = (from: number, to: number) => Buffer.from(b.buffer, b.byteOffset + from, to - from).toString("utf8");
  const ws = (k: number) => {
    while (k < n && (b[k] === 0x20 || b[k] === 0x0a || b[k] === 0x0d || b[k] === 0x09)) k++;
    return k;
  };
  const textEnd = (i: number) => {
    let j = i + 1;
    while (j < n && b[j] !== 0x22) j += b[j] === 0x5c ? 2 : 1;
    return j;
  };
  for (let i = 0; i < n; i++) {
    const c = b[i];
    if (c === 0x22) {
      const j = textEnd(i);
      if (j >= n) return undefined;
      let k = ws(j + 1);
      if (depth === 1 && b[k] === 0x3a && text(i + 1, j) === key) {
        k = ws(k + 1);
        if (b[k] === 0x22) {
          const m = textEnd(k);
          if (m >= n) return undefined;
          try {
            return JSON.parse(text(k, m + 1)) as string;
          } catch {
            return undefined;
          }
        }
        let m = k;
        while (m < n && /[-+.0-9eE]/.test(String.fromCharCode(b[m]!))) m++;
        return m > k && m < n ? text(k, m) : undefined;
      }
      i = j;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}

/**
 * "in application X2": a syntax error inside the one application of a body that has no list (the
 * service's score body, `{ call, application }`), where its id (`idKey`) is written before the
 * error; undefined otherwise. `key`: the body's key of the application (fixb26).
 */
export function oneRecordOfJsonError(e: JsonInputError, body: Uint8Array, key: string, idKey: string | undefined): string | undefined {
  // a Uint8Array in the declaration (a caller's types need not know Node's Buffer: adversary25-declarations), read as a Buffer
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const at = `$.${key}`;
  if (idKey === undefined || !(e.path === at || e.path.startsWith(`${at}.`) || e.path.startsWith(`${at}[`))) return undefined;
  const start = memberStart(bytes, key);
  if (start === undefined || start >= e.offset || bytes[start] !== 0x7b) return undefined;
  const id = idBefore(bytes.subarray(start, Math.min(e.offset, start + ID_WINDOW)), idKey);
  return id === undefined ? undefined : `in application ${id}`;
}

/** Where the value of the top-level member `key` starts, read up to it (the members before it are whole); undefined where it cannot be found. */
function memberStart(b: Buffer, key: string): number | undefined {
  try {
    const p = new StrictParser(b, startOf(b), b.length);
    p.ws();
    if (b[p.pos] !== 0x7b) return undefined;
    p.pos++;
    for (;;) {
      p.ws();
      if (b[p.pos] !== 0x22) return undefined;
      const k = p.string();
      p.ws();
      if (b[p.pos] !== 0x3a) return undefined;
      p.pos++;
      p.ws();
      if (k === key) return p.pos;
      skipValue(p, 1);
      p.ws();
      if (b[p.pos] !== 0x2c) return undefined;
      p.pos++;
    }
  } catch {
    return undefined;
  }
}
