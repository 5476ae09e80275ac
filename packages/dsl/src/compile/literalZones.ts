// The zone a date-time is read on while expressions are emitted (expr.ts): a date-time's own; for
// a literal, written on a wall clock, the zone of the value it meets, else the one zone every
// date-time of the scheme declares, else UTC — and the instant at which that clock reads the
// literal. Split out of expr.ts, which holds one of these per emitter.
import type * as A from "../ast/nodes.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import { instantsOf, offsetAt } from "@allot/runtime";

export class LiteralZones {
  /** the zone of the date-time a literal being emitted is compared or combined with */
  private zoneHint: string | undefined;
  private soleZone: string | null | undefined;

  constructor(private readonly m: Model) {}

  /**
   * The zone whose clock a date-time of type `t` is read on: its own; for a literal, the zone
   * of what it meets, else the one zone every date-time of the scheme declares, else UTC.
   */
  zoneOf(t: Ty | undefined): string {
    if (t?.k === "datetime" && t.zone !== "*") return t.zone;
    if (this.zoneHint) return this.zoneHint;
    if (this.soleZone === undefined) {
      const zones = new Set<string>();
      for (const x of this.m.types.values()) if (x.k === "datetime" && x.zone !== "*") zones.add(x.zone);
      this.soleZone = zones.size === 1 ? [...zones][0]! : null;
    }
    return this.soleZone ?? "UTC";
  }

  /** Emits with the zone of the first date-time type among `types` as the literals' zone. */
  inZone(types: readonly (Ty | undefined)[], f: () => string): string {
    const t = types.find((x) => x?.k === "datetime" && x.zone !== "*");
    if (!t) return f();
    const prev = this.zoneHint;
    this.zoneHint = (t as { zone: string }).zone;
    try {
      return f();
    } finally {
      this.zoneHint = prev;
    }
  }

  /** The code of a date-time literal of type `t`: the instant (milliseconds) its zone's clock reads it. */
  instant(e: A.DateTimeLit, t: Ty | undefined): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?/.exec(e.value);
    const ms = m?.[7] ? Number((m[7] + "00").slice(0, 3)) : 0;
    if (!m) return "NaN";
    const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, m[6] ? +m[6] : 0, ms);
    // the instant the zone's clock reads it; the earlier of a repeated hour, and in a skipped
    // hour the offset in force before the clocks moved
    const zone = this.zoneOf(t);
    return String(instantsOf(wall, zone)[0] ?? wall - offsetAt(wall - 86_400_000, zone));
  }
}
