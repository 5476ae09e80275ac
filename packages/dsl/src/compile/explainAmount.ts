// How an allocation's amount was computed, for explanations (`amountSteps`): where the amount is
// not simply a value the application gives (a field, a constant, a call parameter) but a let or a
// formula over the application's values, each let it reads (before the lets that read it) and the
// amount itself become a step — its name, its formula as written, the source the let cites, the
// arm an `if … else if …` took, the value before a top-level `round(…)`, the values the formula
// reads (fields with their descriptions, lets, call parameters) and its value. The runtime reads
// them only when a run is explained (runtime/src/engine/amountValues.ts), with the same compiled
// code as the amount itself: the values are the ones the engine computed.
import type * as A from "../ast/nodes.js";
import { type ExplainEmit } from "./explainValues.js";
import { showSpec } from "./showSpec.js";
import { indexKeys } from "../semantics/keyed.js";

const j = JSON.stringify;
/** at most this many values read are shown per step */
const MOST = 6;

const NUMERIC = new Set(["money", "integer", "decimal", "percentage"]);

/** `amountSteps: [ … ], ` for an allocation's `amount` that is computed; "" where it is a value as given. */
export function amountSteps(e: ExplainEmit, value: A.Expr, amountSource: string | undefined, ownSource?: string): string {
  if (!computed(e, value)) return "";
  const own = value.kind === "name" && e.m.lets.has(value.name.text) ? value.name.text : undefined;
  const lets: A.LetDecl[] = [];
  const seen = new Set<string>();
  letsRead(e, value, lets, seen);
  // the lets in the order they are declared, as the law assesses (the drafter writes them in its
  // order: the income, then the family, the band, the rate), not the order the amount's formula
  // reads them — before issue 15's thirty-ninth round the Irish grant's rate (`if adjacent then …`)
  // came first (drafter38's finding 6); the amount's own let stays last
  const declared = [...e.m.lets.keys()];
  const at = (l: A.LetDecl): number => (l.name.text === own ? Infinity : declared.indexOf(l.name.text));
  lets.sort((a, b) => at(a) - at(b));
  // an amount that is a let is that let's step, citing the amount's own `per` (ownSource), else the
  // let's, else the allocation's that the amount inherits — the let's `per art6` used to lose to the
  // allocation's `per art10_1` (drafter12); a formula is a step of its own
  const steps = lets.map((l) => step(e, l.name.text, l.value, l.title, l.name.text === own ? (ownSource ?? l.citation?.source.text ?? amountSource) : (l.citation?.source.text ?? amountSource)));
  if (own === undefined) steps.push(step(e, null, value, undefined, amountSource));
  return steps.length ? `amountSteps: [${steps.join(", ")}], ` : "";
}

/**
 * `letSteps: [ … ], ` for the lets of a named enumeration (§6.3) that a ranking's keys read (`by
 * rangstufe in order [r1, …]`), computed by an `if … else if …` chain: each a step of its own
 * (FINDINGS39 2: a Rangstufe read only by the ranking was told only as its value), with the arms
 * after the one taken whose conditions hold too ("the first that holds counts"). "" where none.
 */
export function rankLetSteps(e: ExplainEmit, keys: readonly A.Expr[], source: string | undefined): string {
  const steps: string[] = [];
  const seen = new Set<string>();
  for (const k of keys) {
    if (k.kind !== "name" || e.m.words.has(k) || seen.has(k.name.text) || e.m.types.get(k)?.k !== "enum") continue;
    const decl = e.m.lets.get(k.name.text)?.node as A.LetDecl | undefined;
    if (!decl || decl.value.kind !== "if") continue;
    seen.add(k.name.text);
    steps.push(step(e, k.name.text, decl.value, decl.title, decl.citation?.source.text ?? source, true));
  }
  return steps.length ? `letSteps: [${steps.join(", ")}], ` : "";
}

