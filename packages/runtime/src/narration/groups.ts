// The reasons the walk by groups records (engine/groups.ts, in English, as the result's `reasons`
// carry them) in another catalogue's words: a member funded with its group (which members, what
// each asked, the group's total), a cap per group, a group refused together, the group that
// shares what is left of the budget. Each catalogue gives its words (`GroupWords`); the phrase
// inside ("fits in the remaining budget", a pro-rata share) is rendered by the phrases of the
// list in use: of money, of a computed amount, or of places.
import type { Formats, Plural } from "./catalogue.js";
import { amountIn, type Phrase } from "./whys.js";

/** A group as a catalogue names it: the scheme's title for its groups (absent: "group") and the key. */
export type GroupName = (word: string | undefined, key: string) => string;

export interface GroupWords {
  /** "group 'C1'" in the case the phrases below need it */
  readonly name: GroupName;
  /** ", and 3 more" at the end of a list of members */
  readonly more: (n: string) => string;
  readonly withIts: (inner: string, group: string, members: string, sum: string) => string;
  readonly memberOf: (inner: string, group: string) => string;
  /** the word that joins the last of a list of groups (" en", " i", " und", " y"): "…, als lid van de groep: X (…) en als lid van de groep: Y (…)" (`memberOf` of an empty inner, its ", " cut) */
  readonly and: string;
  /** what a capped group holds with the member funded: its amount against the cap, its grants against the most it may have */
  readonly holds: (cap: { held: string; limit: string } | undefined, grants: { n: string; max: string } | undefined, allStages: boolean, f: Formats) => string;
  readonly capLeft: (group: string, left: string, cap: string, asked: string, together: boolean) => string;
  /** `per`: the scheme's title of its groups ("je Haushalt", "per Onderneming"), undefined where it has none ("je Gruppe") */
  readonly grantsUsed: (group: string, n: string, max: string, per: string | undefined) => string;
  /** with stages: what a group was granted in each stage ("40000.00 EUR" or "1", and the stage's title; none: this stage) */
  readonly inStage: (what: string, stage: string | undefined) => string;
  /** with stages: granted `held` over the stages (`items`, each `inStage`), `left` of its cap over all stages */
  readonly capLeftStages: (group: string, held: string, items: string, left: string, cap: string, asked: string) => string;
  readonly grantsUsedStages: (group: string, n: string, items: string, max: string, per: string | undefined) => string;
  /** a group's members counted ("3 leden", "1 lid"): the forms of its noun by number */
  readonly members: Plural;
  /** `members`: the group's members counted (`members`' forms) */
  readonly tooMany: (group: string, members: string, max: string, per: string | undefined, f: Formats) => string;
  readonly refusedTogether: (group: string, members: string) => string;
  /** one member's reason a group is refused together: not eligible, below a threshold, ranked below one */
  readonly member: (id: string, what: "eligible" | "below" | "ranked", detail: string) => string;
  readonly straddles: (group: string, left: string, members: string, sum: string, share: string) => string;
  readonly usedUpShared: (group: string) => string;
  readonly quotaTogether: (quota: string, left: string, charge: string, group: string, members: string, sum: string) => string;
  /** a quota of a figure (§14.5) refused the group: its members' figures in it together (`value`) against what it had left */
  readonly figureTogether: (figure: string, value: string, left: string, quota: string, group: string, members: string, sum: string) => string;
}

