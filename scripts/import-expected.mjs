#!/usr/bin/env node
// Writes the scheme tests of schemes/seed_00N/tests/ from the hand-worked outcomes in
// ../shared/domain/seed_00N.expected.json: one test per variant, statuses translated to Allot's
// one vocabulary, each result's status word as the scheme words it (its label) and its reasons as
// (rule, source) pairs — the hand-worked reason texts read by the tables below, written by hand.
// Run once when the shared outcomes change: `node scripts/import-expected.mjs`.
// The tests it writes are committed; CI runs them without ../shared.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const shared = process.argv[2] ?? "../shared/domain";
const read = (f) => JSON.parse(readFileSync(join(shared, f), "utf8"));
const str = (v) => (v === null || v === undefined ? v : String(v));
const write = (seed, file, test) => {
  const dir = join("schemes", seed, "tests");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), JSON.stringify(test, null, 2) + "\n");
};
const money = (d) => d; // decimal strings are kept exactly as written by hand
/** the (rule, source) a hand-worked reason text stands for: the first pattern it matches */
const reasonsOf = (table, status, text) => {
  const hit = table.find(([st, re]) => st === status && re.test(text ?? ""));
  if (!hit) throw new Error(`no rule for the hand-worked reason of a '${status}' result: ${text}`);
  return hit[2].map(([rule, source]) => ({ rule, source }));
};

