// The published list: the columns the law requires, in ranking order, and the publication
// deadline counted in working days with the scheme's holiday calendar.
import { fixed } from "../reasonText.js";
import { addWorkingDays, closedSet, closedSkipped } from "../calendar.js";
import { Decimal, formatMinor, minorUnits } from "../decimal.js";
import { formatDate, parseDate } from "../time.js";
import { formatMoment } from "../timeShow.js";
import { EvaluationError, own, QUIET } from "../ops.js";
import { callValue } from "../invalid.js";
import type { ColumnSpec, Env, NoticeSpec, PublishSpec, Rec, TypeSpec } from "../spec.js";
import { addMonths, MAX_WALK } from "../dateCount.js";
import type { ApplicationResult, Publication } from "../result.js";

function plain(v: unknown): unknown {
  if (v instanceof Decimal) return v.toString();
  return v;
}

/**
 * A list or record column, printed as its scalar columns are: numbers (whole ones included) as
 * decimal texts, amounts with their currency's places, dates and moments as text.
 */
function deep(v: unknown, t: TypeSpec): unknown {
  if (v === null || v === undefined) return null;
  switch (t.k) {
    case "list":
      return Array.isArray(v) ? v.map((x) => deep(x, t.element)) : plain(v);
    case "record": {
      if (typeof v !== "object") return plain(v);
      const out: Record<string, unknown> = {};
      for (const f of t.fields) {
        const x = (v as Record<string, unknown>)[f.name];
        if (x !== undefined) own(out, f.name, deep(x, f.type));
      }
      return out;
    }
    case "integer":
      return typeof v === "number" ? String(v) : plain(v);
    case "money":
      return v instanceof Decimal ? v.toFixed(minorUnits(t.currency)) : plain(v);
    case "date":
      return typeof v === "number" ? formatDate(v) : plain(v);
    case "datetime":
      return typeof v === "number" ? formatMoment(v, t.zone) : plain(v);
    default:
      return plain(v);
  }
}

/**
 * A column's value for one application: any failure (an absent optional field) is null. The
 * error is dropped unread, so an absent field throws one shared error (`ops.QUIET`): a column
 * over an optional field failed for a quarter of seed 001's applications, and making those
 * errors with their stacks was a fifth of its run.
 */
export function cellOf(c: ColumnSpec, env: Env): unknown {
  // `need(e.a[f])` fails exactly where the field is undefined or null, and gives it otherwise:
  // the same cell without an exception for every application that lacks the field
  if (c.optionalField !== undefined) return env.a[c.optionalField] ?? null;
  QUIET.on = true;
  try {
    return c.get!(env);
  } catch {
    return null;
  } finally {
    QUIET.on = false;
  }
}

/** Returned by a `cell` function for a result that has no values (an invalid record). */
export const NO_CELL: unique symbol = Symbol("no cell");

/**
 * The published list. `cell(i, k)` gives the value of the computed column `spec.columns[k]` for
 * `results[i]` (called only for ranked results), or NO_CELL.
 */
export function publish(spec: PublishSpec, call: Rec, results: readonly ApplicationResult[], cell: (i: number, column: number) => unknown): Publication {
  const head = publicationHead(spec, call);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < results.length; i++) {
    const row = publishedRow(spec, results[i]!, i, cell);
    if (row) rows.push(row);
  }
  return { ...head, rows };
}

/** What the published list says before its rows: its deadline (where the scheme sets one) and columns. */
export function publicationHead(spec: PublishSpec, call: Rec): Omit<Publication, "rows"> {
  let deadline: string | undefined;
  let closedDays: string[] = [];
  if (spec.deadline) {
    const d = spec.deadline;
    // `after` gives a day number (the compiler converts a date-time to its day)
    const day = d.after(call);
    const closed = d.working ? closedSet(d.closed?.(call)) : undefined;
    // counted a day at a time: bounded as add_working_days is (adversary26: 99999999999 never ended);
    // the checker refuses such a count (AL0677), so only a scheme compiled past it reaches this, and
    // then it is the input's error, as a budget the call cannot give is (fixb26: an internal error)
    const end = callValue("publication deadline", () => {
      if (d.count > MAX_WALK) throw new EvaluationError(`the deadline's number of ${d.working ? "working" : "consecutive"} days is ${d.count}, beyond ${MAX_WALK}, the most a scheme can count`);
      return d.working ? addWorkingDays(day, d.count, d.calendar, closed) : day + d.count;
    });
    deadline = formatDate(end);
    // the engine's record of the office's days it skipped, which the explanation names
    closedDays = closedSkipped(day, end, d.calendar, closed).map(formatDate);
  }
  return { ...(deadline ? { deadline } : {}), ...(closedDays.length ? { closedDays } : {}), columns: spec.columns.map((c) => ({ name: c.name, label: c.label })) };
}

