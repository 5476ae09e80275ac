// Plain contender for seed 003 (§ 13 PROW, schemes/seed_003): banded criteria, threshold,
// ranking by total, PDP, receipt to the minute, unresolved ties; limit walked with `stop`.
import { Decimal, groupsOf, walk, result, rows, ZERO } from "./plain-law.mjs";

const mean = (xs) => xs.reduce((s, x) => s.plus(x), ZERO).div(xs.length);
const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

export function seed003(call, applications) {
  const avg = new Decimal(call.national_average_pdp_per_capita_pln);
  const rounded = call.unemployment_comparison === "rounded_1dp";
  const unemployment = (rates) => (rounded ? mean(rates).toDecimalPlaces(1, Decimal.ROUND_HALF_UP) : mean(rates));
  const voivodeship = unemployment(call.voivodeship_unemployment_monthly_pct);
  const out = [], ranked = [];
  for (const a of applications) {
    const pdp = new Decimal(a.pdp_per_capita_pln);
    const c1 = pdp.lte(avg.times(0.75)) ? 2 : pdp.lte(avg) ? 1 : 0;
    const cmp = unemployment(a.powiat_unemployment_monthly_pct).cmp(voivodeship);
    const c2 = cmp > 0 ? 2 : cmp === 0 ? 1 : 0;
    const c3 = a.regional_criterion === "met" ? 2 : a.regional_criterion === "partly" ? 1 : 0;
    const costs = a.stages.reduce((s, st) => s.plus(st.eligible_costs_pln), ZERO);
    const c4 = a.stages.every((st) => new Decimal(st.requested_aid_pln).lte((call.c4_costs === "each_stage" ? new Decimal(st.eligible_costs_pln) : costs).times(0.5))) ? 1 : 0;
    const total = c1 + c2 + c3 + c4;
    if (total < 3) { out.push(result(a, "below_threshold", null, ZERO)); continue; }
    ranked.push({ id: a.id, total, pdp, minute: a.received_at.slice(0, 16), ask: new Decimal(a.requested_aid_pln) });
  }
  const groups = groupsOf(ranked, (x, y) => y.total - x.total || x.pdp.cmp(y.pdp) || byText(x.minute, y.minute));
  walk(out, groups, new Decimal(call.allocation_limit_pln), "stop");
  return out;
}

export const setup = async () => ({ run: seed003, rows });
