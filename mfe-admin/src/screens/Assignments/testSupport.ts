import { testFile } from '../../testing';

export const worksheetPdf = () => testFile('tajweed-worksheet.pdf', 'application/pdf', '%PDF-1.4\n% a worksheet\n');
