/**
 * The key a headword or topic is found by: letters and digits only, without case or diacritics, so that
 * `bethlehem`, `BETHLEHEM` and `Béthlehem` find `Bethlehem`, and `Zuph, Land of` is `zuphlandof`.
 */
export function headwordKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
