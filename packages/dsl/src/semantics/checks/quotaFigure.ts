// A quota of a figure (`quota fy1 "the 2027–28 funds": at most call.fy1_funds of fy1`, §14.5): the
// sum of a second figure of each grant (its instalment in one financial year, its cash part) is
// capped by a second budget, walked beside the allocation's (Guidelines s. 3.2 of drafter32's
// schemes/drafted_streams: "The instalments payable in a financial year under all grants awarded
// must not exceed the funds available in that year"). The figure is a quantity in the limit's
// unit (AL0301, AL0302). Refused where what a grant draws from the second budget is not defined
// (AL0681): beside `at boundary partial` (a grant cut to what is left of the budget: how much of
// its instalment would it still draw? the law would have to say: the largest amount that fits
// both, scaled? the instalment first?) — the allocation's, a stage's or a call parameter listing
// it —, pro rata (a share: the allocation's, a stage's at its boundary, a group's share of what is
// left), reservations (each reserves a part of the budget: a part of the figure's limit is not
// reserved with it) and first come (its ceiling is of the budget alone). Beside stages and groups
// it is read (fyq34): the quota is the call's, a figure drawn in one stage is gone for the next,
// and a group funded together draws its members' figures together.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Span } from "../../span.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";

const unit = (t: Ty): string => (t.k === "money" ? `an amount in ${t.currency}` : `a plain number (${show(t)})`);

export function checkQuotaFigure(m: Model, a: A.AllocationDecl, q: Extract<A.AllocItem, { kind: "quota" }>): void {
  const f = q.figure!;
  const limit: Ty = m.types.get(q.limit) ?? { k: "error" };
  const figure: Ty = m.types.get(f) ?? { k: "error" };
  const name = q.name.text;
  if (figure.k !== "error" && figure.k !== "money" && figure.k !== "integer" && figure.k !== "decimal") {
    m.diagnostics.push(diag("AL0301", f.span, `the figure of the quota '${name}' must be an amount of money or a quantity, found ${show(figure)}`, { hint: "name the part of each grant the quota's limit caps, for example the instalment payable in the year: fy1" }));
  } else if (figure.k !== "error" && limit.k !== "error" && (limit.k === "money" || limit.k === "integer" || limit.k === "decimal")) {
    if ((figure.k === "money") !== (limit.k === "money")) {
      m.diagnostics.push(diag("AL0301", f.span, `expected the figure of the quota '${name}' in the unit of its limit, ${unit(limit)}, found ${unit(figure)}`, { hint: "the figures of the grants are summed against the limit: write both in one unit", related: [{ span: q.limit.span, message: "the quota's limit" }] }));
    } else if (figure.k === "money" && limit.k === "money" && figure.currency !== limit.currency && figure.currency !== "?" && limit.currency !== "?") {
      m.diagnostics.push(diag("AL0302", f.span, `expected the figure of the quota '${name}' in ${limit.currency}, the currency of its limit, found money(${figure.currency})`, { hint: `declare the figure and the limit in one currency; Allot never converts between ${limit.currency} and ${figure.currency}`, related: [{ span: q.limit.span, message: `the limit is in ${limit.currency}` }] }));
    }
  }
  const where = misplaced(m, a);
  if (where) {
    m.diagnostics.push(diag("AL0681", f.span, `expected a quota of a figure ('at most … of …') in an allocation without ${where.what}, found ${where.what}`, { hint: where.hint, related: [{ span: where.span, message: where.what }] }));
  }
}

function misplaced(m: Model, a: A.AllocationDecl): { what: string; span: Span; hint: string } | undefined {
  const partial = (span: Span, whose: string): { what: string; span: Span; hint: string } => ({ what: `'at boundary partial'${whose}`, span, hint: "a grant cut to what is left of the budget would draw an instalment the law does not say: write 'at boundary skip' (the law's usual reading: an application whose instalment does not fit is passed over) or 'stop'" });
  const share = (span: Span, what: string): { what: string; span: Span; hint: string } => ({ what, span, hint: "a share of the budget draws a share of the figure the law does not say: cap the figure in an allocation that walks the ranking" });
  for (const it of a.items) {
    if (it.kind === "boundary" && partialIn(m, it.value)) return partial(it.span, "");
    if (it.kind === "prorata") return share(it.span, "pro rata");
    if (it.kind === "reservation") return { what: "reservations", span: it.span, hint: "a reservation keeps a part of the budget for some applications; what part of the figure's limit it keeps the law does not say (docs/language.md §14.5)" };
    if (it.kind === "firstcome") return { what: "first come first served", span: it.span, hint: "first come's ceiling is of the budget alone (docs/language.md §14.13)" };
    // a stage or a group is walked with the quota (the call's, carried across the stages); what each grants in part is not
    if (it.kind === "stage") {
      for (const si of it.items) {
        if (si.kind === "boundary" && partialIn(m, si.value)) return partial(si.span, ` in a stage`);
        if (si.kind === "prorata") return share(si.span, "pro rata at a stage's boundary");
      }
    }
    if (it.kind === "group") for (const gi of it.items) if (gi.kind === "share") return share(gi.span, "a group's share of what is left");
  }
  return undefined;
}

/** The boundary is `partial` or a call parameter whose enumeration lists it. */
function partialIn(m: Model, v: A.Expr): boolean {
  if (v.kind === "name" && v.name.text === "partial") return true;
  const t = m.types.get(v);
  return t?.k === "enum" && t.members.includes("partial");
}
