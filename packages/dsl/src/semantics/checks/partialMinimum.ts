// The minimum for a partial grant (`at boundary partial at least 1000 EUR, else stop`, docs/
// language.md §14.1): the least remainder the application at the budget's boundary is offered,
// an amount written out in the budget's unit or a percent of the amount asked; below it the walk
// stops (`else stop`, the default) or goes on (`else skip`). AL0534 where it means nothing or is
// not honoured: on a policy other than `partial` (or one the call chooses), an amount in another
// currency, a count of places on a budget of money or money on a budget of places, a percent not
// above 0 or above 100, a value not written out, and (for now) with groups or pro rata, whose
// walks do not read it (engine/step.ts is the one that does; first come reads it since fcfs29,
// stages — the allocation's minimum or a stage's own — and reservations since partial30); and a
// minimum in an admission stage, which funds nobody (mendstage30).
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type * as A from "../../ast/nodes.js";
import type { Model } from "../model.js";

type Boundary = Extract<A.AllocItem, { kind: "boundary" }>;
const OTHERWISE = ["stop", "skip"];

export function partialMinimums(m: Model): void {
  const seen = new Set<object>();
  for (const r of m.regimes) {
    const items = r.allocation?.items ?? [];
    // a stage's own boundary brings its own minimum (§14.1, §14.7; partial30), read with the allocation's unit
    for (const it of items) {
      if (it.kind !== "stage" || seen.has(it)) continue;
      seen.add(it);
      const admits = it.items.some((s) => s.kind === "admit");
      for (const s of it.items) {
        if (s.kind !== "boundary" || !s.minimum) continue;
        // an admission stage funds nobody: its minimum means nothing (mendstage30)
        if (admits) m.diagnostics.push(diag("AL0534", s.minimum.span, `expected no minimum for a partial grant in stage '${it.name.text}', which admits applications and funds none`, { hint: "leave the minimum out here and write it in the stage that funds, 'at boundary partial at least …'" }));
        else check(m, items, s, s.minimum);
      }
    }
    const b = items.find((i): i is Boundary => i.kind === "boundary");
    if (!b?.minimum || seen.has(b)) continue;
    seen.add(b);
    check(m, items, b, b.minimum);
  }
}

function check(m: Model, items: readonly A.AllocItem[], b: Boundary | Extract<A.StageItem, { kind: "boundary" }>, min: A.PartialMinimumClause): void {
  const at = min.span;
  const word = b.value.kind === "name" && m.words.has(b.value) ? b.value.name.text : undefined;
  if (word !== "partial") {
    m.diagnostics.push(diag("AL0534", at, `expected a minimum for a partial grant after 'at boundary partial', found it after ${word ? `'${word}'` : "a policy the call chooses"}`, { hint: "a minimum is the least remainder offered in part: write 'at boundary partial at least …', or leave the minimum out" }));
    return;
  }
  // first come walks the plain walk (allocate.ts) and reads the minimum's ceiling (fcfs.ts); stages
  // and reservations (stages before the rest) walk it stage by stage (stages.ts, partial30)
  const other = items.find((i) => i.kind === "group" || i.kind === "prorata");
  if (other) {
    const what = other.kind === "group" ? "groups" : "pro rata";
    m.diagnostics.push(diag("AL0534", at, `expected no minimum for a partial grant in an allocation with ${what}: its walk does not read the minimum yet`, { hint: "leave the minimum out here and say the law's minimum in the scheme's notes; the allocation walked one by one, or in stages, honours it" }));
    return;
  }
  if (min.otherwise && !OTHERWISE.includes(min.otherwise.text)) {
    m.diagnostics.push(diag("AL0205", min.otherwise.span, `expected 'stop' or 'skip' after 'else', found '${min.otherwise.text}'`, { hint: didYouMean(min.otherwise.text, OTHERWISE) ?? "write 'else stop' (the remainder is not offered further) or 'else skip' (the next application that fits is offered it)" }));
  }
  const v = min.value;
  const budget = items.find((i) => i.kind === "budget");
  const amount = items.find((i) => i.kind === "amount");
  const budgetType = budget?.kind === "budget" && budget.value !== "unlimited" ? m.types.get(budget.value) : undefined;
  const amountType = amount?.kind === "amount" ? m.types.get(amount.value) : undefined;
  const currency = budgetType?.k === "money" ? budgetType.currency : amountType?.k === "money" ? amountType.currency : undefined;
  if (v.kind === "percent") {
    const p = Number(v.value);
    if (!(p > 0 && p <= 100)) m.diagnostics.push(diag("AL0534", v.span, `expected a percent of the amount asked above 0 % and at most 100 %, found ${v.value}%`, { hint: p > 100 ? "a partial grant is less than the amount asked: a minimum above 100 % would refuse every one; write the share the law names, 'at least 50%'" : "write the share the law names, 'at least 50%', or leave the minimum out" }));
    return;
  }
  if (v.kind === "money") {
    if (Number(v.value) <= 0) m.diagnostics.push(diag("AL0534", v.span, `expected a minimum above zero, found ${v.value} ${v.currency.text}`, { hint: "write the amount the law names, or leave the minimum out" }));
    else if (currency === undefined) m.diagnostics.push(diag("AL0534", v.currency.span, `expected a minimum in places (a whole number), found an amount in ${v.currency.text}`, { hint: "the budget counts places, not money: write the number of places, or a percent of the places asked" }));
    else if (v.currency.text !== currency) m.diagnostics.push(diag("AL0534", v.currency.span, `expected the minimum in ${currency}, the budget's currency, found ${v.currency.text}`, { hint: `write the amount the law names in ${currency}`, fixes: [{ title: `Write ${currency}`, span: v.currency.span, text: currency }] }));
    return;
  }
  if (v.kind === "number" && currency === undefined) {
    const places = (budgetType === undefined || budgetType.k === "integer") && (amountType === undefined || amountType.k === "integer");
    if ((places && !v.integer) || Number(v.value) <= 0) m.diagnostics.push(diag("AL0534", v.span, `expected a minimum ${places ? "of whole places " : ""}above zero, found ${v.value}`, { hint: "write the quantity the law names, or a percent of the quantity asked" }));
    return;
  }
  const found = v.kind === "number" ? `${v.value}, a number without a currency` : "an expression";
  m.diagnostics.push(diag("AL0534", v.span, currency ? `expected the minimum written out as an amount in ${currency} or a percent of the amount asked, found ${found}` : `expected the minimum written out as a quantity or a percent of the quantity asked, found ${found}`, { hint: currency ? `write the amount the law names, 'at least 1000.00 ${currency}', or a share of the amount asked, 'at least 50%'` : "write 'at least 2' or 'at least 50%'" }));
}
