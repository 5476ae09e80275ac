// The scheme-level checks, in the order they run. Each file opens with what it checks and why.
import type { Model } from "../model.js";
import { criterionRanges } from "./intervals.js";
import { requiredDeclarations } from "./requiredDeclarations.js";
import { missingSources } from "./missingSources.js";
import { maximumMismatch } from "./maximumMismatch.js";
import { unsummed } from "./unsummed.js";
import { pointsScale } from "./pointsScale.js";
import { capWeights } from "./capWeights.js";
import { phases } from "./phases.js";
import { bandCoverage } from "./bandCoverage.js";
import { thresholdReach } from "./thresholdReach.js";
import { tieChain } from "./tieChain.js";
import { optionalKey } from "./optionalKey.js";
import { absentKeys } from "./absentKeys.js";
import { greedyKeys } from "./greedyKeys.js";
import { openChoices } from "./openChoices.js";
import { matchExhaustive } from "./matchExhaustive.js";
import { unusedDeclarations } from "./unusedDeclarations.js";
import { regimeCoverage } from "./regimeCoverage.js";
import { schemeName } from "./schemeName.js";
import { citationUnits } from "./citationUnits.js";
import { header } from "./header.js";
import { regimeBudgets } from "./budgetFlow.js";
import { budgetTitles } from "./budgetTitle.js";
import { itemsOnce } from "./itemOnce.js";
import { quantityUnits } from "./quantityUnit.js";
import { partialMinimums } from "./partialMinimum.js";
import { partialConsents } from "./partialConsent.js";
import { reserveTitles } from "./reserveTitle.js";
import { reserveAfters } from "./reserveAfter.js";
import { groupRules } from "./groups.js";
import { aggregates } from "./aggregates.js";
import { firstCome } from "./firstCome.js";
import { fixedPlaces } from "./fixedPlaces.js";
import { aggregatePhases } from "./aggregatePhases.js";
import { outcome } from "./outcome.js";
import { lastSecond } from "./lastSecond.js";
import { prototypeNames } from "./prototypeNames.js";
import { labelsCover } from "./labelsCover.js";

export const schemeChecks: ReadonlyArray<(m: Model) => void> = [
  criterionRanges,
  requiredDeclarations,
  schemeName,
  header,
  citationUnits,
  missingSources,
  matchExhaustive,
  maximumMismatch,
  unsummed,
  pointsScale,
  capWeights,
  phases,
  bandCoverage,
  thresholdReach,
  tieChain,
  optionalKey,
  absentKeys,
  greedyKeys,
  openChoices,
  firstCome,
  aggregates,
  // before unusedDeclarations: a field read only by an aggregate over the outcome (`w.received`) is used
  outcome,
  // before unusedDeclarations: the field a partial grant's consent reads is used
  partialConsents,
  unusedDeclarations,
  regimeCoverage,
  itemsOnce,
  regimeBudgets,
  budgetTitles,
  quantityUnits,
  partialMinimums,
  reserveTitles,
  reserveAfters,
  groupRules,
  aggregatePhases,
  fixedPlaces,
  lastSecond,
  prototypeNames,
  labelsCover,
];
