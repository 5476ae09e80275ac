// The typed abstract syntax tree of an Allot scheme. Every node carries the span of the text it
// came from. Built by ast/build.ts from the concrete syntax tree; read by the binder, the
// checker, the compiler, the language server and the formatter.
import type { Span } from "../span.js";

export interface Name {
  readonly text: string;
  readonly span: Span;
}

export interface Node {
  readonly span: Span;
}

// ── expressions ───────────────────────────────────────────────────────────
export type Expr =
  | NumberLit
  | PercentLit
  | MoneyLit
  | StringLit
  | BoolLit
  | DateLit
  | DateTimeLit
  | ListLit
  | NameRef
  | RootRef
  | Member
  | Index
  | Unary
  | Binary
  | Presence
  | Conditional
  | Quantifier
  | CallExpr
  | UnusedRef
  | ErrorExpr;

export interface NumberLit extends Node { kind: "number"; value: string; integer: boolean }
export interface PercentLit extends Node { kind: "percent"; value: string /* the number before '%' */ }
export interface MoneyLit extends Node { kind: "money"; value: string; currency: Name }
export interface StringLit extends Node { kind: "string"; value: string }
export interface BoolLit extends Node { kind: "bool"; value: boolean }
export interface DateLit extends Node { kind: "date"; value: string }
export interface DateTimeLit extends Node { kind: "datetime"; value: string }
export interface ListLit extends Node { kind: "list"; items: Expr[] }
export interface NameRef extends Node { kind: "name"; name: Name; /** a stage's or a group's key read as one of its members (semantics/perKey.ts): the name stays the key as written, the value is this member of the key's enumeration */ bound?: string }
/** `call` or `application`: the record of call parameters or of the current application. */
export interface RootRef extends Node { kind: "root"; root: "call" | "application" }
export interface Member extends Node { kind: "member"; object: Expr; name: Name }
/** `call.valid_ballots[area]`: the figure of a call parameter per key (`integer by area`) for the key `key` (§5.1) */
/**
 * `object[key]`, a figure per key read (§5.1); `call.limit[size, band]`, a figure by two keys, is
 * two of them: the inner reads the row (`first`), the outer the column (`second`).
 */
export interface Index extends Node { kind: "index"; object: Expr; key: Expr; first?: true; second?: true }
export interface Unary extends Node { kind: "unary"; op: "-" | "not"; operand: Expr }
export type BinaryOp = "+" | "-" | "*" | "/" | "and" | "or" | "<" | "<=" | ">" | ">=" | "=" | "!=" | "in";
export interface Binary extends Node { kind: "binary"; op: BinaryOp; left: Expr; right: Expr; opSpan: Span }
export interface Presence extends Node { kind: "presence"; operand: Expr; negated: boolean }
export interface Conditional extends Node { kind: "if"; cond: Expr; then: Expr; else: Expr }
export interface Quantifier extends Node { kind: "quantifier"; q: "every" | "some"; variable: Name; list: Expr; body: Expr }
export interface Argument extends Node { value: Expr; /** `count(distinct x in list: value)`: the word, where written (§8.7) */ distinct?: Name; /** `x in list: body` comprehension */ variable?: Name; list?: Expr; body?: Expr; /** `weighted by w` after the body (§16.3), with the word as written */ weight?: Expr; weightWord?: Name }
export interface CallExpr extends Node { kind: "callfn"; fn: Name; args: Argument[] }
/** `unused <stage>` (§14.7): what an earlier stage of the allocation left of its budget, read in a later stage's budget */
export interface UnusedRef extends Node { kind: "unused"; stage: Name }
export interface ErrorExpr extends Node { kind: "error" }

// ── types ─────────────────────────────────────────────────────────────────
export type TypeExpr = NamedType | RecordType | EnumType | ListType | DrawType | ErrorType;
/** `key`: a figure per key, `integer by area` — one value for each member of an enumeration (§5.1) */
export interface NamedType extends Node { kind: "named"; name: Name; arg?: Name; /** a quantity's unit written after the places: `decimal(2, ha)` (§6.4) */ unit?: Name; range?: RangeExpr; key?: TypeExpr; /** the columns' enumeration of a figure by two keys (§5.1) */ key2?: TypeExpr }
export interface RecordType extends Node { kind: "record"; fields: FieldDecl[] }
/** A member of an enumeration, and its title as the law writes it (`old_town "Old Town"`, §6): explanations name the member by it. */
export interface EnumMember extends Name { readonly title?: string; readonly titleSpan?: Span }
export interface EnumType extends Node { kind: "enum"; members: EnumMember[] }
export interface ListType extends Node { kind: "list"; element: TypeExpr }
/** `draw`, or `draw by T`: a draw per key (a map from the key, such as the day, to a draw) */
export interface DrawType extends Node { kind: "draw"; key?: TypeExpr }
export interface ErrorType extends Node { kind: "error" }
/** `step`: the step of the values (`in 0..5 step 0.5`), as written (without its `%`), and its span from the word `step` */
export interface RangeExpr extends Node { low: string; high: string; lowSpan: Span; highSpan: Span; percent: boolean; step?: string; stepSpan?: Span; stepPercent?: boolean }

