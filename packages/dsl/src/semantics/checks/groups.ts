// Groups in allocation (`group by key { together; at most X; at most N grants; pro rata … }`):
// `checkGroup` types the declaration where the allocation is checked (check.ts calls it);
// `groupRules`, a scheme-level check, decides what the declaration may be combined with and
// whether a cap can ever bind. Codes AL0520–AL0525; the run time is engine/groups.ts.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import type { Context, TypeChecker } from "../typecheck.js";
import { comparable, show, showFound, type Ty } from "../types.js";
import { checkProRataClause, weightMisplaced } from "./proRataClause.js";
import { currencyInSmallLetters } from "../currency.js";
import { exprNodes } from "../../ast/exprNodes.js";
import { wholeNumberHint } from "./wholeHint.js";

const KEY_KINDS = ["text", "enum", "integer", "date", "boolean"];

/** Types a group declaration: its key over the application, its caps over the call. */
export function checkGroup(m: Model, tc: TypeChecker, g: A.GroupDecl, keyCtx: Context, capCtx: Context, cite: (c: A.Citation | undefined) => void): void {
  cite(g.citation);
  const kt = tc.expr(g.key, keyCtx);
  if (kt.k !== "error" && !KEY_KINDS.includes(kt.k)) {
    m.diagnostics.push(diag("AL0520", g.key.span, `expected a group key of text, an enumeration, a whole number, a date or yes/no, found ${show(kt)}`, { hint: "group by a value that members share exactly, such as a consortium or applicant identifier (a text field)" }));
  }
  const seen = new Map<string, A.GroupItem>();
  for (const it of g.items) {
    cite(it.citation);
    const kind = it.kind === "cap" ? (it.unitWord ? "grants" : "cap") : it.kind;
    const before = seen.get(kind);
    if (before) {
      const what = kind === "together" ? "'together'" : kind === "unlisted" ? "'not on the reserve list'" : kind === "grants" ? "a most number of grants" : kind === "cap" ? "a cap per group" : "a pro-rata sharing rule";
      m.diagnostics.push(diag("AL0522", it.span, `expected ${what} once in a group, found it again`, { hint: "keep the one the law states and remove the other", related: [{ span: before.span, message: "first declared here" }] }));
      continue;
    }
    seen.set(kind, it);
    if (it.kind === "cap") {
      const declared = it.perMember?.length ? capPerMember(m, tc, it.value, it.perMember, capCtx) : tc.expr(it.value, capCtx);
      // a cap per key (`at most call.places grants`, places: integer by faculty): each group the figure of its key (§14.12)
      const t = declared.k === "keyed" ? declared.value : declared;
      if (declared.k === "keyed" && kt.k !== "error" && !(kt.k === "enum" && comparable(kt, declared.key))) {
        const text = m.text.slice(it.value.span.start, it.value.span.end);
        m.diagnostics.push(diag("AL0548", g.key.span, `expected the group's key to be of ${show(declared.key)}, the enumeration ${text} gives a cap for, found ${show(kt)}`, { hint: `group by the application's field of that enumeration, so that each group's cap is the figure of its own key; or read one member's figure for every group, ${text}[<member>]`, related: [{ span: it.value.span, message: "a cap per key" }] }));
      } else if (it.unitWord) {
        if (it.unitWord.text !== "grants") {
          m.diagnostics.push(diag("AL0521", it.unitWord.span, `expected 'grants' after the most number per group, found '${it.unitWord.text}'`, { hint: currencyInSmallLetters(it.value, it.unitWord.text) ?? didYouMean(it.unitWord.text, ["grants"]) ?? "write 'at most 2 grants' for a number of grants, or 'at most call.cap' for an amount" }));
        } else if (t.k !== "integer" && t.k !== "error") {
          // a share of a figure (`10% * call.students[field]`): the law says which way it is made whole
          const hint = t.k === "decimal" ? wholeNumberHint(it.value, m.text) : "write the number the law allows per group, for example 'at most 2 grants' or 'at most call.grants_per_applicant grants'";
          m.diagnostics.push(diag("AL0521", it.value.span, `expected a whole number of grants, found ${showFound(it.value, t)}`, { hint }));
        }
      } else if (!(t.k === "money" || t.k === "integer" || t.k === "decimal" || t.k === "error")) {
        m.diagnostics.push(diag("AL0521", it.value.span, `expected the cap of a group as an amount of money or a quantity, found ${show(t)}`, { hint: "write the most one group may be granted in total, for example 'at most call.consortium_cap', or 'at most 2 grants' for a number of grants" }));
      }
    } else if (it.kind === "share") {
      checkProRataClause(m, it);
      weightMisplaced(m, it, "a group's share");
      if (!it.remainder) m.diagnostics.push(diag("AL0524", it.span, "expected the sharing of a group at the boundary to say where the leftover of rounding goes ('remainder …'), found none", { hint: `add 'remainder unallocated', 'remainder largest_remainder' or 'remainder ranking_order'` }));
    }
  }
}

