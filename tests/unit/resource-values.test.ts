// The pure halves of the generated list and forms: filter values <-> Refine filters (the API's query
// convention), and form values <-> API rows.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defineResource } from '@/src/resources/define';
import { activeFilters, filtersToValues, valuesToFilters } from '@/src/resources/ui/list/filters';
import { defaultValues, formToPayload, recordToForm } from '@/src/resources/ui/form/values';
import { filtersToQuery } from '@/providers/data-provider';

const t = (en: string) => ({ en, ru: en });
const thing = defineResource({
  name: 'thing',
  route: '/settings/thing',
  label: t('Things'),
  permissions: { list: 'tag.list' },
  fields: [
    { name: 'title', type: 'string', label: t('Title'), list: { filter: 'contains' } },
    { name: 'color', type: 'color', label: t('Colour'), default: 'none', list: { filter: 'eq' } },
    { name: 'kinds', type: 'enumMulti', label: t('Kinds'), options: ['a', 'b'], list: { filter: 'in' } },
    { name: 'size', type: 'integer', label: t('Size'), default: 3, list: { filter: 'range' } },
    { name: 'secret', type: 'password', label: t('Secret'), list: { filter: 'contains' } },
    { name: 'at', type: 'time', label: t('At') },
    { name: 'on', type: 'date', label: t('On') },
    { name: 'meta', type: 'json', label: t('Meta') },
    { name: 'made', type: 'datetime', label: t('Made'), readOnly: true },
    { name: 'notes', type: 'text', label: t('Notes') },
  ],
});

describe('filters', () => {
  it('become the API query: contains/eq as the field, in as repeated values, range as _gte/_lte; passwords never', () => {
    const filters = activeFilters(
      valuesToFilters(thing, { title: ' vip ', color: 'red', kinds: ['a', 'b'], size__gte: 2, size__lte: undefined, secret: 'x' }),
    );
    expect(filtersToQuery(filters)).toEqual({ title: 'vip', color: 'red', kinds: ['a', 'b'], size_gte: 2 });
  });

  it('come back from the address (strings) into the bar', () => {
    const fromUrl = [
      { field: 'title', operator: 'contains' as const, value: 'vip' },
      { field: 'kinds', operator: 'in' as const, value: 'a' },
      { field: 'size', operator: 'lte' as const, value: '9' },
    ];
    expect(filtersToValues(thing, fromUrl)).toEqual({
      title: 'vip',
      color: undefined,
      kinds: ['a'],
      size__gte: undefined,
      size__lte: 9,
    });
  });
});

describe('form values', () => {
  it('start from the declared defaults', () => {
    expect(defaultValues(thing)).toEqual({ color: 'none', size: 3 });
  });

  it('turn a row into pickers and text, and back into the API form', () => {
    const form = recordToForm(thing, {
      id: 1,
      title: 'A',
      at: '09:05',
      on: '2026-03-04',
      meta: { a: 1 },
      made: '2026-01-01T00:00:00.000Z',
      secret: 'never shown',
    });
    expect(dayjs.isDayjs(form.at)).toBe(true);
    expect(form.secret).toBeUndefined();
    expect(form.meta).toBe('{\n  "a": 1\n}');
    const payload = formToPayload(thing, { ...form, notes: '', kinds: [] }, 'edit');
    // Emptied fields go as "": the server's "empty" for every type (form encoding has no null and drops []).
    expect(payload).toEqual({
      title: 'A',
      color: '',
      kinds: '',
      size: '',
      at: '09:05',
      on: '2026-03-04',
      meta: '{\n  "a": 1\n}',
      notes: '',
    });
  });

  it('leave out empty values on create, and a password only when typed', () => {
    expect(formToPayload(thing, { title: 'B', notes: '', secret: '' }, 'create')).toEqual({ title: 'B' });
    expect(formToPayload(thing, { title: 'B', secret: ' s3cret ' }, 'edit')).toMatchObject({ title: 'B', secret: ' s3cret ' });
    expect(formToPayload(thing, { title: 'B', secret: '' }, 'edit')).not.toHaveProperty('secret');
  });
});
