// AL0408: the choices a legal text leaves open must be decided in the scheme, never defaulted:
// the boundary policy of an allocation, the scope of a tie-break, the granularity of a time
// key, the calendar of a working-day deadline, the remainder of pro-rata rounding, and the
// rounding of a money amount computed by multiplication or division, and the rounding of a share
// of a budget of places (placesShares.ts).
import type * as A from "../../ast/nodes.js";
import { writtenPlaces } from "../../ast/roundPlaces.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { isCurrency, minorUnits } from "@allot/runtime";
import type { Model } from "../model.js";
import { rankingsOf } from "./rankings.js";
import { placesShares } from "./placesShares.js";
import { span } from "../../span.js";

export function openChoices(m: Model): void {
  const rankings = rankingsOf(m);
  const allocations = new Set<A.AllocationDecl>();
  for (const r of m.regimes) if (r.allocation) allocations.add(r.allocation);
  for (const rk of rankings) {
    if (rk.tiebreak && !rk.tiebreak.scope) {
      const at = rk.tiebreak.keyword;
      m.diagnostics.push(
        diag("AL0408", at, "expected the tie-break to say which ties it breaks ('every tie' or 'at boundary'), found neither", {
          hint: "write 'tiebreak every tie' or 'tiebreak at boundary' (only a tie that straddles the budget)",
          fixes: [
            { title: "Break every tie", span: span(at.end, at.end), text: " every tie" },
            { title: "Break only a tie at the budget boundary", span: span(at.end, at.end), text: " at boundary" },
          ],
        }),
      );
    }
    for (const k of [...rk.keys, ...(rk.tiebreak?.steps ?? [])]) {
      if (k.kind !== "key") continue;
      const t = m.types.get(k.value);
      if (t?.k === "datetime" && !k.granularity) {
        const at = k.directionSpan;
        m.diagnostics.push(
          diag("AL0408", at, "expected the precision at which this time key compares moments ('to the minute', 'exactly', ...), found none", {
            hint: "add 'to the day', 'to the hour', 'to the minute', 'to the second' or 'exactly' after the direction",
            fixes: [
              { title: "Compare to the day", span: span(at.end, at.end), text: " to the day" },
              { title: "Compare exactly", span: span(at.end, at.end), text: " exactly" },
            ],
          }),
        );
      }
    }
  }
  for (const a of allocations) {
    const has = (k: A.AllocItem["kind"]) => a.items.some((i) => i.kind === k);
    if (!has("budget")) m.diagnostics.push(diag("AL0410", a.keyword, "expected a budget in the allocation, found none", { hint: "add 'budget call.<parameter>' or 'budget unlimited'" }));
    if (!has("amount")) m.diagnostics.push(diag("AL0410", a.keyword, "expected the amount each application is granted ('amount ...'), found none", { hint: "add 'amount <field>', for example 'amount requested_aid'" }));
    if (!has("boundary") && !has("prorata") && !a.items.some((i) => i.kind === "budget" && i.value === "unlimited") && !everyStageDecides(a)) {
      const at = a.keyword;
      m.diagnostics.push(
        diag("AL0408", at, "expected the allocation to say what happens to the first application that does not fit the remaining budget ('at boundary ...' or 'pro rata ...'), found neither", {
          hint: "add 'at boundary stop', 'skip', 'partial' or 'full' and cite the provision it follows",
          fixes: ["stop", "skip", "partial"].map((p) => ({ title: `At the boundary: ${p}`, span: span(a.span.end - 1, a.span.end - 1), text: `  at boundary ${p}\n` })),
        }),
      );
    }
    for (const it of a.items) {
      if (it.kind === "prorata" && !it.remainder) {
        m.diagnostics.push(diag("AL0408", it.span, "expected pro-rata rounding to say where the remainder it leaves goes ('remainder ...'), found nothing", { hint: "add 'remainder unallocated', 'remainder largest_remainder' or 'remainder ranking_order'" }));
      }
      if (it.kind === "amount" && needsRounding(m, it.value)) {
        m.diagnostics.push(diag("AL0408", it.value.span, "expected a granted amount rounded as the law says, found one computed by multiplication or division and never rounded", { hint: "wrap it in round(..., 2, half_up) (or the mode the law implies) so the granted amount is exact" }));
      }
      if (it.kind === "amount") {
        const t = m.types.get(it.value);
        const places = t?.k === "money" ? roundedPlaces(m, it.value) : undefined;
        if (t?.k === "money" && places !== undefined && isCurrency(t.currency) && places > minorUnits(t.currency)) {
          m.diagnostics.push(diag("AL0408", it.value.span, `expected a granted amount rounded to the units of ${t.currency} (${minorUnits(t.currency)} decimal places), found one rounded to ${places}`, { hint: `round to ${minorUnits(t.currency)} places in the mode the law implies; otherwise the printed amount would be rounded again, half-even` }));
        }
      }
    }
    placesShares(m, a);
    if (a.items.some((i) => i.kind === "quota") && a.items.some((i) => i.kind === "prorata")) {
      const q = a.items.find((i) => i.kind === "quota")!;
      m.diagnostics.push(diag("AL0408", q.span, "expected either pro-rata shares or quotas in one allocation, found both: how a quota caps a pro-rata share is not defined", { hint: "give the capped group its own regime and allocation, or remove the quota" }));
    }
  }
  const d = m.publish?.deadline;
  if (d) {
    if (!d.calendar && (d.unit.text === "working" || d.unit.text === "roboczych")) {
      m.diagnostics.push(diag("AL0408", d.span, "expected a holiday calendar for a deadline in working days, found none", { hint: "add 'calendar PL' (or NL, EU, DE, a German Land such as DE_BY, weekdays)" }));
    }
  }
}

