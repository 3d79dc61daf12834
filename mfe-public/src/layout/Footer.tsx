import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { focusRing, media, tokens } from '@young-minds/ui';
import { usePublicT } from '../messages';
import { detailLanguage, mailHref, phoneHref } from './contactInfo';
import { DetailsPlaceholder } from './DetailsPlaceholder';
import { useNearViewport } from './nearViewport';
import { useContactDetails } from './useContactDetails';

const Foot = styled.footer`
  background: #16213a;
  color: #e2e8f0;
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  max-width: ${tokens.breakpoint.xl}px;
  margin: 0 auto;
  padding: ${tokens.space.xl} ${tokens.space.md};
  ${media.md} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${tokens.space.sm};
  color: #ffffff;
  font-size: ${tokens.font.size.lg};
`;

const Text = styled.p`
  margin: 0 0 ${tokens.space.xs};
  line-height: 1.6;
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding: 6px 0;
    color: #e2e8f0;
  }
  & a:hover {
    color: #ffffff;
  }
  & a:focus-visible {
    ${focusRing}
  }
`;

const Bottom = styled.p`
  margin: 0;
  padding: ${tokens.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  text-align: center;
  font-size: ${tokens.font.size.sm};
  & a {
    color: #e2e8f0;
  }
  & a:hover {
    color: #ffffff;
  }
  & a:focus-visible {
    ${focusRing}
  }
`;

/**
 * The footer's contact details (from the API; those left empty are not shown), or their placeholder. Read when
 * the footer comes within a screen of the viewport: a visit that stays at the top of a long page (the home page)
 * downloads neither the read nor the contract's schema (issue 37); the placeholder keeps their place meanwhile.
 */
function FooterContact({ near }: { near: boolean }) {
  const t = usePublicT();
  const { loading, details } = useContactDetails({ wanted: near });
  if (loading) return <DetailsPlaceholder label={t('contact.info.loading')} />;
  if (!details) return null;
  const { email, phone, address } = details;
  return (
    <>
      {email || phone ? (
        <Links>
          {email ? (
            <li>
              <a href={mailHref(email)} dir="ltr">
                {email}
              </a>
            </li>
          ) : null}
          {phone ? (
            <li>
              <a href={phoneHref(phone)} dir="ltr">
                {phone}
              </a>
            </li>
          ) : null}
        </Links>
      ) : null}
      {address ? <Text {...detailLanguage(address)}>{address}</Text> : null}
    </>
  );
}

/** The public footer: About, Quick Links (Home, About, Blog) and Contact, then the copyright and the privacy notice. */
export function Footer() {
  const t = usePublicT();
  const [footer, near] = useNearViewport<HTMLElement>();
  return (
    <Foot ref={footer}>
      <Columns>
        {/* Not a named region: the home page's About section is the "About" landmark. */}
        <div>
          <Heading id="footer-about">{t('footer.about.title')}</Heading>
          <Text>{t('footer.about.text')}</Text>
        </div>
        <nav aria-labelledby="footer-links">
          <Heading id="footer-links">{t('footer.links.title')}</Heading>
          <Links>
            <li>
              <Link to="/">{t('footer.links.home')}</Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: '#about' }}>{t('footer.links.about')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('footer.links.blog')}</Link>
            </li>
          </Links>
        </nav>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">{t('footer.contact.title')}</Heading>
          <FooterContact near={near} />
        </section>
      </Columns>
      {/* The spec's Quick Links are Home, About and Blog: the privacy notice goes beside the copyright instead. */}
      <Bottom>
        {t('footer.copyright', { year: new Date().getFullYear() })} ·{' '}
        <Link to="/privacy">{t('footer.links.privacy')}</Link>
      </Bottom>
    </Foot>
  );
}
