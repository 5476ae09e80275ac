// A reservation's `when`, told to the applications it concerns (drafter34's finding 6): one the
// reservation took hears its condition, by the lets' titles, and that it holds for it ("sie
// erfasst nur die Anträge, für die gilt: ein Kind unter 14 Jahren im Haushalt — das gilt für diesen
// Antrag"); one an earlier reservation did not take, decided in a later stage, hears which
// reservation and that its condition does not hold for it. A reservation's title is the law's
// name for its share, not its condition (before: the title alone was said, §14.8). That line is
// a step of its own, citing the reservation's source (drafter37's finding 11).
import type { TraceFact } from "../engine/trace.js";

type StageFact = Extract<TraceFact, { kind: "stage" }>;
type PassedFact = Extract<TraceFact, { kind: "stage-passed" }>;
type Language = "en" | "nl" | "pl" | "de" | "es" | "fr";

interface WhenWords {
  /** the deciding reservation's condition, which holds for this application (before its budget) */
  readonly held: (condition: string) => string;
  /** an earlier reservation that did not take it: its title (quoted) and its condition */
  readonly passed: (title: string, condition: string) => string;
}

const words: Readonly<Record<Language, WhenWords>> = {
  en: {
    held: (c) => `it takes only the applications that meet its condition: ${c}, as this one does; `,
    passed: (t, c) => `The reservation ${t} did not take it: it takes only the applications that meet its condition: ${c}, which this one does not.`,
  },
  nl: {
    held: (c) => `die neemt alleen de aanvragen waarvoor geldt: ${c}, zoals voor deze aanvraag; `,
    passed: (t, c) => `De reservering ${t} nam de aanvraag niet: die neemt alleen de aanvragen waarvoor geldt: ${c}; voor deze aanvraag geldt dat niet.`,
  },
  pl: {
    held: (c) => `obejmuje tylko wnioski, dla których zachodzi: ${c}, jak dla tego wniosku; `,
    passed: (t, c) => `Pula zarezerwowana ${t} nie objęła wniosku: obejmuje tylko wnioski, dla których zachodzi: ${c}; dla tego wniosku to nie zachodzi.`,
  },
  de: {
    held: (c) => `sie erfasst nur die Anträge, für die gilt: ${c} — das gilt für diesen Antrag; `,
    passed: (t, c) => `Die Reservierung ${t} hat den Antrag nicht erfasst: sie erfasst nur die Anträge, für die gilt: ${c}; für diesen Antrag gilt das nicht.`,
  },
  es: {
    held: (c) => `solo considera las solicitudes que cumplen su condición: ${c}, como esta; `,
    passed: (t, c) => `La reserva ${t} no la consideró: solo considera las solicitudes que cumplen su condición: ${c}, que esta no cumple.`,
  },
  fr: {
    held: (c) => `elle ne retient que les demandes qui remplissent sa condition : ${c}, comme celle-ci ; `,
    passed: (t, c) => `La réservation ${t} ne l'a pas retenue : elle ne retient que les demandes qui remplissent sa condition : ${c}, ce que celle-ci ne fait pas.`,
  },
};

/**
 * What a stage's sentence says of the deciding reservation's condition, to put in place of whom
 * the stage takes (undefined: the stage says it as before). `worded` puts a condition in the
 * language's words (its lets by their titles, its connectives).
 */
export function reservationHeld(l: Language, x: StageFact, worded: (condition: string, named: readonly string[] | undefined) => string): string | undefined {
  return x.holds && x.considers ? words[l].held(worded(x.considers, x.named)) : undefined;
}

/**
 * The line of an earlier reservation that did not take the application (its own step, citing the
 * reservation's source: drafter37's finding 11); `quote` puts its title in the language's marks.
 */
export function reservationPassed(l: Language, x: PassedFact, worded: (condition: string, named: readonly string[] | undefined) => string, quote: (title: string) => string): string {
  return words[l].passed(quote(x.title), worded(x.considers, x.named));
}
