import { Document, HeadingLevel, Paragraph, TextRun } from 'docx';
import type { Mark } from './marks';
import { markReference, sortMarks } from './mark-list';

/**
 * A study sheet (DOCX) of the marks: a heading per reference in canon order, the notes and marks under it. The
 * browser packs it with `Packer.toBlob` (marks kept in the browser), the server with `Packer.toBuffer`.
 */
export function studySheet(marks: readonly Mark[]): Document {
  const children: Paragraph[] = [new Paragraph({ text: 'My study notes', heading: HeadingLevel.TITLE })];
  let heading = '';
  for (const mark of sortMarks(marks, 'canon')) {
    const reference = markReference(mark);
    if (reference !== heading) {
      heading = reference;
      children.push(new Paragraph({ text: reference, heading: HeadingLevel.HEADING_2 }));
    }
    const line =
      mark.kind === 'note' || mark.kind === 'journal'
        ? (mark.text ?? '')
        : mark.kind === 'highlight'
          ? `Highlighted ${mark.color}`
          : mark.kind === 'bookmark'
            ? 'Bookmarked'
            : `Strong's numbers: ${(mark.strongs ?? []).join(', ')}`;
    for (const [index, text] of line.split('\n').entries())
      children.push(
        new Paragraph({
          children: [
            new TextRun({ text, italics: index === 0 && mark.kind !== 'note' && mark.kind !== 'journal' }),
          ],
        }),
      );
    if (mark.tags.length)
      children.push(
        new Paragraph({ children: [new TextRun({ text: `Tags: ${mark.tags.join(', ')}`, size: 18 })] }),
      );
  }
  return new Document({ creator: 'OpenConcordance', title: 'My study notes', sections: [{ children }] });
}
