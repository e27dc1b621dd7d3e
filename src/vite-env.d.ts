/// <reference types="vite/client" />
declare const __APP_VERSION__: string;

// One icon's ES module (src/resources/ui/icons.tsx loads them one by one); the package types only its
// CommonJS files.
declare module '@ant-design/icons/es/icons/*' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType<{ className?: string }>;
  export default Icon;
}
