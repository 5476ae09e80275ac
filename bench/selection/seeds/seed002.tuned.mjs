// Hand-tuned contender for seed 002 (POP3 art. 6, schemes/seed_002): scores packed in one key,
// the lot's draw as a rank per application, money in cents; only the group that straddles the
// ceiling is re-sorted on (a, b, c, draw).
import { cents, rankAndWalk, results, rows, columns, BELOW, INELIGIBLE } from "./tuned-law.mjs";

export function seed002(call, applications) {
  const n = applications.length;
  const { status, position, amount, k1, k2, ask, idx } = columns(n);
  const lot = new Map();
  const draw = call.loting;
  for (let i = 0; i < draw.length; i++) lot.set(draw[i], i);
  const inner = new Float64Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    if (!a.received_in_time) { status[i] = INELIGIBLE; continue; }
    const s = a.scores;
    const pa = s.a_effectiveness << 1, pb = s.b_innovativeness * 3, pc = s.c_cost_effectiveness << 1;
    const total = pa + pb + pc + (s.d_feasibility << 1);
    if (total < 22) { status[i] = BELOW; continue; }
    k1[i] = 36 - total;
    inner[i] = ((8 - pa) << 8) | ((12 - pb) << 4) | (8 - pc);
    ask[i] = cents(a.max_subsidy_eur);
    idx[m++] = i;
  }
  const policy = call.grensregel;
  if (policy !== "partial" && policy !== "stop") throw new Error("the benchmark's contenders implement the partial and stop readings");
  const budget = cents(call.subsidieplafond);
  const order = idx.subarray(0, m).sort((x, y) => k1[x] - k1[y]);
  let before = 0, from = -1, to = -1;
  for (let s = 0; s < m && from < 0;) {
    let e = s, sum = 0;
    while (e < m && k1[order[e]] === k1[order[s]]) sum += ask[order[e++]];
    if (e - s > 1 && before < budget && budget < before + sum) { from = s; to = e; }
    else before += sum;
    s = e;
  }
  if (from < 0) {
    rankAndWalk(idx, 0, m, k1, k2, ask, budget, policy, status, position, amount);
  } else {
    rankAndWalk(idx, 0, from, k1, k2, ask, budget, policy, status, position, amount);
    for (let q = from; q < to; q++) { const i = order[q]; k1[i] = inner[i]; k2[i] = lot.get(applications[i].id) ?? n; }
    rankAndWalk(idx, from, to, k1, k2, ask, budget - before, policy, status, position, amount, from + 1);
    rankAndWalk(idx, to, m, k1, k2, ask, 0, policy, status, position, amount, to + 1);
  }
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: seed002, rows });
