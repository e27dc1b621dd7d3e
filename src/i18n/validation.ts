// The validation dictionary of spec 000 section 5, in both languages. Pure data:
// the client's forms and the server's request validation read the same texts.
// Placeholders: {field} is the field's label; the others are the rule's parameters.

export const VALIDATION_RULES = [
  'required', 'email', 'numeric', 'integer', 'min', 'max', 'min_value', 'max_value', 'between',
  'length', 'digits', 'decimal', 'alpha', 'alpha_num', 'alpha_dash', 'alpha_spaces', 'regex', 'url',
  'ip', 'ip_or_fqdn', 'confirmed', 'date_format', 'after', 'before', 'size', 'ext', 'mimes', 'image',
  'dimensions', 'credit_card', 'included', 'excluded', 'required_if',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export const validationMessages: Record<'en' | 'ru', Record<ValidationRule, string>> = {
  en: {
    required: 'The {field} field is required',
    email: 'The {field} field must be a valid e-mail',
    numeric: 'The {field} field may only contain numeric characters',
    integer: 'The {field} field must be an integer',
    min: 'The {field} field must be at least {length} characters',
    max: 'The {field} field may not be greater than {length} characters',
    min_value: 'The {field} field must be {min} or more',
    max_value: 'The {field} field must be {max} or less',
    between: 'The {field} field must be between {min} and {max}',
    length: 'The {field} field must be {length} characters long',
    digits: 'The {field} field must be numeric and exactly contain {length} digits',
    decimal: 'The {field} field must be numeric and may contain {decimals} decimal points',
    alpha: 'The {field} field may only contain alphabetic characters',
    alpha_num: 'The {field} field may only contain alpha-numeric characters',
    alpha_dash: 'The {field} field may contain alpha-numeric characters as well as dashes and underscores',
    alpha_spaces: 'The {field} field may only contain alphabetic characters as well as spaces',
    regex: 'The {field} field format is invalid',
    url: 'The {field} field is not a valid URL',
    ip: 'The {field} field must be a valid IP address',
    ip_or_fqdn: 'The {field} field must be a valid IP address or FQDN',
    confirmed: 'The {field} field confirmation does not match',
    date_format: 'The {field} field must be in the format {format}',
    after: 'The {field} field must be after {target}',
    before: 'The {field} field must be before {target}',
    size: 'The {field} size must be less than {size} KB',
    ext: 'The {field} field must be a valid file',
    mimes: 'The {field} field must have a valid file type',
    image: 'The {field} field must be an image',
    dimensions: 'The {field} field must be {width} pixels by {height} pixels',
    credit_card: 'The {field} field is not a valid credit card number',
    included: 'The {field} field must be a valid value',
    excluded: 'The {field} field must be a valid value',
    required_if: 'The {field} field is required',
  },
  ru: {
    required: 'Поле {field} обязательно для заполнения',
    email: 'Поле {field} должно быть действительным электронным адресом',
    numeric: 'Поле {field} должно содержать только цифры',
    integer: 'Поле {field} должно быть целым числом',
    min: 'Поле {field} должно содержать не менее {length} символов',
    max: 'Поле {field} не может быть длиннее {length} символов',
    min_value: 'Поле {field} должно быть {min} или больше',
    max_value: 'Поле {field} должно быть {max} или меньше',
    between: 'Поле {field} должно быть между {min} и {max}',
    length: 'Длина поля {field} должна быть {length}',
    digits: 'Поле {field} должно быть числовым и точно содержать {length} цифр',
    decimal: 'Поле {field} должно быть числовым и может содержать {decimals} знаков после запятой',
    alpha: 'Поле {field} может содержать только буквы',
    alpha_num: 'Поле {field} может содержать только буквы и цифры',
    alpha_dash: 'Поле {field} может содержать только буквы, цифры, дефис и подчёркивание',
    alpha_spaces: 'Поле {field} может содержать только буквы и пробелы',
    regex: 'Поле {field} имеет ошибочный формат',
    url: 'Поле {field} не является допустимым URL',
    ip: 'Поле {field} должно быть действительным IP-адресом',
    ip_or_fqdn: 'Поле {field} должно быть IP-адресом или доменным именем',
    confirmed: 'Поле {field} не совпадает с подтверждением',
    date_format: 'Поле {field} должно быть в формате {format}',
    after: 'В поле {field} должна быть дата после {target}',
    before: 'В поле {field} должна быть дата до {target}',
    size: 'Поле {field} должно быть меньше {size} КБ',
    ext: 'Поле {field} должно быть действительным файлом',
    mimes: 'Поле {field} должно иметь допустимый тип файла',
    image: 'Поле {field} должно быть изображением',
    dimensions: 'Поле {field} должно быть {width} на {height} пикселей',
    credit_card: 'Поле {field} должно быть действительным номером карты',
    included: 'Поле {field} должно быть допустимым значением',
    excluded: 'Поле {field} должно быть допустимым значением',
    required_if: 'Поле {field} обязательно для заполнения',
  },
};

/** Fills a message's placeholders; unknown placeholders stay as written. */
export function formatValidation(
  locale: 'en' | 'ru',
  rule: ValidationRule,
  params: Record<string, string | number>,
): string {
  return validationMessages[locale][rule].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
