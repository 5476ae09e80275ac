// The ranking and allocation walk shared by the plain contenders of the seed jobs (issue 15),
// written the way an agency developer would: objects, a comparator sort, decimal.js for money.
// It follows the law as docs/language.md §13.3 and §14.1–14.3 state it: applications equal on
// every key form a tie group sharing one position (1, 2, 2, 4); a tie group the budget cuts
// through is walked in every order, and a member whose outcome differs between orders is
// `indeterminate` (amount 0). Policies `stop` and `partial` (the seeds' mappings use these).
import { createRequire } from "node:module";

const require = createRequire(new URL("../../../packages/runtime/package.json", import.meta.url));
export const Decimal = require("decimal.js");
export const ZERO = new Decimal(0);

/** Sorts `ranked` by `cmp` and cuts it into groups of applications equal on every key. */
export function groupsOf(ranked, cmp) {
  ranked.sort(cmp);
  const groups = [];
  let start = 0;
  for (let i = 1; i <= ranked.length; i++) {
    if (i === ranked.length || cmp(ranked[i - 1], ranked[i]) !== 0) {
      groups.push(ranked.slice(start, i));
      start = i;
    }
  }
  return groups;
}

/** Walks the groups (in ranking order, positions from `first`) against the budget `left` and
 *  pushes one result per application onto `out`; returns what is left of the budget. */
export function walk(out, groups, left, policy, first = 1) {
  let position = first, open = true;
  for (const g of groups) {
    const sum = g.reduce((s, a) => s.plus(a.ask), ZERO);
    if (!open || (left.isZero() && !sum.isZero())) {
      for (const a of g) out.push(result(a, "not_funded", position, ZERO));
      open = false;
    } else if (sum.lte(left)) {
      for (const a of g) out.push(result(a, "funded", position, a.ask));
      left = left.minus(sum);
    } else if (g.length === 1) {
      const a = g[0];
      if (policy === "partial") { out.push(result(a, "partially_funded", position, left)); left = ZERO; }
      else out.push(result(a, "not_funded", position, ZERO));
      open = false;
    } else {
      // an unbroken tie the budget cuts through: under stop a member is funded in some order
      // (first) and not in another (last) when it fits on its own; under partial every member
      // gets a different outcome in different orders
      for (const a of g) {
        const depends = policy === "partial" || a.ask.lte(left);
        out.push(result(a, depends ? "indeterminate" : "not_funded", position, ZERO));
      }
      open = false;
    }
    position += g.length;
  }
  return left;
}

export function result(a, status, position, amount) {
  return { id: a.id, status, position, amount: amount.toFixed(2) };
}

export const rows = (out) => out.map((r) => [r.id, r.status, r.position, r.amount]);
