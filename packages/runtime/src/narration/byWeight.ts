// A share of `pro rata by <weight>` (§14.4, engine/prorataWeights.ts) in the words of the Dutch,
// Polish, German and Spanish catalogues: the weight's part of the weights times what was shared, a share
// capped at the request, the rounding, the leftover and given-back steps, a share of nothing or
// below the minimum grant. English is the engine's own text (whys.ts BY_WEIGHT gives the groups).
import type { Formats } from "./catalogue.js";
import { amountIn, BY_WEIGHT, type Phrase } from "./whys.js";

interface Words {
  /** "by points" where the weight is `total`, else by the weight as written */
  by(name: string): string;
  of: string;
  /** the colon after `by` (French sets a space before it) */
  colon?: string;
  /** "(B less C to the shares capped at the amount asked)" */
  less(b: string, c: string): string;
  again(m: string): string;
  capped: string;
  /** capped at a request of nothing: it receives the amount asked, and frees nothing */
  cappedOnly: string;
  /** capped at its request and left out below the minimum: its share is the request, `x` (review32 W2) */
  shareIs(x: string): string;
  /** the share is the request exactly: paid in full, nothing freed */
  exact: string;
  rounded(mode: string, step: string): string;
  /** rounded past its request: held at the amount asked */
  atAsk: string;
  /** a step given back; `multiple`: what exceeds a multiple of the step, from a share held at its request */
  gaveBack(step: string, multiple: boolean): string;
  given(step: string, ranking: boolean): string;
  nothing: string;
  below(m: string): string;
  allZero: string;
}

