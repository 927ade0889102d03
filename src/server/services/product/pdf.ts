import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { TFunction } from 'i18next';
import type { DisplayLocale } from '@/domain/constants';

/** The language a PDF is written in: the channel's translator and locale (a request context has both). */
export interface PdfLanguage {
  t: TFunction;
  locale: DisplayLocale;
}

/**
 * Standard PDF fonts encode WinAnsi only: Latin-1 and the euro sign pass, the thin spaces of number
 * formats become spaces, anything else becomes '?', never an exception.
 */
export function pdfSafe(text: string): string {
  return text.replace(/[\u2009\u202F]/g, ' ').replace(/[^\x20-\x7E\u00A0-\u00FF\u20AC]/g, '?');
}

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

/** An A4 document with lines of text from the top; title and subject go into the metadata too. */
export async function textPdf(meta: { title: string; subject: string; author: string }, lines: PdfLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(meta.title));
  doc.setSubject(pdfSafe(meta.subject));
  doc.setAuthor(pdfSafe(meta.author));
  doc.setCreator('Photo account area');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595.28, 841.89]);
  let y = 780;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? size * 1.6;
    if (y < 60) {
      page = doc.addPage([595.28, 841.89]);
      y = 780;
    }
    page.drawText(pdfSafe(line.text), { x: 56, y, size, font: line.bold ? bold : regular, color: rgb(0.1, 0.1, 0.12) });
  }
  return doc.save();
}
