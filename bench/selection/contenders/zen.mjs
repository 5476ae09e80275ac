// Contender 4b (issue 7): GoRules ZEN (@gorules/zen-engine 0.54.0) scores each application in
// its fastest mode found here: one decision created once (createDecision, an expression node;
// ZEN evaluates numbers as exact decimals, amounts are passed as strings and read with number()),
// evaluated per application with up to 4096 evaluations in flight (about 1.8× faster than
// awaiting them one by one in a quick test of a small decision on this machine). Threshold, ranking and allocation are plain
// JavaScript (the same code as contender 2, decimal.js money).
import { ZenEngine, ZenDecisionContent } from "@gorules/zen-engine";
import { allocPop3, allocBands, Decimal } from "./plain.mjs";

const graph = (expressions) => ({
  nodes: [
    { id: "in", type: "inputNode", name: "Request", position: { x: 0, y: 0 } },
    { id: "score", type: "expressionNode", name: "score", position: { x: 200, y: 0 },
      content: { expressions: expressions.map(([key, value], i) => ({ id: String(i), key, value })) } },
    { id: "out", type: "outputNode", name: "Response", position: { x: 400, y: 0 } },
  ],
  edges: [
    { id: "e1", sourceId: "in", targetId: "score", type: "edge" },
    { id: "e2", sourceId: "score", targetId: "out", type: "edge" },
  ],
});

const POP3 = graph([
  ["eligible", "received_in_time"],
  ["a", "scores.a_effectiveness * 2"],
  ["b", "scores.b_innovativeness * 3"],
  ["c", "scores.c_cost_effectiveness * 2"],
  ["total", "scores.a_effectiveness * 2 + scores.b_innovativeness * 3 + scores.c_cost_effectiveness * 2 + scores.d_feasibility * 2"],
]);

const BANDS = graph([
  ["c1", "number(pdp) <= number(avg) * 0.75 ? 2 : (number(pdp) <= number(avg) ? 1 : 0)"],
  ["c2", "number(aid) <= number(costs) * 0.5 ? 2 : (number(aid) <= number(costs) * 0.75 ? 1 : 0)"],
  ["c3", "regional == 'met' ? 2 : (regional == 'partly' ? 1 : 0)"],
]);

const IN_FLIGHT = 4096;

async function evaluateAll(decision, inputs) {
  const results = new Array(inputs.length);
  for (let i = 0; i < inputs.length; i += IN_FLIGHT) {
    const end = Math.min(inputs.length, i + IN_FLIGHT);
    const ps = [];
    for (let j = i; j < end; j++) ps.push(decision.evaluate(inputs[j]));
    const rs = await Promise.all(ps);
    for (let j = i; j < end; j++) results[j] = rs[j - i].result;
  }
  return results;
}

export async function setup(job) {
  const engine = new ZenEngine();
  if (job === "pop3") {
    const decision = engine.createDecision(new ZenDecisionContent(POP3));
    return {
      async run(call, applications) {
        const scored = await evaluateAll(decision, applications);
        const out = [], ranked = [];
        for (let i = 0; i < applications.length; i++) {
          const a = applications[i], s = scored[i];
          if (!s.eligible) { out.push({ id: a.id, status: "ineligible", position: null, amount: "0.00" }); continue; }
          if (s.total < 22) { out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" }); continue; }
          ranked.push({ id: a.id, total: s.total, pa: s.a, pb: s.b, pc: s.c, at: a.submitted_at, ask: new Decimal(a.max_subsidy_eur) });
        }
        return allocPop3(call, out, ranked);
      },
      rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]),
    };
  }
  const decision = engine.createDecision(new ZenDecisionContent(BANDS));
  return {
    async run(call, applications) {
      const avg = call.national_average_pdp_per_capita_pln;
      const inputs = applications.map((a) => ({ pdp: a.pdp_per_capita_pln, avg, aid: a.requested_aid_pln, costs: a.eligible_costs_pln, regional: a.regional_criterion }));
      const scored = await evaluateAll(decision, inputs);
      const out = [], ranked = [];
      for (let i = 0; i < applications.length; i++) {
        const a = applications[i], s = scored[i];
        const total = s.c1 + s.c2 + s.c3;
        if (total < 3) { out.push({ id: a.id, status: "below_threshold", position: null, amount: "0.00" }); continue; }
        ranked.push({ id: a.id, total, pdp: new Decimal(a.pdp_per_capita_pln), at: a.received_at, ask: new Decimal(a.requested_aid_pln) });
      }
      return allocBands(call, out, ranked);
    },
    rows: (out) => out.map((r) => [r.id, r.status, r.position, r.amount]),
  };
}
