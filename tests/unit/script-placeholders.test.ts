// The operator script's placeholders (plugins/contact-card/script/placeholders.ts): what each is filled with,
// escaping, names that match nothing, and that the form help and docs/operator-scripts.md name every one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fillScript,
  placeholderValues,
  SCRIPT_PLACEHOLDERS,
} from '@/plugins/contact-card/script/placeholders';
import type { Contact } from '@/plugins/contact-card/types';
import scriptResource from '@/src/resources/script-operator/resource';

const contact = {
  id: 5,
  full_name: 'Ivan "<Petrov>"',
  phone: '*****67',
  additional_phones: [],
  email: null,
  birth_date: '01-02-1990',
  region: null,
  tz: null,
  position: null,
  city: 'Tver',
  address: null,
  description: null,
  status: { id: 7, title: 'New' },
  user: { id: 3, full_name: 'Olga Operator' },
  campaign: { id: 2, title: 'Spring' },
  campaign_id: 2,
  dynamic_data: { 1: 'Petrov & Sons', 2: [1, 2], 3: 'operator field' },
  template_card: {
    id: 1,
    title: 'Card',
    labels: [
      { id: 1, value: 'Company', value_type: 'text', required_value: false, show_field: true, options: [] },
      {
        id: 2,
        value: 'Hobbies',
        value_type: 'multiple_list',
        required_value: false,
        show_field: false,
        options: [
          { id: 1, name: 'Chess' },
          { id: 2, name: 'Golf' },
        ],
      },
      { id: 3, value: 'Operator', value_type: 'text', required_value: false, show_field: true, options: [] },
    ],
  },
  crm_id: null,
} as unknown as Contact;

describe('operator script placeholders', () => {
  const values = placeholderValues(contact, { fullName: 'Anna Admin' });

  it('fills the built-in names and card fields by caption, escaped, whatever the case and spaces', () => {
    expect(
      fillScript(
        '<p>{operator} · {PROJECT} · { full_name } · {phone} · {status} · {city} · {birth_date}</p>',
        values,
      ),
    ).toBe(
      '<p>Anna Admin · Spring · Ivan &#34;&#60;Petrov&#62;&#34; · *****67 · New · Tver · 01-02-1990</p>',
    );
    expect(fillScript('{company}: {Hobbies}', values)).toBe('Petrov &#38; Sons: Chess, Golf');
  });

  it('leaves empty values empty and unknown names as typed; a built-in name wins over a caption', () => {
    expect(fillScript('[{email}] [{nickname}] [{}] [{operator}]', values)).toBe(
      '[] [{nickname}] [{}] [Anna Admin]',
    );
  });

  it('names every placeholder in the script form help (both languages) and in the docs', () => {
    const help = scriptResource.fields.find((f) => f.name === 'script')!.form!.help!;
    const docs = readFileSync('docs/operator-scripts.md', 'utf8');
    for (const name of SCRIPT_PLACEHOLDERS) {
      expect(help.en).toContain(`{${name}}`);
      expect(help.ru).toContain(`{${name}}`);
      expect(docs).toContain(`\`{${name}}\``);
    }
  });
});
