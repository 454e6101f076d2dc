import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readXlsxSheets, unescapeXml } from './xlsx.ts';

/** A zip archive of `entries` (deflated when `deflate`, else stored); CRCs are left 0, the reader does not check them. */
function zip(entries: Record<string, string>, deflate: boolean): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text, 'utf8');
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK = {
  'xl/workbook.xml': '<workbook><sheets><sheet name="xsum_in_np" sheetId="1" r:id="rId1"/><sheet name="b&amp;c" sheetId="2" r:id="rId2"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<Relationships><Relationship Target="/xl/worksheets/sheet1.xml" Id="rId1"/><Relationship Target="worksheets/sheet2.xml" Id="rId2"/></Relationships>',
  'xl/sharedStrings.xml': '<sst><si><t>shared one</t></si><si><r><t>rich </t></r><r><t xml:space="preserve">two</t></r></si></sst>',
  'xl/worksheets/sheet1.xml':
    '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="inlineStr"><is><t>doc</t></is></c><c r="C1" t="s"><v>0</v></c></row>' +
    '<row r="2"><c r="A2"><v>34687720</v></c><c r="B2" t="inlineStr"><is><t>He said &quot;no&quot; &amp; left.\nLine &#233;</t></is></c><c r="C2" t="s"><v>1</v></c></row>' +
    '<row r="4"><c r="B4" t="inlineStr"><is><t>only doc</t></is></c></row></sheetData></worksheet>',
  'xl/worksheets/sheet2.xml': '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>',
};

describe('readXlsxSheets', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-xlsx-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  for (const deflate of [false, true]) {
    it(`reads sheets in workbook order with inline, shared and value cells (${deflate ? 'deflated' : 'stored'})`, () => {
      const file = path.join(tmp, `book-${deflate}.xlsx`);
      fs.writeFileSync(file, zip(WORKBOOK, deflate));
      const sheets = readXlsxSheets('demo', file);
      expect(sheets.map((s) => s.name)).toEqual(['xsum_in_np', 'b&c']);
      expect(sheets[0].rows).toEqual([
        { line: 2, cells: { id: '34687720', doc: 'He said "no" & left.\nLine é', 'shared one': 'rich two' } },
        { line: 4, cells: { id: '', doc: 'only doc', 'shared one': '' } },
      ]);
      expect(sheets[1].rows).toEqual([]);
    });
  }

  it('a file that is not a zip is a bad-real-data error naming it', () => {
    const file = path.join(tmp, 'not.xlsx');
    fs.writeFileSync(file, 'plain text, long enough to hold an end record........');
    expect(() => readXlsxSheets('demo', file)).toThrow(/^demo: .*not\.xlsx: not a zip archive/);
  });

  it('unescapes named and numeric XML references only', () => {
    expect(unescapeXml('&lt;a&gt; &#x41;&#66; &unknown; &amp;amp;')).toBe('<a> AB &unknown; &amp;');
  });
});
