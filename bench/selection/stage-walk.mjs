// walkStages alone on a tender-shaped input: n rows, 30 % southern, stage 1 = 15 % of the volume, stage 2 = what is left.
// usage: node bench/selection/stage-walk.mjs [repository root, default this one] [rows]; CPU of the walk alone, median of 7
import { fileURLToPath } from "node:url";
const root = process.argv[2] || fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const { walkStages, fromDecimal } = await import(`${root}/packages/runtime/dist/engine/stages.js`);
const { MinorArith } = await import(`${root}/packages/runtime/dist/engine/arith.js`);
const { GROUP_START } = await import(`${root}/packages/runtime/dist/engine/rank.js`);
const { Decimal } = await import(`${root}/packages/runtime/dist/decimal.js`);
const n = Number(process.argv[3] ?? 620000);
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const asks = new Float64Array(n); const bits = new Int32Array(n);
let sum = 0;
for (let r = 0; r < n; r++) { asks[r] = (1 + Math.floor(rnd() * 500000)) * 100; sum += asks[r]; bits[r] = (rnd() < 0.3 ? 1 : 0) | 4; }
const order = new Uint32Array(n); for (let r = 0; r < n; r++) order[r] = r;
for (let i = n - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); const t = order[i]; order[i] = order[j]; order[j] = t; }
const start = Uint32Array.from(order, (_, p) => p); const flags = new Uint8Array(n).fill(GROUP_START);
const a = new MinorArith(2);
const budget = Math.floor(sum * 0.12 / 100) * 100;
const stages = [
  { name: "south", considers: () => true, budget: (call, left, total) => total.times(0.15), unfunded: "go_on" },
  { name: "all", budget: (call, left) => left },
];
const input = { arith: a, asks, budget, fromDecimal: fromDecimal(a), policy: "skip", kept: () => false, limits: [], ranking: { order, start, flags, primary: [], all: [], notes: new Map() }, call: {}, stages, stageBits: bits, places: 2, idOf: (r) => `T${r}`, stopped: () => {}, money: (v) => a.format(v) + " EUR" };
const times = [];
for (let k = 0; k < 7; k++) { const t = process.cpuUsage(); const w = walkStages(input); const u = process.cpuUsage(t); times.push((u.user + u.system) / 1000); if (k === 0) console.log(w.totals); }
times.sort((x, y) => x - y);
console.log(root, "walkStages CPU ms, median of 7:", times[3].toFixed(1), "min", times[0].toFixed(1));