/** Whether the amount is computed from the application's values (a let or a formula), not a value as given. */
function computed(e: ExplainEmit, x: A.Expr): boolean {
  if (x.kind === "name") {
    const n = x.name.text;
    return e.m.lets.has(n) && !e.m.callOnly.has(n);
  }
  // a figure per key read by a let (`call.taux[echelon]`, §6.3): the let is computed, and told
  if (x.kind === "index" && indexKeys(x).some((k) => k.kind === "name" && !e.m.words.has(k) && computed(e, k))) return true;
  if (x.kind === "member" || x.kind === "root" || x.kind === "number" || x.kind === "money" || x.kind === "percent") return false;
  // (a figure per key alone, `call.max_aid[measure]`, is the call's value as given: its reads are not asked here)
  return reads(e, x, false).some((r) => !(r.kind === "member" && rootIsCall(e, r)) && !(r.kind === "name" && e.m.callOnly.has(r.name.text)));
}

/** The lets `x` reads, each after the lets it reads (once each; a let read only of the call is a value, not a step). */
function letsRead(e: ExplainEmit, x: A.Expr, out: A.LetDecl[], seen: Set<string>): void {
  for (const r of names(x)) {
    const n = r.name.text;
    if (seen.has(n) || e.m.words.has(r) || e.m.callOnly.has(n)) continue;
    const l = e.m.lets.get(n);
    if (!l) continue;
    seen.add(n);
    const decl = l.node as A.LetDecl;
    letsRead(e, decl.value, out, seen);
    out.push(decl);
  }
}

/**
 * Whether the last condition of an `if … else if …` chain not holding means none of them holds:
 * each is the same value compared with a constant, `<`/`<=` (or `>`/`>=`) throughout, the last
 * bound the widest (`household_income <= 30000 EUR`, …, `household_income <= 60000 EUR`). The
 * last `else` is then told by that condition ("as household_income <= 60000 EUR does not hold").
 */
function impliesTheOthers(e: ExplainEmit, conds: readonly A.Expr[]): boolean {
  const bound = (x: A.Expr): number | undefined => (x.kind === "number" || x.kind === "money" || x.kind === "percent" ? Number(x.value) : undefined);
  const last = conds.at(-1)!;
  if (last.kind !== "binary") return false;
  const below = last.op === "<" || last.op === "<=";
  if (!below && last.op !== ">" && last.op !== ">=") return false;
  const subject = e.text(last.left.span);
  const widest = bound(last.right);
  if (widest === undefined || Number.isNaN(widest)) return false;
  return conds.every((c) => {
    if (c.kind !== "binary" || e.text(c.left.span) !== subject || (below ? c.op !== "<" && c.op !== "<=" : c.op !== ">" && c.op !== ">=")) return false;
    const b = bound(c.right);
    if (b === undefined || c.right.kind !== last.right.kind) return false;
    // within the last's values: a narrower bound, or the same one no wider (`<` inside `<=`)
    return below ? b < widest || (b === widest && (c.op === "<" || last.op === "<=")) : b > widest || (b === widest && (c.op === ">" || last.op === ">="));
  });
}

