// The checks of a binary expression: 'and'/'or', 'in', comparisons (with an enumeration's bare
// members on either side) and arithmetic, with the diagnostics for operands that do not fit.
import type * as A from "../ast/nodes.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { addType, BOOLEAN, comparable, divType, ERROR, isNumeric, mulType, show, unitsClash, type Ty } from "./types.js";
import type { Context, TypeChecker } from "./typecheck.js";
import { momentAgainstDay } from "./momentDay.js";

function enumOperand(tc: TypeChecker, other: Ty, e: A.Expr): boolean {
  // a bare word compared with an enumeration is one of its members
  if (other.k !== "enum" || e.kind !== "name") return false;
  if (!other.members.includes(e.name.text)) {
    const dym = didYouMean(e.name.text, other.members);
    tc.report("AL0205", e.name.span, `expected a member of ${show(other)}, found '${e.name.text}'`, { hint: dym ?? `write one of ${other.members.join(", ")}, or add '${e.name.text}' to the enumeration` });
  }
  tc.m.words.add(e);
  tc.set(e, other);
  return true;
}

/** A bare member where a named enumeration is expected — a branch of the `if` of a let declared of it (§6.3). */
export function bareMember(tc: TypeChecker, e: A.NameRef, members: Extract<Ty, { k: "enum" }>): Ty {
  enumOperand(tc, members, e);
  return members;
}

export function checkBinary(tc: TypeChecker, e: A.Binary, ctx: Context): Ty {
  if (e.op === "and" || e.op === "or") {
    tc.expectBool(e.left, tc.expr(e.left, ctx), `the left side of '${e.op}'`);
    tc.expectBool(e.right, tc.expr(e.right, ctx), `the right side of '${e.op}'`);
    return BOOLEAN;
  }
  if (e.op === "in") {
    if (e.left.kind === "name" && !isDeclared(tc, e.left.name.text, ctx) && e.right.kind !== "list") {
      // `P1_young_producer in criteria_met`: a bare member of the list's enumeration
      const rt = tc.expr(e.right, ctx);
      if (rt.k === "list" && enumOperand(tc, rt.element, e.left)) return BOOLEAN;
      if (rt.k === "list") compare(tc, e, tc.expr(e.left, ctx), rt.element, e.right);
      return BOOLEAN;
    }
    const lt = tc.expr(e.left, ctx);
    if (e.right.kind === "list") {
      for (const it of e.right.items) if (!enumOperand(tc, lt, it)) compare(tc, e, lt, tc.expr(it, ctx), it);
      tc.set(e.right, { k: "list", element: lt });
      return BOOLEAN;
    }
    const rt = tc.expr(e.right, ctx);
    if (rt.k === "list") compare(tc, e, lt, rt.element, e.right);
    else if (rt.k !== "error") tc.report("AL0301", e.right.span, `'in' needs a list on its right, found ${show(rt)}`, { hint: "write x in [a, b] or name a list field" });
    return BOOLEAN;
  }
  if (e.op === "=" || e.op === "!=" || e.op === "<" || e.op === "<=" || e.op === ">" || e.op === ">=") {
    const ordering = e.op !== "=" && e.op !== "!=";
    const refuseOrder = (t: Ty) => {
      if (ordering && (t.k === "enum" || t.k === "text" || t.k === "boolean")) {
        tc.report("AL0301", e.opSpan, `expected numbers, amounts or dates on both sides of '${e.op}', found ${show(t)}, which has no order`, { hint: t.k === "enum" ? "an enumeration's members have no order: compare with '=' or 'in [..]', or give the levels points with 'match'" : "use '=' or '!=' for texts and yes/no values" });
      }
    };
    // enumeration members may stand bare on either side
    if (e.right.kind === "name" && !isDeclared(tc, e.right.name.text, ctx)) {
      const lt = tc.expr(e.left, ctx);
      if (enumOperand(tc, lt, e.right)) {
        refuseOrder(lt);
        return BOOLEAN;
      }
      compare(tc, e, lt, tc.expr(e.right, ctx), e.right);
      return BOOLEAN;
    }
    if (e.left.kind === "name" && !isDeclared(tc, e.left.name.text, ctx)) {
      const rt = tc.expr(e.right, ctx);
      if (enumOperand(tc, rt, e.left)) {
        refuseOrder(rt);
        return BOOLEAN;
      }
      compare(tc, e, tc.expr(e.left, ctx), rt, e.right);
      return BOOLEAN;
    }
    const lt = tc.expr(e.left, ctx);
    const rt = tc.expr(e.right, ctx);
    compare(tc, e, lt, rt, e.right);
    if (comparable(lt, rt)) refuseOrder(lt);
    return BOOLEAN;
  }
  const lt = tc.expr(e.left, ctx);
  const rt = tc.expr(e.right, ctx);
  if (lt.k === "error" || rt.k === "error") return ERROR;
  const t = e.op === "*" ? mulType(lt, rt) : e.op === "/" ? divType(lt, rt) : addType(lt, rt);
  if (t) return t;
  if (lt.k === "money" && rt.k === "money" && lt.currency === rt.currency && e.op === "*") {
    // two amounts in one currency: not a currency mismatch (AL0302 said "expects two amounts in one
    // currency, found money(EUR) and money(EUR)"); an amount is multiplied by a number (drafter12)
    tc.report("AL0301", e.opSpan, `'${e.op}' multiplies an amount by a number, found two amounts (${show(lt)} and ${show(rt)})`, { hint: "an amount times an amount has no meaning in law; to scale an amount by a ratio of two amounts, divide them first: a × (b / c), not a × b / c" });
  } else if (lt.k === "money" && rt.k === "money") {
    tc.report("AL0302", e.opSpan, `'${e.op}' expects two amounts in one currency, found ${show(lt)} and ${show(rt)}`, { hint: "declare both amounts in the currency the law uses; Allot never converts between currencies" });
  } else if (unitsClash(lt, rt)) {
    unitClash(tc, e, lt, rt);
  } else if ((lt.k === "money") !== (rt.k === "money") && (e.op === "+" || e.op === "-")) {
    const plain = lt.k === "money" ? e.right : e.left;
    const cur = lt.k === "money" ? lt.currency : (rt as { currency: string }).currency;
    tc.report("AL0301", plain.span, `'${e.op}' expects two amounts in ${cur}, found money(${cur}) and a plain number`, { hint: `write the number as an amount: ${plain.kind === "number" ? plain.value : "1000"} ${cur}` });
  } else {
    tc.report("AL0301", e.opSpan, `'${e.op}' needs numbers or amounts, found ${show(lt)} and ${show(rt)}`, { hint: "compute with numbers, percentages or amounts; compare other values with '=' instead" });
  }
  return ERROR;
}

