import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** Loads the part's code anew: a lazy component that failed once keeps failing. */
  onRetry: () => void;
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="load-failure">
      {t('route_error.body')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('route_error.retry')}
      </button>
    </p>
  );
}

/**
 * A part of a screen whose code loads when first needed (the menu's settings): when it cannot arrive,
 * offline before the app was saved on the phone, it says so in its own place with a retry, instead of
 * the whole page giving way to the route's error.
 */
export class LoadFailureBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadFailure
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
