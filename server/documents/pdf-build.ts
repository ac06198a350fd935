import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentBlock } from './seed/model';

/* DejaVu Serif ships in an npm package, so every machine has a font with the Ukrainian letters (і, ї, є, ґ). */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf');
const SIZE = 11;
const MARGIN = 56;

type Pdf = InstanceType<typeof PDFDocument>;

function write(pdf: Pdf, text: string, opts: { bold?: boolean; size?: number; align?: 'left' | 'center' | 'right' }) {
  pdf
    .font(opts.bold ? 'bold' : 'regular')
    .fontSize(opts.size ?? SIZE)
    .text(text || ' ', MARGIN, undefined, { align: opts.align ?? 'left', width: pdf.page.width - MARGIN * 2 });
}

function render(pdf: Pdf, block: DocumentBlock) {
  switch (block.kind) {
    case 'title':
      pdf.moveDown(0.6);
      write(pdf, block.text, { bold: true, size: 14, align: 'center' });
      pdf.moveDown(0.6);
      return;
    case 'heading':
      pdf.moveDown(0.4);
      write(pdf, block.text, { bold: true, size: 12 });
      pdf.moveDown(0.2);
      return;
    case 'paragraph':
      write(pdf, block.text, { align: block.align });
      pdf.moveDown(0.3);
      return;
    case 'list':
      block.items.forEach((item, i) => {
        write(pdf, `${block.ordered ? `${i + 1}.` : '•'} ${item}`, {});
        pdf.moveDown(0.2);
      });
      return;
    case 'table':
      pdf.font('regular').fontSize(SIZE - 1);
      pdf.table({
        position: { x: MARGIN },
        maxWidth: pdf.page.width - MARGIN * 2,
        data: [block.header.map((text) => ({ text, font: { src: 'bold' } })), ...block.rows],
      });
      pdf.moveDown(0.5);
      return;
    case 'signatures':
      pdf.moveDown(0.5);
      pdf.font('regular').fontSize(SIZE);
      pdf.table({
        position: { x: MARGIN },
        maxWidth: pdf.page.width - MARGIN * 2,
        defaultStyle: { border: 0 },
        data: block.lines.map((line) => [line.role, '______________', line.name]),
      });
      pdf.moveDown(0.5);
      return;
  }
}

/** A PDF of the blocks, one to one with the HTML preview and the DOCX (A4, DejaVu Serif). */
export function buildPdf(opts: { title: string; blocks: DocumentBlock[] }): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: opts.title, Author: 'Фахівець', Creator: 'Фахівець' },
    lang: 'uk-UA',
    displayTitle: true,
  });
  pdf.registerFont('regular', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const block of opts.blocks) render(pdf, block);
  pdf.end();
  return done;
}
