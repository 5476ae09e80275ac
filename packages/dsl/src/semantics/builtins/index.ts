// The built-in functions of Allot expressions, by name: each family checks its calls in its own
// module. The compiler (compile/expr.ts) and the runtime (ops.ts) give them their values.
import type { BuiltinCheck } from "./host.js";
import { checkRound } from "./rounding.js";
import { checkMinMax } from "./order.js";
import { checkCount, checkSumMean } from "./lists.js";
import { checkAbs } from "./numeric.js";
import { checkDateOf } from "./dates.js";
import { checkPower } from "./power.js";
import { checkDatePart } from "./dateParts.js";

export const builtins: ReadonlyMap<string, BuiltinCheck> = new Map<string, BuiltinCheck>([
  ["round", checkRound],
  ["min", checkMinMax],
  ["max", checkMinMax],
  ["sum", checkSumMean],
  ["mean", checkSumMean],
  ["count", checkCount],
  ["abs", checkAbs],
  ["date_of", checkDateOf],
  ["power", checkPower],
  ["year", checkDatePart],
  ["month", checkDatePart],
  ["day", checkDatePart],
  ["weekday", checkDatePart],
]);

export type { BuiltinCheck, BuiltinHost } from "./host.js";
