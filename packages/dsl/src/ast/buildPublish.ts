// CST → AST: publication (deadline, columns, statistics).
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./nodes.js";
import { span } from "../span.js";
import { isToken, name, nodeSpan, str, sub, subs, tok, tokSpan, tokens, unquote, validToken, type Child } from "./cst.js";
import { expr } from "./buildExpr.js";
import { citation, opt, numberText } from "./buildCommon.js";

export function buildPublish(n: CstNode): A.PublishDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "Kw_publish");
  const d = sub(n, "deadlineItem");
  const c = sub(n, "columnsItem");
  let deadline: A.DeadlineItem | undefined;
  if (d) {
    const ds = nodeSpan(d);
    const ids = tokens(d, "Identifier");
    const cal = tok(d, "Kw_calendar") ? (ids[2] ?? tok(d, "StringLit")) : undefined;
    const count = tok(d, "IntegerLit");
    // `closed call.x` after the calendar (§16.1): a word, the last of the item's own names
    const closedTok = subs(d, "expression").length > 1 ? ids.slice(2).find((t) => t.image === "closed") : undefined;
    deadline = {
      kind: "deadline",
      span: ds,
      count: count ? Number(count.image) : 0,
      countText: count?.image ?? "",
      countSpan: count ? tokSpan(count) : { start: ds.start, end: ds.start },
      unit: name(ids[0], ds.start),
      unit2: name(ids[1], ds.start),
      after: expr(subs(d, "expression")[0], ds.end),
      ...opt("closedWord", closedTok ? name(closedTok, ds.start) : undefined),
      ...opt("closed", subs(d, "expression")[1] ? expr(subs(d, "expression")[1], ds.end) : undefined),
      ...opt("calendar", cal ? { text: cal.tokenType.name === "StringLit" ? unquote(cal.image) : cal.image, span: tokSpan(cal) } : undefined),
      ...opt("citation", citation(sub(d, "citation"))),
    };
  }
  let columns: A.ColumnsItem | undefined;
  if (c) {
    columns = {
      kind: "columns",
      span: nodeSpan(c),
      ...opt("citation", citation(sub(c, "citation"))),
      columns: subs(c, "column").map((col) => {
        const cs = nodeSpan(col);
        return { span: cs, value: tok(col, "Kw_amount") ? ("amount" as const) : tok(col, "Kw_label") ? ("label" as const) : expr(sub(col, "expression"), cs.end), ...opt("label", str(tok(col, "StringLit"))) };
      }),
    };
  }
  // each item is read once, the first (`sub`): a second is kept for the checker to refuse (AL0556)
  const again = (["deadline", "columns", "statistics", "rows"] as const).flatMap((item) => {
    const all = subs(n, `${item}Item`);
    return all.slice(1).map((x) => ({ item, span: nodeSpan(x), first: nodeSpan(all[0]!) }));
  });
  return { kind: "publish", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), ...opt("deadline", deadline), ...opt("columns", columns), ...opt("statistics", statisticsItem(sub(n, "statisticsItem"))), ...opt("rows", rowsItem(sub(n, "rowsItem"))), ...opt("again", again.length ? again : undefined) };
}

/** `rows funded [per src]` (§16.2) */
function rowsItem(r: CstNode | undefined): A.RowsItem | undefined {
  if (!r) return undefined;
  const rs = nodeSpan(r);
  const ids = tokens(r, "Identifier");
  return { kind: "rows", span: rs, keyword: ids[0] ? tokSpan(ids[0]) : rs, which: name(ids[1] ?? tok(r, "Kw_ranked"), rs.end), ...opt("citation", citation(sub(r, "citation"))) };
}

