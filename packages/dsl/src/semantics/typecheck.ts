// Binding, second half, and typing: resolves every name in an expression, records its type in
// the model, and reports unknown names, type and currency mismatches and misplaced references.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model, SymbolInfo } from "./model.js";
import { assignable, BOOLEAN, DATE, DECIMAL, ERROR, INTEGER, isNumeric, PERCENTAGE, show, TEXT, type Ty } from "./types.js";
import { builtins, type BuiltinHost } from "./builtins/index.js";
import { unify } from "./builtins/host.js";
import { dependencyOf, reportUnknownName, TOTAL_FIELD } from "./names.js";
import { checkUserCall, impure } from "./functions.js";

export { unify };
import { fieldTys, resolveType } from "./declare.js";
import { stepOnlyOnInput } from "./rangeStep.js";
import { span } from "../span.js";
import { unknownCurrency } from "./currency.js";
import { bareMember, checkBinary, isDeclared } from "./binary.js";
import { unsummedTotal } from "./checks/unsummed.js";
import { memberPoint, memberPointsHint, OUTCOME_MEMBERS } from "./builtins/outcome.js";
import { fieldSymbol } from "./fieldPath.js";
import { declaredRange } from "./letRange.js";
import { checkIndex, keysRead, memberKey } from "./keyed.js";

/** Where an expression stands decides which names it may use. */
export interface Context {
  /** application fields and lets over them */
  readonly app: boolean;
  /** criteria, total and lets over them */
  readonly points: boolean;
  /** what the expression is, for messages: "an eligibility rule", "the budget" */
  readonly what: string;
  readonly vars?: ReadonlyMap<string, { ty: Ty; sym: SymbolInfo }>;
  /** an ordering key: 'position' there is the ranking's own output */
  readonly ordering?: boolean;
  /** the body of this function: it reads only its parameters (functions.ts) */
  readonly fn?: string;
  /** a stage's budget: `unused <stage>` read there, checked against the allocation's stages (checks/budgetFlow.ts) */
  readonly unused?: (e: A.UnusedRef) => Ty;
  /** the enumeration the value is declared of (`let e: echelon = if … then e7 else e0bis`, §6.3): a bare member may stand as a branch of an `if` */
  readonly members?: Extract<Ty, { k: "enum" }>;
}

const TOTAL: SymbolInfo = { kind: "total", name: "total", nameSpan: span(0, 0), declSpan: span(0, 0), type: DECIMAL };

export class TypeChecker implements BuiltinHost {
  private letState = new Map<string, "visiting" | "done">();
  /** the let currently being typed, so dependencies can be recorded */
  private currentLet: string[] = [];
  readonly letDeps = new Map<string, Set<string>>();

  constructor(readonly m: Model) {}

  report(code: Parameters<typeof diag>[0], s: A.Node["span"], message: string, extra: Parameters<typeof diag>[3] = {}) {
    this.m.diagnostics.push(diag(code, s, message, extra));
  }

  set(e: A.Expr, t: Ty): Ty {
    this.m.types.set(e, t);
    return t;
  }

  private ref(s: A.Node["span"], sym: SymbolInfo) {
    this.m.refs.push({ span: s, symbol: sym });
    const cur = this.currentLet[this.currentLet.length - 1];
    if (cur) this.letDeps.get(cur)!.add(dependencyOf(sym));
  }

