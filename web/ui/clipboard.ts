/** Copies text; a browser without clipboard access answers false and the failure is only logged. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('Copying to the clipboard failed', error);
    return false;
  }
}
