// A member of a tie the reserve list ends inside (the `reserve-tie` fact, engine/allocationStep.ts):
// that the tie is not broken, that the list has no place for all of them, and that the order of
// the ids — which the law does not decide — put the others (or it) on the list. In each
// catalogue's words; "the reserve list" as each catalogue says it, so that a list the law names
// (reserveTitle.ts) is named here too. `stage`: the catalogue's words for a stage's own list
// (" of stage 'T'"), empty for the allocation's.
import type { TraceFact } from "../engine/trace.js";
import { named } from "./ownNames.js";

type Fact = Extract<TraceFact, { kind: "reserve-tie" }>;

/** ids in a sentence: up to five as they are, more as the first three and the number (`inAll`) */
function idList(ids: readonly string[], count: number, inAll: (n: number) => string): string {
  return count <= 5 && ids.length === count ? ids.join(", ") : `${ids.slice(0, 3).join(", ")}, … (${inAll(count)})`;
}

export const reserveTieWords: Readonly<Record<"en" | "nl" | "pl" | "de" | "es" | "fr" | "pt", (x: Fact, stage: string, f: { readonly names?: (text: string) => string }) => string>> = {
  en: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `${n} in all`);
    const others = idList(x.others, x.across, (n) => `${n} in all`);
    return x.on
      ? `Its tie with ${tied} is not broken and ${named(f, "the reserve list")}${stage} has no place for all of them: it is placed before ${others} by the order of the ids, which the law does not decide.`
      : `Not placed on ${named(f, "the reserve list")}${stage}: its tie with ${tied} is not broken and the list has no place for all of them; ${others} ${x.across === 1 ? "is" : "are"} on it by the order of the ids, which the law does not decide.`;
  },
  nl: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `${n} in totaal`);
    const others = idList(x.others, x.across, (n) => `${n} in totaal`);
    return x.on
      ? `De gelijke stand met ${tied} is niet doorbroken en ${named(f, "de reservelijst")}${stage} heeft geen plaats voor allen: de aanvraag staat erop vóór ${others} door de volgorde van de id's, die de regeling niet bepaalt.`
      : `Niet op ${named(f, "de reservelijst")}${stage} geplaatst: de gelijke stand met ${tied} is niet doorbroken en de lijst heeft geen plaats voor allen; ${others} ${x.across === 1 ? "staat" : "staan"} erop door de volgorde van de id's, die de regeling niet bepaalt.`;
  },
  pl: (x, stage, f) => {
    // "z wnioskiem E4" / "z wnioskami E4, E6"; "przed wnioskiem E5" / "przed wnioskami …"
    const inst = (ids: readonly string[], count: number): string => `${count === 1 ? "wnioskiem" : "wnioskami"} ${idList(ids, count, (n) => `łącznie ${n}`)}`;
    const list = `${named(f, "na liście rezerwowej")}${stage}`;
    return x.on
      ? `Przepisy nie rozstrzygają równej pozycji wniosku z ${inst(x.with, x.tied)}, a ${list} zabrakło miejsca dla wszystkich: wniosek umieszczono na niej przed ${inst(x.others, x.across)} według kolejności identyfikatorów, której przepisy nie rozstrzygają.`
      : `Wniosku nie umieszczono ${list}: przepisy nie rozstrzygają jego równej pozycji z ${inst(x.with, x.tied)}, a ${list} zabrakło miejsca dla wszystkich; ${x.across === 1 ? "wniosek" : "wnioski"} ${idList(x.others, x.across, (n) => `łącznie ${n}`)} ${x.across === 1 ? "jest" : "są"} na niej według kolejności identyfikatorów, której przepisy nie rozstrzygają.`;
  },
  pt: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `${n} no total`);
    const others = idList(x.others, x.across, (n) => `${n} no total`);
    return x.on
      ? `O seu empate com ${tied} não se resolve e ${named(f, "a lista de reserva")}${stage} não tem lugar para todas: figura nela antes de ${others} pela ordem dos identificadores, que as normas não determinam.`
      : `${named(f, "Não incluída na lista de reserva")}${stage}: o seu empate com ${tied} não se resolve e a lista não tem lugar para todas; ${others} ${x.across === 1 ? "figura" : "figuram"} nela pela ordem dos identificadores, que as normas não determinam.`;
  },
  es: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `${n} en total`);
    const others = idList(x.others, x.across, (n) => `${n} en total`);
    return x.on
      ? `Su empate con ${tied} no se resuelve y ${named(f, "la lista de reserva")}${stage} no tiene puesto para todas: figura en ella antes de ${others} por el orden de los identificadores, que las bases no determinan.`
      : `${named(f, "No incluida en la lista de reserva")}${stage}: su empate con ${tied} no se resuelve y la lista no tiene puesto para todas; ${others} ${x.across === 1 ? "figura" : "figuran"} en ella por el orden de los identificadores, que las bases no determinan.`;
  },
  fr: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `${n} au total`);
    const others = idList(x.others, x.across, (n) => `${n} au total`);
    return x.on
      ? `Son égalité avec ${tied} n'est pas départagée et ${named(f, "la liste complémentaire")}${stage} n'a pas de rang pour toutes : elle y figure avant ${others} selon l'ordre des identifiants, que le règlement ne détermine pas.`
      : `${named(f, "Non inscrite sur la liste complémentaire")}${stage} : son égalité avec ${tied} n'est pas départagée et la liste n'a pas de rang pour toutes ; ${others} y ${x.across === 1 ? "figure" : "figurent"} selon l'ordre des identifiants, que le règlement ne détermine pas.`;
  },
  de: (x, stage, f) => {
    const tied = idList(x.with, x.tied, (n) => `insgesamt ${n}`);
    const others = idList(x.others, x.across, (n) => `insgesamt ${n}`);
    return x.on
      ? `Der Gleichstand mit ${tied} ist nicht aufgelöst, und ${named(f, "die Nachrückerliste")}${stage} hat nicht für alle Platz: der Antrag steht vor ${others} darauf nach der Reihenfolge der Kennungen, die die Richtlinie nicht bestimmt.`
      : `Nicht auf ${named(f, "die Nachrückerliste")}${stage} gesetzt: der Gleichstand mit ${tied} ist nicht aufgelöst, und ${named(f, "die Nachrückerliste")}${stage} hat nicht für alle Platz; ${others} ${x.across === 1 ? "steht" : "stehen"} darauf nach der Reihenfolge der Kennungen, die die Richtlinie nicht bestimmt.`;
  },
};
