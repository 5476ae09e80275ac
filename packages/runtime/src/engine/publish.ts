// The published list: the columns the law requires, in ranking order, and the publication
// deadline counted in working days with the scheme's holiday calendar.
import { addWorkingDays } from "../calendar.js";
import { Decimal } from "../decimal.js";
import { formatDate, formatMoment } from "../time.js";
import { minorUnits } from "../validate.js";
import { own } from "../ops.js";
import type { Env, PublishSpec, Rec } from "../spec.js";
import type { ApplicationResult, Publication } from "../result.js";

function plain(v: unknown): unknown {
  if (v instanceof Decimal) return v.toString();
  return v;
}

/** `envOf(i)` is what the columns of `results[i]` are computed on (undefined for an invalid record). */
export function publish(spec: PublishSpec, call: Rec, results: readonly ApplicationResult[], envOf: (i: number) => Env | undefined): Publication {
  let deadline: string | undefined;
  if (spec.deadline) {
    // `after` gives a day number (the compiler converts a date-time to its day)
    const day = spec.deadline.after(call);
    deadline = formatDate(spec.deadline.working ? addWorkingDays(day, spec.deadline.count, spec.deadline.calendar) : day + spec.deadline.count);
  }
  const rows: Record<string, unknown>[] = [];
  results.forEach((r, i) => {
    if (r.position === null) return;
    const env = r.position === null ? undefined : envOf(i);
    rows.push((() => {
      const row: Record<string, unknown> = {};
      for (const c of spec.columns) {
        if (c.builtin === "position") own(row, c.name, r.position);
        else if (c.builtin === "status") own(row, c.name, r.status);
        else if (c.builtin === "label") own(row, c.name, r.label ?? r.status);
        else if (c.builtin === "amount") own(row, c.name, r.amount);
        else if (c.builtin === "within_limit") own(row, c.name, r.withinLimit);
        else if (c.get && env) {
          let v: unknown;
          try {
            v = c.get(env);
          } catch {
            v = null;
          }
          const f = c.format;
          own(
            row,
            c.name,
            f?.k === "time" && typeof v === "number" ? formatMoment(v)
            : f?.k === "date" && typeof v === "number" ? formatDate(v)
            : f?.k === "money" && v instanceof Decimal ? v.toFixed(minorUnits(f.currency))
            : f?.k === "number" && typeof v === "number" ? String(v)
            : plain(v ?? null),
          );
        }
      }
      return row;
    })());
  });
  return { ...(deadline ? { deadline } : {}), columns: spec.columns.map((c) => ({ name: c.name, label: c.label })), rows };
}
