// A reported tie's note (engine/ties.ts writes it in English, as `ties[].note`) in another
// catalogue's words: phrases for the catalogue's list (whys.ts), so the result's ties read in the
// scheme's language as its reasons do (engine/record.ts translates them once per run).
import type { Phrase } from "./whys.js";

/** A language's words for a tie's note. */
export interface TieNoteWords {
  /** "the tie-break chain, by {chain}, runs out without breaking this tie" */
  readonly chainRunsOut: (chain: string) => string;
  readonly notBroken: string;
  readonly decidesFunded: string;
  readonly decidesReserve: string;
  readonly sameOutcome: string;
  /** "{open}, and {what}" */
  readonly and: (open: string, what: string) => string;
  readonly then: string;
  readonly lottery: string;
  /** a weighted lottery (§13.2) */
  readonly weighted: string;
  readonly proRataStep: string;
}

export const tieNoteWords: { readonly pl: TieNoteWords; readonly nl: TieNoteWords; readonly es: TieNoteWords; readonly fr: TieNoteWords; readonly pt: TieNoteWords } = {
  pl: {
    chainRunsOut: (c) => `kolejne kryteria rozstrzygające (${c}) nie rozstrzygają tej równej pozycji`,
    notBroken: "przepisy nie rozstrzygają tej równej pozycji",
    decidesFunded: "od kolejności tych wniosków zależy, które z nich otrzymają środki",
    decidesReserve: "od kolejności tych wniosków zależy, które z nich trafią na listę rezerwową",
    sameOutcome: "wynik jest taki sam przy każdej kolejności",
    and: (open, what) => `${open}, a ${what}`,
    then: ", następnie ",
    lottery: "losowanie",
    weighted: "losowanie ważone",
    proRataStep:
      "krok zaokrąglenia przy podziale proporcjonalnym (pozostała jednostka albo jednostka zwrócona, by nie przekroczyć budżetu) przypadł na jeden z tych równych wniosków; na który — wynikło z kolejności ich identyfikatorów, której przepisy nie rozstrzygają",
  },
  nl: {
    chainRunsOut: (c) => `de volgorde van beslissende criteria (${c}) doorbreekt deze gelijke stand niet`,
    notBroken: "de regeling doorbreekt deze gelijke stand niet",
    decidesFunded: "de volgorde bepaalt wie subsidie krijgt",
    decidesReserve: "de volgorde bepaalt wie op de reservelijst komt",
    sameOutcome: "de uitkomst is in elke volgorde dezelfde",
    and: (open, what) => `${open}, en ${what}`,
    then: ", dan ",
    lottery: "loting",
    weighted: "gewogen loting",
    proRataStep:
      "een afrondingsstap van de verdeling naar rato (een resterende eenheid, of een die werd teruggegeven om binnen het budget te blijven) viel binnen deze gelijken; bij wie, volgde uit de volgorde van hun id's, die de regeling niet bepaalt",
  },
  pt: {
    chainRunsOut: (c) => `os critérios de desempate (${c}) esgotam-se sem resolver este empate`,
    notBroken: "as normas não resolvem este empate",
    decidesFunded: "a sua ordem decide que candidaturas recebem apoio",
    decidesReserve: "a sua ordem decide que candidaturas passam à lista de reserva",
    sameOutcome: "o resultado é o mesmo em qualquer ordem",
    and: (open, what) => `${open}, e ${what}`,
    then: ", depois ",
    lottery: "sorteio",
    weighted: "sorteio ponderado",
    proRataStep:
      "um passo de arredondamento do rateio (um cêntimo sobrante, ou um devolvido para não exceder a dotação) recaiu entre estas candidaturas empatadas; em qual, decidiu-o a ordem dos seus identificadores, que as normas não determinam",
  },
  es: {
    chainRunsOut: (c) => `los criterios de desempate (${c}) se agotan sin resolver este empate`,
    notBroken: "las bases no resuelven este empate",
    decidesFunded: "su orden decide qué solicitudes reciben subvención",
    decidesReserve: "su orden decide qué solicitudes pasan a la lista de reserva",
    sameOutcome: "el resultado es el mismo en cualquier orden",
    and: (open, what) => `${open}, y ${what}`,
    then: ", después ",
    lottery: "sorteo",
    weighted: "sorteo ponderado",
    proRataStep:
      "un paso de redondeo del prorrateo (un céntimo sobrante, o uno devuelto para no superar el crédito) recayó entre estas solicitudes empatadas; en cuál, lo decidió el orden de sus identificadores, que las bases no determinan",
  },
  fr: {
    chainRunsOut: (c) => `les critères de départage (${c}) s'épuisent sans départager ces ex æquo`,
    notBroken: "le règlement ne départage pas ces ex æquo",
    decidesFunded: "leur ordre décide lesquelles sont aidées",
    decidesReserve: "leur ordre décide lesquelles sont inscrites sur la liste complémentaire",
    sameOutcome: "l'issue est la même dans tout ordre",
    and: (open, what) => `${open}, et ${what}`,
    then: ", puis ",
    lottery: "tirage au sort",
    weighted: "tirage au sort pondéré",
    proRataStep:
      "une étape d'arrondi de la répartition au prorata (un centime restant, ou un centime repris pour rester dans la limite des crédits) est tombée sur l'une de ces demandes ex æquo ; laquelle, l'ordre de leurs identifiants l'a décidé, ce que le règlement ne détermine pas",
  },
};

/** The tie notes' phrases in a catalogue's words; `keyLabel`: a key's label ("received (earliest first)") in its words. */
export function tiePhrases(w: TieNoteWords, keyLabel: (label: string) => string): Phrase[] {
  const what = (m: string | undefined): string => (m === "its order decides who is funded" ? w.decidesFunded : w.decidesReserve);
  const label = (l: string): string =>
    l === "lottery (draw)" ? w.lottery : l.startsWith("lottery (seed ") ? `${w.lottery} (${l.slice("lottery (".length, -1)})` : l.startsWith("weighted lottery (seed ") ? `${w.weighted} (${l.slice("weighted lottery (".length, -1)})` : keyLabel(l);
  const tail = String.raw`(?:, and (its order decides who is (?:funded|placed on the reserve list))|; the outcome is the same in every order)$`;
  return [
    [new RegExp(String.raw`^the tie-break chain, by (.+), runs out without breaking this tie${tail}`), (m) => {
      const open = w.chainRunsOut(m[1]!.split(", then ").map(label).join(w.then));
      return m[2] ? w.and(open, what(m[2])) : `${open}; ${w.sameOutcome}`;
    }],
    [new RegExp(String.raw`^the scheme does not break this tie${tail}`), (m) => (m[1] ? w.and(w.notBroken, what(m[1])) : `${w.notBroken}; ${w.sameOutcome}`)],
    // after a member without a tie-break value (lazykeys.ts: its own phrase, then this)
    [/^(its order decides who is (?:funded|placed on the reserve list))$/, (m) => what(m[1])],
    [/^the outcome is the same in every order$/, () => w.sameOutcome],
    [/^a pro-rata rounding step \(a leftover cent, or one given back to stay within the budget\) fell among these equals; which of them it fell to followed the order of their ids, which the law does not decide$/, () => w.proRataStep],
  ];
}
