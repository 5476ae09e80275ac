// The ranking and allocation walk shared by the hand-tuned contenders of the seed jobs (issue
// 15): integer cents in Float64Arrays (every sum stays below 2^53), an index array sorted on two
// packed numeric keys, status codes in a Uint8Array. Same law as plain-law.mjs: tie groups
// share a position; a tie group the budget cuts through is walked in every order (`stop`,
// `partial`), a member whose outcome depends on the order is `indeterminate`.

export const INELIGIBLE = 0, FUNDED = 1, PARTIAL = 2, NOT_FUNDED = 3, BELOW = 4, INDETERMINATE = 5, PRO_RATA = 6;
const NAMES = ["ineligible", "funded", "partially_funded", "not_funded", "below_threshold", "indeterminate", "pro_rata"];

/** "123456.78" → 12345678 (at most two decimals). */
export function cents(s) {
  let v = 0, frac = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) { frac = 0; continue; }
    v = v * 10 + (c - 48);
    if (frac >= 0) frac++;
  }
  return frac <= 0 ? v * 100 : frac === 1 ? v * 10 : v;
}
export function formatCents(c) {
  const r = c % 100;
  return `${(c - r) / 100}.${r < 10 ? "0" : ""}${r}`;
}
const d2 = (s, i) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;
/** "YYYY-MM-DD[THH:MM[:SS]]" (wall clock; the generated windows hold no DST change) → seconds
 *  since 2000-01-01, cut to `unit` seconds (60 for a key "to the minute", 86400 "to the day"). */
export function wallSeconds(s, unit = 1) {
  const y = d2(s, 0) * 100 + d2(s, 2);
  const t = Date.UTC(y, d2(s, 5) - 1, d2(s, 8), s.length > 10 ? d2(s, 11) : 0, s.length > 13 ? d2(s, 14) : 0, s.length > 16 ? d2(s, 17) : 0) / 1000 - 946684800;
  return unit === 1 ? t : Math.floor(t / unit);
}

/** Sorts the ranked indices idx[from..to) by (k1, k2), numbers them (tie groups share a
 *  position) and walks them against `budget`; writes status, position, amount. Returns the rest. */
export function rankAndWalk(idx, from, to, k1, k2, ask, budget, policy, status, position, amount, first = 1) {
  const order = idx.subarray(from, to).sort((x, y) => k1[x] - k1[y] || k2[x] - k2[y]);
  let left = budget, open = true;
  for (let s = 0; s < order.length;) {
    const i0 = order[s];
    let e = s + 1, sum = ask[i0];
    while (e < order.length && k1[order[e]] === k1[i0] && k2[order[e]] === k2[i0]) sum += ask[order[e++]];
    const p = first + s;
    if (!open || (left === 0 && sum !== 0)) {
      for (let q = s; q < e; q++) set(order[q], NOT_FUNDED, p, 0);
      open = false;
    } else if (sum <= left) {
      for (let q = s; q < e; q++) set(order[q], FUNDED, p, ask[order[q]]);
      left -= sum;
    } else if (e - s === 1) {
      if (policy === "partial") { set(i0, PARTIAL, p, left); left = 0; } else set(i0, NOT_FUNDED, p, 0);
      open = false;
    } else {
      for (let q = s; q < e; q++) {
        const i = order[q];
        set(i, policy === "partial" || ask[i] <= left ? INDETERMINATE : NOT_FUNDED, p, 0);
      }
      open = false;
    }
    s = e;
  }
  return left;
  function set(i, st, p, a) { status[i] = st; position[i] = p; amount[i] = a; }
}

/** One result object per application, in input order. position 0 means none. */
export function results(applications, status, position, amount) {
  const n = applications.length, out = new Array(n);
  for (let i = 0; i < n; i++) {
    const st = status[i];
    out[i] = { id: applications[i].id, status: NAMES[st], position: position[i] === 0 ? null : position[i], amount: formatCents(amount[i]) };
  }
  return out;
}

export const rows = (out) => out.map((r) => [r.id, r.status, r.position, r.amount]);

/** The typed columns one job fills: status, position, amount, two keys, the ask, the ranked indices. */
export function columns(n) {
  return { status: new Uint8Array(n), position: new Int32Array(n), amount: new Float64Array(n), k1: new Float64Array(n), k2: new Float64Array(n), ask: new Float64Array(n), idx: new Uint32Array(n) };
}
