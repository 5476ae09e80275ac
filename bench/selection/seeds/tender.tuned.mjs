// Hand-tuned contender for bench/selection/tender.allot (issue 16): money in cents, one packed
// key per bid ((100 − points), the bid in cents, the input index — the generated ids are
// increasing with it, gen-tender.mjs) sorted as a Float64Array, consortia as numbered slots
// (their sum, whether a member is incomplete, the walk's verdict). Same law as tender.plain.mjs.
import { cents, results, rows, INELIGIBLE, FUNDED, NOT_FUNDED } from "./tuned-law.mjs";

const IDX = 2 ** 20; // input indices below 2^20 (1,048,576 bids); the packed key stays below 2^53

export function tender(call, applications) {
  const n = applications.length;
  if (n > IDX) throw new Error("the tuned contender packs at most 2^20 bids");
  const status = new Uint8Array(n), position = new Int32Array(n), amount = new Float64Array(n), ask = new Float64Array(n);
  const group = new Int32Array(n);
  const jointKeys = new Float64Array(n), singleKeys = new Float64Array(n);
  const south = new Uint8Array(n);
  let groups = 0;
  for (let i = 0; i < n; i++) {
    const g = applications[i].consortium;
    if (g.charCodeAt(0) === 67) groups = Math.max(groups, Number(g.slice(1))); // "C0000123"
  }
  const sum = new Float64Array(groups + 1), bad = new Uint8Array(groups + 1), verdict = new Uint8Array(groups + 1);
  let mj = 0, ms = 0;
  for (let i = 0; i < n; i++) {
    const a = applications[i];
    const joint = a.kind === "joint";
    const g = joint ? Number(a.consortium.slice(1)) : 0;
    group[i] = g;
    if (!a.complete) {
      status[i] = INELIGIBLE;
      if (joint) bad[g] = 1;
      continue;
    }
    const c = cents(a.bid);
    ask[i] = c;
    const key = ((100 - a.points) * 2 ** 26 + c) * IDX + i;
    if (joint) {
      jointKeys[mj++] = key;
      sum[g] += c;
    } else {
      singleKeys[ms++] = key;
      south[i] = a.region === "south" ? 1 : 0;
    }
  }
  const volume = cents(call.volume), cap = cents(call.consortium_cap);
  const order = (keys, m) => {
    const sorted = keys.subarray(0, m).sort();
    const idx = new Uint32Array(m);
    for (let p = 0; p < m; p++) idx[p] = sorted[p] % IDX;
    return idx;
  };

  // consortia: each decided when its best member is reached (1 funded, 2 not)
  const joint = order(jointKeys, mj);
  let left = volume;
  for (let p = 0; p < mj; p++) {
    const i = joint[p], g = group[i];
    if (verdict[g] === 0) {
      const s = sum[g];
      if (bad[g] === 0 && s <= cap && s <= left) {
        verdict[g] = 1;
        left -= s;
      } else verdict[g] = 2;
    }
    position[i] = p + 1;
    if (verdict[g] === 1) {
      status[i] = FUNDED;
      amount[i] = ask[i];
    } else status[i] = NOT_FUNDED;
  }

  // single bids, given what the consortia left, in two stages
  const single = order(singleKeys, ms);
  const stage1 = Math.min(Math.floor((volume * 15) / 100), left);
  let left1 = stage1;
  for (let p = 0; p < ms; p++) {
    const i = single[p];
    position[i] = p + 1;
    status[i] = NOT_FUNDED;
    if (south[i] === 1 && ask[i] <= left1) {
      left1 -= ask[i];
      status[i] = FUNDED;
      amount[i] = ask[i];
    }
  }
  let left2 = left - (stage1 - left1);
  for (let p = 0; p < ms; p++) {
    const i = single[p];
    if (status[i] !== FUNDED && ask[i] <= left2) {
      left2 -= ask[i];
      status[i] = FUNDED;
      amount[i] = ask[i];
    }
  }
  return results(applications, status, position, amount);
}

export const setup = async () => ({ run: tender, rows });
