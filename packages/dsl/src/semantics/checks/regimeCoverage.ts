// AL0430: the regimes' `when` conditions claim every application that the scheme's own
// eligibility rules let through. An application no regime claims is refused at run time with "no
// regime of the scheme applies", a reason that cites no law; the drafter should say what the law
// does with it (a regime, or an eligibility rule that refuses it with the law's reason).
//
// Decided only where it is cheap and exact: every input the conditions read (through lets too)
// has a small domain — a boolean, an enumeration, an integer (its range when at most 64 values,
// else its bounds and each whole number the conditions name, with its neighbours), text (the
// texts the conditions name and one other), each optional one also absent — and at most 4096
// combinations. Every combination is a possible application, so a warning always comes with a
// real example. Each combination is evaluated with three-valued logic: a
// condition that reads anything else is unknown, and an unknown never produces a warning.
import { diag } from "../../diagnostics/diagnostic.js";
import type * as A from "../../ast/nodes.js";
import type { Model, SymbolInfo } from "../model.js";
import { childExprs } from "../../services/walk.js";

const UNKNOWN = Symbol("unknown");
const ABSENT = Symbol("absent");
const OTHER_TEXT = "\u0000another text";
type Value = boolean | number | string | typeof ABSENT | typeof UNKNOWN | Value[];
type Env = ReadonlyMap<SymbolInfo, Value>;

const MAX_RANGE = 64;
const MAX_COMBINATIONS = 4096;

export function regimeCoverage(m: Model): void {
  // on a scheme with errors (a let cycle, a type error) the conditions mean nothing yet
  if (m.diagnostics.some((d) => d.severity === "error")) return;
  const regimes = m.regimes.map((r) => r.decl).filter((d): d is A.RegimeDecl => !!d);
  if (regimes.length === 0 || regimes.length !== m.regimes.length) return;
  const refs = new Map(m.refs.map((r) => [`${r.span.start}:${r.span.end}`, r.symbol]));
  const symbolOf = (s: A.Node["span"]) => refs.get(`${s.start}:${s.end}`);
  const lets = new Map([...m.lets.values()].map((s) => [s, (s.node as A.LetDecl | undefined)?.value]));
  const topRules = m.file.declarations.filter((d): d is A.EligibilityDecl => d.kind === "eligibility").flatMap((d) => d.rules);
  // the inputs the regimes' conditions read, and the texts they compare with
  const inputs = new Set<SymbolInfo>();
  const texts = new Set<string>();
  const numbers = new Set<number>();
  const seen = new Set<A.Expr>();
  const collect = (e: A.Expr | undefined): boolean => {
    if (!e || seen.has(e)) return true;
    seen.add(e);
    if (e.kind === "string") texts.add(e.value);
    if (e.kind === "number" && e.integer) numbers.add(Number(e.value));
    const sym = e.kind === "name" ? symbolOf(e.name.span) : e.kind === "member" ? symbolOf(e.name.span) : undefined;
    if (sym && (sym.kind === "call-field" || sym.kind === "app-field")) inputs.add(sym);
    if (sym?.kind === "let" && !collect(lets.get(sym))) return false;
    return childExprs(e).every(collect);
  };
  if (!regimes.every((r) => collect(r.when))) return;
  const domains: Array<[SymbolInfo, Value[]]> = [];
  for (const s of inputs) {
    const d = domainOf(s, texts, numbers);
    if (!d) return;
    domains.push([s, d]);
  }
  if (domains.reduce((n, [, d]) => n * d.length, 1) > MAX_COMBINATIONS) return;
  const evaluator = new Evaluator(m, symbolOf, lets);
  for (const env of combinations(domains)) {
    const claims = regimes.map((r) => evaluator.run(r.when, env));
    if (claims.some((c) => c !== false)) continue;
    if (topRules.some((r) => evaluator.run(r.condition, env) === false)) continue;
    const last = regimes[regimes.length - 1]!;
    const values = domains.map(([s]) => `${s.kind === "call-field" ? "call." : ""}${s.name} ${show(env.get(s)!, s.type?.k === "enum")}`).join(", ");
    m.diagnostics.push(
      diag("AL0430", last.when.span, `expected the regimes' conditions to claim every eligible application, found none that claims one with ${values}`, {
        hint: "add a regime for these applications, widen a regime's 'when', or refuse them with an eligibility rule that cites the law and says why",
      }),
    );
    return;
  }
}

function show(v: Value, member: boolean): string {
  if (v === ABSENT) return "absent";
  if (v === OTHER_TEXT) return "= another text";
  return `= ${typeof v === "string" && !member ? JSON.stringify(v) : String(v)}`;
}

