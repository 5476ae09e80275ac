// An application's assessment steps known from the run's own small columns (assessmentClasses.ts).
// Where no step of an application's assessment reads more than the run's record of it — no
// criterion shows the value behind its points, no met check of its regime the values it read, no
// aggregate or jury is told — `assessmentTo`'s steps for an application that met every check it ran are a function of its
// regime, whether it was scored, each criterion's points and its total: the regime's fact, each
// check's "met" fact, a points fact per criterion, the total's fact (assessmentSteps.ts). Those are
// read here off the assessor's columns as a key, so the classes' pass runs `assessmentTo` once per
// key and gives every other application with that key the class (or none) found for it; an
// application that did not meet a check has a fact of its own (notMetFact: no class), as the pass
// found. An application refused or left unranked, or with points other than small whole numbers,
// has no key and is assessed by the pass as before. Nothing is decided or rendered here.
import type { Points, RuleSpec } from "../spec.js";
import { INELIGIBLE, MET, NO_REGIME, UNRANKED, type Assessor } from "./assess.js";
import { shownWhenMet } from "./metValues.js";
import { checkPlanOf } from "./sharedFacts.js";

/** No key: the pass runs `assessmentTo` for the application. */
export const NO_KEY = -1;
/** Not met: a check it ran was not met, so a fact is its own and it has no class. */
export const OWN = -2;

/** The largest whole number of points a criterion's part of a key holds (6 bits), and a total's (10 bits). */
const POINTS_MAX = 63;
const TOTAL_MAX = 1023;

/** The keys of one run's applications: `keyOf(i)` ≥ 0, a key (a small whole number, one per distinct key, from 0 up); NO_KEY; OWN. */
export interface AssessmentKeys {
  keyOf(i: number): number;
}

/** The most entries the keys' trie holds (4 bytes each, 16 MiB): past it a key not yet met is NO_KEY (its application is assessed). */
const TRIE_MAX = 1 << 22;

/**
 * The keys of `as`'s applications, or undefined where its steps read more than the columns (a
 * criterion's value behind its points; aggregates and juries are never classed) or the criteria
 * are too many for a key of 53 bits. In a regime with a check that shows the values it read when
 * met, an application has no key.
 *
 * A key is the application's regime, whether it was scored, each criterion's points and its
 * total, numbered as first met: a path through a trie of tables (one entry per regime and
 * scored, then a table of 64 per criterion's points, then one of 1024 per total) whose leaf holds
 * the key's number. Its user (assessmentClasses.ts) keeps what it found per key in an array, not
 * in a `Map` by a number of up to 49 bits (a heap number hashed per application: stream31's and
 * stream32's profiles).
 */
export function assessmentKeysOf(as: Assessor): AssessmentKeys | undefined {
  const scheme = as.scheme;
  const criteria = scheme.criteria;
  if (as.aggregates || as.details?.juries) return undefined;
  // regime (8 bits) + scored (1) + 6 bits a criterion + the total (10)
  if (19 + 6 * criteria.length > 53) return undefined;
  if (as.details && criteria.some((c) => c.subject)) return undefined;
  const shows = (rules: readonly RuleSpec[], what: "eligibility" | "threshold") => !!as.details && rules.some((r) => shownWhenMet(r, what) !== undefined);
  // per regime (the last: none), the checks an application that is not refused ran, as `outcomeOf`
  // numbers them; null where one of them shows the values it read when met (no key in that regime)
  const checksOf = (g: number): Int32Array | null => {
    const regime = g === NO_REGIME ? undefined : scheme.regimes[g];
    if (shows(scheme.rules, "eligibility") || shows(scheme.thresholds, "threshold")) return null;
    if (regime && (shows(regime.rules, "eligibility") || shows(regime.thresholds, "threshold"))) return null;
    const at: number[] = [];
    const take = (rules: readonly RuleSpec[], what: "eligibility" | "threshold") => at.push(...checkPlanOf(as, rules, what).at);
    take(scheme.rules, "eligibility");
    if (regime) take(regime.rules, "eligibility");
    take(scheme.thresholds, "threshold");
    if (regime) take(regime.thresholds, "threshold");
    return Int32Array.from(at);
  };
  const checks: (Int32Array | null | undefined)[] = [];
  const views: ArrayLike<Points>[] = as.pointCols.map((c) => c.view);
  const totals: ArrayLike<Points> = as.totals.view;
  const kind = as.kind, regimeOf = as.regimeOf;
  const withTotal = criteria.length > 0;
  // the trie: an entry is 0 (nothing yet) or 1 + what it leads to (a table's first entry, or at a
  // leaf the key's number); entries 0–511 are the roots, by regime × 2 + scored
  let trie = new Int32Array(4096);
  let used = 512;
  let count = 0;
  /** A table of `size` entries, its first entry's index; −1 where the trie is full. */
  const table = (size: number): number => {
    if (used + size > trie.length) {
      if (used + size > TRIE_MAX) return -1;
      const more = new Int32Array(Math.min(TRIE_MAX, Math.max(trie.length * 2, used + size)));
      more.set(trie);
      trie = more;
    }
    used += size;
    return used - size;
  };
  return {
    keyOf(i: number): number {
      const k = kind[i]!;
      if (k === INELIGIBLE || k === UNRANKED) return NO_KEY;
      const g = regimeOf[i]!;
      let at = checks[g];
      if (at === undefined) at = checks[g] = checksOf(g);
      if (at === null) return NO_KEY;
      for (let c = 0; c < at.length; c++) if (as.outcomeOf(at[c]!, i) !== MET) return OWN;
      const scored = as.hasPoints(i);
      let e = g * 2 + (scored ? 1 : 0);
      if (scored) {
        for (let c = 0; c <= views.length; c++) {
          const last = c === views.length;
          if (last && !withTotal) break;
          const v = last ? totals[i]! : views[c]![i]!;
          if (typeof v !== "number" || !(v >= 0 && v <= (last ? TOTAL_MAX : POINTS_MAX)) || !Number.isInteger(v)) return NO_KEY;
          let t = trie[e]!;
          if (t === 0) {
            const made = table(last ? TOTAL_MAX + 1 : POINTS_MAX + 1);
            if (made < 0) return NO_KEY;
            trie[e] = t = made + 1;
          }
          e = t - 1 + v;
        }
      }
      let key = trie[e]!;
      if (key === 0) trie[e] = key = ++count;
      return key - 1;
    },
  };
}
