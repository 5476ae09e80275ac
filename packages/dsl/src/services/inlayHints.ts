// Inlay hints: after each criterion, the points it can give and the running total of the
// criteria so far (as the checker proves them), and after the declared maximum, what the
// criteria add up to. A drafter sees at a glance whether the weights match the legal text.
import { Decimal } from "decimal.js";
import type { Analysis } from "../analysis.js";
import type { Span } from "../span.js";

export interface InlayHint {
  /** where the hint is shown: after this offset */
  readonly offset: number;
  readonly label: string;
  readonly tooltip?: string;
}

function range(min: string | undefined, max: string | undefined): string {
  if (min === undefined || max === undefined) return "? points";
  return min === "0" || min === max ? `max ${max} pts` : `${min}–${max} pts`;
}

export function inlayHints(a: Analysis, within?: Span): InlayHint[] {
  const out: InlayHint[] = [];
  let hi: Decimal | undefined = new Decimal(0);
  for (const c of a.model.criteria.values()) {
    hi = c.max !== undefined && hi ? hi.plus(c.max) : undefined;
    const running = hi ? `running total ≤ ${hi.toString()}` : "running total unknown";
    out.push({ offset: c.decl.span.end, label: `${range(c.min, c.max)} · ${running}`, tooltip: `Criterion '${c.decl.name.text}' gives ${c.min ?? "?"} to ${c.max ?? "?"} points; the criteria up to here give at most ${hi?.toString() ?? "?"} points.` });
  }
  const max = a.model.maximum;
  if (max && max.valueSpan.end > max.valueSpan.start) {
    const ok = hi && hi.eq(max.value || "NaN");
    out.push({ offset: max.valueSpan.end, label: hi ? (ok ? `= ${hi.toString()} ✓` : `criteria give ${hi.toString()}`) : "criteria: unknown", tooltip: "What the criteria's maximum points add up to." });
  }
  return within ? out.filter((h) => h.offset >= within.start && h.offset <= within.end) : out;
}
