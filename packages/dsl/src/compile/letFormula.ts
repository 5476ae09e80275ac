// A let computed by arithmetic, told with its values where a check shows it (FINDINGS39 6):
// `let note_globale = round(0.40 × c1 + 0.35 × c2 + 0.25 × c3, 2, half_up)`, read by a threshold,
// is told "la note globale : 0,40 × 13,67 + 0,35 × 13,67 + 0,25 × 13,33 = 13,585, arrondi à 2
// décimales, la moitié vers le haut : 13,59 points" — the constants in the language's numbers,
// each operand by its value, the rounding the law prescribes as a jury's mean's is (§8.7.3) —
// and not as code beside its unrounded value ("0.40 × c1 + 0.35 × c2 + 0.25 × c3 : 13,585").
// The runtime reads each operand (engine/metValues.ts) and the catalogues word it (forms.ts
// metValuesText).
import type * as A from "../ast/nodes.js";
import { valueShow, type ExplainEmit } from "./explainValues.js";

const j = JSON.stringify;
const MODES = new Set(["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"]);
const NUMERIC = new Set(["integer", "decimal", "money", "percentage"]);
const PREC: Readonly<Record<string, number>> = { "+": 1, "-": 1, "*": 2, "/": 2 };
/** a formula of more operands is told by its value alone (as before) */
const MOST_TERMS = 8;

const getter = (e: ExplainEmit, x: A.Expr): string => `(e) => ${e.x.emit(x, new Map(), true)}`;

/**
 * The formula of the let `x` names, as the runtime's LetFormula (JS source), where its value is
 * arithmetic (`+`, `-`, `×`, `/`) over numbers and numeric names (criteria, lets, fields, call
 * parameters), optionally rounded to whole decimal places by a mode (`round(…, 2, half_up)`);
 * undefined otherwise (a single name, a call, a conditional: told by the value alone).
 */
export function letFormula(e: ExplainEmit, x: A.Expr): string | undefined {
  if (x.kind !== "name" || e.m.words.has(x)) return undefined;
  const l = e.m.lets.get(x.name.text);
  let v = l ? (l.node as A.LetDecl | undefined)?.value : undefined;
  if (!v) return undefined;
  let rounding = "";
  if (v.kind === "callfn" && v.fn.text === "round" && !e.m.functions.has("round")) {
    if (v.args.length !== 3 || v.args.some((a) => a.variable)) return undefined;
    const p = v.args[1]!.value;
    const m = v.args[2]!.value;
    if (p.kind !== "number" || !/^\d+$/.test(p.value) || m.kind !== "name" || !MODES.has(m.name.text)) return undefined;
    rounding = `, places: ${Number(p.value)}, mode: ${j(m.name.text)}`;
    v = v.args[0]!.value;
  }
  if (v.kind !== "binary" || PREC[v.op] === undefined) return undefined;
  const parts: string[] = [];
  let text = "";
  let terms = 0;
  const flush = (): void => {
    if (text) parts.push(j(text));
    text = "";
  };
  const walk = (y: A.Expr, parens: boolean): boolean => {
    if (parens) text += "(";
    let ok = true;
    if (y.kind === "binary" && PREC[y.op] !== undefined) {
      const p = PREC[y.op]!;
      const lp = y.left.kind === "binary" && PREC[y.left.op] !== undefined && PREC[y.left.op]! < p;
      const rp = y.right.kind === "binary" && PREC[y.right.op] !== undefined && (PREC[y.right.op]! < p || (PREC[y.right.op] === p && (y.op === "-" || y.op === "/")));
      ok = walk(y.left, lp);
      text += y.op === "*" ? " × " : ` ${y.op} `;
      ok = ok && walk(y.right, rp);
    } else if (y.kind === "unary" && y.op === "-") {
      text += "-";
      ok = walk(y.operand, y.operand.kind === "binary");
    } else if (y.kind === "number") {
      flush();
      parts.push(`{ lit: ${j(y.value)} }`);
      terms++;
    } else if ((y.kind === "name" || y.kind === "member") && !e.m.words.has(y) && NUMERIC.has(e.m.types.get(y)?.k ?? "")) {
      flush();
      parts.push(`{ show: ${valueShow(e, y)}, get: ${getter(e, y)} }`);
      terms++;
    } else return false;
    if (parens) text += ")";
    return ok && terms <= MOST_TERMS;
  };
  if (!walk(v, false)) return undefined;
  flush();
  return `{ parts: [${parts.join(", ")}], show: ${valueShow(e, v)}, get: ${getter(e, v)}${rounding} }`;
}
