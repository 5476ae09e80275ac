// The group key of every application (groups in allocation, groups.ts): a column of numbers into
// a table of the keys' texts, filled as assessment reads each application.
import { Decimal } from "../decimal.js";
import { EvaluationError } from "../ops.js";
import type { Env, GroupSpec, KeyValue } from "../spec.js";
import { grow } from "./shared.js";
import { KeyIndex } from "./keyIndex.js";

/** The group key of every application, as a number into a table of keys (columnar). */
export class GroupKeys {
  /** per application: the number of its key, -1 where none (no group, or not computed) */
  keyOf: Int32Array;
  readonly names: string[] = [];
  /** the keys by their texts: open addressing, each slot 1 + a key's number (0: empty) */
  private readonly index = new KeyIndex(this.names);
  private lastText: string | undefined;
  private lastKey = -1;
  /** applications whose key cannot be computed: why */
  readonly failed = new Map<number, string>();

  constructor(
    /** per regime: its group, if its allocation declares one */
    readonly specs: readonly (GroupSpec | undefined)[],
    capacity: number,
  ) {
    this.keyOf = new Int32Array(capacity).fill(-1);
  }

  /** Reads the key of application i under regime g (255: none). */
  read(i: number, g: number, env: Env): void {
    if (i >= this.keyOf.length) {
      const old = this.keyOf.length;
      this.keyOf = grow(this.keyOf);
      this.keyOf.fill(-1, old);
    }
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
    const k = text === this.lastText ? this.lastKey : this.index.numberOf(text);
    this.lastText = text;
    this.lastKey = k;
    this.keyOf[i] = k;
  }

  name(i: number): string | undefined {
    const k = this.keyOf[i]!;
    return k < 0 ? undefined : this.names[k];
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
