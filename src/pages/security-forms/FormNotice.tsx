// The message above a login-style form (a refused login, a reset link sent, a password changed): the one
// look the security pages share.
import { Alert, type AlertProps } from 'antd';

export function FormNotice({
  type,
  message,
  testId,
}: {
  type: AlertProps['type'];
  message: string;
  testId: string;
}) {
  return <Alert type={type} showIcon message={message} data-testid={testId} style={{ marginBottom: 16 }} />;
}
