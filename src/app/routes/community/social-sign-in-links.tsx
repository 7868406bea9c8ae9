import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSocialProviders, socialStartAddress } from '../../../api/social-sign-in.ts';
import type { SocialProvider } from '../../../contract/social-sign-in.ts';

/**
 * "Continue with …" for each social sign-in provider the server has (issue 31 §3): plain links, since
 * the sign-in is a trip through the provider's pages. Nothing shows when there is none, or no answer.
 */
export function SocialSignInLinks() {
  const { t } = useTranslation('community');
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    let active = true;
    fetchSocialProviders()
      .then((list) => active && setProviders(list))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!providers.length) return null;
  return (
    <nav className="social-sign-in" aria-label={t('social.or')}>
      <p>{t('social.or')}</p>
      <ul>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className="button" href={socialStartAddress(provider.id)}>
              {t('social.continue_with', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