export function isDeclared(tc: TypeChecker, n: string, ctx: Context): boolean {
  return !!ctx.vars?.has(n) || n === "total" || tc.m.criteria.has(n) || tc.m.lets.has(n) || tc.m.appFields.has(n) || tc.m.callFields.has(n);
}

function compare(tc: TypeChecker, e: A.Binary, lt: Ty, rt: Ty, right: A.Expr) {
  if (comparable(lt, rt)) return;
  if (lt.k === "money" && rt.k === "money") {
    tc.report("AL0302", e.opSpan, `'${e.op}' expects two amounts in one currency, found money(${lt.currency}) and money(${rt.currency})`, { hint: `write both amounts in ${lt.currency}; Allot never converts between currencies` });
    return;
  }
  if ((lt.k === "money" && isNumeric(rt)) || (rt.k === "money" && isNumeric(lt))) {
    const cur = lt.k === "money" ? lt.currency : (rt as { currency: string }).currency;
    const plain = lt.k === "money" ? right : e.left;
    tc.report("AL0301", plain.span, `'${e.op}' expects two amounts in ${cur}, found money(${cur}) and a plain number`, { hint: `write the number as an amount: ${plain.kind === "number" ? plain.value : "100000"} ${cur}` });
    return;
  }
  if (unitsClash(lt, rt)) {
    unitClash(tc, e, lt, rt);
    return;
  }
  if (lt.k === "datetime" && rt.k === "datetime") {
    tc.report("AL0301", e.opSpan, `'${e.op}' expects two date-times read in one time zone, found one in ${lt.zone} and one in ${rt.zone}`, { hint: "declare both fields in the time zone the law counts in; Allot compares moments as clock readings" });
    return;
  }
  // a moment against a day: the two readings of a deadline, each a quick fix (FINDINGS39 3)
  if (momentAgainstDay(tc, e, lt, rt)) return;
  tc.report("AL0301", e.opSpan, `'${e.op}' expects two values of one type, found ${show(lt)} and ${show(rt)}`, { hint: "both sides must have the same type" });
}

/** AL0301: numbers of two units (§6.4), which never mix. */
function unitClash(tc: TypeChecker, e: A.Binary, lt: Ty, rt: Ty): void {
  tc.report("AL0301", e.opSpan, `'${e.op}' expects two values of one unit, found ${show(lt)} and ${show(rt)}`, { hint: "Allot never converts between units: declare both in the unit the law counts in, or write the law's conversion with a plain number (km * 1000 for metres)" });
}
