import PDFDocument from 'pdfkit';
import type { Invoice } from '../../src/api/contract';
import { formatCount, formatMoney } from '../../src/domain/money';
import { drawLine, registerFaces, widthOf } from './pdf-fonts';

/*
 * The invoice as a PDF (spec 3 §7 GET /v1/invoice/pdf/{id}): the white-label's name, the invoice
 * number, the period, the line items (campaign, impressions, amount), the balance of the last invoice
 * and the total, money as the app formats it ($, ₦, ֏). Every text is drawn run by run in the faces of
 * pdf-fonts.ts: the built-in Helvetica has no ₦, ֏ nor Cyrillic, and no one face has every script a
 * campaign or a person may be named in.
 */

export interface InvoicePdfInput {
  invoice: Invoice;
  /** The white-label the caller is answered as (branding.ts). */
  brandName: string;
  /** The invoice's status as a word (the PDF is English, as the mock's messages are). */
  statusLabel: string;
}

const MARGIN = 50;
const COLUMNS = { campaign: MARGIN, impressions: 330, amount: 440, end: 545 } as const;

const collect = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

/*
 * Cells are placed by hand (a right-aligned amount at its column's end less its width, a long name cut
 * to its column) rather than through pdfkit's `width`/`align` options: those run the line wrapper for
 * every cell, which is most of the time a 500-line invoice takes.
 */
const left = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number): void => {
  let shown = text;
  if (widthOf(doc, shown) > width) {
    while (shown.length > 1 && widthOf(doc, `${shown}…`) > width) shown = shown.slice(0, Math.max(1, Math.floor(shown.length * 0.9)));
    shown = `${shown}…`;
  }
  drawLine(doc, shown, x, y);
};
const right = (doc: PDFKit.PDFDocument, text: string, end: number, y: number): void => {
  drawLine(doc, text, end - widthOf(doc, text), y);
};

const tableHeader = (doc: PDFKit.PDFDocument): void => {
  const y = doc.y;
  doc.fontSize(9).fillColor('#555555');
  left(doc, 'Campaign', COLUMNS.campaign, y, COLUMNS.impressions - COLUMNS.campaign - 10);
  right(doc, 'Impressions', COLUMNS.amount - 10, y);
  right(doc, 'Amount', COLUMNS.end, y);
  doc.moveTo(MARGIN, y + 13).lineTo(COLUMNS.end, y + 13).strokeColor('#999999').stroke();
  doc.fillColor('#000000').fontSize(10);
  doc.y = y + 18;
};

export const buildInvoicePdf = ({ invoice, brandName, statusLabel }: InvoicePdfInput): Promise<Buffer> => {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${invoice.id}`, Author: brandName } });
  const done = collect(doc);
  registerFaces(doc);
  const money = (amount: number) => formatMoney(amount, invoice.currency, 'en');

  /** One line of the header across the page (a name too long for it is cut with …). */
  const headerLine = (text: string, size: number, gapAfter = 0) => {
    doc.fontSize(size);
    const y = doc.y;
    left(doc, text, MARGIN, y, COLUMNS.end - MARGIN);
    doc.y = y + doc.currentLineHeight(true) + gapAfter;
  };
  headerLine(brandName, 18, 6);
  headerLine(`Invoice No. ${invoice.id}`, 14);
  headerLine(`Period: ${invoice.from_date} – ${invoice.to_date}`, 10);
  headerLine(`Status: ${statusLabel}`, 10);
  headerLine(`Billed to: ${invoice.user_name}${invoice.email ? ` <${invoice.email}>` : ''}`, 10);
  headerLine(`Currency: ${invoice.currency}`, 10, 12);

  tableHeader(doc);
  const bottom = doc.page.height - MARGIN - 20;
  for (const line of invoice.line_items) {
    if (doc.y > bottom) {
      doc.addPage();
      tableHeader(doc);
    }
    const y = doc.y;
    left(doc, `${line.campaign_name} (#${line.campaign_id})`, COLUMNS.campaign, y, COLUMNS.impressions - COLUMNS.campaign - 10);
    right(doc, formatCount(line.impression_count, 'en'), COLUMNS.amount - 10, y);
    right(doc, money(line.amount), COLUMNS.end, y);
    doc.y = y + 15;
  }

  if (doc.y > bottom - 60) doc.addPage();
  doc.moveTo(MARGIN, doc.y + 4).lineTo(COLUMNS.end, doc.y + 4).strokeColor('#999999').stroke();
  doc.y += 12;
  const summary = (label: string, value: string) => {
    const y = doc.y;
    right(doc, label, COLUMNS.amount - 10, y);
    right(doc, value, COLUMNS.end, y);
    doc.y = y + 16;
  };
  summary('Balance of the last invoice', money(invoice.balance_last_invoice));
  summary('To be paid', money(invoice.to_be_paid));
  summary('Total', money(invoice.total));

  doc.end();
  return done;
};