function domainOf(s: SymbolInfo, texts: ReadonlySet<string>, numbers: ReadonlySet<number>): Value[] | undefined {
  const t = s.type;
  let values: Value[];
  if (t?.k === "boolean") values = [true, false];
  else if (t?.k === "enum") values = [...t.members];
  else if (t?.k === "text") values = [...texts, OTHER_TEXT];
  else if (t?.k === "integer") values = integers(t.lo === undefined ? undefined : Number(t.lo), t.hi === undefined ? undefined : Number(t.hi), numbers);
  else return undefined;
  return (s.node as A.FieldDecl | undefined)?.optional ? [...values, ABSENT] : values;
}

/** The whole numbers to try: a small range whole; else its bounds and each number named, ±1. */
function integers(lo: number | undefined, hi: number | undefined, named: ReadonlySet<number>): number[] {
  const all: number[] = [];
  if (lo !== undefined && hi !== undefined && hi - lo < MAX_RANGE) {
    for (let i = lo; i <= hi; i++) all.push(i);
    return all;
  }
  const tried = new Set<number>([...(lo !== undefined ? [lo] : []), ...(hi !== undefined ? [hi] : [])]);
  for (const n of named) for (const x of [n - 1, n, n + 1]) if ((lo === undefined || x >= lo) && (hi === undefined || x <= hi)) tried.add(x);
  if (tried.size === 0) tried.add(0);
  return [...tried].sort((a, b) => a - b);
}

function* combinations(domains: ReadonlyArray<[SymbolInfo, Value[]]>): Generator<Env> {
  const index = domains.map(() => 0);
  for (;;) {
    yield new Map(domains.map(([s, d], i) => [s, d[index[i]!]!]));
    let i = domains.length - 1;
    while (i >= 0 && ++index[i]! === domains[i]![1].length) index[i--] = 0;
    if (i < 0) return;
  }
}

/** A small three-valued interpreter of the expressions a regime condition is made of. */
class Evaluator {
  constructor(
    private readonly m: Model,
    private readonly symbolOf: (s: A.Node["span"]) => SymbolInfo | undefined,
    private readonly lets: ReadonlyMap<SymbolInfo, A.Expr | undefined>,
  ) {}

  /** lets being evaluated: a let met again inside itself is unknown, never a loop */
  private readonly open = new Set<SymbolInfo>();

  run(e: A.Expr, env: Env): Value {
    switch (e.kind) {
      case "number":
        return Number(e.value);
      case "string":
        return e.value;
      case "bool":
        return e.value;
      case "list":
        return e.items.map((x) => this.run(x, env));
      case "name":
      case "member": {
        if (e.kind === "name" && this.m.words.has(e)) return e.bound ?? e.name.text;
        const sym = this.symbolOf(e.name.span);
        if (!sym) return UNKNOWN;
        if (sym.kind === "let") {
          const v = this.lets.get(sym);
          if (!v || this.open.has(sym)) return UNKNOWN;
          this.open.add(sym);
          try {
            return this.run(v, env);
          } finally {
            this.open.delete(sym);
          }
        }
        return env.has(sym) ? env.get(sym)! : UNKNOWN;
      }
      case "presence": {
        const v = this.run(e.operand, env);
        return v === UNKNOWN ? UNKNOWN : (v !== ABSENT) !== e.negated;
      }
      case "unary": {
        const v = this.run(e.operand, env);
        if (e.op === "not") return typeof v === "boolean" ? !v : UNKNOWN;
        return typeof v === "number" ? -v : UNKNOWN;
      }
      case "if": {
        const c = this.run(e.cond, env);
        return typeof c === "boolean" ? this.run(c ? e.then : e.else, env) : UNKNOWN;
      }
      case "binary":
        return this.binary(e, env);
      default:
        return UNKNOWN;
    }
  }

  private binary(e: A.Binary, env: Env): Value {
    const l = this.run(e.left, env);
    if (e.op === "and" && l === false) return false;
    if (e.op === "or" && l === true) return true;
    const r = this.run(e.right, env);
    if (e.op === "and" || e.op === "or") {
      if (typeof l !== "boolean" || typeof r !== "boolean") return e.op === "and" && r === false ? false : e.op === "or" && r === true ? true : UNKNOWN;
      return e.op === "and" ? l && r : l || r;
    }
    if (!plain(l) || !(plain(r) || Array.isArray(r))) return UNKNOWN;
    switch (e.op) {
      case "=":
        return l === r;
      case "!=":
        return l !== r;
      case "in":
        return Array.isArray(r) && r.every(plain) ? r.includes(l) : UNKNOWN;
      case "<":
      case "<=":
      case ">":
      case ">=":
        if (typeof l !== "number" || typeof r !== "number") return UNKNOWN;
        return e.op === "<" ? l < r : e.op === "<=" ? l <= r : e.op === ">" ? l > r : l >= r;
      default:
        return UNKNOWN;
    }
  }
}

function plain(v: Value): v is boolean | number | string {
  return typeof v === "boolean" || typeof v === "number" || typeof v === "string";
}
