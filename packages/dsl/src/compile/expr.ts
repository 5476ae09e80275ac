// Expressions → JavaScript. A number is either a JavaScript number — when it is a whole number
// that interval analysis bounds within ±(2^53 − 1), so every operation on it is exact — or a
// runtime Decimal (exact, 34 digits); every date is a day number, every moment an instant in
// milliseconds (a date-time literal, written on a wall clock, becomes the instant at which the
// clock of the value it meets reads it). `rep` (represent.ts) says which, `emitAs(e, "dec")`
// converts where a Decimal is needed. Names and strings are emitted through JSON.stringify, so
// no text in a scheme can break out of the generated code.
import type * as A from "../ast/nodes.js";
import { writtenPlaces } from "../ast/roundPlaces.js";
import type { Model } from "../semantics/model.js";
import type { Ty } from "../semantics/types.js";
import { percentToDecimal } from "../semantics/declare.js";
import { Representation, type Rep } from "./represent.js";
import { LiteralZones } from "./literalZones.js";
import { emitConstructCall } from "./calls.js";
import { isPeersAggregate, isWholeAggregate, outcomeAggregateSpec, peerAggregateSpec } from "./aggregateSpecs.js";
import { isOutcomeAggregate } from "../semantics/checks/outcome.js";
import { fusedComparison, type Operand } from "./fusedDecimal.js";
import { chainOf, decimalChain } from "./chains.js";
import type { HeldRead } from "./minorFields.js";
import { callBody, Hoisted, mapped, type Body } from "./hoist.js";

/** the code of a constant list item: a whole number, a decimal constant, a text (JSON), yes/no */
const CONSTANT_ITEM = /^(?:-?\d{1,15}|K\d+|"(?:[^"\\\n]|\\.)*"|true|false)$/;

export class ExprEmitter {
  private readonly constants = new Map<string, string>();
  /** lists of constants, by their code: made once (`KL0`), not an array per evaluation */
  private readonly constantLists = new Map<string, string>();
  private varCount = 0;
  /** closed quantifier and comprehension bodies, emitted once at module level (hoist.ts) */
  private readonly hoisted = new Hoisted();
  /** how each value is held: a JS number or a Decimal */
  readonly r: Representation;

  /** the zone a date-time literal is read on (literalZones.ts) */
  private readonly zones: LiteralZones;

  /**
   * `held`: the reads `s.f` of list records' money fields held as minor units (listMinor.ts),
   * and of the application's money fields that are operands of bands' quotients
   * (minorFields.ts), made Decimals where they are read unless the reader takes minor units
   * (sums, comparisons with a product, bands over a quotient)
   */
  constructor(
    private readonly m: Model,
    private readonly held: ReadonlyMap<A.Expr, HeldRead> = new Map(),
  ) {
    this.r = new Representation(m);
    this.zones = new LiteralZones(m);
  }

  /** the checked model the expressions come from */
  get model(): Model {
    return this.m;
  }

  /** The zone whose clock a date-time of type `t` is read on (literalZones.ts). */
  zoneOf(t: Ty | undefined): string {
    return this.zones.zoneOf(t);
  }

  /** Emits with the zone of the first date-time type among `types` as the literals' zone. */
  private inZone(types: readonly (Ty | undefined)[], f: () => string): string {
    return this.zones.inZone(types, f);
  }

  /** true when points are held as numbers (CompiledScheme.integerPoints) */
  get integerPoints(): boolean {
    return this.r.integerPoints;
  }

  /** How the value of `e` is held: a JS number, a Decimal, or not a number at all. */
  rep(e: A.Expr): Rep {
    return this.r.rep(e);
  }

  /** `e` as a Decimal (wrapping a JS number), or as it is. */
  emitAs(e: A.Expr, want: "dec" | "natural", vars: ReadonlyMap<string, string> = new Map()): string {
    const code = this.emit(e, vars);
    if (want !== "dec" || this.rep(e) !== "num") return code;
    // a whole-number literal is a constant made once (`K0`), not a Decimal per evaluation
    return /^-?\d{1,15}$/.test(code) ? this.decimal(String(BigInt(code))) : `new Decimal(${code})`;
  }

