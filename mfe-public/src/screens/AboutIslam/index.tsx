import styled from 'styled-components';
import { ButtonLink, Container, PageTitle, Section, tokens } from '@young-minds/ui';
import { PublicMessage, type PublicMessageId, usePublicT } from '../../messages';
import { Prose } from '../shared/ui';

/** Each message holds the name in `<0>…</0>` (shown bold) and a child-sized sentence about it. */
const pillars = [
  'aboutIslam.pillars.shahadah',
  'aboutIslam.pillars.salah',
  'aboutIslam.pillars.zakat',
  'aboutIslam.pillars.sawm',
  'aboutIslam.pillars.hajj',
] as const satisfies readonly PublicMessageId[];

const articlesOfFaith = [
  'aboutIslam.faith.allah',
  'aboutIslam.faith.angels',
  'aboutIslam.faith.books',
  'aboutIslam.faith.messengers',
  'aboutIslam.faith.lastDay',
  'aboutIslam.faith.decree',
] as const satisfies readonly PublicMessageId[];

const List = styled.ol`
  padding-inline-start: ${tokens.space.lg};
  & li {
    margin-block-end: ${tokens.space.sm};
  }
`;

/** The short line for parents after each part: how to bring it home. */
const ForParents = styled.p`
  padding-block: ${tokens.space.sm};
  padding-inline: ${tokens.space.md};
  border-inline-start: 4px solid ${tokens.color.accent};
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.infoBg};
  color: ${tokens.color.text};
`;

const bold = { 0: <strong /> };

/** /about-islam: the five pillars and the six articles of faith for children, each with a line for parents. */
export function AboutIslam() {
  const t = usePublicT();
  return (
    <Section>
      <Container>
        <PageTitle>{t('aboutIslam.title')}</PageTitle>
        <Prose>
          <p>{t('aboutIslam.intro')}</p>
          <h2>{t('aboutIslam.pillars.title')}</h2>
          <List>
            {pillars.map((pillar) => (
              <li key={pillar}>
                <PublicMessage id={pillar} components={bold} />
              </li>
            ))}
          </List>
          <ForParents>
            <PublicMessage id="aboutIslam.pillars.parents" components={bold} />
          </ForParents>
          <h2>{t('aboutIslam.faith.title')}</h2>
          <p>{t('aboutIslam.faith.lead')}</p>
          <List>
            {articlesOfFaith.map((article) => (
              <li key={article}>
                <PublicMessage id={article} components={bold} />
              </li>
            ))}
          </List>
          <ForParents>
            <PublicMessage id="aboutIslam.faith.parents" components={bold} />
          </ForParents>
          <h2>{t('aboutIslam.character.title')}</h2>
          <p>{t('aboutIslam.character.text')}</p>
          <ForParents>
            <PublicMessage id="aboutIslam.character.parents" components={bold} />
          </ForParents>
        </Prose>
        {/* Outside the prose: its link colour is for text links, not for a button's label. */}
        <ButtonLink to="/subscription">{t('aboutIslam.start')}</ButtonLink>
      </Container>
    </Section>
  );
}
