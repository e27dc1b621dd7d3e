import { lazy, Suspense } from 'react';
import type { ExportButtonProps } from './ExportButton';

const Button = lazy(() => import('./ExportButton').then((m) => ({ default: m.ExportButton })));

/**
 * ExportButton for the SDK's index: the button, its dialog and their antd parts (Form, Checkbox, Modal)
 * load when a screen first draws it. Imported statically there, they went along with every plugin's
 * chunk, the task bell's and the phone's on the dashboard included.
 */
export function ExportButton(props: ExportButtonProps) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