  /** `const K0 = new Decimal("2"); ...` for every numeric literal used. */
  constantDeclarations(): string {
    const lists = [...this.constantLists].map(([code, name]) => `const ${name} = Object.freeze(${code});`);
    return [...[...this.constants].map(([value, name]) => `const ${name} = new Decimal(${JSON.stringify(value)});`), ...lists, ...this.hoisted.declarations()].join("\n");
  }

  /** `code`, a list literal, as a constant made once when every item is a constant (a number, a text, a decimal `K`, yes/no). */
  private constantList(code: string, items: readonly string[]): string {
    if (!items.every((i) => CONSTANT_ITEM.test(i))) return code;
    let name = this.constantLists.get(code);
    if (!name) {
      name = `KL${this.constantLists.size}`;
      this.constantLists.set(code, name);
    }
    return name;
  }

  decimal(value: string): string {
    let name = this.constants.get(value);
    if (!name) {
      name = `K${this.constants.size}`;
      this.constants.set(value, name);
    }
    return name;
  }

  type(e: A.Expr): Ty | undefined {
    return this.m.types.get(e);
  }

  /** JS source of `e`; `vars` maps quantifier variables to JS identifiers. */
  emit(e: A.Expr, vars: ReadonlyMap<string, string> = new Map(), raw = false): string {
    switch (e.kind) {
      case "error":
        return `ops.fail("this expression has an error")`;
      case "number":
        // the value, not the text: "010" is ten (and an octal literal to JavaScript)
        return this.r.range(e) ? String(BigInt(e.value)) : this.decimal(e.value);
      case "percent":
        return this.decimal(percentToDecimal(e.value));
      case "money":
        return this.decimal(e.value);
      case "string":
        return JSON.stringify(e.value);
      case "bool":
        return String(e.value);
      case "date": {
        const [y, mo, d] = e.value.split("-").map(Number) as [number, number, number];
        return String(Date.UTC(y, mo - 1, d) / 86_400_000);
      }
      case "datetime":
        return this.zones.instant(e, this.type(e));
      case "list": {
        // a list holds one kind: JS numbers when every item is a bounded whole number (as a
        // list field of integers does), Decimals when any item is another number
        const rep = this.r.itemRep(e);
        const items = e.items.map((i) => this.emitAs(i, rep === "dec" ? "dec" : "natural", vars));
        return this.constantList(`[${items.join(", ")}]`, items);
      }
      case "root":
        return e.root === "call" ? "e.c" : "e.a";
      case "name":
        return this.name(e, vars, raw);
      case "member": {
        // under `is present`, every step of the path may be absent: optional chaining, no `need`
        const obj = this.emit(e.object, vars, raw);
        const ot = this.type(e.object);
        const optional = ot?.k === "record" && !!ot.fields.get(e.name.text)?.optional;
        const access = read(obj, e.name.text, optional, raw);
        const held = this.held.get(e);
        if (held) return `ops.decOfMinor(${access}, ${held.places})`;
        return optional && !raw ? `ops.need(${access}, ${JSON.stringify(this.path(e))})` : access;
      }
      case "index": // a figure per key: the validated object has every member of its enumeration (runtime keyed.ts)
        return `${this.emit(e.object, vars, raw)}[${this.emit(e.key, vars)}]`;
      case "unary":
        if (e.op === "not") return `!(${this.emit(e.operand, vars)})`;
        return this.rep(e) === "num" ? `(-(${this.emit(e.operand, vars)}))` : `(${this.emitAs(e.operand, "dec", vars)}).neg()`;
      case "binary":
        return this.binary(e, vars);
      case "presence": {
        const v = this.emit(e.operand, vars, true);
        return e.negated ? `(${v} === undefined)` : `(${v} !== undefined)`;
      }
      case "if": {
        const want = this.rep(e) === "dec" ? "dec" : "natural";
        return this.inZone([this.type(e)], () => `(${this.emit(e.cond, vars)} ? ${this.emitAs(e.then, want, vars)} : ${this.emitAs(e.else, want, vars)})`);
      }
      case "quantifier": {
        const v = this.fresh();
        const inner = new Map(vars).set(e.variable.text, v);
        this.r.bind(e.variable, e.list);
        return callBody(e.q, this.emit(e.list, vars), this.hoisted.fn(v, this.emit(e.body, inner)));
      }
      case "callfn":
        return this.call(e, vars);
      case "unused": // what an earlier stage left: an argument of the stage's budget function (budgetFlow.ts)
        return vars.get(`unused ${e.stage.text}`) ?? `ops.fail("unused outside a stage's budget")`;
    }
  }

