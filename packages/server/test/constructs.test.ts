// The constructs added last through the service: each adversarial scheme of
// packages/dsl/test/adversarial (stages, reservations, admission, groups, first come with draws
// per key, define, power, decimal(n), position, peers, if absent, greedy steps, regimes' budgets),
// served from one directory, answers /evaluate with the in-process result and /trace with a
// trace the OpenAPI document types, for every application; and the service's input errors for
// the new inputs (draws per key) name record and entry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { analyze, load } from "@allot/dsl";
import { evaluate } from "@allot/runtime";
import type { FastifyInstance } from "fastify";
import { createServer } from "../src/index.js";
import { fetchAnswer, repo } from "./http.js";

const adversarial = join(repo, "packages/dsl/test/adversarial");
// one call per scheme, shaped as its declarations ask (as test/compile-constructs.test.ts)
const cases: Record<string, { call: object; applications: Array<{ id: string }> }> = {
  stages: { call: { volume: "1000.00", shortlist: 3 }, applications: [{ id: "A", points: 5, asked: "100.00", region: "south", small: true }, { id: "B", points: 4, asked: "900.00", region: "north", small: false }, { id: "C", points: 1, asked: "10.00", region: "south", small: false }] as never },
  groups: { call: { budget: "100.00", cap: "60.00" }, applications: [{ id: "A1", consortium: "C1", points: 9, asked: "30.00" }, { id: "A2", consortium: "C1", points: 8, asked: "20.00" }, { id: "B1", consortium: "C2", points: 7, asked: "40.00" }, { id: "B2", consortium: "C2", points: 7, asked: "20.00" }] as never },
  fcfs: { call: { budget: "50.00", draws: { "2024-03-02": ["C", "B"] } }, applications: [{ id: "A", received_at: "2024-03-01T10:00", requested: "40.00", sme: true }, { id: "B", received_at: "2024-03-02T10:00", requested: "40.00", sme: true }, { id: "C", received_at: "2024-03-02T11:00", requested: "5.00", sme: false }] as never },
  misc: { call: { budget: "100.00", ceiling: "50.00", price_date: "2027-01-01", ranking_list: ["C", "D"] }, applications: [{ id: "A", consortium: "C", score: 5, countries: ["DE"], asked: "10.00", price: "5.5", filed: "2024-03-04T10:00", partners: 3 }, { id: "B", consortium: "D", score: 5, countries: ["FR"], asked: "60.00", price: "1", filed: "2024-03-09T10:00", flag: true, partners: 1 }] as never },
  regimes: { call: { limit: "100.00" }, applications: [{ id: "A", points: 5, asked: "70.00" }, { id: "B", asked: "40.00" }, { id: "C", asked: "20.00" }] as never },
};
// the schemes share the name `ks`: served under their file's name
const text = (n: string) => readFileSync(join(adversarial, `${n}.allot`), "utf8").replace("scheme ks ", `scheme ${n} `);

let app: FastifyInstance;
let base: string;
const post = (path: string, body: unknown) => fetchAnswer(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "allot-constructs-"));
  for (const n of Object.keys(cases)) writeFileSync(join(dir, `${n}.allot`), text(n));
  app = createServer({ schemesDir: dir, logger: false });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe("the new constructs over HTTP", () => {
  it.each(Object.keys(cases))("%s: /evaluate gives the in-process result; /trace answers every application, typed by the OpenAPI document", async (n) => {
    const body = cases[n]!;
    const r = await post(`/schemes/${n}/evaluate`, body);
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    const expected = evaluate(load(analyze(text(n))), body, { explain: true }).result;
    expect(r.json).toEqual(JSON.parse(JSON.stringify(expected)));
    const doc = (await fetchAnswer(`${base}/openapi.json`)).json;
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    ajv.addSchema(doc, "openapi.json");
    const selection = ajv.getSchema("openapi.json#/components/schemas/SelectionResult")!;
    expect(selection(r.json), JSON.stringify(selection.errors)).toBe(true);
    const answer = ajv.getSchema("openapi.json#/components/schemas/TraceAnswer")!;
    for (const { id } of body.applications) {
      const t = await post(`/schemes/${n}/trace?id=${encodeURIComponent(id)}`, body);
      expect(t.status, t.text.slice(0, 300)).toBe(200);
      expect(answer(t.json), JSON.stringify(answer.errors)).toBe(true);
      expect(t.json.result).toMatchObject({ id, status: expected.results.find((x) => x.id === id)!.status });
    }
  });

  it("a draw per key with a day that is not a date, or naming an application twice, is a 400 naming the entry", async () => {
    const body = { ...cases["fcfs"]!, call: { budget: "50.00", draws: { "2024-02-30": ["B"], "2024-03-02": ["C", "B", "C"] } } };
    const r = await post(`/schemes/fcfs/evaluate`, body);
    expect(r.status, r.text.slice(0, 500)).toBe(400);
    const messages = (r.json.issues as Array<{ record: string; message: string }>).map((i) => `${i.record}: ${i.message}`);
    expect(messages).toEqual(['call: draws["2024-02-30"]: the key "2024-02-30" is not a date such as "2024-11-08"', 'call: draws["2024-03-02"]: the draw names an application twice']);
  });
});
