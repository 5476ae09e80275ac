// Contender 2 (issue 7): hand-written plain JavaScript for the two benchmark jobs, the way a good
// engineer would write it for one scheme: objects, a comparator sort, decimal.js for money (the
// same exact arithmetic as Allot: no floating point on amounts, exact band comparisons).
// For the seed jobs (issue 15) it hands over to seeds/<job>.plain.mjs.
import { SEED_JOBS } from "../seeds/jobs.mjs";
import { createRequire } from "node:module";

const require = createRequire(new URL("../../../packages/runtime/package.json", import.meta.url));
const Decimal = require("decimal.js");

const byId = (x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

function pop3(call, applications) {
  const out = [];
  const ranked = [];
  for (const a of applications) {
    if (!a.received_in_time) {
      out.push({ id: a.id, status: "ineligible", position: null, amount: "0.00" });
      continue;
    }
    const s = a.scores;
    const pa = 2 * s.a_effectiveness, pb = 3 * s.b_innovativeness, pc = 2 * s.c_cost_effectiveness;
    const total = pa + pb + pc + 2 * s.d_feasibility;
    if (total < 22) {
      out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" });
      continue;
    }
    ranked.push({ id: a.id, total, pa, pb, pc, at: a.submitted_at, ask: new Decimal(a.max_subsidy_eur) });
  }
  return allocPop3(call, out, ranked);
}

// Ranking and allocation of the POP3 job (also used by the rule-engine contenders).
export function allocPop3(call, out, ranked) {
  ranked.sort((x, y) =>
    y.total - x.total || y.pa - x.pa || y.pb - x.pb || y.pc - x.pc ||
    (x.at < y.at ? -1 : x.at > y.at ? 1 : 0) || byId(x, y));
  let left = new Decimal(call.subsidieplafond);
  let open = true;
  ranked.forEach((r, i) => {
    let status = "not_funded", amount = "0.00";
    if (open && r.ask.lte(left)) {
      status = "funded"; amount = r.ask.toFixed(2); left = left.minus(r.ask);
    } else if (open) {
      open = false; // partial grant at the boundary, then the ceiling is reached
      if (left.gt(0)) { status = "partially_funded"; amount = left.toFixed(2); left = new Decimal(0); }
    }
    out.push({ id: r.id, status, position: i + 1, amount });
  });
  return out;
}

function bands(call, applications) {
  const avg = new Decimal(call.national_average_pdp_per_capita_pln);
  const avg75 = avg.times("0.75");
  const out = [];
  const ranked = [];
  for (const a of applications) {
    const pdp = new Decimal(a.pdp_per_capita_pln);
    const aid = new Decimal(a.requested_aid_pln);
    const costs = new Decimal(a.eligible_costs_pln);
    const c1 = pdp.lte(avg75) ? 2 : pdp.lte(avg) ? 1 : 0;
    const c2 = aid.lte(costs.times("0.5")) ? 2 : aid.lte(costs.times("0.75")) ? 1 : 0;
    const c3 = a.regional_criterion === "met" ? 2 : a.regional_criterion === "partly" ? 1 : 0;
    const total = c1 + c2 + c3;
    if (total < 3) {
      out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" });
      continue;
    }
    ranked.push({ id: a.id, total, pdp, at: a.received_at, ask: aid });
  }
  return allocBands(call, out, ranked);
}

// Ranking and allocation of the bands job (also used by the rule-engine contenders).
export function allocBands(call, out, ranked) {
  ranked.sort((x, y) =>
    y.total - x.total || x.pdp.cmp(y.pdp) || (x.at < y.at ? -1 : x.at > y.at ? 1 : 0) || byId(x, y));
  let left = new Decimal(call.allocation_limit_pln);
  let open = true;
  ranked.forEach((r, i) => {
    let status = "not_funded", amount = "0.00";
    if (open && r.ask.lte(left)) {
      status = "funded"; amount = r.ask.toFixed(2); left = left.minus(r.ask);
    } else {
      open = false; // at boundary stop
    }
    out.push({ id: r.id, status, position: i + 1, amount });
  });
  return out;
}

export async function setup(job) {
  if (SEED_JOBS[job]) return (await import(`../seeds/${SEED_JOBS[job].contenders}.plain.mjs`)).setup();
  const fn = job === "pop3" ? pop3 : bands;
  return { run: fn, rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]) };
}

export { pop3, bands, Decimal };
