// Plain contender for seed 002 (POP3 art. 6, schemes/seed_002): weighted scores, threshold 22,
// ranking by total; only the tie group that straddles the ceiling is ordered by a, b, c and the
// lot's draw (lid 6–9), every other group shares its position; the ceiling walked as the call's
// `grensregel` says (partial or stop).
import { Decimal, groupsOf, walk, result, rows, ZERO } from "./plain-law.mjs";

export function seed002(call, applications) {
  const out = [], ranked = [];
  const drawn = new Map(call.loting.map((id, i) => [id, i]));
  for (const a of applications) {
    if (!a.received_in_time) { out.push(result(a, "ineligible", null, ZERO)); continue; }
    const s = a.scores;
    const pa = 2 * s.a_effectiveness, pb = 3 * s.b_innovativeness, pc = 2 * s.c_cost_effectiveness;
    const total = pa + pb + pc + 2 * s.d_feasibility;
    if (total < 22) { out.push(result(a, "below_threshold", null, ZERO)); continue; }
    ranked.push({ id: a.id, total, pa, pb, pc, lot: drawn.get(a.id) ?? Infinity, ask: new Decimal(a.max_subsidy_eur) });
  }
  const policy = call.grensregel;
  if (policy !== "partial" && policy !== "stop") throw new Error("the benchmark's contenders implement the partial and stop readings");
  const budget = new Decimal(call.subsidieplafond);
  const groups = groupsOf(ranked, (x, y) => y.total - x.total);
  // the tie group that straddles the ceiling: before it C, with it C + S, and C < B < C + S
  let before = ZERO;
  const all = [];
  for (const g of groups) {
    const sum = g.reduce((s, a) => s.plus(a.ask), ZERO);
    if (g.length > 1 && before.lt(budget) && budget.lt(before.plus(sum))) {
      const byLot = (x, y) => (x.lot === y.lot ? 0 : x.lot < y.lot ? -1 : 1);
      all.push(...groupsOf(g, (x, y) => y.pa - x.pa || y.pb - x.pb || y.pc - x.pc || byLot(x, y)));
    } else all.push(g);
    before = before.plus(sum);
  }
  walk(out, all, budget, policy);
  return out;
}

export const setup = async () => ({ run: seed002, rows });
