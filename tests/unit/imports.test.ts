// The pure parts of contact imports: the header and mapping guesses, dates in the spec's forms, a row read
// through a mapping, repeated numbers within and across batches, and the numbering-plan look-ups.
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from '../../server/imports/write-sql';
import { prepareBatch, settleBatch, type BatchContext } from '../../server/imports/batch';
import { blockedRegions } from '../../server/imports/context';
import { readImportDay, readImportInstant, SlashDates } from '../../server/imports/dates';
import { guessHeader, guessMapping } from '../../server/imports/guess';
import { compileMapping, readRow } from '../../server/imports/row';
import { NumberVerdicts } from '../../server/imports/number-verdicts';
import { mappingProblem } from '../../server/imports/targets';
import { NumberingLibrary } from '../../server/numbering/library';
import { internationalOf, PhoneLines } from '../../server/numbering/lookup';
import { zoneOfRegion } from '../../server/numbering/region-zones';
import { RegistryIndex } from '../../server/numbering/registry-index';

const labels = [{ id: 71, value: 'Company' }];

describe('the guesses on upload', () => {
  it('takes a first row naming columns for a header and maps it by its words and the labels', () => {
    const rows = [['Телефон', 'ФИО', 'E-mail', 'Company', 'Доп. телефон', 'Телефон', 'что-то']];
    expect(guessHeader(rows, labels)).toBe(true);
    expect(guessMapping(rows, 7, true, labels)).toEqual([
      'phone',
      'full_name',
      'email',
      'label:71',
      'additional_phone',
      'additional_phone',
      'ignore',
    ]);
  });

  it('reads a file without a header by its data', () => {
    const rows = [
      ['Ivan Petrov', '+7 916 123-45-67', 'ivan@example.com', '8 (495) 000-00-00', 'x'],
      ['Anna Smirnova', '79161234568', 'anna@example.com', '', 'y'],
    ];
    expect(guessHeader(rows, labels)).toBe(false);
    expect(guessMapping(rows, 5, false, labels)).toEqual([
      'full_name',
      'phone',
      'email',
      'additional_phone',
      'ignore',
    ]);
    expect(
      guessHeader(
        [
          ['name', 'x'],
          ['Ann', '79161234567'],
        ],
        labels,
      ),
    ).toBe(true);
  });

  it('checks a mapping: one target a column, exactly one phone, known labels, no target twice', () => {
    const ids = new Set([71]);
    expect(mappingProblem(['phone', 'label:71', 'ignore', 'ignore'], 4, ids)).toBeNull();
    expect(mappingProblem(['phone'], 2, ids)).toBe('width');
    expect(mappingProblem(['phone', 'label:72'], 2, ids)).toBe('unknown');
    expect(mappingProblem(['phone', 'phone'], 2, ids)).toBe('twice');
    expect(mappingProblem(['email', 'ignore'], 2, ids)).toBe('phone');
  });
});

describe('dates of imported cells', () => {
  it('reads the spec forms strictly, slash dates day-first unless the column shows otherwise', () => {
    expect(
      ['05-03-1990', '05.03.1990', '5/3/1990', '1990-03-05', '1990-03-05 10:00:00'].map((d) =>
        readImportDay(d),
      ),
    ).toEqual(Array(5).fill('1990-03-05'));
    expect(readImportDay('03/05/1990', 'mdy')).toBe('1990-03-05');
    expect(readImportDay('31.02.1990')).toBeUndefined();
    expect(readImportDay('yesterday')).toBeUndefined();
    const slash = new SlashDates();
    slash.see(['03/25/1990', '25/03/1990', '01/02/1990']);
    expect(slash.orders(3)).toEqual(['mdy', 'dmy', 'dmy']);
  });

  it('reads instants: ISO 8601, the task form, or a day with an optional time in server time', () => {
    expect(readImportInstant('2031-05-01T10:00:00Z')?.toISOString()).toBe('2031-05-01T10:00:00.000Z');
    const local = readImportInstant('01.05.2031 10:30');
    expect([local?.getDate(), local?.getMonth(), local?.getHours(), local?.getMinutes()]).toEqual([
      1, 4, 10, 30,
    ]);
    expect(readImportInstant('01-05-2031')?.getHours()).toBe(0);
    expect(readImportInstant('2031-02-30 10:00')).toBeUndefined();
  });
});

