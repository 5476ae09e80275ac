// Hand-tuned contender for seed 004 (§ 43 PO RYBY, schemes/seed_004): one index array per
// regime, keys packed in numbers (points and request; day; years and day), money in cents.
import { cents, wallSeconds, rankAndWalk, results, rows, columns, INELIGIBLE } from "./tuned-law.mjs";

const EXCLUDED = new Set(["48(1)(c)", "48(1)(d)", "49(5)"]);
const DAY = 86400;

export function seed004(call, applications) {
  const n = applications.length;
  const { status, position, amount, k1, k2, ask, idx } = columns(n);
  const idx2 = new Uint32Array(n), idx3 = new Uint32Array(n);
  const twoYears = call.report_years_reading === "two_years_class";
  if (call.limit_reading_regime_1 !== "stop") throw new Error("the benchmark's contenders implement the stop reading");
  let m1 = 0, m2 = 0, m3 = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const mp = a.measure_point, art = a.eu_article;
    const excluded = art !== undefined && EXCLUDED.has(art);
    const at = a.submitted_at, date = a.submitted_date;
    const c = cents(a.requested_aid_pln);
    ask[i] = c;
    if (mp !== 5 && !((mp === 2 || mp === 3) && excluded)) {
      // the generated calls give list 1 its tie-break moment (gen004.mjs)
      if (at === undefined) throw new Error(`${a.id}: the contender needs the moment of filing on list 1`);
      const dp = a.declared_points ?? 0;
      k1[i] = (100 - dp) * 2 ** 40 + c;
      k2[i] = wallSeconds(at);
      idx[m1++] = i;
      continue;
    }
    const src = date ?? at;
    if (src === undefined && mp === 5) throw new Error(`${a.id}: the contender needs the filing date on list 3 (gen004.mjs)`);
    if (src === undefined) { status[i] = INELIGIBLE; continue; }
    const day = wallSeconds(src, DAY);
    if (mp === 5) {
      const y = a.report_years;
      if (y === undefined) { status[i] = INELIGIBLE; continue; }
      k1[i] = (50 - (twoYears ? Math.min(y, 2) : y)) * 2 ** 20 + day;
      k2[i] = c;
      idx3[m3++] = i;
    } else {
      k1[i] = day;
      k2[i] = c;
      idx2[m2++] = i;
    }
  }
  rankAndWalk(idx, 0, m1, k1, k2, ask, cents(call.limit_regime_1_pln), "stop", status, position, amount);
  rankAndWalk(idx2, 0, m2, k1, k2, ask, cents(call.limit_regime_2_pln), "stop", status, position, amount);
  rankAndWalk(idx3, 0, m3, k1, k2, ask, cents(call.limit_regime_3_pln), "stop", status, position, amount);
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: seed004, rows });