/** One step: `{ name, formula, source, show, get, arms?, unrounded?, reads }`. */
function step(e: ExplainEmit, name: string | null, formula: A.Expr, letTitle: string | undefined, source: string | undefined, also = false): string {
  const parts = [`name: ${j(name)}`, `formula: ${j(e.text(formula.span))}`];
  if (letTitle !== undefined) parts.push(`title: ${j(letTitle)}`);
  if (source) parts.push(`source: ${j(source)}`);
  // a let's value as its declaration types it (decimal(2): "5.00", as its reads and the rules show it;
  // its formula's type has no places, and the step said "5" before issue 15's eighteenth round)
  const letType = name === null ? undefined : e.m.lets.get(name)?.type;
  parts.push(`show: ${showSpec(letType ?? e.m.types.get(formula), e.x)}`, `get: ${getter(e, formula)}`);
  // an if … else if … chain: which arm was taken, as the condition that held (null: the last `else`)
  let shown = reads(e, formula).slice(0, MOST);
  if (formula.kind === "if") {
    const conds: A.Expr[] = [];
    const values: A.Expr[] = [];
    let at: A.Expr = formula;
    while (at.kind === "if") conds.push(at.cond), values.push(at.then), (at = at.else);
    values.push(at);
    let chain = String(conds.length);
    for (let k = conds.length - 1; k >= 0; k--) chain = `(${e.x.emitAs(conds[k]!, "natural")}) ? ${k} : ${chain}`;
    // each arm's formula, where it is not a constant (its value says it)
    const literal = (v: A.Expr): boolean => v.kind === "number" || v.kind === "percent" || v.kind === "money" || v.kind === "string" || v.kind === "bool" || (v.kind === "name" && e.m.words.has(v)); // a member (§6.3): its title says it
    const implied = conds.length > 1 && impliesTheOthers(e, conds) ? ", implied: true" : "";
    // the values each arm decides by (drafter36's finding 2): the condition that held and the one
    // before it that failed (the last `else`: the conditions its words name), and the arm's own formula —
    // not the first values the chain reads (an échelon's chain showed the ceilings of échelons 7
    // to 3 to a student of échelon 0 bis, not échelon 1's, which she passes)
    const all = reads(e, formula);
    const text = (y: A.Expr): string => e.text(y.span);
    // the last `else` after two or three conditions names each (runtime armOf `neither`): each one's values
    // a ranking's let (`also`): every condition before the arm too, met or not (FINDINGS39 2: Rangstufe 3 read the
    // sibling's condition, not the Jugendamt's), and the later ones that hold (their values are not shown)
    const named = (k: number): A.Expr[] => (also ? conds.slice(0, k + 1) : k === conds.length && conds.length <= 3 && !implied ? conds : [conds[k - 1], conds[k]].filter((c): c is A.Expr => c !== undefined));
    const armReads = values.map((v, k) => {
      const want = new Set([...named(k).flatMap((c) => reads(e, c)), ...reads(e, v)].map(text));
      return all.filter((y) => want.has(text(y))).slice(0, MOST);
    });
    shown = all.filter((y) => armReads.some((ys) => ys.includes(y)));
    const byArm = armReads.map((ys) => ys.map((y) => shown.indexOf(y)));
    // a ranking's let (rankLetSteps): which conditions hold, and each arm's member by its title
    const member = (v: A.Expr): string | null => {
      const t = v.kind === "name" && e.m.words.has(v) ? e.m.types.get(v) : undefined;
      return t?.k === "enum" && v.kind === "name" ? (t.titles?.get(v.name.text) ?? v.name.text) : null;
    };
    const holds = also ? `, members: ${j(values.map(member))}, holds: (e) => [${conds.map((c) => `(${e.x.emitAs(c, "natural")}) === true`).join(", ")}]` : "";
    parts.push(`arms: { texts: ${j(conds.map((c) => e.text(c.span)))}, formulas: ${j(values.map((v) => (literal(v) ? null : e.text(v.span))))}${implied}, reads: ${j(byArm)}, get: (e) => ${chain}${holds} }`);
  }
  // a rounding: the value before it
  if (formula.kind === "callfn" && formula.fn.text === "round" && formula.args[0] && !formula.args[0].variable) {
    const inner = formula.args[0].value;
    parts.push(`unrounded: { show: ${showSpec(e.m.types.get(inner), e.x)}, get: ${getter(e, inner)} }`);
  }
  // each rounding to decimal places inside the formula (`costes_directos + round(21% × costes_directos,
  // 2, half_up)`): the value it rounds and the value it gave, told in words (drafter34's finding 11)
  const inner = innerRoundings(formula);
  if (inner.length)
    parts.push(
      `roundings: [${inner.map(([r, places, mode]) => `{ text: ${j(e.text(r.span))}, places: ${places}, mode: ${j(mode)}, show: ${showSpec(e.m.types.get(r.args[0]!.value), e.x)}, get: ${getter(e, r.args[0]!.value)}, after: ${getter(e, r)} }`).join(", ")}]`,
    );
  parts.push(
    `reads: { names: ${j(shown.map((r) => e.text(r.span)))}, titles: ${j(shown.map((r) => title(e, r)))}, shows: [${shown.map((r) => showSpec(e.m.types.get(r), e.x)).join(", ")}], gets: [${shown.map((r) => getter(e, r)).join(", ")}] }`,
  );
  return `{ ${parts.join(", ")} }`;
}