export interface FieldDecl extends Node {
  name: Name;
  type: TypeExpr;
  optional: boolean;
  unique: boolean;
  description?: string;
}

// ── declarations ──────────────────────────────────────────────────────────
export interface Citation extends Node { source: Name }

export interface Property extends Node { key: Name; value: string; valueSpan: Span }

export interface SchemeDecl extends Node { kind: "scheme"; name: Name; title?: string; properties: Property[] }
export interface ActDecl extends Node { kind: "act"; name: Name; title?: string; properties: Property[] }
export interface RefPart extends Node { unit: Name; value: string }
export interface SourceDecl extends Node { kind: "source"; name: Name; act: Name; parts: RefPart[]; text: string; textSpan: Span }
export interface InputDecl extends Node { kind: "input"; root: "call" | "application"; keyword: Span; fields: FieldDecl[] }
export interface LetDecl extends Node { kind: "let"; name: Name; /** the let in the law's words, where it is an ordering key ("the grant") */ title?: string; type?: TypeExpr; value: Expr; citation?: Citation }
/** `define name(param: type, ...): type = body per source`: a named, typed, pure function. */
export interface Param extends Node { name: Name; type: TypeExpr }
export interface FunctionDecl extends Node { kind: "function"; name: Name; params: Param[]; returns: TypeExpr; body: Expr; citation?: Citation }
/** `otherwiseSpan`: the reason's string literal, quotes included (its `{name}` parts are checked: semantics/reasons.ts) */
export interface RuleDecl extends Node { kind: "rule"; name: Name; title?: string; citation?: Citation; condition: Expr; otherwise?: string; otherwiseSpan?: Span; label?: string }
export interface EligibilityDecl extends Node { kind: "eligibility"; citation?: Citation; rules: RuleDecl[] }

export type CriterionBody = WeightedBody | YesNoBody | MatchBody | BandsBody | ExprBody;
export interface WeightedBody extends Node { kind: "weighted"; weight: string; weightSpan: Span; score: Expr }
export interface YesNoBody extends Node { kind: "yesno"; points: string; pointsSpan: Span; condition: Expr }
export interface MatchArm extends Node { members: Name[]; otherwise: boolean; points: string }
export interface MatchBody extends Node { kind: "match"; subject: Expr; arms: MatchArm[] }
export type BoundKind = "at_most" | "at_least" | "above" | "below" | "exactly";
export interface Bound extends Node { bound: BoundKind; value: Expr }
export interface Band extends Node { lower?: Bound; upper?: Bound; first: Bound; second?: Bound; points: string }
export interface BandsBody extends Node { kind: "bands"; subject: Expr; bands: Band[] }
export interface ExprBody extends Node { kind: "expr"; value: Expr }
export interface CriterionDecl extends Node { kind: "criterion"; name: Name; title?: string; citation?: Citation; body: CriterionBody; /** the phase it is written in (§11.2): one object shared by the phase's criteria */ phase?: PhaseRef }
/** `phase name ["Title"] [per source] after t1, t2 { criterion … }` (§11.2): its criteria are scored only where every threshold after `after` is met */
export interface PhaseRef extends Node { name: Name; title?: string; citation?: Citation; after: Name[] }
export interface MaximumDecl extends Node { kind: "maximum"; value: string; valueSpan: Span; citation?: Citation }
/** `points not summed per <source>` (§11.1): the scheme has no total of points */
export interface UnsummedDecl extends Node { kind: "unsummed"; citation?: Citation }
/** `points decimal(3) per <source>` (§11.3): every value in points told with `places` places, as the law states them */
export interface ScaleDecl extends Node { kind: "scale"; type: string; typeSpan: Span; places: number; placesSpan: Span; citation?: Citation }
export interface ThresholdDecl extends Node { kind: "threshold"; name: Name; title?: string; citation?: Citation; condition: Expr; keepRanked: boolean; otherwise?: string; otherwiseSpan?: Span; label?: string }

