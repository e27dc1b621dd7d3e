// A user whose system asks for reduced motion gets antd without animations, and the setting is followed
// live (src/shared/use-prefers-reduced-motion.ts).
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdLocale } from '@/src/shared/AntdLocale';

const QUERY = '(prefers-reduced-motion: reduce)';

/** window.matchMedia answering `reduce` for the motion query, with listeners a test can call. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === QUERY && state.reduce;
        },
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
        dispatchEvent: vi.fn(),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    set(next: boolean) {
      state.reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

// The setup's matchMedia (tests/setup/dom.ts), answering no to every query, for the next file's tests.
const setupMatchMedia = vi.mocked(window.matchMedia).getMockImplementation()!;
afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation(setupMatchMedia);
});

describe('reduced motion', () => {
  it('keeps antd animated by default', () => {
    systemMotion(false);
    render(
      <AntdLocale>
        <Motion />
      </AntdLocale>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  });

  it('turns antd animations off when the system asks, and back on when it stops asking', () => {
    const system = systemMotion(true);
    const { unmount } = render(
      <AntdLocale>
        <Motion />
      </AntdLocale>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    system.set(false);
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
    system.set(true);
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    unmount();
    expect(system.listeners.size).toBe(0);
  });
});