const WORDS: Record<"nl" | "pl" | "de" | "es" | "fr" | "pt", Words> = {
  nl: {
    by: (n) => `naar rato van ${n === "points" ? "de punten" : `'${n}'`}`,
    of: "van",
    less: (b, c) => ` (${b} min ${c} voor de aandelen begrensd op het gevraagde bedrag)`,
    again: (m) => `, opnieuw verdeeld zonder de aandelen onder het minimumbedrag van ${m}`,
    capped: ", meer dan het gevraagde bedrag, dus ontvangt de aanvraag het gevraagde bedrag, en wat dat vrijmaakt wordt over de anderen verdeeld",
    cappedOnly: ", meer dan het gevraagde bedrag; de aanvraag ontvangt het gevraagde bedrag",
    shareIs: (x) => `, meer dan het gevraagde bedrag; het aandeel is dus het gevraagde bedrag, ${x}`,
    exact: ", precies het gevraagde bedrag, dat de aanvraag volledig ontvangt",
    rounded: (mode, step) => `, ${mode} afgerond op ${step}`,
    atAsk: ", maar niet meer dan het gevraagde bedrag",
    gaveBack: (step, multiple) => `, verminderd met ${multiple ? `wat een veelvoud van ${step} overschrijdt` : step} zodat de bedragen binnen het subsidieplafond blijven`,
    given: (step, ranking) => `, vermeerderd met ${step} van wat na afronding resteerde, ${ranking ? "in volgorde van de rangschikking" : "aan de grootste restanten"}`,
    nothing: ", dus niets: een aandeel van niets is geen verlening",
    below: (m) => `, wat onder het minimumbedrag van ${m} ligt`,
    allZero: "elk gewicht is 0, dus wordt niets verdeeld",
  },
  pl: {
    by: (n) => `podział proporcjonalny według ${n === "points" ? "liczby punktów" : `„${n}”`}`,
    of: "z",
    less: (b, c) => ` (${b} pomniejszone o ${c} przyznane udziałom ograniczonym do wnioskowanej kwoty)`,
    again: (m) => `, po ponownym podziale środków między pozostałych wnioskodawców (bez udziałów niższych od minimalnej kwoty dofinansowania ${m})`,
    capped: ", czyli więcej niż wnioskowana kwota, więc wniosek otrzymuje wnioskowaną kwotę, a zwolnione w ten sposób środki dzieli się między pozostałych",
    cappedOnly: ", czyli więcej niż wnioskowana kwota, więc wniosek otrzymuje wnioskowaną kwotę",
    shareIs: (x) => `, czyli więcej niż wnioskowana kwota, więc udział jest równy wnioskowanej kwocie, ${x}`,
    exact: ", czyli dokładnie wnioskowana kwota, którą wniosek otrzymuje w całości",
    rounded: (mode, step) => `, zaokrąglone ${mode} do ${step}`,
    atAsk: ", lecz nie więcej niż wnioskowana kwota",
    gaveBack: (step, multiple) => `, pomniejszone o ${multiple ? `nadwyżkę ponad wielokrotność ${step}` : step}, aby udziały zmieściły się w budżecie`,
    given: (step, ranking) => `, powiększone o ${step} z tego, co pozostało po zaokrągleniu, ${ranking ? "według kolejności na liście rankingowej" : "dla największych reszt"}`,
    nothing: ", czyli nic: udział równy zeru nie jest dofinansowaniem",
    below: (m) => `, czyli mniej niż minimalna kwota dofinansowania ${m}`,
    allZero: "każda waga wynosi 0, więc nic nie jest dzielone",
  },
  de: {
    by: (n) => `anteilig nach ${n === "points" ? "Punkten" : `„${n}“`}`,
    of: "von",
    less: (b, c) => ` (${b} abzüglich ${c} für die auf den beantragten Betrag begrenzten Anteile)`,
    again: (m) => `, erneut verteilt ohne die Anteile unter dem Mindestbetrag von ${m}`,
    capped: ", mehr als der beantragte Betrag, daher wird der beantragte Betrag gewährt, und was dadurch frei wird, wird unter den anderen verteilt",
    cappedOnly: ", mehr als der beantragte Betrag, daher wird der beantragte Betrag gewährt",
    shareIs: (x) => `, mehr als der beantragte Betrag, daher ist der Anteil der beantragte Betrag, ${x}`,
    exact: ", genau der beantragte Betrag, der vollständig gewährt wird",
    rounded: (mode, step) => `, ${mode} gerundet auf ${step}`,
    atAsk: ", jedoch nicht mehr als der beantragte Betrag",
    gaveBack: (step, multiple) => `, vermindert um ${multiple ? `den Teil, der ein Vielfaches von ${step} übersteigt` : step}, damit die Beträge innerhalb der Fördermittel bleiben`,
    given: (step, ranking) => `, erhöht um ${step} aus dem Rest der Rundung, ${ranking ? "in der Reihenfolge der Rangfolge" : "zugunsten der größten Reste"}`,
    nothing: ", also nichts: ein Anteil von null ist keine Förderung",
    below: (m) => `, und liegt damit unter dem Mindestbetrag von ${m}`,
    allZero: "jedes Gewicht ist 0, daher wird nichts verteilt",
  },
  // a prorrateo's words as esWords.ts esProRataWords has them (esfit30)
  es: {
    by: (n) => `prorrateo según ${n === "points" ? "la puntuación" : `«${n}»`}`,
    of: "de",
    less: (b, c) => ` (${b} menos ${c} destinados a las partes limitadas al importe solicitado)`,
    again: (m) => `, repartido de nuevo sin las partes inferiores al importe mínimo de ${m}`,
    capped: ", más que el importe solicitado, por lo que recibe el importe solicitado, y lo que así se libera se reparte entre las demás solicitudes",
    cappedOnly: ", más que el importe solicitado, por lo que recibe el importe solicitado",
    shareIs: (x) => `, más que el importe solicitado, por lo que su parte es el importe solicitado, ${x}`,
    exact: ", exactamente el importe solicitado, que recibe íntegramente",
    rounded: (mode, step) => `, redondeado ${mode} a ${step}`,
    atAsk: ", sin superar el importe solicitado",
    gaveBack: (step, multiple) => `, menos ${multiple ? `el exceso sobre un múltiplo de ${step}` : step} para que las partes quepan en el crédito`,
    given: (step, ranking) => `, más ${step} de lo que quedó tras el redondeo, ${ranking ? "por orden de prelación" : "a los mayores restos"}`,
    nothing: ", que es cero: una cuantía nula no constituye subvención",
    below: (m) => `, cantidad inferior al importe mínimo de ${m}`,
    allZero: "el valor de todas las solicitudes es 0, por lo que no se reparte nada",
  },
  pt: {
    by: (n) => `rateio segundo ${n === "points" ? "a pontuação" : `«${n}»`}`,
    of: "de",
    less: (b, c) => ` (${b} menos ${c} destinados às partes limitadas ao montante solicitado)`,
    again: (m) => `, repartido de novo sem as partes inferiores ao montante mínimo de ${m}`,
    capped: ", mais do que o montante solicitado, pelo que recebe o montante solicitado, e o que assim fica livre é repartido pelas restantes candidaturas",
    cappedOnly: ", mais do que o montante solicitado, pelo que recebe o montante solicitado",
    shareIs: (x) => `, mais do que o montante solicitado, pelo que a sua parte é o montante solicitado, ${x}`,
    exact: ", exatamente o montante solicitado, que recebe na íntegra",
    rounded: (mode, step) => `, arredondado ${mode} a ${step}`,
    atAsk: ", sem exceder o montante solicitado",
    gaveBack: (step, multiple) => `, menos ${multiple ? `o excesso sobre um múltiplo de ${step}` : step} para que as partes caibam na dotação`,
    given: (step, ranking) => `, mais ${step} do que restou após o arredondamento, ${ranking ? "pela ordem da ordenação" : "aos maiores restos"}`,
    nothing: ", que é zero: um montante nulo não constitui apoio",
    below: (m) => `, montante inferior ao mínimo de ${m}`,
    allZero: "o valor de todas as candidaturas é 0, pelo que nada é repartido",
  },
  // the words of frWords.ts frProRataWords
  fr: {
    by: (n) => `au prorata ${n === "points" ? "de la note" : `de «\u00a0${n}\u00a0»`}`,
    // "2 sur 15": a share of a total (review32's FR1)
    of: "sur",
    colon: " : ",
    less: (b, c) => ` (${b} moins ${c} affectés aux parts plafonnées au montant demandé)`,
    again: (m) => `, réparti de nouveau sans les parts inférieures au montant minimal de ${m}`,
    capped: ", plus que le montant demandé : elle reçoit donc le montant demandé, et ce qui est ainsi libéré est réparti entre les autres demandes",
    cappedOnly: ", plus que le montant demandé : elle reçoit donc le montant demandé",
    shareIs: (x) => `, plus que le montant demandé : sa part est donc le montant demandé, ${x}`,
    exact: ", exactement le montant demandé, qu'elle reçoit en entier",
    rounded: (mode, step) => `, arrondi ${mode} à ${step}`,
    atAsk: ", dans la limite du montant demandé",
    gaveBack: (step, multiple) => `, diminué ${multiple ? `de ce qui dépasse un multiple de ${step}` : `de ${step}`} pour que les parts restent dans la limite des crédits`,
    given: (step, ranking) => `, augmenté de ${step} pris sur le reliquat de l'arrondi, ${ranking ? "dans l'ordre du classement" : "aux plus forts restes"}`,
    nothing: ", soit zéro : une part nulle n'est pas une aide",
    below: (m) => `, soit moins que le montant minimal de ${m}`,
    allZero: "la valeur de chaque demande est 0 : rien n'est réparti",
  },
};

