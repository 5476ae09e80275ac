// First come, first served, per-key lottery draws and the tie-break scopes that follow the walk
// (AL0540–AL0547). Two parts: what needs the type checker — the key of a draw per key, the
// overshoot reading of a first-come allocation — is called from check.ts as each is typed;
// `firstCome` is the scheme-level check of what relates a ranking to its allocation.
import type * as A from "../../ast/nodes.js";
import { diag } from "../../diagnostics/diagnostic.js";
import { didYouMean } from "../../diagnostics/suggest.js";
import type { Model } from "../model.js";
import { show, type Ty } from "../types.js";

/** The key types a draw per key may have: a day, a text (a round's name), a whole number. */
const KEY_KINDS = ["date", "text", "integer"] as const;

/** `draw by T`: T must be one of KEY_KINDS (checked where the call parameter is typed). */
export function checkDrawKeyType(m: Model, t: A.TypeExpr, ty: Ty): void {
  if (t.kind !== "draw" || !t.key || ty.k !== "draw" || !ty.key || ty.key.k === "error") return;
  if (!(KEY_KINDS as readonly string[]).includes(ty.key.k)) {
    m.diagnostics.push(diag("AL0542", t.key.span, `expected the key of a draw per key to be a date, a text or a whole number, found ${show(ty.key)}`, { hint: "key the draws by the day (`draw by date`), a round's name (`draw by text`) or a number (`draw by integer`)" }));
  }
}

/**
 * A lottery step: `lottery draw call.x by key` needs a draw per key whose key type is the key's;
 * a draw per key needs `by`. `typeKey` types the key expression in the application's context.
 */
export function checkLotteryKey(m: Model, s: A.LotteryStep, drawTy: Ty, typeKey: (e: A.Expr) => Ty): void {
  const perKey = drawTy.k === "draw" && drawTy.key !== undefined;
  if (s.key) {
    const kt = typeKey(s.key);
    if (s.mode !== "draw" || (drawTy.k !== "error" && !perKey)) {
      m.diagnostics.push(diag("AL0542", s.key.span, `expected a draw per key (a call parameter declared 'draw by date') before 'by', found ${drawTy.k === "error" ? "a seed" : show(drawTy)}`, { hint: "declare the parameter as 'draw by date' (one draw per day), or remove 'by …' to read one draw for every tie" }));
      return;
    }
    if (perKey && kt.k !== "error" && (KEY_KINDS as readonly string[]).includes(drawTy.key!.k) && kt.k !== drawTy.key!.k) {
      m.diagnostics.push(
        diag("AL0542", s.key.span, `expected a key of type ${show(drawTy.key!)}, the key of the draws, found ${show(kt)}`, {
          hint: kt.k === "datetime" && drawTy.key!.k === "date" ? "read the day of the moment: 'by date_of(…)'" : "key the lottery by a value of the type the draws are keyed by",
          related: [{ span: s.value.span, message: `the draws are keyed by ${show(drawTy.key!)}` }],
        }),
      );
    }
  } else if (perKey) {
    m.diagnostics.push(diag("AL0542", s.value.span, "expected 'by <key>' after a draw per key: which draw orders a tie is read by a key, such as the day of receipt", { hint: "write 'lottery draw call.<parameter> by date_of(<receipt field>)'" }));
  }
}

