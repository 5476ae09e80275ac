// A service using the module `allot compile` writes for seed 002 (pop3_samenwerking_innovaties):
// type-checked with tsc --strict by test/compile-types.test.ts; it must give no error.
import { evaluate, evaluateTable, score, metadata, type Application, type Call, type Status, type CriterionName } from "./pop3_samenwerking_innovaties.mjs";

const call: Call = { subsidieplafond: "1000000.00", loting: ["N02", "N01"], grensregel: "partial" };
const apps: Application[] = [{ id: "N01", applicant: "A", received_in_time: true, scores: { a_effectiveness: 4, b_innovativeness: 4, c_cost_effectiveness: 4, d_feasibility: 4 }, max_subsidy_eur: "200000.00" }];
const { result } = evaluate(call, apps);
const s: Status = result.results[0]!.status;
const a: string | undefined = result.results[0]!.points?.a;
const total: string | undefined = result.results[0]!.points?.total;
const c: CriterionName = metadata.criteria[0]!.name;
const p = score(call, apps[0]!).points?.d;
const { table } = evaluateTable(call, apps, { invalid: "exclude" });
const ts: Status = table.status(0);
const tb: string | undefined = table.points(0)?.b;
const tp: number | null = table.position(0);
const tr: Status = table.toResult().results[0]!.status;
export { s, a, total, c, p, ts, tb, tp, tr };
