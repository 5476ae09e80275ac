// Calls shaped like seed 001 (schemes/seed_001/fedr_par6.allot, § 6 FEdR), in the scheme's
// declared input shape (`limit_reading` is `stop`, as the seed's mapping fixes it). Seven in ten
// operations are scored (points 0..1000, a tenth below the minimum), the rest unscored (ust. 3:
// ordered by submission time alone, no tie-break). Amounts are whole thousands of PLN, so equal
// requests happen; a twentieth leave the PO RYBY flag out. Submissions fall in the first three
// weeks of October 2024 (no DST change), four in five in the first n/40 seconds after the call
// opens (the rush of a first-come call, as dense at every size): equal seconds then tie, and what
// the scored regime leaves of the shared limit runs out inside the rush, where such ties stay
// unresolved and can decide who is funded.
import { mulberry32, money, pad, between, localTime } from "./common.mjs";

const MEAN_ASK = 25_050_000; // cents: the mean of 1,000.00 … 500,000.00 in whole thousands

export function gen001(n, seed = 1001) {
  const scoredShare = 0.7;
  // the regimes share the limit, scored first: it covers every scored ask (seven tenths of the
  // asks, of which some are below the minimum or unranked) and about a third of the unscored ones,
  // so the unscored regime's cut falls inside the rush
  const limit = Math.floor((n * MEAN_ASK * (scoredShare + (1 - scoredShare) * 0.33)) / 100_000) * 100_000;
  const call = { funding_limit_pln: money(limit), minimum_points: 100, evaluated_on: "2024-11-08", limit_reading: "stop" };
  const base = Date.UTC(2024, 9, 1, 8, 0, 0);
  const rush = Math.max(60, Math.round(n / 40)); // seconds: as many arrivals a second at every size
  function* applications() {
    const r = mulberry32(seed);
    for (let i = 0; i < n; i++) {
      const a = {
        id: `R${pad(i + 1, 7)}`,
        applicant: `Wnioskodawca ${i + 1}`,
        operation_no: `OP/${i + 1}`,
        operation_title: `Operacja ${i + 1}`,
        submitted_at: localTime(base, r() < 0.8 ? Math.floor(r() * rush) : Math.floor(r() * 21 * 86400)),
        requested_aid_pln: money(between(r, 1, 500) * 100_000),
      };
      if (r() < scoredShare) {
        a.points = between(r, 0, 1000);
        // every scored operation gives the fact of § 6 ust. 5 pkt 1: the hand-written contenders
        // do not model a tie-break step read lazily with `if absent unresolved` (the engine's
        // tests do: test/lazy-keys.test.ts, schemes/seed_001/tests/hand_flag_absent)
        r();
        a.received_payment_po_ryby_2014_2020 = r() < 0.3;
      }
      yield a;
    }
  }
  return { call, applications };
}
