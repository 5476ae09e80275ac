// Calls shaped like seed 004 (schemes/seed_004/akwakultura_par43.allot, § 43 PO RYBY), in the
// scheme's declared input shape (`limit_reading_regime_1` stop and `report_years_reading`
// by_years, as the seed's mapping fixes them). Measures 1–7 pick the regime; for measures 2 and
// 3 half the operations are under art. 48(1)(c)/(d) or 49(5) (the submission-order list). Every
// optional field is absent for some: declared points (scored 0), the moment of filing (then
// the date is given), the date, the years of reports — an absent ordering key leaves the
// application unranked, as the scheme says. Requests are whole thousands of PLN; filing falls
// in May 2017 (no DST change), a fifth in the last hour: regime 2's day-granularity key and
// regime 3's years leave large groups that the lower request breaks, and some ties stay.
import { mulberry32, money, pad, between, pick, localTime } from "./common.mjs";

const MEAN_ASK = 25_050_000; // cents: the mean of 1,000.00 … 500,000.00 in whole thousands
const EXCLUDED = ["48(1)(c)", "48(1)(d)", "49(5)"];
const OTHER = ["48(1)(a)", "48(1)(b)", "48(1)(e)", "48(1)(h)"];

export function gen004(n, seed = 4004) {
  const limit = (share) => money(Math.floor((n * share * MEAN_ASK * 0.3) / 100_000) * 100_000);
  const call = {
    limit_regime_1_pln: limit(5 / 7), limit_regime_2_pln: limit(1 / 7), limit_regime_3_pln: limit(1 / 7),
    limit_reading_regime_1: "stop", report_years_reading: "by_years",
  };
  const base = Date.UTC(2017, 4, 2, 8, 0, 0);
  const span = 29 * 86400 + 8 * 3600; // to 2017-05-31T16:00
  function* applications() {
    const r = mulberry32(seed);
    for (let i = 0; i < n; i++) {
      const measure = between(r, 1, 7);
      const a = { id: `A${pad(i + 1, 7)}`, measure_point: measure };
      const article = r();
      if (measure === 2 || measure === 3) {
        if (article < 0.5) a.eu_article = pick(r, EXCLUDED);
        else if (article < 0.9) a.eu_article = pick(r, OTHER);
      } else if (article < 0.7) a.eu_article = pick(r, OTHER);
      if (r() < 0.9) a.declared_points = between(r, 0, 100);
      a.requested_aid_pln = money(between(r, 1, 500) * 100_000);
      const secs = r() < 0.2 ? span - 1 - Math.floor(r() * 3600) : Math.floor(r() * span);
      const when = localTime(base, secs);
      const form = r();
      if (form < 0.7) a.submitted_at = when;
      else if (form < 0.9) { a.submitted_at = when; a.submitted_date = when.slice(0, 10); }
      else if (form < 0.98) a.submitted_date = when.slice(0, 10);
      if (r() < 0.95) a.report_years = between(r, 0, 50);
      // the moments read only by a tie-break step (`if absent unresolved`: lit. c of list 1, the
      // filing date of list 3) are always given: the hand-written contenders do not model a step
      // read lazily (the engine's tests do: test/lazy-keys.test.ts); list 2 ranks by the filing
      // date itself, and keeps applications without one
      const excluded = a.eu_article !== undefined && EXCLUDED.includes(a.eu_article);
      if (measure !== 5 && !((measure === 2 || measure === 3) && excluded) && a.submitted_at === undefined) a.submitted_at = when;
      if (measure === 5 && a.submitted_at === undefined && a.submitted_date === undefined) a.submitted_date = when.slice(0, 10);
      yield a;
    }
  }
  return { call, applications };
}
