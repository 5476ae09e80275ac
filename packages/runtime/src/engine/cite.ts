// Citations of legal sources in plain words, for reasons and explanations.
import type { BudgetTotals, Reason } from "../result.js";
import type { AllocationSpec, CompiledScheme, QuotaSpec, SourceSpec, StageSpec } from "../spec.js";
import { considersLater, EVERY_ROW, laterStages, stageName, type StagePart } from "./stageRows.js";
import type { StageBits } from "./regimeRows.js";
import { citedTotals } from "./budgetSources.js";
import { NOT_FUNDED } from "./step.js";

// Results name their sources (reasons and explanation steps carry a source name); the result's
// `sources` table gives each cited source once, in full: its citation and its verbatim text.
export class Citer {
  private readonly sources = new Map<string, SourceSpec>();
  private readonly acts = new Map<string, string>();
  private readonly used = new Set<string>();
  constructor(scheme: CompiledScheme) {
    for (const s of scheme.sources) this.sources.set(s.name, s);
    for (const a of scheme.acts) this.acts.set(a.name, a.title ?? a.name);
  }
  /** the name of a source, recorded for the result's table of sources; null for none */
  cite(name: string | undefined): string | null {
    if (!name) return null;
    this.used.add(name);
    return name;
  }
  /** a regime's totals with the sources its budgets' own `per` cite, cited (budgetSources.ts) */
  totals(t: BudgetTotals, alloc: AllocationSpec): BudgetTotals {
    return citedTotals(t, alloc, this);
  }
  /** whether the source is cited already (no name: nothing to cite) */
  has(name: string | undefined): boolean {
    return !name || this.used.has(name);
  }
  /** a source's reference as written, without the act ("article 7 paragraph 2"); undefined where it has none */
  reference(name: string | undefined): string | undefined {
    return name ? this.sources.get(name)?.ref : undefined;
  }
  /** "Algemene wet bestuursrecht, article 4:25 paragraph 2" */
  citation(name: string): string {
    const s = this.sources.get(name);
    if (!s) return name;
    const act = this.acts.get(s.act) ?? s.act;
    return s.ref ? `${act}, ${s.ref}` : act;
  }
  /** every source cited so far, sorted by name */
  table(): Record<string, CitedSource> {
    const out: Record<string, CitedSource> = {};
    for (const name of [...this.used].sort()) {
      const s = this.sources.get(name);
      Object.defineProperty(out, name, { value: { act: s?.act ?? name, citation: this.citation(name), text: s?.text ?? "" }, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
}

export interface CitedSource {
  readonly act: string;
  readonly citation: string;
  readonly text: string;
}

/**
 * The source a refusal in a stage cites, in its reasons and its explanation alike (the
 * explanation's step on the stage cites the stage's source too): the stage's pro-rata boundary
 * where it has one (what comes after its shared grant gets nothing by that provision), its own
 * boundary policy's source (`at boundary skip per art8` in the stage), the stage's source, and
 * `otherwise` (the allocation's boundary rule) where it cites none.
 */
export function stageRefusalSource(stage: StageSpec, otherwise: string | undefined, keptOut = false): string | undefined {
  return (keptOut ? stage.unfundedSource : undefined) ?? stage.proRata?.source ?? stage.boundarySource ?? stage.source ?? otherwise;
}

/**
 * Whether a row, not funded by stage s, is kept out by `unfunded stay out` of a later stage that
 * would have considered it (`bits`: the row's stage conditions, regimeRows.ts `stageBits`): its
 * refusal then cites the setting's own source where it has one (`unfunded stay out per s4_3`,
 * `stageRefusalSource`) — the law that ended its part in the call. Where no later stage's `when`
 * takes it anyway, the stage's own rule refused it (drafted_participatory: a district's project
 * passed over, art. 8(2), never reaches the city-wide stage).
 */
export function keptOutBy(stages: readonly StageSpec[], s: number, status: number, bits: StageBits, r: number): boolean {
  if (status !== NOT_FUNDED || s >= stages.length - 1 || stages[s]!.unfunded !== "stay_out") return false;
  const later = laterStages(stages, s);
  return later === EVERY_ROW || considersLater(bits, r, later);
}

/**
 * The source the allocation step of an application a stage decided cites, in the same order as
 * its refusals (§14.7): a refusal, or a tie left open, `stageRefusalSource` (as its reason does);
 * a grant, in full or in part, the stage's own boundary rule, else the stage's source, else
 * `otherwise` (the allocation's boundary rule). A grant in a reservation (`reserve … per s8_2`)
 * cites the reservation's provision, not the allocation's (`allocation per s8_1`).
 */
export function stageSource(stage: StageSpec, refused: boolean, otherwise: string | undefined, keptOut = false): string | undefined {
  return refused ? stageRefusalSource(stage, otherwise, keptOut) : stage.boundarySource ?? stage.source ?? otherwise;
}

/** The provision an earlier stage's part of a row's reason cites: the quota's that refused it there, else the stage's refusal source. */
export function stagePartSource(p: StagePart, stages: readonly StageSpec[], otherwise: string | undefined, quotas: readonly QuotaSpec[]): string | undefined {
  return p.quota !== undefined ? quotas[p.quota]?.source ?? otherwise : stageRefusalSource(stages[p.stage]!, otherwise);
}

/** A row's reason where several stages considered it: each earlier stage's part, citing that stage, then the last stage's words. */
export interface StageSplit {
  readonly earlier: readonly Reason[];
  readonly message: string;
}

/**
 * The reasons of a row several stages considered, stage by stage (§14.7): "in stage 'A': …"
 * citing A's provision (`stageRefusalSource`: what passed it over there), then "then in stage
 * 'B': …", the refusal itself, citing B's. Joined with "; " they read as the one reason they were.
 * An admission stage that admitted the row gives no reason: being admitted is not a ground of the
 * refusal, and the explanation tells it as a step ("In stage 'Shortlist': admitted to the next
 * stage.", citing that stage). Undefined for a row one stage (or none) considered. One split per
 * composed text, shared.
 */
export function stageSplits(parts: (r: number) => readonly StagePart[], stages: readonly StageSpec[], otherwise: string | undefined, citer: Citer, quotas: readonly QuotaSpec[] = []): (r: number) => StageSplit | undefined {
  const made = new WeakMap<object, StageSplit>();
  // a member of a stage per key named as the explanation's step names it: "Envelopes (Finistère)" (§14.7.4)
  const title = (s: number): string => stageName(stages[s]!);
  return (r) => {
    const chain = parts(r);
    if (chain.length < 2) return undefined;
    let split = made.get(chain);
    if (split === undefined) {
      // an admission to the next stage is a step of the explanation, not a ground of the refusal:
      // no reason of its own (a row an admission stage lets go on was admitted there)
      const grounds = chain.slice(0, -1).filter((p) => !stages[p.stage]!.admits);
      // a quota's refusal in an earlier stage is the quota's, and cites it (§14.5), as the last one does
      const earlier = grounds.map((p, k): Reason => Object.freeze({ rule: p.quota === undefined ? "allocation" : quotas[p.quota]!.name, source: citer.cite(stagePartSource(p, stages, otherwise, quotas)), message: `${k === 0 ? "in" : "then in"} stage '${title(p.stage)}': ${p.text}` }));
      const last = chain[chain.length - 1]!;
      made.set(chain, (split = { earlier, message: `${earlier.length ? "then in" : "in"} stage '${title(last.stage)}': ${last.text}` }));
    }
    return split;
  };
}
