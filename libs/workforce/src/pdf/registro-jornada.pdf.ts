import PDFDocument from 'pdfkit';
import {
  type RegistroCompany,
  type RegistroLine,
  type RegistroSection,
  REPORT_TITLE,
  breaksText,
  daysOfMonth,
  formatHm,
  lineNotes,
  madridTime,
  registroLines,
  shortDay,
  timeOn,
  totalBreakMs,
  totalWorkedMs,
} from '../domain/timesheet-report';
import { formatSpanishDate, isoWeekday, localDate } from '../domain/local-day';
import { type MonthKey, spanishMonthName } from '../domain/month-closing';

const MARGIN = 40;
const PAGE_HEIGHT = 841.89; // A4
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;
const GREY = '#555555';
const LIGHT = '#888888';
const RULE = '#bbbbbb';
const FILL = '#f0f0f0';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { title: 'Día', width: 58, align: 'left' },
  { title: 'Entrada', width: 46, align: 'left' },
  { title: 'Salida', width: 62, align: 'left' },
  { title: 'Pausas', width: 120, align: 'left' },
  { title: 'T. pausa', width: 44, align: 'right' },
  { title: 'Trabajado', width: 52, align: 'right' },
  { title: 'Observaciones', width: WIDTH - 382, align: 'left' },
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The registro de jornada as an A4 PDF: per worker a section starting on its own page (a whole
 * workshop is one file, one section per worker), with the employer (company, CIF, work centre) and
 * the worker (name, NIF), every day of the month (days without a jornada show a dash, weekends in
 * grey), each jornada's start, end, breaks and time worked, the month's totals, the corrections
 * and system closings explained under the table, and the signature lines of both parties.
 */
