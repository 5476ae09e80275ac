// AL0403 / AL0404: the bands of a criterion must cover the whole domain of their indicator
// without gaps, and give each value only one result. Edges are exact decimals, so "up to 75 %"
// and "above 75 %" meet exactly at 0.75.
import { Decimal } from "decimal.js";
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { constant } from "./intervals.js";

interface Edge {
  readonly v: Decimal | null; // null: unbounded
  readonly closed: boolean;
}
interface Iv {
  readonly lo: Edge;
  readonly hi: Edge;
  readonly band: A.Band;
}

const NEG: Edge = { v: null, closed: false };
const POS: Edge = { v: null, closed: false };

function toInterval(b: A.Band): Iv | undefined {
  let lo = NEG;
  let hi = POS;
  for (const bd of [b.first, b.second]) {
    if (!bd) continue;
    const v = constant(bd.value);
    if (!v) return undefined;
    switch (bd.bound) {
      case "at_most": hi = { v, closed: true }; break;
      case "below": hi = { v, closed: false }; break;
      case "at_least": lo = { v, closed: true }; break;
      case "above": lo = { v, closed: false }; break;
      case "exactly": lo = { v, closed: true }; hi = { v, closed: true }; break;
    }
  }
  return { lo, hi, band: b };
}

function fmt(e: Edge): string {
  return e.v ? e.v.toString() : "∞";
}

/** Compares lower edges: which interval starts first. */
function cmpLo(a: Edge, b: Edge): number {
  if (!a.v && !b.v) return 0;
  if (!a.v) return -1;
  if (!b.v) return 1;
  return a.v.cmp(b.v) || (a.closed === b.closed ? 0 : a.closed ? -1 : 1);
}

export function bandCoverage(m: Model): void {
  for (const c of m.criteria.values()) {
    const b = c.decl.body;
    if (b.kind !== "bands" || b.bands.length === 0) continue;
    const ivs: Iv[] = [];
    for (const band of b.bands) {
      const iv = toInterval(band);
      if (!iv) return; // non-constant edges: nothing to prove statically
      if (iv.lo.v && iv.hi.v && (iv.lo.v.gt(iv.hi.v) || (iv.lo.v.eq(iv.hi.v) && !(iv.lo.closed && iv.hi.closed)))) {
        m.diagnostics.push(diag("AL0403", band.span, "this band contains no value: its lower edge is not below its upper edge", { hint: "swap the edges or fix the numbers" }));
        return;
      }
      ivs.push(iv);
    }
    // the indicator's declared domain, if any
    const t = m.types.get(b.subject);
    const domLo: Edge = t && "lo" in t && t.lo !== undefined ? { v: new Decimal(t.lo), closed: true } : NEG;
    const domHi: Edge = t && "hi" in t && t.hi !== undefined ? { v: new Decimal(t.hi), closed: true } : POS;
    ivs.sort((x, y) => cmpLo(x.lo, y.lo));
    let reach: Edge = domLo; // everything below `reach` (respecting closedness) is covered
    let reachBand: A.Band | undefined;
    let first = true;
    for (const iv of ivs) {
      // gap between reach and iv.lo?
      const gap = first ? startsAfter(iv.lo, domLo) : startsAfterEdge(iv.lo, reach);
      if (gap) {
        const from = first ? (domLo.v ? `${domLo.v}` : "-∞") : fmt(reach);
        m.diagnostics.push(
          diag("AL0403", iv.band.span, `the bands leave values between ${from} and ${fmt(iv.lo)} without points`, {
            hint: first ? "add a band for the lowest values, or declare the indicator's range" : `make this band start where the previous one ends (${reach.closed ? "above" : "at least"} ${fmt(reach)})`,
            ...(reachBand ? { related: [{ span: reachBand.span, message: "the previous band ends here" }] } : {}),
          }),
        );
      } else if (!first && overlaps(iv.lo, reach)) {
        m.diagnostics.push(
          diag("AL0404", iv.band.span, `this band overlaps the previous one at ${fmt(iv.lo)}: one value would get two results`, {
            hint: `start this band ${reach.closed ? "above" : "at"} ${fmt(reach)}`,
            ...(reachBand ? { related: [{ span: reachBand.span, message: "the overlapping band" }] } : {}),
          }),
        );
      }
      if (first || extendsBeyond(iv.hi, reach)) {
        reach = iv.hi;
        reachBand = iv.band;
      }
      first = false;
      if (!reach.v) break;
    }
    if (reach.v && (!domHi.v || reach.v.lt(domHi.v) || (reach.v.eq(domHi.v) && !reach.closed))) {
      m.diagnostics.push(diag("AL0403", reachBand!.span, `the bands leave values ${reach.closed ? "above" : "from"} ${fmt(reach)} without points`, { hint: `add a band '${reach.closed ? "above" : "at least"} ${fmt(reach)} => 0', or declare the indicator's range` }));
    }
  }
}

function startsAfter(lo: Edge, dom: Edge): boolean {
  if (!lo.v) return false;
  if (!dom.v) return true;
  return lo.v.gt(dom.v) || (lo.v.eq(dom.v) && !lo.closed && dom.closed);
}

/** Does an interval starting at `lo` leave a gap after coverage ending at `reach`? */
function startsAfterEdge(lo: Edge, reach: Edge): boolean {
  if (!reach.v) return false;
  if (!lo.v) return false;
  if (lo.v.gt(reach.v)) return true;
  if (lo.v.eq(reach.v)) return !lo.closed && !reach.closed;
  return false;
}

function overlaps(lo: Edge, reach: Edge): boolean {
  if (!reach.v) return true;
  if (!lo.v) return true;
  if (lo.v.lt(reach.v)) return true;
  return lo.v.eq(reach.v) && lo.closed && reach.closed;
}

function extendsBeyond(hi: Edge, reach: Edge): boolean {
  if (!hi.v) return true;
  if (!reach.v) return false;
  return hi.v.gt(reach.v) || (hi.v.eq(reach.v) && hi.closed && !reach.closed);
}
