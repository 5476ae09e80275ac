// The stage walk of oracle-stages.mjs (docs/language.md §14.7, §14.1, §14.10), shared with oracle-opentie.mjs.
// stages: [{name, when: (a)=>bool, budget: {kind:'call'|'left', v}, policy, min: {amt, otherwise}|null, thr: (a)=>bool|null, unfunded:'go on'|'stay out'}]
export function walkStages(apps, B, stages) {
  const out = new Map(); // id -> {status, amount, stage}
  const funded = new Set(), out_ = new Set();
  let awarded = 0n;
  const totals = {};
  stages.forEach((st, si) => {
    const last = si === stages.length - 1;
    const left = B - awarded;
    let budget = st.budget.kind === "left" ? left : st.budget.v;
    if (budget > left) budget = left;
    if (budget < 0n) budget = 0n;
    let R = budget, stopped = false, spent = 0n;
    for (const a of apps) {
      if (funded.has(a.id) || out_.has(a.id)) continue;
      if (!st.when(a)) continue;
      if (st.thr && !st.thr(a)) { out.set(a.id, { status: "below_threshold", amount: 0n, stage: st.name }); out_.add(a.id); continue; }
      let grant = null;
      if (!stopped) {
        if (a.req <= R) grant = a.req;
        else if (st.policy === "stop") stopped = true;
        else if (st.policy === "partial") {
          if (R > 0n && (!st.min || R >= (st.min.pct ? 0n : st.min.amt) && (!st.min.pct || R * 100n >= a.req * st.min.pct))) { grant = R; stopped = true; }
          else if (R <= 0n) stopped = true;
          else if (!st.min || st.min.otherwise === "stop") stopped = true;
        }
      }
      if (grant === null) {
        out.set(a.id, { status: "not_funded", amount: 0n, stage: st.name });
        if (st.unfunded === "stay out") out_.add(a.id);
        continue;
      }
      R -= grant; spent += grant; awarded += grant; funded.add(a.id);
      out.set(a.id, { status: grant < a.req ? "partially_funded" : "funded", amount: grant, stage: st.name });
    }
    totals[st.name] = { budget, awarded: spent, remaining: budget - spent };
  });
  for (const a of apps) if (!out.has(a.id)) out.set(a.id, { status: "not_funded", amount: 0n, stage: null });
  return { out, awarded, totals };
}