const MODES = new Set(["half_up", "half_down", "half_even", "up", "down", "floor", "ceiling"]);

/** The `round(x, places, mode)` calls inside `formula` (not the formula itself: its `unrounded` tells it), to whole decimal places written as a number, outside the reach of any bound variable, in the order written. */
function innerRoundings(formula: A.Expr): [A.CallExpr, number, string][] {
  const out: [A.CallExpr, number, string][] = [];
  const walk = (y: A.Expr): void => {
    if (y.kind === "callfn" && y !== formula && y.fn.text === "round" && y.args.length === 3 && y.args.every((a) => !a.variable)) {
      const p = y.args[1]!.value;
      const m = y.args[2]!.value;
      if (p.kind === "number" && /^\d+$/.test(p.value) && m.kind === "name" && MODES.has(m.name.text)) out.push([y, Number(p.value), m.name.text]);
    }
    descend(y, walk);
  };
  walk(formula);
  return out;
}

/** The value of x as the explanation shows it: numbers as Decimals (a money field held as minor units is read as its amount). */
function getter(e: ExplainEmit, x: A.Expr): string {
  const k = e.m.types.get(x)?.k;
  return `(e) => ${e.x.emitAs(x, k && NUMERIC.has(k) ? "dec" : "natural")}`;
}

/** A field's description (an application's or the call's; a figure per key's, its field's), or a let's title, where it has one. */
function title(e: ExplainEmit, r: A.Expr): string | null {
  if (r.kind === "name" && e.m.lets.has(r.name.text)) return (e.m.lets.get(r.name.text)!.node as A.LetDecl | undefined)?.title ?? null;
  const field =
    r.kind === "name" && !e.m.lets.has(r.name.text)
      ? e.m.appFields.get(r.name.text)
      : r.kind === "member" && r.object.kind === "root"
        ? (r.object.root === "call" ? e.m.callFields : e.m.appFields).get(r.name.text)
        : r.kind === "member" && r.object.kind === "name" && r.object.name.text === "call"
          ? e.m.callFields.get(r.name.text)
          : undefined;
  if (r.kind === "index") {
    // a member written out, with a title: the figure named for it (§8.4; drafter36's finding 3)
    const of = title(e, r.object);
    const t = r.key.kind === "name" && e.m.words.has(r.key) ? e.m.types.get(r.key) : undefined;
    const member = t?.k === "enum" && r.key.kind === "name" ? t.titles?.get(r.key.name.text) : undefined;
    return of !== null && member !== undefined ? forMember(of, member) : of;
  }
  return (field?.node as A.FieldDecl | undefined)?.description ?? null;
}

/**
 * A figure per key's description for one member, by the member's title (§8.4): "each"/"every"
 * (en), "elke"/"iedere"/"ieder" (nl) before the word the title begins with gives way to the title
 * ("the rate of each échelon" for "échelon 7": "the rate of échelon 7"), as French "chaque" does
 * before a title that begins with a vowel or an h ("le plafond de chaque échelon": "le plafond de
 * l'échelon 7"); otherwise the title follows in brackets ("the pool of each district (Old Town)").
 */
