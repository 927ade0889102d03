import { extractTextItems, getMeta } from 'unpdf';

/**
 * The text of a PDF as a reader sees it: one line per row of text, top to bottom, page after page; the
 * pieces of a row (the cells of a table) left to right, separated by a tab. No-break spaces read as spaces.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { items } = await extractTextItems(new Uint8Array(bytes));
  const lines: string[] = [];
  for (const page of items) {
    const rows = new Map<number, typeof page>();
    for (const item of page.filter((i) => i.str.trim() !== '')) {
      const y = Math.round(item.y);
      rows.set(y, [...(rows.get(y) ?? []), item]);
    }
    for (const [, row] of [...rows].sort(([a], [b]) => b - a))
      lines.push(
        row
          .sort((a, b) => a.x - b.x)
          .map((item) => item.str)
          .join('\t'),
      );
  }
  return lines.join('\n').replaceAll('\u00A0', ' ');
}

/** A PDF's page count and its title and subject from the document information. */
export async function pdfInfo(bytes: Uint8Array): Promise<{ pages: number; title: string; subject: string }> {
  const [{ info }, { totalPages }] = await Promise.all([getMeta(new Uint8Array(bytes)), extractTextItems(new Uint8Array(bytes))]);
  return { pages: totalPages, title: String(info.Title ?? ''), subject: String(info.Subject ?? '') };
}
