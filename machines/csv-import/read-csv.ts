import Papa from 'papaparse';
import { csvColumns } from '../../openapi/domain/rules';

/** What the reader found out about a file, to tell the user. */
export interface CsvDetection {
  encoding: 'utf-8' | 'windows-1250';
  byteOrderMark: boolean;
  delimiter: ',' | ';' | '\t';
  /** Prices written with a decimal comma, such as `12,50`. */
  decimalComma: boolean;
}

export interface ParsedCsv {
  headers: string[];
  /** Headers that are not catalogue columns: flagged, and ignored on import. */
  unknownHeaders: string[];
  /** Each data row as cells keyed by header. */
  rows: Record<string, string>[];
  detection: CsvDetection;
}

export class CsvFileError extends Error {
  constructor(readonly reason: 'notCsv' | 'empty' | 'noHeader') {
    super(reason);
  }
}

/**
 * Text from the file's bytes: UTF-8 (with or without a byte-order mark) when the bytes are
 * valid UTF-8, otherwise Windows-1250, the code page Romanian Excel saves in (it reads
 * ISO-8859-2 files correctly for every Romanian letter too).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvDetection['encoding']; byteOrderMark: boolean } {
  const byteOrderMark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = byteOrderMark ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8', byteOrderMark };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(body), encoding: 'windows-1250', byteOrderMark };
  }
}

const normaliseHeader = (header: string): string => header.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const knownColumns = new Set<string>(csvColumns);

/** Parses a catalogue file: the first line is the header; `,`, `;` or tab delimited. */
export function parseCsvBytes(fileName: string, bytes: Uint8Array): ParsedCsv {
  if (!/\.csv$/i.test(fileName)) throw new CsvFileError('notCsv');
  const { text, encoding, byteOrderMark } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw new CsvFileError('empty');
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: normaliseHeader,
  });
  const headers = (parsed.meta.fields ?? []).filter((header) => header !== '');
  if (headers.length === 0) throw new CsvFileError('noHeader');
  const delimiter = (parsed.meta.delimiter === ';' || parsed.meta.delimiter === '\t' ? parsed.meta.delimiter : ',') as CsvDetection['delimiter'];
  // Papaparse's row objects are kept as they are; a short row's missing cells read as empty.
  const rows = parsed.data;
  return {
    headers,
    unknownHeaders: headers.filter((header) => !knownColumns.has(header)),
    rows,
    detection: { encoding, byteOrderMark, delimiter, decimalComma: rows.some((row) => /^\s*\d[\d.\s]*,\d+\s*$/.test(row.pret ?? '')) },
  };
}
