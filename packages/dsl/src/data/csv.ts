// Applications from CSV (csv-parse). A header row names the fields; nested fields are dotted
// ("scores.a_effectiveness"); a column mapping renames headers that differ from field names.
// Cells are read by the declared type of their field, and only as documented: whole numbers for
// integer fields, "true"/"false" for yes/no fields, JSON for lists and records, an empty cell as
// an absent value; anything else is passed on as text, so the validator reports it with its line.
import { parse, CsvError } from "csv-parse/sync";
import { JsonInputError, parseJson, type FieldSpec, type TypeSpec } from "@allot/runtime";

export interface CsvApplications {
  readonly applications: Record<string, unknown>[];
  /** the line of each application in the file */
  readonly lines: number[];
  readonly headers: string[];
}

export class CsvInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvInputError";
  }
}

function cell(t: TypeSpec | undefined, raw: string): unknown {
  if (raw === "") return null;
  if (!t) return raw;
  switch (t.k) {
    case "integer":
      return /^-?\d+$/.test(raw.trim()) && Number.isSafeInteger(Number(raw)) ? Number(raw) : raw;
    case "boolean":
      return raw === "true" ? true : raw === "false" ? false : raw;
    case "list":
    case "record":
    case "draw":
      try {
        return parseJson(raw);
      } catch (e) {
        if (!(e instanceof JsonInputError)) throw e;
        return raw;
      }
    default:
      return raw;
  }
}

function typeAt(fields: readonly FieldSpec[], path: string[]): TypeSpec | undefined {
  let fs: readonly FieldSpec[] | undefined = fields;
  let t: TypeSpec | undefined;
  for (const p of path) {
    t = fs?.find((f) => f.name === p)?.type;
    fs = t?.k === "record" ? t.fields : undefined;
  }
  return t;
}

function setPath(o: Record<string, unknown>, path: string[], v: unknown) {
  let cur = o;
  for (const p of path.slice(0, -1)) {
    if (!Object.hasOwn(cur, p) || cur[p] === null || typeof cur[p] !== "object") Object.defineProperty(cur, p, { value: {}, enumerable: true, writable: true, configurable: true });
    cur = cur[p] as Record<string, unknown>;
  }
  Object.defineProperty(cur, path[path.length - 1]!, { value: v, enumerable: true, writable: true, configurable: true });
}

/**
 * The header row as it is, or an error naming a header given twice, two headers that fill one
 * field (through the column mapping), or a header that fills a record another fills a field of.
 */
function checkHeaders(header: string[], columns: Readonly<Record<string, string>>, file: string): string[] {
  const renamed = new Map(Object.entries(columns).map(([path, h]) => [h, path] as const));
  const byPath = new Map<string, string>();
  header.forEach((h, i) => {
    const twice = header.indexOf(h);
    if (twice !== i) throw new CsvInputError(`${file}:1: the header '${h}' names columns ${twice + 1} and ${i + 1}: each column needs its own header, or one of them would be lost`);
    const path = renamed.get(h) ?? h;
    const other = byPath.get(path);
    if (other !== undefined) throw new CsvInputError(`${file}:1: the headers '${other}' and '${h}' both fill the field '${path}': keep one`);
    byPath.set(path, h);
  });
  for (const [path, h] of byPath) {
    for (let cut = path.lastIndexOf("."); cut > 0; cut = path.lastIndexOf(".", cut - 1)) {
      const outer = byPath.get(path.slice(0, cut));
      if (outer !== undefined) throw new CsvInputError(`${file}:1: the header '${outer}' fills the record '${path.slice(0, cut)}' and '${h}' a field of it: keep one`);
    }
  }
  return header;
}

/**
 * The separator, read from the header row: ',' — or ';' (a spreadsheet in a locale whose decimal
 * mark is the comma: Dutch, Polish, German) or a tab, when the header row has no comma. A field's
 * name holds none of them, so the header row decides without guessing.
 */
