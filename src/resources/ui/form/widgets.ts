// Hand-written form controls a declaration may ask for by name (`form.widget`), for values no generic
// control can edit (a card template's labels, a project's transfer phones). Each is loaded lazily and
// receives what an antd form control receives: `value`, `onChange`, `id`, `disabled`. A field naming
// a widget that is not registered here falls back to the generic control of its type.
import type { ComponentType } from 'react';
import type { FieldDeclaration } from '../../define';

export interface WidgetProps {
  field: FieldDeclaration;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

export type WidgetLoader = () => Promise<{ default: ComponentType<WidgetProps> }>;

export const FORM_WIDGETS: Record<string, WidgetLoader> = {
  permissionKeys: () => import('../../permission-group/PermissionKeysInput'),
  cardLabels: () => import('../../template-card/CardLabelsWidget'),
  transferPhones: () => import('../../campaign/TransferPhonesWidget'),
  kpiOptions: () => import('../../kpi-target/KpiOptionsWidget'),
  projectQueue: () => import('../../trunk/ProjectQueueWidget'),
};
