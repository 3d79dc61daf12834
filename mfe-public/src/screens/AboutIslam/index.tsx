import { ButtonLink, Container, PageTitle, Section } from '@young-minds/ui';
import { PublicMessage, type PublicMessageId, usePublicT } from '../../messages';
import { Prose } from '../shared/ui';

/** The five pillars: each message holds the pillar's name in `<0>…</0>` (shown bold) and its meaning. */
const pillars = [
  'aboutIslam.pillars.shahadah',
  'aboutIslam.pillars.salah',
  'aboutIslam.pillars.zakat',
  'aboutIslam.pillars.sawm',
  'aboutIslam.pillars.hajj',
] as const satisfies readonly PublicMessageId[];

/** /about-islam: a short, child-friendly introduction. */
export function AboutIslam() {
  const t = usePublicT();
  return (
    <Section>
      <Container>
        <PageTitle>{t('aboutIslam.title')}</PageTitle>
        <Prose>
          <p>{t('aboutIslam.intro')}</p>
          <h2>{t('aboutIslam.pillars.title')}</h2>
          <ol>
            {pillars.map((pillar) => (
              <li key={pillar}>
                <PublicMessage id={pillar} components={{ 0: <strong /> }} />
              </li>
            ))}
          </ol>
          <h2>{t('aboutIslam.character.title')}</h2>
          <p>{t('aboutIslam.character.text')}</p>
          <ButtonLink to="/subscription">{t('aboutIslam.start')}</ButtonLink>
        </Prose>
      </Container>
    </Section>
  );
}
