// Pro rata alone (packages/runtime/src/engine/prorata.ts) over 1,000,000 requests of 5,000.00 to
// 300,000.00 (in cents, as the selection hands them over), a budget of 35 % of what is asked,
// rounded down to 0.01 — once with the remainder unallocated (seed 000's regime) and once by
// largest remainder (every leftover cent ordered by the exact remainders). Prints the CPU time
// of each call (after `pnpm build`):   node bench/prorata.mjs [n]
import { proRata } from "../packages/runtime/dist/engine/prorata.js";
import { Decimal } from "../packages/runtime/dist/decimal.js";

const n = Number(process.argv[2] ?? 1_000_000);
const units = new Float64Array(n);
let s = 1;
const rnd = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
let total = 0;
for (let i = 0; i < n; i++) total += units[i] = 500_000 + Math.floor(rnd() * 29_500_000);
const rows = Uint32Array.from({ length: n }, (_, i) => i);
const budget = new Decimal(Math.floor(total * 0.35)).div(100);
for (const remainder of ["unallocated", "largest_remainder"]) {
  const cpu = [];
  let awarded;
  for (let k = 0; k < 5; k++) {
    const c0 = process.cpuUsage();
    const r = proRata(rows, n, { units, places: 2 }, budget, { mode: "down", step: "0.01", remainder }, (x) => x);
    const d = process.cpuUsage(c0);
    cpu.push((d.user + d.system) / 1000);
    awarded = r.awarded.toString();
  }
  cpu.sort((a, b) => a - b);
  console.log(`${remainder}: ${n} shares, awarded ${awarded}; CPU ms median ${cpu[2].toFixed(0)} (min ${cpu[0].toFixed(0)})`);
}
