import PDFDocument from 'pdfkit';
import type { TFunction } from 'i18next';
import type { DisplayLocale } from '@/domain/constants';

/** The language a PDF is written in: the channel's translator and locale (a request context has both). */
export interface PdfLanguage {
  t: TFunction;
  locale: DisplayLocale;
}

/**
 * Standard PDF fonts encode WinAnsi only: Latin-1 and the euro sign pass, the thin spaces of number
 * formats become spaces, the minus sign of negative amounts a hyphen, anything else '?', never an exception.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2009\u202F]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u20AC]/g, '?');
}

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const INK = '#1a1a1f';
/** A4 in points, with the margin every PDF of the shop keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

/**
 * A new A4 document with its metadata (fixed dates: the same content gives the same bytes) and the
 * promise of its bytes once `end()` is called.
 */
export function newPdf(meta: { title: string; subject: string; author: string }): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: pdfSafe(meta.title),
      Subject: pdfSafe(meta.subject),
      Author: pdfSafe(meta.author),
      Creator: 'Photo account area',
      CreationDate: new Date(0),
      ModDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor(INK);
  return { doc, bytes };
}

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

/** An A4 document with lines of text from the top; title and subject go into the metadata too. */
export function textPdf(meta: { title: string; subject: string; author: string }, lines: PdfLine[]): Promise<Buffer> {
  const { doc, bytes } = newPdf(meta);
  for (const line of lines) {
    const size = line.size ?? 11;
    doc.moveDown((line.gap ?? 0) / size);
    doc
      .font(line.bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .text(pdfSafe(line.text));
  }
  doc.end();
  return bytes;
}
