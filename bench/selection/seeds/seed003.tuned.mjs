// Hand-tuned contender for seed 003 (§ 13 PROW, schemes/seed_003): rates in integer tenths,
// money in cents, the key (total, PDP) packed in one number and receipt in minutes.
import { cents, wallSeconds, rankAndWalk, results, rows, columns, BELOW } from "./tuned-law.mjs";

const tenths = (x) => Math.round(x * 10); // rates are given with one decimal
/** The 6-month mean compared as the call says: in 60ths of a tenth, rounded half up to a tenth. */
function meanKey(rates, rounded) {
  let s = 0;
  for (let i = 0; i < rates.length; i++) s += tenths(rates[i]);
  // mean = s / len tenths; compare s * (60 / len) exactly, or its rounding half up
  if (!rounded) return (s * 60) / rates.length;
  return Math.floor((2 * s + rates.length) / (2 * rates.length)) * 60;
}

export function seed003(call, applications) {
  const n = applications.length;
  const { status, position, amount, k1, k2, ask, idx } = columns(n);
  const avg = cents(call.national_average_pdp_per_capita_pln);
  const rounded = call.unemployment_comparison === "rounded_1dp", eachStage = call.c4_costs === "each_stage";
  const voiv = meanKey(call.voivodeship_unemployment_monthly_pct, rounded);
  const min = 3; // § 13 ust. 7 pkt 2: at least 3 points, a constant of the law
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const pdp = cents(a.pdp_per_capita_pln);
    let total = pdp * 100 <= avg * 75 ? 2 : pdp <= avg ? 1 : 0;
    const u = meanKey(a.powiat_unemployment_monthly_pct, rounded);
    total += u > voiv ? 2 : u === voiv ? 1 : 0;
    const rc = a.regional_criterion;
    total += rc === "met" ? 2 : rc === "partly" ? 1 : 0;
    const st = a.stages;
    let opCosts = 0;
    if (!eachStage) for (let s = 0; s < st.length; s++) opCosts += cents(st[s].eligible_costs_pln);
    let c4 = 1;
    for (let s = 0; s < st.length; s++) if (cents(st[s].requested_aid_pln) * 2 > (eachStage ? cents(st[s].eligible_costs_pln) : opCosts)) { c4 = 0; break; }
    total += c4;
    if (total < min) { status[i] = BELOW; continue; }
    if (pdp >= 2 ** 40) throw new Error(`${a.id}: PDP beyond the packed key`);
    k1[i] = (7 - total) * 2 ** 40 + pdp;
    k2[i] = wallSeconds(a.received_at, 60);
    ask[i] = cents(a.requested_aid_pln);
    idx[m++] = i;
  }
  rankAndWalk(idx, 0, m, k1, k2, ask, cents(call.allocation_limit_pln), "stop", status, position, amount);
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: seed003, rows });
