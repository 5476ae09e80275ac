// The German words of an allocation's budget, as a Förderrichtlinie words it. Of a subsidy, the
// "Fördermittel" (plural, as the guidelines say "im Rahmen der verfügbaren Fördermittel"), from
// which a grant is "bewilligt". Of an amount the scheme computes — an entitlement paid to everyone
// who qualifies while the money lasts, where no subsidy is spoken of — plainly the "Mittel", from
// which the amount is "zuerkannt", as its statuses say ("Zuerkannt", deWords.ts) and as nlBudget.ts
// does for Dutch.
import { deMoment } from "./deWords.js";
import { amountIn, AT_MINIMUM, BELOW_MINIMUM, STOPPED_AT_MINIMUM, STAGE_STOPPED_AT_MINIMUM, belowTail, FULL_AGAIN, PRO_RATA, NOR_BUDGET, NOT_ASSESSED, NOT_ASSESSED_BELOW_MINIMUM, NOT_ASSESSED_BELOW_MINIMUM_BY, NOT_ASSESSED_BY, NOT_ASSESSED_BY_LOT, NOT_ASSESSED_STOPPED, NOT_ASSESSED_STOPPED_BY, REGIME_LEFT_OPEN, STAGE_SHARED_AT, STAGE_STOPPED_AT, STAGE_STOPS_HERE, STAGE_USED_BEFORE, STOPS_HERE_WITH, later, laterStages, type Phrase, STOPS_HERE_AT_MOST, STAGE_PASSED_EARLIER, STAGE_REACHED_EARLIER , DECLINED, OFFERED, STOPPED_DECLINED, STAGE_STOPPED_DECLINED, HELD, OPEN_ON_OFFER } from "./whys.js";
import type { Formats } from "./catalogue.js";

/** The budget's noun (plural: "die verbleibenden Fördermittel"), the participle of granting and its noun. */
export interface DeBudgetWords {
  readonly funds: string;
  readonly given: string;
  readonly giving: string;
  /** the amount of the application the allocation stops at, as the sentence's subject with its verb ("der berechnete Betrag von … passt") */
  readonly amountFits: (amount: string) => string;
}

export const DE_SUBSIDY: DeBudgetWords = { funds: "Fördermittel", given: "bewilligt", giving: "Bewilligung", amountFits: (a) => `die beantragten ${a} passen` };
export const DE_ENTITLEMENT: DeBudgetWords = { funds: "Mittel", given: "zuerkannt", giving: "Zuerkennung", amountFits: (a) => `der berechnete Betrag von ${a} passt` };

/** The allocation's reasons that speak of the budget, in words `w` (`q`: quotes a title). */
/**
 * The order first come follows, after "nach" (dative): a key's title of an article and a noun
 * ("das Einlangen des Ansuchens") in the dative, unquoted — "nach dem Einlangen des Ansuchens"
 * (mend40; FINDINGS40 3); any other title in its quotation marks, as written.
 */
export function nachDem(t: string, q: (s: string) => string): string {
  const m = /^(der|das|die) (\p{Lu}\p{L}*)(.*)$/u.exec(t);
  if (!m || (m[1] === "die" && (/en$/.test(m[2]!) || /e$/.test(m[2]!)))) return q(t);
  return `${m[1] === "die" ? "der" : "dem"} ${m[2]}${m[3]}`;
}