describe('a row through a mapping', () => {
  const label = {
    id: 74,
    value: 'Amount',
    value_type: 'number',
    required_value: false,
    show_field: true,
    options: [],
  };
  const list = {
    id: 75,
    value: 'Interest',
    value_type: 'list',
    required_value: true,
    show_field: true,
    options: [{ id: 9, name: 'Cars' }],
  };
  const mapping = compileMapping(
    ['phone', 'email', 'birth_date', 'additional_phone', 'label:74', 'label:75', 'full_name'],
    [label, list] as never,
    Array(7).fill('dmy'),
  );

  it('makes a contact with the card rules, extra phones once each and never the main one', () => {
    const verdict = readRow(
      [
        '8 (916) 123-45-67',
        'A@B.RU',
        '01.02.2000',
        '89161234567; 74950000000,74950000000|123',
        '3,5',
        'cars',
        ' Ann ',
      ],
      mapping,
    );
    expect(verdict).toEqual({
      record: expect.objectContaining({
        phone: '89161234567',
        email: 'a@b.ru',
        birth_date: '2000-02-01',
        extra: ['74950000000'],
        dynamic_data: { 74: '3,5', 75: 9 },
        full_name: 'Ann',
      }),
    });
  });

  it('says why a row is no contact', () => {
    expect(readRow(['123'], mapping)).toMatchObject({ reason: 'invalid_phone' });
    expect(readRow(['', '', '', '79160000000'], mapping)).toMatchObject({ reason: 'no_contact' });
    expect(readRow(['', 'x@y.z'], mapping)).toMatchObject({ reason: 'no_phone' });
    expect(readRow(['79160000000', 'bad'], mapping)).toMatchObject({
      reason: 'invalid_value',
      detail: 'email',
    });
    expect(readRow(['79160000000', '', '', '', 'many'], mapping)).toMatchObject({ detail: 'label:74' });
    expect(readRow(['79160000000', '', '', '', '', 'boats'], mapping)).toMatchObject({ detail: 'label:75' });
  });
});