export function forMember(description: string, member: string): string {
  const first = /^\p{L}+/u.exec(member)?.[0]?.toLowerCase();
  const each = /\b(each|every|elke|iedere|ieder|chaque) (\p{L}+)/iu.exec(description);
  if (first !== undefined && each && each[2]!.toLowerCase() === first) {
    const word = each[1]!.toLowerCase();
    const put = (s: string): string => description.slice(0, each.index) + s + description.slice(each.index + each[0].length);
    if (word !== "chaque") return put(member);
    if (/^[aeiouyhàâäéèêëîïôöùûü]/iu.test(member)) return put(`l'${member}`);
  }
  return `${description} (${member})`;
}


function rootIsCall(e: ExplainEmit, x: A.Member): boolean {
  let root: A.Expr = x;
  while (root.kind === "member") root = root.object;
  return (root.kind === "root" && root.root === "call") || (root.kind === "name" && (root.name.text === "call" || e.m.callOnly.has(root.name.text)));
}

/** The names a formula reads (lets and fields), outside the reach of any bound variable. */
function names(x: A.Expr): A.NameRef[] {
  const out: A.NameRef[] = [];
  const walk = (y: A.Expr): void => {
    switch (y.kind) {
      case "name":
        out.push(y);
        return;
      case "member":
        return walk(y.object);
      case "index":
        // the key of a figure per key may be a let (`call.taux[echelon]`, §6.3): its step comes first
        return indexKeys(y).forEach(walk);
      default:
        return descend(y, walk);
    }
  };
  walk(x);
  return out;
}

/** The values a formula reads, as written (fields, lets, call parameters; with `perKey` a figure per key and its key), each once, in the order written. */
function reads(e: ExplainEmit, x: A.Expr, perKey = true): A.Expr[] {
  const out: A.Expr[] = [];
  const seen = new Set<string>();
  const shown = (t: string | undefined): boolean => !!t && t !== "list" && t !== "record" && t !== "draw" && t !== "keyed" && t !== "word" && t !== "error";
  const add = (y: A.Expr): void => {
    const text = e.text(y.span);
    if (!seen.has(text)) seen.add(text), out.push(y);
  };
  const walk = (y: A.Expr): void => {
    switch (y.kind) {
      case "name":
        if (!e.m.words.has(y) && shown(e.m.types.get(y)?.k)) add(y);
        return;
      case "member": {
        let root: A.Expr = y;
        while (root.kind === "member") root = root.object;
        if ((root.kind === "name" || root.kind === "root") && shown(e.m.types.get(y)?.k)) add(y);
        return;
      }
      case "index":
        if (!perKey) return;
        // a figure per key the formula read (`call.max_aid[measure]`: what may have capped the amount,
        // drafter25), then the key that chose it, as a comparison's operands give them
        // (explainValues.ts collect); a member written out (`call.max_aid[tourism]`) has no key to show
        if (shown(e.m.types.get(y)?.k)) add(y);
        for (const k of indexKeys(y)) if (!e.m.words.has(k)) walk(k);
        return;
      case "callfn":
        descend(y, walk);
        // a function the scheme defines: its value after what it reads ("weighted_hectares(up_to_arable): 33.3"),
        // computed by the same compiled call (drafter18: the applicant had to work it out)
        // — not the formula itself, whose value the step states
        if (y !== x && e.m.functions.has(y.fn.text) && y.args.every((a) => !a.variable) && shown(e.m.types.get(y)?.k)) add(y);
        return;
      default:
        return descend(y, walk);
    }
  };
  walk(x);
  return out;
}

/** Where the walkers above go on: an operator's operands, an if's parts, a function's arguments outside the reach of a bound variable. */
function descend(y: A.Expr, walk: (z: A.Expr) => void): void {
  switch (y.kind) {
    case "unary":
    case "presence":
      return walk(y.operand);
    case "binary":
      walk(y.left);
      return walk(y.right);
    case "if":
      walk(y.cond);
      walk(y.then);
      return walk(y.else);
    case "callfn":
      for (const a of y.args) if (!a.variable) walk(a.value);
      return;
    default:
      return;
  }
}
