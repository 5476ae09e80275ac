// Where an application's own values are told among its assessment steps (narrate.ts): an
// aggregate over its peers (aggregate.ts) and a jury's working (juries.ts) are each told just
// before the first step that reads it — a rule, a criterion or a threshold, named as the compiler
// writes `readBy` ("threshold:relative") — in that step's section; those no assessment step reads
// (an amount, a key, a column) before the rules, but for one a ranking's keys alone read, which
// the comparison tells among its operands (`ranked`). Moved from narrate.ts.
import type { CompiledScheme } from "../spec.js";
import { NO_REGIME } from "./assess.js";

/** Per step ("threshold:relative"), the values read first there (by index); `first`, those no assessment step reads. */
export interface StepPlaces {
  readonly at: ReadonlyMap<string, readonly number[]>;
  /** the same by section, then by the step's name (narrate.ts reads it without making "section:name" a step a row) */
  readonly bySection: Readonly<Record<Section, ReadonlyMap<string, readonly number[]>>>;
  readonly first: readonly number[];
}

type Section = "eligibility" | "points" | "threshold";

type Read = readonly { readonly readBy?: readonly string[] | undefined; readonly ranked?: true | undefined }[];

const aggregatePlaces = new WeakMap<CompiledScheme, StepPlaces[]>();
const juryPlaces = new WeakMap<CompiledScheme, StepPlaces[]>();

/** The places of the scheme's aggregates in the explanation of an application of regime g, in the order its steps are told. */
export function aggregatePlacesOf(scheme: CompiledScheme, g: number): StepPlaces {
  return placesOf(scheme, g, scheme.aggregates ?? [], aggregatePlaces);
}

/** The same of its jury's built-ins (jurySpec.ts). */
export function juryPlacesOf(scheme: CompiledScheme, g: number): StepPlaces {
  return placesOf(scheme, g, scheme.juries ?? [], juryPlaces);
}

function placesOf(scheme: CompiledScheme, g: number, specs: Read, memo: WeakMap<CompiledScheme, StepPlaces[]>): StepPlaces {
  let byRegime = memo.get(scheme);
  if (!byRegime) memo.set(scheme, (byRegime = []));
  const at = g === NO_REGIME ? scheme.regimes.length : g;
  const known = byRegime[at];
  if (known) return known;
  const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
  const order = [
    ...[...scheme.rules, ...(regime?.rules ?? [])].map((r) => `eligibility:${r.name}`),
    ...scheme.criteria.map((c) => `points:${c.name}`),
    ...[...scheme.thresholds, ...(regime?.thresholds ?? [])].map((t) => `threshold:${t.name}`),
  ];
  const places = { at: new Map<string, number[]>(), bySection: { eligibility: new Map(), points: new Map(), threshold: new Map() }, first: [] as number[] };
  specs.forEach((spec, k) => {
    const readBy = new Set(spec.readBy ?? []);
    const step = order.find((x) => readBy.has(x));
    // read by a ranking's keys alone: the comparison tells it (drafter34's finding 2), not the rules' section
    if (step === undefined) {
      if (!spec.ranked) places.first.push(k);
    }
    else places.at.set(step, [...(places.at.get(step) ?? []), k]);
  });
  for (const [step, ks] of places.at) {
    const colon = step.indexOf(":");
    places.bySection[step.slice(0, colon) as Section].set(step.slice(colon + 1), ks);
  }
  return (byRegime[at] = places);
}
