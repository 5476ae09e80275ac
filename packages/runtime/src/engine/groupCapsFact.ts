// The caps of an application's groups that its allocation step names (the allocation fact's
// `groupCaps`, trace.ts): each cap computed from the group's key or from the call (§14.12) that
// the reason names, with its figure for the group, as written, and the call values it read — of
// each group where the allocation has several (§14.12 "Several groups"), each named.
import type { Run } from "./record.js";
import type { Selection } from "./select.js";
import type { TraceFact, TraceGroupCap } from "./trace.js";
import { attempt, traceValue } from "./details.js";
import { Decimal } from "../decimal.js";

type AllocationFact = Extract<TraceFact, { kind: "allocation" }>;

/** the caps a reason names: the most grants ("the most per Field (3)", "… grants per Field", "1 grant of the 3 it may have"), the cap in money ("… left of its cap of 90.00 EUR") */
const NAMES_GRANTS = /the most per |grants? per | it may have/;
const NAMES_LIMIT = / of its cap of /;

/**
 * The caps of row r's group computed from the group's key (`GroupCapSpec.members`, §14.12) that
 * its reason names: each one's figure for the group, as written for it, and the call values it
 * read, so that the applicant can check the figure; undefined where there are none.
 */
export function groupCaps(run: Run, s: Selection, r: number, why: string, places: number): AllocationFact["groupCaps"] {
  const alloc = s.regime.allocation;
  if (!alloc.group || !run.as.groups) return undefined;
  const app = s.rows.rowApp[r]!;
  const several = (alloc.moreGroups?.length ?? 0) > 0;
  const out: TraceGroupCap[] = [];
  [alloc.group, ...(alloc.moreGroups ?? [])].forEach((g, j) => {
    const keys = j === 0 ? run.as.groups! : run.as.moreGroups[j - 1]!;
    if (!(g.grants?.members || g.limit?.members || g.grants?.computed || g.limit?.computed)) return;
    const k = keys.keyOf(app);
    if (k < 0) return;
    const member = keys.names[k]!;
    // with several groups, the words of this group's part of the reason (from its name to the next group's)
    const said = several ? partOf(why, `${g.title ?? "group"} '${member}'`) : why;
    if (said === undefined) return;
    for (const [cap, names, show] of [[g.grants, NAMES_GRANTS, { k: "number" }], [g.limit, NAMES_LIMIT, { k: "money", unit: alloc.unit ?? "" }]] as const) {
      // a cap computed from the call, one for every group (`at most 15% × call.funds`, words31), or one computed from the key
      const words = cap?.computed ?? cap?.members?.[member];
      if (!cap || !words || !names.test(said)) continue;
      const reads = words.reads;
      // the cap as the walk's reason states it: a money cap at the places of the amounts (mendreads29:
      // "left of its cap of 111.00 EUR" beside "about 110.9989 EUR"); an absent optional value read, said absent
      const raw = cap.perKey ? cap.perKey(run.call)[member] : cap.value(run.call);
      const value = show.k === "money" && places >= 0 && raw !== undefined ? new Decimal(String(raw)).toFixed(places) : raw;
      out.push({ ...(several ? { group: { ...(g.title !== undefined ? { title: g.title } : {}), key: member } } : {}), value: traceValue(value, show), text: words.text, ...(reads ? { reads: reads.names.map((name, i) => ({ name, value: traceValue(attempt(reads.gets[i]!, run.call), reads.shows[i]!) })) } : {}) });
    }
  });
  return out.length ? out : undefined;
}

/** The part of a reason that speaks of the group `name`: from it to the next group's words ("as a member of", "; "), undefined where the reason does not name it. */
function partOf(why: string, name: string): string | undefined {
  const at = why.indexOf(name);
  if (at < 0) return undefined;
  const rest = why.slice(at + name.length);
  const end = rest.search(/, (?:and )?as a member of |; /);
  return end < 0 ? rest : rest.slice(0, end);
}

