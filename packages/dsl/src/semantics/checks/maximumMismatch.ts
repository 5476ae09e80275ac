// AL0402: a declared maximum ("Het maximum aantal punten is 36") must equal the sum of the
// criteria's maximum points. A criterion whose maximum cannot be proven is reported too.
import { Decimal } from "decimal.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

export function maximumMismatch(m: Model): void {
  const max = m.maximum;
  if (!max || max.value === "") return;
  let sum = new Decimal(0);
  const parts: string[] = [];
  for (const c of m.criteria.values()) {
    if (c.max === undefined) {
      m.diagnostics.push(
        diag("AL0402", c.decl.name.span, `the maximum points of criterion '${c.decl.name.text}' cannot be proven, so the declared maximum of ${max.value} cannot be checked`, {
          hint: "declare the range of its score, for example 'integer in 1..4'",
          related: [{ span: max.span, message: "declared maximum" }],
        }),
      );
      return;
    }
    sum = sum.plus(c.max);
    parts.push(`${c.decl.name.text} ${c.max}`);
  }
  if (!sum.eq(max.value)) {
    m.diagnostics.push(
      diag("AL0402", max.valueSpan, `the criteria add up to at most ${sum.toString()} points (${parts.join(" + ") || "no criteria"}), but the declared maximum is ${max.value}`, {
        hint: "check the weights and score ranges against the legal text, or correct the declared maximum",
        related: [...m.criteria.values()].map((c) => ({ span: c.decl.name.span, message: `'${c.decl.name.text}' gives at most ${c.max} points` })),
      }),
    );
  }
}
