// The shape of a validated record. Every validation path — the compiler's acceptor
// (dsl/src/compile/accept.ts), the generic fast path (accept.ts) and the full validator
// (validate.ts) — gives a record of a scheme's record type every declared field as an own
// property, in declaration order, an optional field that is absent or null as undefined. So the
// application records of a scheme have one hidden class, and compiled code's reads of their
// fields stay monomorphic (a record written with only its present fields came in as many shapes
// as there are combinations of them: 27 for seed 004). Compiled code reads an undefined field
// as it reads an absent one: `is present` is `!== undefined`, `need` fails on both, an optional
// field named like a member of Object.prototype is read with `ownField`, which gives undefined.
//
// A caller of `validateInput` (without a visitor: the records returned) and every reader of the
// call record get them as before, an absent field not there at all (`in`, `Object.keys`,
// `hasOwnProperty`, `toStrictEqual` see no difference): `absentRemover` takes them out.
import { ownField } from "./ops.js";
import type { FieldSpec, Rec, TypeSpec } from "./spec.js";

type Remove = (v: unknown) => void;

/**
 * What takes the undefined optional fields out of a record of `fields` (and of its nested
 * records, in lists too), in place; undefined when the type has no optional field at any depth.
 */
export function absentRemover(fields: readonly FieldSpec[]): ((rec: Rec) => Rec) | undefined {
  const remove = recordRemover(fields);
  if (!remove) return undefined;
  return (rec) => {
    remove(rec);
    return rec;
  };
}

function recordRemover(fields: readonly FieldSpec[]): Remove | undefined {
  const optional = fields.filter((f) => f.optional).map((f) => f.name);
  const nested: [string, Remove][] = [];
  for (const f of fields) {
    const r = removerOf(f.type);
    if (r) nested.push([f.name, r]);
  }
  if (optional.length === 0 && nested.length === 0) return undefined;
  return (v) => {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return;
    const o = v as Rec;
    for (let k = 0; k < optional.length; k++) {
      const name = optional[k]!;
      if (Object.prototype.hasOwnProperty.call(o, name) && o[name] === undefined) delete o[name];
    }
    for (let k = 0; k < nested.length; k++) {
      const x = ownField(o, nested[k]![0]);
      if (x !== undefined) nested[k]![1](x);
    }
  };
}

function removerOf(t: TypeSpec): Remove | undefined {
  if (t.k === "record") return recordRemover(t.fields);
  if (t.k === "list") {
    const item = removerOf(t.element);
    if (!item) return undefined;
    return (v) => {
      if (Array.isArray(v)) for (let i = 0; i < v.length; i++) item(v[i]);
    };
  }
  return undefined;
}
