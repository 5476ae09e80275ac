// The compiled form of a group declaration (`GroupSpec` of the runtime, engine/groups.ts).
import type * as A from "../ast/nodes.js";
import { proRataSpec } from "./proRata.js";

const j = JSON.stringify;

export interface GroupEmitter {
  /** a function of the application's environment */
  fn(e: A.Expr): string;
  /** a function of the call, giving a Decimal */
  callFn(e: A.Expr): string;
  /** a cap per key (`at most call.places grants`): a function of the call giving the figures by member; undefined for one cap */
  perKey(e: A.Expr): string | undefined;
  /** a cap that reads the group's key (semantics/groupKey.ts): a function of the call giving each member's figure */
  perMember(values: readonly { member: string; value: A.Expr }[]): string;
  /** the same cap's words per member: `{ member: { text, reads } }`, the cap as written for it and the call values it reads (budgetFlow.ts callReads) */
  perMemberWords(key: string, values: readonly { member: string; value: A.Expr }[]): string;
  /** a cap computed from call values, one for every group: `{ text, reads }`, the cap in the scheme's words and the call values it reads; undefined where it reads none or is one as written */
  computedWords(e: A.Expr): string | undefined;
  text(s: A.Node["span"]): string;
  /** the members' titles of the key's enumeration, where it gives them (§6) */
  keyTitles?(e: A.Expr): ReadonlyMap<string, string> | undefined;
}

export function emitGroup(g: A.GroupDecl, inherited: A.Citation | undefined, x: GroupEmitter): string {
  const src = (c: A.Citation | undefined): string => {
    const s = c ?? g.citation ?? inherited;
    return s ? `, source: ${j(s.source.text)}` : "";
  };
  const parts = [`keyText: ${j(x.text(g.key.span))}`, `key: ${x.fn(g.key)}`];
  if (g.title) parts.push(`title: ${j(g.title)}`);
  const titles = x.keyTitles?.(g.key);
  if (titles?.size) parts.push(`keyTitles: ${j(Object.fromEntries(titles))}`);
  const own = g.citation ?? inherited;
  if (own) parts.push(`source: ${j(own.source.text)}`);
  for (const it of g.items) {
    switch (it.kind) {
      case "together":
        parts.push(`together: { ${src(it.citation).slice(2)} }`);
        break;
      case "cap":
        parts.push(`${it.unitWord ? "grants" : "limit"}: { ${it.perMember?.length ? `perKey: ${x.perMember(it.perMember)}` : x.perKey(it.value) !== undefined ? `perKey: ${x.perKey(it.value)}` : `value: ${x.callFn(it.value)}`}, text: ${j(x.text(it.value.span))}${it.perMember?.length && g.key.kind === "name" ? `, members: ${x.perMemberWords(g.key.name.text, it.perMember)}` : ""}${computedCap(it, x)}${src(it.citation)} }`);
        break;
      case "unlisted":
        parts.push(`unlisted: { ${src(it.citation).slice(2)} }`);
        break;
      case "share":
        parts.push(`share: ${proRataSpec(it, (it.citation ?? g.citation ?? inherited)?.source.text)}`);
        break;
    }
  }
  return `{ ${parts.join(", ")} }`;
}

/** `, computed: { … }` of a cap computed from call values, one for every group (`at most 15% × call.funds`: the explanation gives the formula and the values beside the figure, words31); "" otherwise. */
function computedCap(it: Extract<A.GroupItem, { kind: "cap" }>, x: GroupEmitter): string {
  if (it.perMember?.length || x.perKey(it.value) !== undefined) return "";
  const words = x.computedWords(it.value);
  return words ? `, computed: ${words}` : "";
}
