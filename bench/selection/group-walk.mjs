// walkGroups (engine/groups.ts) alone on a tender-shaped input, minor units: n rows in consortia of 2–5 (together, a cap of
// 1,000,000.00), about 15 % of the consortia blocked by a member, a shuffled ranking, the boundary `skip`.
// usage: node bench/selection/group-walk.mjs [repository root, default this one] [rows]; CPU of the walk alone, median of 7
import { fileURLToPath } from "node:url";
const root = process.argv[2] || fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");
const { walkGroups } = await import(`${root}/packages/runtime/dist/engine/groups.js`);
const { MinorArith } = await import(`${root}/packages/runtime/dist/engine/arith.js`);
const { GROUP_START } = await import(`${root}/packages/runtime/dist/engine/rank.js`);
const n = Number(process.argv[3] ?? 380000);
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const asks = new Float64Array(n); const key = new Int32Array(n);
let sum = 0, k = 0;
for (let r = 0; r < n; ) { const size = 2 + Math.floor(rnd() * 4); for (let q = 0; q < size && r < n; q++, r++) { asks[r] = (1 + Math.floor(rnd() * 500000)) * 100; sum += asks[r]; key[r] = k; } k++; }
const blocked = new Map(); for (let g = 0; g < k; g++) if (rnd() < 0.15) blocked.set(g, [`its member X is not eligible`]);
const order = new Uint32Array(n); for (let r = 0; r < n; r++) order[r] = r;
for (let i = n - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); const t = order[i]; order[i] = order[j]; order[j] = t; }
const start = Uint32Array.from(order, (_, p) => p); const flags = new Uint8Array(n).fill(GROUP_START);
const a = new MinorArith(2);
const names = Array.from({ length: k }, (_, g) => `C${String(g).padStart(7, "0")}`);
const input = { arith: a, ranking: { order, start, flags, primary: [], all: [], notes: new Map() }, asks, budget: Math.floor(sum * 0.25 / 100) * 100, policy: "skip", kept: () => false,
  spec: { keyText: "consortium", title: "Consortium", together: {}, limit: { text: "call.cap" } }, keyOfRow: (r) => key[r], keyName: (g) => names[g], idOf: (r) => `T${r}`, limit: { of: () => 100000000, most: 100000000 }, grants: null, blocked, format: (v) => a.format(v) + " EUR", limits: [] };
const times = [];
for (let x = 0; x < 7; x++) { const t = process.cpuUsage(); const w = walkGroups(input); const u = process.cpuUsage(t); times.push((u.user + u.system) / 1000); if (x === 0) console.log(w.finalRemaining, w.why[order[0]].slice(0, 120)); }
times.sort((x, y) => x - y);
console.log(root, "walkGroups CPU ms, median of 7:", times[3].toFixed(1), "min", times[0].toFixed(1));
