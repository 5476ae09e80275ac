// The French words of an allocation beside fr.ts's own phrases: where the walk stopped, the
// boundary rule's readings, a computation "au prorata", an amount the scheme computes (an
// entitlement: "montant calculé", nobody asked for it), a group's reasons and an allocation of
// places. The register of a "notification de décision" / "arrêté d'attribution" (Code des
// relations entre le public et l'administration, art. L211-2 and L211-5: a refusal states its
// reasons in fact and in law): "la demande" (feminine: "accordée", "non retenue", "écartée"),
// "les crédits disponibles", "le classement", "la liste complémentaire".
import type { Formats, Plural } from "./catalogue.js";
import { groupPhrases, type GroupWords } from "./groups.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { placeCount } from "./placeCount.js";
import { atMostForms, countOfPlaces, ofPlaces, type PlaceWords } from "./places.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, FULL_AGAIN, NOR_BUDGET, PRO_RATA, QUOTA, QUOTA_AT_MOST, STAGE_ONE_SHARES, STAGE_POOL_SHARES, STAGE_SHARED_AT, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_TIE_SHARES, STAGE_USED_BEFORE, STAY_OUT, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, STOPS_HERE_AT_MOST, STOPS_HERE_WITH, later, laterStages, type Phrase } from "./whys.js";

/** a name in French quotation marks, a no-break space inside each */
export const frQuote = (s: string): string => `«\u00a0${s}\u00a0»`;
const eq = frQuote;
/** "de" and "à" before a group's name, with the article they take: "du groupe « C1 »", "au groupe « C1 »" (a title of the scheme's own as it is) */
export const frOf = (g: string): string => (g.startsWith("le ") ? `du ${g.slice(3)}` : /^[aeiouàâäéèêëîïôöûüœ]/i.test(g) ? `d'${g}` : `de ${g}`);
const frTo = (g: string): string => (g.startsWith("le ") ? `au ${g.slice(3)}` : `à ${g}`);

/** Where the walk stopped, of the whole allocation or (in a stage that is not the last) of the stage. */
export const frStops: readonly Phrase[] = [
  [/^does not fit in the remaining budget; allocation stops here$/, () => "n'entre pas dans la limite des crédits restants ; l'attribution prend fin à cette demande"],
  [STOPS_HERE_WITH, (m, f) => `le montant demandé, ${amountIn(m[1]!, f)}, excède les crédits restants, ${amountIn(m[2]!, f)} ; l'attribution prend fin à cette demande`],
  [STOPS_HERE_AT_MOST, (m, f) => `le montant demandé, ${amountIn(m[1]!, f)}, excède les crédits restants, ${amountIn(m[2]!, f)} au plus, quel que soit l'ordre des ex æquo ; l'attribution prend fin à cette demande`],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `l'attribution a pris fin à la demande ${m[1]}, qui n'entrait pas dans la limite des crédits restants`],
  [STAGE_STOPS_HERE, (m) => `n'entre pas dans la limite des crédits restants ; cette étape prend fin ici et ${later(laterStages.fr, m[1])}`],
  [STAGE_STOPPED_AT, (m) => `cette étape a pris fin à la demande ${m[1]}, qui n'entrait pas dans la limite des crédits restants ; ${later(laterStages.fr, m[2])}`],
];

/** BELOW_MINIMUM's last group in these words: passed over, the allocation stops, or a stage stops and the later stages go on or none considers it */
export const frBelowTail = (tail: string): string => belowTail(tail, "elle est écartée", "l'attribution prend fin à cette demande", "cette étape prend fin ici et", laterStages.fr);

export const frReadings: Readonly<Record<string, string>> = {
  stop: "l'attribution prend fin à la première demande qui n'entre pas dans la limite des crédits",
  skip: "la demande qui n'entre pas dans la limite des crédits est écartée et les suivantes peuvent encore être aidées",
  partial: "la demande à la limite des crédits reçoit le solde",
  full: "la demande à la limite des crédits reçoit l'aide entière, au-delà des crédits",
  reach: "les demandes sont aidées jusqu'à ce que les crédits soient atteints, y compris celle qui les atteint",
};
/** the readings of an amount the scheme computes: "accordé", not "aidée" */
export const frEntitledReadings: Readonly<Record<string, string>> = {
  ...frReadings,
  skip: "la demande qui n'entre pas dans la limite des crédits est écartée et les suivantes peuvent encore recevoir leur montant",
  reach: "les montants calculés sont accordés jusqu'à ce que les crédits soient atteints, y compris pour la demande qui les atteint",
};

