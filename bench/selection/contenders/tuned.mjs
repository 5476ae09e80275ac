// Contender 3 (issue 7): hand-tuned JavaScript for the two benchmark jobs — the practical limit
// on this machine: integer cents (all sums stay below 2^53), typed arrays, packed numeric sort
// keys over an index array (the id is compared only when the packed keys are equal).
// For the seed jobs (issue 15) it hands over to seeds/<job>.tuned.mjs.
import { SEED_JOBS } from "../seeds/jobs.mjs";
import { cents, formatCents } from "../seeds/tuned-law.mjs";

const fmt = formatCents;
const d2 = (s, i) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;
// "YYYY-MM-DDTHH:MM:SS" (wall clock, no DST change in the generated window) -> seconds
function secs(s) {
  const y = d2(s, 0) * 100 + d2(s, 2);
  return Date.UTC(y, d2(s, 5) - 1, d2(s, 8), d2(s, 11), d2(s, 14), s.length > 16 ? d2(s, 17) : 0) / 1000 - 946684800;
}

function finish(applications, n, status, k1, k2, ask, budget, partial, idx, m) {
  const ids = new Array(n);
  for (let i = 0; i < n; i++) ids[i] = applications[i].id;
  const order = idx.subarray(0, m).sort((x, y) => {
    const d = k1[x] - k1[y] || k2[x] - k2[y];
    if (d !== 0) return d;
    const a = ids[x], b = ids[y];
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const position = new Int32Array(n);
  const amount = new Float64Array(n);
  let left = budget, open = true;
  for (let p = 0; p < m; p++) {
    const i = order[p];
    position[i] = p + 1;
    if (open && ask[i] <= left) { status[i] = 1; amount[i] = ask[i]; left -= ask[i]; }
    else if (open) {
      open = false;
      if (partial && left > 0) { status[i] = 2; amount[i] = left; left = 0; } else status[i] = 3;
    } else status[i] = 3;
  }
  const names = ["ineligible", "funded", "partially_funded", "not_funded", "below_threshold"];
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const st = status[i];
    out[i] = { id: ids[i], status: names[st], position: position[i] === 0 ? null : position[i], amount: st === 1 || st === 2 ? fmt(amount[i]) : "0.00" };
  }
  return out;
}

function pop3(call, applications) {
  const n = applications.length;
  const status = new Uint8Array(n), k1 = new Float64Array(n), k2 = new Float64Array(n), ask = new Float64Array(n);
  const idx = new Uint32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    if (!a.received_in_time) { status[i] = 0; continue; }
    const s = a.scores;
    const pa = s.a_effectiveness << 1, pb = s.b_innovativeness * 3, pc = s.c_cost_effectiveness << 1;
    const total = pa + pb + pc + (s.d_feasibility << 1);
    if (total < 22) { status[i] = 4; continue; }
    k1[i] = ((36 - total) << 12) | ((8 - pa) << 8) | ((12 - pb) << 4) | (8 - pc);
    k2[i] = secs(a.submitted_at);
    ask[i] = cents(a.max_subsidy_eur);
    idx[m++] = i;
  }
  return finish(applications, n, status, k1, k2, ask, cents(call.subsidieplafond), call.grensregel === "partial", idx, m);
}

function bands(call, applications) {
  const n = applications.length;
  const avg = cents(call.national_average_pdp_per_capita_pln);
  const status = new Uint8Array(n), k1 = new Float64Array(n), k2 = new Float64Array(n), ask = new Float64Array(n);
  const idx = new Uint32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const pdp = cents(a.pdp_per_capita_pln), aid = cents(a.requested_aid_pln), costs = cents(a.eligible_costs_pln);
    const c1 = pdp * 100 <= avg * 75 ? 2 : pdp <= avg ? 1 : 0;
    const c2 = aid * 2 <= costs ? 2 : aid * 4 <= costs * 3 ? 1 : 0;
    const rc = a.regional_criterion;
    const c3 = rc === "met" ? 2 : rc === "partly" ? 1 : 0;
    const total = c1 + c2 + c3;
    if (total < 3) { status[i] = 4; continue; }
    k1[i] = (7 - total) * 2 ** 40 + pdp; // pdp cents < 2^40
    k2[i] = secs(a.received_at);
    ask[i] = aid;
    idx[m++] = i;
  }
  return finish(applications, n, status, k1, k2, ask, cents(call.allocation_limit_pln), false, idx, m);
}

export async function setup(job) {
  if (SEED_JOBS[job]) return (await import(`../seeds/${SEED_JOBS[job].contenders}.tuned.mjs`)).setup();
  const fn = job === "pop3" ? pop3 : bands;
  return { run: fn, rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]) };
}