// ── seed 000 ──────────────────────────────────────────────────────────────
{
  const e = read("seed_000.expected.json");
  const statusMap = { funded: "funded", not_funded_budget: "not_funded", excluded_ineligible: "ineligible", not_reconsidered: "ineligible", funded_pro_rata: "pro_rata", excluded_below_threshold: "below_threshold" };
  // the scheme's own status words (its labels, in Polish as the scheme declares) for the hand-worked statuses
  const labelOf = { funded: "wybrany", not_funded_budget: "niewybrany: wyczerpanie budżetu", excluded_ineligible: "wykluczony z powodu niekwalifikowalności", not_reconsidered: "nieuwzględniony ponownie", funded_pro_rata: "płatność proporcjonalna", excluded_below_threshold: "wykluczony: poniżej progu" };
  const reasons = [
    ["funded", /^$/, []],
    ["funded_pro_rata", /^$/, []],
    ["not_funded_budget", /^Art\. 23\(3\) first subpara\.: budget of the measure exhausted/, [["allocation", "art23_3a"]]],
    ["excluded_ineligible", /^Art\. 23\(1\): application not submitted by the deadline$/, [["on_time", "art23_1"]]],
    ["excluded_ineligible", /^Art\. 23\(1\): application does not comply with the rules on its content$/, [["content", "art23_1"]]],
    ["excluded_ineligible", /^Art\. 23\(1\): eligibility criteria of the measure not met$/, [["criteria", "art23_1"]]],
    ["excluded_ineligible", /^Art\. 23\(1\): costs not eligible$/, [["costs", "art23_1"]]],
    ["not_reconsidered", /^Art\. 23\(5\): carry-over requires the applicant's consent/, [["carry_over_consent", "art23_5"]]],
    ["not_reconsidered", /^Art\. 23\(5\): only applications excluded under Art\. 23\(3\) or \(4\)/, [["carry_over_paragraph", "art23_5"]]],
    // variant B applies the threshold of Art. 23(3) 2nd subpara., variant C the one of Art. 23(4)
    ["excluded_below_threshold", /^Art\. 23\(3\) 2nd subpara\./, [["minimum_3b", "art23_3b"]]],
    ["excluded_below_threshold", /^Art\. 23\(4\): below the 3-point threshold/, [["minimum_4", "art23_4"]]],
  ];
  for (const [name, v] of Object.entries(e.variants)) {
    const call = {};
    let regime;
    if (name.startsWith("A_")) {
      regime = "rank_until_exhausted";
      Object.assign(call, { selection: regime, boundary: name.endsWith("skip") ? "skip" : "stop", carry_over_timestamp: name.includes("I2") ? "consent" : "original" });
    } else if (name.startsWith("B_")) {
      regime = "threshold_pro_rata";
      Object.assign(call, { selection: regime });
    } else {
      regime = "threshold_only";
      Object.assign(call, { selection: regime, measure_budget_eur: v.parameters.measure_budget_eur });
    }
    const results = {};
    for (const r of v.results) {
      results[r.id] = { status: statusMap[r.status], label: labelOf[r.status], position: r.rank, amount: money(r.amount_eur), ...(r.points !== null ? { points: { total: str(r.points) } } : { points: null }), reasons: reasonsOf(reasons, r.status, r.reason) };
    }
    const totals = { awarded: v.totals.awarded, remaining: v.totals.unallocated ?? v.totals.undistributed_rounding_remainder };
    write("seed_000", `${name}.test.json`, {
      name: `${name}${name === e.primary_variant ? " (primary)" : ""}`,
      description: v.description,
      input: "../data/seed_000.applications.json",
      map: "../wine_art23.map.json",
      call,
      expect: { results, ranking: v.ranking, unresolvedTies: [], totals: { [regime]: totals } },
    });
  }
}

// ── seed 001 ──────────────────────────────────────────────────────────────
{
  const e = read("seed_001.expected.json");
  const row = (p, withinKey = "within_limit") => ({
    position: p.position,
    applicant: p.applicant,
    operation_title: p.operation_title,
    operation_no: p.operation_no,
    requested_aid_pln: p.requested_aid_pln,
    ...(p.points !== undefined ? { points: str(p.points) } : {}),
    within_limit: p[withinKey],
    submitted_at: p.submitted_at.replace(/\.000$/, ""),
  });
  // the list of ust. 6 says whether an operation is within the limit: the scheme's words for it
  const withinWord = (w) => (w ? "w limicie" : "poza limitem");
  // outside the limit of the ogłoszenie: the walk of the list of ust. 6 passes it over
  const outsideReasons = (w) => (w ? [] : [{ rule: "allocation", source: "ust6" }]);
  const notListed = [["not_listed", /^below minimum number of points \(5\) – not on the § 6 ust\. 6 pkt 1 list$/, [["minimum", "ust6"]]]];
  for (const [name, v] of Object.entries(e.variants)) {
    const results = {};
    for (const p of v.published_list) results[p.id] = { status: p.within_limit ? "funded" : "not_funded", label: withinWord(p.within_limit), position: p.position, amount: p.within_limit ? p.requested_aid_pln : "0.00", points: { selection_points: str(p.points), total: str(p.points) }, reasons: outsideReasons(p.within_limit) };
    for (const n of v.not_listed) results[n.id] = { status: "below_threshold", label: "not_listed", position: null, points: { total: str(n.points) }, reasons: reasonsOf(notListed, "not_listed", n.reason) };
    const limit = 2000000;
    write("seed_001", `${name}.test.json`, {
      name: `call A, ${name}${name === e.primary_variant ? " (primary)" : ""}`,
      description: e.interpretations[name.endsWith("skip") ? "skip" : "stop"],
      input: "../data/seed_001.applications.json",
      map: "../fedr_par6.map.json",
      call: { limit_reading: name.endsWith("skip") ? "skip" : "stop" },
      expect: {
        results,
        ranking: e.call_A_ranking,
        unresolvedTies: [],
        totals: { scored: { awarded: v.total_within_limit_pln, remaining: (limit - Number(v.total_within_limit_pln)).toFixed(2) } },
        publication: { deadline: e.publication_deadline_A, rows: v.published_list.map((p) => row(p)) },
      },
    });
  }
  const b = e.call_B;
  for (const reading of ["stop", "skip"]) {
    const key = reading === "stop" ? "within_limit" : "within_limit_skip_variant";
    const results = {};
    for (const p of b.published_list) results[p.id] = { status: p[key] ? "funded" : "not_funded", label: withinWord(p[key]), position: p.id === "T03" ? 2 : p.position, amount: p[key] ? p.requested_aid_pln : "0.00", reasons: outsideReasons(p[key]) };
    write("seed_001", `B_${reading}.test.json`, {
      name: `call B (no scoring, ust. 3), ${reading}`,
      description: b.unresolved_ties[0].note,
      input: "../data/seed_001.applications.json",
      map: {
        call: { funding_limit_pln: "$.call_B_unscored.funding_limit_pln", evaluated_on: "$.call_B_unscored.ordering_completed_on", limit_reading: { const: reading } },
        applications: "$.applications_B",
      },
      expect: {
        $deviation: "The hand-worked list numbers T02 and T03 as 2 and 3 (the analysis writes '2/3'); their order is legally undetermined, so Allot gives both position 2 and reports the tie.",
        results,
        ranking: b.published_list.map((p) => p.id),
        unresolvedTies: b.unresolved_ties.map((t) => t.ids),
        totals: { unscored: { awarded: reading === "stop" ? b.total_within_limit_pln : b.total_within_limit_pln_skip_variant } },
        publication: { deadline: b.publication_deadline, rows: b.published_list.map((p) => ({ ...row(p, key), position: p.id === "T03" ? 2 : p.position })) },
      },
    });
  }
}

// ── seed 002 ──────────────────────────────────────────────────────────────
{
  const e = read("seed_002.expected.json");
  const statusMap = { honoured: "funded", honoured_partial: "partially_funded", not_honoured_ceiling: "not_funded", not_honoured_below_threshold: "below_threshold", rejected_not_timely: "ineligible" };
  // "subsidieplafond reached": the refusal is Awb 4:25(2)'s ("wordt geweigerd voor zover ... het
  // subsidieplafond zou worden overschreden"), the ground the scheme's boundary rule cites
  const reasons = [
    ["honoured", /^$/, []],
    ["honoured_partial", /^lid 5-6 \+ Awb 4:25\(2\): partial grant/, []],
    ["not_honoured_ceiling", /^lid 5-6: subsidieplafond reached$/, [["allocation", "awb_4_25"]]],
    ["not_honoured_below_threshold", /^lid 4: \d+ < 22 points$/, [["minimum", "lid4"]]],
    ["rejected_not_timely", /^lid 1: only applications received in time are assessed$/, [["tijdig", "lid1"]]],
  ];
  for (const [name, v] of Object.entries(e.variants)) {
    const results = {};
    for (const r of v.results) {
      const points = r.weighted ? { a: str(r.weighted.a_effectiveness), b: str(r.weighted.b_innovativeness), c: str(r.weighted.c_cost_effectiveness), d: str(r.weighted.d_feasibility), total: str(r.total_points) } : null;
      results[r.id] = { status: statusMap[r.status], label: r.status, position: r.rank, amount: r.amount_eur, points, reasons: reasonsOf(reasons, r.status, r.reason) };
    }
    write("seed_002", `${name}.test.json`, {
      name: `${name}${name === e.primary_variant ? " (primary)" : ""}`,
      description: e.interpretations[name],
      input: "../data/seed_002.applications.json",
      map: "../pop3_innovatie.map.json",
      call: { grensregel: name },
      expect: {
        $comment: "The 32-point tie {N02, N03} does not straddle the ceiling: lid 6 does not apply, both share position 2, and it is not an unresolved tie.",
        results,
        ranking: e.ranking,
        unresolvedTies: [],
        totals: { main: { awarded: v.total_awarded, remaining: v.remaining_ceiling } },
      },
    });
  }
}

// ── seed 003 ──────────────────────────────────────────────────────────────
{
  const e = read("seed_003.expected.json");
  const statusMap = { funded: "funded", not_funded_budget: "not_funded", not_eligible_below_3_points: "below_threshold" };
  // the scheme words "funded" with the engine's own word (no label), the other two as the hand file
  const labelOf = (st) => (st === "funded" ? {} : { label: st });
  const reasons = [
    ["funded", /^$/, []],
    ["not_funded_budget", /^$/, [["allocation", "limit"]]],
    ["not_eligible_below_3_points", /^§ 13 ust\. 7 pkt 2: fewer than 3 points$/, [["minimum", "ust7_pkt2"]]],
  ];
  const calls = { rounded_1dp: { unemployment_comparison: "rounded_1dp", c4_costs: "each_stage" }, unrounded: { unemployment_comparison: "unrounded", c4_costs: "each_stage" }, c4_operation_costs_literal: { unemployment_comparison: "rounded_1dp", c4_costs: "operation" } };
  for (const [name, v] of Object.entries(e.variants)) {
    const results = {};
    for (const r of v.results) {
      const p = r.points;
      results[r.id] = { status: statusMap[r.status], ...labelOf(r.status), position: r.rank, amount: r.amount_pln, points: { c1_pdp: str(p.c1_pdp), c2_unemployment: str(p.c2_unemployment), c3_regional: str(p.c3_regional), c4_cofinancing: str(p.c4_cofinancing), total: str(p.total) }, reasons: reasonsOf(reasons, r.status, r.reason) };
    }
    write("seed_003", `${name}.test.json`, {
      name: `${name}${name === e.primary_variant ? " (primary)" : ""}`,
      description: e.interpretations[name],
      input: "../data/seed_003.applications.json",
      map: "../podstawowe_uslugi_par13.map.json",
      call: calls[name],
      expect: { results, ranking: v.ranking, unresolvedTies: [], totals: { main: { awarded: v.total_awarded, remaining: v.remaining } } },
    });
  }
}

// ── seed 004 ──────────────────────────────────────────────────────────────
{
  const e = read("seed_004.expected.json");
  const positions = (order, tied = []) => {
    const out = {};
    order.forEach((id, i) => (out[id] = i + 1));
    for (const group of tied) {
      const p = Math.min(...group.map((id) => out[id]));
      for (const id of group) out[id] = p;
    }
    return out;
  };
  const statusOf = (w) => (w === true ? "funded" : w === false ? "not_funded" : "indeterminate");
  const variants = {
    R1_stop_R3_by_years: { call: { limit_reading_regime_1: "stop", report_years_reading: "by_years" }, r1: e.regime_1.within_limit_stop, r3: e.regime_3.within_limit_stop_R1, r3order: e.regime_3.primary_reading_R1_order, note: "regime 1 'stop', regime 3 reading R1 (primary)" },
    R1_skip: { call: { limit_reading_regime_1: "skip", report_years_reading: "by_years" }, r1: e.regime_1.within_limit_skip, r3: e.regime_3.within_limit_stop_R1, r3order: e.regime_3.primary_reading_R1_order, note: "regime 1 'skip'" },
    R3_two_years_class: { call: { limit_reading_regime_1: "stop", report_years_reading: "two_years_class" }, r1: e.regime_1.within_limit_stop, r3: e.regime_3.within_limit_stop_R2, r3order: e.regime_3.alternative_reading_R2_order, note: "regime 3 reading R2: " + e.interpretations.R2 },
  };
  for (const [name, v] of Object.entries(variants)) {
    const results = {};
    const p1 = positions(e.regime_1.order_on_declared_points);
    const p2 = positions(e.regime_2.order, e.regime_2.unresolved_ties);
    const p3 = positions(v.r3order);
    const amounts = Object.fromEntries(read("seed_004.applications.json").applications.map((a) => [a.id, a.requested_aid_pln]));
    const put = (within, pos, regime) => {
      // no labels in this scheme; outside the limit, or possibly outside it (indeterminate), the
      // walk of the call's limits (not § 43) gives the reason
      for (const [id, w] of Object.entries(within)) results[id] = { status: statusOf(w), regime, position: pos[id], amount: w === true ? amounts[id] : "0.00", reasons: w === true ? [] : [{ rule: "allocation", source: "limits" }] };
    };
    put(v.r1.within_limit, p1, "by_points");
    put(e.regime_2.within_limit_stop.within_limit, p2, "by_submission");
    put(v.r3.within_limit, p3, "by_report_years");
    results.B03.contingentAmount = "90000.00";
    results.B04.contingentAmount = "90000.00";
    write("seed_004", `${name}.test.json`, {
      name,
      description: v.note,
      input: "../data/seed_004.applications.json",
      map: "../akwakultura_par43.map.json",
      call: v.call,
      expect: {
        $comment: "B03 and B04 are tied on date and amount, § 43 gives no further rule, and exactly one of them fits the limit: both are indeterminate, and the 90,000 that goes to one of them is 'undecided'.",
        results,
        ranking: [...e.regime_1.order_on_declared_points, ...e.regime_2.order, ...v.r3order],
        unresolvedTies: e.regime_2.unresolved_ties,
        totals: {
          by_points: { awarded: v.r1.total_within_limit_pln },
          by_submission: { awarded: "920000.00", undecided: "90000.00", remaining: "0.00" },
          by_report_years: { awarded: v.r3.total_within_limit_pln },
        },
      },
    });
  }
}
console.log("scheme tests written");
