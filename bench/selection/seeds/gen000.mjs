// Calls shaped like seed 000 (schemes/seed_000/wine_art23.allot, Art. 23 of Reg. 2016/1150), in
// the scheme's declared input shape. The call's `selection` picks the regime: the job "seed000"
// ranks until the budget is exhausted (`boundary` stop, as the seed's mapping fixes it),
// "seed000-prorata" sets a threshold and pays pro rata (`carry_over_timestamp` original in
// both). Each eligibility condition fails for a few; a twentieth are carried over from the
// previous year (some without consent, some excluded under another paragraph, some without a
// consent moment); priority criteria each met by two in five, so totals 0–9 tie in large
// groups and the moment of submission (to the second) breaks them. Submissions fall in April
// 2024 (no DST change), three in ten in the last n/30 seconds before the deadline, some after it:
// equal seconds tie, unresolved, and may decide who is funded.
import { mulberry32, money, pad, between, localTime } from "./common.mjs";

const CRITERIA = ["P1_young_producer", "P2_organic", "P3_pdo_pgi", "P4_micro_small_enterprise", "P5_first_time_applicant"];
const MEAN_ASK = 15_250_000; // cents: the mean of 5,000.00 … 300,000.00

export function gen000(n, selection = "rank_until_exhausted", seed = 1000) {
  const base = Date.UTC(2024, 3, 2, 8, 0, 0);
  const span = 30 * 86400; // the deadline: 2024-05-02T08:00:00
  const rush = Math.max(60, Math.round(n / 30)); // seconds before the deadline: as dense at every size
  const call = {
    measure_budget_eur: money(Math.floor((n * MEAN_ASK * 0.35) / 100) * 100),
    submission_deadline: localTime(base, span),
    selection, threshold_points: 4, boundary: "stop", carry_over_timestamp: "original",
  };
  function* applications() {
    const r = mulberry32(seed);
    for (let i = 0; i < n; i++) {
      const late = r() < 0.02;
      const secs = late ? span + 1 + Math.floor(r() * 86400) : r() < 0.3 ? span - Math.floor(r() * rush) : Math.floor(r() * span);
      const a = {
        id: `W${pad(i + 1, 7)}`,
        applicant: `Producent ${i + 1}`,
        submitted_at: localTime(base, secs),
        content_complete: r() >= 0.02,
        eligibility_ok: r() >= 0.02,
        costs_eligible: r() >= 0.02,
        criteria_met: CRITERIA.filter(() => r() < 0.4),
        requested_support_eur: money(between(r, 500_000, 30_000_000)),
      };
      if (r() < 0.05) {
        const under = r();
        a.carry_over = {
          from_budget_year: "2023",
          excluded_previously_under: under < 0.8 ? "Art. 23(3)" : under < 0.9 ? "Art. 23(4)" : "Art. 23(1)",
          applicant_consent: r() < 0.9,
        };
        if (r() < 0.7) a.carry_over.consent_at = localTime(base, Math.floor(r() * span));
      }
      yield a;
    }
  }
  return { call, applications };
}

export const gen000ProRata = (n) => gen000(n, "threshold_pro_rata");
