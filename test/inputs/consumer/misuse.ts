// Misuse of the module `allot compile` writes for seed 002: tsc --strict must report exactly the
// errors named at the end of each line ("// TSnnnn …"), and none on the other lines.
import { evaluate, evaluateTable, type Application, type Call } from "./pop3_samenwerking_innovaties.mjs";
const call: Call = { subsidieplafond: 1000000, loting: [], grensregel: "round_robin" }; // TS2322 TS2322
const app: Application = { id: "N01", applicant: "A", received_in_time: "yes", scores: { a_effectiveness: 4, b_innovativeness: 4, c_cost_effectiveness: 4, d_feasability: 4 }, max_subsidy_eur: "1.00" }; // TS2322 TS2561
const r = evaluate(call, [app]).result.results[0]!;
const e: string | undefined = r.points?.e; // TS2339
const t = evaluateTable(call, [app], { explain: true }); // TS2353
const status: "won" = r.status; // TS2322
export { e, t, status };