/** The phrase of a share by a weight in `lang`, its rounding modes `modes` (the catalogue's). */
export function byWeightPhrase(lang: "nl" | "pl" | "de" | "es" | "fr" | "pt", modes: Readonly<Record<string, string>>): Phrase {
  const w = WORDS[lang];
  const a = (t: string, f: Formats): string => amountIn(t, f);
  return [
    BY_WEIGHT,
    (m, f) => {
      const head = `${w.by(m[1]!)}${w.colon ?? ": "}`;
      if (m[18]) return `${head}${w.allZero}`;
      return (
        `${head}${a(m[2]!, f)} ${w.of} ${a(m[3]!, f)} × ${a(m[4]!, f)}${m[5] ? w.less(a(m[5], f), a(m[6]!, f)) : ""}${m[7] ? w.again(a(m[7], f)) : ""}` +
        (m[8] ? (m[8].startsWith(", exactly") ? w.exact : m[8].includes("so its share is") ? w.shareIs(a(m[8].slice(m[8].lastIndexOf("asked, ") + 7), f)) : m[8].endsWith("among the others") ? w.capped : w.cappedOnly) : m[9] ? w.rounded(modes[m[9]] ?? m[9], a(m[10]!, f)) : "") +
        (m[11] ? w.atAsk : "") +
        (m[13] ? w.gaveBack(a(m[13], f), !!m[12]) : "") +
        (m[14] ? w.given(a(m[14], f), m[15] === "in ranking order") : "") +
        (m[16] ? w.nothing : m[17] ? w.below(a(m[17], f)) : "")
      );
    },
  ];
}
