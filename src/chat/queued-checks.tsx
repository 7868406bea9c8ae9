import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onQueueChange, queuedChecks, queueOwner } from '../api/upload-queue.ts';

/** How many plant checks made offline still wait to be sent, kept up to date across tabs. */
function useQueuedCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let stopped = false;
    const read = () =>
      void queuedChecks(queueOwner())
        .then((checks) => {
          if (!stopped) setCount(checks.filter((check) => !check.taskIds).length);
        })
        .catch(() => undefined);
    read();
    const unwatch = onQueueChange(read);
    return () => {
      stopped = true;
      unwatch();
    };
  }, []);
  return count;
}

/** A small line above the conversation while photos wait on the phone for a network. */
export function QueuedChecks() {
  const { t } = useTranslation('chat');
  const count = useQueuedCount();
  return (
    <div role="status" aria-live="polite">
      {count > 0 && (
        <p className="queued-checks" data-testid="queued-checks">
          {t('queued_checks', { count })}
        </p>
      )}
    </div>
  );
}