  /** the aggregates over peers, as the runtime's AggregateSpec objects (JS source), by node */
  readonly aggregates: string[] = [];
  private readonly aggregateIndex = new Map<A.CallExpr, number>();

  private peerAggregate(e: A.CallExpr): number {
    const known = this.aggregateIndex.get(e);
    if (known !== undefined) return known;
    const k = this.aggregates.push(peerAggregateSpec(this, e, this.fresh())) - 1;
    this.aggregateIndex.set(e, k);
    return k;
  }

  /** the aggregates over the outcome (funded, ranked), as the runtime's OutcomeAggregateSpec objects (JS source) */
  readonly outcomeAggregates: string[] = [];
  private readonly outcomeIndex = new Map<A.CallExpr, number>();

  /** The index of an aggregate over the outcome (engine/outcome.ts), registering it once. */
  outcomeAggregate(e: A.CallExpr): number {
    const known = this.outcomeIndex.get(e);
    if (known !== undefined) return known;
    const k = this.outcomeAggregates.push(outcomeAggregateSpec(this, e, this.fresh())) - 1;
    this.outcomeIndex.set(e, k);
    return k;
  }

  fresh(): string {
    return `v${this.varCount++}`;
  }

  private path(e: A.Expr): string {
    if (e.kind === "member") return `${this.path(e.object)}.${e.name.text}`;
    if (e.kind === "name") return e.name.text;
    if (e.kind === "root") return e.root;
    return "value";
  }

  private name(e: A.NameRef, vars: ReadonlyMap<string, string>, raw: boolean): string {
    const n = e.name.text;
    if (this.m.words.has(e)) return JSON.stringify(e.bound ?? n);
    const v = vars.get(n);
    if (v) return v;
    if (n === "total" || this.m.criteria.has(n)) return `e.p[${JSON.stringify(n)}]`;
    if (this.m.lets.has(n)) return `L[${JSON.stringify(n)}](e)`;
    const f = this.m.appFields.get(n);
    if (f) {
      const optional = (f.node as A.FieldDecl).optional;
      const access = read("e.a", n, optional, false);
      // a money field held as minor units (minorFields.ts), read here as a Decimal
      const held = this.held.get(e);
      if (held) return `ops.decOfMinor(${access}, ${held.places})`;
      return optional && !raw ? `ops.need(${access}, ${JSON.stringify(n)})` : access;
    }
    const c = this.m.callFields.get(n);
    if (c) return read("e.c", n, (c.node as A.FieldDecl).optional, false);
    return `ops.fail(${JSON.stringify(`unknown name ${n}`)})`;
  }

