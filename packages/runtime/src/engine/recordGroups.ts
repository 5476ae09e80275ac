// The group columns of a run's record (record.ts): the names of the groups of each regime's
// allocation where it has several (`groups` of the object form, §14.12 "Several groups"), the
// further groups' names over every regime (the CSV and Markdown results' columns after `group`),
// and an application's key of each group by the group's name. The names are made once a run.
import type { CompiledScheme } from "../spec.js";
import type { Assessor } from "./assess.js";
import { groupNamesOf } from "../allocationSpec.js";

export class GroupColumns {
  /** the names of the groups of each regime's allocation where it has several, made once a run */
  private names: (readonly string[])[] | undefined;

  constructor(
    private readonly spec: CompiledScheme,
    private readonly as: Assessor,
  ) {}

  private namesOf(): (readonly string[])[] {
    return (this.names ??= this.spec.regimes.map((r) => groupNamesOf(r.allocation)));
  }

  /** the further groups' names over every regime, in order */
  get more(): readonly string[] {
    return [...new Set(this.namesOf().flatMap((n) => n.slice(1)))];
  }

  /** application i's key of each group of regime g's allocation, by the group's name; undefined where it has none */
  of(i: number, g: number): Readonly<Record<string, string>> | undefined {
    const names = this.namesOf()[g]!;
    if (names.length === 0) return undefined;
    const out: Record<string, string> = { [names[0]!]: this.as.groups!.name(i)! };
    for (let j = 1; j < names.length; j++) {
      const key = this.as.moreGroups[j - 1]?.name(i);
      if (key !== undefined) out[names[j]!] = key;
    }
    return out;
  }
}
