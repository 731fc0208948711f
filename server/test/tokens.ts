/**
 * The token with the first character of its signature changed: always a different signature (that character
 * carries six whole bits), unlike changing the last characters, which may leave them as they were.
 */
export function withChangedSignature(token: string): string {
  const dot = token.lastIndexOf('.');
  const first = token[dot + 1];
  return `${token.slice(0, dot + 1)}${first === 'A' ? 'B' : 'A'}${token.slice(dot + 2)}`;
}