  private binary(e: A.Binary, vars: ReadonlyMap<string, string>): string {
    // Long chains are emitted flat (a && b && c, a.plus(b).minus(c)): nested parentheses a
    // thousand deep would overflow the JavaScript parser that loads the generated code.
    if (e.op === "and" || e.op === "or") {
      const { first, rest } = chainOf(e, [e.op]);
      return `(${[first, ...rest.map((x) => x.operand)].map((x) => this.emit(x, vars)).join(e.op === "and" ? " && " : " || ")})`;
    }
    if (e.op === "+" || e.op === "-" || e.op === "*") {
      const { first, rest } = chainOf(e, e.op === "*" ? ["*"] : ["+", "-"]);
      // a whole-number chain whose every step the interval analysis bounds: plain JS arithmetic
      if (this.rep(e) === "num") return `(${[first, ...rest.map((x) => x.operand)].map((x, i) => (i === 0 ? "" : ` ${rest[i - 1]!.op} `) + `(${this.emit(x, vars)})`).join("")})`;
      // a - b of Decimals in whole numbers where they allow (fusedDecimal.ts)
      if (rest.length === 1 && rest[0]!.op === "-") return `ops.minus(${this.emitAs(first, "dec", vars)}, ${this.emitAs(rest[0]!.operand, "dec", vars)})`;
      return decimalChain(e.op, { first, rest }, (x) => this.emitAs(x, "dec", vars));
    }
    if (e.op === "/") {
      const { first, rest } = chainOf(e, ["/"]);
      return `ops.div(${[first, ...rest.map((x) => x.operand)].map((x) => this.emitAs(x, "dec", vars)).join(", ")})`;
    }
    switch (e.op) {
      case "in": {
        // ops.inList compares Decimals with eq and everything else with ===
        const listRep = this.r.itemRep(e.right);
        const left = this.emitAs(e.left, listRep === "dec" ? "dec" : "natural", vars);
        const right = this.emit(e.right, vars);
        // no Decimal on either side: ===, as ops.inList applies it, written in place — where one
        // side is a constant, so that evaluating the other first changes nothing
        if (listRep !== "dec" && this.rep(e.left) !== "dec" && (CONSTANT_ITEM.test(left) || /^KL\d+$/.test(right))) return `(${right}.indexOf(${left}) >= 0)`;
        return `ops.inList(${left}, ${right})`;
      }
      default: {
        const op = e.op === "=" ? "===" : e.op === "!=" ? "!==" : e.op;
        const lr = this.rep(e.left);
        const rr = this.rep(e.right);
        if (lr === "dec" || rr === "dec") return fusedComparison(e.left, e.right, op, (x) => this.rep(x), (x) => this.operand(x, vars)) ?? `(ops.dcmp(${this.emitAs(e.left, "dec", vars)}, ${this.emitAs(e.right, "dec", vars)}) ${op} 0)`;
        return this.inZone([this.type(e.left), this.type(e.right)], () => `(${this.emit(e.left, vars)} ${op} ${this.emit(e.right, vars)})`);
      }
    }
  }

  /** An operand of a fused comparison: a Decimal, or a field as it is held (minor units). */
  private operand(x: A.Expr, vars: ReadonlyMap<string, string>): Operand {
    const held = this.held.get(x);
    if (held && x.kind === "member") return { code: read(this.emit(x.object, vars), x.name.text, false, false), places: held.places };
    if (held && x.kind === "name") return { code: read("e.a", x.name.text, false, false), places: held.places };
    return { code: this.emitAs(x, "dec", vars) };
  }

  /** An operand of a top-level comparison (bands over a quotient): as `operand`. */
  operandOf(x: A.Expr): Operand {
    return this.operand(x, new Map());
  }

  /** The decimals of `x` where it is a read of a field held as minor units; else undefined. */
  heldPlaces(x: A.Expr): number | undefined {
    return this.held.get(x)?.places;
  }

  /** A list argument of min, max, sum or mean, with every item a Decimal. */
  private decList(e: A.Expr, vars: ReadonlyMap<string, string>): string {
    if (e.kind === "list") return `[${e.items.map((i) => this.emitAs(i, "dec", vars)).join(", ")}]`;
    return this.r.itemRep(e) === "num" ? `ops.decs(${this.emit(e, vars)})` : this.emit(e, vars);
  }