export type Direction = "highest" | "lowest" | "earliest" | "latest" | "true" | "false";
export interface OrderKey extends Node { kind: "key"; value: Expr; direction: Direction; directionSpan: Span; granularity?: Name | "exact"; granularitySpan?: Span; absent?: AbsentRule; cover?: CoverClause; order?: CategoryOrder; citation?: Citation }
/** `by category in order [medical, social, other]` (§13.1): the enumeration's members, first to last (AL0417); `word` is `order`; the key's `direction` is lowest (its position in the order) */
export interface CategoryOrder extends Node { word: Name; members: Name[] }
/** `by most new <list> funded above` (§13.6): a greedy step; `direction` is highest (most) or lowest (least) */
export interface CoverClause extends Node { word: Name; reading?: Name }
/** `if absent last | unresolved`: a tie member without the key's value ranks last, or the tie stays open (the words as written; checked in checks/absentKeys.ts) */
export interface AbsentRule extends Node { word: Name; rule: Name }
export interface LotteryStep extends Node { kind: "lottery"; mode: "draw" | "seed"; value: Expr; /** `by key`: the key a draw per key is read by */ key?: Expr; /** `weighted by w` (§13.2): each application's weight in a seeded draw */ weight?: Expr; citation?: Citation }
export interface UnresolvedStep extends Node { kind: "unresolved"; citation?: Citation }
export type TiebreakStep = OrderKey | LotteryStep | UnresolvedStep;
export interface Tiebreak extends Node { scope?: "every" | "boundary" | "onward" | "decisive"; /** the word after `when` (checked to be `decisive`) */ scopeWord?: Name; scopeSpan?: Span; keyword: Span; citation?: Citation; steps: TiebreakStep[] }
/** `all equal` (§13.7): the law ranks none of the candidates, who share one position on purpose (the words as written; checked in checks/allEqual.ts) */
export interface AllEqual extends Node { words: [Name, Name] }
export interface RankingDecl extends Node { kind: "ranking"; keyword: Span; citation?: Citation; keys: OrderKey[]; tiebreak?: Tiebreak; allEqual?: AllEqual; /** a second `all equal` (AL0416) */ allEqualAgain?: Span }

/**
 * `pro rata [coefficient rounded mode to step] rounded mode to step [remainder policy] [minimum
 * amount then reshare|unallocated]` (§14.4), in an allocation, a stage's `at boundary` and a group.
 */
export interface ProRataClause {
  mode: Name;
  step: string;
  stepSpan: Span;
  remainder?: Name;
  /** the coefficient budget / total as the law rounds it: `word` is the word written (checked to be `coefficient`) */
  coefficient?: { word: Name; mode: Name; step: string; stepSpan: Span };
  /** `by <expression>`: the shares in proportion to this weight per application (points), each at most the amount asked (§14.4) */
  weight?: Expr;
  /** the least share that is paid: `word` is the word written (`minimum`), `then` what is done with what a share below it frees */
  minimum?: { word: Name; value: Expr; then?: Name; span: Span };
}

/** `at least <amount | percent> [, else stop | skip]` after `at boundary partial` (§14.1): `otherwise`, the word after `else` as written */
export interface PartialMinimumClause { value: Expr; otherwise?: Name; span: Span; /** `with consent <field>` after the minimum (law32) */ consent?: ConsentClause }
/** `with consent <field>`: the application's yes/no field holding the applicant's answer to the offer of a reduced award (§14.1; law32); `otherwise` where it stands alone after `partial` */
export interface ConsentClause { field: Name; span: Span; otherwise?: Name }

