// Which regimes score their applications (§22: "points": null where not scored). A regime that
// ranks by order of receipt gives no points: its applications have none — not 0 — and their
// explanations show no points step. A regime is scored when anything that decides or publishes
// its outcome reads points: a threshold (the scheme's or its own), a key or tie-break step of
// its ranking, an item of its allocation, or a published column — `total`, a criterion, or a
// `let` over them (the checker's `pointsDependent`).
import type * as A from "../ast/nodes.js";
import type { Model, RegimeView } from "../semantics/model.js";
import { reasonParts } from "../semantics/reasons.js";

/** Whether expression `e` reads points. */
function readsPoints(m: Model, e: A.Expr): boolean {
  switch (e.kind) {
    case "name":
      return m.pointsDependent.has(e.name.text) || m.criteria.has(e.name.text);
    case "member":
      return readsPoints(m, e.object);
    case "unary":
      return readsPoints(m, e.operand);
    case "binary":
      return readsPoints(m, e.left) || readsPoints(m, e.right);
    case "presence":
      return readsPoints(m, e.operand);
    case "if":
      return readsPoints(m, e.cond) || readsPoints(m, e.then) || readsPoints(m, e.else);
    case "list":
      return e.items.some((x) => readsPoints(m, x));
    case "quantifier":
      return readsPoints(m, e.list) || readsPoints(m, e.body);
    case "callfn":
      return e.args.some((a) => readsPoints(m, a.value) || (a.list !== undefined && readsPoints(m, a.list)) || (a.body !== undefined && readsPoints(m, a.body)));
    default:
      return false;
  }
}

function itemExprs(i: A.AllocItem): A.Expr[] {
  if (i.kind === "budget") return i.value === "unlimited" ? [] : [i.value];
  if (i.kind === "amount" || i.kind === "boundary") return [i.value];
  if (i.kind === "quota") return [i.limit, ...(i.figure ? [i.figure] : []), ...(i.when ? [i.when] : [])];
  if (i.kind === "reservation") return [i.limit, i.when];
  // `pro rata by total`: the weight reads the points (an allocation without a ranking scored nothing, and every weight was 0)
  if (i.kind === "prorata") return i.weight ? [i.weight] : [];
  // a stage's condition, budget, threshold and its own ranking's keys and steps
  if (i.kind === "stage") return [...(i.when ? [i.when] : []), ...i.items.flatMap((x) => ("value" in x ? [x.value] : x.kind === "ranking" ? rankingExprs(x.ranking) : []))];
  return [];
}

function rankingExprs(r: A.RankingDecl | undefined): A.Expr[] {
  return [...(r?.keys ?? []).map((k) => k.value), ...(r?.tiebreak?.steps ?? []).flatMap((s) => (s.kind === "unresolved" ? [] : [s.value]))];
}

/** Whether threshold `t` reads points: its condition, or a value its reason prints (`{total}`). */
function thresholdReadsPoints(m: Model, t: A.ThresholdDecl): boolean {
  return readsPoints(m, t.condition) || (reasonParts(m, t) ?? []).some((p) => typeof p !== "string" && readsPoints(m, p));
}

/** Whether regime `r` scores its applications. */
export function regimeScored(m: Model, r: RegimeView): boolean {
  // a threshold over votes and a call value reads no points (drafter17: each project was told "Total 0")
  if (m.thresholds.some((t) => thresholdReadsPoints(m, t)) || r.thresholds.some((t) => thresholdReadsPoints(m, t))) return true;
  const columns = m.publish?.columns?.columns ?? [];
  if (columns.some((c) => typeof c.value !== "string" && readsPoints(m, c.value))) return true;
  const exprs: A.Expr[] = [...rankingExprs(r.ranking), ...(r.allocation?.items ?? []).flatMap(itemExprs)];
  return exprs.some((e) => readsPoints(m, e));
}
