// A grant under no budget (`budget unlimited`, an entitlement): the engine's words for it
// (engine/step.ts UNLIMITED), each catalogue's, and the grant of a member of a capped group under
// no budget told without them. The grant alone says the amount (drafter38's finding 8); a
// member's says the amount and its group ("Granted 8100.00 PLN, as a member of Kierunek
// 'Informatyka', which now holds 1 grant of the 3 it may have"), not "the allocation has no limit
// (budget unlimited), as a member of …" — the scheme's code in brackets, and an allocation the law
// never makes (left by mend38, told so since issue 15's thirty-ninth round).
import { UNLIMITED } from "../engine/step.js";

/** UNLIMITED in each catalogue's words (its phrase lists render the engine's words so) */
export const unlimitedWords = {
  en: UNLIMITED,
  nl: "de verdeling heeft geen grens (budget onbeperkt)",
  pl: "przydział nie ma limitu (budżet nieograniczony)",
  de: "die Verteilung hat keine Grenze (Budget unbegrenzt)",
  es: "el reparto no tiene límite (crédito ilimitado)",
  fr: "l'attribution n'a pas de limite (crédits illimités)",
  pt: "a seleção não tem limite (dotação ilimitada)",
} as const;

/**
 * Where the allocation's why (`raw`, the engine's) is a grant under no budget as a member of a
 * group ("…, as a member of …"): the words of `why` (the catalogue's) after its head, from the
 * ", " that joins them; undefined otherwise.
 */
export function afterUnlimited(raw: string, why: string, language: keyof typeof unlimitedWords): string | undefined {
  const head = unlimitedWords[language];
  return raw.startsWith(`${UNLIMITED}, `) && why.startsWith(`${head}, `) ? why.slice(head.length) : undefined;
}
