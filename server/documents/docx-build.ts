import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DocumentBlock } from './seed/model';

const FONT = 'Times New Roman';
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

/* Every text goes into one run, so a template tag such as {company.name} stays whole for the templating step. */
const run = (text: string, bold = false) => new TextRun({ text, bold, font: FONT, size: 24 });
const para = (text: string, opts: { bold?: boolean; align?: keyof typeof ALIGN } = {}) =>
  new Paragraph({ children: [run(text, opts.bold)], alignment: ALIGN[opts.align ?? 'left'], spacing: { after: 120 } });

const cell = (text: string, bold = false) =>
  new TableCell({ children: [para(text, { bold })], width: { size: 0, type: WidthType.AUTO } });

function render(block: DocumentBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'title':
      return [
        new Paragraph({
          children: [run(block.text, true)],
          alignment: AlignmentType.CENTER,
          heading: HeadingLevel.TITLE,
          spacing: { before: 240, after: 240 },
        }),
      ];
    case 'heading':
      return [
        new Paragraph({ children: [run(block.text, true)], heading: HeadingLevel.HEADING_2, spacing: { before: 200 } }),
      ];
    case 'paragraph':
      return [para(block.text, { align: block.align })];
    case 'list':
      return block.items.map((item, i) => para(`${block.ordered ? `${i + 1}.` : '•'} ${item}`));
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ tableHeader: true, children: block.header.map((h) => cell(h, true)) }),
            ...block.rows.map((row) => new TableRow({ children: row.map((v) => cell(v)) })),
          ],
        }),
        para(''),
      ];
    case 'signatures':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          borders: NO_BORDERS,
          rows: block.lines.map(
            (line) => new TableRow({ children: [cell(line.role), cell('______________'), cell(line.name)] }),
          ),
        }),
      ];
  }
}

/** A DOCX file of the blocks, one to one with the HTML preview. Text keeps its tags when the blocks have them. */
export async function buildDocx(opts: { title: string; blocks: DocumentBlock[] }): Promise<Buffer> {
  const doc = new Document({
    title: opts.title,
    creator: 'Фахівець',
    styles: { default: { document: { run: { font: FONT, size: 24 } } } },
    sections: [{ children: opts.blocks.flatMap(render) }],
  });
  return Packer.toBuffer(doc);
}