/** the rounding modes of a share (prorata.ts writes `mode.replace("_", " ")`) */
export const frModes: Record<string, string> = {
  down: "à l'inférieur",
  up: "au supérieur",
  floor: "à l'inférieur (vers moins l'infini)",
  ceiling: "au supérieur (vers plus l'infini)",
  "half up": "au plus proche (la moitié au supérieur)",
  "half down": "au plus proche (la moitié à l'inférieur)",
  "half even": "au plus proche (la moitié au pair)",
};

/** a computation "au prorata" (`PRO_RATA`'s groups `m`); `cap`: the amount no share passes (asked, or computed); `budget`: the coefficient's budget */
export const frProRataWords = (m: RegExpExecArray, f: Formats, cap: string, budget = "crédits"): string =>
  `au prorata : ${amountIn(m[1]!, f)} × le coefficient de réduction ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / total ${amountIn(m[4]!, f)}${m[5] ? `, arrondi ${frModes[m[5]] ?? m[5]} à ${amountIn(m[6]!, f)}` : ""}), arrondi ${frModes[m[7]!] ?? m[7]} à ${amountIn(m[8]!, f)}` +
  (m[9] ? `, après une nouvelle répartition des crédits entre les autres demandes (sans les parts inférieures au montant minimal de ${amountIn(m[9], f)})` : "") +
  (m[10] ? `, dans la limite ${cap}` : "") +
  (m[12] ? `, diminué ${m[11] ? `de ce qui dépasse un multiple de ${amountIn(m[12], f)}` : `de ${amountIn(m[12], f)}`} pour que les parts restent dans la limite des crédits` : "") +
  (m[13] ? `, augmenté de ${amountIn(m[13], f)} pris sur le reliquat de l'arrondi, ${m[14] === "in ranking order" ? "dans l'ordre du classement" : "aux plus forts restes"}` : "") +
  (m[15] ? ", soit zéro : une part nulle n'est pas une aide" : "") +
  (m[16] ? `, soit moins que le montant minimal de ${amountIn(m[16], f)}` : "");
/** a computation "au prorata" as a phrase; `cap`: the amount no share passes ("du montant demandé") */
export const frProRata = (cap: string): Phrase => [PRO_RATA, (m, f) => frProRataWords(m, f, cap)];

