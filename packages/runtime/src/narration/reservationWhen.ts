// A reservation's `when`, told to the applications it concerns (drafter34's finding 6): one the
// reservation took hears its condition, by the lets' titles, and that it holds for it ("sie
// erfasst nur die Anträge, für die gilt: ein Kind unter 14 Jahren im Haushalt — das gilt für diesen
// Antrag"); one an earlier reservation did not take, decided in a later stage, hears which
// reservation and that its condition does not hold for it. A reservation's title is the law's
// name for its share, not its condition (before: the title alone was said, §14.8). That line is
// a step of its own, citing the reservation's source (drafter37's finding 11).
import type { TraceFact, TraceOperand } from "../engine/trace.js";

type StageFact = Extract<TraceFact, { kind: "stage" }>;
type PassedFact = Extract<TraceFact, { kind: "stage-passed" }>;
type Language = "en" | "nl" | "pl" | "de" | "es" | "fr" | "pt";

interface WhenWords {
  /** the deciding reservation's condition, which holds for this application (before its budget) */
  readonly held: (condition: string) => string;
  /** an earlier reservation that did not take it: its title (quoted), its condition, and the parts of it not met with their values (undefined: not read) */
  readonly passed: (title: string, condition: string, failed: string | undefined) => string;
}

const words: Readonly<Record<Language, WhenWords>> = {
  en: {
    held: (c) => `it takes only the applications that meet its condition: ${c}, as this one does; `,
    passed: (t, c, f) => `The reservation ${t} did not take it: it takes only the applications that meet its condition: ${c}${f === undefined ? ", which this one does not" : `; this one does not meet: ${f}`}.`,
  },
  nl: {
    held: (c) => `die neemt alleen de aanvragen waarvoor geldt: ${c}, zoals voor deze aanvraag; `,
    passed: (t, c, f) => `De reservering ${t} nam de aanvraag niet: die neemt alleen de aanvragen waarvoor geldt: ${c}; voor deze aanvraag geldt ${f === undefined ? "dat niet" : `niet: ${f}`}.`,
  },
  pl: {
    held: (c) => `obejmuje tylko wnioski, dla których zachodzi: ${c}, jak dla tego wniosku; `,
    passed: (t, c, f) => `Pula zarezerwowana ${t} nie objęła wniosku: obejmuje tylko wnioski, dla których zachodzi: ${c}; dla tego wniosku ${f === undefined ? "to nie zachodzi" : `nie zachodzi: ${f}`}.`,
  },
  de: {
    held: (c) => `sie erfasst nur die Anträge, für die gilt: ${c} — das gilt für diesen Antrag; `,
    passed: (t, c, f) => `Die Reservierung ${t} hat den Antrag nicht erfasst: sie erfasst nur die Anträge, für die gilt: ${c}; für diesen Antrag gilt ${f === undefined ? "das nicht" : `nicht: ${f}`}.`,
  },
  es: {
    held: (c) => `solo considera las solicitudes que cumplen su condición: ${c}, como esta; `,
    passed: (t, c, f) => `La reserva ${t} no la consideró: solo considera las solicitudes que cumplen su condición: ${c}${f === undefined ? ", que esta no cumple" : `; esta no cumple: ${f}`}.`,
  },
  pt: {
    held: (c) => `considera apenas as candidaturas que cumprem a sua condição: ${c}, como esta; `,
    passed: (t, c, f) => `A reserva ${t} não a considerou: considera apenas as candidaturas que cumprem a sua condição: ${c}${f === undefined ? ", que esta não cumpre" : `; esta não cumpre: ${f}`}.`,
  },
  fr: {
    held: (c) => `elle ne retient que les demandes qui remplissent sa condition : ${c}, comme celle-ci ; `,
    passed: (t, c, f) => `La réservation ${t} ne l'a pas retenue : elle ne retient que les demandes qui remplissent sa condition : ${c}${f === undefined ? ", ce que celle-ci ne fait pas" : ` ; celle-ci ne remplit pas : ${f}`}.`,
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
 * reservation's source: drafter37's finding 11), with the parts of its condition the application
 * does not meet and their values; `quote` puts its title in the language's marks, `values` the
 * values in the language's form.
 */
export function reservationPassed(l: Language, x: PassedFact, worded: (condition: string, named: readonly string[] | undefined) => string, quote: (title: string) => string, values: (values: readonly TraceOperand[]) => string): string {
  // the parts not met, each with the values it read ("discapacidad: 30 %"), as a threshold's "not met"
  // gives them; a yes/no value is the part itself, said "no" (left out); where the one part not met is
  // the whole condition, the sentence says it as before ("which this one does not"), its values after it
  const parts = x.failed?.map((p) => ({ condition: worded(p.condition, x.named), values: p.values?.filter((v) => v.value.kind !== "boolean") ?? [] }));
  const said = (p: { condition: string; values: readonly TraceOperand[] }) => `${p.condition}${p.values.length ? ` (${values(p.values)})` : ""}`;
  const condition = worded(x.considers, x.named);
  if (parts?.length === 1 && parts[0]!.condition === condition) return words[l].passed(quote(x.title), said(parts[0]!), undefined);
  return words[l].passed(quote(x.title), condition, parts?.map(said).join("; "));
}
