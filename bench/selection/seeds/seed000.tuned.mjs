// Hand-tuned contender for seed 000 (Art. 23 of Reg. 2016/1150, schemes/seed_000): criteria as
// a bit set, the key (total, moment in seconds) in two numbers, money in cents, pro-rata shares
// with BigInt (cents × budget exceeds 2^53).
import { cents, wallSeconds, rankAndWalk, results, rows, columns, INELIGIBLE, BELOW, FUNDED, PRO_RATA } from "./tuned-law.mjs";

const POINTS = { P1_young_producer: [1, 3], P2_organic: [2, 2], P3_pdo_pgi: [4, 2], P4_micro_small_enterprise: [8, 1], P5_first_time_applicant: [16, 1] };

export function seed000(call, applications) {
  const n = applications.length;
  const { status, position, amount, k1, k2, ask, idx } = columns(n);
  const deadline = wallSeconds(call.submission_deadline), consent = call.carry_over_timestamp === "consent";
  const total = new Uint8Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const at = wallSeconds(a.submitted_at), co = a.carry_over;
    if (at > deadline || !a.content_complete || !a.eligibility_ok || !a.costs_eligible) { status[i] = INELIGIBLE; continue; }
    if (co !== undefined && (!co.applicant_consent || (co.excluded_previously_under !== "Art. 23(3)" && co.excluded_previously_under !== "Art. 23(4)"))) { status[i] = INELIGIBLE; continue; }
    const met = a.criteria_met;
    let bits = 0, t = 0;
    for (let c = 0; c < met.length; c++) { const p = POINTS[met[c]]; if (!(bits & p[0])) { bits |= p[0]; t += p[1]; } }
    let tie = at;
    if (co !== undefined && consent) {
      if (co.consent_at === undefined) { status[i] = INELIGIBLE; continue; }
      tie = wallSeconds(co.consent_at);
    }
    total[i] = t;
    k1[i] = 9 - t;
    k2[i] = tie;
    ask[i] = cents(a.requested_support_eur);
    idx[m++] = i;
  }
  const budget = cents(call.measure_budget_eur);
  if (call.selection === "rank_until_exhausted") {
    rankAndWalk(idx, 0, m, k1, k2, ask, budget, call.boundary, status, position, amount);
    return results(applications, status, position, amount);
  }
  if (call.selection !== "threshold_pro_rata") throw new Error("the benchmark's contenders implement two of the three selections");
  // kept ranked below the threshold: positions from the ranking, no part in the allocation
  rankAndWalk(idx, 0, m, k1, k2, ask, Infinity, "stop", status, position, amount);
  const min = call.threshold_points;
  let requested = 0;
  for (let q = 0; q < m; q++) { const i = idx[q]; if (total[i] >= min) requested += ask[i]; }
  const B = BigInt(budget), T = BigInt(requested);
  for (let q = 0; q < m; q++) {
    const i = idx[q];
    if (total[i] < min) { status[i] = BELOW; amount[i] = 0; }
    else if (requested <= budget) status[i] = FUNDED;
    else { status[i] = PRO_RATA; amount[i] = Number((BigInt(ask[i]) * B) / T); }
  }
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: seed000, rows });
