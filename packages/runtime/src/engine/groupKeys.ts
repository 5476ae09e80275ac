// The group key of every application (groups in allocation, groups.ts): a column of numbers into
// a table of the keys' texts, filled as assessment reads each application.
import { Decimal } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import type { Env, GroupSpec, KeyValue } from "../spec.js";
import { grow } from "./shared.js";
import { anyList } from "./elements.js";
import { KeyIndex } from "./keyIndex.js";

/** The group key of every application, as a number into a table of keys (columnar). */
export class GroupKeys {
  /**
   * per application: 1 + the number of its key, 0 where none (no group, or not computed) — a
   * fresh column's zeros say "none", so it is not filled first (a fill of a million rows touches
   * every page of it before assessment does: docs/performance.md, groups11); read it by `keyOf`
   */
  private codes: Int32Array;
  readonly names: string[] = anyList<string>();
  /** the keys by their texts: open addressing, each slot 1 + a key's number (0: empty) */
  private readonly index = new KeyIndex(this.names);
  /** the last key read, its text and number (−1: none yet; a text, so every comparison is of two texts) */
  private lastText = "";
  private lastKey = -1;
  /** applications whose key cannot be computed: why */
  readonly failed = new Map<number, string>();

  constructor(
    /** per regime: its group, if its allocation declares one */
    readonly specs: readonly (GroupSpec | undefined)[],
    capacity: number,
  ) {
    this.codes = new Int32Array(capacity);
  }

  /** The number of application i's key in `names`, -1 where none. */
  keyOf(i: number): number {
    return this.codes[i]! - 1;
  }

  /** Reads the key of application i under regime g (255: none). */
  read(i: number, g: number, env: Env): void {
    if (i >= this.codes.length) this.codes = grow(this.codes);
    const spec = this.specs[g];
    if (!spec) return;
    let v: KeyValue;
    try {
      v = spec.key(env);
    } catch (e) {
      if (!(e instanceof EvaluationError)) throw e;
      this.failed.set(i, `the group key ${spec.keyText} cannot be computed: ${e.message}`);
      return;
    }
    const text = keyText(v);
    // the members of a group often follow one another: the last key read is tried first
    const k = this.lastKey >= 0 && text === this.lastText ? this.lastKey : this.index.numberOf(text);
    this.lastText = text;
    this.lastKey = k;
    this.codes[i] = k + 1;
  }

  /** The text of application i's key, undefined where none. */
  name(i: number): string | undefined {
    const c = this.codes[i]!;
    return c === 0 ? undefined : this.names[c - 1];
  }
}

/** A key as results print it: text as it is, numbers in their plain decimal form. */
function keyText(v: KeyValue): string {
  if (v instanceof Decimal) return v.toString();
  return String(v);
}

/** Builds the key column when some regime declares a group. */
export function groupKeysFor(specs: readonly (GroupSpec | undefined)[], capacity: number): GroupKeys | undefined {
  return specs.some((s) => s) ? new GroupKeys(specs, capacity) : undefined;
}
