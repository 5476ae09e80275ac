// AL0403 / AL0404: the bands of a criterion must cover the whole domain of their indicator
// without gaps, and give each value only one result. Edges are exact decimals, so "up to 75 %"
// and "above 75 %" meet exactly at 0.75; messages show them as the drafter wrote them (75%).
import { Decimal } from "decimal.js";
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { span } from "../../span.js";
import type { Model } from "../model.js";
import type { Ty } from "../types.js";
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

/** An edge in the unit of the indicator: 0.75 of a percentage is "75%", of money(EUR) "1000 EUR". */
function fmt(e: Edge, t: Ty | undefined): string {
  if (!e.v) return "∞";
  if (t?.k === "percentage") return `${e.v.times(100).toString()}%`;
  if (t?.k === "money") return `${e.v.toString()} ${t.currency}`;
  return e.v.toString();
}

/** Compares lower edges: which interval starts first. */
function cmpLo(a: Edge, b: Edge): number {
  if (!a.v && !b.v) return 0;
  if (!a.v) return -1;
  if (!b.v) return 1;
  return a.v.cmp(b.v) || (a.closed === b.closed ? 0 : a.closed ? -1 : 1);
}

export function bandCoverage(m: Model): void {
  criteria: for (const c of m.criteria.values()) {
    const b = c.decl.body;
    if (b.kind !== "bands") continue;
    if (b.bands.length === 0) {
      m.diagnostics.push(diag("AL0403", span(b.span.start, b.subject.span.end), "expected bands giving points to the values of the indicator, found none", { hint: "add the bands of the legal text, for example 'at most 75% => 2' and 'above 75% => 0'" }));
      continue;
    }
    const t = m.types.get(b.subject);
    const f = (e: Edge) => fmt(e, t);
    const ivs: Iv[] = [];
    for (const band of b.bands) {
      const iv = toInterval(band);
      if (!iv) continue criteria; // non-constant edges: nothing to prove statically for this criterion
      if (iv.lo.v && iv.hi.v && (iv.lo.v.gt(iv.hi.v) || (iv.lo.v.eq(iv.hi.v) && !(iv.lo.closed && iv.hi.closed)))) {
        m.diagnostics.push(diag("AL0403", band.span, `expected a band whose lower edge (${f(iv.lo)}) is below its upper edge (${f(iv.hi)}), found one that contains no value`, { hint: "swap the edges or correct the numbers against the legal text" }));
        continue criteria;
      }
      ivs.push(iv);
    }
    // the indicator's declared domain, if any
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
        const from = first ? (domLo.v ? f(domLo) : "-∞") : f(reach);
        m.diagnostics.push(
          diag("AL0403", iv.band.span, `expected the bands to cover every value of the indicator, found values between ${from} and ${f(iv.lo)} without points`, {
            hint: first ? "add a band for the lowest values, or declare the indicator's range" : `make this band start where the previous one ends (${reach.closed ? "above" : "at least"} ${f(reach)}), or add a band for the values in between`,
            ...(reachBand ? { related: [{ span: reachBand.span, message: "the previous band ends here" }] } : {}),
          }),
        );
      } else if (!first && overlaps(iv.lo, reach)) {
        const where = reach.v && iv.lo.v && iv.lo.v.lt(reach.v) ? `from ${f(iv.lo)} to ${f(reach)}` : `at ${f(iv.lo)}`;
        m.diagnostics.push(
          diag("AL0404", iv.band.span, `expected each value in one band only, found this band overlapping the previous one ${where}: those values would get two results`, {
            hint: `start this band ${reach.closed ? "above" : "at"} ${f(reach)}, or end the previous one earlier`,
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
      const upTo = domHi.v ? ` up to ${f(domHi)}` : "";
      m.diagnostics.push(diag("AL0403", reachBand!.span, `expected the bands to cover every value of the indicator, found values ${reach.closed ? "above" : "from"} ${f(reach)}${upTo} without points`, { hint: `add a band '${reach.closed ? "above" : "at least"} ${f(reach)} => 0' (or the points the law gives), or declare the indicator's range` }));
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