/** `statistics [per src] { name ["Title"] [per src]: value [by key] [rounded mode to n] }` (§16.3) */
function statisticsItem(n: CstNode | undefined): A.StatisticsItem | undefined {
  if (!n) return undefined;
  const s = nodeSpan(n);
  const kw = tok(n, "Identifier");
  const items = subs(n, "statistic").map((st): A.Statistic => {
    const ss = nodeSpan(st);
    // the name is the first token (it may be a keyword: `lowest`); `by` and `rounded` are each followed by a word
    const direct = Object.values(st.children).flatMap((l) => (l as Child[]).filter((x): x is IToken => isToken(x) && validToken(x))).sort((a, b) => a.startOffset - b.startOffset);
    const after = (kw: string): IToken | undefined => {
      const k = direct.findIndex((t) => t.tokenType.name === kw);
      return k >= 0 ? direct[k + 1] : undefined;
    };
    const byTok = after("Kw_by");
    const modeTok = after("Kw_rounded");
    const num = sub(st, "number");
    return {
      span: ss,
      name: name(direct[0], ss.start),
      ...opt("title", str(tok(st, "StringLit"))),
      ...opt("citation", citation(sub(st, "citation"))),
      value: expr(sub(st, "expression"), ss.end),
      ...opt("by", byTok ? name(byTok, ss.end) : undefined),
      ...opt("rounding", tok(st, "Kw_rounded") ? { mode: name(modeTok, ss.end), places: numberText(num), span: span(tok(st, "Kw_rounded")!.startOffset, ss.end) } : undefined),
    };
  });
  return { kind: "statistics", span: s, keyword: kw ? tokSpan(kw) : s, ...opt("citation", citation(sub(n, "citation"))), items };
}

/** `notice [per src] { date <expr>  objection within N unit [calendar C] [to "body"] [by "form"] [per src] }` (§16.4) */
export function buildNotice(n: CstNode): A.NoticeDecl {
  const s = nodeSpan(n);
  const kw = tok(n, "NoticeWord");
  const d = sub(n, "noticeDateItem");
  const o = sub(n, "objectionItem");
  let objection: A.ObjectionItem | undefined;
  if (o) {
    const os = nodeSpan(o);
    const ids = tokens(o, "Identifier");
    const count = tok(o, "IntegerLit");
    const texts = tokens(o, "StringLit");
    const body = tok(o, "Kw_to") ? texts[0] : undefined;
    const form = tok(o, "Kw_by") ? texts[body ? 1 : 0] : undefined;
    objection = {
      span: os,
      keyword: ids[0] ? tokSpan(ids[0]) : os,
      count: count ? Number(count.image) : 0,
      countText: count ? count.image : "0",
      countSpan: count ? tokSpan(count) : os,
      unit: name(ids[2], os.end),
      ...opt("calendar", tok(o, "Kw_calendar") ? name(ids[3], os.end) : undefined),
      ...opt("body", body ? { text: unquote(body.image), span: tokSpan(body) } : undefined),
      ...opt("form", form ? { text: unquote(form.image), span: tokSpan(form) } : undefined),
      ...opt("citation", citation(sub(o, "citation"))),
    };
  }
  const dateKw = d ? tok(d, "Identifier") : undefined;
  // each item is read once, the first: a second is kept for the checker to refuse (AL0556)
  const noticeAgain = ([["date", "noticeDateItem"], ["objection", "objectionItem"]] as const).flatMap(([item, rule]) => {
    const all = subs(n, rule);
    return all.slice(1).map((x) => ({ item, span: nodeSpan(x), first: nodeSpan(all[0]!) }));
  });
  return {
    kind: "notice",
    span: s,
    keyword: kw ? tokSpan(kw) : s,
    ...opt("citation", citation(sub(n, "citation"))),
    ...opt("date", d ? { keyword: dateKw ? tokSpan(dateKw) : nodeSpan(d), value: expr(sub(d, "expression"), nodeSpan(d).end) } : undefined),
    ...opt("objection", objection),
    ...opt("again", noticeAgain.length ? noticeAgain : undefined),
  };
}
