// What the checker says about a name it cannot resolve in an expression. Kept out of
// typecheck.ts so the cases a drafter meets (a misspelling, a call parameter without 'call.',
// a value whose declaration lost to a duplicate, 'position' in an ordering key) each get the
// message that matches what was written.
import { enumOfMember } from "./namedEnums.js";
import type * as A from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { BuiltinHost } from "./builtins/host.js";
import type { Context } from "./typecheck.js";
import type { SymbolInfo } from "./model.js";

/** Reports an unresolved name (AL0201), or nothing where another diagnostic already covers it. */
export function reportUnknownName(h: BuiltinHost, e: A.NameRef, ctx: Context): void {
  const m = h.m;
  const n = e.name.text;
  // a value declared with a name another declaration already took: AL0202 said so at the declaration
  if (m.file.declarations.some((d) => d.kind === "let" && d.name.text === n && !m.lets.has(n))) return;
  if (n === "position" && ctx.ordering) {
    h.report("AL0201", e.name.span, "expected a value known before the ranking, found 'position', the place the ranking itself gives", {
      hint: "an ordering cannot read the ranking it produces: to order by a place in a list the call supplies (a ranking of consortia or projects), declare that list as a call parameter and order by the position of the value in it; for an order that depends on the applications already placed above, use a greedy ordering step",
    });
    return;
  }
  if (n === "funded" || n === "ranked") {
    h.report("AL0642", e.name.span, `expected ${n} as the list of sum, count, min, max or mean ('w in ${n}: …'), found it elsewhere`, { hint: `write for example max(w in ${n}: w.bid) or count(w in ${n}: true)` });
    return;
  }
  // `budget call.b2 + unused` with no stage after it, in a stage's budget (fix19): `unused <stage>` meant
  if (n === "unused" && ctx.unused) {
    ctx.unused({ kind: "unused", span: e.span, stage: { text: "", span: e.name.span } });
    return;
  }
  const rule = m.rules.find((r) => r.name.text === n) ?? m.thresholds.find((t) => t.name.text === n);
  if (rule) {
    h.report("AL0201", e.name.span, `expected a value, found '${n}', the name of ${rule.kind === "rule" ? "an eligibility rule" : "a threshold"}, which has no value to read`, {
      hint: `repeat the condition of '${n}' here, or declare it once as 'let <name> = <condition>' and use that name in both places`,
    });
    return;
  }
  // a member of a named enumeration, standing where none is expected (§6.3)
  const owner = enumOfMember(m, n);
  if (owner) {
    h.report("AL0201", e.name.span, `expected a value, found '${n}', a member of the enumeration '${owner}', where no value of '${owner}' is expected`, {
      hint: `a member stands bare where the value is of its enumeration: declare the let's type ('let x: ${owner} = if … then ${n} else …'), or compare with it ('x = ${n}')`,
    });
    return;
  }
  // `weight 40% × x`, `weight -0.4 × x`, `weight × x`: no weighted criterion was read, and 'weight' became a name (review40's F3)
  if (n === "weight") {
    h.report("AL0201", e.name.span, "expected a number after 'weight', the weight of a weighted criterion ('weight 0.4 × score'), or a value declared 'weight', found neither", {
      hint: "write the weight as a number above 0: 'weight 0.4 × score' for 40 %, not 'weight 40%' nor 'weight -0.4'; a field or let named 'weight' is read by that name",
    });
    return;
  }
  const candidates = [...(ctx.vars?.keys() ?? []), ...m.lets.keys(), ...(ctx.app ? m.appFields.keys() : []), ...(ctx.points ? [...m.criteria.keys(), "total"] : [])];
  const dym = didYouMean(n, candidates);
  const best = dym?.match(/'([^']+)'/)?.[1];
  const kinds = ctx.points ? "an application field, a 'let' value, a criterion or 'total'" : ctx.app ? "an application field or a 'let' value" : "a 'let' value computed from the call";
  h.report("AL0201", e.name.span, `unknown name '${n}': expected ${kinds}`, {
    hint: dym ?? (ctx.points ? `use 'total' for the sum of all criteria, a criterion's name for its points, or declare '${n}' as an application field or a 'let' value` : `declare '${n}' as an application field or a 'let' value, or check its spelling`),
    ...(best ? { fixes: [{ title: `Change to '${best}'`, span: e.name.span, text: best }] } : {}),
  });
}

/**
 * What a reference makes a let depend on: another value by its name, or the kind of input it
 * reads. A quantifier's variable adds nothing (its list is a reference of its own), and a field
 * of a record inside the call is the call's, not the application's.
 */
export function dependencyOf(sym: SymbolInfo): string {
  if (sym.kind === "let" || sym.kind === "criterion" || sym.kind === "total") return sym.name;
  if (sym.kind === "variable") return "#variable";
  if (sym.kind === "field" && (sym.container === "call" || sym.container?.startsWith("call."))) return "#call-field";
  return "#" + sym.kind;
}

/** The hint where a bare `total` meets an application field of that name (drafter14). */
export const TOTAL_FIELD = "the bare name 'total' is the total of the points; the application field 'total' is read as application.total (or rename the field)";
