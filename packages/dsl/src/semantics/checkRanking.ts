// The checks of a ranking (check.ts): each ordering key's type against its direction and
// granularity, and a tie-break's steps — keys, the lottery's draw or seed and its key.
import type * as A from "../ast/nodes.js";
import { diag } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Model } from "./model.js";
import type { TypeChecker } from "./typecheck.js";
import { show } from "./types.js";
import { checkLotteryKey } from "./checks/firstCome.js";
import { checkLotteryWeight } from "./checks/lotteryWeight.js";
import { coverKeyType } from "./checks/greedyKeys.js";
import { categoryOrderType } from "./checks/categoryOrder.js";
import { APP, at, CALL, checkCitation, expectType, POINTS } from "./checkContext.js";

function checkKey(m: Model, tc: TypeChecker, k: A.OrderKey) {
  checkCitation(m, k.citation);
  const t = tc.expr(k.value, { ...at(POINTS, "an ordering key"), ordering: true });
  if (t.k === "error") return;
  if (k.cover) return coverKeyType(m, k, t);
  if (k.order) return categoryOrderType(m, k, k.order, t);
  const dirOk =
    k.direction === "highest" || k.direction === "lowest"
      ? t.k === "integer" || t.k === "decimal" || t.k === "percentage" || t.k === "money" || t.k === "text"
      : k.direction === "earliest" || k.direction === "latest"
        ? t.k === "date" || t.k === "datetime"
        : t.k === "boolean";
  if (!dirOk) {
    const want = t.k === "date" || t.k === "datetime" ? "'earliest first' or 'latest first'" : t.k === "boolean" ? "'true first' or 'false first'" : t.k === "enum" ? "'in order [ … ]'" : "'highest first' or 'lowest first'";
    const hint = t.k === "enum" ? `write the members in the law's order: 'in order [${t.members.join(", ")}]'` : `write ${want}`;
    m.diagnostics.push(diag("AL0301", k.directionSpan, `expected ${want} for a key of type ${show(t)}, found '${k.direction} first'`, { hint }));
  }
  if (t.k !== "datetime" && k.granularity && k.granularitySpan) {
    m.diagnostics.push(diag("AL0301", k.granularitySpan, `a granularity applies to date-times, and this key is ${show(t)}`, { hint: "remove the granularity" }));
  }
  if (k.granularity && typeof k.granularity !== "string") {
    const units = ["day", "hour", "minute", "second", "millisecond"];
    if (!units.includes(k.granularity.text)) m.diagnostics.push(diag("AL0205", k.granularity.span, `expected a time unit (${units.join(", ")}), found '${k.granularity.text}'`, { hint: didYouMean(k.granularity.text, units) ?? "write 'to the minute' (singular), or 'exactly'" }));
  }
}

export function checkRanking(m: Model, tc: TypeChecker, r: A.RankingDecl) {
  checkCitation(m, r.citation);
  for (const k of r.keys) checkKey(m, tc, k);
  if (r.tiebreak) {
    checkCitation(m, r.tiebreak.citation);
    for (const s of r.tiebreak.steps) {
      if (s.kind === "key") checkKey(m, tc, s);
      else if (s.kind === "lottery") {
        checkCitation(m, s.citation);
        const t = tc.expr(s.value, at(CALL, "the lottery"));
        if (s.mode === "draw") expectType(m, s.value, t, (x) => x.k === "draw" || (x.k === "list" && x.element.k === "text"), "a draw (the list of application ids in the order drawn)", "the lottery draw", "declare a call parameter as 'draw' and write 'lottery draw call.<parameter>'");
        else expectType(m, s.value, t, (x) => x.k === "text" || x.k === "integer", "a published seed (text or whole number)", "the lottery seed", "declare a call parameter as text or integer for the published seed and write 'lottery seed call.<parameter>'");
        checkLotteryKey(m, s, s.mode === "draw" ? t : { k: "error" }, (e) => tc.expr(e, at(APP, "the key of the lottery draw")));
        if (s.weight) checkLotteryWeight(m, s, tc.expr(s.weight, at(POINTS, "the weight of the lottery")));
      } else checkCitation(m, s.citation);
    }
  }
}