/** `first come first served [overshoot on <amount>]`: the words, and the overshoot's unit. */
export function checkFirstComeItem(m: Model, it: Extract<A.AllocItem, { kind: "firstcome" }>, typeOvershoot: (e: A.Expr) => Ty, budget: Ty | undefined): void {
  const want = ["come", "served", "overshoot", "on"];
  it.words.forEach((w, k) => {
    if (w.text !== want[k]) {
      m.diagnostics.push(diag("AL0540", w.span, `expected '${want[k]}', found '${w.text}'`, { hint: k < 2 ? "write 'first come first served'" : `write 'overshoot on <amount>' (the amount each application requested), ${didYouMean(w.text, [want[k]!]) ?? "or remove it"}` }));
    }
  });
  if (!it.overshoot) return;
  const t = typeOvershoot(it.overshoot);
  if (t.k === "error") return;
  const money = t.k === "money";
  const plain = t.k === "integer" || t.k === "decimal";
  const b = budget && budget.k !== "error" ? budget : undefined;
  if (!money && !plain) {
    m.diagnostics.push(diag("AL0546", it.overshoot.span, `expected the amount each application requested (money or a quantity), found ${show(t)}`, { hint: "name the requested amount as the application states it, for example 'overshoot on requested_aid'" }));
  } else if (b && ((b.k === "money") !== money || (b.k === "money" && t.k === "money" && b.currency !== t.currency && b.currency !== "?" && t.currency !== "?"))) {
    m.diagnostics.push(diag("AL0546", it.overshoot.span, `expected the requested amount in the unit of the budget (${show(b)}), found ${show(t)}`, { hint: "the overshoot is measured against the budget: give both in one currency, or both as numbers" }));
  }
}

/** Scheme-level: a first-come allocation's ranking, and the scopes that need a budget. */
export function firstCome(m: Model): void {
  for (const r of m.regimes) {
    const rk = r.ranking;
    const al = r.allocation;
    const tb = rk?.tiebreak;
    if (tb?.scope === "decisive" && tb.scopeWord && tb.scopeWord.text !== "decisive") {
      m.diagnostics.push(diag("AL0544", tb.scopeWord.span, `expected 'when decisive' (the ties whose order decides an outcome), found 'when ${tb.scopeWord.text}'`, { hint: "write 'tiebreak when decisive', 'tiebreak every tie', 'tiebreak at boundary' or 'tiebreak at boundary and after'" }));
    }
    const unlimited = al?.items.find((i) => i.kind === "budget" && i.value === "unlimited");
    if (tb && (tb.scope === "onward" || tb.scope === "decisive") && unlimited) {
      const words = tb.scope === "onward" ? "'at boundary and after' breaks the tie that straddles the budget and every later one" : "'when decisive' breaks the ties whose order decides who is funded";
      m.diagnostics.push(diag("AL0543", tb.scopeSpan ?? tb.keyword, `${words}, and this allocation has no budget: no tie would ever be broken`, { hint: "give the allocation its budget, or write 'tiebreak every tie'", related: [{ span: unlimited.span, message: "the budget is unlimited" }] }));
    }
    const fc = al?.items.find((i): i is Extract<A.AllocItem, { kind: "firstcome" }> => i.kind === "firstcome");
    if (!fc || !al) continue;
    const pr = al.items.find((i) => i.kind === "prorata");
    if (pr) m.diagnostics.push(diag("AL0545", fc.span, "expected an allocation in the order of receipt, found pro rata as well: pro-rata shares have no order, so no application is received after the budget is used up", { hint: "remove 'pro rata …' or 'first come first served'", related: [{ span: pr.span, message: "pro rata" }] }));
    if (unlimited) m.diagnostics.push(diag("AL0545", fc.span, "expected a budget for first come first served, found 'budget unlimited': every application would be served", { hint: "name the call's budget, or remove 'first come first served'", related: [{ span: unlimited.span, message: "the budget is unlimited" }] }));
    const first = rk?.keys[0];
    const t = first ? m.types.get(first.value) : undefined;
    if (!first || !rk) {
      m.diagnostics.push(diag("AL0541", fc.span, "expected the ranking to order applications by their moment of receipt, found no ranking key", { hint: "rank 'by received_at earliest first to the second' (the field the law counts: filing or completeness)" }));
    } else if (t && t.k !== "error" && ((t.k !== "date" && t.k !== "datetime") || first.direction !== "earliest")) {
      m.diagnostics.push(
        diag("AL0541", first.value.span, `expected the first ranking key of a first-come allocation to be the moment of receipt, earliest first, found ${show(t)}${t.k === "date" || t.k === "datetime" ? `, ${first.direction} first` : ""}`, {
          hint: "rank first 'by <date-time of receipt> earliest first to the …', the moment the law counts (a completeness date where the law says so)",
          related: [{ span: fc.span, message: "first come first served" }],
        }),
      );
    }
  }
}
