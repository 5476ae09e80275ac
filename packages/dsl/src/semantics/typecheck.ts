// Binding, second half, and typing: resolves every name in an expression, records its type in
// the model, and reports unknown names, type and currency mismatches and misplaced references.
import { checkExtra } from "./checks/builtins.js";
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model, SymbolInfo } from "./model.js";
import { addType, assignable, BOOLEAN, comparable, DATE, DECIMAL, divType, ERROR, INTEGER, isNumeric, mulType, PERCENTAGE, roundingModes, show, TEXT, type Ty } from "./types.js";
import { fieldTys, resolveType } from "./declare.js";
import { span } from "../span.js";
import { unknownCurrency } from "./currency.js";

/** Where an expression stands decides which names it may use. */
export interface Context {
  /** application fields and lets over them */
  readonly app: boolean;
  /** criteria, total and lets over them */
  readonly points: boolean;
  /** what the expression is, for messages: "an eligibility rule", "the budget" */
  readonly what: string;
  readonly vars?: ReadonlyMap<string, { ty: Ty; sym: SymbolInfo }>;
}

const TOTAL: SymbolInfo = { kind: "total", name: "total", nameSpan: span(0, 0), declSpan: span(0, 0), type: DECIMAL };

export class TypeChecker {
  private letState = new Map<string, "visiting" | "done">();
  /** the let currently being typed, so dependencies can be recorded */
  private currentLet: string[] = [];
  readonly letDeps = new Map<string, Set<string>>();

  constructor(private readonly m: Model) {}

  private report(code: Parameters<typeof diag>[0], s: A.Node["span"], message: string, extra: Parameters<typeof diag>[3] = {}) {
    this.m.diagnostics.push(diag(code, s, message, extra));
  }

  private set(e: A.Expr, t: Ty): Ty {
    this.m.types.set(e, t);
    return t;
  }

  private ref(s: A.Node["span"], sym: SymbolInfo) {
    this.m.refs.push({ span: s, symbol: sym });
    const cur = this.currentLet[this.currentLet.length - 1];
    if (cur) this.letDeps.get(cur)!.add(sym.kind === "let" || sym.kind === "criterion" || sym.kind === "total" ? sym.name : "#" + sym.kind);
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
    try {
      t = this.expr(decl.value, { app: true, points: true, what: `the value '${sym.name}'` });
    } finally {
      // also when the value is too deep for the stack: leave the let typed (as an error), not "visiting"
      this.currentLet.splice(this.currentLet.lastIndexOf(sym.name));
      this.letState.set(sym.name, "done");
      sym.type = t;
    }
    if (decl.type) {
      // a written type is a statement about the value: it must hold (when it does, the computed type, with its range, is kept)
      const declared = resolveType(this.m, decl.type, sym.name);
      if (!assignable(t, declared)) {
        this.report(t.k === "money" && declared.k === "money" ? "AL0302" : "AL0301", decl.value.span, `expected a value of the declared type ${show(declared)} for '${sym.name}', found ${show(t)}`, {
          hint: declared.k === "money" && isNumeric(t) && decl.value.kind === "number" ? `write the amount with its currency: ${decl.value.value} ${declared.currency}` : "correct the formula, or the declared type",
        });
        t = declared; // where the value is used, the declared type is what the drafter meant
        sym.type = t;
      }
    }
    const deps = this.letDeps.get(sym.name)!;
    if ([...deps].some((d) => this.m.pointsDependent.has(d))) this.m.pointsDependent.add(sym.name);
    if (![...deps].some((d) => d === "#app-field" || d === "#variable" || d === "#field" || this.m.pointsDependent.has(d) || (this.m.lets.has(d) && !this.m.callOnly.has(d)))) this.m.callOnly.add(sym.name);
    return t;
  }

