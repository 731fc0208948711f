let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The 49,233 passwords of the zxcvbn-ts common list, lower-cased. Loaded on first use (decompressing it costs
 * a few megabytes and some milliseconds that a site nobody signs up to never needs to spend), then kept.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((password) => password.toLowerCase())),
  );
  return commonPasswords;
}

/** True when the password, in any case, is one of the most common passwords (tried first by any guesser). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
