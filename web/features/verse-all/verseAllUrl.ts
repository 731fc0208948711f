/** The address of a verse's page in every version (decision 310). */
export function verseAllUrl(book: string, chapter: number, verse: number): string {
  return `/bible/${encodeURIComponent(book)}/${chapter}/${verse}/all`;
}
