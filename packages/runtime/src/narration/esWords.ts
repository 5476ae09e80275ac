// The Spanish words of an allocation beside es.ts's own phrases: where the walk stopped, the
// boundary rule's readings, a prorrateo's computation, an amount the scheme computes (an
// entitlement: "importe calculado", nobody asked for it), a group's reasons and an allocation of
// places ("plazas"). The register of a "resolución de concesión" under Ley 38/2003: "solicitud"
// (feminine: "concedida", "excluida"), "crédito disponible", "prorrateo", "lista de reserva".
import type { Formats, Plural } from "./catalogue.js";
import { groupPhrases, type GroupWords } from "./groups.js";
import { tieNoteWords, tiePhrases } from "./tieNotes.js";
import { placeCount } from "./placeCount.js";
import { atMostForms, countOfPlaces, ofPlaces, type PlaceWords } from "./places.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, FULL_AGAIN, NOR_BUDGET, PRO_RATA, QUOTA, QUOTA_AT_MOST, STAGE_ONE_SHARES, STAGE_POOL_SHARES, STAGE_SHARED_AT, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_TIE_SHARES, STAGE_USED_BEFORE, STAY_OUT, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, STOPS_HERE_AT_MOST, STOPS_HERE_WITH, later, laterStages, type Phrase } from "./whys.js";

const eq = (s: string): string => `«${s}»`;

/** Where the walk stopped, of the whole allocation or (in a stage that is not the last) of the stage. */
export const esStops: readonly Phrase[] = [
  [/^does not fit in the remaining budget; allocation stops here$/, () => "no cabe en el crédito restante; el reparto termina en esta solicitud"],
  [STOPS_HERE_WITH, (m, f) => `el importe solicitado de ${amountIn(m[1]!, f)} no cabe en el crédito restante de ${amountIn(m[2]!, f)}; el reparto termina en esta solicitud`],
  [STOPS_HERE_AT_MOST, (m, f) => `el importe solicitado de ${amountIn(m[1]!, f)} no cabe en el crédito restante, de ${amountIn(m[2]!, f)} como máximo, cualquiera que sea el orden del empate; el reparto termina en esta solicitud`],
  [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `el reparto terminó en la solicitud ${m[1]}, que no cabía en el crédito restante`],
  [STAGE_STOPS_HERE, (m) => `no cabe en el crédito restante; esta fase termina aquí y ${later(laterStages.es, m[1])}`],
  [STAGE_STOPPED_AT, (m) => `esta fase terminó en la solicitud ${m[1]}, que no cabía en el crédito restante; ${later(laterStages.es, m[2])}`],
];

/** BELOW_MINIMUM's last group in these words: passed over, the allocation stops, or a stage stops and the later stages go on or none considers it (partial30) */
export const esBelowTail = (tail: string): string => belowTail(tail, "se omite", "el reparto termina en esta solicitud", "esta fase termina aquí y", laterStages.es);

export const esReadings: Readonly<Record<string, string>> = {
  stop: "el reparto termina en la primera solicitud que no cabe en el crédito",
  skip: "la solicitud que no cabe en el crédito se omite y las siguientes aún pueden recibir subvención",
  partial: "la solicitud en el límite del crédito recibe lo que queda",
  full: "la solicitud en el límite del crédito recibe el importe íntegro, por encima del crédito",
  reach: "se subvencionan solicitudes hasta alcanzar el crédito, incluida la que lo alcanza",
};
/** the readings of an amount the scheme computes: "se conceden", not "se subvencionan" */
export const esEntitledReadings: Readonly<Record<string, string>> = {
  ...esReadings,
  skip: "la solicitud que no cabe en el crédito se omite y a las siguientes aún puede concedérseles su importe",
  reach: "se conceden los importes calculados hasta alcanzar el crédito, incluida la solicitud que lo alcanza",
};

/** the rounding modes of a prorrateo (prorata.ts writes `mode.replace("_", " ")`) */
export const esModes: Record<string, string> = {
  down: "por defecto",
  up: "por exceso",
  floor: "por defecto (hacia menos infinito)",
  ceiling: "por exceso (hacia más infinito)",
  "half up": "al más próximo (la mitad por exceso)",
  "half down": "al más próximo (la mitad por defecto)",
  "half even": "al más próximo (la mitad al par)",
};

