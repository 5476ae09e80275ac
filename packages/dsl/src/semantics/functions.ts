// Functions declared with `define name(x: decimal, ...): boolean = body per source`. A function is
// pure: its body reads only its parameters (and literals, built-ins and other functions), never
// the call, the application, a `let` or points; so a call of it reads what its arguments read,
// and can stand wherever an expression can. It is checked at its definition (the body against
// the declared result type), and at every call (the number and types of the arguments). A
// function may not call itself, directly or through others (AL0603 names the cycle).
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import type { BuiltinHost } from "./builtins/host.js";
import { builtins } from "./builtins/index.js";
import { resolveType } from "./declare.js";
import { stepOnlyOnInput } from "./rangeStep.js";
import type { Model, SymbolInfo } from "./model.js";
import type { Context, TypeChecker } from "./typecheck.js";
import { assignable, ERROR, show, type Ty } from "./types.js";

/** The declared parameter and result types of a function. */
export interface Signature {
  readonly params: ReadonlyArray<{ readonly name: string; readonly ty: Ty; readonly sym: SymbolInfo }>;
  readonly result: Ty;
}

const signatures = new WeakMap<SymbolInfo, Signature>();

export function signatureOf(sym: SymbolInfo): Signature | undefined {
  return signatures.get(sym);
}

/** Declares every `define`: its name (unique among functions, not a built-in's), its parameters and result type. */
export function declareFunctions(m: Model): void {
  for (const d of m.file.declarations) {
    if (d.kind !== "function" || !d.name.text) continue;
    const n = d.name.text;
    const prev = m.functions.get(n);
    if (prev) {
      m.diagnostics.push(diag("AL0202", d.name.span, `expected a new name for this function, found '${n}', already declared as a function`, { hint: "give this function another name", related: [{ span: prev.nameSpan, message: `'${n}' first declared here` }] }));
      continue;
    }
    if (builtins.has(n)) {
      m.diagnostics.push(diag("AL0202", d.name.span, `expected a new name for this function, found '${n}', the name of a built-in function`, { hint: `give this function another name: '${n}' already means the built-in` }));
      continue;
    }
    const result = resolveType(m, d.returns, n);
    stepOnlyOnInput(m, d.returns, `the function '${n}'`);
    const sym: SymbolInfo = { kind: "function", name: n, nameSpan: d.name.span, declSpan: d.span, node: d, type: result };
    const params: Array<{ name: string; ty: Ty; sym: SymbolInfo }> = [];
    for (const p of d.params) {
      if (params.some((x) => x.name === p.name.text)) {
        m.diagnostics.push(diag("AL0202", p.name.span, `expected each parameter of '${n}' once, found a second '${p.name.text}'`, { hint: "rename one of them" }));
        continue;
      }
      const ty = resolveType(m, p.type, `${n}.${p.name.text}`);
      stepOnlyOnInput(m, p.type, `the parameter '${p.name.text}' of '${n}'`);
      const psym: SymbolInfo = { kind: "variable", name: p.name.text, nameSpan: p.name.span, declSpan: p.span, type: ty };
      m.symbols.push(psym);
      params.push({ name: p.name.text, ty, sym: psym });
    }
    signatures.set(sym, { params, result });
    m.functions.set(n, sym);
    m.symbols.push(sym);
  }
}

