import { useEffect } from 'react';
import { whenIdle } from '../../chat/when-idle.ts';

/**
 * Follows the part of the screen the farmer actually sees: a phone's on-screen keyboard shrinks the
 * visual viewport, often without resizing the page, and would cover the composer and the last message.
 * The shell's height (--viewport-height) and offset (--viewport-top) follow it instead.
 */
export function useVisualViewport() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const follow = () => {
      root.style.setProperty('--viewport-height', `${viewport.height}px`);
      root.style.setProperty('--viewport-top', `${viewport.offsetTop}px`);
    };
    // At the start the visual viewport is mostly the whole window, which the styles' fallbacks (100dvh,
    // 0) already fill: it is looked at once the start-up is over, and only set where it differs (a
    // keyboard or a zoom kept across a reload), since setting it restyles the whole page.
    const cancelFirstLook = whenIdle(() => {
      if (viewport.height !== window.innerHeight || viewport.offsetTop !== 0) follow();
    });
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      cancelFirstLook();
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
      root.style.removeProperty('--viewport-height');
      root.style.removeProperty('--viewport-top');
    };
  }, []);
}
