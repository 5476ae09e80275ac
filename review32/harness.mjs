// review32's harness: compile a scheme's text with packages/dsl/dist, evaluate with packages/runtime/dist.
// ROOT=<tree> selects another tree's dist (read-only).
import { pathToFileURL } from "node:url";
import path from "node:path";
const ROOT = process.env.ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const dsl = await import(pathToFileURL(path.join(ROOT, "packages/dsl/dist/index.js")).href);
const rt = await import(pathToFileURL(path.join(ROOT, "packages/runtime/dist/index.js")).href);
const cache = new Map();
export function compile(text) {
  if (cache.has(text)) return cache.get(text);
  const a = dsl.analyze(text);
  const errs = a.diagnostics.filter((d) => d.severity === "error");
  if (errs.length) throw new Error("scheme errors: " + errs.map((d) => d.code + " " + d.message).join("; ") + "\n" + text);
  const c = dsl.load(a);
  cache.set(text, c);
  return c;
}
export function run(text, input, explain = false) {
  return rt.evaluate(compile(text), input, { explain }).result;
}
export const analyze = dsl.analyze;
export const preamble = (title, lang) => `scheme t ${JSON.stringify(title)} {
  version "1"${lang ? `\n  language ${lang}` : ""}
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
`;
// seeded PRNG (mulberry32)
export function rng(seed) {
  let a = seed >>> 0;
  const f = () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
  f.int = (lo, hi) => lo + Math.floor(f() * (hi - lo + 1));
  f.pick = (xs) => xs[Math.floor(f() * xs.length)];
  return f;
}
// exact arithmetic in integer cents (BigInt) and rationals
export const toC = (s) => { const [i, d = ""] = String(s).split("."); const neg = i.startsWith("-"); const v = BigInt(i.replace("-", "")) * 100n + BigInt((d + "00").slice(0, 2)); return neg ? -v : v; };
export const fromC = (c) => { const neg = c < 0n; const a = neg ? -c : c; return (neg ? "-" : "") + (a / 100n).toString() + "." + (a % 100n).toString().padStart(2, "0"); };