  /** Types a let on first use (or at its declaration), detecting cycles. */
  letType(sym: SymbolInfo, at?: A.Node["span"]): Ty {
    const state = this.letState.get(sym.name);
    if (state === "done") return sym.type ?? ERROR;
    if (state === "visiting") {
      const cycle = [...this.currentLet.slice(this.currentLet.indexOf(sym.name)), sym.name].join(" → ");
      this.report("AL0206", at ?? sym.nameSpan, `expected '${sym.name}' to be computed from other values, found that it depends on itself: ${cycle}`, { hint: "break the cycle: one of the values in it must be computed from inputs without the others", related: [{ span: sym.nameSpan, message: `'${sym.name}' declared here` }] });
      return ERROR;
    }
    this.letState.set(sym.name, "visiting");
    this.letDeps.set(sym.name, new Set());
    this.currentLet.push(sym.name);
    const decl = sym.node as A.LetDecl;
    let t: Ty = ERROR;
    // a let of a named enumeration: its `if` may give the members bare (§6.3)
    const members = decl.type?.kind === "named" && !decl.type.key ? this.m.enums.get(decl.type.name.text)?.type : undefined;
    try {
      t = this.expr(decl.value, { app: true, points: true, what: `the value '${sym.name}'`, ...(members?.k === "enum" ? { members } : {}) });
    } finally {
      // also when the value is too deep for the stack: leave the let typed (as an error), not "visiting"
      this.currentLet.splice(this.currentLet.lastIndexOf(sym.name));
      this.letState.set(sym.name, "done");
      sym.type = t;
    }
    if (decl.type) {
      // a written type is a statement about the value: it must hold (when it does, the computed type, with its range, is kept)
      const declared = resolveType(this.m, decl.type, sym.name);
      stepOnlyOnInput(this.m, decl.type, `the let '${sym.name}'`);
      if (!assignable(t, declared)) {
        this.report(t.k === "money" && declared.k === "money" ? "AL0302" : "AL0301", decl.value.span, `expected a value of the declared type ${show(declared)} for '${sym.name}', found ${show(t)}`, {
          hint: declared.k === "money" && isNumeric(t) && decl.value.kind === "number" ? `write the amount with its currency: ${decl.value.value} ${declared.currency}` : "correct the formula, or the declared type",
        });
        t = declared; // where the value is used, the declared type is what the drafter meant
        sym.type = t;
      } else {
        const computed = t;
        if (declared.k === "decimal" && declared.places !== undefined) t = sym.type = declared; // decimal(2): the value prints with its declared places
        t = sym.type = declaredRange(this.m, sym.name, computed, t, declared);
      }
    }
    const deps = this.letDeps.get(sym.name)!;
    if ([...deps].some((d) => this.m.pointsDependent.has(d))) this.m.pointsDependent.add(sym.name);
    if (![...deps].some((d) => d === "#app-field" || d === "#field" || this.m.pointsDependent.has(d) || (this.m.lets.has(d) && !this.m.callOnly.has(d)))) this.m.callOnly.add(sym.name);
    return t;
  }

