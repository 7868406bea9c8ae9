import { useTranslation } from 'react-i18next';
import type { Delivery } from '../conversation/chat-message.ts';

/** Whether a message of the user's got through: a tick, or words while it has not, never colour alone. */
export function DeliveryState({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation('chat');
  if (delivery === 'sent') {
    return (
      <span className="delivery delivery--sent" title={t('delivery.sent')}>
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">{t('delivery.sent')}</span>
      </span>
    );
  }
  return (
    <span className={`delivery delivery--${delivery}`} data-testid={`delivery-${delivery}`}>
      {t(`delivery.${delivery}`)}
    </span>
  );
}
