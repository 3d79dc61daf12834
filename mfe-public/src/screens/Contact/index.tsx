import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  CardBody,
  Container,
  Input,
  Label,
  Lead,
  PageTitle,
  Section,
  TextArea,
  Field,
  media,
  tokens,
} from '@young-minds/ui';
import { contactInfo, mailHref, phoneHref } from '../../layout/contactInfo';
import { usePublicT } from '../../messages';

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
`;

const InfoList = styled.dl`
  margin: 0;
  & dt {
    font-weight: 800;
    margin-top: ${tokens.space.md};
  }
  & dd {
    margin: 4px 0 0;
  }
  & a {
    color: ${tokens.color.primaryStrong};
  }
`;

/** The e-mail a filled-in form becomes (there is no contact service: the visitor's mail app sends it). */
function contactMailto(form: { name: string; email: string; message: string }, subject: string): string {
  const body = `${form.message}\n\n${form.name}\n${form.email}`;
  return `${mailHref}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** /Contact: a contact form, the contact information and the office hours. */
export function Contact() {
  const t = usePublicT();
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No contact service exists: hand the message to the visitor's mail app.
    const subject = form.name ? t('contact.mail.subject', { name: form.name }) : t('contact.mail.subjectAnonymous');
    window.location.href = contactMailto(form, subject);
    setSent(true);
  }

  return (
    <Section>
      <Container>
        <PageTitle>{t('contact.title')}</PageTitle>
        <Lead>{t('contact.lead')}</Lead>
        <Columns>
          <Card>
            <CardBody>
              {sent ? <Alert variant="success">{t('contact.sent')}</Alert> : null}
              <form onSubmit={onSubmit}>
                <Input
                  label={t('contact.form.name')}
                  autoComplete="name"
                  required
                  value={form.name}
                  onChange={(event) => setForm({ ...form, name: event.target.value })}
                />
                <Input
                  label={t('contact.form.email')}
                  type="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  onChange={(event) => setForm({ ...form, email: event.target.value })}
                />
                <Field>
                  <Label htmlFor="contact-message">{t('contact.form.message')}</Label>
                  <TextArea
                    id="contact-message"
                    required
                    value={form.message}
                    onChange={(event: { target: { value: string } }) =>
                      setForm({ ...form, message: event.target.value })
                    }
                  />
                </Field>
                <Button type="submit">{t('contact.form.send')}</Button>
              </form>
            </CardBody>
          </Card>
          <Card as="aside" aria-labelledby="contact-info-title">
            <CardBody>
              <h2 id="contact-info-title">{t('contact.info.title')}</h2>
              <InfoList>
                <dt>{t('contact.info.email')}</dt>
                <dd>
                  <a href={mailHref} dir="ltr">
                    {contactInfo.email}
                  </a>
                </dd>
                <dt>{t('contact.info.phone')}</dt>
                <dd>
                  <a href={phoneHref} dir="ltr">
                    {contactInfo.phone}
                  </a>
                </dd>
                <dt>{t('contact.info.address')}</dt>
                <dd>{t('contact.address')}</dd>
                <dt>{t('contact.info.officeHours')}</dt>
                <dd>{t('contact.officeHours')}</dd>
              </InfoList>
            </CardBody>
          </Card>
        </Columns>
      </Container>
    </Section>
  );
}