  expr(e: A.Expr, outer: Context): Ty {
    // the declared enumeration reaches the branches of an `if`, and no deeper (§6.3)
    const members = outer.members;
    const ctx: Context = members ? { ...outer, members: undefined } : outer;
    if (members && e.kind === "name" && !isDeclared(this, e.name.text, ctx) && e.bound === undefined) return this.set(e, bareMember(this, e, members));
    switch (e.kind) {
      case "error":
        return this.set(e, ERROR);
      case "number":
        return this.set(e, e.integer ? { k: "integer", lo: e.value, hi: e.value } : { k: "decimal", lo: e.value, hi: e.value });
      case "percent":
        return this.set(e, PERCENTAGE);
      case "money": {
        // three capitals (the grammar reads no other word as a currency: syntaxErrors.ts says so of
        // one in small letters); one that names no currency is typed as an error, so the amount's
        // other uses do not repeat the complaint as a currency mismatch
        const unknown = unknownCurrency(e.currency.text);
        if (unknown) {
          this.report("AL0205", e.currency.span, unknown.message, { hint: unknown.hint });
          return this.set(e, ERROR);
        }
        return this.set(e, { k: "money", currency: e.currency.text });
      }
      case "string":
        return this.set(e, TEXT);
      case "bool":
        return this.set(e, BOOLEAN);
      case "date":
        if (!validCalendarDate(e.value)) this.report("AL0301", e.span, `expected a calendar date, found ${e.value}, which does not exist`, { hint: "check the day and the month" });
        return this.set(e, DATE);
      case "datetime":
        if (/(Z|[+-]\d{2}:\d{2})$/.test(e.value)) {
          this.report("AL0301", e.span, `expected a moment on the clock of the value it is compared with, found the offset in ${e.value}`, { hint: "write the moment without Z or an offset: it is read in the time zone of the date-time it is compared with" });
        } else if (!validCalendarDate(e.value.slice(0, 10)) || Number(e.value.slice(11, 13)) > 23 || Number(e.value.slice(14, 16)) > 59) {
          this.report("AL0301", e.span, `expected a date and time that exist, found ${e.value}`, { hint: "check the day, the month and the hour" });
        }
        return this.set(e, { k: "datetime", zone: "*" });
      case "list": {
        let el: Ty | undefined;
        for (const it of e.items) {
          const t = this.expr(it, ctx);
          // [1, 2.5] is a list of decimals: items widen to their common type
          if (!el || el.k === "word") el = t;
          else if (t.k !== "word") el = unify(el, t) ?? el;
        }
        return this.set(e, { k: "list", element: el ?? ERROR });
      }
      case "root":
        if (ctx.fn) return this.set(e, impure(this, e.span, e.root === "call" ? "the call" : "the application", ctx.fn));
        if (e.root === "application" && !ctx.app) {
          this.report("AL0207", e.span, `${ctx.what} is about the call as a whole and cannot read the application`, { hint: "use a call parameter here (call.<name>), declared in the call block" });
          return this.set(e, ERROR);
        }
        return this.set(e, { k: "record", fields: fieldTys(e.root === "call" ? this.m.callFields : this.m.appFields) });
      case "name":
        return this.set(e, this.name(e, ctx));
      case "member":
        return this.set(e, this.member(e, ctx));
      case "index": {
        const ot = this.expr(e.object, ctx);
        // a member written out, `call.valid_ballots[riverside]`: the figure of that member (§5.1)
        const report = (s: A.Node["span"], message: string, hint: string): void => this.report("AL0548", s, message, { hint });
        // a figure by two keys read by one, or a figure per key read by two (§5.1)
        const wrong = keysRead(e, ot);
        if (wrong) {
          report(e.span, wrong.message, wrong.hint);
          return this.set(e, ERROR);
        }
        if (e.key.kind === "name" && ot.k === "keyed" && !isDeclared(this, e.key.name.text, ctx)) return this.set(e, memberKey(this.m, e.key, ot, report));
        return this.set(e, checkIndex(e, ot, this.expr(e.key, ctx), report));
      }
      case "unary": {
        const t = this.expr(e.operand, ctx);
        if (e.op === "not") {
          this.expectBool(e.operand, t, "'not'");
          return this.set(e, BOOLEAN);
        }
        if (!(isNumeric(t) || t.k === "money" || t.k === "error")) this.report("AL0301", e.operand.span, `'-' needs a number or an amount of money, found ${show(t)}`, { hint: "use 'not' to negate a yes/no value" });
        return this.set(e, t.k === "integer" ? INTEGER : t.k === "money" ? { k: "money", currency: t.currency } : t.k === "error" ? ERROR : DECIMAL);
      }
      case "binary":
        return this.set(e, checkBinary(this, e, ctx));
      case "presence": {
        const t = this.expr(e.operand, ctx);
        if (!this.isOptionalAccess(e.operand) && t.k !== "error") this.report("AL0301", e.operand.span, "expected an optional field before 'is present', found a value that is always there", { hint: "mark the field 'optional' if the form may leave it empty, or drop the test" });
        return this.set(e, BOOLEAN);
      }
      case "if": {
        this.expectBool(e.cond, this.expr(e.cond, ctx), "the condition of 'if'");
        const a = this.expr(e.then, members ? { ...ctx, members } : ctx);
        const b = this.expr(e.else, members ? { ...ctx, members } : ctx);
        const t = unify(a, b);
        if (!t) {
          this.report("AL0301", e.else.span, `both branches of 'if' must have one type: 'then' gives ${show(a)}, 'else' gives ${show(b)}`, { hint: a.k === "money" && isNumeric(b) && e.else.kind === "number" ? `write the 'else' value as an amount: ${e.else.value} ${a.currency}` : b.k === "money" && isNumeric(a) && e.then.kind === "number" ? `write the 'then' value as an amount: ${e.then.value} ${b.currency}` : "give both branches the same kind of value" });
          return this.set(e, ERROR);
        }
        return this.set(e, t);
      }
      case "quantifier": {
        const lt = this.expr(e.list, ctx);
        const el = this.elementType(e.list, lt, `'${e.q}'`);
        const vars = this.withVar(ctx, e.variable, el);
        this.expectBool(e.body, this.expr(e.body, { ...ctx, vars }), `the condition of '${e.q}'`);
        return this.set(e, BOOLEAN);
      }
      case "callfn":
        return this.set(e, this.callFn(e, ctx));
      case "unused":
        if (ctx.unused) return this.set(e, ctx.unused(e));
        this.report("AL0510", e.span, `${ctx.what} cannot use 'unused ${e.stage.text}': what a stage left of its budget is read only in the budget of a later stage`, { hint: "write it in the budget of the stage after it: 'budget call.budget_2 + unused one'" });
        return this.set(e, ERROR);
    }
  }

  private withVar(ctx: Context, v: A.Name, ty: Ty): Map<string, { ty: Ty; sym: SymbolInfo }> {
    const vars = new Map(ctx.vars ?? []);
    const sym: SymbolInfo = { kind: "variable", name: v.text, nameSpan: v.span, declSpan: v.span, type: ty };
    this.m.symbols.push(sym);
    vars.set(v.text, { ty, sym });
    return vars;
  }

