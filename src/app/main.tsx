import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SIGNED_OUT_EVENT } from '../api/session-store.ts';
import { setupI18n } from './i18n/setup-i18n.ts';
import { enableKioskFromUrl } from './kiosk/kiosk-mode.ts';
import { createAppRouter } from './router.tsx';
import { FullScreenLoader } from './shell/full-screen-loader.tsx';
import './styles/app.css';

// On a shop's tablet every start begins with nobody: entering kiosk mode signs out whoever used the
// device before, and a reload in kiosk mode forgets the customer as "New customer" does.
// Loaded only on kiosk tablets, as the kiosk bar is: other phones need none of it on their first screen.
if (enableKioskFromUrl()) await (await import('./kiosk/reset-device.ts')).forgetCustomer();
await setupI18n();
const router = createAppRouter();
window.addEventListener(SIGNED_OUT_EVENT, () => void router.navigate('/auth'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<FullScreenLoader />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>,
);
