import { useEffect, useState, type ComponentType } from 'react';
import { pageLoaded } from './page-loaded.ts';

/**
 * The live region for the service worker's news. The region itself is in the page from the start, as
 * in its build-time drawing; what fills it, with the worker's registration, loads once the page has
 * loaded (when the worker registered anyway), so its code stays off the first screens. Loaded by an
 * effect, not React.lazy: a suspended boundary has no place in the drawing the app takes over.
 */
export function UpdatePromptRegion() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    void pageLoaded()
      .then(() => import('./update-prompt.tsx'))
      .then(({ UpdatePrompt }) => {
        if (mounted) setPrompt(() => UpdatePrompt);
      });
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <div role="status" aria-live="polite" className="update-prompt">
      {Prompt && <Prompt />}
    </div>
  );
}