const what = { eligible: "ne remplit pas les conditions d'éligibilité", below: "n'atteint pas un seuil", ranked: "reste sous un seuil du classement" } as const;
/** French: "groupe" or the scheme's title of its groups, the key in « ». Of a computed amount (`computed`): an amount "accordé", not an "aide" asked for. */
export function frGroupsOf(computed: boolean, places = false): GroupWords {
  const grants = places ? "places" : computed ? "attributions" : "aides";
  const grant = places ? "place" : computed ? "attribution" : "aide";
  const per = (title: string | undefined): string => (title ? eq(title) : "groupe");
  return {
    // a title with no article French can put before it (review33 FR1): "le groupe « région : N »", never "à porteur « x »"
    name: (w, key) => (w ? `le groupe ${eq(`${w} : ${key}`)}` : `le groupe ${eq(key)}`),
    more: (n) => ` et ${n} autres`,
    withIts: (inner, group, members, sum) => `${inner}, avec tout ${group} (${members} ; au total ${sum})`,
    memberOf: (inner, group) => `${inner}, en tant que membre ${frOf(group)}`,
    and: " et",
    holds: (cap, g, all, f) => ` (le groupe détient désormais${all ? " sur l'ensemble des étapes" : ""} ${[cap ? `${cap.held} de son plafond de ${cap.limit}` : "", g ? `${g.n} sur ${f.count(g.max, { one: `{n} ${grant} permise`, other: `{n} ${grants} permises` })}` : ""].filter(Boolean).join(" et ")})`,
    capLeft: (group, left, cap, asked, together) => `il reste ${frTo(group)} ${left} de son plafond de ${cap}, moins que ${computed ? "le montant calculé" : "le montant demandé"}${together ? " au total" : ""}, ${asked}`,
    grantsUsed: (group, n, max, title) => `${group} a déjà ${n} ${n === "1" ? grant : grants}, le maximum par ${per(title)} (${max})`,
    inStage: (w, stage) => (stage === undefined ? `${w} à cette étape` : `${w} à l'étape ${eq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) => `${group} a déjà reçu ${held} (${items}) et il lui reste ${left} de son plafond de ${cap} sur l'ensemble des étapes, moins que ${computed ? "le montant calculé" : "le montant demandé"}, ${asked}`,
    grantsUsedStages: (group, n, items, max, title) => `${group} a déjà ${n} ${n === "1" ? grant : grants} (${items}), le maximum par ${per(title)} sur l'ensemble des étapes (${max})`,
    members: { one: "{n} membre", other: "{n} membres" },
    tooMany: (group, members, max, title, f) => `${group} compte ${members}, plus que ${f.count(max, { one: `la {n} ${grant}`, other: `les {n} ${grants}` })} par ${per(title)}`,
    refusedTogether: (group, members) => `refusée avec ${group}, qui reçoit ${computed ? "son montant" : "l'aide"} pour l'ensemble de ses membres ou ne la reçoit pas : ${members}`,
    member: (id, w, detail) => `son membre ${id} ${what[w]}${detail ? ` (${detail.replace(/^not met: /, "non remplie : ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `${group} franchit la limite des crédits et reçoit le solde, ${left}, réparti entre ses membres (${members} ; au total ${sum}) : ${share}`,
    usedUpShared: (group) => `les crédits ont été épuisés par ${computed ? "le montant réparti" : "l'aide répartie"} entre les membres ${frOf(group)}`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `le montant ${eq(figure)} des membres de son groupe qui en relèvent, au total ${value}, dépasse les ${left} qui restent au quota ${eq(quota)} ; refusée avec tout ${group} (${members} ; au total ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) => `il reste au quota ${eq(quota)} ${left}, moins que les ${charge} que ${computed ? "représentent au total" : "demandent ensemble"} les membres de son groupe qui en relèvent ; refusée avec tout ${group} (${members} ; au total ${sum})`,
  };
}
export const frGroups: GroupWords = frGroupsOf(false);

/**
 * An allocation of an amount the scheme computes (an entitlement) in these words: the amount is
 * "accordé", not an "aide" asked for, and nobody asked for it; then the catalogue's phrases.
 */
export function frComputedPhrases(phrases: readonly Phrase[], keyLabel: (name: string) => string): readonly Phrase[] {
  return [
    ...groupPhrases(frGroupsOf(true)),
    ...tiePhrases(tieNoteWords.fr, keyLabel),
    [STAGE_TIE_SHARES, (m, f, t) => `les demandes ex æquo ${m[1]} excèdent les crédits de l'étape (il restait ${amountIn(m[2]!, f)}, leurs montants calculés totalisent ${amountIn(m[3]!, f)}) : elles se partagent le solde : ${t(m[4]!)}`],
    [STAGE_POOL_SHARES, (m, f, t) => `les demandes de l'étape se partagent le solde (il restait ${amountIn(m[1]!, f)}, leurs montants calculés totalisent ${amountIn(m[2]!, f)}) : ${t(m[3]!)}`],
    [STAGE_ONE_SHARES, (m, f, t) => `la demande excède les crédits de l'étape (il restait ${amountIn(m[1]!, f)}, montant calculé ${amountIn(m[2]!, f)}) : elle reçoit le solde : ${t(m[3]!)}`],
    [STOPS_HERE_WITH, (m, f) => `le montant calculé, ${amountIn(m[1]!, f)}, excède les crédits restants, ${amountIn(m[2]!, f)} ; l'attribution prend fin à cette demande`],
    [STOPS_HERE_AT_MOST, (m, f) => `le montant calculé, ${amountIn(m[1]!, f)}, excède les crédits restants, ${amountIn(m[2]!, f)} au plus, quel que soit l'ordre des ex æquo ; l'attribution prend fin à cette demande`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "atteint la limite des crédits : le montant entier est accordé au-delà, et l'attribution prend fin après cette demande"],
    [/^the requests do not exceed the budget: funded in full$/, () => "les montants calculés n'excèdent pas les crédits : ils sont accordés en entier"],
    [FULL_AGAIN, (m, f) => `sans les parts inférieures au montant minimal de ${amountIn(m[1]!, f)}, les montants calculés n'excèdent pas les crédits : ils sont accordés en entier`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `les crédits ont été atteints par la demande ${m[1]} ; rien n'est accordé aux suivantes`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `les crédits ont été atteints avant la demande ${m[1]} ; rien n'est accordé à partir de celle-ci`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `les crédits ont été épuisés par l'attribution partielle à la demande ${m[1]}`],
    [BELOW_MINIMUM, (m, f) => `le solde, ${amountIn(m[1]!, f)}, est inférieur au montant minimal d'une attribution partielle, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}\u00a0% du montant calculé)` : ""} ; ${frBelowTail(m[4]!)}`],
    [AT_MINIMUM, (m, f) => `le solde des crédits lui est accordé en partie : ce solde, ${amountIn(m[1]!, f)}, atteint le montant minimal d'une attribution partielle, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)}\u00a0% du montant calculé)` : ""}`],
    [STOPPED_AT_MINIMUM, (m) => `l'attribution a pris fin à la demande ${m[1]}, pour laquelle le solde était inférieur au montant minimal d'une attribution partielle`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `cette étape a pris fin à la demande ${m[1]}, pour laquelle le solde était inférieur au montant minimal d'une attribution partielle ; ${later(laterStages.fr, m[2])}`],
    [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (elle n'est pas réexaminée : les demandes auxquelles cette étape n'accorde rien en sont exclues)`],
    [STAGE_SHARED_AT, (m) => `les crédits de l'étape ont été répartis au prorata entre les demandes ${m[1]} ; rien n'est accordé aux suivantes`],
    [STAGE_USED_BEFORE, (m) => `les crédits de l'étape ont été épuisés avant la demande ${m[1]} ; rien n'est accordé à partir de celle-ci`],
    ...phrases,
  ];
}

const FR_PLACES: Plural = placeCount({ one: "{n} place", other: "{n} places" });
const FR_QUOTA: Plural = { one: "il reste {n} place", other: "il reste {n} places" };
const frLeft = (f: Formats): string => ofPlaces(f, "dans les places restantes", "dans ce qui reste");
/** a partial grant of places: what is left, given in part */
const frGiven = (f: Formats): string => ofPlaces(f, "les places restantes lui sont attribuées", "ce qui reste lui est attribué");
/** a count of places written by the engine as a number, in these words */
const counted = (text: string, f: Formats): string => (/^\d+$/.test(text) ? f.count(text, FR_PLACES) : text);
const inUnit = (u: string): Plural => ({ one: `il reste {n} ${u}`, other: `il reste {n} ${u}` });

/** The French words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`. */
export function frPlaces(rest: readonly Phrase[], groups: GroupWords): PlaceWords {
  return {
    places: FR_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `entre ${frLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `entre ${ofPlaces(f, "dans les places restantes et prend la dernière", "dans ce qui reste et l'épuise")} : l'attribution prend fin après cette demande`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `n'entre pas ${frLeft(f)} ; l'attribution prend fin à cette demande`],
      [STOPS_HERE_WITH, (m, f) => `${f.placeUnit === undefined ? `les places demandées (${m[1]}) excèdent les places restantes (${m[2]})` : `la quantité demandée (${m[1]} ${f.placeUnit}) excède ce qui reste (${m[2]} ${f.placeUnit})`} ; l'attribution prend fin à cette demande`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.placeUnit === undefined ? `les places demandées (${m[1]}) excèdent les places restantes (${m[2]} au plus, quel que soit l'ordre des ex æquo)` : `la quantité demandée (${m[1]} ${f.placeUnit}) excède ce qui reste (${m[2]} ${f.placeUnit} au plus, quel que soit l'ordre des ex æquo)`} ; l'attribution prend fin à cette demande`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `n'entre pas ${frLeft(f)} ; elle est écartée`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "il ne reste aucune place", "il ne reste rien")],
      // the last places given in part (review33 W2): places, not a budget used up
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `toutes les places ont été attribuées, les dernières en partie à la demande ${m[1]}`, `tout a été attribué, le reste en partie à la demande ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "les places demandées n'excèdent pas les places offertes", "les quantités demandées n'excèdent pas le total")} : chaque demande reçoit ce qu'elle demande`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `l'attribution a pris fin à la demande ${m[1]}, qui n'entrait pas ${frLeft(f)}`],
      [STAGE_STOPS_HERE, (m, f) => `n'entre pas ${frLeft(f)} ; cette étape prend fin ici et ${later(laterStages.fr, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `cette étape a pris fin à la demande ${m[1]}, qui n'entrait pas ${frLeft(f)} ; ${later(laterStages.fr, m[2])}`],
      [QUOTA, (m, f) => `sur le quota ${eq(m[1]!)}, ${f.count(m[2]!, countOfPlaces(f, FR_QUOTA, inUnit))}, moins que les ${counted(m[3]!, f)} demandées`],
      [QUOTA_AT_MOST, (m, f) => `sur le quota ${eq(m[1]!)}, ${f.count(m[2]!, atMostForms(countOfPlaces(f, FR_QUOTA, inUnit), "au plus"))}, quel que soit l'ordre des ex æquo, moins que les ${counted(m[3]!, f)} demandées`],
      [NOR_BUDGET, (_m, f) => `la demande n'entre pas non plus ${frLeft(f)}`],
      [BELOW_MINIMUM, (m, f) => `${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, FR_QUOTA) : `il reste ${m[1]}`}, moins que le minimum d'une attribution partielle (${counted(m[2]!, f)}` : `ce qui reste (${m[1]} ${f.placeUnit}) est inférieur au minimum d'une attribution partielle (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)}\u00a0% de la demande` : ""}) ; ${frBelowTail(m[4]!)}`],
      [/^granted the remaining budget in part$/, (_m, f) => frGiven(f)],
      [AT_MINIMUM, (m, f) => `${frGiven(f)} : ${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, FR_QUOTA) : `il reste ${m[1]}`}, soit au moins le minimum d'une attribution partielle (${counted(m[2]!, f)}` : `ce qui reste (${m[1]} ${f.placeUnit}) atteint le minimum d'une attribution partielle (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)}\u00a0% de la demande` : ""})`],
      [STOPPED_AT_MINIMUM, (m) => `l'attribution a pris fin à la demande ${m[1]}, pour laquelle il restait moins que le minimum d'une attribution partielle`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `cette étape a pris fin à la demande ${m[1]}, pour laquelle il restait moins que le minimum d'une attribution partielle ; ${later(laterStages.fr, m[2])}`],
      // a share of places names its coefficient's budget as places, not as money (review31's M5)
      [PRO_RATA, (m, f) => frProRataWords(m, f, "de la demande", f.placeUnit === undefined ? "places" : "disponible")],
      ...groupPhrases(groups, FR_PLACES),
      ...rest,
    ],
  };
}

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
// a date or a moment as the result writes it: "2027-03-01", "2027-03-01 07:59:59.999", "2026-10-25 02:40:00+02:00"
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([+-]\d{2}:\d{2}|Z)?)?$/;

/**
 * A date or a moment as a French decision writes it: "1er mars 2027" (the first of the month
 * "1er"), "31 mars 2027 à 12 h 00", "31 mars 2027 à 12 h 00 min 01 s", "… à 7 h 59 min 59,999 s
 * (UTC+02:00)" — the hour without its leading zero, the units "h", "min", "s" of the Imprimerie
 * nationale's rules; any other text as it is.
 */
export function frMoment(text: string): string {
  const m = MOMENT.exec(text);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || month === undefined) return text;
  const day = Number(m[3]);
  const date = `${day === 1 ? "1er" : day} ${month} ${m[1]}`;
  if (m[4] === undefined) return date;
  const seconds = m[6] === undefined ? "" : ` min ${m[6]}${m[7] === undefined ? "" : `,${m[7]}`} s`;
  const offset = m[8] === undefined ? "" : m[8] === "Z" ? " (UTC)" : ` (UTC${m[8]})`;
  return `${date} à ${Number(m[4])} h ${m[5]}${seconds}${offset}`;
}
