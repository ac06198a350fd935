import ExcelJS from 'exceljs';
import type { DocumentBlock } from './seed/model';

const FONT = { name: 'Times New Roman', size: 12 };

/**
 * A workbook of the blocks: one sheet, a row per paragraph or list item, a table's header and rows in
 * cells (so registers and schedules can be kept and summed in a spreadsheet), signatures in three columns.
 */
export async function buildXlsx(opts: { title: string; blocks: DocumentBlock[] }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Фахівець';
  book.title = opts.title;
  const sheet = book.addWorksheet('Документ', { pageSetup: { paperSize: 9, orientation: 'portrait', fitToWidth: 1 } });
  const widest = Math.max(3, ...opts.blocks.map((b) => (b.kind === 'table' ? b.header.length : 1)));
  sheet.columns = Array.from({ length: widest }, (_, i) => ({ width: i === 0 ? 40 : 24 }));
  const add = (
    values: string[],
    style: { bold?: boolean; align?: 'left' | 'center' | 'right'; border?: boolean } = {},
  ) => {
    const row = sheet.addRow(values);
    row.eachCell((cell) => {
      cell.font = { ...FONT, bold: style.bold };
      cell.alignment = { wrapText: true, vertical: 'top', horizontal: style.align ?? 'left' };
      if (style.border) {
        const thin = { style: 'thin' as const };
        cell.border = { top: thin, left: thin, bottom: thin, right: thin };
      }
    });
    return row;
  };
  const line = (text: string, style: { bold?: boolean; align?: 'left' | 'center' | 'right' } = {}) => {
    const row = add([text], style);
    if (widest > 1) sheet.mergeCells(row.number, 1, row.number, widest);
  };
  for (const block of opts.blocks) {
    switch (block.kind) {
      case 'title':
        line(block.text, { bold: true, align: 'center' });
        break;
      case 'heading':
        line(block.text, { bold: true });
        break;
      case 'paragraph':
        line(block.text, { align: block.align });
        break;
      case 'list':
        for (const [i, item] of block.items.entries()) line(`${block.ordered ? `${i + 1}.` : '•'} ${item}`);
        break;
      case 'table':
        add(block.header, { bold: true, border: true });
        for (const cells of block.rows) add(cells, { border: true });
        sheet.addRow([]);
        break;
      case 'signatures':
        for (const l of block.lines) add([l.role, '______________', l.name]);
        break;
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
