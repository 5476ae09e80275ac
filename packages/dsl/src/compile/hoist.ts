// A quantifier's or comprehension's body that reads nothing but its own variable and the
// module's constants (`every s in stages: s.aid <= 50% × s.costs`) is emitted once at module
// level (`const Q0 = (x) => …;`) rather than as a closure made on every evaluation of the
// expression around it. Whether a body is closed is decided on its generated code: after its
// string literals are removed, every identifier it reads must be its variable or one the module
// declares before any evaluation (ops, Decimal, the constants K…, KL…, the functions F). Any
// other identifier (`e`, an outer quantifier's variable, a function's parameter), or code this
// check cannot read (a quote other than JSON's), keeps the closure where it is.

/** identifiers a hoisted body may read besides its variable */
const MODULE = /^(?:ops|Decimal|K\d+|KL\d+|K_ZERO|F|Q\d+|true|false|null|undefined|NaN|Infinity|new|typeof|void|instanceof|in|Math|Number|BigInt|String)$/;

const TOKEN = /"(?:[^"\\\n]|\\.)*"|(?<![\w$.])[A-Za-z_$][\w$]*/g;

/**
 * `body`, the code of a function of `v`, with `v` written `x`, when it reads nothing but `v` and
 * the module's names; undefined when it reads anything else.
 */
export function closedOver(body: string, v: string): string | undefined {
  if (/['`]/.test(body.replace(/"(?:[^"\\\n]|\\.)*"/g, '""'))) return undefined;
  let closed = true;
  const code = body.replace(TOKEN, (t) => {
    if (t.startsWith('"')) return t;
    if (t === v) return "x";
    if (!MODULE.test(t)) closed = false;
    return t;
  });
  return closed ? code : undefined;
}

/** The module-level functions of hoisted bodies, by their code: one name per distinct body. */
export class Hoisted {
  private readonly byCode = new Map<string, string>();

  /** `(v) => body` as a module-level name when the body is closed, else the closure as it was */
  fn(v: string, body: string): string {
    const closed = closedOver(body, v);
    if (closed === undefined) return `(${v}) => ${body}`;
    const code = `(x) => ${closed}`;
    let name = this.byCode.get(code);
    if (!name) {
      name = `Q${this.byCode.size}`;
      this.byCode.set(code, name);
    }
    return name;
  }

  /** `const Q0 = (x) => …;` for every hoisted body, inner bodies before the bodies that read them */
  declarations(): string[] {
    return [...this.byCode].map(([code, name]) => `const ${name} = ${code};`);
  }
}
