// placeInGroups (src/resources/fields.ts): builder-made fields placed in form sections by name; a name that
// matches no field is refused when the declaration loads, not left silently outside every section.
import { describe, expect, it } from 'vitest';
import { field, flagField, placeInGroups } from '@/src/resources/fields';

const fields = [
  field('host', 'string', { en: 'Host', ru: 'Хост' }, { form: { help: { en: 'IP', ru: 'IP' } } }),
  flagField('active', { en: 'Active', ru: 'Активен' }, true),
  field('note', 'string', { en: 'Note', ru: 'Заметка' }),
];

describe('placeInGroups', () => {
  it("sets each named field's group, keeps its other form settings and leaves the rest ungrouped", () => {
    const placed = placeInGroups({ account: ['host'], use: ['active'] }, fields);
    expect(placed.map((f) => f.form?.group)).toEqual(['account', 'use', undefined]);
    expect(placed[0].form?.help).toEqual({ en: 'IP', ru: 'IP' });
  });

  it('refuses a name no field has', () => {
    expect(() => placeInGroups({ account: ['hots'] }, fields)).toThrow('no field named hots');
  });
});