export function separatorOf(text: string): "," | ";" | "\t" {
  // the first line, whatever its end: LF, CRLF or CR alone (adversary22)
  const header = text.slice(0, text.search(/\r|\n|$/));
  return header.includes(",") ? "," : header.includes(";") ? ";" : header.includes("\t") ? "\t" : ",";
}

/** `columns` maps a field path ("scores.a") to the CSV header that holds it. */
export function readCsv(text: string, fields: readonly FieldSpec[], columns: Readonly<Record<string, string>> = {}, file = "input"): CsvApplications {
  if (text.trim() === "") throw new CsvInputError(`${file}: the CSV file is empty`);
  let rows: Array<{ record: Record<string, string>; info: { lines: number; bytes: number } }>;
  const delimiter = separatorOf(text);
  // each record's cells keyed by the column's index, never by its header: csv-parse sets a key with
  // `=`, so a header '__proto__' would set the record's prototype and its cell be lost
  let headerRow: string[] | undefined;
  try {
    // a byte-order mark is skipped, as for JSON; a header named twice is refused (csv-parse
    // would keep the last column of that name)
    rows = parse(text, { columns: (h: string[]) => (headerRow = checkHeaders(h, columns, file)).map((_, i) => `c${i}`), info: true, bom: true, skip_empty_lines: true, trim: false, delimiter });
  } catch (e) {
    if (e instanceof CsvInputError) throw e;
    if (e instanceof CsvError) throw new CsvInputError(`${file}: malformed CSV: ${e.message}`);
    throw e;
  }
  const headerToPath = new Map<string, string[]>();
  const renamed = new Map(Object.entries(columns).map(([path, header]) => [header, path] as const));
  const headers = headerRow ?? (text.split(/\r\n|\r|\n/)[0] ?? "").split(delimiter);
  for (const h of headers) headerToPath.set(h, (renamed.get(h) ?? h).split("."));
  for (const [path, header] of Object.entries(columns)) {
    if (!headers.includes(header)) throw new CsvInputError(`${file}: the column mapping names the header '${header}' for '${path}', but the file has no such column (its headers: ${headers.join(", ")})`);
  }
  const applications: Record<string, unknown>[] = [];
  const lines: number[] = [];
  const lineOf = recordLines(text);
  for (const { record, info } of rows) {
    const line = lineOf(info.bytes);
    // two exports joined with `cat` repeat the header: said as such, not as a wrong value per cell
    if (headers.length > 1 && headers.every((h, i) => record[`c${i}`] === h)) throw new CsvInputError(`${file}:${line}: this row repeats the header row (two files joined?): remove it`);
    const app: Record<string, unknown> = {};
    for (const [i, h] of headers.entries()) {
      const raw = record[`c${i}`]!;
      const path = headerToPath.get(h)!;
      const v = cell(typeAt(fields, path), raw);
      if (v !== null) setPath(app, path, v);
    }
    applications.push(app);
    lines.push(line);
  }
  return { applications, lines, headers };
}

/**
 * The line each record begins on, given in turn the byte offset where each ends (csv-parse's
 * `info.bytes`, its line break included): the line after the previous record's end, blank lines
 * passed. csv-parse's own `info.lines` is the line a record ends on, and counts a CRLF inside
 * quotes as two lines (adversary21); the lines are counted here in the file's bytes instead. A
 * line ends in LF, CRLF or CR alone (a classic Mac OS export, which csv-parse reads too), and the
 * records begin after the header row's first line break outside quotes (adversary22).
 */
function recordLines(text: string): (end: number) => number {
  const bytes = Buffer.from(text, "utf8");
  let from = 0;
  for (let quoted = false; from < bytes.length; from++) {
    const b = bytes[from];
    if (b === 0x22) quoted = !quoted;
    else if (!quoted && (b === 0x0a || b === 0x0d)) break;
  }
  let at = 0;
  let line = 1;
  return (end) => {
    while (from < bytes.length && (bytes[from] === 0x0a || bytes[from] === 0x0d)) from++;
    for (; at < from; at++) if (bytes[at] === 0x0a || (bytes[at] === 0x0d && bytes[at + 1] !== 0x0a)) line++;
    from = end;
    return line;
  };
}
