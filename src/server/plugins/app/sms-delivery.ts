import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsConfig } from '../../config/talk-config.ts';
import { createSmsProvider } from '../../providers/sms/sms-provider.ts';
import { createOutboxSender } from '../../services/outbox/outbox-sender.ts';

/**
 * With a gateway configured, a loop in the server process empties the outbox every few seconds. The
 * state lives in the outbox rows (attempts, back-off, lease), so a restart or a second server
 * process carries on where the last one stopped and no message is sent twice by two senders.
 */
async function smsDelivery(app: FastifyInstance, options: { sms: SmsConfig; clock: () => Date }) {
  const provider = createSmsProvider(options.sms);
  if (!provider) return;
  const sender = createOutboxSender({
    db: app.database.db,
    provider,
    clock: options.clock,
    maxAttempts: options.sms.maxAttempts,
  });
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => sender.deliverDue())
      .then(({ sent, failed }) => {
        if (failed) app.log.warn({ sent, failed }, 'some SMS could not be handed to the gateway');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'SMS delivery pass failed'));
  }, options.sms.pollMs);
  timer.unref();
  // Before the database plugin closes the connection, so a pass in flight can finish its writes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(smsDelivery, { name: 'sms-delivery', dependencies: ['database'] });
