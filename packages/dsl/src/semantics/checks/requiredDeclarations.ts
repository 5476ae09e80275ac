// AL0410: every scheme needs a header, an application block with a text `id`, and for each
// regime an allocation and a ranking. Without them there is nothing to run or to publish. The
// ranking may be left out where no order can change an outcome (`orderNeeded`, §14.14).
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import type { Model } from "../model.js";
import { span } from "../../span.js";
import { show } from "../types.js";

export function requiredDeclarations(m: Model): void {
  const start = span(0, 0);
  if (!m.scheme) {
    m.diagnostics.push(diag("AL0410", start, "expected a scheme header ('scheme name \"Title\" { ... }'), found none in the file", { hint: 'start with: scheme name "Title" { version "1" }', fixes: [{ title: "Add a scheme header", span: start, text: 'scheme new_scheme "Title" {\n  version "1"\n}\n\n' }] }));
  }
  const appDecl = m.file.declarations.find((d) => d.kind === "input" && d.root === "application");
  const id = m.appFields.get("id");
  if (!appDecl) {
    m.diagnostics.push(diag("AL0410", start, "expected an application block declaring the fields of an application, found none", { hint: "add: application { id: text ... }" }));
  } else if (!id) {
    m.diagnostics.push(diag("AL0410", appDecl.kind === "input" ? appDecl.keyword : start, "expected an 'id' field in the application block, found none", { hint: "every application needs an identifier: add 'id: text'" }));
  } else if (id.type?.k !== "text" && id.type?.k !== "error") {
    m.diagnostics.push(diag("AL0301", id.nameSpan, `expected the application 'id' to be text, found ${show(id.type!)}`, { hint: "declare it as 'id: text unique': identifiers such as 'N08' or '00123' are compared as written" }));
  }
  // one allocation inherited by several regimes would let each spend the whole budget
  const inherited = new Map<A.AllocationDecl, string[]>();
  for (const r of m.regimes) {
    if (r.decl && r.allocation && !r.decl.members.includes(r.allocation)) inherited.set(r.allocation, [...(inherited.get(r.allocation) ?? []), r.name]);
  }
  for (const [alloc, names] of inherited) {
    if (names.length > 1) {
      m.diagnostics.push(diag("AL0410", alloc.keyword, `expected an allocation in each regime, found one allocation shared by the regimes ${names.map((n) => `'${n}'`).join(", ")}`, { hint: "each regime is ranked on its own, so each would spend this whole budget: give every regime its own allocation with its own budget" }));
    }
  }
  for (const r of m.regimes) {
    const where = r.decl ? r.decl.name.span : m.scheme?.name.span ?? start;
    const label = r.decl ? `the regime '${r.name}'` : "the scheme";
    // without a ranking only an allocation no order can change: an entitlement (§14.14)
    const needs = r.ranking || !r.allocation ? undefined : orderNeeded(r.allocation);
    if (!r.ranking && (needs || !r.allocation)) m.diagnostics.push(diag("AL0410", where, `expected a ranking in ${label}, found none`, { hint: needs ? `${needs}, so the order of the applications decides outcomes: ${orderHint(r.allocation!)}` : "add: ranking per <source> { by total highest first }" }));
    if (!r.allocation) m.diagnostics.push(diag("AL0410", where, `expected an allocation in ${label}, found none`, { hint: "add: allocation per <source> { budget call.budget  amount requested  at boundary stop }" }));
  }
}

/** Share modes that never give more than the exact share: the shares stay within the budget without a step given back in ranking order (§14.4). */
const NEVER_ABOVE = ["down", "floor"];

/**
 * What AL0410's hint asks for: the ranking the law sets. A leftover of rounding handed out in
 * ranking order, or among equal remainders, is an order the law often does not give (it says
 * "the remaining cents are distributed"): the order is then the drafter's to write, and the hint
 * shows the plainest one, by id — written in the scheme, it is shown in every explanation, where
 * an order taken silently would not be (§14.14).
 */
function orderHint(a: A.AllocationDecl): string {
  const pr = a.items.find((i): i is Extract<A.AllocItem, { kind: "prorata" }> => i.kind === "prorata");
  const rem = pr?.remainder?.text;
  if (rem === "largest_remainder" || rem === "ranking_order") return "add the ranking the law sets; where it sets none, write the order the scheme gives the leftover in, for example by the applications' ids: 'ranking per <source> { by id lowest first }'";
  return "add the ranking the law sets, for example 'ranking per <source> { by total highest first }'";
}

/**
 * Why allocation `a` needs an order of the applications, in words for AL0410's hint, or undefined
 * where no order can change an outcome: pro rata over every eligible application (shares rounded
 * down, the leftover unallocated) or an unlimited budget, with nothing that walks the applications
 * one after another (§14.14).
 */
export function orderNeeded(a: A.AllocationDecl): string | undefined {
  const unlimited = a.items.some((i) => i.kind === "budget" && i.value === "unlimited");
  const pr = a.items.find((i): i is Extract<A.AllocItem, { kind: "prorata" }> => i.kind === "prorata");
  for (const i of a.items) {
    switch (i.kind) {
      case "stage": return "the allocation has stages, which are walked in ranking order";
      case "quota": return `the quota '${i.name.text}' is filled in ranking order`;
      case "reservation": return `the reservation '${i.name.text}' is filled in ranking order`;
      case "group": return "the groups are funded in ranking order";
      case "firstcome": return "first come, first served funds in the order of receipt";
      case "reserve": return "the reserve list is made in ranking order";
      case "boundary": return "the boundary policy decides the first application that does not fit, which is the next in ranking order";
      default: break;
    }
  }
  if (pr) {
    const rem = pr.remainder?.text;
    if (rem && rem !== "unallocated") return `the leftover of rounding ('remainder ${rem}') goes ${rem === "ranking_order" ? "in ranking order" : "among equal remainders in ranking order"}`;
    if (!NEVER_ABOVE.includes(pr.mode.text)) return `shares rounded ${pr.mode.text} may exceed the budget, and a step is then given back in ranking order`;
    return undefined;
  }
  if (unlimited) return undefined;
  return "the budget can run out, and who is funded then depends on the order";
}
