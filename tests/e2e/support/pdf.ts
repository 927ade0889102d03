import { PDFDocument, PDFArray, PDFRawStream, decodePDFRawStream, type PDFStream } from 'pdf-lib';

/** The text lines of a PDF made by the server (standard fonts: each line one hex string shown with Tj), no-break spaces as spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents()!;
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref) as PDFStream) : [contents];
    for (const stream of streams) {
      const data = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
      for (const [, hex] of Buffer.from(data)
        .toString('latin1')
        .matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n').replaceAll('\u00A0', ' ');
}
