// The size of a reserve list given by an expression (`reserve call.reserve_size`): it is read
// from the call alone, once, and is a whole number. `reserve 5` and `reserve all` need no check;
// a number written below zero (`reserve -1`) is refused at the number (AL0535), not left to the run.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model } from "./model.js";
import type { TypeChecker } from "./typecheck.js";
import { show } from "./types.js";

export function checkReserve(m: Model, tc: TypeChecker, it: Extract<A.AllocItem, { kind: "reserve" }>): void {
  const size = it.size;
  if (!size) return;
  if (size.kind === "name" && !m.lets.has(size.name.text) && !m.callFields.has(size.name.text) && !m.appFields.has(size.name.text)) {
    const n = size.name.text;
    m.diagnostics.push(diag("AL0205", size.span, `expected the size of the reserve list (a whole number, 'all', or a call parameter), found '${n}'`, { hint: didYouMean(n, ["all", ...m.lets.keys()]) ?? "write 'reserve 5', 'reserve all' (every application not funded) or 'reserve call.<parameter>'" }));
    return;
  }
  if (size.kind === "unary" && size.op === "-" && size.operand.kind === "number" && Number(size.operand.value) !== 0) {
    m.diagnostics.push(diag("AL0535", size.span, `expected the size of the reserve list as a whole number of 0 or more, found -${size.operand.value}`, { hint: "write the number of places the law gives the list ('reserve 5'), 'reserve 0' for none, or 'reserve all' for every application not funded", fixes: [{ title: `Write ${size.operand.value}`, span: size.span, text: size.operand.value }] }));
    return;
  }
  const t = tc.expr(size, { app: false, points: false, what: "the size of the reserve list" });
  if (t.k !== "integer" && t.k !== "error") {
    m.diagnostics.push(diag("AL0301", size.span, `expected the size of the reserve list as a whole number, found ${show(t)}`, { hint: "declare the call parameter as integer, or write 'reserve all' for every application not funded" }));
  }
}
