// Arithmetic chains as expr.ts emits them: a left-leaning chain `a op b op c …` read flat (long
// chains are emitted flat, since parentheses a thousand deep would overflow the JavaScript parser
// that loads the generated code), and a chain of Decimals — a product with a quotient among its
// factors divided once at the end.
import type * as A from "../ast/nodes.js";

export type Chain = { first: A.Expr; rest: Array<{ op: A.BinaryOp; operand: A.Expr }> };

/** The operands and operators of a left-leaning chain `a op b op c …` of the given operators. */
export function chainOf(e: A.Binary, ops: readonly A.BinaryOp[]): Chain {
  const rest: Array<{ op: A.BinaryOp; operand: A.Expr }> = [];
  let cur: A.Expr = e;
  while (cur.kind === "binary" && ops.includes(cur.op)) {
    rest.push({ op: cur.op, operand: cur.right });
    cur = cur.left;
  }
  return { first: cur, rest: rest.reverse() };
}

/** A chain of `+`/`-` or of `*` over Decimals, each operand emitted by `dec`. */
export function decimalChain(op: A.BinaryOp, { first, rest }: Chain, dec: (x: A.Expr) => string): string {
  // a product with a quotient among its factors, `x × (a / b)`, divides once at the end,
  // `(x × a) / b`: the quotient alone is held to 34 digits, so 30000.00 × (0.01 / 30000.00)
  // came out a hair below 0.01 and `round(…, 2, down)` gave 0.00 (drafted_deminimis, E22)
  if (op === "*") {
    const factors = [first, ...rest.map((x) => x.operand)];
    if (factors.some((x) => x.kind === "binary" && x.op === "/")) {
      const numerators: string[] = [];
      const divisors: string[] = [];
      for (const x of factors) {
        if (x.kind === "binary" && x.op === "/") {
          const q = chainOf(x, ["/"]);
          numerators.push(dec(q.first));
          divisors.push(...q.rest.map((d) => dec(d.operand)));
        } else numerators.push(dec(x));
      }
      return `ops.div((${numerators[0]})${numerators.slice(1).map((n) => `.times(${n})`).join("")}, ${divisors.join(", ")})`;
    }
  }
  return `(${dec(first)})` + rest.map((x) => `.${x.op === "+" ? "plus" : x.op === "-" ? "minus" : "times"}(${dec(x.operand)})`).join("");
}
