// The interleaved runs of run.mjs: the order of the timed processes and the per-pair ratios.
// Each timed run is a fresh process (input generated, a warm-up, a full collection, one timed
// run), and the contenders take turns — run i of every contender before run i + 1 of any — so a
// change of the machine's load between runs falls on both sides of a pair alike. Pair i is
// contender A's run i and contender B's run i, adjacent in time; the median of the pairs' ratios
// (with their min–max) is the figure a loaded machine disturbs least.

/** The timed processes in the order they run: [run index, contender], run 0 of each first. */
export function interleave(contenders, runs) {
  const order = [];
  for (let i = 0; i < runs; i++) for (const c of contenders) order.push([i, c]);
  return order;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * a[i] / b[i] for each i both sides have (a run that failed leaves its pair out), their median
 * and min–max; null where no pair is whole.
 */
export function pairRatios(a, b) {
  const ratios = [];
  if (!a || !b) return null;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (Number.isFinite(a[i]) && Number.isFinite(b[i]) && b[i] > 0) ratios.push(a[i] / b[i]);
  }
  if (!ratios.length) return null;
  return { ratios, median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

/**
 * The one-process results of a contender's interleaved runs joined as one (worker.mjs's line):
 * the timed arrays concatenated in run order, the peak the greatest, the input's RSS the least,
 * the hash and counts the first's (each later run is checked against the reference hash).
 */
export function joinRuns(parts) {
  const arrays = ["times", "cpu", "mainCpu", "majorGcs", "majorGcMs"];
  const out = { ...parts[0] };
  for (const k of arrays) out[k] = parts.flatMap((p) => p[k] ?? []);
  out.peak = Math.max(...parts.map((p) => p.peak));
  out.rssInput = Math.min(...parts.map((p) => p.rssInput));
  out.gcBefore = parts.every((p) => p.gcBefore);
  return out;
}
