import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useVisualViewport } from '../../../src/app/shell/use-visual-viewport.ts';

function phoneViewport(height: number, offsetTop = 0) {
  const viewport = Object.assign(new EventTarget(), { height, offsetTop });
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
  return viewport;
}

const shellHeight = () => document.documentElement.style.getPropertyValue('--viewport-height');
const afterStartUp = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  Reflect.deleteProperty(window, 'visualViewport');
  document.documentElement.removeAttribute('style');
});

describe('the shell following the visual viewport', () => {
  it('leaves the styles’ fallbacks while the whole window is seen, and follows the keyboard once it opens', async () => {
    const viewport = phoneViewport(window.innerHeight);
    renderHook(() => useVisualViewport());
    await afterStartUp();
    expect(shellHeight()).toBe('');
    viewport.height = 300;
    viewport.dispatchEvent(new Event('resize'));
    expect(shellHeight()).toBe('300px');
  });

  it('follows a viewport that already differs at the start, once the start-up is over', async () => {
    phoneViewport(window.innerHeight - 200, 40);
    const { unmount } = renderHook(() => useVisualViewport());
    expect(shellHeight()).toBe('');
    await afterStartUp();
    expect(shellHeight()).toBe(`${window.innerHeight - 200}px`);
    expect(document.documentElement.style.getPropertyValue('--viewport-top')).toBe('40px');
    unmount();
    expect(shellHeight()).toBe('');
  });
});
