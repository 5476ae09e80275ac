// AL0419: a scheme that declares its points not summed (`points not summed per <source>`, §11.1)
// has no total: a law that orders by one set of criteria and then by another ("stage one, then
// stage two") never adds them, and an applicant told "Total: 35 points" reads that 35 lost to 1.
// `total` is refused where it is read (typecheck.ts, through `unsummedTotal`), `m.total` is no
// member's field (aggregatePhases.ts memberType), and a declared maximum, which states the sum of
// the criteria's maximum points, is refused here.
import type { Span } from "../../span.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";

const hint = "rank by the lets that add up each set of criteria, each with its title and source ('let stage1 \"points of stage one\" = k1 + k2 per s2', then 'by stage1 highest first'), or remove 'points not summed'";

/** A `total` read in a scheme whose points are not summed. */
export function unsummedTotal(m: Model, at: Span): void {
  m.diagnostics.push(diag("AL0419", at, "expected no total of points, found 'total': this scheme declares its points not summed", { hint, related: [{ span: m.unsummed!.span, message: "points not summed here" }] }));
}

export function unsummed(m: Model): void {
  if (!m.unsummed || !m.maximum) return;
  m.diagnostics.push(diag("AL0419", m.maximum.span, "expected no maximum of the total, found 'maximum points': this scheme declares its points not summed", { hint: "remove 'maximum points'; a maximum the law states for one set of criteria is a let's range ('let stage1: integer in 0..7 = …')", related: [{ span: m.unsummed.span, message: "points not summed here" }] }));
}
