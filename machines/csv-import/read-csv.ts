import Papa from 'papaparse';
import { columnOfHeader, csvColumns } from '../../openapi/domain/csv-rules';

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
function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvDetection['encoding']; byteOrderMark: boolean } {
  const byteOrderMark = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = byteOrderMark ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8', byteOrderMark };
  } catch {
    return { text: new TextDecoder('windows-1250').decode(body), encoding: 'windows-1250', byteOrderMark };
  }
}

const knownColumns = new Set<string>(csvColumns);

/** Text parsed between two progress reports. */
const chunkSize = 1024 * 1024;

/**
 * Parses a catalogue file: the first line is the header; `,`, `;` or tab delimited. Reports,
 * after each megabyte of text, the rows read so far and the share of the text done.
 */
export function parseCsvBytes(fileName: string, bytes: Uint8Array, onProgress?: (rowsRead: number, share: number) => void): ParsedCsv {
  if (!/\.csv$/i.test(fileName)) throw new CsvFileError('notCsv');
  const { text, encoding, byteOrderMark } = decodeCsvBytes(bytes);
  if (text.trim() === '') throw new CsvFileError('empty');
  // Papaparse's row objects are kept as they are; a short row's missing cells read as empty.
  const rows: Record<string, string>[] = [];
  let fields: string[] = [];
  let guessed = ',';
  // With a string and a chunk callback, papaparse works through the text synchronously, chunk by
  // chunk (its typings list `chunk` for files only; its string reader honours it too).
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    // A header is read as its column's name: case, accents and the column's other names aside.
    transformHeader: columnOfHeader,
    chunkSize,
    chunk: (results: Papa.ParseResult<Record<string, string>>) => {
      for (const row of results.data) rows.push(row);
      if (results.meta.fields) fields = results.meta.fields;
      guessed = results.meta.delimiter;
      onProgress?.(rows.length, Math.min(1, results.meta.cursor / text.length));
    },
    complete: () => onProgress?.(rows.length, 1),
  });
  const headers = fields.filter((header) => header !== '');
  if (headers.length === 0) throw new CsvFileError('noHeader');
  const delimiter = (guessed === ';' || guessed === '\t' ? guessed : ',') as CsvDetection['delimiter'];
  return {
    headers,
    unknownHeaders: headers.filter((header) => !knownColumns.has(header)),
    rows,
    detection: { encoding, byteOrderMark, delimiter, decimalComma: rows.some((row) => /^\s*\d[\d.\s]*,\d+\s*$/.test(row.pret ?? '')) },
  };
}
