// The hand-written whole-process counterpart of `allot run` (issue 15): reads a seed job's input
// file (as seeds/common.mjs writes it), computes the result with one of the job's hand-written
// contenders (plain or tuned) and writes `{ "results": [ { id, status, position, amount } ] }`
// as indented JSON, as `allot run --format json` lays its results out.
//
//   node bench/selection/seeds/script.mjs <job> plain|tuned <input.json> <output.json>
import { readFileSync, writeFileSync } from "node:fs";
import { SEED_JOBS } from "./jobs.mjs";

const [job, style, input, output] = process.argv.slice(2);
const { run } = await (await import(`./${SEED_JOBS[job].contenders}.${style}.mjs`)).setup();
const { call, applications } = JSON.parse(readFileSync(input, "utf8"));
writeFileSync(output, JSON.stringify({ results: run(call, applications) }, null, 2));
