// The Portuguese words of an allocation beside pt.ts's own phrases: where the walk stopped, the
// boundary rule's readings, a rateio's computation, an amount the scheme computes (an
// entitlement: "montante calculado", nobody asked for it), a group's reasons and an allocation of
// places ("vagas"). The register of a PRR "Aviso de abertura de candidaturas" (European
// Portuguese): "candidatura" (feminine: "aprovada", "excluída"), "dotação" (feminine: "a dotação
// remanescente"), "rateio", "lista de reserva". Modelled on esWords.ts.
import type { Formats, Plural } from "./catalogue.js";
import { groupPhrases, type GroupWords } from "./groups.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { placeCount } from "./placeCount.js";
import { atMostForms, countOfPlaces, ofPlaces, type PlaceWords } from "./places.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, FULL_AGAIN, NOR_BUDGET, PRO_RATA, QUOTA, QUOTA_AT_MOST, STAGE_ONE_SHARES, STAGE_POOL_SHARES, STAGE_SHARED_AT, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_TIE_SHARES, STAGE_USED_BEFORE, STAY_OUT, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, STOPS_HERE_AT_MOST, STOPS_HERE_WITH, later, laterStages, type Phrase } from "./whys.js";

const eq = (s: string): string => `«${s}»`;

/** Where the walk stopped, of the whole allocation or (in a stage that is not the last) of the stage. */
export const ptStops: readonly Phrase[] = [
  [/^does not fit in the remaining budget; allocation stops here$/, () => "não cabe na dotação remanescente; a seleção termina nesta candidatura"],
  [STOPS_HERE_WITH, (m, f) => `o montante solicitado de ${amountIn(m[1]!, f)} não cabe na dotação remanescente de ${amountIn(m[2]!, f)}; a seleção termina nesta candidatura`],
  [STOPS_HERE_AT_MOST, (m, f) => `o montante solicitado de ${amountIn(m[1]!, f)} não cabe na dotação remanescente, de ${amountIn(m[2]!, f)} no máximo, qualquer que seja a ordem do empate; a seleção termina nesta candidatura`],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `a seleção terminou na candidatura ${m[1]}, que não cabia na dotação remanescente`],
  [STAGE_STOPS_HERE, (m) => `não cabe na dotação remanescente; esta fase termina aqui e ${later(laterStages.pt, m[1])}`],
  [STAGE_STOPPED_AT, (m) => `esta fase terminou na candidatura ${m[1]}, que não cabia na dotação remanescente; ${later(laterStages.pt, m[2])}`],
];

/** BELOW_MINIMUM's last group in these words: passed over, the allocation stops, or a stage stops and the later stages go on or none considers it */
export const ptBelowTail = (tail: string): string => belowTail(tail, "é preterida", "a seleção termina nesta candidatura", "esta fase termina aqui e", laterStages.pt);

export const ptReadings: Readonly<Record<string, string>> = {
  stop: "a seleção termina na primeira candidatura que não cabe na dotação",
  skip: "a candidatura que não cabe na dotação é preterida e as seguintes ainda podem ser apoiadas",
  partial: "a candidatura no limite da dotação recebe o que resta",
  full: "a candidatura no limite da dotação recebe o montante integral, para além da dotação",
  reach: "são apoiadas candidaturas até se atingir a dotação, incluindo a que a atinge",
};
/** the readings of an amount the scheme computes: "são atribuídos", not "são apoiadas" */
export const ptEntitledReadings: Readonly<Record<string, string>> = {
  ...ptReadings,
  skip: "a candidatura que não cabe na dotação é preterida e às seguintes ainda pode ser atribuído o seu montante",
  reach: "são atribuídos os montantes calculados até se atingir a dotação, incluindo a candidatura que a atinge",
};

/** the rounding modes of a rateio (prorata.ts writes `mode.replace("_", " ")`) */
export const ptModes: Record<string, string> = {
  down: "por defeito",
  up: "por excesso",
  floor: "por defeito (para menos infinito)",
  ceiling: "por excesso (para mais infinito)",
  "half up": "ao mais próximo (a metade por excesso)",
  "half down": "ao mais próximo (a metade por defeito)",
  "half even": "ao mais próximo (a metade ao par)",
};

