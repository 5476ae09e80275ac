// AL0408: a share of a budget of places that can be a fraction of a place (a stage's budget, a
// reservation's places, a quota's limit, a group's cap). An allocation whose
// budget and amount are whole numbers allocates places (docs/language.md §14); a stage, a
// reservation or a quota that takes a share of them — `budget 50% × call.places` — would have
// 2.5 places of 5: the engine rounds a stage's budget down to a currency's cents, and places have
// none, so the explanation would say "budget 2.5" and "remaining before: 0.5 places". The law says
// how it rounds the share (down to whole places, up, to the nearest); the scheme must write it,
// `round(50% × call.places, 0, down)`, as it writes the rounding of a computed amount.
//
// The places a share can have are counted from the declared types as for a `let decimal(n)`
// (fixedPlaces.ts `placesOf`); `left`, what the earlier stages left, is whole where every share
// before it is.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { placesOf } from "./fixedPlaces.js";

const LEFT = new Map([["left", 0]]);

/** The shares of an allocation of places that can be fractions (AL0408). */
export function placesShares(m: Model, a: A.AllocationDecl): void {
  const budget = a.items.find((i): i is Extract<A.AllocItem, { kind: "budget" }> => i.kind === "budget");
  const amount = a.items.find((i): i is Extract<A.AllocItem, { kind: "amount" }> => i.kind === "amount");
  if (!budget || budget.value === "unlimited" || budget.from || !amount) return;
  if (m.types.get(budget.value)?.k !== "integer" || m.types.get(amount.value)?.k !== "integer") return;
  const shares: Array<{ value: A.Expr; what: string }> = [];
  for (const it of a.items) {
    if (it.kind === "stage") for (const b of it.items) if (b.kind === "budget") shares.push({ value: b.value, what: `the budget of the stage '${it.name.text}'` });
    if (it.kind === "reservation") shares.push({ value: it.limit, what: `the places the reservation '${it.name.text}' keeps` });
    if (it.kind === "quota") shares.push({ value: it.limit, what: `the limit of the quota '${it.name.text}'` });
    // a group's `at most` (not `at most N grants`, a count already whole: AL0521)
    if (it.kind === "group") for (const g of it.items) if (g.kind === "cap" && !g.unitWord) shares.push({ value: g.value, what: `the cap of the group '${it.title ?? m.text.slice(it.key.span.start, it.key.span.end)}'` });
  }
  // a share of places rounded to a fraction of a place: "pro rata 0.66 places of the 1 place asked" (AL0547)
  const clauses: A.ProRataClause[] = [];
  for (const it of a.items) {
    if (it.kind === "prorata") clauses.push(it);
    if (it.kind === "stage") for (const b of it.items) if (b.kind === "prorata") clauses.push(b);
    if (it.kind === "group") for (const g of it.items) if (g.kind === "share") clauses.push(g);
  }
  for (const c of clauses) {
    if (!/\.\d*[1-9]/.test(c.step)) continue;
    m.diagnostics.push(
      diag("AL0547", c.stepSpan, `expected the shares of places rounded to a whole number of places, found ${c.step}: places have no fractions`, {
        hint: "write 'rounded down to 1' (or the mode the law gives): a share of 0.66 places is no place",
        related: [{ span: budget.value.span, message: "the allocation's budget, a number of places" }],
      }),
    );
  }
  for (const { value, what } of shares) {
    // a value that is no number (a key's enumeration, `budget field`) is another error's to say (AL0502)
    const t = m.types.get(value)?.k;
    if (t !== undefined && t !== "integer" && t !== "decimal" && t !== "percentage") continue;
    const places = placesOf(m, value, new Set(), LEFT);
    if (places === 0) continue;
    const found = places === Infinity ? "a value that can be a fraction (a percentage, a division or a decimal)" : `a value with up to ${places} decimal places`;
    const text = m.text.slice(value.span.start, value.span.end).replace(/\s+/g, " ");
    m.diagnostics.push(
      diag("AL0408", value.span, `expected ${what} as a whole number of places, found ${found}`, {
        hint: `say how the law rounds the share, for example round(${text}, 0, down): places have no fractions, and a stage's budget is only rounded to a currency's cents`,
        related: [{ span: budget.value.span, message: "the allocation's budget, a number of places" }],
      }),
    );
  }
}
