// The German words the other catalogues keep in shared files (places.ts, groups.ts, tieNotes.ts,
// amounts.ts), kept here so that German adds a file rather than lines to each: an allocation of
// places, the walk by groups, a reported tie's note, and an amount the scheme computes.
import type { Formats, Plural } from "./catalogue.js";
import { placeCount } from "./placeCount.js";
import type { AmountWords } from "./amounts.js";
import { groupPhrases, type GroupWords } from "./groups.js";
import { atMostForms, countOfPlaces, ofPlaces, type PlaceWords } from "./places.js";
import type { TieNoteWords } from "./tieNotes.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, NOR_BUDGET, QUOTA, QUOTA_AT_MOST, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STOPS_HERE_WITH, later, laterStages, type Phrase, STOPS_HERE_AT_MOST } from "./whys.js";
import { roundedWords } from "./roundWords.js";

const dq = (s: string): string => `„${s}“`;

const DE_PLACES: Plural = placeCount({ one: "{n} Platz", other: "{n} Plätze" });
/** "von 2 Plätzen": the dative after "von" */
const DE_PLACES_DATIVE: Plural = placeCount({ one: "{n} Platz", other: "{n} Plätzen" });
const deCounted = (text: string, f: Formats, forms = DE_PLACES): string => (/^\d+$/.test(text) ? f.count(text, forms) : text);
const deLeft = (f: Formats): string => ofPlaces(f, "die verbleibenden Plätze", "das Verbleibende");
/** a German count of places in a unit: "der beantragte 1 kW", "die verbleibenden 500 kW" */
const inUnit = (one: string, other: string) => (u: string): Plural => ({ one: `${one} {n} ${u}`, other: `${other} {n} ${u}` });

