// AL0405 / AL0406: a threshold of the form `points-expression >= N` (or >, <=, <) is compared
// with the smallest and largest value the expression can take. One nobody can reach is an
// error; one everybody meets excludes nobody and is probably a mistake.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { constant, interval } from "./intervals.js";

export function thresholdReach(m: Model): void {
  const all = [...m.thresholds, ...m.regimes.flatMap((r) => r.thresholds)];
  for (const t of new Set(all)) {
    const c = t.condition;
    if (c.kind !== "binary" || !["<", "<=", ">", ">="].includes(c.op)) continue;
    let op = c.op;
    let subject: A.Expr = c.left;
    let limit = constant(c.right);
    if (!limit) {
      limit = constant(c.left);
      subject = c.right;
      op = ({ "<": ">", "<=": ">=", ">": "<", ">=": "<=" } as Record<string, A.BinaryOp>)[op]!;
    }
    if (!limit) continue;
    const iv = interval(m, subject);
    if (!iv) continue;
    const n = limit.toString();
    const range = `${iv.lo.toString()} to ${iv.hi.toString()}`;
    const never = op === ">=" ? iv.hi.lt(limit) : op === ">" ? iv.hi.lte(limit) : op === "<=" ? iv.lo.gt(limit) : iv.lo.gte(limit);
    const always = op === ">=" ? iv.lo.gte(limit) : op === ">" ? iv.lo.gt(limit) : op === "<=" ? iv.hi.lte(limit) : iv.hi.lt(limit);
    if (never) {
      m.diagnostics.push(diag("AL0405", c.span, `the threshold '${t.name.text}' can never be met: the value ranges from ${range}, and the threshold needs ${op} ${n}`, { hint: "check the number against the legal text and the criteria's maximum points" }));
    } else if (always) {
      m.diagnostics.push(diag("AL0406", c.span, `the threshold '${t.name.text}' excludes nobody: the value ranges from ${range}, which always satisfies ${op} ${n}`, { hint: "check the number against the legal text; remove the threshold if it has no effect" }));
    }
  }
}