export type AllocItem =
  | { kind: "budget"; span: Span; value: Expr | "unlimited"; /** the name the law gives the money ("het subsidieplafond"), §14.1 */ title?: string; titleSpan?: Span; /** the unit a quantity budget counts (`unit "kW"`), §14.1; a noun's `other` form (or its last) where its forms are written */ unit?: string; /** `unit one "Garten" other "Gärten"`: a noun's forms by the plural categories of the scheme's language (mendd36) */ unitForms?: { category: Name; text: string; span: Span }[]; unitSpan?: Span; citation?: Citation; relation?: Name; from?: Name }
  | { kind: "amount"; span: Span; value: Expr; citation?: Citation }
  | { kind: "boundary"; span: Span; value: Expr; /** `partial at least …, else stop|skip` (§14.1) */ minimum?: PartialMinimumClause; /** `partial with consent <field>` without a minimum (law32) */ consent?: ConsentClause; citation?: Citation }
  | ({ kind: "prorata"; span: Span; citation?: Citation } & ProRataClause)
  /** `reserve 5` (count), `reserve all` (all), `reserve call.n` (size, read from the call) */
  | { kind: "reserve"; span: Span; count: number; all?: boolean; size?: Expr; /** the name the law gives the list ("die Nachrückliste"), §14.11 */ title?: string; titleSpan?: Span; /** `after the last funded`: the list begins after the last application funded (§14.11) */ after?: { span: Span; words: string }; citation?: Citation }
  /** `of`: the figure of each grant the quota caps instead of its amount (§14.5); no `when`: every application */
  | { kind: "quota"; span: Span; name: Name; title?: string; limit: Expr; figure?: Expr; figureTitle?: string; when?: Expr; citation?: Citation }
  | { kind: "reservation"; span: Span; name: Name; title?: string; limit: Expr; when: Expr; unused: Name[]; citation?: Citation; /** `unused returns per d8`: the provision its unused part returns (or lapses) by (§14.8) */ unusedCitation?: Citation }
  | StageDecl
  | GroupDecl
  /** first come first served [overshoot on <amount>]: `words` as written, checked (checks/firstCome.ts) */
  | { kind: "firstcome"; span: Span; words: Name[]; overshoot?: Expr; citation?: Citation }
  | SettleItem;
/** `pay <value> [instead of <award>]` (§16.3): what each funded application is paid, read after the allocation; `words`: `pay` and `instead` as written */
export interface SettleItem { kind: "settle"; span: Span; words: Name[]; pay: Expr; instead?: Expr; citation?: Citation }
/** One stage of an allocation (docs/language.md §14): a walk with its own budget over some applications. */
/**
 * A stage; `forEach`: a stage per key (`for each area`, §14.7.4), the application's enumeration
 * field whose members it is walked for. The checker and the compiler see it expanded, one stage
 * per member (semantics/perKey.ts), each with `member` set.
 */
export interface StageDecl extends Node { kind: "stage"; keyword: Span; name: Name; title?: string; citation?: Citation; forEach?: Name; /** `for each area in [old_town, riverside]`: the members it is walked for */ among?: Expr; when?: Expr; items: StageItem[]; member?: StageMember }
/** One member's walk of a stage per key (semantics/perKey.ts): the stage as written, the key, the member, its place among the members, and the stage's condition as written. */
export interface StageMember { stage: Name; key: Name; member: string; /** the member's title (`old_town "Old Town"`, §6) */ title?: string; index: number; count: number; written?: Expr; /** walked for every member of the key (no `among`): with no `when` written, the members together consider every application */ every?: true }
export type StageItem =
  | { kind: "budget"; span: Span; value: Expr; /** a name written on a stage's budget: AL0531, names are the call's budget's */ title?: string; titleSpan?: Span; citation?: Citation }
  | { kind: "boundary"; span: Span; value: Expr; /** `partial at least …`, the stage's own (§14.1, §14.7; read since partial30) */ minimum?: PartialMinimumClause; /** `partial with consent <field>` without a minimum (law32) */ consent?: ConsentClause; citation?: Citation }
  | { kind: "threshold"; span: Span; value: Expr; citation?: Citation }
  // `admit first <count>`, `admit to <amount>`, `admit closest to <amount> [at least <floor>]` (§14.10); `closest`: the word written before `to` there
  | { kind: "admit"; span: Span; word: Name; how: "first" | "to" | "closest"; value: Expr; closest?: Name; floor?: Expr; citation?: Citation }
  | { kind: "setting"; span: Span; words: Name[]; citation?: Citation }
  /** `at boundary pro rata rounded mode to step remainder policy`: the tie that straddles the stage's budget shares what is left */
  | ({ kind: "prorata"; span: Span; citation?: Citation } & ProRataClause)
  /** the stage's own ranking */
  | { kind: "ranking"; span: Span; ranking: RankingDecl; citation?: Citation }
  /** `ranking of the regime` (§14.7.1): the stage ranks its own candidates by the regime's ranking */
  | { kind: "regimeRanking"; span: Span; citation?: Citation }
  /** `reserve all`, `reserve 3`, `reserve call.n` (§14.11): the stage's own reserve list, a stage per key's one per member */
  | Extract<AllocItem, { kind: "reserve" }>;
