// AL0521's hint for a number of grants that is a decimal (checks/groups.ts): the whole number the
// drafter means. A share of a figure is told floor(…) or ceil(…) of it (mendlaw29); a share
// rounded to 0 places, `round(x, 0, down)`, is still a decimal, and is told the whole-number
// function of the rounding written — floor(x) for down and floor, ceil(x) for up and ceiling — in
// its place in the cap (`max(1, floor(x))`), not floor(round(x, 0, down)) (words30).
import type * as A from "../../ast/nodes.js";
import { exprNodes } from "../../ast/exprNodes.js";

const WHOLE: Readonly<Record<string, readonly [fn: string, way: string]>> = { down: ["floor", "down"], floor: ["floor", "down"], up: ["ceil", "up"], ceiling: ["ceil", "up"] };

/** `round(x, 0, mode)`: its mode's word, or undefined for any other node */
const roundedWhole = (e: A.Expr): string | undefined => {
  if (e.kind !== "callfn" || e.fn.text !== "round" || e.args.length !== 3) return undefined;
  const [, places, mode] = e.args;
  return places!.value.kind === "number" && Number(places!.value.value) === 0 && mode!.value.kind === "name" ? mode!.value.name.text : undefined;
};

/** The hint for a cap of grants `cap` (its source text `text`, the model's whole text `src`) whose type is decimal. */
export function wholeNumberHint(cap: A.Expr, src: string): string {
  const rounds = [...exprNodes(cap)].filter((e) => roundedWhole(e) !== undefined) as A.CallExpr[];
  // the cap as written with each rounding replaced: by `fn(x)` where `fn` is given, else by `x`
  const written = (fn?: (mode: string) => string): string => {
    let out = "";
    let at = cap.span.start;
    for (const r of rounds) {
      if (r.span.start < at) continue; // inside a rounding already replaced
      const x = src.slice(r.args[0]!.span.start, r.args[0]!.span.end);
      const f = fn?.(roundedWhole(r)!);
      out += src.slice(at, r.span.start) + (f ? `${f}(${x})` : x);
      at = r.span.end;
    }
    return out + src.slice(at, cap.span.end);
  };
  const modes = [...new Set(rounds.map((r) => roundedWhole(r)!))];
  const one = modes.length === 1 ? WHOLE[modes[0]!] : undefined;
  if (one) return `round(…, 0, ${modes[0]}) is still a decimal: write ${written(() => one[0])}, the whole number rounding ${one[1]}, which the group's number of grants takes`;
  const x = written();
  return `a share of a figure is a decimal: make it a whole number the way the law says, floor(${x}) rounding down or ceil(${x}) rounding up`;
}
