// The reasons of a row of a run's record (record.ts): an application's own reasons (assessment's)
// and its selection's refusal of it (made when read: refusals.ts), in the scheme's language
// (reasonWords.ts), and on the reserve list its place after the reason that puts it there.
import type { CompiledScheme } from "../spec.js";
import type { Reason } from "../result.js";
import { CANDIDATE, type Assessor } from "./assess.js";
import { RESERVE } from "./step.js";
import type { Selection } from "./select.js";
import { catalogueOf } from "./narrate.js";
import { NOT_ASSESSED } from "./fcfs.js";
import { allotted, ownBudgetStages, reasonWords, type ReasonWords } from "./reasonWords.js";

export class RowReasons {
  /** the reasons in the scheme's language (reasonWords.ts) */
  private worded: ReasonWords | undefined;
  private placeWords: ((n: number) => string) | undefined;

  constructor(
    private readonly spec: CompiledScheme,
    private readonly as: Assessor,
    private readonly selections: readonly Selection[],
  ) {}

  /** application i's own reasons, and its selection's refusal of it */
  of(i: number, own = this.as.reasons.lists[this.as.reasonOf[i]!]!): readonly Reason[] {
    const k = this.as.kind[i];
    const g = k === CANDIDATE ? this.as.regimeOf[i]! : -1;
    // received after first come's ceiling: refused by the allocation, in its words (a computed amount's)
    const by = g >= 0 ? g : k === NOT_ASSESSED ? this.as.regimeOf[i]! : -1;
    const s = g < 0 ? undefined : this.selections[g]!;
    const worded = (this.worded ??= reasonWords(catalogueOf(this.spec), ownBudgetStages(this.spec)))(s === undefined ? own : s.reasons(this.as.rowOf[i]!, own), by < 0 ? "asked" : allotted(this.spec.regimes[by]!.allocation));
    // a row on the reserve list: its place after the reason that puts it there (an allocation without a list asks nothing more)
    return s?.reservePlace && s.status[this.as.rowOf[i]!] === RESERVE ? this.withPlace(worded, s.reservePlace(this.as.rowOf[i]!)) : worded;
  }

  /**
   * The reasons of a row on the reserve list with its place after the one that puts it there
   * ("auf die Nachrückerliste gesetzt, auf Platz 3"): the rows share that reason (select.ts
   * `reserved`), so the place is added here, where every writer reads a row's reasons; a list of
   * its own (not frozen: the writers keep only the lists rows share).
   */
  private withPlace(list: readonly Reason[], place: number): readonly Reason[] {
    const words = (this.placeWords ??= catalogueOf(this.spec).words.reservePlace);
    return list.map((x) => (x.rule === "reserve" ? Object.freeze({ rule: x.rule, source: x.source, message: x.message + words(place) }) : x));
  }
}
