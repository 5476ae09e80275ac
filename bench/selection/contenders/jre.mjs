// Contender 4a (issue 7): json-rules-engine 7.3.1 scores each application (eligibility and the
// points of each criterion as rules whose events carry the points); the total, the threshold,
// ranking and allocation are plain JavaScript (the same code as contender 2, decimal.js money).
import { Engine } from "json-rules-engine";
import { allocPop3, allocBands, Decimal } from "./plain.mjs";

function pop3Engine() {
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addRule({ name: "tijdig", conditions: { all: [{ fact: "received_in_time", operator: "equal", value: true }] }, event: { type: "eligible" } });
  const crit = [["a", "a_effectiveness", 2], ["b", "b_innovativeness", 3], ["c", "c_cost_effectiveness", 2], ["d", "d_feasibility", 2]];
  for (const [name, field, w] of crit)
    for (let v = 1; v <= 4; v++)
      engine.addRule({
        name: `${name}=${v}`,
        conditions: { all: [{ fact: "scores", path: `$.${field}`, operator: "equal", value: v }] },
        event: { type: "points", params: { criterion: name, points: w * v } },
      });
  return engine;
}

function bandsEngine(call) {
  // amounts enter as integer cents (exact doubles); the band edges are facts too (a cent amount
  // × 0.75 or × 0.5 is exact in binary), compared with json-rules-engine's fact references
  const avg = cents(call.national_average_pdp_per_capita_pln);
  const engine = new Engine([], { allowUndefinedFacts: true });
  engine.addFact("pdp_edge75", avg * 0.75);
  engine.addFact("pdp_edge100", avg);
  const band = (name, fact, e1, e2) => {
    engine.addRule({ name: `${name}=2`, conditions: { all: [{ fact, operator: "lessThanInclusive", value: { fact: e1 } }] }, event: { type: "points", params: { criterion: name, points: 2 } } });
    engine.addRule({ name: `${name}=1`, conditions: { all: [{ fact, operator: "greaterThan", value: { fact: e1 } }, { fact, operator: "lessThanInclusive", value: { fact: e2 } }] }, event: { type: "points", params: { criterion: name, points: 1 } } });
  };
  band("c1_pdp", "pdp", "pdp_edge75", "pdp_edge100");
  band("c2_share", "aid", "costs50", "costs75");
  engine.addRule({ name: "c3=2", conditions: { all: [{ fact: "regional_criterion", operator: "equal", value: "met" }] }, event: { type: "points", params: { criterion: "c3", points: 2 } } });
  engine.addRule({ name: "c3=1", conditions: { all: [{ fact: "regional_criterion", operator: "equal", value: "partly" }] }, event: { type: "points", params: { criterion: "c3", points: 1 } } });
  return engine;
}

// "1234.56" -> 123456
const cents = (s) => { const [i, f = ""] = s.split("."); return Number(i) * 100 + Number((f + "00").slice(0, 2)); };

export async function setup(job, _module, call0) {
  if (job === "pop3") {
    const engine = pop3Engine();
    return {
      async run(call, applications) {
        const out = [], ranked = [];
        for (const a of applications) {
          const { events } = await engine.run(a);
          let eligible = false, total = 0;
          const p = { a: 0, b: 0, c: 0, d: 0 };
          for (const e of events) {
            if (e.type === "eligible") eligible = true;
            else { p[e.params.criterion] = e.params.points; total += e.params.points; }
          }
          if (!eligible) { out.push({ id: a.id, status: "ineligible", position: null, amount: "0.00" }); continue; }
          if (total < 22) { out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" }); continue; }
          ranked.push({ id: a.id, total, pa: p.a, pb: p.b, pc: p.c, at: a.submitted_at, ask: new Decimal(a.max_subsidy_eur) });
        }
        return allocPop3(call, out, ranked);
      },
      rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]),
    };
  }
  const engine = bandsEngine(call0);
  return {
    async run(call, applications) {
      const out = [], ranked = [];
      for (const a of applications) {
        const costs = cents(a.eligible_costs_pln);
        const facts = {
          pdp: cents(a.pdp_per_capita_pln), aid: cents(a.requested_aid_pln),
          costs50: costs * 0.5, costs75: costs * 0.75, regional_criterion: a.regional_criterion,
        };
        const { events } = await engine.run(facts);
        let total = 0;
        for (const e of events) total += e.params.points;
        if (total < 3) { out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" }); continue; }
        ranked.push({ id: a.id, total, pdp: new Decimal(a.pdp_per_capita_pln), at: a.received_at, ask: new Decimal(a.requested_aid_pln) });
      }
      return allocBands(call, out, ranked);
    },
    rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]),
  };
}