/**
 * A cap that reads the group's key (semantics/groupKey.ts), checked as each member's expression:
 * what is wrong is said once, for the first member (the others are the same text); its type. The
 * cap as written takes the first member's types, node by node (the key's reads the key's own), so
 * that the checks that read it (its unit, checks/limits.ts; places, checks/placesShares.ts) see it.
 */
function capPerMember(m: Model, tc: TypeChecker, written: A.Expr, values: readonly { value: A.Expr }[], ctx: Context): Ty {
  const t = tc.expr(values[0]!.value, ctx);
  const said = m.diagnostics.length;
  for (const v of values.slice(1)) tc.expr(v.value, ctx);
  m.diagnostics.splice(said);
  const copy = [...exprNodes(values[0]!.value)];
  [...exprNodes(written)].forEach((w, i) => {
    const x = copy[i];
    const key = w.kind === "name" && x?.kind === "name" && w.name.text !== x.name.text ? m.appFields.get(w.name.text)?.type : undefined;
    const ty = key ?? (x ? m.types.get(x) : undefined);
    if (ty) m.types.set(w, ty);
  });
  return t;
}

function typeOf(m: Model, e: A.Expr): Ty | undefined {
  return m.types.get(e);
}

/** A literal number (`10`, `150000 EUR`), for comparing a cap with a budget written out. */
function literal(e: A.Expr): number | undefined {
  return e.kind === "number" || e.kind === "money" ? Number(e.value) : undefined;
}

/**
 * A group with stages or reservations (lots): walked application by application, each stage's walk
 * meets the caps with what the group was granted in the earlier stages counted (§14.12, "Groups
 * and stages"). Refused (AL0525): `together` (a consortium's lots are not one unit), a stage whose
 * boundary is pro rata or that admits (no walk meets the caps there), and a tie-break scope that
 * follows the walk (each stage's walk by units is not followed).
 */
function stageRules(m: Model, r: Model["regimes"][number], g: A.GroupDecl, together: A.GroupItem | undefined): void {
  const a = r.allocation!;
  const staged = a.items.filter((i): i is A.StageDecl | Extract<A.AllocItem, { kind: "reservation" }> => i.kind === "stage" || i.kind === "reservation");
  if (staged.length === 0) return;
  const refuse = (span: A.Node["span"], what: string, hint: string, related = g.span, label = "the group"): void => void m.diagnostics.push(diag("AL0525", span, `expected groups or ${what} in one allocation, found both: how they combine is not defined`, { hint, related: [{ span: related, message: label }] }));
  if (together) {
    refuse(staged[0]!.span, "stages or reservations with a group funded together", "a consortium's applications in several lots are not one unit: drop 'together' to cap each applicant over the lots (each application walked in its own lot), or give the grouped applications their own regime", together.span, "funded together");
    return;
  }
  for (const st of staged) {
    if (st.kind !== "stage") continue;
    const pr = st.items.find((i) => i.kind === "prorata");
    if (pr) refuse(pr.span, "a stage whose boundary is pro rata", "a group's cap is met application by application as a stage's walk reaches it; a pro-rata share of the tie at a stage's boundary is not: write the stage's boundary as 'skip', 'stop', 'partial', 'full' or 'reach', or drop the group");
    const adm = st.items.find((i) => i.kind === "admit");
    if (adm) refuse(adm.span, "an admission stage", "an admission stage funds no one, and how a group's cap would count in whom it admits is not defined: drop the group or the admission stage");
    const own = st.items.find((i): i is Extract<A.StageItem, { kind: "ranking" }> => i.kind === "ranking");
    const scope = own?.ranking.tiebreak?.scope;
    if (own && scope && scope !== "every") refuse(own.ranking.tiebreak!.scopeSpan ?? own.span, "a stage's tie-break scope that follows the walk", "a tie-break that follows a stage's walk would have to follow it by groups: write 'tiebreak every tie' in the stage's ranking");
  }
  const scope = r.ranking?.tiebreak?.scope;
  if (scope && scope !== "every") refuse(r.ranking!.tiebreak!.scopeSpan ?? r.ranking!.span, "stages and a tie-break scope that follows the walk", "a tie-break that follows each stage's walk would have to follow it by groups: write 'tiebreak every tie'");
}