  private elementType(e: A.Expr, t: Ty, what: string): Ty {
    if (t.k === "list") return t.element;
    if (t.k !== "error") this.report("AL0301", e.span, `${what} goes over a list, found ${show(t)}`, { hint: "name a field declared as 'list of ...'" });
    return ERROR;
  }

  private isOptionalAccess(e: A.Expr): boolean {
    if (e.kind === "member") {
      const ot = this.m.types.get(e.object);
      return ot?.k === "record" && !!ot.fields.get(e.name.text)?.optional;
    }
    if (e.kind === "name") {
      const f = this.m.appFields.get(e.name.text);
      return !!f && (f.node as A.FieldDecl).optional;
    }
    return false;
  }

  expectBool(e: A.Expr, t: Ty, what: string): void {
    if (t.k !== "boolean" && t.k !== "error") {
      const x = e.kind === "name" ? e.name.text : e.kind === "member" ? this.m.text.slice(e.span.start, e.span.end) : "x";
      this.report("AL0301", e.span, `${what} must be true or false, found ${show(t)}`, { hint: `state a condition on the value, for example '${x} >= 3'` });
    }
  }

  private name(e: A.NameRef, ctx: Context): Ty {
    const n = e.name.text;
    // a stage's or group's key read as one member (perKey.ts): a value of the key's enumeration, whatever else bears the member's name
    const key = e.bound !== undefined ? this.m.appFields.get(n)?.type : undefined;
    if (key?.k === "enum") {
      this.m.words.add(e);
      return key;
    }
    const v = ctx.vars?.get(n);
    if (v) {
      this.ref(e.span, v.sym);
      return v.ty;
    }
    if (ctx.fn && isDeclared(this, n, ctx)) return impure(this, e.name.span, `'${n}'`, ctx.fn);
    if (n === "total") {
      if (!ctx.points) return this.misplaced(e, "the total of points", ctx, this.m.appFields.has("total") ? TOTAL_FIELD : undefined);
      this.ref(e.span, TOTAL), this.m.unsummed && unsummedTotal(this.m, e.span);
      return DECIMAL;
    }
    const c = this.m.criteria.get(n);
    if (c) {
      if (!ctx.points) return this.misplaced(e, `the points of criterion '${n}'`, ctx);
      this.ref(e.span, c.symbol);
      return DECIMAL;
    }
    const l = this.m.lets.get(n);
    if (l) {
      const t = this.letType(l, e.span);
      this.ref(e.span, l);
      if (!ctx.points && this.m.pointsDependent.has(n)) return this.misplaced(e, `'${n}', which depends on points`, ctx);
      if (!ctx.app && !this.m.callOnly.has(n)) return this.misplaced(e, `'${n}', which reads the application`, ctx);
      return t;
    }
    const f = this.m.appFields.get(n);
    if (f) {
      this.ref(e.span, f);
      // a group's cap is one figure for all its members (§14.12): its key, an enumeration, it may read
      const capHint = ctx.what === "the cap per group" ? `a group's cap is one figure for all its members: it reads call parameters, and the group's key where the group is 'group by' an enumeration field (call.students[field]); a figure each member gives ('${n}') may differ between them: test it per application with an eligibility rule` : undefined;
      if (!ctx.app) return this.misplaced(e, `the application field '${n}'`, ctx, capHint);
      return f.type ?? ERROR;
    }
    const callField = this.m.callFields.get(n);
    if (callField) {
      this.report("AL0201", e.name.span, `expected 'call.${n}' for the call parameter '${n}', found '${n}' alone`, {
        hint: `write call.${n}`,
        fixes: [{ title: `Write call.${n}`, span: e.name.span, text: `call.${n}` }],
      });
      // the parameter is meant here: do not also call it unused
      this.ref(e.span, callField);
      return callField.type ?? ERROR;
    }
    reportUnknownName(this, e, ctx);
    return ERROR;
  }

  private misplaced(e: A.NameRef, what: string, ctx: Context, fieldHint?: string): Ty {
    const beforePoints = !ctx.points && ctx.app;
    const why = beforePoints ? "points are not known yet there (eligibility and scoring come first)" : "it is evaluated once for the whole call";
    const hint = fieldHint ?? memberPointsHint(this.m, e.name.text, ctx.vars) ?? (beforePoints ? "move the test to a threshold, which is applied after scoring, or use an input that is known before scoring" : "use a call parameter here (call.<name>), or a 'let' value computed only from call parameters");
    const fixes = fieldHint && ctx.app ? { fixes: [{ title: "Change to 'application.total'", span: e.name.span, text: "application.total" }] } : {};
    this.report("AL0207", e.name.span, `${ctx.what} cannot use ${what}: ${why}`, { hint, ...fixes });
    return ERROR;
  }