export function deBudgetPhrases(w: DeBudgetWords, q: (s: string) => string): Phrase[] {
  const c = w.funds;
  return [
    [/^fits in the remaining budget$/, () => `passt in die verbleibenden ${c}`],
    [/^fits in the remaining budget and uses it up exactly: allocation stops after it$/, () => `passt in die verbleibenden ${c} und schöpft sie genau aus: die Verteilung endet nach diesem Antrag`],
    [/^reaches the budget: funded in full beyond it, and allocation stops after it$/, () => `erreicht die Grenze der ${c}: in voller Höhe ${w.given}, auch über die Grenze hinaus, und die Verteilung endet nach diesem Antrag`],
    [/^does not fit in the remaining budget; allocation stops here$/, () => `passt nicht in die verbleibenden ${c}; die Verteilung endet hier`],
    [STOPS_HERE_WITH, (m, f) => `${w.amountFits(amountIn(m[1]!, f))} nicht in die verbleibenden ${c} von ${amountIn(m[2]!, f)}; die Verteilung endet hier`],
    [STOPS_HERE_AT_MOST, (m, f) => `${w.amountFits(amountIn(m[1]!, f))} nicht in die verbleibenden ${c} von höchstens ${amountIn(m[2]!, f)}, gleich in welcher Reihenfolge der Gleichstand fällt; die Verteilung endet hier`],
    [/^does not fit in the remaining budget; passed over$/, () => `passt nicht in die verbleibenden ${c}; übersprungen`],
    [STOPPED_DECLINED, (m) => `die Verteilung endete bei ${m[1]}, der die gekürzte ${w.giving} abgelehnt hat`],
    [STAGE_STOPPED_DECLINED, (m) => `diese Stufe endete bei ${m[1]}, der die gekürzte ${w.giving} abgelehnt hat; ${later(laterStages.de, m[2])}`],
    [HELD, (m) => `die verbleibenden ${c} werden für ${m[1]} zurückgehalten, dem sie teilweise angeboten wurden`],
    [OPEN_ON_OFFER, (m) => `das Ergebnis hängt von der nicht erfassten Antwort von ${m[1]} auf das Angebot einer Teilförderung ab`],
    [DECLINED, (m, f) => `das Angebot einer gekürzten ${w.giving} von ${amountIn(m[1]!, f)} wurde abgelehnt; ${belowTail(m[2]!, "übersprungen", "die Verteilung endet hier", "diese Stufe endet hier, und", laterStages.de)}`],
    [OFFERED, (m, f) => `die verbleibenden ${amountIn(m[1]!, f)} wurden teilweise angeboten; die Antwort (${m[2]}) liegt nicht vor, daher steht das Ergebnis noch aus`],
    [/^granted the remaining budget in part$/, () => `in Höhe der verbleibenden ${c} teilweise ${w.given}`],
    [AT_MINIMUM, (m, f) => `in Höhe der verbleibenden ${c} teilweise ${w.given}: die verbleibenden ${amountIn(m[1]!, f)} erreichen den Mindestbetrag von ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % des ${w.given === "zuerkannt" ? "berechneten" : "beantragten"} Betrags)` : ""} für eine teilweise ${w.giving}`],
    [/^the budget is exhausted$/, () => `die ${c} sind erschöpft`],
    [/^awarded in full at the boundary, beyond the budget$/, () => `an der Grenze in voller Höhe ${w.given}, über die ${c} hinaus`],
    [/^the budget was reached by the applications before it: allocation stops$/, () => `die ${c} wurden durch die vorangehenden Anträge ausgeschöpft: die Verteilung endet`],
    [/^the requests do not exceed the budget: funded in full$/, () => `die Anträge übersteigen die ${c} nicht: in voller Höhe ${w.given}`],
    [FULL_AGAIN, (m, f) => `ohne die Anteile unter dem Mindestbetrag von ${amountIn(m[1]!, f)} übersteigen die Anträge die ${c} nicht: in voller Höhe ${w.given}`],
    [/^the budget was reached by (.+); nothing is funded after it$/, (m) => `die ${c} wurden durch ${m[1]} ausgeschöpft; danach wird nichts mehr ${w.given}`],
    [/^the budget was reached before (.+); nothing is funded from there on$/, (m) => `die ${c} waren vor ${m[1]} ausgeschöpft; ab dort wird nichts mehr ${w.given}`],
    [/^the budget was used up by the partial grant to (.+)$/, (m) => `die ${c} wurden durch die teilweise ${w.giving} an ${m[1]} aufgebraucht`],
    [/^the budget was used up before (.+)$/, (m) => `die ${c} waren vor ${m[1]} aufgebraucht`],
    // `at boundary partial at least …` (step.ts belowMinimum): the remainder below the minimum for a partial grant
    [BELOW_MINIMUM, (m, f) => `die verbleibenden ${amountIn(m[1]!, f)} liegen unter dem Mindestbetrag von ${amountIn(m[2]!, f)}${m[3] ? ` (${amountIn(m[3], f)} % des ${w.given === "zuerkannt" ? "berechneten" : "beantragten"} Betrags)` : ""} für eine teilweise ${w.giving}; ${belowTail(m[4]!, "übersprungen", "die Verteilung endet hier", "diese Stufe endet hier, und", laterStages.de)}`],
    [STOPPED_AT_MINIMUM, (m) => `die Verteilung endete bei ${m[1]}, für den die verbleibenden ${c} unter dem Mindestbetrag für eine teilweise ${w.giving} lagen`],
    [STAGE_STOPPED_AT_MINIMUM, (m) => `diese Stufe endete bei ${m[1]}, für den die verbleibenden ${c} unter dem Mindestbetrag für eine teilweise ${w.giving} lagen; ${later(laterStages.de, m[2])}`],
    [STAGE_PASSED_EARLIER, (m) => `die ${c} wurden durch eine ${w.giving} in voller Höhe an einen früheren Antrag überschritten, und diese Stufe endet dort; ${later(laterStages.de, m[1])}`],
    [STAGE_REACHED_EARLIER, (m) => `ein früherer Antrag hat die ${c} ausgeschöpft und wurde in voller Höhe ${w.given}; in dieser Stufe wird danach nichts mehr ${w.given}; ${later(laterStages.de, m[1])}`],
    [/^the budget was passed by a grant in full to an earlier application, and the allocation stops there$/, () => `die ${c} wurden durch eine ${w.giving} in voller Höhe an einen früheren Antrag überschritten, und die Verteilung endet dort`],
    [/^an earlier application reached the budget and was funded in full; nothing is funded after it$/, () => `ein früherer Antrag hat die ${c} ausgeschöpft und wurde in voller Höhe ${w.given}; danach wird nichts mehr ${w.given}`],
    [/^the budget was passed by the grant in full to (.+), and the allocation stops there$/, (m) => `die ${c} wurden durch die ${w.giving} in voller Höhe an ${m[1]} überschritten, und die Verteilung endet dort`],
    [/^the allocation stopped at (.+), which did not fit in the remaining budget$/, (m) => `die Verteilung endete bei ${m[1]}, der nicht in die verbleibenden ${c} passte`],
    [STAGE_STOPS_HERE, (m) => `passt nicht in die verbleibenden ${c}; diese Stufe endet hier, und ${later(laterStages.de, m[1])}`],
    [STAGE_STOPPED_AT, (m) => `diese Stufe endete bei ${m[1]}, der nicht in die verbleibenden ${c} passte; ${later(laterStages.de, m[2])}`],
    [STAGE_SHARED_AT, (m) => `die Mittel der Stufe wurden bei ${m[1]} anteilig verteilt; danach wird nichts mehr ${w.given}`],
    [STAGE_USED_BEFORE, (m) => `die Mittel der Stufe waren vor ${m[1]} aufgebraucht; ab dort wird nichts mehr ${w.given}`],
    [REGIME_LEFT_OPEN, (m) => `was die Regelung ${q(m[1]!)} von den ${c} übrig ließ, hängt von einem Gleichstand ab, den die Richtlinie nicht auflöst`],
    // a key with a title (fcfs.ts): the order named by it, not by receipt (drafter28's finding 4)
    // of the ceiling's day, put after it by the lot (drafter36's finding 12)
    [NOT_ASSESSED_BY_LOT, (m) => `nicht geprüft: die ${c} waren vor diesem Antrag in der Reihenfolge ${m[1] !== undefined ? `nach ${nachDem(m[1], q)}` : "des Eingangs"} aufgebraucht: das Los unter den ${m[1] !== undefined ? `Anträgen ${m[2] === "day" ? "desselben Tages" : "desselben Zeitpunkts"}` : `${m[2] === "day" ? "am selben Tag" : "zum selben Zeitpunkt"} eingegangenen Anträgen`} (${deMoment(m[3]!)}) setzte ihn hinter ${m[4]}, durch den die Grenze erreicht wurde.`],
    [NOT_ASSESSED_BY, (m) => `nicht geprüft: die ${c} waren vor diesem Antrag in der Reihenfolge nach ${nachDem(m[1]!, q)} aufgebraucht (die Grenze wurde durch ${m[2]} erreicht, ${q(m[1]!)}: ${deMoment(m[3]!)})`],
    [NOT_ASSESSED_STOPPED_BY, (m) => `nicht geprüft: die Verteilung endete vor diesem Antrag in der Reihenfolge nach ${nachDem(m[1]!, q)} (bei ${m[2]}, der nicht in die verbleibenden ${c} passte; ${q(m[1]!)}: ${deMoment(m[3]!)})`],
    [NOT_ASSESSED, (m) => `nicht geprüft: die ${c} waren aufgebraucht, bevor der Antrag einging (die Grenze wurde durch ${m[1]} erreicht, eingegangen am ${deMoment(m[2]!)})`],
    [NOT_ASSESSED_BELOW_MINIMUM_BY, (m) => `nicht geprüft: die Verteilung endete vor diesem Antrag in der Reihenfolge nach ${nachDem(m[1]!, q)} (bei ${m[2]}, für den die verbleibenden ${c} unter dem Mindestbetrag für eine teilweise ${w.giving} lagen; ${q(m[1]!)}: ${deMoment(m[3]!)})`],
    [NOT_ASSESSED_BELOW_MINIMUM, (m) => `nicht geprüft: die Verteilung endete, bevor der Antrag einging (bei ${m[1]}, eingegangen am ${deMoment(m[2]!)}, für den die verbleibenden ${c} unter dem Mindestbetrag für eine teilweise ${w.giving} lagen)`],
    [NOT_ASSESSED_STOPPED, (m) => `nicht geprüft: die Verteilung endete, bevor der Antrag einging (bei ${m[1]}, eingegangen am ${deMoment(m[2]!)}, der nicht in die verbleibenden ${c} passte)`],
    [/^it does not straddle the budget$/, () => `die Grenze der ${c} liegt nicht innerhalb dieses Gleichstands`],
    [NOR_BUDGET, () => `der Antrag passt auch nicht in die verbleibenden ${c}`],
  ];
}

/** The boundary rule's readings (a call's `at boundary` parameter), in words `w`. */
export function deReadings(w: DeBudgetWords): Readonly<Record<string, string>> {
  const c = w.funds;
  return {
    stop: `die Verteilung endet beim ersten Antrag, der nicht in die ${c} passt`,
    skip: "ein Antrag, der nicht passt, wird übersprungen; spätere Anträge können noch passen",
    partial: `der Antrag an der Grenze erhält den Rest der ${c}`,
    full: `der Antrag an der Grenze wird in voller Höhe ${w.given}, über die ${c} hinaus`,
    reach: `Anträge werden ${w.given}, bis die ${c} ausgeschöpft sind, einschließlich des Antrags, der sie ausschöpft`,
  };
}

/** the rounding modes of pro rata (prorata.ts writes `mode.replace("_", " ")`) */
export const modes: Record<string, string> = {
  down: "nach unten",
  up: "nach oben",
  floor: "nach unten (in Richtung minus unendlich)",
  ceiling: "nach oben (in Richtung plus unendlich)",
  "half up": "kaufmännisch (die Hälfte nach oben)",
  "half down": "mathematisch (die Hälfte nach unten)",
  "half even": "mathematisch (die Hälfte zur geraden Zahl)",
};

/** a pro-rata share's computation (`PRO_RATA`'s groups `m`), in words `w`, the coefficient's budget called `budget` (a nominative) */
export const proRataWords = (m: RegExpExecArray, f: Formats, w: DeBudgetWords, budget: string): string =>
  `anteilige Berechnung: ${amountIn(m[1]!, f)} × Kürzungsquote ${m[2] ? `${amountIn(m[2], f)} ` : ""}(${budget} ${amountIn(m[3]!, f)} / Summe ${amountIn(m[4]!, f)}${m[5] ? `, ${modes[m[5]] ?? m[5]} gerundet auf ${amountIn(m[6]!, f)}` : ""}), ${modes[m[7]!] ?? m[7]} gerundet auf ${amountIn(m[8]!, f)}` +
  (m[9] ? `, erneut verteilt ohne die Anteile unter dem Mindestbetrag von ${amountIn(m[9], f)}` : "") +
  (m[10] ? ", jedoch nicht mehr als der beantragte Betrag" : "") +
  (m[12] ? `, vermindert um ${m[11] ? `den Teil, der ein Vielfaches von ${amountIn(m[12], f)} übersteigt` : amountIn(m[12], f)}, damit die Beträge innerhalb der ${w.funds} bleiben` : "") +
  (m[13] ? `, erhöht um ${amountIn(m[13], f)} aus dem Rest der Rundung, ${m[14] === "in ranking order" ? "in der Reihenfolge der Rangfolge" : "zugunsten der größten Reste"}` : "") +
  (m[15] ? `, also nichts: ein Anteil von null ist keine ${w.giving}` : "") +
  (m[16] ? `, und liegt damit unter dem Mindestbetrag von ${amountIn(m[16], f)}` : "");
/** a pro-rata share's computation, in words `w` */
export const proRataPhrase = (w: DeBudgetWords): Phrase => [PRO_RATA, (m, f) => proRataWords(m, f, w, w.funds)];