/** a prorrateo's computation (`PRO_RATA`'s groups `m`); `cap`: the amount no share passes (asked, or computed); `budget`: the coefficient's budget */
export const esProRataWords = (m: RegExpExecArray, f: Formats, cap: string, budget = "crédito"): string =>
  `prorrateo: ${amountIn(m[1]!, f)} × el coeficiente de prorrateo ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / total ${amountIn(m[4]!, f)}${m[5] ? `, redondeado ${esModes[m[5]] ?? m[5]} a ${amountIn(m[6]!, f)}` : ""}), redondeado ${esModes[m[7]!] ?? m[7]} a ${amountIn(m[8]!, f)}` +
  (m[9] ? `, tras repartir de nuevo el crédito entre las demás solicitudes (sin las partes inferiores al importe mínimo de ${amountIn(m[9], f)})` : "") +
  (m[10] ? `, sin superar ${cap}` : "") +
  (m[12] ? `, menos ${m[11] ? `el exceso sobre un múltiplo de ${amountIn(m[12], f)}` : amountIn(m[12], f)} para que las partes quepan en el crédito` : "") +
  (m[13] ? `, más ${amountIn(m[13], f)} de lo que quedó tras el redondeo, ${m[14] === "in ranking order" ? "por orden de prelación" : "a los mayores restos"}` : "") +
  (m[15] ? ", que es cero: una cuantía nula no constituye subvención" : "") +
  (m[16] ? `, cantidad inferior al importe mínimo de ${amountIn(m[16], f)}` : "");
/** a prorrateo's computation as a phrase; `cap`: the amount no share passes */
export const esProRata = (cap: string): Phrase => [PRO_RATA, (m, f) => esProRataWords(m, f, cap)];