/** Checks every function's body against its declared result, and refuses recursion. */
export function checkFunctions(m: Model, tc: TypeChecker): void {
  const calls = new Map<string, Array<{ callee: string; span: A.Node["span"] }>>();
  for (const sym of m.functions.values()) {
    const d = sym.node as A.FunctionDecl;
    const sig = signatures.get(sym)!;
    const vars = new Map(sig.params.map((p) => [p.name, { ty: p.ty, sym: p.sym }]));
    const t = tc.expr(d.body, { app: false, points: false, what: `the function '${sym.name}'`, vars, fn: sym.name });
    if (!assignable(t, sig.result)) {
      m.diagnostics.push(diag(t.k === "money" && sig.result.k === "money" ? "AL0302" : "AL0301", d.body.span, `expected a value of the declared result type ${show(sig.result)} for '${sym.name}', found ${show(t)}`, { hint: "correct the body, or the declared result type" }));
    }
    calls.set(sym.name, calledFunctions(m, d.body));
  }
  // a cycle in the call graph: report it once, at the call that closes it
  const state = new Map<string, "visiting" | "done">();
  const path: string[] = [];
  const visit = (f: string): void => {
    state.set(f, "visiting");
    path.push(f);
    for (const c of calls.get(f) ?? []) {
      if (state.get(c.callee) === "visiting") {
        const cycle = [...path.slice(path.indexOf(c.callee)), c.callee];
        const callee = m.functions.get(c.callee)!;
        m.diagnostics.push(
          diag("AL0603", c.span, cycle.length === 2 ? `expected a function computed without calling itself, found '${f}' calling '${f}'` : `expected functions computed without calling themselves, found a cycle: ${cycle.join(" → ")}`, {
            hint: "a function of the law is computed in a fixed number of steps: write the repeated step out, or use a built-in (power, sum over a list)",
            related: [{ span: callee.nameSpan, message: `'${c.callee}' declared here` }],
          }),
        );
      } else if (!state.has(c.callee)) visit(c.callee);
    }
    path.pop();
    state.set(f, "done");
  };
  for (const f of m.functions.keys()) if (!state.has(f)) visit(f);
}

/** The declared functions called in `e`, with the span of each call's name. */
function calledFunctions(m: Model, e: A.Expr): Array<{ callee: string; span: A.Node["span"] }> {
  const out: Array<{ callee: string; span: A.Node["span"] }> = [];
  const walk = (x: A.Expr | undefined): void => {
    if (!x) return;
    switch (x.kind) {
      case "callfn":
        if (m.functions.has(x.fn.text)) out.push({ callee: x.fn.text, span: x.fn.span });
        for (const a of x.args) {
          walk(a.value);
          walk(a.list);
          walk(a.body);
        }
        return;
      case "member":
        return walk(x.object);
      case "unary":
      case "presence":
        return walk(x.operand);
      case "binary":
        walk(x.left);
        return walk(x.right);
      case "if":
        walk(x.cond);
        walk(x.then);
        return walk(x.else);
      case "list":
        return x.items.forEach(walk);
      case "quantifier":
        walk(x.list);
        return walk(x.body);
      default:
        return;
    }
  };
  walk(e);
  return out;
}

/** Checks a call of a declared function: its arguments against the parameters. Its type is the declared result. */
export function checkUserCall(h: BuiltinHost, e: A.CallExpr, ctx: Context, sym: SymbolInfo): Ty {
  const sig = signatures.get(sym);
  h.m.refs.push({ span: e.fn.span, symbol: sym });
  if (!sig) return ERROR;
  const types = e.args.map((a) => h.argExpr(a, ctx));
  if (e.args.length !== sig.params.length) {
    const form = `${sym.name}(${sig.params.map((p) => p.name).join(", ")})`;
    h.report("AL0303", e.span, `${sym.name} takes ${sig.params.length} argument${sig.params.length === 1 ? "" : "s"}, found ${e.args.length}`, { hint: `write ${form}` });
    return sig.result;
  }
  sig.params.forEach((p, i) => {
    const t = types[i]!;
    if (!assignable(t, p.ty)) {
      h.report(t.k === "money" && p.ty.k === "money" ? "AL0302" : "AL0301", e.args[i]!.span, `expected ${show(p.ty)} for the parameter '${p.name}' of '${sym.name}', found ${show(t)}`, { hint: `give '${p.name}' a value of type ${show(p.ty)}` });
    }
  });
  return sig.result;
}

/** A name or a record the body of a function may not read: it reads only its parameters. */
export function impure(h: BuiltinHost, span: A.Node["span"], what: string, fn: string): Ty {
  h.report("AL0207", span, `the function '${fn}' cannot read ${what}: a function reads only its parameters`, { hint: `add a parameter for it and pass the value where '${fn}' is called` });
  return ERROR;
}