/** `group by key { … }`: applications that belong together, walked as units */
export interface GroupDecl { kind: "group"; span: Span; key: Expr; title?: string; citation?: Citation; items: GroupItem[] }
export type GroupItem =
  | { kind: "together"; span: Span; citation?: Citation }
  /** `not on the reserve list`: an application a cap of this group has no room for is not on the reserve list (§14.12) */
  | { kind: "unlisted"; span: Span; citation?: Citation }
  /** `at most value` (a cap in money or a quantity) or `at most value grants` (`unitWord`: the word after it) */
  | { kind: "cap"; span: Span; value: Expr; unitWord?: Name; citation?: Citation; /** a cap that reads the group's key (semantics/groupKey.ts): the value with the key read as each member, checked and compiled in its place */ perMember?: { member: string; value: Expr }[] }
  | ({ kind: "share"; span: Span; citation?: Citation } & ProRataClause);
export interface AllocationDecl extends Node { kind: "allocation"; keyword: Span; citation?: Citation; items: AllocItem[] }

export type RegimeMember = EligibilityDecl | ThresholdDecl | RankingDecl | AllocationDecl;
export interface RegimeDecl extends Node { kind: "regime"; name: Name; title?: string; citation?: Citation; when: Expr; members: RegimeMember[] }

/** `closed`: the office's own closing days, `calendar PL closed call.office_closed` (a call parameter: a list of dates) */
export interface DeadlineItem extends Node { kind: "deadline"; count: number; /** the count as written (AL0677 quotes it) */ countText: string; countSpan: Span; unit: Name; unit2: Name; after: Expr; calendar?: Name; closedWord?: Name; closed?: Expr; citation?: Citation }
export interface Column extends Node { /** the granted amount when `amount`, the status wording when `label` */ value: Expr | "amount" | "label"; label?: string }
export interface ColumnsItem extends Node { kind: "columns"; citation?: Citation; columns: Column[] }
/** One published statistic (§16.3): an aggregate over the outcome, optionally per key, with declared rounding */
export interface Statistic extends Node { name: Name; title?: string; citation?: Citation; value: Expr; by?: Name; rounding?: { mode: Name; places: string; span: Span } }
export interface StatisticsItem extends Node { kind: "statistics"; keyword: Span; citation?: Citation; items: Statistic[] }
/** `rows funded` / `rows ranked` (§16.2): which applications the published list has; `which` as written (checked: AL0670) */
export interface RowsItem extends Node { kind: "rows"; keyword: Span; which: Name; citation?: Citation }
export interface PublishDecl extends Node { kind: "publish"; keyword: Span; citation?: Citation; deadline?: DeadlineItem; columns?: ColumnsItem; statistics?: StatisticsItem; rows?: RowsItem; /** an item written again after its first (the first is read): refused, AL0556 */ again?: Array<{ item: "deadline" | "columns" | "statistics" | "rows"; span: Span; first: Span }> }
/** `objection within 6 weeks [calendar NL] to "body" [by "form"] [per src]` (§16.4): the right to object as the law gives it; `unit` as written (checked: AL0675), `body` required (AL0676) */
export interface ObjectionItem extends Node { keyword: Span; count: number; /** the count as written */ countText: string; countSpan: Span; unit: Name; calendar?: Name; body?: { text: string; span: Span }; form?: { text: string; span: Span }; citation?: Citation }
/** `notice [per src] { date <call date> objection … }` (§16.4): a decision notice's date and objection clause */
export interface NoticeDecl extends Node { kind: "notice"; keyword: Span; citation?: Citation; date?: { keyword: Span; value: Expr }; objection?: ObjectionItem; /** an item written again after its first (the first is read): refused, AL0556 */ again?: Array<{ item: "date" | "objection"; span: Span; first: Span }> }
/** `enum echelon "l'échelon" { e0bis "échelon 0 bis", … }` (§6.3): an enumeration declared once, named where a type is written (a field's, a let's, a figure per key's `by`) */
export interface EnumDecl extends Node { kind: "enumdecl"; name: Name; title?: string; type: EnumType }
export interface LabelsDecl extends Node { kind: "labels"; entries: Array<{ status: Name; text: string; span: Span }> }

export type Declaration =
  | SchemeDecl
  | ActDecl
  | SourceDecl
  | InputDecl
  | EnumDecl
  | LetDecl
  | FunctionDecl
  | EligibilityDecl
  | CriterionDecl
  | MaximumDecl
  | UnsummedDecl
  | ScaleDecl
  | ThresholdDecl
  | RankingDecl
  | AllocationDecl
  | RegimeDecl
  | PublishDecl
  | NoticeDecl
  | LabelsDecl;

export interface SchemeFile {
  readonly declarations: Declaration[];
  readonly span: Span;
}