/** The German words of places, before the catalogue's phrases (`rest`); its groups' phrases `groups`, what members ask together counted as places. */
export function dePlaces(rest: readonly Phrase[], groups: GroupWords): PlaceWords {
  return {
    places: DE_PLACES,
    phrases: [
      [/^fits in the remaining budget$/, (_m, f) => `passt in ${deLeft(f)}`],
      [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, (_m, f) => `passt in ${ofPlaces(f, "die verbleibenden Plätze und belegt den letzten davon", "das Verbleibende und schöpft es aus")}: die Verteilung endet nach diesem Antrag`],
      [/^does not fit in the remaining budget; allocation stops here$/, (_m, f) => `passt nicht in ${deLeft(f)}; die Verteilung endet hier`],
      // the reason of the place the allocation stops at, with its counts (words24)
      [STOPS_HERE_WITH, (m, f) => `${f.count(m[1]!, countOfPlaces(f, { one: "der beantragte {n} Platz passt", other: "die beantragten {n} Plätze passen" }, (u) => ({ one: `der beantragte {n} ${u} passt`, other: `die beantragten {n} ${u} passen` })))} nicht in ${f.count(m[2]!, countOfPlaces(f, { one: "den verbleibenden {n} Platz", other: "die verbleibenden {n} Plätze" }, inUnit("den verbleibenden", "die verbleibenden")))}; die Verteilung endet hier`],
      [STOPS_HERE_AT_MOST, (m, f) => `${f.count(m[1]!, countOfPlaces(f, { one: "der beantragte {n} Platz passt", other: "die beantragten {n} Plätze passen" }, (u) => ({ one: `der beantragte {n} ${u} passt`, other: `die beantragten {n} ${u} passen` })))} nicht in ${f.count(m[2]!, countOfPlaces(f, { one: "den verbleibenden {n} Platz", other: "die verbleibenden {n} Plätze" }, inUnit("den verbleibenden", "die verbleibenden")))} (höchstens so viele, gleich in welcher Reihenfolge der Gleichstand fällt); die Verteilung endet hier`],
      [/^does not fit in the remaining budget; passed over$/, (_m, f) => `passt nicht in ${deLeft(f)}; übersprungen`],
      [/^the budget is exhausted$/, (_m, f) => ofPlaces(f, "es ist kein Platz mehr frei", "es ist nichts mehr übrig")],
      // the last places given in part (review33 W2): places, not a budget used up
      [/^the budget was used up by the partial grant to (.+)$/, (m, f) => ofPlaces(f, `alle Plätze sind vergeben, die letzten teilweise an ${m[1]}`, `alles ist vergeben, der Rest teilweise an ${m[1]}`)],
      [/^the requests do not exceed the budget: funded in full$/, (_m, f) => `${ofPlaces(f, "die beantragten Plätze übersteigen die Zahl der Plätze nicht", "das Beantragte übersteigt das Budget nicht")}: jeder Antrag erhält, was er beantragt`],
      [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m, f) => `die Verteilung endete bei ${m[1]}, der nicht in ${deLeft(f)} passte`],
      [STAGE_STOPS_HERE, (m, f) => `passt nicht in ${deLeft(f)}; diese Stufe endet hier, und ${later(laterStages.de, m[1])}`],
      [STAGE_STOPPED_AT, (m, f) => `diese Stufe endete bei ${m[1]}, der nicht in ${deLeft(f)} passte; ${later(laterStages.de, m[2])}`],
      // "weniger als der beantragte 1 Platz", "… als die beantragten 2 Plätze"
      [QUOTA, (m, f) => `im Kontingent ${dq(m[1]!)} ${f.count(m[2]!, countOfPlaces(f, { one: "verbleibt {n} Platz", other: "verbleiben {n} Plätze" }, inUnit("verbleibt", "verbleiben")))}, weniger als ${/^\d+$/.test(m[3]!) ? f.count(m[3]!, countOfPlaces(f, { one: "der beantragte {n} Platz", other: "die beantragten {n} Plätze" }, inUnit("der beantragte", "die beantragten"))) : `die beantragten ${m[3]}`}`],
      [QUOTA_AT_MOST, (m, f) => `im Kontingent ${dq(m[1]!)} ${f.count(m[2]!, atMostForms(countOfPlaces(f, { one: "verbleibt {n} Platz", other: "verbleiben {n} Plätze" }, inUnit("verbleibt", "verbleiben")), "höchstens"))}, gleich in welcher Reihenfolge der Gleichstand fällt, weniger als ${/^\d+$/.test(m[3]!) ? f.count(m[3]!, countOfPlaces(f, { one: "der beantragte {n} Platz", other: "die beantragten {n} Plätze" }, inUnit("der beantragte", "die beantragten"))) : `die beantragten ${m[3]}`}`],
      [NOR_BUDGET, (_m, f) => `der Antrag passt auch nicht in ${deLeft(f)}`],
      // `at boundary partial at least …` (step.ts belowMinimum), counted
      [BELOW_MINIMUM, (m, f) => `nur noch ${deCounted(m[1]!, f)} übrig, weniger als das Minimum von ${deCounted(m[2]!, f, DE_PLACES_DATIVE)}${m[3] ? ` (${amountIn(m[3], f)} % ${ofPlaces(f, "der beantragten Plätze", "des Beantragten")})` : ""} für eine teilweise Zuteilung; ${belowTail(m[4]!, "übersprungen", "die Verteilung endet hier", "diese Stufe endet hier, und", laterStages.de)}`],
      [/^granted the remaining budget in part$/, (_m, f) => `in Höhe ${ofPlaces(f, "der verbleibenden Plätze", "des Verbleibenden")} teilweise zugeteilt`],
      [AT_MINIMUM, (m, f) => `in Höhe ${ofPlaces(f, "der verbleibenden Plätze", "des Verbleibenden")} teilweise zugeteilt: noch ${deCounted(m[1]!, f)} übrig, nicht weniger als das Minimum von ${deCounted(m[2]!, f, DE_PLACES_DATIVE)}${m[3] ? ` (${amountIn(m[3], f)} % ${ofPlaces(f, "der beantragten Plätze", "des Beantragten")})` : ""} für eine teilweise Zuteilung`],
      [STOPPED_AT_MINIMUM, (m) => `die Verteilung endete bei ${m[1]}, für den weniger als das Minimum für eine teilweise Zuteilung übrig war`],
      [STAGE_STOPPED_AT_MINIMUM, (m) => `diese Stufe endete bei ${m[1]}, für den weniger als das Minimum für eine teilweise Zuteilung übrig war; ${later(laterStages.de, m[2])}`],
      ...groupPhrases(groups, DE_PLACES),
      ...rest,
    ],
  };
}

const was = { eligible: "ist nicht förderfähig", below: "erreicht einen Schwellenwert nicht", ranked: "liegt in der Rangfolge unter einem Schwellenwert" } as const;

/**
 * German: "Gruppe" and the scheme's title of its groups, the key in German quotation marks. Of an
 * amount the scheme computes (`computed`), the "Mittel" from which it is "zuerkannt", not the
 * "Fördermittel" of a subsidy (deBudget.ts).
 */
