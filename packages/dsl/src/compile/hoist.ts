// A quantifier's or comprehension's body that reads nothing but its own variable and the
// module's constants (`every s in stages: s.aid <= 50% × s.costs`) is emitted once at module
// level (`const Q0 = (x) => …;`) rather than as a closure made on every evaluation of the
// expression around it. A body that reads the environment `e` too (the application, the call, a
// `let` through `L[…](e)`: `every s in stages: s.aid <= 50% × operation_costs`) is emitted once as
// `const Q1 = (x, e) => …;` and called with the `e` around it (`ops.everyWith(list, Q1, e)`,
// runtime withEnv.ts). Whether a body is closed is decided on its generated code: after its
// string literals are removed, every identifier it reads must be its variable, `e`, or one the
// module declares before any evaluation (ops, Decimal, the constants K…, KL…, the functions F,
// the lets L). Any other identifier (an outer quantifier's variable, a function's parameter), or
// code this check cannot read (a quote other than JSON's), keeps the closure where it is.

/** identifiers a hoisted body may read besides its variable and `e` */
const MODULE = /^(?:ops|Decimal|K\d+|KL\d+|K_ZERO|F|L|Q\d+|true|false|null|undefined|NaN|Infinity|new|typeof|void|instanceof|in|Math|Number|BigInt|String)$/;

const TOKEN = /"(?:[^"\\\n]|\\.)*"|(?<![\w$.])[A-Za-z_$][\w$]*/g;

/** A closed body's code, its variable written `x`, and whether it reads the environment `e`. */
export interface Closed {
  readonly code: string;
  readonly withE: boolean;
}

/**
 * `body`, the code of a function of `v`, with `v` written `x`, when it reads nothing but `v`, `e`
 * and the module's names; undefined when it reads anything else.
 */
export function closedOver(body: string, v: string): Closed | undefined {
  if (/['`]/.test(body.replace(/"(?:[^"\\\n]|\\.)*"/g, '""'))) return undefined;
  let closed = true;
  let withE = false;
  const code = body.replace(TOKEN, (t) => {
    if (t.startsWith('"')) return t;
    if (t === v) return "x";
    if (t === "e") withE = true;
    else if (!MODULE.test(t)) closed = false;
    return t;
  });
  return closed ? { code, withE } : undefined;
}

/** A body as the caller emits it: a module-level name (`withE`: called with `e` as well), or the closure as it was. */
export interface Body {
  readonly fn: string;
  readonly withE: boolean;
}

/** The module-level functions of hoisted bodies, by their code: one name per distinct body. */
export class Hoisted {
  private readonly byCode = new Map<string, string>();

  /** `(v) => body` as a module-level name when the body is closed, else the closure as it was */
  fn(v: string, body: string): Body {
    const closed = closedOver(body, v);
    if (closed === undefined) return { fn: `(${v}) => ${body}`, withE: false };
    const code = `${closed.withE ? "(x, e)" : "(x)"} => ${closed.code}`;
    let name = this.byCode.get(code);
    if (!name) {
      name = `Q${this.byCode.size}`;
      this.byCode.set(code, name);
    }
    return { fn: name, withE: closed.withE };
  }

  /** `const Q0 = (x) => …;` for every hoisted body, inner bodies before the bodies that read them */
  declarations(): string[] {
    return [...this.byCode].map(([code, name]) => `const ${name} = ${code};`);
  }
}

/** `ops.<op>(list, fn)`, or `ops.<op>With(list, fn, e)` for a body hoisted with its environment. */
export function callBody(op: string, list: string, body: Body): string {
  return body.withE ? `ops.${op}With(${list}, ${body.fn}, e)` : `ops.${op}(${list}, ${body.fn})`;
}

/** A comprehension's values: `list.map(fn)`, or `ops.mapWith(list, fn, e)` for a body hoisted with its environment. */
export function mapped(list: string, body: Body): string {
  return body.withE ? `ops.mapWith(${list}, ${body.fn}, e)` : `${list}.map(${body.fn})`;
}