const what = { eligible: "no cumple los requisitos", below: "no alcanza un umbral", ranked: "queda por debajo de un umbral en la prelación" } as const;
/** a + el, de + el contracted before a group's name ("al grupo «…»", "del grupo «…»") */
const esTo = (group: string): string => group.replace(/^el /, "al ");
const esOf = (group: string): string => group.replace(/^el /, "del ");
/** Spanish: "grupo" or the scheme's title of its groups, the key in «». Of a computed amount (`computed`): "importe concedido", not a "subvención" asked for. */
export function esGroupsOf(computed: boolean, places = false): GroupWords {
  const grants = places ? "plazas" : computed ? "concesiones" : "subvenciones";
  const grant = places ? "plaza" : computed ? "concesión" : "subvención";
  const per = (title: string | undefined): string => (title ? eq(title) : "grupo");
  return {
    // a group named with its article, the title inside the quotation (review33 FR1): "al grupo «Región: N»", never "a Región «N»"
    name: (w, key) => (w ? `el grupo ${eq(`${w}: ${key}`)}` : `el grupo ${eq(key)}`),
    more: (n) => ` y ${n} más`,
    withIts: (inner, group, members, sum) => `${inner}, junto con todo ${group} (${members}; en total ${sum})`,
    memberOf: (inner, group) => `${inner}, como miembro ${esOf(group)}`,
    and: " y",
    holds: (cap, g, all, f) => ` (el grupo tiene ahora${all ? " en todas las fases" : ""} ${[cap ? `${cap.held} de su límite de ${cap.limit}` : "", g ? `${g.n} de ${f.count(g.max, { one: `{n} ${grant} permitida`, other: `{n} ${grants} permitidas` })}` : ""].filter(Boolean).join(" y ")})`,
    capLeft: (group, left, cap, asked, together) => `${esTo(group)} le quedan ${left} de su límite de ${cap}, menos que ${computed ? "el importe calculado" : "lo solicitado"}${together ? " en conjunto" : ""}, ${asked}`,
    grantsUsed: (group, n, max, title) => `${group} ya tiene ${n} ${n === "1" ? grant : grants}, el máximo por ${per(title)} (${max})`,
    inStage: (w, stage) => (stage === undefined ? `${w} en esta fase` : `${w} en la fase ${eq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) => `${esTo(group)} se le han concedido ya ${held} (${items}) y le quedan ${left} de su límite de ${cap} en todas las fases, menos que ${computed ? "el importe calculado" : "lo solicitado"}, ${asked}`,
    grantsUsedStages: (group, n, items, max, title) => `${group} ya tiene ${n} ${n === "1" ? grant : grants} (${items}), el máximo por ${per(title)} en todas las fases (${max})`,
    members: { one: "{n} miembro", other: "{n} miembros" },
    // the article by the count (plaza, concesión, subvención are feminine): "la 1 subvención", "las 2 plazas"
    tooMany: (group, members, max, title, f) => `${group} tiene ${members}, más que ${f.count(max, { one: `la {n} ${grant}`, other: `las {n} ${grants}` })} por ${per(title)}`,
    refusedTogether: (group, members) => `denegada junto con ${group}, que recibe ${computed ? "su importe" : "la subvención"} en conjunto o no la recibe: ${members}`,
    member: (id, w, detail) => `su miembro ${id} ${what[w]}${detail ? ` (${detail.replace(/^not met: /, "no se cumple: ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `${group} cruza el límite del crédito y recibe lo que queda, ${left}, repartido entre sus miembros (${members}; en total ${sum}): ${share}`,
    usedUpShared: (group) => `el crédito se agotó con ${computed ? "el importe repartido" : "la subvención repartida"} entre los miembros ${esOf(group)}`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `el importe ${eq(figure)} de los miembros de su grupo incluidos en el cupo, en conjunto ${value}, supera los ${left} que le quedan al cupo ${eq(quota)}; denegada junto con todo ${group} (${members}; en total ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) => `al cupo ${eq(quota)} le quedan ${left}, menos que los ${charge} que ${computed ? "se calcularon en conjunto para" : "solicitan en conjunto"} los miembros de su grupo incluidos en ella; denegada junto con todo ${group} (${members}; en total ${sum})`,
  };
}
export const esGroups: GroupWords = esGroupsOf(false);

/**
 * An allocation of an amount the scheme computes (an entitlement: a beca) in these words: the
 * amount is "concedido", not a "subvención", and nobody asked for it; then the catalogue's phrases.
 */
export function esComputedPhrases(phrases: readonly Phrase[], keyLabel: (name: string) => string): readonly Phrase[] {
  return [
    ...groupPhrases(esGroupsOf(true)),
    ...tiePhrases(tieNoteWords.es, keyLabel),
    [STAGE_TIE_SHARES, (m, f, t) => `las solicitudes empatadas ${m[1]} superan el crédito de la fase (quedaban ${amountIn(m[2]!, f)}, sus importes calculados suman ${amountIn(m[3]!, f)}), por lo que se reparten lo que queda: ${t(m[4]!)}`],
    [STAGE_POOL_SHARES, (m, f, t) => `las solicitudes de la fase se reparten lo que queda (quedaban ${amountIn(m[1]!, f)}, sus importes calculados suman ${amountIn(m[2]!, f)}): ${t(m[3]!)}`],
    [STAGE_ONE_SHARES, (m, f, t) => `la solicitud supera el crédito de la fase (quedaban ${amountIn(m[1]!, f)}, importe calculado ${amountIn(m[2]!, f)}), por lo que recibe lo que queda: ${t(m[3]!)}`],
    [STOPS_HERE_WITH, (m, f) => `el importe calculado de ${amountIn(m[1]!, f)} no cabe en el crédito restante de ${amountIn(m[2]!, f)}; el reparto termina en esta solicitud`],
    [STOPS_HERE_AT_MOST, (m, f) => `el importe calculado de ${amountIn(m[1]!, f)} no cabe en el crédito restante, de ${amountIn(m[2]!, f)} como máximo, cualquiera que sea el orden del empate; el reparto termina en esta solicitud`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => "alcanza el límite del crédito: se concede el importe íntegro por encima de él y el reparto termina en esta solicitud"],
    [/^the requests do not exceed the budget: funded in full$/, () => "los importes calculados no superan el crédito: se conceden íntegros"],
    [FULL_AGAIN, (m, f) => `sin las partes inferiores al importe mínimo de ${amountIn(m[1]!, f)}, los importes calculados no superan el crédito: se conceden íntegros`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `el crédito se alcanzó con la solicitud ${m[1]}; a las siguientes no se les concede nada`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `el crédito se alcanzó antes de la solicitud ${m[1]}; desde ahí no se concede nada`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `el crédito se agotó con la concesión parcial a la solicitud ${m[1]}`],
    [BELOW_MINIMUM, (m, f) => `lo que queda, ${amountIn(m[1]!, f)}, es inferior al importe mínimo de una concesión parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (el ${amountIn(m[3], f)}% del importe calculado)` : ""}; ${esBelowTail(m[4]!)}`],
    [AT_MINIMUM, (m, f) => `se le concede parcialmente el crédito restante: lo que queda, ${amountIn(m[1]!, f)}, alcanza el importe mínimo de una concesión parcial, ${amountIn(m[2]!, f)}${m[3] ? ` (el ${amountIn(m[3], f)}% del importe calculado)` : ""}`],
    [STOPPED_AT_MINIMUM, (m) => `el reparto terminó en la solicitud ${m[1]}, para la que lo que quedaba era inferior al importe mínimo de una concesión parcial`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminó en la solicitud ${m[1]}, para la que lo que quedaba era inferior al importe mínimo de una concesión parcial; ${later(laterStages.es, m[2])}`],
    [STAY_OUT, (m, _f, t) => `${t(m[1]!)} (no se considera de nuevo: las solicitudes a las que esta fase no concede nada quedan fuera)`],
    [STAGE_SHARED_AT, (m) => `el crédito de la fase se repartió por prorrateo entre las solicitudes ${m[1]}; a las siguientes no se les concede nada`],
    [STAGE_USED_BEFORE, (m) => `el crédito de la fase se agotó antes de la solicitud ${m[1]}; desde ahí no se concede nada`],
    ...phrases,
  ];
}

const ES_PLACES: Plural = placeCount({ one: "{n} plaza", other: "{n} plazas" });
const ES_QUOTA: Plural = { one: "queda {n} plaza", other: "quedan {n} plazas" };
const esLeft = (f: Formats): string => ofPlaces(f, "en las plazas restantes", "en lo que queda");
/** a count of places written by the engine as a number, in these words */
const counted = (text: string, f: Formats): string => (/^\d+$/.test(text) ? f.count(text, ES_PLACES) : text);
/** what was asked, of a quota: "la 1 plaza solicitada", "las 10 plazas solicitadas"; a unit of the scheme's own, of unknown gender: "lo solicitado (10 hectáreas)" */
const lessAsked = (n: string, f: Formats): string => (f.placeUnit === undefined && /^\d+$/.test(n) ? f.count(n, { one: "la {n} plaza solicitada", other: "las {n} plazas solicitadas" }) : `lo solicitado (${counted(n, f)})`);
const inUnit = (u: string): Plural => ({ one: `queda {n} ${u}`, other: `quedan {n} ${u}` });

/** The Spanish words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`. */
export function esPlaces(rest: readonly Phrase[], groups: GroupWords): PlaceWords {
  return {
    places: ES_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `cabe ${esLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `cabe ${ofPlaces(f, "en las plazas restantes y ocupa la última", "en lo que queda y lo agota")}: el reparto termina en esta solicitud`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `no cabe ${esLeft(f)}; el reparto termina en esta solicitud`],
      [STOPS_HERE_WITH, (m, f) => `${f.placeUnit === undefined ? `las plazas solicitadas (${m[1]}) no caben en las plazas restantes (${m[2]})` : `lo solicitado (${m[1]} ${f.placeUnit}) no cabe en lo que queda (${m[2]} ${f.placeUnit})`}; el reparto termina en esta solicitud`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.placeUnit === undefined ? `las plazas solicitadas (${m[1]}) no caben en las plazas restantes (como máximo ${m[2]}, cualquiera que sea el orden del empate)` : `lo solicitado (${m[1]} ${f.placeUnit}) no cabe en lo que queda (como máximo ${m[2]} ${f.placeUnit}, cualquiera que sea el orden del empate)`}; el reparto termina en esta solicitud`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `no cabe ${esLeft(f)}; se omite`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "no queda ninguna plaza", "no queda nada")],
      // the last places given in part (review33 W2): places, not a budget used up
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `se han adjudicado todas las plazas, las últimas en parte a la solicitud ${m[1]}`, `se ha adjudicado todo, el resto en parte a la solicitud ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "las plazas solicitadas no superan las plazas", "lo solicitado no supera el total")}: cada solicitud recibe lo que pide`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `el reparto terminó en la solicitud ${m[1]}, que no cabía ${esLeft(f)}`],
      [STAGE_STOPS_HERE, (m, f) => `no cabe ${esLeft(f)}; esta fase termina aquí y ${later(laterStages.es, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `esta fase terminó en la solicitud ${m[1]}, que no cabía ${esLeft(f)}; ${later(laterStages.es, m[2])}`],
      [QUOTA, (m, f) => `del cupo ${eq(m[1]!)} ${f.count(m[2]!, countOfPlaces(f, ES_QUOTA, inUnit))}, menos que ${lessAsked(m[3]!, f)}`],
      [QUOTA_AT_MOST, (m, f) => `del cupo ${eq(m[1]!)} ${f.count(m[2]!, atMostForms(countOfPlaces(f, ES_QUOTA, inUnit), "como máximo"))}, cualquiera que sea el orden del empate, menos que ${lessAsked(m[3]!, f)}`],
      [NOR_BUDGET, (_m, f) => `la solicitud tampoco cabe ${esLeft(f)}`],
      [BELOW_MINIMUM, (m, f) => `${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, ES_QUOTA) : `quedan ${m[1]}`}, menos que el mínimo de una adjudicación parcial (${counted(m[2]!, f)}` : `lo que queda (${m[1]} ${f.placeUnit}) es menos que el mínimo de una adjudicación parcial (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, el ${amountIn(m[3], f)}% de lo solicitado` : ""}); ${esBelowTail(m[4]!)}`],
      [/^granted the remaining budget in part$/, (_m, f) => `${ofPlaces(f, "se le adjudican las plazas restantes", "se le adjudica lo que queda")}`],
      [AT_MINIMUM, (m, f) => `${ofPlaces(f, "se le adjudican las plazas restantes", "se le adjudica lo que queda")}: ${f.placeUnit === undefined ? `${/^\d+$/.test(m[1]!) ? f.count(m[1]!, ES_QUOTA) : `quedan ${m[1]}`}, no menos que el mínimo de una adjudicación parcial (${counted(m[2]!, f)}` : `lo que queda (${m[1]} ${f.placeUnit}) no es menos que el mínimo de una adjudicación parcial (${amountIn(m[2]!, f)} ${f.placeUnit}`}${m[3] ? `, el ${amountIn(m[3], f)}% de lo solicitado` : ""})`],
      [STOPPED_AT_MINIMUM, (m) => `el reparto terminó en la solicitud ${m[1]}, para la que quedaba menos que el mínimo de una adjudicación parcial`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `esta fase terminó en la solicitud ${m[1]}, para la que quedaba menos que el mínimo de una adjudicación parcial; ${later(laterStages.es, m[2])}`],
      ...groupPhrases(groups, ES_PLACES),
      ...rest,
    ],
  };
}

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
// a date or a moment as the result writes it: "2027-03-01", "2027-03-01 07:59:59.999", "2026-10-25 02:40:00+02:00"
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([+-]\d{2}:\d{2}|Z)?)?$/;

/** A date or a moment as the BOE writes it: "1 de marzo de 2027", "1 de marzo de 2027, a las 07:59:59,999 (UTC+02:00)"; any other text as it is. */
export function esMoment(text: string): string {
  const m = MOMENT.exec(text);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || month === undefined) return text;
  const date = `${Number(m[3])} de ${month} de ${m[1]}`;
  if (m[4] === undefined) return date;
  const seconds = m[6] === undefined ? "" : `:${m[6]}${m[7] === undefined ? "" : `,${m[7]}`}`;
  const offset = m[8] === undefined ? "" : m[8] === "Z" ? " (UTC)" : ` (UTC${m[8]})`;
  return `${date}, a las ${m[4]}:${m[5]}${seconds}${offset}`;
}
