// The members of one application's result but its explanation, in the published order (id,
// status, label, regime, stage, groups, positions, the reserve list, points, amounts, the
// settlement, reasons), read from a run's columns: `Run.fieldsOf` hands them to `resultOf`,
// which makes the result's object, and to the JSON writer, which prints them (rowJson.ts).
// Split from record.ts: the published shape of a result is one thing, kept apart from the run's
// table of rows; `placed` (a row's position) is shared by both.
import type { Selection } from "./select.js";
import type { Run } from "./record.js";
import { CANDIDATE, INELIGIBLE, KEPT, NO_REGIME } from "./assess.js";
import { startOf } from "./rank.js";
import { INDETERMINATE, STATUS } from "./allocate.js";
import { STAGE_BELOW } from "./step.js";
import { withinLimitOf } from "./recordPublish.js";
import { stageSpecOfResult } from "./stageResult.js";
import { reserveListAt, reservePlaceAt, stagePlacesAt, stagePositionAt } from "./recordColumns.js";
import { NOT_ASSESSED, notWorkedOut } from "./fcfs.js";

/** The members of application i's result but its explanation, each handed to `put` (`Run.fieldsOf`). */
export function resultFields(run: Run, i: number, put: (key: string, value: unknown) => void): void {
  const as = run.as;
  const k = as.kind[i]!;
  // the selection and row of a ranked application, looked up once for every field that reads them
  const sel = k === CANDIDATE || k === KEPT ? run.selections[as.regimeOf[i]!]! : undefined;
  const r = sel ? as.rowOf[i]! : -1;
  const st = sel && k === CANDIDATE ? STATUS[sel.status[r]!]! : run.statusOf(i);
  const label = run.labelOf(i, st);
  const g = as.regimeOf[i]!;
  put("id", as.ids[i]!);
  put("status", st);
  if (label) put("label", label);
  if (run.spec.regimes.length > 1 && g !== NO_REGIME) put("regime", run.spec.regimes[g]!.name);
  const at = k === CANDIDATE ? { selection: sel!, row: r } : undefined;
  // the stage that decided it, looked up once: its name, and a stage per key's member (§14.7.4)
  const stage = at ? stageSpecOfResult(at) : undefined;
  if (stage !== undefined) put("stage", stage.name);
  if (stage?.member !== undefined) put("member", stage.member.name);
  const group = as.groups?.name(i);
  if (group !== undefined) put("group", group);
  const groups = group !== undefined && g !== NO_REGIME ? run.groupsOf(i, g) : undefined;
  if (groups) put("groups", groups);
  put("position", sel ? placed(sel, r) : null);
  const place = stagePositionAt(at);
  if (place !== undefined) put("stagePosition", place);
  // its place in every stage's ranking that ranked it, the deciding stage's last (drafter33's finding 2)
  const places = stagePlacesAt(at);
  if (places) put("stagePlaces", places);
  const reserved = reservePlaceAt(at);
  if (reserved !== undefined) {
    put("reservePlace", reserved);
    // a stage's own list (select.ts `reserveList`): asked only of a row on a list
    const list = reserveListAt(at);
    if (list !== undefined) put("reserveList", list);
  }
  const noPoints = k === INELIGIBLE || k === NOT_ASSESSED || sel?.notAssessed?.has(r) === true;
  put("points", noPoints || !as.hasPoints(i) ? null : as.pointSets.of(run.pointViews(), run.totalsView(), i, as.phaseOut?.[i] ?? 0));
  if (at) {
    const s = at.selection;
    put("amount", s.amount(r));
    if (!notWorkedOut(s, r)) put("requested", s.requested(r));
    if (s.status[r] === INDETERMINATE) {
      const contingent = s.contingent(r);
      if (contingent !== undefined) put("contingentAmount", contingent);
    }
    put("withinLimit", withinLimitOf(st));
    const settled = run.outcome?.settlementOf(i);
    if (settled) put("settlement", settled.result);
  } else {
    put("amount", run.zeroOf(i));
    put("withinLimit", false);
  }
  put("reasons", run.reasonsOf.of(i));
}

/** Row r's 1-based position in the selection's published order; null below a stage's own threshold, not ranked as below a threshold of the regime (stageThreshold.ts). */
export const placed = (s: Selection, r: number): number | null => (s.status[r] === STAGE_BELOW ? null : startOf(s.ranking, s.placeOf[r]!) + 1);
