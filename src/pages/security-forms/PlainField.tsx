// One labelled field of a login-style form, laid out as antd's vertical Form.Item: label, input, the error
// under it. Input and Password come from their own modules: antd's `Input` also carries TextArea, Search
// and OTP, which these pages never show.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useId } from 'react';

interface PlainFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  password?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function PlainField({ label, error, onChange, password, ...input }: PlainFieldProps) {
  const id = useId();
  const Control = password ? Password : Input;
  return (
    <div className="security-field">
      <label className="security-field__label" htmlFor={id}>
        {label}
      </label>
      <Control
        {...input}
        id={id}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="security-field__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
