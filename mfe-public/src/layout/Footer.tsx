import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, tokens } from '@young-minds/ui';
import { contactInfo } from './contactInfo';

const Foot = styled.footer`
  margin-top: auto;
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
`;

/** The public footer: About, Quick Links (Home, About, Blog) and Contact. */
export function Footer() {
  return (
    <Foot>
      <Columns>
        <section aria-labelledby="footer-about">
          <Heading id="footer-about">About</Heading>
          <Text>
            Young Minds is a Platform for Young Minds: animated cartoons, worksheets, quizzes, e-books and activities
            that help children learn about Islam, while parents follow their progress.
          </Text>
        </section>
        <nav aria-labelledby="footer-links">
          <Heading id="footer-links">Quick Links</Heading>
          <Links>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={{ pathname: '/', hash: '#about' }}>About</Link>
            </li>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
          </Links>
        </nav>
        <section aria-labelledby="footer-contact">
          <Heading id="footer-contact">Contact</Heading>
          <Links>
            <li>
              <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>
            </li>
            <li>
              <a href={`tel:${contactInfo.phone.replace(/[^+\d]/g, '')}`}>{contactInfo.phone}</a>
            </li>
          </Links>
          <Text>{contactInfo.address}</Text>
        </section>
      </Columns>
      <Bottom>© {new Date().getFullYear()} Young Minds</Bottom>
    </Foot>
  );
}
