import { recitationRetentionDays } from '@young-minds/contracts';
import { Container, PageTitle, Section } from '@young-minds/ui';
import { type PublicMessageId, usePublicT } from '../../messages';
import { Prose } from '../shared/ui';

/** What happens to a child's recorded recitation, one promise a line. */
const recitationPromises = [
  'privacy.recitations.family',
  'privacy.recitations.export',
  'privacy.recitations.withChild',
  'privacy.recitations.retention',
] as const satisfies readonly PublicMessageId[];

/**
 * /privacy: the privacy notice a parent agrees to when confirming their email address. Issue 36 adds the children's
 * recorded recitations; the number of days they are kept is the services' own (`recitationRetentionDays`), so the
 * notice cannot say another.
 */
export function Privacy() {
  const t = usePublicT();
  return (
    <Section>
      <Container>
        <PageTitle>{t('privacy.title')}</PageTitle>
        <Prose>
          <p>{t('privacy.intro')}</p>
          <section aria-labelledby="privacy-recitations">
            <h2 id="privacy-recitations">{t('privacy.recitations.title')}</h2>
            <p>{t('privacy.recitations.lead')}</p>
            <ul>
              {recitationPromises.map((promise) => (
                <li key={promise}>{t(promise, { days: recitationRetentionDays })}</li>
              ))}
            </ul>
          </section>
        </Prose>
      </Container>
    </Section>
  );
}
