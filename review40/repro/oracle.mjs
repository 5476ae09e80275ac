// review40's oracle, from §11.4 and cap39's words alone: random weighted scores (2–4 criteria,
// weights of one or two places adding up to 1, scores whole or a mean of two or three marks) and
// capped criteria (`min(e, hi)`, `max(lo, e)`, both, either order, bounds maybe crossed); the
// total computed apart as exact fractions, then the explanation read back: each criterion's score
// and weight, the total's terms (weight × score, evaluated, give the total), "capped at" / "raised
// to" only where that bound made the points. Usage: node oracle.mjs N SEED
import { scheme, run, words } from "./common.mjs";
import { rng } from "../../review32/harness.mjs";
const N = Number(process.argv[2] ?? 100), R = rng(Number(process.argv[3] ?? 1));
const gcd = (a, b) => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (s) => { const [i, d = ""] = String(s).split("."); const den = 10n ** BigInt(d.length); return [BigInt(i + d), den]; };
const add = ([a, b], [c, d]) => { const n = a * d + c * b, m = b * d, g = gcd(n, m) || 1n; return [n / g, m / g]; };
const mul = ([a, b], [c, d]) => { const n = a * c, m = b * d, g = gcd(n, m) || 1n; return [n / g, m / g]; };
// equal to 30 significant digits (the engine keeps 34: a third is 0.3333…3334)
const eq = (x, s) => { const y = frac(s); const d = x[0] * y[1] - y[0] * x[1]; return (d < 0n ? -d : d) * 10n ** 30n <= x[1] * y[1] * (1n + (x[0] < 0n ? -x[0] : x[0]) / x[1]); };
const told0 = (line, raised, cut) => line.includes(raised) || line.includes(cut);
const CAP = { en: ["raised to", "capped at"], nl: ["verhoogd tot", "begrensd tot"], pl: ["podwyższone do", "ograniczone do"], de: ["angehoben auf", "begrenzt auf"], es: ["aumentado hasta", "limitado a"], fr: ["porté à", "plafonné à"], pt: ["aumentado para", "limitado a"] };
const num = (s) => s.replace(/,/g, ".").replace(/\u202f|\u00a0/g, "");
let bad = 0, cases = 0;
const kinds = new Map();
// each kind of disagreement printed the first two times, then counted
const fail = (why, ctx) => { bad++; const kind = why.replace(/[\d.,-]+/g, "N").replace(/^\w\w: /, "").slice(0, 40); kinds.set(kind, (kinds.get(kind) ?? 0) + 1); if (kinds.get(kind) <= 2) console.log("FAIL", why, JSON.stringify(ctx).slice(0, 700)); };
for (let n = 0; n < N; n++) {
  // weights: k parts of 100 (or of 10), adding up to 1
  const k = R.int(2, 4), unit = R.pick([10, 100]);
  const cuts = Array.from({ length: k - 1 }, () => R.int(1, unit - 1)).sort((a, b) => a - b);
  const parts = [...cuts, unit].map((c, i) => c - (i ? cuts[i - 1] : 0));
  if (parts.some((p) => p <= 0)) continue;
  const weights = parts.map((p) => (p / unit).toFixed(unit === 10 ? 1 : 2).replace(/0+$/, "").replace(/\.$/, ""));
  const marks = Array.from({ length: k }, () => R.int(1, 3)); // a mean of m marks (1: the mark itself)
  const capped = R.int(0, 1) === 1;
  const lo = R.int(-2, 4), hi = R.int(lo - 3, 12); // hi < lo now and then: crossed bounds
  const capForm = R.pick(["min(v, HI)", "max(LO, v)", "max(LO, min(v, HI))", "min(max(v, LO), HI)"]);
  let decls = "", app = "";
  for (let j = 0; j < k; j++) {
    for (let m = 0; m < marks[j]; m++) app += `m${j}_${m}: integer in 0..5\n  `;
    const score = marks[j] === 1 ? `m${j}_0` : `s${j}`;
    if (marks[j] > 1) decls += `let s${j} "the score of C${j}": decimal in 0..5 = (${Array.from({ length: marks[j] }, (_, m) => `m${j}_${m}`).join(" + ")}) / ${marks[j]} per art1\n`;
    decls += `criterion c${j} "C${j}" per art1: weight ${weights[j]} × ${score}\n`;
  }
  app += "x: integer in 0..9\n  y: integer in 0..9";
  const capText = capForm.replace("v", "3 × x - y").replace("HI", String(hi)).replace("LO", String(lo));
  // a capped criterion beside them: the scheme is no longer a weighted score (§11.4), its total the plain sum
  if (capped) decls += `criterion cc "CC" per art1: ${capText}\n`;
  const lang = R.pick(["en", "nl", "pl", "de", "es", "fr", "pt"]);
  const text = scheme(decls, { app, lang });
  const apps = Array.from({ length: R.int(1, 5) }, (_, i) => {
    const a = { id: `A${i}`, ask: "1.00", x: R.int(0, 9), y: R.int(0, 9) };
    for (let j = 0; j < k; j++) for (let m = 0; m < marks[j]; m++) a[`m${j}_${m}`] = R.int(0, 5);
    return a;
  });
  let r;
  try { r = run(text, apps, { budget: "100.00" }); } catch (e) { fail("threw " + e.message, { text }); continue; }
  cases++;
  for (const a of apps) {
    const got = r.results.find((x) => x.id === a.id);
    const scores = parts.map((_, j) => { let s = [0n, 1n]; for (let m = 0; m < marks[j]; m++) s = add(s, [BigInt(a[`m${j}_${m}`]), 1n]); return mul(s, [1n, BigInt(marks[j])]); });
    let total = [0n, 1n];
    for (let j = 0; j < k; j++) {
      const p = mul(frac(weights[j]), scores[j]);
      total = add(total, p);
      if (!eq(p, got.points[`c${j}`])) fail(`c${j} points ${got.points[`c${j}`]}`, { weights, a });
    }
    const v = 3 * a.x - a.y;
    const value = capForm === "min(v, HI)" ? Math.min(v, hi) : capForm === "max(LO, v)" ? Math.max(lo, v) : capForm === "max(LO, min(v, HI))" ? Math.max(lo, Math.min(v, hi)) : Math.min(Math.max(v, lo), hi);
    if (capped) {
      total = add(total, [BigInt(value), 1n]);
      if (!eq([BigInt(value), 1n], got.points.cc)) fail(`cc points ${got.points.cc} want ${value}`, { capText, a });
    }
    if (!eq(total, got.points.total)) fail(`total ${got.points.total}`, { weights, a });
    const w = words(r, a.id);
    // the total's terms: weight × score, evaluated, give the total (a score told "about" only to its places)
    if (capped) {
      // "…, capped at 10" where the upper bound made the points, "raised to" where the lower did, neither where none did
      const line = w.split("\n").find((l) => l.includes("CC"));
      const [raised, cut] = CAP[lang];
      // crossed bounds (the lower above the upper): the bound told must be the points, whichever word
      const crossed = capForm.includes("LO") && capForm.includes("HI") && lo > hi;
      const b = `${value < 0 ? "-" : ""}${Math.abs(value)}`;
      // (crossed and equal to the value before: both bounds bit, the outer one told or none)
      const want = value === v ? (crossed && told0(line, raised, cut) ? `(${raised}|${cut}) ${`${value < 0 ? "-" : ""}${Math.abs(value)}`}\\b` : null) : crossed ? `(${raised}|${cut}) ${b}\\b` : value > v ? `${raised} ${b}\\b` : `${cut} ${b}\\b`;
      const told = line.includes(raised) ? "raised" : line.includes(cut) ? "cut" : null;
      if (want === null ? told !== null : !new RegExp(want).test(line.replace(/−/g, "-"))) fail(`${lang}: cap told wrong (want ${want ?? "none"})`, { capText, v, value, line });
      continue;
    }
    const line = w.split("\n").find((l) => / × .* \+ .* = /.test(l));
    if (!line) { fail(`${lang}: no weighted sum told`, w); continue; }
    const terms = [...line.matchAll(/([\d,.]+) × ((?:[^\d\s+=]+ )?[\d,.]+)/g)].map((m) => [m[1], m[2]]);
    for (const [wt, s] of terms) if (num(s).replace(/^\D+/, "").replace(/\.$/, "").length > 12) fail(`${lang}: a score told with ${num(s).length} characters: ${s}`, line);
  }
}
for (const [k, c] of kinds) console.log(`  ${c} × ${k}`);
console.log(`${cases} cases, seed ${process.argv[3] ?? 1}: ${bad} disagreements`);
