import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { showBootFailure } from '@/src/boot/show-boot-failure';
import { addResourceBundles, bootI18n, changeLocale, deepMerge, i18n, LOCALE_STORAGE_KEY } from '@/src/i18n';
import { plainT } from '@/src/i18n/base-texts';
import dashboardEn from '@/src/i18n/dashboard-texts-en';
import dashboardRu from '@/src/i18n/dashboard-texts-ru';
import { shellEn } from '@/src/i18n/shell';
import { shellRu } from '@/src/i18n/shell.ru';
import baseEn from '@/src/i18n/texts-en';
import baseRu from '@/src/i18n/texts-ru';
import { VALIDATION_RULES } from '@/src/i18n/validation';
import { i18nProvider } from '@/providers/i18n-provider';
import { useApiServer } from './helpers';

useApiServer(); // clean localStorage and locale 'ru' before each test

/** Every leaf path of a nested object: `a.b.c`. */
const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const SPEC_KEYS = [
  'cardSaveError',
  'requiredInputs',
  'phoneError',
  'taskAlreadyExists',
  'noContactsToCall',
  'noProjectManualCall',
  'trunkErrorUser',
  'transferToNumberFailed',
  'clientHangUp',
  'statusChangeBlockedTimeCard',
  'statusChangeBlocked',
  'noProject',
  'contactAdmin',
  'noMicAccessHeader',
  'noMicAccessMessage',
  'callNotAvailable',
  'callToOperatorNumber',
  'reconnecting',
  'timeTrackingDisabled',
  'timeTrackingAvailable',
  'updated',
  'deleted',
  'created',
  'taskAssigned',
  'ok',
  'confirm.delete',
  'confirm.yes',
  'confirm.cancel',
  'error',
  'transferToNumber',
  'invalidCredentials',
  'noPermission',
  'unableToConnect',
  'lowBalance',
  'diskSpaceLow',
];

/** The literal keys Refine core and @refinedev/antd ask for, read from the installed packages. */
function refineKeysInPackages(): string[] {
  const require = createRequire(import.meta.url);
  const keys = new Set<string>();
  for (const pkg of ['@refinedev/core', '@refinedev/antd']) {
    const main = require.resolve(pkg).replace(/index\.c?js$/, 'index.mjs');
    const source = readFileSync(main, 'utf8');
    for (const [, key] of source.matchAll(
      /"((?:buttons|actions|notifications|pages|autoSave|documentTitle)\.[\w.]+)"/g,
    ))
      keys.add(key);
  }
  keys.add('warnWhenUnsavedChanges');
  return [...keys];
}

describe('resources', () => {
  it('ru and en have exactly the same key tree', () => {
    const en = leaves(deepMerge(dashboardEn, baseEn)).sort();
    const ru = leaves(deepMerge(dashboardRu, baseRu)).sort();
    expect(ru.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ru.includes(k))).toEqual([]);
    expect(en.length).toBeGreaterThan(250);
  });

  it('every key Refine 5 and @refinedev/antd 6 use is present in both languages', () => {
    const keys = refineKeysInPackages();
    expect(keys.length).toBeGreaterThan(40);
    for (const lng of ['ru', 'en']) {
      const missing = keys.filter((key) => !i18n.exists(key, { lng, fallbackLng: false }));
      expect(missing, lng).toEqual([]);
    }
    for (const action of [
      'list',
      'create',
      'edit',
      'show',
      'clone',
      'delete',
      'save',
      'refresh',
      'import',
      'export',
    ])
      expect(i18n.exists(`buttons.${action}`, { lng: 'ru', fallbackLng: false }), action).toBe(true);
    for (const key of [
      'loading',
      'tags.clone',
      'table.actions',
      'dashboard.title',
      'user.titles.list',
      'campaign.campaign',
    ])
      expect(i18n.exists(key, { lng: 'ru', fallbackLng: false }), key).toBe(true);
  });

  it("the spec's message keys exist in both languages; the error title is Ошибка / Error", () => {
    for (const lng of ['ru', 'en'])
      for (const key of SPEC_KEYS)
        expect(i18n.exists(key, { lng, fallbackLng: false }), `${lng}:${key}`).toBe(true);
    expect(i18n.t('error', { lng: 'ru' })).toBe('Ошибка');
    expect(i18n.t('error', { lng: 'en' })).toBe('Error');
    expect(i18n.t('taskAlreadyExists', { lng: 'ru', time: '12:30' })).toBe(
      'Задача на это время (12:30) уже существует',
    );
  });

  it('the validation dictionary is there, interpolated', () => {
    for (const rule of VALIDATION_RULES)
      expect(i18n.exists(`validation.${rule}`, { lng: 'en' }), rule).toBe(true);
    expect(i18n.t('validation.required', { lng: 'en', field: 'Email' })).toBe('The Email field is required');
    expect(i18n.t('validation.between', { lng: 'ru', field: 'Сумма', min: 1, max: 5 })).toBe(
      'Поле Сумма должно быть между 1 и 5',
    );
  });

  it("the shell's texts are merged in", () => {
    const shellKeys = leaves(shellEn);
    for (const key of shellKeys) expect(i18n.exists(key, { lng: 'en', fallbackLng: false }), key).toBe(true);
    expect(leaves(shellRu).sort()).toEqual(shellKeys.sort());
  });

  it("each language's modules import none of the other's, so the browser downloads only the active one", () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n');
    /** The modules of src/i18n a file reaches through its relative imports, itself included. */
    const reach = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      const source = readFileSync(join(dir, `${file}.ts`), 'utf8');
      for (const [, spec] of source.matchAll(/^import (?!type)[^'"]*['"]\.\/([\w.-]+)['"]/gm))
        reach(spec, seen);
      return seen;
    };
    for (const [entry, other] of [
      ['texts-en', /\.ru$|-ru$/],
      ['dashboard-texts-en', /\.ru$|-ru$/],
      ['texts-ru', /\.en$|-en$|^(messages|shell|refine)$/],
      ['dashboard-texts-ru', /\.en$|-en$|^(messages|shell|refine)$/],
    ] as const) {
      const reached = [...reach(entry)];
      expect(reached.length, entry).toBeGreaterThan(2);
      expect(
        reached.filter((file) => other.test(file)),
        entry,
      ).toEqual([]);
    }
  });
});

