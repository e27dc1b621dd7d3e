// The sheet's XML for one CSV row (server/spreadsheets/xlsx-cells.ts): typed by column, escaped for XML.
import { describe, expect, it } from 'vitest';
import { columnNames, rowXml } from '../../server/spreadsheets/xlsx-cells';

const one = (text: string, kind: Parameters<typeof rowXml>[2][number], n = 2) =>
  rowXml(n, [text], [kind], ['A']).replace(/^<row r="\d+">|<\/row>$/g, '');

describe('xlsx cells', () => {
  it('names columns as a spreadsheet does', () => {
    expect(columnNames(28).slice(-4)).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(columnNames(703).at(-1)).toBe('AAA');
  });

  it('types numbers and dates by column and leaves anything else text', () => {
    expect(one('42', 'number')).toBe('<c r="A2"><v>42</v></c>');
    expect(one('42', 'phone')).toBe('<c r="A2" t="inlineStr"><is><t>42</t></is></c>');
    expect(one('1e5', 'number')).toBe('<c r="A2" t="inlineStr"><is><t>1e5</t></is></c>');
    expect(one('1900-03-01', 'date')).toBe('<c r="A2" s="2"><v>61</v></c>');
    expect(one('2024-03-06 12:00:00', 'datetime')).toBe('<c r="A2" s="1"><v>45357.5</v></c>');
    for (const bad of ['2024-03-06 12:00', '2024-3-06', '2024-03-0x', '2024/03/06'])
      expect(one(bad, 'datetime'), bad).toContain('t="inlineStr"');
    expect(one('', 'text')).toBe('');
  });

  it('escapes what XML needs, drops what it cannot hold, keeps blanks at the edges', () => {
    expect(one('a<b>&c\rd\u0001e', 'text')).toBe(
      '<c r="A2" t="inlineStr"><is><t>a&lt;b&gt;&amp;c&#13;de</t></is></c>',
    );
    expect(one(' x ', 'text')).toBe('<c r="A2" t="inlineStr"><is><t xml:space="preserve"> x </t></is></c>');
    expect(one('01.02.2024', 'number', 1)).toBe('<c r="A1" t="inlineStr"><is><t>01.02.2024</t></is></c>');
  });
});
