// Deterministic generator of the benchmark input (issue 7): N applications plus the call for the
// two jobs of bench/selection — "pop3" (bench/selection/pop3.allot, after seed 002) and "bands"
// (bench/selection/bands.allot, after seed 003) — and, through seeds/jobs.mjs, for the
// seed-shaped jobs of issue 15. A seeded PRNG (mulberry32); amounts are
// decimal strings with two decimals; date-times are local wall-clock strings.

import { mulberry32, collect } from "./seeds/common.mjs";
import { SEED_JOBS } from "./seeds/jobs.mjs";

export { mulberry32 };

const pad = (n, w) => String(n).padStart(w, "0");
const money = (cents) => `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`;

// A local date-time `secs` seconds after `base` (a UTC date used only as a calendar; no zone).
function localTime(baseMs, secs) {
  const d = new Date(baseMs + secs * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}T${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
}

// POP3: four scores 1–4, 2% not received in time, amounts 10,000.00–500,000.00 EUR, submissions
// within 20 days of January 2024 (no DST change), so equal seconds happen at large N and the id
// decides. Budget ≈ 30% of what all applications ask: the boundary falls among ranked ones.
export function genPop3(n, seed = 7) {
  const r = mulberry32(seed);
  const base = Date.UTC(2024, 0, 8, 8, 0, 0);
  const span = 20 * 86400;
  const applications = new Array(n);
  let asked = 0;
  for (let i = 0; i < n; i++) {
    const cents = 1_000_000 + Math.floor(r() * 49_000_001);
    asked += cents;
    applications[i] = {
      id: `P${pad(i + 1, 7)}`,
      applicant: `Aanvrager ${i + 1}`,
      received_in_time: r() >= 0.02,
      scores: {
        a_effectiveness: 1 + Math.floor(r() * 4),
        b_innovativeness: 1 + Math.floor(r() * 4),
        c_cost_effectiveness: 1 + Math.floor(r() * 4),
        d_feasibility: 1 + Math.floor(r() * 4),
      },
      max_subsidy_eur: money(cents),
      submitted_at: localTime(base, Math.floor(r() * span)),
    };
  }
  // shuffle nothing: ids are in generation order, which is not the ranking order anyway
  const budget = Math.floor((asked * 0.3) / 100) * 100 + 37; // odd cents so the boundary is partial
  return { call: { subsidieplafond: money(budget), grensregel: "partial" }, applications };
}

// Bands: PDP per capita 500.00–2,500.00 PLN against a national average of 1,500.00 (a tenth of
// them exactly on the 75% / 100% band edges), requested aid and eligible costs (a tenth exactly
// on the 50% / 75% shares), met / partly / not met, submissions within 20 days of June 2009.
export function genBands(n, seed = 3) {
  const r = mulberry32(seed);
  const base = Date.UTC(2009, 5, 1, 8, 0, 0);
  const span = 20 * 86400;
  const regional = ["met", "partly", "not_met"];
  const applications = new Array(n);
  let asked = 0;
  for (let i = 0; i < n; i++) {
    let pdp = 50_000 + Math.floor(r() * 200_001);
    if (r() < 0.1) pdp = r() < 0.5 ? 112_500 : 150_000;
    const costs = 10_000_000 + Math.floor(r() * 190_000_001);
    let aid = Math.floor(costs * (0.2 + r() * 0.7));
    if (r() < 0.1) aid = r() < 0.5 ? costs / 2 : (costs * 3) / 4;
    aid = Math.floor(aid);
    asked += aid;
    applications[i] = {
      id: `G${pad(i + 1, 7)}`,
      applicant: `Gmina ${i + 1}`,
      pdp_per_capita_pln: money(pdp),
      regional_criterion: regional[Math.floor(r() * 3)],
      requested_aid_pln: money(aid),
      eligible_costs_pln: money(costs),
      received_at: localTime(base, Math.floor(r() * span)),
    };
  }
  const budget = Math.floor((asked * 0.25) / 100) * 100;
  return {
    call: { allocation_limit_pln: money(budget), national_average_pdp_per_capita_pln: "1500.00" },
    applications,
  };
}

export function generate(job, n) {
  if (job === "pop3") return genPop3(n);
  if (job === "bands") return genBands(n);
  if (SEED_JOBS[job]) return collect(SEED_JOBS[job].generate(n));
  throw new Error(`unknown job ${job}`);
}
