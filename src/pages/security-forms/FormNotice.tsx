// The message above a login-style form (a refused login, a reset link sent, a password changed): the one
// look the security pages share.
import { Alert, type AlertProps } from 'antd';
import type { ReactNode } from 'react';

export function FormNotice({
  type,
  message,
  testId,
  description,
}: {
  type: AlertProps['type'];
  message: string;
  testId: string;
  /** A second line: what the user can do about it. */
  description?: ReactNode;
}) {
  return (
    <Alert
      type={type}
      showIcon
      message={message}
      description={description}
      data-testid={testId}
      style={{ marginBottom: 16 }}
    />
  );
}
