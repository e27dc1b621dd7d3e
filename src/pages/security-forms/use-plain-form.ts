// The login-style pages' forms without antd's Form: that brings rc-field-form, async-validator, the grid
// and Tooltip (for label tooltips), over 45 KB of gzip JavaScript the login page would download for two
// fields (issue 14, "Fast first paint"). The rules and the moments they are checked follow Form's: all on
// submit, then again as the fields change.
import { useState, type FormEvent } from 'react';

/** A rule answers the error to show, or null when the value passes. */
export type FieldRule<V> = (value: string, values: V) => string | null;

type Errors<V> = Partial<Record<keyof V, string>>;

export function usePlainForm<V extends Record<string, string>>(
  initial: V,
  rules: { [K in keyof V]?: FieldRule<V>[] },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorOf = (name: keyof V, all: V) =>
    (rules[name] ?? []).map((rule) => rule(all[name], all)).find((error) => error) ?? undefined;
  const errorsOf = (all: V): Errors<V> =>
    Object.fromEntries(Object.keys(all).map((name) => [name, errorOf(name, all)])) as Errors<V>;

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // Checked again once the form was sent, every field: one checked against another (the
      // confirmation) follows it, as Form's `dependencies` did.
      setErrors(submitted ? errorsOf(next) : { ...errors, [name]: undefined });
    },
  });

  const onSubmit = (handler: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(values);
    setErrors(found);
    if (!Object.values(found).some(Boolean)) handler(values);
  };

  /** Errors from the server's reply, under their fields. */
  const showErrors = (fieldErrors: Errors<V>) => setErrors((old) => ({ ...old, ...fieldErrors }));

  return { field, onSubmit, showErrors };
}

/** async-validator's e-mail pattern, which antd's Form (and so these pages before) checked with. */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export const required =
  <V>(message: string): FieldRule<V> =>
  (value) =>
    value ? null : message;

export const email =
  <V>(message: string): FieldRule<V> =>
  (value) =>
    !value || EMAIL.test(value) ? null : message;
