import { useNavigation } from 'react-router';
import { FullScreenLoader } from './full-screen-loader.tsx';

/**
 * On while a navigation is under way; off when it ends, is cancelled (a newer navigation replaces it)
 * or fails (the error screen takes over, the loader only disappears).
 */
export function RouteLoaderOverlay() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <FullScreenLoader />;
}