export function deGroupsOf(computed: boolean, places = false): GroupWords {
  const funds = computed ? "Mittel" : "Fördermittel";
  const grants = places ? "Plätze" : computed ? "Zuerkennungen" : "Förderungen";
  const grant = places ? "Platz" : computed ? "Zuerkennung" : "Förderung";
  const grantsDative = places ? "Plätzen" : grants;
  const counted = places ? "zugeteilten Plätze" : grants;
  return {
    // the title inside the quotation (review33 FR1): "der Gruppe „Träger: x“", as a title (a noun of any gender) cannot take the case it needs ("als Mitglied von Träger „x“")
    name: (w, key) => (w ? `Gruppe ${dq(`${w}: ${key}`)}` : `Gruppe ${dq(key)}`),
    more: (n) => ` und ${n} weitere`,
    withIts: (inner, group, members, sum) => `${inner}, zusammen mit der ganzen ${group} (${members}; zusammen ${sum})`,
    // the group with its title ("der Gruppe „Haushalt: H01“"), not called "die Gruppe" after (words23)
    memberOf: (inner, group) => `${inner}, als Mitglied der ${group}`,
    and: " und",
    // the verb in the number of what is held, the most grants "von" and the dative in its number: "damit ist nun 1 von 1 zulässigen Zuerkennung …", "damit sind nun 2 von 2 zulässigen Zuerkennungen …" (words29)
    holds: (cap, grants_, all, f) => ` (damit ${!cap && grants_?.n === "1" ? "ist" : "sind"} nun${all ? " über alle Stufen" : ""} ${[cap ? `${cap.held} der Obergrenze von ${cap.limit}` : "", grants_ ? `${grants_.n} von ${f.count(grants_.max, { one: `{n} zulässigen ${grant}`, other: `{n} zulässigen ${grantsDative}` })}` : ""].filter(Boolean).join(" und ")} in Anspruch genommen)`,
    capLeft: (group, left, cap, asked, together) => `${group}: von der Obergrenze von ${cap} verbleiben ${left}, weniger als ${computed ? `der${together ? " zusammen" : ""} berechnete Betrag von` : `die${together ? " zusammen" : ""} beantragten`} ${asked}`,
    inStage: (what, stage) => (stage === undefined ? `${what} in dieser Stufe` : `${what} in der Stufe ${dq(stage)}`),
    capLeftStages: (group, held, items, left, cap, asked) =>
      `${group}: der Gruppe wurden bereits ${held} ${computed ? "zuerkannt" : "bewilligt"} (${items}), und von ihrer Obergrenze von ${cap} über alle Stufen verbleiben ${left}, weniger als ${computed ? "der berechnete Betrag von" : "die beantragten"} ${asked}`,
    // the cap "je" the scheme's title of its groups ("je Haushalt"), else "je Gruppe" (words25)
    grantsUsedStages: (group, n, items, max, title) => `${group}: die Zahl der ${counted} (${n}: ${items}) hat die Höchstzahl je ${title ?? "Gruppe"} über alle Stufen (${max}) erreicht`,
    grantsUsed: (group, n, max, title) => `${group}: die Zahl der ${counted} (${n}) hat die Höchstzahl je ${title ?? "Gruppe"} (${max}) erreicht`,
    members: { one: "{n} Mitglied", other: "{n} Mitglieder" },
    tooMany: (group, members, max, title) => `die ${group} hat ${members}, mehr als die Höchstzahl der ${grants} je ${title ?? "Gruppe"} (${max})`,
    refusedTogether: (group, members) => `abgelehnt zusammen mit der ${group}, die nur als Ganzes ${computed ? "einen Betrag zuerkannt" : "eine Förderung"} erhält: ${members}`,
    member: (id, w, detail) => `ihr Mitglied ${id} ${was[w]}${detail ? ` (${detail.replace(/^not met: /, "nicht erfüllt: ")})` : ""}`,
    straddles: (group, left, members, sum, share) => `die ${group} überschreitet die Grenze der ${funds} und erhält den Rest, ${left}, verteilt auf die Mitglieder der Gruppe (${members}; zusammen ${sum}): ${share}`,
    usedUpShared: (group) => `die ${funds} wurden durch die auf die Mitglieder der ${group} verteilte ${computed ? "Zuerkennung" : "Bewilligung"} aufgebraucht`,
    figureTogether: (figure, value, left, quota, group, members, sum) => `der Betrag ${dq(figure)} der darin erfassten Mitglieder der Gruppe zusammen, ${value}, übersteigt die ${left}, die im Kontingent ${dq(quota)} verbleiben; abgelehnt zusammen mit der ganzen ${group} (${members}; zusammen ${sum})`,
    quotaTogether: (quota, left, charge, group, members, sum) =>
      `im Kontingent ${dq(quota)} verbleiben ${left}, weniger als die ${charge}, die ${computed ? "für die darin erfassten Mitglieder der Gruppe zusammen berechnet wurden" : "die darin erfassten Mitglieder der Gruppe zusammen beantragen"}; abgelehnt zusammen mit der ganzen ${group} (${members}; zusammen ${sum})`,
  };
}
export const deGroups: GroupWords = deGroupsOf(false);