describe('repeated numbers', () => {
  const context = (options: Partial<BatchContext['options']>): BatchContext => ({
    mapping: compileMapping(['phone'], [], ['dmy']),
    options: {
      skip_existing: 'none',
      skip_file_duplicates: false,
      skip_blacklisted: true,
      skip_blocked_regions: false,
      ...options,
    },
    lines: { lookup: () => ({ region: '', provider: '', tz: '' }) } as unknown as PhoneLines,
    isBlocked: () => false,
    verdicts: new NumberVerdicts(),
    known: null,
    unsettled: null,
  });
  const rows = (...phones: string[]) => phones.map((p, i) => ({ line: i + 1, cells: [p] }));

  it('with skip_existing, a repeat of an imported number is a duplicate and of a listed one listed, in and across batches', () => {
    const ctx = context({ skip_existing: 'project' });
    const first = prepareBatch(rows('71111111111', '72222222222', '71111111111', '72222222222'), ctx);
    expect(first.candidates.phone).toEqual(['71111111111', '72222222222']);
    const settled = settleBatch(first, [{ ord: 1, reason: 'blacklisted' }], ctx);
    expect(settled.accepted.map((r) => r.phone)).toEqual(['71111111111']);
    expect(settled.rejected.map((r) => r.reason)).toEqual(['blacklisted', 'duplicate', 'blacklisted']);
    const second = prepareBatch(rows('71111111111', '72222222222'), ctx);
    expect(second.candidates.phone).toEqual([]);
    expect(second.rejected.map((r) => r.reason)).toEqual(['duplicate', 'blacklisted']);
  });

  it('without options a repeat is imported again; with skip_file_duplicates it is a file duplicate', () => {
    const open = context({ skip_blacklisted: false });
    expect(prepareBatch(rows('71111111111', '71111111111'), open).candidates.phone).toHaveLength(2);
    const strict = context({ skip_file_duplicates: true });
    expect(prepareBatch(rows('71111111111', '71111111111'), strict).rejected.map((r) => r.reason)).toEqual([
      'duplicate_in_file',
    ]);
  });

  it('prepares a batch while the one before is in the database, and counts its repeats as one after another would', () => {
    for (const options of [
      { skip_existing: 'project' as const },
      { skip_existing: 'project' as const, skip_file_duplicates: true },
      { skip_existing: 'none' as const },
    ]) {
      const outcome = (pipelined: boolean) => {
        const ctx = context(options);
        const a = rows('71111111111', '72222222222', '73333333333');
        const b = rows('72222222222', '71111111111', '74444444444', '72222222222');
        const refusedA = [{ ord: 1, reason: 'blacklisted' as const }];
        const first = prepareBatch(a, ctx);
        let second = pipelined ? prepareBatch(b, ctx) : null;
        const settledA = settleBatch(first, refusedA, ctx);
        second ??= prepareBatch(b, ctx);
        const refusedB = second.candidates.ord
          .filter((_, i) => second.candidates.phone[i] === '72222222222')
          .map((ord) => ({ ord, reason: 'blacklisted' as const }));
        const settledB = settleBatch(second, refusedB, ctx);
        return [settledA, settledB].map((s) => ({
          accepted: s.accepted.map((r) => r.phone),
          rejected: s.rejected.map((r) => [r.row.line, r.reason]),
        }));
      };
      expect(outcome(true)).toEqual(outcome(false));
    }
  });

  it('writes the arrays of a batch as PostgreSQL reads them', () => {
    expect(arrayLiteral([1, 2])).toBe('{1,2}');
    expect(arrayLiteral(['a', null, '', 'NULL', 'b"c', 'd\\e', '{x,y}'])).toBe(
      '{"a",NULL,"","NULL","b\\"c","d\\\\e","{x,y}"}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });

  it('refuses numbers known when the run started without asking the database, and their repeats alike', () => {
    const known = new NumberVerdicts().set('73333333333', 'duplicate').set('74444444444', 'blacklisted');
    const ctx = { ...context({ skip_existing: 'project' }), known };
    const first = prepareBatch(rows('73333333333', '74444444444', '75555555555', '73333333333'), ctx);
    // Only the unknown number goes to the statement, which still checks it against the database.
    expect(first.candidates.phone).toEqual(['75555555555']);
    expect(first.rejected.map((r) => [r.row.line, r.reason])).toEqual([
      [1, 'duplicate'],
      [2, 'blacklisted'],
      [4, 'duplicate'],
    ]);
    const second = prepareBatch(rows('74444444444'), ctx);
    expect(second.rejected.map((r) => r.reason)).toEqual(['blacklisted']);
    // A repeat is a file duplicate first, as for any number met before.
    const strict = { ...context({ skip_existing: 'project', skip_file_duplicates: true }), known };
    expect(prepareBatch(rows('73333333333', '73333333333'), strict).rejected.map((r) => r.reason)).toEqual([
      'duplicate',
      'duplicate_in_file',
    ]);
  });
});

describe('region, provider and time zone of a number', () => {
  it('reads Russian numbers written nationally, and Google data by the longest prefix', () => {
    expect(internationalOf('89161234567')).toBe('79161234567');
    expect(internationalOf('9161234567')).toBe('79161234567');
    expect(internationalOf('441134960000')).toBe('441134960000');
    const library = new NumberingLibrary('ru');
    expect(library.lookup('74951234567')).toEqual({
      region: 'Московская обл.',
      provider: '',
      tz: 'Europe/Moscow',
    });
    expect(library.lookup('79031234567')).toMatchObject({ provider: 'Билайн', tz: 'Europe/Moscow' });
    expect(new NumberingLibrary('en').lookup('441134960000')).toMatchObject({
      region: 'Leeds',
      tz: 'Europe/London',
    });
    expect(library.lookup('999')).toEqual({ region: '', provider: '', tz: '' });
  });

  it('finds a registry range by code and number, and lets it win over the library', () => {
    const index = new RegistryIndex([
      {
        code: 383,
        from_number: 2000000,
        to_number: 2999999,
        operator: 'Ростелеком',
        region: 'Новосибирская обл.',
      },
      { code: 916, from_number: 0, to_number: 4999999, operator: 'МТС', region: 'г. Москва' },
      { code: 916, from_number: 6000000, to_number: 6999999, operator: 'Другой', region: 'Томская обл.' },
    ]);
    expect(index.find(916, 4999999)?.operator).toBe('МТС');
    expect(index.find(916, 5000000)).toBeUndefined();
    expect(index.find(916, 6500000)?.operator).toBe('Другой');
    expect(index.find(917, 0)).toBeUndefined();
    const lines = new PhoneLines(new NumberingLibrary('ru'), index);
    expect(lines.lookup('83832123456')).toEqual({
      region: 'Новосибирская обл.',
      provider: 'Ростелеком',
      tz: 'Asia/Novosibirsk',
    });
    expect(lines.lookup('79166500000').tz).toBe('Asia/Tomsk');
    expect(lines.lookup('74951234567').region).toBe('Московская обл.');
  });

  it('knows the zones of Russian regions by their names, Tomsk before Omsk', () => {
    expect(zoneOfRegion('Томская обл.')).toBe('Asia/Tomsk');
    expect(zoneOfRegion('Омская обл.')).toBe('Asia/Omsk');
    expect(zoneOfRegion('Республика Саха /Якутия/')).toBe('Asia/Yakutsk');
    expect(zoneOfRegion('Atlantis')).toBe('');
  });

  it('blocks a region whose name holds an entry of the list, case and ё aside', () => {
    const blocked = blockedRegions('Москва\n ; чукотский ');
    expect(blocked('г. Москва и Московская область')).toBe(true);
    expect(blocked('Чукотский АО')).toBe(true);
    expect(blocked('Московская обл.')).toBe(false);
    expect(blocked('')).toBe(false);
  });
});