  expr(e: A.Expr, ctx: Context): Ty {
    switch (e.kind) {
      case "error":
        return this.set(e, ERROR);
      case "number":
        return this.set(e, e.integer ? { k: "integer", lo: e.value, hi: e.value } : { k: "decimal", lo: e.value, hi: e.value });
      case "percent":
        return this.set(e, PERCENTAGE);
      case "money":
        if (!/^[A-Z]{3}$/.test(e.currency.text)) {
          // typed as an error, so the amount's other uses do not repeat the complaint as a currency mismatch
          this.report("AL0205", e.currency.span, `expected a three-letter ISO 4217 currency code after the amount, found '${e.currency.text}'`, { hint: `write the code in capitals, for example ${e.value} EUR or ${e.value} PLN` });
          return this.set(e, ERROR);
        }
        {
          const unknown = unknownCurrency(e.currency.text);
          if (unknown) {
            this.report("AL0205", e.currency.span, unknown.message, { hint: unknown.hint });
            return this.set(e, ERROR);
          }
        }
        return this.set(e, { k: "money", currency: e.currency.text });
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
        if (e.root === "application" && !ctx.app) {
          this.report("AL0207", e.span, `${ctx.what} is about the call as a whole and cannot read the application`, { hint: "use a call parameter here (call.<name>), declared in the call block" });
          return this.set(e, ERROR);
        }
        return this.set(e, { k: "record", fields: fieldTys(e.root === "call" ? this.m.callFields : this.m.appFields) });
      case "name":
        return this.set(e, this.name(e, ctx));
      case "member":
        return this.set(e, this.member(e, ctx));
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
        return this.set(e, this.binary(e, ctx));
      case "presence": {
        const t = this.expr(e.operand, ctx);
        if (!this.isOptionalAccess(e.operand) && t.k !== "error") this.report("AL0301", e.operand.span, "expected an optional field before 'is present', found a value that is always there", { hint: "mark the field 'optional' if the form may leave it empty, or drop the test" });
        return this.set(e, BOOLEAN);
      }
      case "if": {
        this.expectBool(e.cond, this.expr(e.cond, ctx), "the condition of 'if'");
        const a = this.expr(e.then, ctx);
        const b = this.expr(e.else, ctx);
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
    const v = ctx.vars?.get(n);
    if (v) {
      this.ref(e.span, v.sym);
      return v.ty;
    }
    if (n === "total") {
      if (!ctx.points) return this.misplaced(e, "the total of points", ctx);
      this.ref(e.span, TOTAL);
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
      if (!ctx.app) return this.misplaced(e, `the application field '${n}'`, ctx);
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
    const candidates = [...(ctx.vars?.keys() ?? []), ...this.m.lets.keys(), ...(ctx.app ? this.m.appFields.keys() : []), ...(ctx.points ? [...this.m.criteria.keys(), "total"] : [])];
    const dym = didYouMean(n, candidates);
    const best = dym?.match(/'([^']+)'/)?.[1];
    const kinds = ctx.points ? "an application field, a 'let' value, a criterion or 'total'" : ctx.app ? "an application field or a 'let' value" : "a 'let' value computed from the call";
    this.report("AL0201", e.name.span, `unknown name '${n}': expected ${kinds}`, {
      hint: dym ?? (ctx.points ? `use 'total' for the sum of all criteria, a criterion's name for its points, or declare '${n}' as an application field or a 'let' value` : `declare '${n}' as an application field or a 'let' value, or check its spelling`),
      ...(best ? { fixes: [{ title: `Change to '${best}'`, span: e.name.span, text: best }] } : {}),
    });
    return ERROR;
  }

  private misplaced(e: A.NameRef, what: string, ctx: Context): Ty {
    const beforePoints = !ctx.points && ctx.app;
    const why = beforePoints ? "points are not known yet there (eligibility and scoring come first)" : "it is evaluated once for the whole call";
    const hint = beforePoints ? "move the test to a threshold, which is applied after scoring, or use an input that is known before scoring" : "use a call parameter here (call.<name>), or a 'let' value computed only from call parameters";
    this.report("AL0207", e.name.span, `${ctx.what} cannot use ${what}: ${why}`, { hint });
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
    const sym = this.fieldSymbol(e, f.name);
    if (sym) this.ref(e.name.span, sym);
    return f.type;
  }

  /** The declaring symbol of a field reached through `call.x`, `application.x` or a record path. */
  private fieldSymbol(e: A.Member, field: string): SymbolInfo | undefined {
    if (e.object.kind === "root") return (e.object.root === "call" ? this.m.callFields : this.m.appFields).get(field);
    const path = this.pathOf(e.object);
    if (!path) return undefined;
    return this.m.symbols.find((s) => s.kind === "field" && s.container === path && s.name === field);
  }

  private pathOf(e: A.Expr): string | undefined {
    if (e.kind === "root") return e.root;
    if (e.kind === "name" && this.m.appFields.has(e.name.text)) return "application." + e.name.text;
    if (e.kind === "member") {
      const p = this.pathOf(e.object);
      return p ? p + "." + e.name.text : undefined;
    }
    if (e.kind === "name") {
      // a quantifier variable over a list of records: its fields are declared under the list's path
      const ref = [...this.m.refs].reverse().find((r) => r.span.start === e.span.start && r.span.end === e.span.end);
      const t = ref?.symbol.type;
      if (ref?.symbol.kind === "variable" && t) return this.m.symbols.find((s) => s.kind !== "variable" && s.type?.k === "list" && s.type.element === t) ? this.listPath(t) : undefined;
    }
    return undefined;
  }

  private listPath(el: Ty): string | undefined {
    for (const s of this.m.symbols) if (s.type?.k === "list" && s.type.element === el) return (s.container ?? "") + "." + s.name;
    return undefined;
  }

  private enumOperand(other: Ty, e: A.Expr): boolean {
    // a bare word compared with an enumeration is one of its members
    if (other.k !== "enum" || e.kind !== "name") return false;
    if (!other.members.includes(e.name.text)) {
      const dym = didYouMean(e.name.text, other.members);
      this.report("AL0205", e.name.span, `expected a member of ${show(other)}, found '${e.name.text}'`, { hint: dym ?? `write one of ${other.members.join(", ")}, or add '${e.name.text}' to the enumeration` });
    }
    this.m.words.add(e);
    this.set(e, other);
    return true;
  }

  private binary(e: A.Binary, ctx: Context): Ty {
    if (e.op === "and" || e.op === "or") {
      this.expectBool(e.left, this.expr(e.left, ctx), `the left side of '${e.op}'`);
      this.expectBool(e.right, this.expr(e.right, ctx), `the right side of '${e.op}'`);
      return BOOLEAN;
    }
    if (e.op === "in") {
      if (e.left.kind === "name" && !this.isDeclared(e.left.name.text, ctx) && e.right.kind !== "list") {
        // `P1_young_producer in criteria_met`: a bare member of the list's enumeration
        const rt = this.expr(e.right, ctx);
        if (rt.k === "list" && this.enumOperand(rt.element, e.left)) return BOOLEAN;
        if (rt.k === "list") this.compare(e, this.expr(e.left, ctx), rt.element, e.right);
        return BOOLEAN;
      }
      const lt = this.expr(e.left, ctx);
      if (e.right.kind === "list") {
        for (const it of e.right.items) if (!this.enumOperand(lt, it)) this.compare(e, lt, this.expr(it, ctx), it);
        this.set(e.right, { k: "list", element: lt });
        return BOOLEAN;
      }
      const rt = this.expr(e.right, ctx);
      if (rt.k === "list") this.compare(e, lt, rt.element, e.right);
      else if (rt.k !== "error") this.report("AL0301", e.right.span, `'in' needs a list on its right, found ${show(rt)}`, { hint: "write x in [a, b] or name a list field" });
      return BOOLEAN;
    }
    if (e.op === "=" || e.op === "!=" || e.op === "<" || e.op === "<=" || e.op === ">" || e.op === ">=") {
      const ordering = e.op !== "=" && e.op !== "!=";
      const refuseOrder = (t: Ty) => {
        if (ordering && (t.k === "enum" || t.k === "text" || t.k === "boolean")) {
          this.report("AL0301", e.opSpan, `expected numbers, amounts or dates on both sides of '${e.op}', found ${show(t)}, which has no order`, { hint: t.k === "enum" ? "an enumeration's members have no order: compare with '=' or 'in [..]', or give the levels points with 'match'" : "use '=' or '!=' for texts and yes/no values" });
        }
      };
      // enumeration members may stand bare on either side
      if (e.right.kind === "name" && !this.isDeclared(e.right.name.text, ctx)) {
        const lt = this.expr(e.left, ctx);
        if (this.enumOperand(lt, e.right)) {
          refuseOrder(lt);
          return BOOLEAN;
        }
        this.compare(e, lt, this.expr(e.right, ctx), e.right);
        return BOOLEAN;
      }
      if (e.left.kind === "name" && !this.isDeclared(e.left.name.text, ctx)) {
        const rt = this.expr(e.right, ctx);
        if (this.enumOperand(rt, e.left)) {
          refuseOrder(rt);
          return BOOLEAN;
        }
        this.compare(e, this.expr(e.left, ctx), rt, e.right);
        return BOOLEAN;
      }
      const lt = this.expr(e.left, ctx);
      const rt = this.expr(e.right, ctx);
      this.compare(e, lt, rt, e.right);
      if (comparable(lt, rt)) refuseOrder(lt);
      return BOOLEAN;
    }
    const lt = this.expr(e.left, ctx);
    const rt = this.expr(e.right, ctx);
    if (lt.k === "error" || rt.k === "error") return ERROR;
    const t = e.op === "*" ? mulType(lt, rt) : e.op === "/" ? divType(lt, rt) : addType(lt, rt);
    if (t) return t;
    if (lt.k === "money" && rt.k === "money") {
      this.report("AL0302", e.opSpan, `'${e.op}' expects two amounts in one currency, found ${show(lt)} and ${show(rt)}`, { hint: "declare both amounts in the currency the law uses; Allot never converts between currencies" });
    } else if ((lt.k === "money") !== (rt.k === "money") && (e.op === "+" || e.op === "-")) {
      const plain = lt.k === "money" ? e.right : e.left;
      const cur = lt.k === "money" ? lt.currency : (rt as { currency: string }).currency;
      this.report("AL0301", plain.span, `'${e.op}' expects two amounts in ${cur}, found money(${cur}) and a plain number`, { hint: `write the number as an amount: ${plain.kind === "number" ? plain.value : "1000"} ${cur}` });
    } else {
      this.report("AL0301", e.opSpan, `'${e.op}' needs numbers or amounts, found ${show(lt)} and ${show(rt)}`, { hint: "compute with numbers, percentages or amounts; compare other values with '=' instead" });
    }
    return ERROR;
  }

  private isDeclared(n: string, ctx: Context): boolean {
    return !!ctx.vars?.has(n) || n === "total" || this.m.criteria.has(n) || this.m.lets.has(n) || this.m.appFields.has(n) || this.m.callFields.has(n);
  }

  private compare(e: A.Binary, lt: Ty, rt: Ty, right: A.Expr) {
    if (comparable(lt, rt)) return;
    if (lt.k === "money" && rt.k === "money") {
      this.report("AL0302", e.opSpan, `'${e.op}' expects two amounts in one currency, found money(${lt.currency}) and money(${rt.currency})`, { hint: `write both amounts in ${lt.currency}; Allot never converts between currencies` });
      return;
    }
    if ((lt.k === "money" && isNumeric(rt)) || (rt.k === "money" && isNumeric(lt))) {
      const cur = lt.k === "money" ? lt.currency : (rt as { currency: string }).currency;
      const plain = lt.k === "money" ? right : e.left;
      this.report("AL0301", plain.span, `'${e.op}' expects two amounts in ${cur}, found money(${cur}) and a plain number`, { hint: `write the number as an amount: ${plain.kind === "number" ? plain.value : "100000"} ${cur}` });
      return;
    }
    if (lt.k === "datetime" && rt.k === "datetime") {
      this.report("AL0301", e.opSpan, `'${e.op}' expects two date-times read in one time zone, found one in ${lt.zone} and one in ${rt.zone}`, { hint: "declare both fields in the time zone the law counts in; Allot compares moments as clock readings" });
      return;
    }
    this.report("AL0301", e.opSpan, `'${e.op}' expects two values of one type, found ${show(lt)} and ${show(rt)}`, { hint: "both sides must have the same type" });
  }

  private callFn(e: A.CallExpr, ctx: Context): Ty {
    const fn = e.fn.text;
    const args = e.args;
    const arity = (lo: number, hi: number, form: string): boolean => {
      if (args.length < lo || args.length > hi) {
        this.report("AL0303", e.span, `${fn} takes ${lo === hi ? lo : `${lo} to ${hi}`} argument${hi === 1 ? "" : "s"}, found ${args.length}`, { hint: `write ${form}` });
        for (const a of args) this.argExpr(a, ctx);
        return false;
      }
      return true;
    };
    switch (fn) {
      case "round": {
        if (!arity(3, 3, "round(value, places, half_up)")) return ERROR;
        const vt = this.argExpr(args[0]!, ctx);
        const places = args[1]!.value;
        if (places.kind !== "number" || !places.integer) this.report("AL0303", places.span, `expected the number of decimal places as a whole number, found '${this.m.text.slice(places.span.start, places.span.end)}'`, { hint: "give the number of places, not the step: round(x, 2, half_up) rounds to the cent" });
        else this.set(places, INTEGER);
        const mode = args[2]!.value;
        if (mode.kind !== "name" || !(roundingModes as readonly string[]).includes(mode.name.text)) {
          const w = mode.kind === "name" ? mode.name.text : "this";
          this.report("AL0205", mode.span, `expected a rounding mode (${roundingModes.join(", ")}), found '${w}'`, { hint: (mode.kind === "name" ? didYouMean(mode.name.text, roundingModes) : undefined) ?? "write the mode the law prescribes, for example round(x, 2, half_up)" });
        } else {
          this.m.words.add(mode);
          this.set(mode, { k: "word", word: mode.name.text });
        }
        if (!(isNumeric(vt) || vt.k === "money" || vt.k === "error")) this.report("AL0303", args[0]!.span, `round needs a number or an amount, found ${show(vt)}`, { hint: "round the amount or number the law computes, for example round(requested * 90%, 2, half_up)" });
        return vt.k === "money" ? { k: "money", currency: vt.currency } : vt.k === "error" ? ERROR : DECIMAL;
      }
      case "min":
      case "max": {
        if (args.length === 1) {
          const el = this.aggregateElement(args[0]!, ctx, fn);
          return el;
        }
        if (!arity(2, 99, `${fn}(a, b)`)) return ERROR;
        let t: Ty | undefined;
        for (const a of args) {
          const at = this.argExpr(a, ctx);
          if (!(isNumeric(at) || at.k === "money" || at.k === "date" || at.k === "datetime" || at.k === "error")) this.report("AL0303", a.span, `${fn} compares numbers, amounts or dates, found ${show(at)}`, { hint: `give ${fn} values that can be ordered` });
          const u: Ty | undefined = t ? unify(t, at) : at;
          if (!u) {
            const money = t!.k === "money" ? t! : at.k === "money" ? at : undefined;
            const plain = at.k === "money" ? undefined : a.value;
            const hint =
              t!.k === "money" && at.k === "money"
                ? `write every value of ${fn} in ${t!.currency}; Allot never converts between currencies`
                : money && money.k === "money" && plain && isNumeric(at)
                  ? `write the number as an amount: ${plain.kind === "number" ? plain.value : "1000"} ${money.currency}`
                  : `give every value of ${fn} the same type`;
            this.report(t!.k === "money" && at.k === "money" ? "AL0302" : "AL0303", a.span, `${fn} expects values of one type, found ${show(t!)} and ${show(at)}`, { hint });
          }
          t = u ?? t;
        }
        return t ?? ERROR;
      }
      case "sum":
      case "mean": {
        if (!arity(1, 1, `${fn}(list) or ${fn}(x in list: value)`)) return ERROR;
        const el = this.aggregateElement(args[0]!, ctx, fn);
        if (!(isNumeric(el) || el.k === "money" || el.k === "error")) this.report("AL0303", args[0]!.span, `${fn} adds numbers or amounts, found ${show(el)}`, { hint: `give ${fn} a list of numbers or amounts, or ${fn}(x in list: x.field)` });
        if (fn === "mean") return el.k === "money" ? { k: "money", currency: el.currency } : el.k === "error" ? ERROR : DECIMAL;
        return el.k === "integer" ? INTEGER : el.k === "money" ? { k: "money", currency: el.currency } : el.k === "error" ? ERROR : DECIMAL;
      }
      case "count": {
        if (!arity(1, 1, "count(list) or count(x in list: condition)")) return ERROR;
        const a = args[0]!;
        if (a.variable) {
          const el = this.aggregateElement(a, ctx, fn);
          if (el.k !== "boolean" && el.k !== "error") this.report("AL0303", a.body!.span, `count counts the items for which a condition holds, found ${show(el)}`, { hint: "write a condition after ':', for example count(p in partners: p.rural)" });
        } else {
          const t = this.argExpr(a, ctx);
          if (t.k !== "list" && t.k !== "error") this.report("AL0303", a.span, `count needs a list, found ${show(t)}`, { hint: "a number is already a count: use the value itself, for example 'partners >= 2'" });
        }
        return INTEGER;
      }
      case "abs": {
        if (!arity(1, 1, "abs(x)")) return ERROR;
        const t = this.argExpr(args[0]!, ctx);
        if (!(isNumeric(t) || t.k === "money" || t.k === "error")) {
          this.report("AL0303", args[0]!.span, `expected a number or an amount for abs, found ${show(t)}`, { hint: "abs gives the size of a number or an amount, without its sign" });
          return ERROR;
        }
        return t.k === "integer" ? INTEGER : t;
      }
      case "date_of": {
        if (!arity(1, 1, "date_of(moment)")) return ERROR;
        const t = this.argExpr(args[0]!, ctx);
        if (t.k !== "datetime" && t.k !== "error") this.report("AL0303", args[0]!.span, `date_of takes a date-time, found ${show(t)}`, { hint: t.k === "date" ? "the value is already a date: drop date_of" : "give date_of a field declared as datetime(\"Europe/Warsaw\")" });
        return DATE;
      }
      case "position": case "peers": return checkExtra(fn, { expr: (x) => this.expr(x, ctx), report: (c, s, msg, extra) => this.report(c, s, msg, extra), unify, integer: INTEGER, error: ERROR }, this.m, e);
      default: {
        for (const a of args) this.argExpr(a, ctx);
        const fns = ["round", "min", "max", "sum", "mean", "count", "abs", "date_of", "position", "peers"];
        this.report("AL0201", e.fn.span, `unknown function '${fn}': expected one of ${fns.join(", ")}`, { hint: didYouMean(fn, fns) ?? "compute it with the built-in functions, or with arithmetic and 'if ... then ... else'" });
        return ERROR;
      }
    }
  }

  private argExpr(a: A.Argument, ctx: Context): Ty {
    if (a.variable) {
      this.report("AL0303", a.span, "this function takes a value here, not 'x in list: ...'", { hint: "only sum, mean, min, max and count go over a list with 'x in list: ...'" });
      return ERROR;
    }
    return this.expr(a.value, ctx);
  }

  /** The element type of sum/mean/min/max/count over a list or a comprehension `x in list: value`. */
  private aggregateElement(a: A.Argument, ctx: Context, fn: string): Ty {
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

/** The common type of two branches, widening integer to decimal. */
export function unify(a: Ty, b: Ty): Ty | undefined {
  if (a.k === "error") return b;
  if (b.k === "error") return a;
  if (a.k === "datetime" && b.k === "datetime") return a.zone === "*" ? b : b.zone === "*" || a.zone === b.zone ? a : undefined;
  if (a.k === b.k && a.k !== "money" && a.k !== "enum" && a.k !== "record" && a.k !== "list") return a.k === "integer" || a.k === "decimal" || a.k === "percentage" ? { k: a.k } : a;
  if (isNumeric(a) && isNumeric(b)) return DECIMAL;
  if (a.k === "money" && b.k === "money" && a.currency === b.currency) return { k: "money", currency: a.currency };
  if (a.k === "enum" && b.k === "enum") return a;
  if (a.k === "list" && b.k === "list") return a;
  return undefined;
}