/** A reported tie's note in German (tieNotes.ts). */
export const deTieNotes: TieNoteWords = {
  chainRunsOut: (c) => `die nachrangigen Kriterien (${c}) lösen diesen Gleichstand nicht auf`,
  notBroken: "die Richtlinie löst diesen Gleichstand nicht auf",
  decidesFunded: "die Reihenfolge entscheidet, wer gefördert wird",
  decidesReserve: "die Reihenfolge entscheidet, wer auf die Nachrückerliste kommt",
  sameOutcome: "das Ergebnis ist in jeder Reihenfolge dasselbe",
  and: (open, what) => `${open}, und ${what}`,
  then: ", danach ",
  lottery: "Losentscheid",
  weighted: "gewichteter Losentscheid",
  proRataStep:
    "ein Rundungsschritt der anteiligen Verteilung (ein verbleibender Cent oder einer, der zurückgegeben wurde, um innerhalb der Mittel zu bleiben) fiel auf einen dieser gleichrangigen Anträge; auf welchen, ergab sich aus der Reihenfolge ihrer Kennungen, die die Richtlinie nicht festlegt",
};

/** How an amount was computed, in German (amounts.ts). */
export const deAmountWords: AmountWords = {
  amount: "Der Betrag",
  computed: "Berechnet",
  because: (c) => `, da ${c}`,
  otherwise: ", da keine der Bedingungen zutrifft",
  otherwiseOne: (c) => `, da die Bedingung ${c} nicht zutrifft`,
  neither: (cs) => (cs.length === 2 ? `, da weder ${cs[0]} noch ${cs[1]} zutrifft` : `, da keine der Bedingungen ${cs.slice(0, -1).join(", ")} und ${cs.at(-1)} zutrifft`),
  unrounded: (v) => `, vor der Rundung ${v}`,
  also: (cs) => `; auch ${cs.join(" und ")} ${cs.length > 1 ? "treffen" : "trifft"} zu, maßgeblich ist aber die erste zutreffende Bedingung`,
  rounded: roundedWords.de,
  label: "Berechneter Betrag",
  statuses: { funded: "Zuerkannt", partially_funded: "Teilweise zuerkannt", pro_rata: "Anteilig gekürzt zuerkannt", not_funded: "Nicht zuerkannt" },
  asked: (a) => `berechneter Betrag: ${a}`,
  of: (g, a) => `${g} des berechneten Betrags von ${a}`,
};

// a date or a moment as the result and the explanations write it: "2027-03-01", "2027-03-01
// 07:59:59.999", "2026-10-25 02:40:00+02:00" (an hour the clocks repeat), "2009-06-10 10:05"
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([+-]\d{2}:\d{2}|Z)?)?$/;

/** A date or a moment in German form: "01.03.2027", "01.03.2027, 07:59:59,999 Uhr", "…, 02:40:00 Uhr (UTC+02:00)"; any other text as it is. */
export function deMoment(text: string): string {
  const m = MOMENT.exec(text);
  if (!m) return text;
  const date = `${m[3]}.${m[2]}.${m[1]}`;
  if (m[4] === undefined) return date;
  const seconds = m[6] === undefined ? "" : `:${m[6]}${m[7] === undefined ? "" : `,${m[7]}`}`;
  const offset = m[8] === undefined ? "" : m[8] === "Z" ? " (UTC)" : ` (UTC${m[8]})`;
  return `${date}, ${m[4]}:${m[5]}${seconds} Uhr${offset}`;
}
