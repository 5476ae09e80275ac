// The built-in functions of Allot expressions, by name: each family checks its calls in its own
// module. The compiler (compile/expr.ts) and the runtime (ops.ts) give them their values.
import type { BuiltinCheck } from "./host.js";
import { checkFloorCeil, checkRound } from "./rounding.js";
import { checkMinMax } from "./order.js";
import { checkCount, checkSumMean } from "./lists.js";
import { checkAbs } from "./numeric.js";
import { checkDateOf } from "./dates.js";
import { checkPower } from "./power.js";
import { checkDatePart } from "./dateParts.js";
import { checkDateCount, dateCountForms } from "./dateCount.js";
import { checkMedian, checkTrimmedMean } from "./jury.js";
import { checkExtra } from "../checks/builtins.js";
import { checkOutcomeSet } from "./outcome.js";
import { unify, ERROR } from "./host.js";
import { INTEGER } from "../types.js";

/** position and peers (checks/position.ts, checks/aggregates.ts), through the API they are written against */
const extra: BuiltinCheck = (h, e, ctx) =>
  checkExtra(e.fn.text, { expr: (x) => h.expr(x, ctx), report: (c, s, msg, more) => h.report(c, s, msg, more), app: ctx.app, what: ctx.what, unify, integer: INTEGER, error: ERROR }, h.m, e);

export const builtins: ReadonlyMap<string, BuiltinCheck> = new Map<string, BuiltinCheck>([
  ["round", checkRound],
  ["floor", checkFloorCeil],
  ["ceil", checkFloorCeil],
  ["min", checkMinMax],
  ["max", checkMinMax],
  ["sum", checkSumMean],
  ["mean", checkSumMean],
  ["count", checkCount],
  ["median", checkMedian],
  ["trimmed_mean", checkTrimmedMean],
  ["abs", checkAbs],
  ["date_of", checkDateOf],
  ["power", checkPower],
  ["year", checkDatePart],
  ["month", checkDatePart],
  ["day", checkDatePart],
  ["weekday", checkDatePart],
  ...Object.keys(dateCountForms).map((fn): [string, BuiltinCheck] => [fn, checkDateCount]),
  ["position", extra],
  ["peers", extra],
  ["applications", extra],
  ["funded", checkOutcomeSet],
  ["ranked", checkOutcomeSet],
]);

export type { BuiltinCheck, BuiltinHost } from "./host.js";
