// Generates a large valid Allot scheme (about `lines` lines): many sources, application fields,
// derived values, criteria of every form, eligibility rules, a ranking and an allocation. Used by
// the check benchmark and the language-server latency benchmark.
export function generateScheme(lines = 10_000) {
  const out = [];
  const n = Math.max(1, Math.floor(lines / 40));
  out.push(`scheme generated_${n} "Generated scheme with ${n} blocks" {`, `  version "1"`, `}`, ``);
  out.push(`act big_act "A generated act" {`, `  identifier "GEN/${n}"`, `}`, ``);
  for (let i = 0; i < n; i++) {
    out.push(`source art_${i} = big_act article ${i + 1} paragraph 1 """`);
    out.push(`  Artykuł ${i + 1}. Wnioskodawca otrzymuje punkty za kryterium ${i} zgodnie z załącznikiem; łączna liczba punktów decyduje o kolejności.`);
    out.push(`  """`);
  }
  out.push(``, `call {`, `  budget: money(EUR)`, `  reference_rate: decimal`, `}`, ``, `application {`, `  id: text unique`, `  amount_eur: money(EUR)`, `  submitted_at: datetime("Europe/Amsterdam")`);
  for (let i = 0; i < n; i++) {
    out.push(`  score_${i}: integer in 0..4 "score on criterion ${i}"`);
    out.push(`  flag_${i}: boolean`);
    out.push(`  level_${i}: enum { met, partly, not_met }`);
    out.push(`  ratio_${i}: decimal in 0..10`);
  }
  out.push(`}`, ``, `eligibility per art_0 {`);
  for (let i = 0; i < n; i++) out.push(`  rule rule_${i} "Rule ${i}" per art_${i}: flag_${i} or score_${i} >= 1 otherwise "Rule ${i} not met"`);
  out.push(`}`, ``);
  for (let i = 0; i < n; i++) {
    out.push(`let adjusted_${i} = round(ratio_${i} * call.reference_rate, 2, half_up)`);
    switch (i % 4) {
      case 0:
        out.push(`criterion c_${i} "Criterion ${i}" per art_${i}: weight 2 × score_${i}`);
        break;
      case 1:
        out.push(`criterion c_${i} "Criterion ${i}" per art_${i}: 3 points if flag_${i} and score_${i} > 2`);
        break;
      case 2:
        out.push(`criterion c_${i} "Criterion ${i}" per art_${i}: match level_${i} {`, `  met => 2`, `  partly => 1`, `  not_met => 0`, `}`);
        break;
      default:
        out.push(`criterion c_${i} "Criterion ${i}" per art_${i}: bands adjusted_${i} {`, `  at most 1 => 2`, `  above 1 and at most 5 => 1`, `  above 5 => 0`, `}`);
    }
    out.push(``);
  }
  out.push(`ranking per art_0 {`, `  by total highest first`, `  tiebreak every tie per art_0 {`, `    by amount_eur lowest first`, `    by submitted_at earliest first exactly`, `    unresolved`, `  }`, `}`, ``);
  out.push(`allocation per art_0 {`, `  budget call.budget`, `  amount amount_eur`, `  at boundary stop`, `}`);
  while (out.length < lines) out.push(`// filler comment line ${out.length}`);
  return out.join("\n") + "\n";
}