/** The places of the outermost round() of an amount (through lets), if it is one. */
function roundedPlaces(m: Model, e: A.Expr, seen: Set<string> = new Set()): number | undefined {
  if (e.kind === "name") {
    const l = m.lets.get(e.name.text);
    if (!l || seen.has(e.name.text)) return undefined;
    seen.add(e.name.text);
    return roundedPlaces(m, (l.node as A.LetDecl).value, seen);
  }
  if (e.kind === "callfn" && e.fn.text === "round" && writtenPlaces(e.args[1]?.value) !== undefined) return Math.max(0, writtenPlaces(e.args[1]!.value)!);
  if (e.kind === "callfn" && (e.fn.text === "min" || e.fn.text === "max")) {
    const ps = e.args.map((x) => roundedPlaces(m, x.value, seen)).filter((x): x is number => x !== undefined);
    return ps.length ? Math.max(...ps) : undefined;
  }
  return undefined;
}

/** Money produced by * or / of non-integers, not wrapped in round(), here or in a `let` it names. */
function needsRounding(m: Model, e: A.Expr, seen: Set<string> = new Set()): boolean {
  const t = m.types.get(e);
  if (t?.k !== "money") return false;
  switch (e.kind) {
    case "name": {
      const l = m.lets.get(e.name.text);
      if (!l || seen.has(e.name.text)) return false;
      seen.add(e.name.text);
      return needsRounding(m, (l.node as A.LetDecl).value, seen);
    }
    case "callfn":
      if (e.fn.text === "round") return false;
      if (e.fn.text === "min" || e.fn.text === "max") return e.args.some((a) => needsRounding(m, a.value, seen));
      return e.fn.text === "mean";
    case "binary":
      if (e.op === "*") {
        const other = m.types.get(e.left)?.k === "money" ? e.right : e.left;
        return m.types.get(other)?.k !== "integer" || needsRounding(m, e.left, seen) || needsRounding(m, e.right, seen);
      }
      if (e.op === "/") return true;
      return needsRounding(m, e.left, seen) || needsRounding(m, e.right, seen);
    case "if":
      return needsRounding(m, e.then, seen) || needsRounding(m, e.else, seen);
    default:
      return false;
  }
}

/**
 * Every stage written states its own boundary policy (or a pro-rata boundary), and no reservation
 * walks before them: then no application meets the allocation's policy, and the law's choice is
 * the stages' — the cut-offs of a rolling call, each "funding at that cut-off ends" (drafter16).
 */
function everyStageDecides(a: A.AllocationDecl): boolean {
  const stages = a.items.filter((i): i is A.StageDecl => i.kind === "stage");
  if (stages.length === 0 || a.items.some((i) => i.kind === "reservation")) return false;
  return stages.every((st) => st.items.some((i) => i.kind === "boundary" || i.kind === "prorata"));
}
