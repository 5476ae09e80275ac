// A greedy step over the panel's pairs (§13.6.1): `by most new call.adds ranked above`, where the
// list is a call parameter `list of record { proposal: text, over: text, adds: boolean }` — for a
// pair of applications, whether the panel finds that `proposal` addresses aspects not covered by
// `over`. The engine (runtime engine/greedyPairs.ts) reads the records by these names, so the
// shape is checked here: AL0653 for a list of records that is not a call parameter, or whose
// fields are not exactly these, of these types.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";

const SHAPE = "list of record { proposal: text, over: text, adds: boolean }";

/** The call parameter a pair step reads, or undefined when `k` is not a well-formed pair step. */
export function pairsParameter(k: A.OrderKey): string | undefined {
  const v = k.value;
  return v.kind === "member" && v.object.kind === "root" && v.object.root === "call" ? v.name.text : undefined;
}

/** Whether `t` is a list of records: the pair form of a greedy step (checked by `checkPairs`). */
export function isPairList(t: Ty | undefined): boolean {
  return t?.k === "list" && t.element.k === "record";
}

export function checkPairs(m: Model, k: A.OrderKey, t: Ty): void {
  const fields = t.k === "list" && t.element.k === "record" ? t.element.fields : new Map();
  const want: Array<[string, string]> = [
    ["proposal", "text"],
    ["over", "text"],
    ["adds", "boolean"],
  ];
  const wrong = want.filter(([n, k2]) => fields.get(n)?.type.k !== k2 || fields.get(n)?.optional).map(([n, k2]) => `${n}: ${k2}`);
  const extra = [...fields.keys()].filter((n) => !want.some(([w]) => w === n));
  if (!pairsParameter(k)) {
    m.diagnostics.push(diag("AL0653", k.value.span, `expected the panel's pairs as a call parameter (call.<name>), found ${show(t)} computed here`, { hint: `declare the pairs in the call, 'adds: ${SHAPE}', and write 'by most new call.adds ranked above'` }));
  } else if (wrong.length || extra.length) {
    const what = [wrong.length ? `without ${wrong.join(", ")}` : "", extra.length ? `with ${extra.join(", ")} besides` : ""].filter(Boolean).join(" and ");
    m.diagnostics.push(diag("AL0653", k.value.span, `expected the panel's pairs as a ${SHAPE}, found records ${what}`, { hint: "each record states, for one pair of applications (by id), whether the panel finds that 'proposal' addresses aspects not covered by 'over'" }));
  }
}
