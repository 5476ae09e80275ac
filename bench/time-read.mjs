// Reading the date-times of a seed job alone: `parseMoment(text, "Europe/Warsaw")` (what the
// compiled validation calls) against the hand-tuned contender's `wallSeconds` over the same
// strings of the benchmark's own generated applications, five rounds one after the other (the
// first pays for flattening the generated strings and deciding each hour's offset). Prints the
// CPU time of each round (after `pnpm build`):
//   node --max-old-space-size=8000 bench/time-read.mjs [job=seed000] [field=submitted_at] [n=1000000]
import { parseMoment } from "../packages/runtime/dist/time.js";
import { generate } from "./selection/gen.mjs";
import { wallSeconds } from "./selection/seeds/tuned-law.mjs";

const [job = "seed000", field = "submitted_at", size = "1000000"] = process.argv.slice(2);
const { applications } = generate(job, Number(size));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function timed(read) {
  const c = cpu();
  let sum = 0;
  for (let i = 0; i < applications.length; i++) {
    const v = applications[i][field];
    if (typeof v === "string") sum += read(v) ?? 0;
  }
  return [cpu() - c, sum];
}
const allot = (v) => parseMoment(v, "Europe/Warsaw");
for (let round = 1; round <= 5; round++) {
  const [a] = timed(allot);
  const [t] = timed(wallSeconds);
  console.log(`${job}.${field} round ${round}: parseMoment ${a.toFixed(0)} ms, tuned ${t.toFixed(0)} ms CPU (${(a / t).toFixed(2)}×)`);
}