export function renderRegistroPdf(input: {
  sections: readonly RegistroSection[];
  company: RegistroCompany | null;
  month: MonthKey;
  now: Date;
}): Promise<Buffer> {
  const { sections, company, month, now } = input;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${REPORT_TITLE} · ${spanishMonthName(month)}`,
      Author: company?.name ?? 'PX Taller',
      Subject: 'Registro diario de jornada (art. 34.9 del Estatuto de los Trabajadores)',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  sections.forEach((section, index) => {
    if (index > 0) pdf.addPage();
    renderSection(pdf, section, company, month, now);
  });
  if (!sections.length) {
    header(pdf, company, month);
    pdf.font('Helvetica').fontSize(10).text('No hay empleados en este registro.', MARGIN);
  }
  pdf.end();
  return done;
}

function header(pdf: PDFKit.PDFDocument, company: RegistroCompany | null, month: MonthKey): void {
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(company?.name ?? 'Empresa sin configurar', MARGIN, MARGIN, { width: WIDTH * 0.6 });
  pdf.font('Helvetica').fontSize(8.5).fillColor(GREY);
  if (company) {
    pdf.text(`CIF: ${company.nif}`, { width: WIDTH * 0.6 });
    pdf.text(`Centro de trabajo: ${company.address}`, { width: WIDTH * 0.6 });
  }
  const left = pdf.y;
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(REPORT_TITLE.toUpperCase(), MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(capitalised(spanishMonthName(month)), { width: WIDTH, align: 'right' });
  pdf.y = Math.max(pdf.y, left) + 10;
}

function renderSection(
  pdf: PDFKit.PDFDocument,
  { employee, entries }: RegistroSection,
  company: RegistroCompany | null,
  month: MonthKey,
  now: Date,
): void {
  header(pdf, company, month);
  const top = pdf.y;
  pdf.rect(MARGIN, top, WIDTH, 34).fillColor(FILL).fill();
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Trabajador/a: ${employee.fullName}`, MARGIN + 8, top + 6, { width: WIDTH - 16 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(`NIF/NIE: ${employee.nif ?? 'no consta'}   ·   Código: ${employee.code}`, {
      width: WIDTH - 16,
    });
  pdf.y = top + 44;
  pdf.x = MARGIN;

  const lines = registroLines(entries, now);
  const byDay = new Map<string, RegistroLine[]>();
  for (const line of lines) byDay.set(line.date, [...(byDay.get(line.date) ?? []), line]);
  const notes: string[] = [];

  tableHeader(pdf);
  for (const date of daysOfMonth(month)) {
    const weekend = isoWeekday(date) >= 6;
    const dayLines = byDay.get(date) ?? [];
    if (!dayLines.length) {
      row(pdf, [shortDay(date), '—', '', '', '', '', ''], { color: weekend ? LIGHT : GREY });
      continue;
    }
    dayLines.forEach((line, index) => {
      const marks: string[] = [];
      const lineNotesText = lineNotes(line);
      if (lineNotesText.length) {
        notes.push(`(${notes.length + 1}) ${shortDay(line.date)}: ${lineNotesText.join('. ')}`);
        marks.push(`Ver nota (${notes.length})`);
      }
      row(
        pdf,
        [
          index === 0 ? shortDay(date) : '',
          madridTime(line.clockIn),
          line.clockOut ? timeOn(line.clockOut, line.date) : 'en curso',
          breaksText(line) || '—',
          formatHm(line.breakMs),
          formatHm(line.workedMs),
          marks.join(' '),
        ],
        { color: 'black' },
      );
    });
  }
  row(
    pdf,
    [
      'Total',
      '',
      '',
      `${lines.length} ${lines.length === 1 ? 'jornada' : 'jornadas'}`,
      formatHm(totalBreakMs(lines)),
      formatHm(totalWorkedMs(lines)),
      '',
    ],
    { color: 'black', bold: true, fill: true },
  );

  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(`Total de horas trabajadas en el mes: ${formatHm(totalWorkedMs(lines))}`, MARGIN, pdf.y, {
      width: WIDTH,
    });

  if (notes.length) {
    ensureSpace(pdf, 40);
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(9).text('Correcciones y observaciones');
    pdf.font('Helvetica').fontSize(8);
    for (const note of notes) {
      ensureSpace(pdf, pdf.heightOfString(note, { width: WIDTH }) + 4);
      pdf.text(note, MARGIN, pdf.y, { width: WIDTH });
      pdf.moveDown(0.2);
    }
  }

  ensureSpace(pdf, 150);
  pdf
    .moveDown(0.8)
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(
      'Registro diario de jornada conforme al artículo 34.9 del Estatuto de los Trabajadores. Las ' +
        'horas son las de Madrid; cada jornada figura en el día en que empieza. Las correcciones no ' +
        'borran el registro original: se conservan con la hora anterior, la nueva, el motivo, su autor ' +
        'y su fecha. La empresa conserva estos registros durante cuatro años a disposición de las ' +
        'personas trabajadoras, de sus representantes legales y de la Inspección de Trabajo y ' +
        'Seguridad Social.',
      MARGIN,
      pdf.y,
      { width: WIDTH, align: 'justify' },
    );
  signatures(pdf, now);
}

function tableHeader(pdf: PDFKit.PDFDocument): void {
  row(
    pdf,
    COLUMNS.map((column) => column.title),
    { color: 'black', bold: true, fill: true },
  );
}

function ensureSpace(pdf: PDFKit.PDFDocument, height: number): boolean {
  if (pdf.y + height <= BOTTOM) return false;
  pdf.addPage();
  pdf.y = MARGIN;
  return true;
}

function row(
  pdf: PDFKit.PDFDocument,
  cells: string[],
  style: { color: string; bold?: boolean; fill?: boolean },
): void {
  pdf.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  // Most cells fit on one line: measured by width and written without the line wrapper (a whole
  // workshop's month is thousands of cells); only a longer one is wrapped.
  const lineHeight = pdf.currentLineHeight(true);
  const widths = cells.map((cell) => pdf.widthOfString(cell));
  const fits = cells.map((_, index) => widths[index] <= COLUMNS[index].width - 6);
  const height =
    Math.max(
      ...cells.map((cell, index) =>
        fits[index] ? lineHeight : pdf.heightOfString(cell, { width: COLUMNS[index].width - 6 }),
      ),
    ) + 5;
  // A table cut by the page goes on under its header again.
  if (ensureSpace(pdf, height) && !(style.bold && cells[0] === COLUMNS[0].title)) {
    tableHeader(pdf);
    pdf.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  }
  const top = pdf.y;
  if (style.fill) pdf.rect(MARGIN, top, WIDTH, height).fillColor(FILL).fill();
  pdf.fillColor(style.color);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!cell) {
      // Nothing to write.
    } else if (fits[index]) {
      const left = column.align === 'right' ? x + column.width - 3 - widths[index] : x + 3;
      pdf.text(cell, left, top + 2.5, { lineBreak: false });
    } else {
      pdf.text(cell, x + 3, top + 2.5, { width: column.width - 6, align: column.align });
    }
    x += column.width;
  });
  pdf
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + WIDTH, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.x = MARGIN;
  pdf.y = top + height;
}

function signatures(pdf: PDFKit.PDFDocument, now: Date): void {
  ensureSpace(pdf, 110);
  const top = pdf.y + 14;
  const boxWidth = WIDTH / 2 - 10;
  const box = (x: number, label: string) => {
    pdf.rect(x, top, boxWidth, 64).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x + 6, top + 6, { width: boxWidth - 12 });
  };
  box(MARGIN, 'Firma de la empresa');
  box(MARGIN + WIDTH / 2 + 10, 'Firma del trabajador/a');
  pdf
    .fontSize(7)
    .fillColor(GREY)
    .text(
      `Generado el ${formatSpanishDate(localDate(now))} a las ${madridTime(now)}`,
      MARGIN,
      top + 72,
      { width: WIDTH, align: 'right' },
    );
  pdf.fillColor('black');
}
