// The write-only API token: never filled from the server (it never sends it), a placeholder says whether
// one is stored, and a stored one can be removed (sent at once as `clear_api_token`).
import { Button, Flex, Form, Input, Popconfirm } from 'antd';
import { useText } from '@/src/resources/ui/use-text';
import { SOVCOM_TEXTS as T } from './texts';

export function TokenInput({ stored, onClear }: { stored: boolean; onClear: () => void }) {
  const text = useText();
  return (
    <Form.Item label={text(T.api_token)} htmlFor="sovcom-api-token" data-field="api_token">
      <Flex gap={8}>
        {/* The inner item is unstyled: its errors (the server's too) show on the outer one. */}
        <Form.Item name="api_token" noStyle>
          <Input.Password
            id="sovcom-api-token"
            autoComplete="new-password"
            maxLength={1000}
            placeholder={text(stored ? T.tokenStored : T.tokenNone)}
          />
        </Form.Item>
        {stored && (
          <Popconfirm
            title={text(T.clearConfirm)}
            okText={text(T.remove)}
            cancelText={text(T.cancel)}
            onConfirm={onClear}
          >
            <Button danger data-testid="sovcom-clear-token">
              {text(T.clearToken)}
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Form.Item>
  );
}
