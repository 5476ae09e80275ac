// Plain contender for seed 001 (§ 6 FEdR, schemes/seed_001): two regimes sharing the one limit —
// scored (points, the PO RYBY flag false first, lower request, earlier submission, unresolved),
// then unscored (submission time alone, unresolved) within what the scored list left. (Where a
// tie the law leaves open makes what the scored list left open, Allot reports the unscored list
// indeterminate; this contender does not model that case.)
import { Decimal, groupsOf, walk, result, rows, ZERO } from "./plain-law.mjs";

const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);

export function seed001(call, applications) {
  const out = [], scored = [], unscored = [];
  for (const a of applications) {
    const ask = new Decimal(a.requested_aid_pln);
    if (a.points === undefined) { unscored.push({ id: a.id, at: a.submitted_at, ask }); continue; }
    if (call.minimum_points !== undefined && a.points < call.minimum_points) { out.push(result(a, "below_threshold", null, ZERO)); continue; }
    // the generated calls give every scored operation the fact (gen001.mjs)
    if (a.received_payment_po_ryby_2014_2020 === undefined) throw new Error(`${a.id}: the contender needs the payment fact of every scored operation`);
    scored.push({ id: a.id, points: a.points, paid: a.received_payment_po_ryby_2014_2020 ? 1 : 0, ask, at: a.submitted_at });
  }
  const budget = new Decimal(call.funding_limit_pln);
  const policy = call.limit_reading;
  if (policy !== "stop") throw new Error("the benchmark's contenders implement the stop reading");
  const left = walk(out, groupsOf(scored, (x, y) => y.points - x.points || x.paid - y.paid || x.ask.cmp(y.ask) || byText(x.at, y.at)), budget, policy);
  walk(out, groupsOf(unscored, (x, y) => byText(x.at, y.at)), left, policy);
  return out;
}

export const setup = async () => ({ run: seed001, rows });
