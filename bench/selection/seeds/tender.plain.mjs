// Plain contender for bench/selection/tender.allot (issue 16): objects, a comparator sort,
// decimal.js. Consortia first: walked as units (every ranked member of one consortium, placed
// where its best member stands), refused whole when a member is incomplete or the consortium asks
// more than its cap, funded when the unit fits in what is left (`skip`: otherwise passed over).
// Then the single bids, given what the consortia left, in two stages: the southern bids within
// 15 % of the volume (never more than is left), then every single bid not yet awarded within what
// is left. Positions are each list's ranking (points, the lower bid, the id).
import { Decimal, result, rows, ZERO } from "./plain-law.mjs";

const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
const cmp = (x, y) => y.points - x.points || x.ask.cmp(y.ask) || byText(x.id, y.id);

export function tender(call, applications) {
  const out = [], joint = [], single = [], refused = new Set();
  for (const a of applications) {
    if (!a.complete) {
      out.push(result(a, "ineligible", null, ZERO));
      if (a.kind === "joint") refused.add(a.consortium);
      continue;
    }
    (a.kind === "joint" ? joint : single).push({ id: a.id, points: a.points, ask: new Decimal(a.bid), group: a.consortium, south: a.region === "south" });
  }
  const volume = new Decimal(call.volume), cap = new Decimal(call.consortium_cap);

  joint.sort(cmp);
  const members = new Map();
  joint.forEach((x, i) => {
    x.position = i + 1;
    const g = members.get(x.group);
    if (g) g.push(x);
    else members.set(x.group, [x]);
  });
  let left = volume;
  const walked = new Set();
  for (const x of joint) {
    if (walked.has(x.group)) continue;
    walked.add(x.group);
    const unit = members.get(x.group);
    const sum = unit.reduce((s, m) => s.plus(m.ask), ZERO);
    const funded = !refused.has(x.group) && sum.lte(cap) && sum.lte(left);
    if (funded) left = left.minus(sum);
    for (const m of unit) out.push(result(m, funded ? "funded" : "not_funded", m.position, funded ? m.ask : ZERO));
  }

  single.sort(cmp);
  single.forEach((x, i) => (x.position = i + 1));
  const stage1 = Decimal.min(volume.times("0.15").toDecimalPlaces(2, Decimal.ROUND_DOWN), left);
  let left1 = stage1;
  for (const x of single) {
    if (x.south && x.ask.lte(left1)) {
      left1 = left1.minus(x.ask);
      x.funded = true;
    }
  }
  let left2 = left.minus(stage1.minus(left1));
  for (const x of single) {
    if (!x.funded && x.ask.lte(left2)) {
      left2 = left2.minus(x.ask);
      x.funded = true;
    }
    out.push(result(x, x.funded ? "funded" : "not_funded", x.position, x.funded ? x.ask : ZERO));
  }
  return out;
}

export const setup = async () => ({ run: tender, rows });
