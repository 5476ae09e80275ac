// Expressions → JavaScript. Every number is a runtime Decimal (exact), every date a day number,
// every moment a wall-clock millisecond count; names and strings are emitted through
// JSON.stringify, so no text in a scheme can break out of the generated code.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import { percentToDecimal } from "../semantics/declare.js";

export class ExprEmitter {
  private readonly constants = new Map<string, string>();
  private varCount = 0;

  constructor(private readonly m: Model) {}

  /** `const K0 = new Decimal("2"); ...` for every numeric literal used. */
  constantDeclarations(): string {
    return [...this.constants].map(([value, name]) => `const ${name} = new Decimal(${JSON.stringify(value)});`).join("\n");
  }

  decimal(value: string): string {
    let name = this.constants.get(value);
    if (!name) {
      name = `K${this.constants.size}`;
      this.constants.set(value, name);
    }
    return name;
  }

  type(e: A.Expr): Ty | undefined {
    return this.m.types.get(e);
  }

  /** JS source of `e`; `vars` maps quantifier variables to JS identifiers. */
  emit(e: A.Expr, vars: ReadonlyMap<string, string> = new Map(), raw = false): string {
    switch (e.kind) {
      case "error":
        return `ops.fail("this expression has an error")`;
      case "number":
        return this.decimal(e.value);
      case "percent":
        return this.decimal(percentToDecimal(e.value));
      case "money":
        return this.decimal(e.value);
      case "string":
        return JSON.stringify(e.value);
      case "bool":
        return String(e.value);
      case "date": {
        const [y, mo, d] = e.value.split("-").map(Number) as [number, number, number];
        return String(Date.UTC(y, mo - 1, d) / 86_400_000);
      }
      case "datetime": {
        const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?/.exec(e.value);
        const ms = m?.[7] ? Number((m[7] + "00").slice(0, 3)) : 0;
        return m ? String(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0, ms)) : "NaN";
      }
      case "list":
        return `[${e.items.map((i) => this.emit(i, vars)).join(", ")}]`;
      case "root":
        return e.root === "call" ? "e.c" : "e.a";
      case "name":
        return this.name(e, vars, raw);
      case "member": {
        // under `is present`, every step of the path may be absent: optional chaining, no `need`
        const obj = this.emit(e.object, vars, raw);
        const access = raw ? `${obj}?.[${JSON.stringify(e.name.text)}]` : `${obj}[${JSON.stringify(e.name.text)}]`;
        const ot = this.type(e.object);
        const optional = ot?.k === "record" && !!ot.fields.get(e.name.text)?.optional;
        return optional && !raw ? `ops.need(${access}, ${JSON.stringify(this.path(e))})` : access;
      }
      case "unary":
        return e.op === "not" ? `!(${this.emit(e.operand, vars)})` : `(${this.emit(e.operand, vars)}).neg()`;
      case "binary":
        return this.binary(e, vars);
      case "presence": {
        const v = this.emit(e.operand, vars, true);
        return e.negated ? `(${v} === undefined)` : `(${v} !== undefined)`;
      }
      case "if":
        return `(${this.emit(e.cond, vars)} ? ${this.emit(e.then, vars)} : ${this.emit(e.else, vars)})`;
      case "quantifier": {
        const v = this.fresh();
        const inner = new Map(vars).set(e.variable.text, v);
        return `ops.${e.q}(${this.emit(e.list, vars)}, (${v}) => ${this.emit(e.body, inner)})`;
      }
      case "callfn":
        return this.call(e, vars);
    }
  }

  private fresh(): string {
    return `v${this.varCount++}`;
  }

  private path(e: A.Expr): string {
    if (e.kind === "member") return `${this.path(e.object)}.${e.name.text}`;
    if (e.kind === "name") return e.name.text;
    if (e.kind === "root") return e.root;
    return "value";
  }

  private name(e: A.NameRef, vars: ReadonlyMap<string, string>, raw: boolean): string {
    const n = e.name.text;
    if (this.m.words.has(e)) return JSON.stringify(n);
    const v = vars.get(n);
    if (v) return v;
    if (n === "total" || this.m.criteria.has(n)) return `e.p[${JSON.stringify(n)}]`;
    if (this.m.lets.has(n)) return `L[${JSON.stringify(n)}](e)`;
    const f = this.m.appFields.get(n);
    if (f) {
      const access = `e.a[${JSON.stringify(n)}]`;
      return (f.node as A.FieldDecl).optional && !raw ? `ops.need(${access}, ${JSON.stringify(n)})` : access;
    }
    if (this.m.callFields.has(n)) return `e.c[${JSON.stringify(n)}]`;
    return `ops.fail(${JSON.stringify(`unknown name ${n}`)})`;
  }

  private isDecimal(t: Ty | undefined): boolean {
    return !!t && (t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money");
  }

  /** The operands and operators of a left-leaning chain `a op b op c …` of the given operators. */
  private chain(e: A.Binary, ops: readonly A.BinaryOp[]): { first: A.Expr; rest: Array<{ op: A.BinaryOp; operand: A.Expr }> } {
    const rest: Array<{ op: A.BinaryOp; operand: A.Expr }> = [];
    let cur: A.Expr = e;
    while (cur.kind === "binary" && ops.includes(cur.op)) {
      rest.push({ op: cur.op, operand: cur.right });
      cur = cur.left;
    }
    return { first: cur, rest: rest.reverse() };
  }

  private binary(e: A.Binary, vars: ReadonlyMap<string, string>): string {
    // Long chains are emitted flat (a && b && c, a.plus(b).minus(c)): nested parentheses a
    // thousand deep would overflow the JavaScript parser that loads the generated code.
    if (e.op === "and" || e.op === "or") {
      const { first, rest } = this.chain(e, [e.op]);
      return `(${[first, ...rest.map((x) => x.operand)].map((x) => this.emit(x, vars)).join(e.op === "and" ? " && " : " || ")})`;
    }
    if (e.op === "+" || e.op === "-" || e.op === "*") {
      const { first, rest } = this.chain(e, e.op === "*" ? ["*"] : ["+", "-"]);
      return `(${this.emit(first, vars)})` + rest.map((x) => `.${x.op === "+" ? "plus" : x.op === "-" ? "minus" : "times"}(${this.emit(x.operand, vars)})`).join("");
    }
    if (e.op === "/") {
      const { first, rest } = this.chain(e, ["/"]);
      return `ops.div(${[first, ...rest.map((x) => x.operand)].map((x) => this.emit(x, vars)).join(", ")})`;
    }
    const l = this.emit(e.left, vars);
    const r = e.op === "in" ? "" : this.emit(e.right, vars);
    switch (e.op) {
      case "in":
        return `ops.inList(${l}, ${this.emit(e.right, vars)})`;
      default: {
        const op = e.op === "=" ? "===" : e.op === "!=" ? "!==" : e.op;
        if (this.isDecimal(this.type(e.left)) || this.isDecimal(this.type(e.right))) return `((${l}).cmp(${r}) ${op} 0)`;
        return `(${l} ${op} ${r})`;
      }
    }
  }

  private call(e: A.CallExpr, vars: ReadonlyMap<string, string>): string {
    const args = e.args;
    const comp = (a: A.Argument, f: (list: string, v: string, body: string) => string): string => {
      const v = this.fresh();
      const inner = new Map(vars).set(a.variable!.text, v);
      return f(this.emit(a.list!, vars), v, this.emit(a.body!, inner));
    };
    switch (e.fn.text) {
      case "round": {
        const places = args[1]?.value.kind === "number" ? args[1].value.value : "0";
        const mode = args[2]?.value.kind === "name" ? args[2].value.name.text : "half_even";
        return `ops.round(${this.emit(args[0]!.value, vars)}, ${Number(places)}, ${JSON.stringify(mode)})`;
      }
      case "min":
      case "max":
        if (args.length === 1) {
          const a = args[0]!;
          return a.variable ? comp(a, (l, v, b) => `ops.${e.fn.text}(${l}.map((${v}) => ${b}))`) : `ops.${e.fn.text}(${this.emit(a.value, vars)})`;
        }
        return `ops.${e.fn.text}(${args.map((a) => this.emit(a.value, vars)).join(", ")})`;
      case "sum":
      case "mean": {
        const a = args[0]!;
        return a.variable ? comp(a, (l, v, b) => `ops.${e.fn.text}(${l}.map((${v}) => ${b}))`) : `ops.${e.fn.text}(${this.emit(a.value, vars)})`;
      }
      case "count": {
        const a = args[0]!;
        return a.variable ? comp(a, (l, v, b) => `ops.countIf(${l}, (${v}) => ${b})`) : `ops.count(${this.emit(a.value, vars)})`;
      }
      case "abs":
        return `(${this.emit(args[0]!.value, vars)}).abs()`;
      case "date_of":
        return `ops.dayOf(${this.emit(args[0]!.value, vars)})`;
      default:
        return `ops.fail(${JSON.stringify(`unknown function ${e.fn.text}`)})`;
    }
  }
}
