/**
 * A minimal reader for the worksheets of an .xlsx file (a zip of XML parts): enough for the AggreFact workbooks,
 * with no extra package. Stored and deflated zip entries; inline, shared and plain value cells.
 */
import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { VerityError } from '../../engine/errors.ts';
import { displayPath } from '../rows.ts';

/** One worksheet: its name and its data rows keyed by the header row's cell texts; `line` is the sheet row number. */
export interface XlsxSheet {
  name: string;
  rows: Array<{ line: number; cells: Record<string, string> }>;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function fail(owner: string, file: string, problem: string): VerityError {
  return new VerityError('bad-real-data', `${owner}: ${displayPath(file)}: ${problem}`);
}

/** Every entry of a zip archive, by name, uncompressed. */
export function readZipEntries(owner: string, file: string): Map<string, Buffer> {
  const zip = fs.readFileSync(file);
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== EOCD_SIGNATURE) eocd--;
  if (eocd < 0) throw fail(owner, file, 'not a zip archive (no end of central directory)');
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    if (zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw fail(owner, file, `corrupt central directory at byte ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== LOCAL_SIGNATURE) throw fail(owner, file, `corrupt local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw fail(owner, file, `entry ${name} uses unsupported compression ${method}`);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** XML text with the five named entities and numeric character references resolved. */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return XML_ENTITIES[ref] ?? whole;
  });
}

function textRuns(xml: string): string {
  return [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1])).join('');
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

/** Cells of one `<row>` by column letters. */
function rowCells(rowXml: string, shared: readonly string[]): Map<string, string> {
  const cells = new Map<string, string>();
  for (const m of rowXml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const column = (attribute(m[1], 'r') ?? '').replace(/\d+$/, '');
    const body = m[2] ?? '';
    const type = attribute(m[1], 't');
    const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
    cells.set(column, type === 'inlineStr' ? textRuns(body) : type === 's' ? (shared[Number(value)] ?? '') : value);
  }
  return cells;
}

function parseSheet(name: string, xml: string, shared: readonly string[]): XlsxSheet {
  const rows = [...xml.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)].map((m) => ({
    line: Number(attribute(m[1], 'r')),
    cells: rowCells(m[2], shared),
  }));
  const header = rows[0]?.cells ?? new Map<string, string>();
  return {
    name,
    rows: rows.slice(1).map(({ line, cells }) => ({
      line,
      cells: Object.fromEntries([...header].map(([column, title]) => [title, cells.get(column) ?? ''])),
    })),
  };
}

/** Every worksheet of an .xlsx file in workbook order; errors (`bad-real-data`) name the file. */
export function readXlsxSheets(owner: string, file: string): XlsxSheet[] {
  const entries = readZipEntries(owner, file);
  const part = (name: string): string => {
    const data = entries.get(name);
    if (!data) throw fail(owner, file, `has no part ${name}`);
    return data.toString('utf8');
  };
  const shared = entries.has('xl/sharedStrings.xml')
    ? [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textRuns(m[1]))
    : [];
  const targets = new Map(
    [...part('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b([^>]*)\/?>/g)].map((m) => [attribute(m[1], 'Id'), attribute(m[1], 'Target')]),
  );
  return [...part('xl/workbook.xml').matchAll(/<sheet\b([^>]*)\/?>/g)].map((m) => {
    const target = targets.get(attribute(m[1], 'r:id')) ?? '';
    const partName = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    return parseSheet(unescapeXml(attribute(m[1], 'name') ?? ''), part(partName), shared);
  });
}
