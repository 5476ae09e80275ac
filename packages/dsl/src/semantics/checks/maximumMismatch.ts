// AL0402: a declared maximum ("Het maximum aantal punten is 36") must equal the sum of the
// criteria's maximum points. A criterion whose maximum cannot be proven is reported too, unless
// its score already has a reported error, or a criterion was refused for its name: then the
// sum is not known and a complaint about it would only repeat the first error; nor under `points not
// summed`, where the maximum is refused (AL0419).
import { Decimal } from "decimal.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { allCriteriaKnown } from "./intervals.js";

export function maximumMismatch(m: Model): void {
  const max = m.maximum;
  // under `points not summed` the maximum itself is AL0419 (unsummed.ts): its sum is not checked too (review37 N2)
  if (!max || max.value === "" || m.unsummed || !allCriteriaKnown(m)) return;
  let sum = new Decimal(0);
  const parts: string[] = [];
  for (const c of m.criteria.values()) {
    if (c.max === undefined) {
      const b = c.decl.body;
      const score = b.kind === "weighted" ? b.score : b.kind === "expr" ? b.value : b.kind === "yesno" ? undefined : b.subject;
      if ((b.kind === "bands" && b.bands.length === 0) || (b.kind === "match" && b.arms.length === 0)) return; // reported as AL0403 / AL0305
      // already reported: an error in the score, or an invalid range (AL0304) whose bounds were dropped
      if ((score && m.types.get(score)?.k === "error") || m.diagnostics.some((d) => d.code === "AL0304")) return;
      m.diagnostics.push(
        diag("AL0402", c.decl.name.span, `expected criterion '${c.decl.name.text}' to have a known maximum, so that the declared maximum of ${max.value} can be checked, found a score without a declared range`, {
          hint:
            score?.kind === "name" && m.lets.has(score.name.text)
              ? `'${score.name.text}' is a let, whose formula the checker does not bound: declare the range the law gives it, for example 'let ${score.name.text}: decimal in 0..10 = …' (checked when it is computed)`
              : "declare the range of the score the criterion reads, for example 'quality: integer in 1..5', or of the let it reads ('let score: decimal in 0..10 = …')",
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
      diag("AL0402", max.valueSpan, `expected the criteria to add up to the declared maximum of ${max.value} points, found at most ${sum.toString()} (${parts.join(" + ") || "no criteria"})`, {
        hint: "check the weights and score ranges against the legal text, or correct the declared maximum",
        related: [...m.criteria.values()].map((c) => ({ span: c.decl.name.span, message: `'${c.decl.name.text}' gives at most ${c.max} point${c.max === "1" ? "" : "s"}` })),
      }),
    );
  }
}
