// Small schemes written inside tests: the preamble they share (compile them with `compile` of
// packages/runtime/test/support/generated.ts).

/** `scheme t "<title>"`, an act `law` and its `art1` — what a test scheme needs to cite. */
export function preamble(title: string): string {
  return `scheme t ${JSON.stringify(title)} {
  version "1"
}
act law "L" {
  identifier "L"
}
source art1 = law article 1 """
  X.
  """
`;
}