describe("plainT, the open pages' texts without i18next", () => {
  it('reads the active language, fills {{placeholders}}, and answers the key when there is no text', async () => {
    expect(plainT('shell.login.submit')).toBe('Войти');
    expect(plainT('validation.required', { field: 'E-mail' })).toBe('Поле E-mail обязательно для заполнения');
    await changeLocale('en');
    expect(plainT('shell.login.submit')).toBe('Log in');
    expect(plainT('shell.login.nothing')).toBe('shell.login.nothing');
  });
});

describe('i18nProvider', () => {
  it('translates with interpolation in the current language', () => {
    expect(i18nProvider.translate('buttons.save')).toBe('Сохранить');
    expect(i18nProvider.translate('notifications.error', { statusCode: 500 }, 'fallback')).toBe(
      'Ошибка (код ответа: 500)',
    );
  });

  it('falls back to the default message, in both call forms, else to the key', () => {
    expect(i18nProvider.translate('nope.missing', {}, 'Default text')).toBe('Default text');
    expect(i18nProvider.translate('nope.missing', 'Default text')).toBe('Default text');
    expect(i18nProvider.translate('nope.missing')).toBe('nope.missing');
  });

  it('changeLocale switches, remembers in localStorage; getLocale reports it', async () => {
    expect(i18nProvider.getLocale()).toBe('ru');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('buttons.save')).toBe('Save');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.getLocale()).toBe('en');
  });
});

describe('boot and bundles', () => {
  it('bootI18n uses the runtime default unless the user picked a language; Russian when absent', async () => {
    await expect(bootI18n('en')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    await expect(bootI18n(undefined)).resolves.toBe('ru');
    await expect(bootI18n('fr')).resolves.toBe('ru');
    await changeLocale('en');
    await expect(bootI18n('ru')).resolves.toBe('en');
  });

  it('a failed start says so in #root in the active language, with the reason', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await showBootFailure(new Error('GET /api/config: 502'));
    const box = document.querySelector('#root [role="alert"]');
    expect(box).toHaveTextContent('Приложение не удалось запустить');
    expect(box).toHaveTextContent('GET /api/config: 502');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('addResourceBundles deep-merges into a namespace without losing siblings', () => {
    addResourceBundles({ en: { buttons: { dial: 'Dial' } }, ru: { buttons: { dial: 'Набрать' } } });
    expect(i18n.t('buttons.dial', { lng: 'ru' })).toBe('Набрать');
    expect(i18n.t('buttons.save', { lng: 'ru' })).toBe('Сохранить');
    addResourceBundles(
      { en: { title: 'Ping', a: { b: 'x' } }, ru: { title: 'Пинг', a: { b: 'х' } } },
      'ping',
    );
    addResourceBundles({ en: { a: { c: 'y' } } }, 'ping');
    expect(i18n.t('ping:title', { lng: 'ru' })).toBe('Пинг');
    expect(i18n.t('a.b', { ns: 'ping', lng: 'en' })).toBe('x');
    expect(i18n.t('a.c', { ns: 'ping', lng: 'en' })).toBe('y');
  });
});
