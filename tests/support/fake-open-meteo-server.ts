import { startFakeOpenMeteo, type Scenario } from './fake-open-meteo.ts';

/**
 * The fake Open-Meteo as its own process, for the end-to-end server (playwright.config.ts points
 * WEATHER_API_URL at it): showers by default, so the weather card comes with farm actions.
 */
const port = Number(process.env.FAKE_WEATHER_PORT ?? 0);
const provider = await startFakeOpenMeteo(() => new Date(), port);
provider.setScenario((process.env.FAKE_WEATHER_SCENARIO as Scenario | undefined) ?? 'showers');
console.log(`fake Open-Meteo listening at ${provider.url}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