  private member(e: A.Member, ctx: Context): Ty {
    const ot = this.expr(e.object, ctx);
    if (ot.k === "error") return ERROR;
    if (ot.k !== "record") {
      this.report("AL0203", e.name.span, `expected a record before '.${e.name.text}', found ${show(ot)}, which has no fields`, { hint: `only records (call, application, record fields) have fields: write the value without '.${e.name.text}', or name the record that holds '${e.name.text}'` });
      return ERROR;
    }
    const f = ot.fields.get(e.name.text);
    const points = OUTCOME_MEMBERS.has(ot) ? memberPoint(this.m, e, f, (sym) => this.letType(sym, e.name.span), (sym) => this.ref(e.name.span, sym)) : undefined;
    if (points) return points;
    if (!f && OUTCOME_MEMBERS.has(ot) && this.m.lets.has(e.name.text) && !this.m.pointsDependent.has(e.name.text)) {
      // a let of the application's values alone is not a member's (§16.3: its fields and its points; review38 F5)
      this.report("AL0203", e.name.span, `expected an input field or points of the member, found '${e.name.text}', a let computed without points, which a member of the outcome does not carry`, {
        hint: `read the fields '${e.name.text}' is computed from (w.<field>), or publish '${e.name.text}' as a column; a let computed from points is read so (w.<let>)`,
      });
      return ERROR;
    }
    if (!f) {
      const where = e.object.kind === "root" ? e.object.root : "this record";
      const dym = didYouMean(e.name.text, ot.fields.keys());
      const best = dym?.match(/'([^']+)'/)?.[1];
      this.report("AL0203", e.name.span, `${where} has no field '${e.name.text}'`, {
        hint: dym ?? `its fields are ${[...ot.fields.keys()].join(", ") || "none"}`,
        ...(best ? { fixes: [{ title: `Change to '${best}'`, span: e.name.span, text: best }] } : {}),
      });
      return ERROR;
    }
    const sym = fieldSymbol(this.m, e, f.name);
    if (sym) this.ref(e.name.span, sym);
    return f.type;
  }


  private callFn(e: A.CallExpr, ctx: Context): Ty {
    // `distinct` counts different values: with count only (§8.7)
    if (e.fn.text !== "count") for (const a of e.args) if (a.distinct) this.report("AL0303", a.distinct.span, `expected 'distinct' only in count(distinct x in list: value), found it in ${e.fn.text}`, { hint: "remove 'distinct', or count the different values with count(distinct x in list: value)" });
    const check = builtins.get(e.fn.text);
    if (check) return check(this, e, ctx);
    const user = this.m.functions.get(e.fn.text);
    if (user) return checkUserCall(this, e, ctx, user);
    for (const a of e.args) this.argExpr(a, ctx);
    const fns = [...builtins.keys()];
    this.report("AL0201", e.fn.span, `unknown function '${e.fn.text}': expected one of ${fns.join(", ")}`, { hint: didYouMean(e.fn.text, fns) ?? "compute it with the built-in functions, or with arithmetic and 'if ... then ... else'" });
    return ERROR;
  }

  argExpr(a: A.Argument, ctx: Context): Ty {
    if (a.variable) {
      this.report("AL0303", a.span, "this function takes a value here, not 'x in list: ...'", { hint: "only sum, mean, min, max and count go over a list with 'x in list: ...'" });
      return ERROR;
    }
    return this.expr(a.value, ctx);
  }

  /** The element type of sum/mean/min/max/count over a list or a comprehension `x in list: value`. */
  aggregateElement(a: A.Argument, ctx: Context, fn: string): Ty {
    if (a.variable && a.list && a.body) {
      const lt = this.expr(a.list, ctx);
      this.set(a.value, BOOLEAN);
      const el = this.elementType(a.list, lt, fn);
      const vars = this.withVar(ctx, a.variable, el);
      return this.expr(a.body, { ...ctx, vars });
    }
    const t = this.expr(a.value, ctx);
    return this.elementType(a.value, t, fn);
  }
}

function validCalendarDate(s: string): boolean {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  if (!(m >= 1 && m <= 12 && d >= 1)) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}
