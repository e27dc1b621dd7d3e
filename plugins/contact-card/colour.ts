/** The spec's colours are antd's preset names, but for "violet" (antd: purple) and "none". */
export const presetColour = (c?: string | null) =>
  !c || c === 'none' ? undefined : c === 'violet' ? 'purple' : c;