  private call(e: A.CallExpr, vars: ReadonlyMap<string, string>): string {
    const args = e.args;
    // `fn`: the body as a function of the variable, hoisted to module level when it is closed (hoist.ts)
    const comp = (a: A.Argument, f: (list: string, fn: Body) => string, body: "dec" | "natural"): string => {
      const v = this.fresh();
      const inner = new Map(vars).set(a.variable!.text, v);
      this.r.bind(a.variable!, a.list!);
      return f(this.emit(a.list!, vars), this.hoisted.fn(v, this.emitAs(a.body!, body, inner)));
    };
    // an aggregate over peers: read from the pass before assessment (engine/aggregate.ts)
    if (args.length === 1 && isPeersAggregate(e)) return isWholeAggregate(e) ? `ops.whole(e, ${this.peerAggregate(e)})` : `ops.peer(e, ${this.peerAggregate(e)})`;
    // an aggregate over the outcome: read after the allocation (engine/outcome.ts)
    if (isOutcomeAggregate(e as A.Expr)) return `ops.outcome(e, ${this.outcomeAggregate(e)})`;
    switch (e.fn.text) {
      case "round": {
        const places = writtenPlaces(args[1]?.value) ?? 0;
        const mode = args[2]?.value.kind === "name" ? args[2].value.name.text : "half_even";
        // a rounded mean is rounded from the exact quotient where its items allow (ops.roundMean)
        const x = args[0]!.value;
        const meanOf = x.kind === "callfn" && x.fn.text === "mean" && x.args.length === 1 && !isPeersAggregate(x) ? this.emit(x, vars) : "";
        if (meanOf.startsWith("ops.mean(") && places >= 0) return `ops.roundMean(${meanOf.slice("ops.mean(".length, -1)}, ${Number(places)}, ${JSON.stringify(mode)})`;
        return `ops.round(${this.emitAs(x, "dec", vars)}, ${Number(places)}, ${JSON.stringify(mode)})`;
      }
      case "floor":
      case "ceil":
        // a whole number, held as a Decimal as any call's value (represent.ts)
        return `ops.round(${this.emitAs(args[0]!.value, "dec", vars)}, 0, ${JSON.stringify(e.fn.text === "floor" ? "floor" : "ceiling")})`;
      case "min":
      case "max":
        return this.inZone([this.type(e), ...args.map((a) => this.type(a.value))], () => {
          if (args.length === 1) {
            const a = args[0]!;
            return a.variable ? comp(a, (l, fn) => `ops.${e.fn.text}(${mapped(l, fn)})`, "dec") : `ops.${e.fn.text}(${this.decList(a.value, vars)})`;
          }
          return `ops.${e.fn.text}(${args.map((a) => this.emitAs(a.value, "dec", vars)).join(", ")})`;
        });
      case "sum":
      case "mean": {
        const a = args[0]!;
        // a sum of a list record's field held as minor units, added as them (ops.sumMinor)
        const held = e.fn.text === "sum" && a.variable && a.body?.kind === "member" && a.body.object.kind === "name" && a.body.object.name.text === a.variable.text ? this.held.get(a.body) : undefined;
        if (held) return `ops.sumMinor(${this.emit(a.list!, vars)}, ${JSON.stringify(held.name)}, ${held.places})`;
        return a.variable ? comp(a, (l, fn) => `ops.${e.fn.text}(${mapped(l, fn)})`, "dec") : `ops.${e.fn.text}(${this.decList(a.value, vars)})`;
      }
      case "count": {
        const a = args[0]!;
        if (a.variable && a.distinct) return comp(a, (l, fn) => callBody("countDistinct", l, fn), "natural");
        return a.variable ? comp(a, (l, fn) => callBody("countIf", l, fn), "natural") : `ops.count(${this.emit(a.value, vars)})`;
      }
      case "abs":
        return `(${this.emitAs(args[0]!.value, "dec", vars)}).abs()`;
      case "position": {
        const list = args[1]!.value;
        return `ops.position(${this.emitAs(args[0]!.value, this.r.itemRep(list) === "dec" ? "dec" : "natural", vars)}, ${this.emit(list, vars)}, ${JSON.stringify(this.m.text.slice(args[0]!.value.span.start, args[0]!.value.span.end).replace(/\s+/g, " "))}, ${JSON.stringify(this.m.text.slice(list.span.start, list.span.end).replace(/\s+/g, " "))})`;
      }
      case "date_of":
        return `ops.dayOf(${this.emit(args[0]!.value, vars)}, ${JSON.stringify(this.zoneOf(this.type(args[0]!.value)))})`;
      default:
        return emitConstructCall(this, e, vars) ?? `ops.fail(${JSON.stringify(`unknown function ${e.fn.text}`)})`;
    }
  }
}

/**
 * Reads field `name` of the record `obj` (`?.` where the record itself may be absent). An
 * optional field named like a member of Object.prototype ("toString", "constructor", …) is read
 * only as an own property: absent from the record, it would read the inherited member.
 */
function read(obj: string, name: string, optional: boolean, chain: boolean): string {
  if (optional && name in Object.prototype) return `ops.ownField(${obj}, ${JSON.stringify(name)})`;
  return chain ? `${obj}?.[${JSON.stringify(name)}]` : `${obj}[${JSON.stringify(name)}]`;
}
