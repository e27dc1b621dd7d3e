// The client's check before a save (spec 000 section 5, "saving an invalid form shows requiredInputs"):
// nothing is sent while a rule fails, and the one notice says why. requiredInputs ("fill in all required
// fields") only when a required field is empty; a filled field that breaks its rule (a phone of letters, an
// e-mail without @) asks to check the highlighted fields instead.
import type { FormInstance } from 'antd';

export type CheckResult = 'valid' | 'requiredEmpty' | 'invalid';

type FieldName = (string | number)[];
interface ValidateError {
  errorFields?: { name: FieldName; errors: string[] }[];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length);

/** Validates `names` (all fields when undefined) and brings the first failing field into view. */
export async function checkBeforeSave(form: FormInstance, names?: string[]): Promise<CheckResult> {
  try {
    await form.validateFields(names);
    return 'valid';
  } catch (error) {
    const failed = (error as ValidateError).errorFields ?? [];
    if (failed.length) form.scrollToField(failed[0].name, { block: 'center', focus: true });
    return failed.some((f) => isEmpty(form.getFieldValue(f.name))) ? 'requiredEmpty' : 'invalid';
  }
}
