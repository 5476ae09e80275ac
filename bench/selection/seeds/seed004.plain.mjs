// Plain contender for seed 004 (§ 43 PO RYBY, schemes/seed_004): three regimes — by declared
// points (lower request, earlier filing moment), by filing date (to the day; lower request),
// by years of statistical reports (filing date, lower request) — each with unresolved ties.
import { Decimal, groupsOf, walk, result, rows, ZERO } from "./plain-law.mjs";

const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
const EXCLUDED = ["48(1)(c)", "48(1)(d)", "49(5)"];

export function seed004(call, applications) {
  const out = [], byPoints = [], bySubmission = [], byYears = [];
  const unranked = (a) => out.push(result(a, "ineligible", null, ZERO));
  for (const a of applications) {
    const excluded = a.eu_article !== undefined && EXCLUDED.includes(a.eu_article);
    const filing = a.submitted_date ?? a.submitted_at?.slice(0, 10);
    const ask = new Decimal(a.requested_aid_pln);
    const mp = a.measure_point;
    if ([1, 2, 3, 4, 6, 7].includes(mp) && !([2, 3].includes(mp) && excluded)) {
      // the generated calls give list 1 its tie-break moment (gen004.mjs)
      if (a.submitted_at === undefined) throw new Error(`${a.id}: the contender needs the moment of filing on list 1`);
      byPoints.push({ id: a.id, total: a.declared_points ?? 0, ask, at: a.submitted_at });
    } else if ([2, 3].includes(mp) && excluded) {
      if (filing === undefined) unranked(a);
      else bySubmission.push({ id: a.id, filing, ask });
    } else if (mp === 5) {
      if (filing === undefined) throw new Error(`${a.id}: the contender needs the filing date on list 3 (gen004.mjs)`);
      if (a.report_years === undefined) unranked(a);
      else byYears.push({ id: a.id, years: call.report_years_reading === "two_years_class" ? Math.min(a.report_years, 2) : a.report_years, filing, ask });
    } else out.push(result(a, "ineligible", null, ZERO));
  }
  if (call.limit_reading_regime_1 !== "stop") throw new Error("the benchmark's contenders implement the stop reading");
  walk(out, groupsOf(byPoints, (x, y) => y.total - x.total || x.ask.cmp(y.ask) || byText(x.at, y.at)), new Decimal(call.limit_regime_1_pln), "stop");
  walk(out, groupsOf(bySubmission, (x, y) => byText(x.filing, y.filing) || x.ask.cmp(y.ask)), new Decimal(call.limit_regime_2_pln), "stop");
  walk(out, groupsOf(byYears, (x, y) => y.years - x.years || byText(x.filing, y.filing) || x.ask.cmp(y.ask)), new Decimal(call.limit_regime_3_pln), "stop");
  return out;
}

export const setup = async () => ({ run: seed004, rows });