/**
 * Several groups on different keys in one allocation (§14.12 "Several groups", twogroups31): each
 * walked application by application, an application funded only where every group it belongs to
 * has room. Refused (AL0525): the same key twice, `together` or a group's pro rata in any of them
 * (a unit of the walk is one group's members: two overlapping units have no meaning), and stages,
 * reservations or first come beside them (each walks one group's caps); a reserve list is allowed (groups32).
 */
function severalRules(m: Model, a: A.AllocationDecl, groups: readonly A.GroupDecl[]): void {
  const keyText = (g: A.GroupDecl): string => m.text.slice(g.key.span.start, g.key.span.end).replace(/\s+/g, " ");
  const seen = new Map<string, A.GroupDecl>();
  for (const g of groups) {
    const k = keyText(g);
    const first = seen.get(k);
    if (first) m.diagnostics.push(diag("AL0525", g.key.span, `expected each group of an allocation on a key of its own, found '${k}' twice`, { hint: "write the caps of one key in one group block: 'group by " + k + " { at most …; at most … grants }'", related: [{ span: first.key.span, message: "the first group on this key" }] }));
    else seen.set(k, g);
    for (const it of g.items) {
      if (it.kind === "together") m.diagnostics.push(diag("AL0525", it.span, "expected groups walked application by application in an allocation with several groups, found one funded together: how two groups' units would overlap is not defined", { hint: "a consortium funded together is one unit of the walk, and a second group on another key would cut across it: keep 'together' in an allocation with one group, or drop it to cap each application on its own", related: [{ span: groups[0]!.span, message: "the first group" }] }));
      if (it.kind === "share") m.diagnostics.push(diag("AL0525", it.span, "expected no pro-rata sharing in a group of an allocation with several groups, found one: a group shares only where it is funded together", { hint: "remove the sharing rule: with several groups each application is walked on its own" }));
    }
  }
  // a reserve list with several groups (groups32): those refused for budget in ranking order, none a group's cap bars
  const other = a.items.find((i) => i.kind === "stage" || i.kind === "reservation" || i.kind === "firstcome");
  if (other) {
    const what = other.kind === "stage" ? "stages" : other.kind === "reservation" ? "reservations" : "first come, first served";
    m.diagnostics.push(diag("AL0525", other.span, `expected one group or ${what} in one allocation, found several groups and ${what}: how they combine is not defined`, { hint: `${what} meet${other.kind === "stage" || other.kind === "reservation" ? "" : "s"} the caps of one group: keep the one group the law states for ${what}, or drop ${what}`, related: [{ span: groups[1]!.span, message: "the second group" }] }));
  }
}