// a group: its title (no "; " in it: a chain of reasons is split there, whys.ts) and its key; not
// a stage's reason ("in stage 'Lot B': …", "… (not considered again: …)", whys.ts), whose own
// phrase comes later in a catalogue's list and renders the group's words inside it
// (the key holds no "; ": a refusal by several groups is a chain of their refusals, each translated on its own — §14.12 "Several groups")
const GROUP = /(?!(?:then )?in stage '|.* \(not considered again: those this stage does not fund stay out\)$)(?:([^;]+?) )?'((?:(?!; ).)*)'/.source;
/** ", which now holds 5000.00 EUR of its cap of 7500.00 EUR and 1 grant of the 2 it may have" (groupUnits.ts): either part may be absent; with stages "which over all stages now holds" */
const HOLDS = /(?:, which( over all stages)? now holds (?:(.+?) of its cap of (.+?))?(?: and )?(?:(\d+) grants? of the (\d+) it may have)?)?/.source;

function holdsIn(g: GroupWords, m: RegExpExecArray, i: number, f: Formats): string {
  const cap = m[i + 1] !== undefined ? { held: amountIn(m[i + 1]!, f), limit: amountIn(m[i + 2]!, f) } : undefined;
  const grants = m[i + 3] !== undefined ? { n: m[i + 3]!, max: m[i + 4]! } : undefined;
  return cap || grants ? g.holds(cap, grants, m[i] !== undefined, f) : "";
}
/** one item of a group's grants stage by stage as stageGroups.ts writes it: an amount ("40000.00 EUR") or a count, then its stage */
const ITEM_HEAD = /-?\d+(?:\.\d+)?(?: [^\s,']+)?/.source;
const STAGE_ITEM = new RegExp(`(?:^|, )(${ITEM_HEAD}) in (?:stage '(.*?)'|this stage)(?=, ${ITEM_HEAD} in (?:stage '|this stage)|$)`, "g");
/**
 * "40000.00 EUR in stage 'Lot A', 10000.00 EUR in this stage" (engine/groupRefusals.ts), each item
 * in the catalogue's words, joined with ", ". An item is cut where the next one begins (an amount
 * or a count, then " in stage '" or " in this stage"), not at a comma or a quotation mark, which a
 * stage's title may hold ("Lot A, women's projects").
 */
function stageItems(g: GroupWords, s: string, f: Formats): string {
  const out: string[] = [];
  let end = 0;
  for (const m of s.matchAll(STAGE_ITEM)) {
    if (m.index !== end) return s;
    out.push(g.inStage(amountIn(m[1]!, f), m[2]));
    end = m.index + m[0].length;
  }
  return out.length && end === s.length ? out.join(", ") : s;
}
const word = (w: string | undefined): string | undefined => (w === undefined || w === "group" ? undefined : w);

/** one member of a group's list as groupUnits.ts writes it ("M04 1", "C1 5000.00 EUR"): its id, then what it asks */
const MEMBER_ITEM = /(^|, )(.+?) (-?\d+(?:\.\d+)?(?: [A-Z]{3})?)(?=, |$)/g;
/** a group's members ("M04 1, M05 1"), each id kept as written and what it asks in `ask`'s words */
export const memberItems = (list: string, ask: (a: string) => string): string => list.replace(MEMBER_ITEM, (_, sep: string, id: string, a: string) => `${sep}${id} ${ask(a)}`);
/** a group's members with what each asks in money ("M04 30,00 €, P12345 40,00 €"): each id as written, never read as an amount */
export const memberAmounts = (list: string, f: Formats): string => memberItems(list, (a) => amountIn(a, f));

/**
 * The group phrases of one catalogue. The phrase inside ("fits in the remaining budget", a
 * pro-rata share) is rendered by the list of phrases in use (`t`): a catalogue's phrases of money,
 * of a computed amount, or of places ("fits in the places left, as a member of …"), whichever list
 * holds these.
 */
export function groupPhrases(g: GroupWords, places?: Plural): Phrase[] {
  // what a group's members ask together: an amount, or in a list of places a count of them ("samen 4 plaatsen")
  const sum = (s: string, f: Formats): string => (places && /^\d+$/.test(s) ? f.count(s, places) : amountIn(s, f));
  // each member's id as written (an id is text: "M04", never "M4", FINDINGS39 12), what it asks as the sum is
  const members = (s: string, f: Formats): string => {
    const more = /, and (\d+) more$/.exec(s);
    return memberItems(more ? s.slice(0, more.index) : s, (a) => sum(a, f)) + (more ? g.more(f.number(more[1]!)) : "");
  };
  const name = (m: RegExpExecArray, i: number): string => g.name(word(m[i]), m[i + 1]!);
  const memberReason = (s: string): string =>
    s.replace(/its member (\S+) (is not eligible|is below a threshold|is ranked below a threshold)(?: \((.*?)\))?(?=; its member |$)/g, (_, id: string, what: string, detail: string | undefined) => g.member(id, what === "is not eligible" ? "eligible" : what === "is below a threshold" ? "below" : "ranked", detail ?? ""));
  return [
    [new RegExp(`^the '(.*)' of its members in it together, (.+), exceeds the (.+) left of the quota '(.*)', refused with its ${GROUP} \\((.*); together ([^;()]+)\\)$`), (m, f) => g.figureTogether(m[1]!, amountIn(m[2]!, f), amountIn(m[3]!, f), m[4]!, name(m, 5), members(m[7]!, f), sum(m[8]!, f))],
    [new RegExp(`^the quota '(.*)' has (.+) left, less than the (.+) its members in it ask together, refused with its ${GROUP} \\((.*); together ([^;()]+)\\)$`), (m, f) => g.quotaTogether(m[1]!, amountIn(m[2]!, f), amountIn(m[3]!, f), name(m, 4), members(m[6]!, f), sum(m[7]!, f))],
    [new RegExp(`^the ${GROUP} straddles the budget and gets what is left, (.+?), shared among its members \\((.*); together ([^;()]+)\\): (pro rata: .+)$`), (m, f, t) => g.straddles(name(m, 1), amountIn(m[3]!, f), members(m[4]!, f), sum(m[5]!, f), t(m[6]!))],
    [new RegExp(`^the budget was used up by the grant shared among the members of ${GROUP}$`), (m) => g.usedUpShared(name(m, 1))],
    [new RegExp(`^refused together with its ${GROUP}, which is funded together or not at all: (.+)$`), (m) => g.refusedTogether(name(m, 1), memberReason(m[3]!))],
    [new RegExp(`^${GROUP} has been granted (.+?) \\((.+)\\) and has (.+) left of its cap of (.+) over all stages, less than the (.+?) asked$`), (m, f) => g.capLeftStages(name(m, 1), amountIn(m[3]!, f), stageItems(g, m[4]!, f), amountIn(m[5]!, f), amountIn(m[6]!, f), amountIn(m[7]!, f))],
    [new RegExp(`^${GROUP} already has (\\d+) grants? \\((.+)\\), the most per (?:.+?) over all stages \\((\\d+)\\)$`), (m, f) => g.grantsUsedStages(name(m, 1), m[3]!, stageItems(g, m[4]!, f), m[5]!, word(m[1]))],
    [new RegExp(`^${GROUP} has (.+) left of its cap of (.+), less than the (.+?) asked( together)?$`), (m, f) => g.capLeft(name(m, 1), amountIn(m[3]!, f), amountIn(m[4]!, f), amountIn(m[5]!, f), m[6] !== undefined)],
    [new RegExp(`^${GROUP} already has (\\d+) grants?, the most per (?:.+?) \\((\\d+)\\)$`), (m) => g.grantsUsed(name(m, 1), m[3]!, m[4]!, word(m[1]))],
    [new RegExp(`^${GROUP} has (\\d+) members?, more than the (\\d+) grants? per (?:.+)$`), (m, f) => g.tooMany(name(m, 1), f.count(m[3]!, g.members), m[4]!, word(m[1]), f)],
    [new RegExp(`^(.+), with its ${GROUP} \\((.*); together ([^;()]+)\\)$`), (m, f, t) => g.withIts(t(m[1]!), name(m, 2), members(m[4]!, f), sum(m[5]!, f))],
    // several groups (§14.12): the last group joined with "and" ("…, and as a member of Applicant 'X', …"), tried first: the phrase after it would read the first group's holdings to the end
    [new RegExp(`^(.+), and as a member of ${GROUP}${HOLDS}$`), (m, f, t) => `${t(m[1]!)}${g.and} ${g.memberOf("", name(m, 2)).replace(/^, /, "")}${holdsIn(g, m, 4, f)}`],
    [new RegExp(`^(.+), as a member of ${GROUP}${HOLDS}$`), (m, f, t) => g.memberOf(t(m[1]!), name(m, 2)) + holdsIn(g, m, 4, f)],
  ];
}

const pq = (s: string): string => `„${s}”`;
const what = { eligible: "nie spełnia warunków", below: "nie osiąga progu", ranked: "jest sklasyfikowany poniżej progu" } as const;

/**
 * Polish: "grupa" and the scheme's title of its groups, the key in Polish quotation marks. Of an
 * amount the scheme computes (`computed`), the amount is "przyznana" and computed, not a
 * "dofinansowanie" asked for (pl.ts's `entitled`).
 */
export function plGroupsOf(computed: boolean, places = false): GroupWords {
  const grants = places ? "miejsc" : computed ? "przyznanych kwot" : "dofinansowań";
  const grant = places ? "dozwolonego miejsca" : computed ? "dozwolonej przyznanej kwoty" : "dozwolonego dofinansowania";
  const counted = places ? "przyznanych miejsc" : grants;
  // the cap "na" the scheme's title of its groups, quoted in its nominative as a key's title is (sameTime.ts), else "na grupę"
  const per = (title: string | undefined): string => (title ? pq(title) : "grupę");
  return {
    // the title inside the quotation (review33 FR1): "jako członek grupy „Wnioskodawca: x”", whatever case the title would need
    name: (w, key) => (w ? `grupa ${pq(`${w}: ${key}`)}` : `grupa ${pq(key)}`),
    more: (n) => ` i ${n} innych`,
    withIts: (inner, group, members, sum) => `${inner}, razem z całą ${group.replace(/^grupa /, "grupą ")} (${members}; łącznie ${sum})`,
    memberOf: (inner, group) => `${inner}, jako członek ${group.replace(/^grupa /, "grupy ")}`,
    and: " i",
    // "z" and the genitive in the number's form: "1 z 1 dozwolonego dofinansowania", "1 z 2 dozwolonych dofinansowań" (words29)
    holds: (cap, grants_, all, f) => ` (grupa ma teraz${all ? " we wszystkich etapach" : ""} ${[cap ? `${cap.held} z limitu ${cap.limit}` : "", grants_ ? `${grants_.n} z ${f.count(grants_.max, { one: `{n} ${grant}`, other: `{n} dozwolonych ${grants}` })}` : ""].filter(Boolean).join(" oraz ")})`,
    capLeft: (group, left, cap, asked, together) => `${group}: z limitu ${cap} na grupę pozostało ${left}, mniej niż ${computed ? `obliczona${together ? " łącznie" : ""} kwota` : `wnioskowane${together ? " łącznie" : ""}`} ${asked}`,
    grantsUsed: (group, n, max, title) => `${group}: liczba ${counted} (${n}) osiągnęła limit na ${per(title)} (${max})`,
    inStage: (what, stage) => (stage === undefined ? `${what} na tym etapie` : `${what} na etapie ${pq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) => `${group}: grupie przyznano już ${held} (${items}), a z limitu ${cap} na grupę we wszystkich etapach pozostało ${left}, mniej niż ${computed ? "obliczona kwota" : "wnioskowane"} ${asked}`,
    grantsUsedStages: (group, n, items, max, title) => `${group}: liczba ${counted} (${n}: ${items}) osiągnęła limit na ${per(title)} we wszystkich etapach (${max})`,
    members: { one: "{n} członka", few: "{n} członków", many: "{n} członków", other: "{n} członka" },
    tooMany: (group, members, max, title) => `${group} liczy ${members}, więcej niż limit ${grants} na ${per(title)} (${max})`,
    refusedTogether: (group, members) => `odrzucono razem z ${group.replace(/^grupa /, "grupą ")}, która otrzymuje ${computed ? "środki" : "dofinansowanie"} w całości albo wcale: ${members}`,
    member: (id, w, detail) => `jej członek ${id} ${what[w]}${detail ? ` (${detail.replace(/^not met: /, "niespełniony warunek: ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `${group} przekracza granicę budżetu i otrzymuje pozostałe środki, ${left}, podzielone między członków grupy (${members}; łącznie ${sum}): ${share}`,
    usedUpShared: (group) => `budżet ${computed ? "wyczerpała kwota podzielona" : "wyczerpało dofinansowanie podzielone"} między członków ${group.replace(/^grupa /, "grupy ")}`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `łączna kwota ${pq(figure)} objętych nim członków grupy, ${value}, przekracza ${left} pozostałe w limicie ${pq(quota)}; odrzucono razem z całą ${group.replace(/^grupa /, "grupą ")} (${members}; łącznie ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) => `w limicie ${pq(quota)} pozostało ${left}, mniej niż ${charge}, ${computed ? "które łącznie obliczono dla objętych nim członków grupy" : "o które łącznie wnioskują objęci nim członkowie grupy"}; odrzucono razem z całą ${group.replace(/^grupa /, "grupą ")} (${members}; łącznie ${sum})`,
  };
}
export const plGroups: GroupWords = plGroupsOf(false);

const nq = (s: string): string => `‘${s}’`;
const wat = { eligible: "komt niet in aanmerking", below: "blijft onder een drempel", ranked: "staat onder een drempel gerangschikt" } as const;

/**
 * Dutch: "groep" and the scheme's title of its groups, the key in Dutch quotation marks. Of an
 * amount the scheme computes (`computed`), the "budget" from which it is "toegekend", not a
 * subsidy's "subsidieplafond" (nlBudget.ts).
 */
export function nlGroupsOf(computed: boolean, places = false): GroupWords {
  const ceiling = computed ? "budget" : "subsidieplafond";
  const grants = places ? "plaatsen" : computed ? "toekenningen" : "subsidies";
  const grant = places ? "plaats" : computed ? "toekenning" : "subsidie";
  const counted = places ? "toegewezen plaatsen" : grants;
  return {
    // the title inside the quotation (review33 FR1): "als lid van de groep ‘Onderneming: x’", never a bare "Onderneming ‘x’ telt"
    name: (w, key) => (w ? `groep ${nq(`${w}: ${key}`)}` : `groep ${nq(key)}`),
    more: (n) => ` en ${n} andere`,
    withIts: (inner, group, members, sum) => `${inner}, samen met de hele ${group} (${members}; samen ${sum})`,
    memberOf: (inner, group) => `${inner}, als lid van de ${group}`,
    and: " en",
    // the most grants in the number's form: "1 van de 1 toegestane toekenning", "1 van de 2 toegestane toekenningen" (words29)
    holds: (cap, grants_, all, f) => ` (de groep heeft nu${all ? " over alle fasen" : ""} ${[cap ? `${cap.held} van haar plafond van ${cap.limit}` : "", grants_ ? `${grants_.n} van de ${f.count(grants_.max, { one: `{n} toegestane ${grant}`, other: `{n} toegestane ${grants}` })}` : ""].filter(Boolean).join(" en ")})`,
    capLeft: (group, left, cap, asked, together) => `${group}: van het groepsplafond van ${cap} resteert ${left}, minder dan ${computed ? `het${together ? " samen" : ""} berekende bedrag van` : `de${together ? " samen" : ""} gevraagde`} ${asked}`,
    grantsUsed: (group, n, max, title) => `${group}: het aantal ${counted} (${n}) heeft het maximum per ${title ?? "groep"} (${max}) bereikt`,
    inStage: (what, stage) => (stage === undefined ? `${what} in deze fase` : `${what} in fase ${nq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) => `${group}: de groep kreeg al ${held} (${items}), en van het groepsplafond van ${cap} over alle fasen resteert ${left}, minder dan ${computed ? "het berekende bedrag van" : "de gevraagde"} ${asked}`,
    grantsUsedStages: (group, n, items, max, title) => `${group}: het aantal ${counted} (${n}: ${items}) heeft het maximum per ${title ?? "groep"} over alle fasen (${max}) bereikt`,
    members: { one: "{n} lid", other: "{n} leden" },
    tooMany: (group, members, max, title) => `de ${group} telt ${members}, meer dan het maximumaantal ${grants} per ${title ?? "groep"} (${max})`,
    refusedTogether: (group, members) => `afgewezen samen met de ${group}, die alleen als geheel ${computed ? "een bedrag toegekend" : "subsidie"} krijgt: ${members}`,
    member: (id, w, detail) => `haar lid ${id} ${wat[w]}${detail ? ` (${detail.replace(/^not met: /, "niet voldaan: ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `de ${group} overschrijdt het ${ceiling} en krijgt het restant, ${left}, verdeeld over de leden van de groep (${members}; samen ${sum}): ${share}`,
    usedUpShared: (group) => `het ${ceiling} is uitgeput door de ${computed ? "toekenning" : "verlening"} verdeeld over de leden van de ${group}`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `het bedrag ${nq(figure)} van de leden van de groep daarin samen, ${value}, is meer dan de ${left} die resteert in het deelplafond ${nq(quota)}; afgewezen samen met de hele ${group} (${members}; samen ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) => `${places ? "van het maximum" : "in het deelplafond"} ${nq(quota)} resteert ${left}, minder dan de ${charge} die ${computed ? "voor de leden van de groep daarin samen is berekend" : "de leden van de groep daarin samen vragen"}; afgewezen samen met de hele ${group} (${members}; samen ${sum})`,
  };
}
export const nlGroups: GroupWords = nlGroupsOf(false);