/** a rateio's computation (`PRO_RATA`'s groups `m`); `cap`: the amount no share passes (asked, or computed); `budget`: the coefficient's budget */
export const ptProRataWords = (m: RegExpExecArray, f: Formats, cap: string, budget = "dotação"): string =>
  `rateio: ${amountIn(m[1]!, f)} × o coeficiente de rateio ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / total ${amountIn(m[4]!, f)}${m[5] ? `, arredondado ${ptModes[m[5]] ?? m[5]} a ${amountIn(m[6]!, f)}` : ""}), arredondado ${ptModes[m[7]!] ?? m[7]} a ${amountIn(m[8]!, f)}` +
  (m[9] ? `, depois de repartir de novo a dotação pelas restantes candidaturas (sem as partes inferiores ao montante mínimo de ${amountIn(m[9], f)})` : "") +
  (m[10] ? `, sem exceder ${cap}` : "") +
  (m[12] ? `, menos ${m[11] ? `o excesso sobre um múltiplo de ${amountIn(m[12], f)}` : amountIn(m[12], f)} para que as partes caibam na dotação` : "") +
  (m[13] ? `, mais ${amountIn(m[13], f)} do que restou após o arredondamento, ${m[14] === "in ranking order" ? "pela ordem da ordenação" : "aos maiores restos"}` : "") +
  (m[15] ? ", que é zero: um montante nulo não constitui apoio" : "") +
  (m[16] ? `, montante inferior ao mínimo de ${amountIn(m[16], f)}` : "");
/** a rateio's computation as a phrase; `cap`: the amount no share passes */
export const ptProRata = (cap: string): Phrase => [PRO_RATA, (m, f) => ptProRataWords(m, f, cap)];

