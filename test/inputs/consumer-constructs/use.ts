// A service using the modules `allot compile` writes for the adversarial schemes of the new
// constructs (packages/dsl/test/adversarial): type-checked with tsc --strict by
// test/compile-constructs.test.ts; it must give no error.
import * as st from "./stages/ks.mjs";
import * as gr from "./groups/ks.mjs";
import * as fc from "./fcfs/ks.mjs";
import * as mi from "./misc/ks.mjs";
import * as rg from "./regimes/ks.mjs";
const r1 = st.evaluate({ volume: "1000.00", shortlist: 3 }, [{ id: "A", points: 5, asked: "100.00", region: "south", small: true }]).result;
const stage: string | undefined = r1.results[0]!.stage;
const stages = r1.totals.main.stages;
const r2 = gr.evaluate({ budget: "100.00", cap: "50.00" }, [{ id: "A", consortium: "C", points: 1, asked: "10.00" }]).result;
const group: string | undefined = r2.results[0]!.group;
const r3 = fc.evaluate({ budget: "100.00", draws: { "2024-03-02": ["A"] } }, [{ id: "A", received_at: "2024-03-02T10:00", requested: "10.00", sme: true }]).result;
const r4 = mi.evaluate({ budget: "100.00", ceiling: "50.00", price_date: "2027-01-01", ranking_list: ["C"] }, [{ id: "A", consortium: "C", score: 5, countries: ["DE"], asked: "10.00", price: "5.5", filed: "2024-03-04T10:00", partners: 3 }]).result;
const r5 = rg.evaluate({ limit: "100.00" }, [{ id: "A", points: 5, asked: "10.00" }]).result;
const reg: "scored" | "unscored" | "third" | undefined = r5.results[0]!.regime;
export { stage, stages, group, r3, r4, reg };