/** Whether result `r` is a row of the list: ranked, and under `rows funded` funded (in full, in part or pro rata). */
export function listed(spec: PublishSpec, r: Pick<ApplicationResult, "position" | "status">): boolean {
  return r.position !== null && (spec.rows !== "funded" || r.status === "funded" || r.status === "partially_funded" || r.status === "pro_rata");
}

/** The published row of result `r` (the i-th), or undefined where it is not a row of the list (`listed`). */
export function publishedRow(spec: PublishSpec, r: ApplicationResult, i: number, cell: (i: number, column: number) => unknown): Record<string, unknown> | undefined {
  if (!listed(spec, r)) return undefined;
  const columns = spec.columns;
  const row: Record<string, unknown> = {};
  for (let k = 0; k < columns.length; k++) {
    const v = publishedValue(columns[k]!, r, i, k, cell);
    if (v !== NO_CELL) own(row, columns[k]!.name, v);
  }
  return row;
}

/**
 * The value of column `c` (the k-th) in the published row of ranked result `r` (the i-th), or
 * NO_CELL where the row leaves it out. A built-in column reads `r`; a computed one, `cell(i, k)`
 * (and not `r`: a caller may hand any `r` for it).
 */
export function publishedValue(c: ColumnSpec, r: ApplicationResult, i: number, k: number, cell: (i: number, column: number) => unknown): unknown {
  if (c.builtin === "position") return r.position;
  if (c.builtin === "status") return r.status;
  if (c.builtin === "label") return r.label ?? r.status;
  if (c.builtin === "amount") return r.amount;
  if (c.builtin === "within_limit") return r.withinLimit;
  if (c.builtin === "paid") return r.settlement?.paid ?? null;
  // a row no stage ranked on its own (decided by none, or stages that rank by the regime's ranking): null
  if (c.builtin === "stage_position") return c.stage === undefined ? r.stagePosition ?? null : placeInStage(r, c.stage);
  if (!c.get) return NO_CELL;
  const v = cell(i, k);
  if (v === NO_CELL) return NO_CELL;
  const f = c.format;
  return f?.k === "time" && typeof v === "number" ? formatMoment(v, f.zone)
    : f?.k === "date" && typeof v === "number" ? formatDate(v)
    : f?.k === "money" && v instanceof Decimal ? v.toFixed(minorUnits(f.currency))
    : f?.k === "money" && f.minor && typeof v === "number" ? formatMinor(v, minorUnits(f.currency))
    : f?.k === "number" && typeof v === "number" ? String(v)
    : f?.k === "fixed" && (v instanceof Decimal || typeof v === "number") ? fixed(v, f.places)
    : f?.k === "deep" ? deep(v ?? null, f.type)
    : plain(v ?? null);
}

/**
 * A decision notice's date and the last day to object (§16.4), both "YYYY-MM-DD": the date from
 * the call where the scheme names one, else `published`; the period counted from it as the law
 * counts one — the date itself not counted, N days or weeks after it, or the same day of the
 * month N months on (the month's last day where it has none, as § 188 BGB counts a month); a last
 * day that is not a working day of the clause's calendar moves to the next working day
 * (Algemene termijnenwet art. 1, § 193 BGB, KPA art. 57 § 4). No date, no last day. A last day
 * after 9999-12-31 cannot be written "YYYY-MM-DD": none, and `objectionBeyond` says why (reserve27).
 */
/** 9999-12-31, the last day "YYYY-MM-DD" writes (a day before the year 0 is written, with its sign) */
const LAST_WRITABLE_DAY = parseDate("9999-12-31")!;

export function noticeDates(spec: NoticeSpec, call: Rec, published?: string): { date?: string; objectionUntil?: string; objectionBeyond?: true } {
  const day = spec.date ? spec.date(call) : published !== undefined ? parseDate(published) : undefined;
  if (day === undefined || !Number.isFinite(day)) return {};
  const o = spec.objection;
  if (!o) return { date: formatDate(day) };
  let end = o.unit === "month" ? addMonths(day, o.count, "last_day") : day + o.count * (o.unit === "week" ? 7 : 1);
  // the first working day on or after `end`: one working day after the day before it
  if (o.calendar) end = addWorkingDays(end - 1, 1, o.calendar);
  const date = formatDate(day);
  return end <= LAST_WRITABLE_DAY ? { date, objectionUntil: formatDate(end) } : { date, objectionBeyond: true };
}

/** `stage_position(<stage>)`: the row's place in that stage's ranking (a stage per key: the member's, `kraje[jmk]`), null where it did not rank the row. */
function placeInStage(r: ApplicationResult, stage: string): number | null {
  const places = r.stagePlaces;
  if (!places) return null;
  for (const k in places) if (k === stage || (k.startsWith(stage) && k[stage.length] === "[")) return places[k]!;
  return null;
}
