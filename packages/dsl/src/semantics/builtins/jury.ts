// A jury's scores (docs/language.md §8.7.3): `median(list)` and `trimmed_mean(list, k, n)` — the
// mean after the k highest and the k lowest scores are set aside, where at least n scores were
// given (fewer: the mean of all, nothing set aside). A list of numbers only (or `x in list:
// value`); k and n are whole numbers written out, as the law writes them, with n > 2k so that a
// score always remains. The value is a decimal, exact (a quotient to 34 significant digits, as
// `mean`): the law's rounding is written with `round`. An empty list is a run-time reason; a list
// written empty (`median([])`) is AL0303 (host.ts `emptyList`).
import type * as A from "../../ast/nodes.js";
import type { Context } from "../typecheck.js";
import { DECIMAL, ERROR, show, type Ty } from "../types.js";
import { arity, emptyList, type BuiltinHost } from "./host.js";

/** The scores' list (its element a whole number, a decimal or a percentage); false after reporting. */
function scores(h: BuiltinHost, fn: string, a: A.Argument, ctx: Context): boolean {
  const el = h.aggregateElement(a, ctx, fn);
  if (emptyList(h, fn, a, ctx)) return false;
  if (el.k === "integer" || el.k === "decimal" || el.k === "percentage" || el.k === "error") return el.k !== "error";
  const hint =
    el.k === "money"
      ? `${fn} takes a jury's scores, not amounts: use mean(…) or sum(…) of amounts`
      : `give ${fn} a list of numbers, for example ${fn === "median" ? "median(scores.quality)" : "trimmed_mean(scores.quality, 1, 5)"}, or ${fn}(j in jurors: j.score)`;
  h.report("AL0303", a.span, `${fn} takes a list of numbers (a jury's scores), found ${show(el)}`, { hint });
  return false;
}

export function checkMedian(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  if (!arity(h, e, ctx, 1, 1, "median(scores) or median(j in jurors: j.score)")) return ERROR;
  return scores(h, "median", e.args[0]!, ctx) ? DECIMAL : ERROR;
}

/** A whole number written out (`1`, `5`), else undefined: exact, however many digits it has. */
const whole = (a: A.Argument): bigint | undefined => (!a.variable && a.value.kind === "number" && /^\d+$/.test(a.value.value) ? BigInt(a.value.value) : undefined);

export function checkTrimmedMean(h: BuiltinHost, e: A.CallExpr, ctx: Context): Ty {
  const form = "trimmed_mean(scores, 1, 5): the mean without the highest and the lowest score, where at least 5 scores were given";
  if (!arity(h, e, ctx, 3, 3, form)) return ERROR;
  const [list, kArg, nArg] = e.args as [A.Argument, A.Argument, A.Argument];
  let ok = scores(h, "trimmed_mean", list, ctx);
  const k = whole(kArg), n = whole(nArg);
  h.argExpr(kArg, ctx);
  h.argExpr(nArg, ctx);
  // the run and its explanation hold k and n as JavaScript numbers: exact up to 2^53 - 1
  const huge = [kArg, nArg].find((x, i) => ([k, n][i] ?? 0n) > BigInt(Number.MAX_SAFE_INTEGER));
  if (huge) {
    h.report("AL0303", huge.span, `trimmed_mean takes numbers of scores up to ${Number.MAX_SAFE_INTEGER}, found ${oneLine(h, huge)}`, {
      hint: "write the number the law names: no jury gives more scores than that",
    });
    return ERROR;
  }
  if (k === undefined || k < 1n) {
    h.report("AL0303", kArg.span, `trimmed_mean sets aside a whole number of scores at each end, at least 1, found ${oneLine(h, kArg)}`, {
      hint: k === 0n ? "with nothing set aside it is the mean: write mean(scores)" : "write how many of the highest (and of the lowest) scores the law sets aside, for example 1",
    });
    ok = false;
  }
  if (n === undefined) {
    h.report("AL0303", nArg.span, `trimmed_mean needs how many scores must be given before any is set aside, written as a whole number, found ${oneLine(h, nArg)}`, {
      hint: "write the number the law names (\"where five or more jurors scored\": 5)",
    });
    ok = false;
  } else if (k !== undefined && k >= 1n && n <= 2n * k) {
    h.report("AL0303", nArg.span, `trimmed_mean sets aside ${k} highest and ${k} lowest, so it needs at least ${2n * k + 1n} scores to keep one, found ${n}`, {
      hint: `write ${2n * k + 1n} or more: with fewer scores than that nothing could remain`,
    });
    ok = false;
  }
  return ok ? DECIMAL : ERROR;
}

const oneLine = (h: BuiltinHost, a: A.Argument): string => h.m.text.slice(a.span.start, a.span.end).replace(/\s+/g, " ");