/** What a group may be combined with, the sharing rule it needs, and caps that never bind. */
export function groupRules(m: Model): void {
  for (const r of m.regimes) {
    const a = r.allocation;
    if (!a) continue;
    const groups = a.items.filter((i): i is A.GroupDecl => i.kind === "group");
    if (groups.length === 0) continue;
    const g = groups[0]!;
    if (groups.length > 1) severalRules(m, a, groups);
    const conflict = (it: { span: A.Node["span"] } | undefined, what: string, hint: string): void => {
      if (it) m.diagnostics.push(diag("AL0525", it.span, `expected groups or ${what} in one allocation, found both: how they combine is not defined`, { hint, related: [{ span: g.span, message: "the group" }] }));
    };
    conflict(a.items.find((i) => i.kind === "prorata"), "pro-rata shares", "share pro rata inside the group that straddles the budget with 'pro rata …' in the group block, or drop the group");
    const together = g.items.find((i) => i.kind === "together");
    stageRules(m, r, g, together);
    // `not on the reserve list` keeps off the list those a cap of its group has no room for: with no cap, or with `together` (whose group is off the list when it passes its cap by itself), it never changes an outcome
    for (const one of groups) {
      const off = one.items.find((i) => i.kind === "unlisted");
      if (off && (!one.items.some((i) => i.kind === "cap") || one.items.some((i) => i.kind === "together"))) m.diagnostics.push(diag("AL0523", off.span, `expected a cap per group with 'not on the reserve list', found ${one.items.some((i) => i.kind === "together") ? "a group funded together" : "none"}: it keeps no application off the list`, { hint: "write it beside the cap the law sets per applicant ('at most 7500 EUR', 'at most 1 grants'), or remove it" }));
    }
    // first come with a group walked application by application (a cap per applicant) is defined
    // (§14.12): each application is received on its own; with 'together' or a declared overshoot it is not
    const fc = a.items.find((i): i is Extract<A.AllocItem, { kind: "firstcome" }> => i.kind === "firstcome");
    if (fc && together) m.diagnostics.push(diag("AL0525", fc.span, "expected groups funded together or first come, first served in one allocation, found both: when a group funded together counts as received is not defined", { hint: "when a consortium counts as received (its first member's filing, or the day its last member was complete) is a reading no law in this project states: drop 'together' if each application is received and capped on its own, or rank by a consortium's own date (a field of each member) with 'tiebreak every tie' instead of first come", related: [{ span: together.span, message: "funded together" }] }));
    else if (fc?.overshoot) m.diagnostics.push(diag("AL0525", fc.span, "expected groups or a declared overshoot ('overshoot on …') in one allocation, found both: how a group's cap counts in what one moment's applications requested is not defined", { hint: "remove 'overshoot on …': a tie of one moment is then broken where what its applications are granted, each under its group's cap, passes what is left (§13.2)", related: [{ span: g.span, message: "the group" }] }));
    const share = g.items.find((i) => i.kind === "share");
    if (share && !together) m.diagnostics.push(diag("AL0524", share.span, "expected 'together' in a group that shares a partial grant pro rata, found none: without it every application is walked on its own and nothing is shared", { hint: "add 'together' if the law funds the group as one, or remove the sharing rule" }));
    // under `partial`, a group walked together that straddles the budget needs a sharing rule
    const boundary = a.items.find((i): i is Extract<A.AllocItem, { kind: "boundary" }> => i.kind === "boundary");
    const bt = boundary ? typeOf(m, boundary.value) : undefined;
    const mayBePartial = boundary && ((boundary.value.kind === "name" && boundary.value.name.text === "partial") || (bt?.k === "enum" && bt.members.includes("partial")));
    if (together && !share && mayBePartial) {
      m.diagnostics.push(diag("AL0524", boundary!.value.span, "expected the group to say how a partial grant is shared among its members ('pro rata rounded … to … remainder …' in the group block), found none", { hint: "add for example 'pro rata rounded down to 0.01 remainder largest_remainder' to the group: the group that straddles the budget then gets what is left, shared in proportion to its members' amounts", related: [{ span: g.span, message: "the group, funded together" }] }));
    }
    // caps that can never bind
    const caps = g.items.filter((i): i is Extract<A.GroupItem, { kind: "cap" }> => i.kind === "cap");
    const key = g.key;
    const unique = key.kind === "name" && (m.appFields.get(key.name.text)?.node as A.FieldDecl | undefined)?.unique === true;
    if (unique && (caps.length || together)) {
      m.diagnostics.push(diag("AL0523", key.span, `expected a group key that members share, found '${key.name.text}', which is unique to each application: every group has one member, so ${together ? "'together'" : "its cap"} never binds`, { hint: "group by the value the law groups by (consortium, applicant, municipality), not by the application's own identifier" }));
    }
    const budget = a.items.find((i): i is Extract<A.AllocItem, { kind: "budget" }> => i.kind === "budget");
    const b = budget && budget.value !== "unlimited" ? literal(budget.value) : undefined;
    for (const c of caps) {
      const v = literal(c.value);
      if (v === undefined) continue;
      if (c.unitWord?.text === "grants" && v < 1) {
        m.diagnostics.push(diag("AL0523", c.value.span, `expected at least 1 grant per group, found ${v}: no application of any group could be funded`, { hint: "write the number of grants the law allows per group" }));
      } else if (!c.unitWord && b !== undefined && v >= b) {
        m.diagnostics.push(diag("AL0523", c.value.span, `expected a cap per group below the budget (${b}), found ${v}: no group can reach it, so it never binds`, { hint: "check the cap the law sets per group, or remove it" }));
      }
    }
  }
}
