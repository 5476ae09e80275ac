// Hand-tuned contender for seed 001 (§ 6 FEdR, schemes/seed_001): the scored key (points, flag,
// request in cents) packed in one number, submission in seconds; the unscored regime's
// indices fill the index array from its end, and it walks what the scored regime left of the
// shared limit.
import { cents, wallSeconds, rankAndWalk, results, rows, columns, BELOW } from "./tuned-law.mjs";

export function seed001(call, applications) {
  const n = applications.length;
  const { status, position, amount, k1, k2, ask, idx } = columns(n);
  const min = call.minimum_points;
  if (call.limit_reading !== "stop") throw new Error("the benchmark's contenders implement the stop reading");
  let m = 0, u = n;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const points = a.points;
    if (points === undefined) {
      k1[i] = 0;
      k2[i] = wallSeconds(a.submitted_at);
      ask[i] = cents(a.requested_aid_pln);
      idx[--u] = i;
      continue;
    }
    if (min !== undefined && points < min) { status[i] = BELOW; continue; }
    const paid = a.received_payment_po_ryby_2014_2020;
    // the generated calls give every scored operation the fact (gen001.mjs)
    if (paid === undefined) throw new Error(`${a.id}: the contender needs the payment fact of every scored operation`);
    const c = cents(a.requested_aid_pln);
    if (c >= 2 ** 40) throw new Error(`${a.id}: request beyond the packed key`);
    k1[i] = ((1000 - points) * 2 + (paid ? 1 : 0)) * 2 ** 40 + c;
    k2[i] = wallSeconds(a.submitted_at);
    ask[i] = c;
    idx[m++] = i;
  }
  const budget = cents(call.funding_limit_pln);
  const left = rankAndWalk(idx, 0, m, k1, k2, ask, budget, "stop", status, position, amount);
  rankAndWalk(idx, u, n, k1, k2, ask, left, "stop", status, position, amount);
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: seed001, rows });
