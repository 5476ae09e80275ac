// schemes/drafted_stypendium_rektora's ranked lists as drafter27 wrote them — in places, a stage
// per field whose budget is the limit — before law29 made the law's form writable (a cap per
// field computed from its own number of students): drafted27's findings 5-8 and 10 and words29's
// stage line pin that form.
export function stagedRektor(rektor: string): string {
  const staged = rektor.replace(
    / {2}allocation per art91_3 \{[\s\S]*?\n {2}\}\n/,
    `  allocation per art91_3 {
    budget 1000000 "stypendia rektora na listach kierunków"
    amount 1
    stage kierunki "Listy kierunków" per art91_3 for each kierunek {
      ranking of the regime
      budget max(1, round(10% × call.liczba_studentow[kierunek], 0, down)) per art91_3
      at boundary skip per reg_7
    }
  }
`,
  );
  if (staged === rektor) throw new Error("the scheme's allocation per art91_3 was not found");
  return staged;
}
