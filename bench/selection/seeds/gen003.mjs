// Calls shaped like seed 003 (schemes/seed_003/podstawowe_uslugi_par13.allot, § 13 PROW), in the
// scheme's declared input shape (the readings the mapping fixes — rounded_1dp, each_stage — are
// set in the call). Municipalities (gminy) are drawn from a pool, so applications of one gmina
// share its PDP and powiat; a tenth of them are exactly on the 75 % / 100 % band edges; powiat
// means sit around the voivodeship's so that "equal after rounding" happens; a tenth of the
// stages ask exactly 50 %; rates are JSON numbers with one decimal, as in the seed's data.
// Receipt is to the minute within 20 days of June 2009, a tenth in the last 30 minutes: ties
// on (total, PDP, minute) stay, as § 13 ust. 5 leaves them (`unresolved`).
import { mulberry32, money, pad, between, pick, localTime, submission } from "./common.mjs";

const REGIONAL = ["met", "partly", "not_met"];
const STAGE_COSTS_MEAN = 105_000_000; // cents, mean of 10,000.00–2,000,000.00

export function gen003(n, seed = 3003) {
  const r = mulberry32(seed);
  const gminas = Math.max(8, Math.floor(n / 10));
  const pool = [];
  for (let g = 0; g < gminas; g++) {
    const edge = r() < 0.1;
    const pdp = edge ? pick(r, [112_500, 150_000]) : between(r, 50_000, 250_000);
    const centre = between(r, 70, 140); // tenths of a percent
    const rates = [];
    for (let m = 0; m < 6; m++) rates.push((centre + between(r, -2, 2)) / 10);
    pool.push({ name: `Gmina ${g + 1}`, pdp: money(pdp), rates });
  }
  // requested ≈ stages × 0.5 × mean costs; the limit takes about a third of it
  const limit = Math.floor((n * 2 * 0.5 * STAGE_COSTS_MEAN * 0.3) / 100) * 100;
  const call = {
    allocation_limit_pln: money(limit),
    national_average_pdp_per_capita_pln: "1500.00",
    voivodeship_unemployment_monthly_pct: [10.2, 10.2, 10.2, 10.2, 10.2, 10.3],
    unemployment_comparison: "rounded_1dp",
    c4_costs: "each_stage",
  };
  const base = Date.UTC(2009, 5, 1, 8, 0, 0);
  const minutes = 20 * 24 * 60;
  function* applications() {
    const r = mulberry32(seed + 1);
    for (let i = 0; i < n; i++) {
      const g = pool[Math.floor(r() * gminas)];
      const k = between(r, 1, 3);
      const stages = [];
      let asked = 0;
      for (let s = 1; s <= k; s++) {
        const costs = between(r, 1_000_000, 200_000_000);
        const aid = r() < 0.1 ? Math.floor(costs / 2) : Math.floor(costs * (0.3 + r() * 0.4));
        asked += aid;
        stages.push({ stage: s, requested_aid_pln: money(aid), eligible_costs_pln: money(costs) });
      }
      yield {
        id: `G${pad(i + 1, 7)}`,
        applicant: g.name,
        operation_title: `Operacja ${i + 1}`,
        pdp_per_capita_pln: g.pdp,
        powiat_unemployment_monthly_pct: g.rates,
        regional_criterion: pick(r, REGIONAL),
        stages,
        requested_aid_pln: money(asked),
        received_at: localTime(base, 60 * submission(r, minutes, 0.1, 30), false),
      };
    }
  }
  return { call, applications };
}