const what = { eligible: "não cumpre as condições de elegibilidade", below: "não atinge um limiar", ranked: "fica abaixo de um limiar na ordenação" } as const;
/** a + o, de + o contracted before a group's name ("ao grupo «…»", "do grupo «…»") */
const ptTo = (group: string): string => group.replace(/^o /, "ao ");
const ptOf = (group: string): string => group.replace(/^o /, "do ");
/** Portuguese: "grupo" or the scheme's title of its groups, the key in «». Of a computed amount (`computed`): "montante atribuído", not an "apoio" asked for. */
export function ptGroupsOf(computed: boolean, places = false): GroupWords {
  const grants = places ? "vagas" : computed ? "atribuições" : "apoios";
  const grant = places ? "vaga" : computed ? "atribuição" : "apoio";
  const allowed = places || computed ? { one: `{n} ${grant} permitida`, other: `{n} ${grants} permitidas` } : { one: `{n} ${grant} permitido`, other: `{n} ${grants} permitidos` };
  const per = (title: string | undefined): string => (title ? eq(title) : "grupo");
  return {
    name: (w, key) => (w ? `o grupo ${eq(`${w}: ${key}`)}` : `o grupo ${eq(key)}`),
    more: (n) => ` e mais ${n}`,
    withIts: (inner, group, members, sum) => `${inner}, juntamente com todo ${group} (${members}; no total ${sum})`,
    memberOf: (inner, group) => `${inner}, como membro ${ptOf(group)}`,
    and: " e",
    holds: (cap, g, all, f) => ` (o grupo tem agora${all ? " em todas as fases" : ""} ${[cap ? `${cap.held} do seu limite de ${cap.limit}` : "", g ? `${g.n} de ${f.count(g.max, allowed)}` : ""].filter(Boolean).join(" e ")})`,
    capLeft: (group, left, cap, asked, together) => `${ptTo(group)} restam ${left} do seu limite de ${cap}, menos do que ${computed ? "o montante calculado" : "o solicitado"}${together ? " em conjunto" : ""}, ${asked}`,
    grantsUsed: (group, n, max, title) => `${group} já tem ${n} ${n === "1" ? grant : grants}, o máximo por ${per(title)} (${max})`,
    inStage: (w, stage) => (stage === undefined ? `${w} nesta fase` : `${w} na fase ${eq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) => `${ptTo(group)} já foram atribuídos ${held} (${items}) e restam ${left} do seu limite de ${cap} em todas as fases, menos do que ${computed ? "o montante calculado" : "o solicitado"}, ${asked}`,
    grantsUsedStages: (group, n, items, max, title) => `${group} já tem ${n} ${n === "1" ? grant : grants} (${items}), o máximo por ${per(title)} em todas as fases (${max})`,
    members: { one: "{n} membro", other: "{n} membros" },
    // the article and the noun by the count and the noun's gender: "o 1 apoio", "as 2 vagas"
    tooMany: (group, members, max, title, f) => `${group} tem ${members}, mais do que ${f.count(max, places || computed ? { one: `a {n} ${grant}`, other: `as {n} ${grants}` } : { one: `o {n} ${grant}`, other: `os {n} ${grants}` })} por ${per(title)}`,
    refusedTogether: (group, members) => `recusada juntamente com ${group}, que recebe ${computed ? "o seu montante" : "o apoio"} em conjunto ou não o recebe: ${members}`,
    member: (id, w, detail) => `o seu membro ${id} ${what[w]}${detail ? ` (${detail.replace(/^not met: /, "não cumprida: ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `${group} atravessa o limite da dotação e recebe o que resta, ${left}, repartido pelos seus membros (${members}; no total ${sum}): ${share}`,
    usedUpShared: (group) => `a dotação esgotou-se com ${computed ? "o montante repartido" : "o apoio repartido"} pelos membros ${ptOf(group)}`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `o montante ${eq(figure)} dos membros do seu grupo abrangidos pela quota, em conjunto ${value}, excede os ${left} que restam à quota ${eq(quota)}; recusada juntamente com todo ${group} (${members}; no total ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) => `à quota ${eq(quota)} restam ${left}, menos do que os ${charge} que ${computed ? "foram calculados em conjunto para" : "solicitam em conjunto"} os membros do seu grupo nela abrangidos; recusada juntamente com todo ${group} (${members}; no total ${sum})`,
  };
}
export const ptGroups: GroupWords = ptGroupsOf(false);

/**
 * An allocation of an amount the scheme computes (an entitlement) in these words: the amount is
 * "atribuído", not an "apoio" asked for, and nobody asked for it; then the catalogue's phrases.
 */
export function ptComputedPhrases(phrases: readonly Phrase[], keyLabel: (name: string) => string): readonly Phrase[] {
  return [
    ...groupPhrases(ptGroupsOf(true)),
    ...tiePhrases(tieNoteWords.pt, keyLabel),
    [STAGE_TIE_SHARES, (m, f, t) => `as candidaturas empatadas ${m[1]} excedem a dotação da fase (restavam ${amountIn(m[2]!, f)}, os seus montantes calculados somam ${amountIn(m[3]!, f)}), pelo que repartem entre si o que resta: ${t(m[4]!)}`],
    [STAGE_POOL_SHARES, (m, f, t) => `as candidaturas da fase repartem entre si o que resta (restavam ${amountIn(m[1]!, f)}, os seus montantes calculados somam ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
    [STAGE_ONE_SHARES, (m, f, t) => `a candidatura excede a dotação da fase (restavam ${amountIn(m[1]!, f)}, montante calculado ${amountIn(m[2]!, f)}), pelo que recebe o que resta: ${t(m[3]!)}`],
    [STOPS_HERE_WITH, (m, f) => `o montante calculado de ${amountIn(m[1]!, f)} não cabe na dotação remanescente de ${amountIn(m[2]!, f)}; a seleção termina nesta candidatura`],
    [STOPS_HERE_AT_MOST, (m, f) => `o montante calculado de ${amountIn(m[1]!, f)} não cabe na dotação remanescente, de ${amountIn(m[2]!, f)} no máximo, qualquer que seja a ordem do empate; a seleção termina nesta candidatura`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "atinge o limite da dotação: é atribuído o montante integral para além dele e a seleção termina nesta candidatura"],
    [/^the requests do not exceed the budget: funded in full$/, () => "os montantes calculados não excedem a dotação: são atribuídos na íntegra"],
    [FULL_AGAIN, (m, f) => `sem as partes inferiores ao montante mínimo de ${amountIn(m[1]!, f)}, os montantes calculados não excedem a dotação: são atribuídos na íntegra`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `a dotação foi atingida com a candidatura ${m[1]}; às seguintes nada é atribuído`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `a dotação foi atingida antes da candidatura ${m[1]}; a partir daí nada é atribuído`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `a dotação esgotou-se com a atribuição parcial à candidatura ${m[1]}`],
    [BELOW_MINIMUM, (m, f) => `o que resta, ${amountIn(m[1]!, f)}, é inferior ao montante mínimo de uma atribuição parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % do montante calculado)` : ""}; ${ptBelowTail(m[4]!)}`],
    [AT_MINIMUM, (m, f) => `é-lhe atribuída parcialmente a dotação remanescente: o que resta, ${amountIn(m[1]!, f)}, atinge o montante mínimo de uma atribuição parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % do montante calculado)` : ""}`],
    [STOPPED_AT_MINIMUM, (m) => `a seleção terminou na candidatura ${m[1]}, para a qual o que restava era inferior ao montante mínimo de uma atribuição parcial`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminou na candidatura ${m[1]}, para a qual o que restava era inferior ao montante mínimo de uma atribuição parcial; ${later(laterStages.pt, m[2])}`],
    [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (não é considerada de novo: as candidaturas a que esta fase nada atribui ficam de fora)`],
    [STAGE_SHARED_AT, (m) => `a dotação da fase foi repartida por rateio entre as candidaturas ${m[1]}; às seguintes nada é atribuído`],
    [STAGE_USED_BEFORE, (m) => `a dotação da fase esgotou-se antes da candidatura ${m[1]}; a partir daí nada é atribuído`],
    ...phrases,
  ];
}

const PT_PLACES: Plural = placeCount({ one: "{n} vaga", other: "{n} vagas" });
const PT_QUOTA: Plural = { one: "resta {n} vaga", other: "restam {n} vagas" };
const ptLeft = (f: Formats): string => ofPlaces(f, "nas vagas remanescentes", "no que resta");
/** a count of places written by the engine as a number, in these words */
const counted = (text: string, f: Formats): string => (/^\d+$/.test(text) ? f.count(text, PT_PLACES) : text);
/** what was asked, of a quota: "a 1 vaga solicitada", "as 10 vagas solicitadas"; a unit of the scheme's own, of unknown gender: "o solicitado (10 hectares)" */
const lessAsked = (n: string, f: Formats): string => (f.placeUnit === undefined && /^\d+$/.test(n) ? f.count(n, { one: "a {n} vaga solicitada", other: "as {n} vagas solicitadas" }) : `o solicitado (${counted(n, f)})`);
const inUnit = (u: string): Plural => ({ one: `resta {n} ${u}`, other: `restam {n} ${u}` });

/** The Portuguese words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`. */
export function ptPlaces(rest: readonly Phrase[], groups: GroupWords): PlaceWords {
  return {
    places: PT_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `cabe ${ptLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `cabe ${ofPlaces(f, "nas vagas remanescentes e ocupa a última", "no que resta e esgota-o")}: a seleção termina nesta candidatura`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `não cabe ${ptLeft(f)}; a seleção termina nesta candidatura`],
      [STOPS_HERE_WITH, (m, f) => `${f.placeUnit === undefined ? `as vagas solicitadas (${m[1]}) não cabem nas vagas remanescentes (${m[2]})` : `o solicitado (${m[1]} ${f.placeUnit}) não cabe no que resta (${m[2]} ${f.placeUnit})`}; a seleção termina nesta candidatura`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.placeUnit === undefined ? `as vagas solicitadas (${m[1]}) não cabem nas vagas remanescentes (no máximo ${m[2]}, qualquer que seja a ordem do empate)` : `o solicitado (${m[1]} ${f.placeUnit}) não cabe no que resta (no máximo ${m[2]} ${f.placeUnit}, qualquer que seja a ordem do empate)`}; a seleção termina nesta candidatura`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `não cabe ${ptLeft(f)}; é preterida`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "não resta nenhuma vaga", "nada resta")],
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `foram atribuídas todas as vagas, as últimas em parte à candidatura ${m[1]}`, `foi atribuído tudo, o resto em parte à candidatura ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "as vagas solicitadas não excedem as vagas", "o solicitado não excede o total")}: cada candidatura recebe o que pede`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `a seleção terminou na candidatura ${m[1]}, que não cabia ${ptLeft(f)}`],
      [STAGE_STOPS_HERE, (m, f) => `não cabe ${ptLeft(f)}; esta fase termina aqui e ${later(laterStages.pt, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `esta fase terminou na candidatura ${m[1]}, que não cabia ${ptLeft(f)}; ${later(laterStages.pt, m[2])}`],
      [QUOTA, (m, f) => `da quota ${eq(m[1]!)} ${f.count(m[2]!, countOfPlaces(f, PT_QUOTA, inUnit))}, menos do que ${lessAsked(m[3]!, f)}`],
      [QUOTA_AT_MOST, (m, f) => `da quota ${eq(m[1]!)} ${f.count(m[2]!, atMostForms(countOfPlaces(f, PT_QUOTA, inUnit), "no máximo"))}, qualquer que seja a ordem do empate, menos do que ${lessAsked(m[3]!, f)}`],
      [NOR_BUDGET, (_m, f) => `a candidatura também não cabe ${ptLeft(f)}`],
      [BELOW_MINIMUM, (m, f) => `${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, PT_QUOTA) : `restam ${m[1]}`}, menos do que o mínimo de uma atribuição parcial (${counted(m[2]!, f)}` : `o que resta (${m[1]} ${f.placeUnit}) é menos do que o mínimo de uma atribuição parcial (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)} % do solicitado` : ""}); ${ptBelowTail(m[4]!)}`],
      [/^granted the remaining budget in part$/, (_m, f) => `${ofPlaces(f, "são-lhe atribuídas as vagas remanescentes", "é-lhe atribuído o que resta")}`],
      [AT_MINIMUM, (m, f) => `${ofPlaces(f, "são-lhe atribuídas as vagas remanescentes", "é-lhe atribuído o que resta")}: ${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, PT_QUOTA) : `restam ${m[1]}`}, não menos do que o mínimo de uma atribuição parcial (${counted(m[2]!, f)}` : `o que resta (${m[1]} ${f.placeUnit}) não é menos do que o mínimo de uma atribuição parcial (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, ${amountIn(m[3], f)} % do solicitado` : ""})`],
      [STOPPED_AT_MINIMUM, (m) => `a seleção terminou na candidatura ${m[1]}, para a qual restava menos do que o mínimo de uma atribuição parcial`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminou na candidatura ${m[1]}, para a qual restava menos do que o mínimo de uma atribuição parcial; ${later(laterStages.pt, m[2])}`],
      ...groupPhrases(groups, PT_PLACES),
      ...rest,
    ],
  };
}

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
// a date or a moment as the result writes it: "2027-03-01", "2027-03-01 07:59:59.999", "2026-10-25 02:40:00+02:00"
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([+-]\d{2}:\d{2}|Z)?)?$/;

/** A date or a moment as a Portuguese aviso writes it: "1 de março de 2027", "31 de março de 2027, às 17:59:59,500 (UTC+01:00)"; any other text as it is. */
export function ptMoment(text: string): string {
  const m = MOMENT.exec(text);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || month === undefined) return text;
  const date = `${Number(m[3])} de ${month} de ${m[1]}`;
  if (m[4] === undefined) return date;
  const seconds = m[6] === undefined ? "" : `:${m[6]}${m[7] === undefined ? "" : `,${m[7]}`}`;
  const offset = m[8] === undefined ? "" : m[8] === "Z" ? " (UTC)" : ` (UTC${m[8]})`;
  return `${date}, às ${m[4]}:${m[5]}${seconds}${offset}`;
}
