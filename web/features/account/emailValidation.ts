/** The browser's check of an email address before it is sent (the server checks it again). */
export function emailError(value: string): string | undefined {
  if (/[\r\n]/.test(value)) return 'email must not contain a line break';
  const address = value.trim();
  if (!address) return 'Email required';
  if (address.length > 254) return 'email must be at most 254 characters';
  if (!/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/.test(address))
    return 'Please enter a valid email address';
  return undefined;
}
