// Plain contender for seed 000 (Art. 23 of Reg. 2016/1150, schemes/seed_000): eligibility,
// priority points, ranking by total and the tie-break moment (unresolved ties), then the regime
// the call selects — ranking until the budget is exhausted (stop), a threshold kept ranked with
// pro-rata payments (rounded down to 0.01, remainder unallocated); not the third (a threshold
// with the budget), which no benchmark job selects.
import { Decimal, groupsOf, walk, result, rows, ZERO } from "./plain-law.mjs";

const Exact = Decimal.clone({ precision: 60 });
const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
const POINTS = { P1_young_producer: 3, P2_organic: 2, P3_pdo_pgi: 2, P4_micro_small_enterprise: 1, P5_first_time_applicant: 1 };

export function seed000(call, applications) {
  const out = [], ranked = [];
  for (const a of applications) {
    const co = a.carry_over;
    const eligible = a.submitted_at <= call.submission_deadline && a.content_complete && a.eligibility_ok && a.costs_eligible &&
      (co === undefined || co.applicant_consent) && (co === undefined || ["Art. 23(3)", "Art. 23(4)"].includes(co.excluded_previously_under));
    if (!eligible) { out.push(result(a, "ineligible", null, ZERO)); continue; }
    const total = [...new Set(a.criteria_met)].reduce((s, c) => s + POINTS[c], 0);
    const at = co !== undefined && call.carry_over_timestamp === "consent" ? co.consent_at : a.submitted_at;
    if (at === undefined) { out.push(result(a, "ineligible", null, ZERO)); continue; }
    ranked.push({ id: a.id, total, at, ask: new Decimal(a.requested_support_eur) });
  }
  const budget = new Decimal(call.measure_budget_eur);
  const groups = groupsOf(ranked, (x, y) => y.total - x.total || byText(x.at, y.at));
  if (call.selection === "rank_until_exhausted") { walk(out, groups, budget, call.boundary); return out; }
  // a threshold that keeps those below it ranked: they hold their positions, take no part
  let position = 1;
  const above = [];
  for (const g of groups) {
    for (const a of g) {
      if (a.total >= call.threshold_points) above.push({ a, position });
      else out.push(result(a, "below_threshold", position, ZERO));
    }
    position += g.length;
  }
  if (call.selection !== "threshold_pro_rata") throw new Error("the benchmark's contenders implement two of the three selections");
  const requested = above.reduce((s, { a }) => s.plus(a.ask), ZERO);
  for (const { a, position: p } of above) {
    if (requested.lte(budget)) out.push(result(a, "funded", p, a.ask));
    else out.push(result(a, "pro_rata", p, new Exact(a.ask).times(budget).div(requested).toDecimalPlaces(2, Decimal.ROUND_DOWN)));
  }
  return out;
}

export const setup = async () => ({ run: seed000, rows });
