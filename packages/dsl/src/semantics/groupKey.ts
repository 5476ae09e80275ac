// A cap per group that reads the group's key (§14.12, "A cap computed from the group's key"):
// `group by kierunek { at most max(1, floor(10% * call.students[kierunek])) grants }`. Inside the
// group's block the key is the group's value, as a stage per key reads its key as its member
// (perKey.ts, §14.7.4) — one meaning for both: the cap is checked and compiled once per member of
// the key's enumeration, with every bare read of the key read as the member (`perMember`), and
// the run takes each group's cap from its own member's expression (a figure per key, as
// `at most call.places grants` with `places: integer by faculty`). Only where the key is an
// enumeration field of the application written bare: another key (a text, a computed value) has
// no members known before the run, and its cap reading it stays AL0207.
import type * as A from "../ast/nodes.js";
import { exprNodes } from "../ast/exprNodes.js";
import type { KeyRead } from "./perKey.js";
import { replaceKey } from "./perKey.js";

/** Whether a declaration has a group whose cap reads a bare name the key also is. */
export function hasGroupKeyCap(d: A.Declaration): boolean {
  const inAllocation = (a: A.AllocationDecl) => a.items.some((i) => i.kind === "group" && keyName(i) !== undefined && i.items.some((c) => c.kind === "cap" && readsKey(c.value, keyName(i)!)));
  if (d.kind === "allocation") return inAllocation(d);
  if (d.kind === "regime") return d.members.some((m) => m.kind === "allocation" && inAllocation(m));
  return false;
}

function keyName(g: A.GroupDecl): string | undefined {
  return g.key.kind === "name" ? g.key.name.text : undefined;
}

function readsKey(e: A.Expr, key: string): boolean {
  for (const x of exprNodes(e)) if (x.kind === "name" && x.name.text === key) return true;
  return false;
}

/** The allocation's items with each cap that reads its group's enumeration key given per member. */
export function expandGroupCaps(items: A.AllocItem[], fields: ReadonlyMap<string, A.FieldDecl>, reads: KeyRead[]): A.AllocItem[] {
  return items.map((it) => {
    if (it.kind !== "group") return it;
    const key = keyName(it);
    const field = key !== undefined ? fields.get(key) : undefined;
    if (key === undefined || !field || field.type.kind !== "enum") return it;
    const members = (field.type as A.EnumType).members;
    let changed = false;
    const own = it.items.map((c): A.GroupItem => {
      if (c.kind !== "cap" || !readsKey(c.value, key)) return c;
      changed = true;
      for (const x of exprNodes(c.value)) if (x.kind === "name" && x.name.text === key) reads.push({ span: x.name.span, key });
      return { ...c, perMember: members.map((m) => ({ member: m.text, value: replaceKey(c.value, key, m.text) })) };
    });
    return changed ? { ...it, items: own } : it;
  });
}
